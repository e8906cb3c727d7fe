// Loaded with `node --import` by bench/download.ts: reports the process's peak resident memory (KiB) as it exits.
import process from 'node:process'

process.on('exit', () => process.stderr.write(`max-rss-kib ${process.resourceUsage().maxRSS}\n`))
