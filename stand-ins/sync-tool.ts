import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { TEST_TOKEN } from './defaults.js'

/**
 * Not a stand-in: the service's own sync tool (`playcanvas-sync` 1.1.1, a devDependency), run as its users run it,
 * against a stand-in. It refuses any base URL but https, so that stand-in serves https with a throwaway private CA
 * (private-ca.ts), trusted through NODE_EXTRA_CA_CERTS. Its settings come from the environment, as its docs say.
 */
export const PCSYNC = resolve('node_modules/playcanvas-sync/pcsync.js')

export interface SyncToolRun {
  code: number | null
  /** stdout and stderr, as they came. */
  output: string
  wallMs: number
}

export interface SyncToolOptions {
  /** The stand-in's https URL, and the CA file that signed its certificate. */
  url: string
  caFile: string
  /** The local folder the tool mirrors the branch's assets panel into. */
  dir: string
  branchId?: string
  env?: NodeJS.ProcessEnv
  /** The tool's entry script, for another version of it (the pull bench's 2.1.1); default PCSYNC, 1.1.1's. */
  script?: string
}

/** Runs `pcsync <args>` (e.g. `pushAll --yes`, `diffAll`) in a HOME of its own, removed after. */
export async function runSyncTool(args: string[], options: SyncToolOptions): Promise<SyncToolRun> {
  const home = mkdtempSync(join(tmpdir(), 'pcsync-home-'))
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    HOME: home,
    NODE_EXTRA_CA_CERTS: options.caFile,
    PLAYCANVAS_API_KEY: TEST_TOKEN,
    PLAYCANVAS_BASE_URL: options.url,
    PLAYCANVAS_PROJECT_ID: '1234',
    PLAYCANVAS_BRANCH_ID: options.branchId ?? 'main-branch-id',
    PLAYCANVAS_TARGET_DIR: options.dir,
    // Dot-files are left out, as push-files leaves them out.
    PLAYCANVAS_BAD_FILE_REG: '^\\.',
    PLAYCANVAS_BAD_FOLDER_REG: '^\\.',
    ...options.env,
  }
  const started = Date.now()
  try {
    return await new Promise(done => {
      const child = spawn(process.execPath, [options.script ?? PCSYNC, ...args], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.on('close', code => done({ code, output, wallMs: Date.now() - started }))
    })
  } finally {
    rmSync(home, { recursive: true, force: true })
  }
}
