import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process'

/**
 * git, run as a child process in one repository: never a prompt (a fetch without credentials fails at once), output
 * bounded, every command ended by the step's signal. The `git` on the runner's PATH is the one actions/checkout used.
 */

/** What a git command may print before it is stopped: a log of this folder, or one file's text. */
const MAX_OUTPUT_BYTES = 256 * 1024 * 1024

export class GitError extends Error {
  override name = 'GitError'
  constructor(
    readonly args: readonly string[],
    /** The command's exit code, or its spawn error's code (`ENOENT`: no git on PATH). */
    readonly code: number | string,
    readonly stderr: string,
  ) {
    super(`git ${args[0] ?? ''} failed (${code}): ${stderr.trim().split('\n').slice(-3).join(' ').slice(0, 500)}`)
  }
}

const gitEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  GIT_TERMINAL_PROMPT: '0',
  GIT_OPTIONAL_LOCKS: '0',
  LC_ALL: 'C',
})

export function spawnGit(cwd: string, args: readonly string[], signal: AbortSignal): ChildProcessWithoutNullStreams {
  // --literal-pathspecs: a path is a path, never a glob or a magic word.
  return spawn('git', ['--literal-pathspecs', '-c', 'core.quotepath=off', ...args], {
    cwd,
    env: gitEnv(),
    signal,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
}

/** A git command's stdout, whole; a GitError when it exits other than 0 (or than one of `okCodes`). */
export async function runGit(
  cwd: string,
  args: readonly string[],
  signal: AbortSignal,
  okCodes: readonly number[] = [0],
): Promise<{ stdout: Buffer; code: number }> {
  const child = spawnGit(cwd, args, signal)
  child.stdin.end()
  const out: Buffer[] = []
  let bytes = 0
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => {
    bytes += chunk.length
    if (bytes > MAX_OUTPUT_BYTES) child.kill()
    else out.push(chunk)
  })
  child.stderr.on('data', (chunk: Buffer) => {
    if (err.length < 64 * 1024) err += chunk.toString()
  })
  const code = await exitOf(child, signal)
  if (bytes > MAX_OUTPUT_BYTES) throw new GitError(args, 'too much output', '')
  if (typeof code !== 'number' || !okCodes.includes(code)) throw new GitError(args, code, err)
  return { stdout: Buffer.concat(out), code }
}

/** The child's exit code, or its spawn error's code; the step's abort reason when the signal ended it. */
export function exitOf(child: ChildProcessWithoutNullStreams, signal: AbortSignal): Promise<number | string> {
  const aborted = (): Error => (signal.reason instanceof Error ? signal.reason : new Error('git was stopped'))
  return new Promise((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted) reject(aborted())
      else resolve(error.code ?? 'spawn failed')
    })
    child.once('close', (code, killed) => {
      if (signal.aborted) reject(aborted())
      else resolve(code ?? `killed by ${killed}`)
    })
  })
}

/**
 * `git cat-file --batch`, kept open: blobs' bytes by id, one request after another. Each answer is read whole before
 * the next is asked for, so one file's bytes are in memory at a time.
 */
export class BlobReader {
  private readonly child: ChildProcessWithoutNullStreams
  private buffer: Buffer = Buffer.alloc(0)
  private waiting: (() => void) | undefined
  private ended = false
  private readonly exit: Promise<number | string>

  constructor(cwd: string, signal: AbortSignal) {
    this.child = spawnGit(cwd, ['cat-file', '--batch'], signal)
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk
      this.waiting?.()
    })
    this.child.stdout.on('end', () => {
      this.ended = true
      this.waiting?.()
    })
    this.exit = exitOf(this.child, signal)
    this.exit.catch(() => undefined)
  }

  /** The blob's bytes, or undefined when the repository does not have it (a shallow history's edge). */
  async read(blob: string): Promise<Buffer | undefined> {
    return (await this.readAll([blob]))[0]
  }

  /**
   * Several blobs, asked for at once (one pipe round trip, not one per blob): keep the list short, as their answers
   * wait in memory until read.
   */
  async readAll(blobs: readonly string[]): Promise<(Buffer | undefined)[]> {
    for (const blob of blobs) if (!/^[0-9a-f]{40,64}$/.test(blob)) throw new Error(`not a blob id: ${blob}`)
    this.child.stdin.write(blobs.map(blob => `${blob}\n`).join(''))
    const out: (Buffer | undefined)[] = []
    for (let i = 0; i < blobs.length; i++) out.push(await this.answer())
    return out
  }

  private async answer(): Promise<Buffer | undefined> {
    const header = (await this.take(this.lineLength())).toString().trim()
    if (header.endsWith(' missing')) return undefined
    const size = Number(/^[0-9a-f]+ blob (\d+)$/.exec(header)?.[1] ?? NaN)
    if (!Number.isSafeInteger(size) || size > MAX_OUTPUT_BYTES) throw new GitError(['cat-file'], 'bad answer', header)
    const body = await this.take(() => (this.buffer.length >= size + 1 ? size + 1 : undefined))
    return body.subarray(0, size)
  }

  async close(): Promise<void> {
    this.child.stdin.end()
    await this.exit.catch(() => undefined)
  }

  private lineLength(): () => number | undefined {
    return () => {
      const at = this.buffer.indexOf(10)
      return at < 0 ? undefined : at + 1
    }
  }

  /** The first `length()` bytes of the output, once they are there. */
  private async take(length: () => number | undefined): Promise<Buffer> {
    for (;;) {
      const n = length()
      if (n !== undefined) {
        const head = this.buffer.subarray(0, n)
        this.buffer = this.buffer.subarray(n)
        return head
      }
      if (this.ended) throw new GitError(['cat-file'], await this.exit, '')
      await new Promise<void>(resolve => (this.waiting = resolve))
      this.waiting = undefined
    }
  }
}
