import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StandInApi } from '../stand-ins/checkpoint-api.js'
import { TEST_TOKEN, runDownloadApp } from '../stand-ins/defaults.js'
import { errorAnnotations } from '../stand-ins/workflow-commands.js'

/**
 * `npm run bench -- --full-disk [--baseline=REV]` (root: it mounts an 8 MB tmpfs): download-app with a 20 MB build
 * where RUNNER_TEMP, or directory's disk, is that tmpfs, for the bundle at REV and the one download-app/action.yml
 * names (dist/): how many times
 * the link was fetched, how long the step took to fail, whether it crashed, and what it left behind.
 */
const SCENARIOS = [
  { name: 'RUNNER_TEMP 8 MB, Content-Length', small: 'temp', chunked: false },
  { name: 'RUNNER_TEMP 8 MB, chunked', small: 'temp', chunked: true },
  { name: "directory's disk 8 MB", small: 'workspace', chunked: false },
] as const

const BUILD = Array.from({ length: 40 }, (_, i) => ({
  name: `files/assets/${i}/texture.basis`,
  data: randomBytes(500_000),
  deflate: false,
}))

function bundleAt(rev: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'download-app-baseline-')), 'index.js')
  writeFileSync(file, execFileSync('git', ['show', `${rev}:dist/download-app/index.js`], { maxBuffer: 64 * 2 ** 20 }))
  return file
}

async function once(bundle: string | undefined, scenario: (typeof SCENARIOS)[number]): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'full-disk-'))
  const folders = { temp: join(root, 'temp'), workspace: join(root, 'workspace') }
  for (const dir of Object.values(folders)) mkdirSync(dir)
  const small = folders[scenario.small]
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', small])
  const api = new StandInApi({ token: TEST_TOKEN, jobMs: 200, appZip: BUILD })
  await api.start()
  if (scenario.chunked) api.files.faults.push({ chunked: true, times: 1_000 })
  try {
    const where = { workspace: folders.workspace, runnerTemp: folders.temp, ...(bundle ? { bundle } : {}) }
    const result = await runDownloadApp(api.url, { timeout: '300' }, where)
    const crashed = /TypeError|Uncaught|\n\s+at /.test(result.stderr)
    const [annotation] = errorAnnotations(result.stdout)
    return [
      String(api.files.requests.length),
      `${(result.elapsedMs / 1000).toFixed(1)} s`,
      crashed ? 'crashed' : annotation ? 'annotation' : 'none',
      result.summary ? 'yes' : 'no',
      readdirSync(folders.temp).join(', ') || '—',
      readdirSync(folders.workspace).join(', ') || '—',
    ]
  } finally {
    await api.stop()
    execFileSync('umount', [small])
    rmSync(root, { recursive: true, force: true })
  }
}

export async function fullDisk(baseline: string): Promise<void> {
  console.log(`## download-app, 20 MB build, 8 MB tmpfs (before = the bundle at ${baseline})\n`)
  console.log(
    '| scenario | bundle | fetches | time to fail | error | summary | left in RUNNER_TEMP | left in the workspace |',
  )
  console.log('|---|---|---|---|---|---|---|---|')
  for (const scenario of SCENARIOS) {
    for (const [label, bundle] of [
      ['before', bundleAt(baseline)],
      ['after', undefined],
    ] as const) {
      console.log(`| ${scenario.name} | ${label} | ${(await once(bundle, scenario)).join(' | ')} |`)
    }
  }
}
