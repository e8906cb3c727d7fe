import type { LogRecord } from './log-records.js'

/**
 * The walk down HEAD's history, newest first (pure): for each asked file, whether the branch's bytes were ever a
 * version of it (renames followed: a file's versions under its earlier names count), and, for a pull, the newest
 * commit the Editor evidently holds. Fed one log record at a time; `settled` says when reading further can change
 * nothing.
 */

/** One file asked about: its path in the repository, and the MD5 of the bytes the branch holds there. */
export interface Query {
  path: string
  md5: string
  /** The branch's bytes differ from the workspace's: the walk must find them, or read the whole history. */
  differs: boolean
}

interface Seen {
  /** The newest commit (by walk index) where the query's bytes were the file's new version. */
  at: number
  /** The commit that next changed the file after them (newer, a smaller index), or -1: they are still HEAD's. */
  supersededAt: number
}

/** A query's key in `found`: its path and MD5. */
export const versionKey = (path: string, md5: string): string => `${path}\n${md5}`

export class HistoryWalk {
  private readonly queries = new Map<string, Query>()
  /** A path of the log → the asked paths whose history it is (a file's earlier names lead to it). */
  private readonly reach = new Map<string, Set<string>>()
  private readonly seen = new Map<string, Seen>()
  /** Per asked path: the newest commit that changed it so far, and the one before that. */
  private readonly touched = new Map<string, { last: number; before: number }>()
  private readonly commits: string[] = []
  private waiting: number

  constructor(
    queries: readonly Query[],
    /** A pull's: the walk is settled only once the base is known. */
    private readonly wantBase = false,
    /** pull-files' record of the Editor's versions it took in (pulled-record.ts), by its path in the repository. */
    private readonly recordPath?: string,
  ) {
    for (const query of queries) {
      this.queries.set(query.path, query)
      this.reach.set(query.path, new Set([query.path]))
    }
    this.waiting = queries.filter(q => q.differs).length
  }

  /** The blobs of this record whose MD5s the walk needs. */
  blobsOf(record: LogRecord): string[] {
    const out: string[] = []
    for (const entry of record.entries) {
      if (entry.blob && (this.reach.has(entry.path) || (entry.from && this.reach.has(entry.from)))) out.push(entry.blob)
    }
    return out
  }

  /** The blobs of this record that are versions of pull-files' record: read as the versions it took in. */
  recordBlobsOf(record: LogRecord): string[] {
    return record.entries.flatMap(entry => (entry.path === this.recordPath && entry.blob ? [entry.blob] : []))
  }

  /**
   * One record; `md5sOf` gives a blob's MD5s (its bytes as stored, and as a CRLF checkout holds them), `takenOf` the
   * versions a version of pull-files' record names (paths in the repository).
   */
  step(
    record: LogRecord,
    md5sOf: (blob: string) => readonly string[],
    takenOf: (blob: string) => readonly { path: string; md5: string }[] = () => [],
  ): void {
    if (this.commits[this.commits.length - 1] !== record.commit) this.commits.push(record.commit)
    const index = this.commits.length - 1
    for (const blob of this.recordBlobsOf(record)) {
      for (const taken of takenOf(blob)) {
        for (const path of this.reach.get(taken.path) ?? []) {
          if ((this.queries.get(path) as Query).md5 === taken.md5) this.see(path, index)
        }
      }
    }
    for (const entry of record.entries) {
      const asked = this.reach.get(entry.path)
      if (entry.from && asked) {
        const earlier = this.reach.get(entry.from) ?? new Set<string>()
        for (const path of asked) earlier.add(path)
        this.reach.set(entry.from, earlier)
      }
      if (!asked) continue
      const md5s = entry.blob ? md5sOf(entry.blob) : []
      for (const path of asked) {
        const query = this.queries.get(path) as Query
        const touch = this.touched.get(path)
        const before = touch === undefined ? -1 : touch.last < index ? touch.last : touch.before
        if (md5s.includes(query.md5)) this.see(path, index)
        if (touch === undefined || touch.last < index) this.touched.set(path, { last: index, before })
      }
    }
  }

  /** The asked file's bytes found at the commit `index` (the first time only: the newest). */
  private see(path: string, index: number): void {
    if (this.seen.has(path)) return
    const touch = this.touched.get(path)
    const supersededAt = touch === undefined ? -1 : touch.last < index ? touch.last : touch.before
    this.seen.set(path, { at: index, supersededAt })
    if ((this.queries.get(path) as Query).differs) this.waiting--
  }

  /** Every differing file found (and a pull's base known): reading further changes nothing. */
  get settled(): boolean {
    return this.waiting === 0 && (!this.wantBase || this.base() !== undefined)
  }

  /** The asked files whose bytes were found, by `versionKey`. */
  found(): Set<string> {
    return new Set([...this.seen.keys()].map(path => versionKey(path, (this.queries.get(path) as Query).md5)))
  }

  /**
   * The newest commit the Editor evidently holds: the newest one whose version of a file the branch holds, older than
   * every change git made after a version the branch still holds (a push pending leaves the Editor before that
   * change, even where a newer commit's file was merged onto it). Undefined when the branch holds no version of git's.
   */
  base(): string | undefined {
    let after = -1
    for (const seen of this.seen.values()) after = Math.max(after, seen.supersededAt)
    let best: number | undefined
    for (const seen of this.seen.values()) if (seen.at > after && (best === undefined || seen.at < best)) best = seen.at
    return best === undefined ? undefined : this.commits[best]
  }

  get commitsRead(): number {
    return this.commits.length
  }
}
