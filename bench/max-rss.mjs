// Loaded with `node --import` by bench/download.ts: reports the process's peak resident memory (KiB) as it exits.
// maxRSS is getrusage's, which on Linux also counts what the spawning process held when it forked this one (the
// kernel carries the old memory's high-water mark across exec): a bench that holds much in memory itself (the pull
// bench's stand-in serves 188 MiB of files) reads VmHWM instead, this process's own high-water mark, where there is one.
import { readFileSync } from 'node:fs'
import process from 'node:process'

process.on('exit', () => {
  process.stderr.write(`max-rss-kib ${process.resourceUsage().maxRSS}\n`)
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readStatus())?.[1]
  if (hwm !== undefined) process.stderr.write(`vm-hwm-kib ${hwm}\n`)
})

function readStatus() {
  try {
    return readFileSync('/proc/self/status', 'utf8')
  } catch {
    return ''
  }
}
