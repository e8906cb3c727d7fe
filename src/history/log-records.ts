/**
 * `git log -m --raw -z --no-abbrev -M --format=%x01%H` read as it streams (pure): one record per commit and parent
 * (`-m` shows a merge once against each parent, so a merge's own content is seen), each with the files it changed.
 * Tokens are NUL-separated, and a path is taken by position, so no byte of a name can be mistaken for structure.
 */

/** One file a commit changed: where it is after the commit, and its blob there (undefined: deleted). */
export interface LogEntry {
  path: string
  blob: string | undefined
  /** A rename's (or copy's) path before it. */
  from?: string
}

export interface LogRecord {
  commit: string
  entries: LogEntry[]
}

export const LOG_FORMAT = '--format=%x01%H'

const NO_BLOB = /^0+$/

export class LogReader {
  private rest = ''
  private current: LogRecord | undefined
  /** Paths still to read for the last raw line: 1, or 2 for a rename or copy. */
  private pending: { blob: string | undefined; paths: string[]; want: number } | undefined

  /** The records completed by this chunk (latin1 round-trips every byte; names are decoded as UTF-8). */
  push(chunk: Buffer): LogRecord[] {
    const text = this.rest + chunk.toString('latin1')
    const tokens = text.split('\0')
    this.rest = tokens.pop() ?? ''
    const done: LogRecord[] = []
    for (const token of tokens) this.token(token, done)
    return done
  }

  /** The last record, once the log has ended. */
  end(): LogRecord[] {
    const done: LogRecord[] = []
    if (this.rest) this.token(this.rest, done)
    this.rest = ''
    if (this.current) done.push(this.current)
    this.current = undefined
    return done
  }

  private token(raw: string, done: LogRecord[]): void {
    if (this.pending) {
      this.pending.paths.push(Buffer.from(raw, 'latin1').toString('utf8'))
      if (this.pending.paths.length < this.pending.want) return
      const [first, second] = this.pending.paths as [string, string | undefined]
      this.current?.entries.push(
        second === undefined
          ? { path: first, blob: this.pending.blob }
          : { path: second, blob: this.pending.blob, from: first },
      )
      this.pending = undefined
      return
    }
    const token = raw.replace(/^\n/, '')
    if (token.startsWith('\x01')) {
      if (this.current) done.push(this.current)
      this.current = { commit: token.slice(1).trim(), entries: [] }
      return
    }
    // `:100644 100644 <old> <new> M` (R and C carry a score, and two paths).
    const line = /^:\d+ (\d+) [0-9a-f]+ ([0-9a-f]+) ([A-Z])\d*$/.exec(token)
    if (!line) return
    const [, mode, blob, status] = line as unknown as [string, string, string, string]
    // A link or a submodule is no file's bytes: for a path's history it is as good as gone.
    const file = mode.startsWith('100') && status !== 'D' && !NO_BLOB.test(blob)
    this.pending = {
      blob: file ? blob : undefined,
      paths: [],
      want: status === 'R' || status === 'C' ? 2 : 1,
    }
  }
}
