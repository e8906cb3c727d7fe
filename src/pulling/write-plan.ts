import { lstat, mkdir, realpath, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { AssetFilesApi } from '../api/client.js'
import type { Asset } from '../api/assets.js'
import { TEXT_TYPES } from '../api/text-assets.js'
import { type Change, FileMismatchError, InputError, PullError } from '../errors.js'
import { MAX_FILE_BYTES, md5Of, within } from '../workspace/local-files.js'
import { pushable } from '../workspace/file-rules.js'
import type { PullPlan, PullWrite } from './plan.js'
import { besideOf, receiveInto } from './receive-file.js'
import { mergeThreeWays } from './merge-file.js'
import type { Taken } from '../history/pulled-record.js'
import { pooled } from './pool.js'

/**
 * The one writer of a pull: each file downloaded straight into a file beside its place, its MD5 computed on the way and
 * checked against the list's hash before it is renamed over the place (receive-file.ts: a file is replaced only once
 * whole, bytes as stored; another answer: the list read again and the file downloaded once more, then the step fails
 * naming it, unless the asset is gone from the list meanwhile: then it is skipped, said); then, last, the deletes. Never outside
 * `path`: a link on the way to a file that leads out of it is never written through (the file is left out, said).
 */
export interface PullContext {
  api: Pick<AssetFilesApi, 'assetFile'>
  branchId: string
  /** The folder written into: absolute, inside the workspace. */
  root: string
  workspace: string
  signal: AbortSignal
  /** The branch's assets, read again (after a file that is not the list's). */
  reread: (signal: AbortSignal) => Promise<readonly Asset[]>
  changed: (change: Change) => void
  warn: (text: string) => void
  /** A file's text at a commit of git's, as the checkout writes it: the base of a three-way merge. */
  baseText: (path: string, commit: string) => Promise<Buffer>
  /** Default DOWNLOADS_AT_ONCE. */
  downloadsAtOnce?: number
}

/** What one download needs: the signal that ends it (the step's, or another's failure), and its own warnings. */
type DownloadContext = Pick<PullContext, 'api' | 'branchId' | 'signal' | 'reread' | 'warn'>

export interface Pulled {
  changes: Change[]
  /** Writes left out: a link on their way leads outside path, or the asset was deleted on the branch meanwhile. */
  notWritten: string[]
  /** Files where the Editor's bytes were merged with git's; `conflicted`: they carry conflict markers. */
  merged: { path: string; conflicted: boolean }[]
  /** The Editor's version (MD5) of each file written or merged: what pull-files' record says was taken in. */
  taken: Taken[]
}

/** Downloads in flight at once: each waits a round trip, so one at a time spends a pull's time mostly waiting. */
export const DOWNLOADS_AT_ONCE = 8

/** One write's turn: where it goes (or why not), and what it has to say, said in the plan's order. */
interface Turn {
  write: PullWrite
  place: string | { refused: string }
  warnings: string[]
}

/** What a turn's download ended with: the MD5 taken in (none: deleted meanwhile); a merge's file received beside. */
interface Received {
  took?: string
  theirs?: string
}

/**
 * Any failure is a PullError holding the changes made before it. The downloads go `downloadsAtOnce` at a time (pool.ts):
 * each turn's folders made one at a time in the plan's order, its file downloaded beside its place as the pool allows,
 * and what it did said, merged or recorded one at a time in the plan's order. A failure ends the downloads in flight,
 * each removing its temporary file, and the files they placed before it are said as done.
 */
export async function writePull(plan: PullPlan, ctx: PullContext): Promise<Pulled> {
  const changes: Change[] = []
  const notWritten: string[] = []
  const merged: Pulled['merged'] = []
  const taken: Taken[] = []
  const done = (change: Change): void => {
    changes.push(change)
    ctx.changed(change)
  }
  const downloaded = (turn: Turn, md5: string): void => {
    taken.push({ path: turn.write.path, md5 })
    done({ path: turn.write.path, action: turn.write.action, id: turn.write.asset.id })
  }
  const said = (turn: Turn): void => {
    for (const text of turn.warnings.splice(0)) ctx.warn(text)
  }
  try {
    const existing = await existingRoot(ctx.root, ctx.workspace)
    // A file where the assets have a folder, or a folder where they have a file: refused before any write.
    if (existing !== undefined) for (const write of plan.writes) await placeOf(existing, write.path, 'check')
    const root = existing ?? (await makeRoot(ctx.root, ctx.workspace))
    const reread = oneAtATime(ctx.reread)
    /** Each place's download under way: a link can make two paths one place, written in the plan's order. */
    const writing = new Map<string, Promise<unknown>>()
    await pooled<PullWrite, Turn, Received>(
      plan.writes,
      ctx.downloadsAtOnce ?? DOWNLOADS_AT_ONCE,
      {
        prepare: async write => {
          const place = await placeOf(root, write.path, 'make')
          if (typeof place === 'string') await writing.get(place)
          return { write, place, warnings: [] }
        },
        run: (turn, signal) => {
          const { place, warnings } = turn
          const receiving = receive(turn, { ...ctx, signal, reread, warn: text => warnings.push(text) })
          if (typeof place === 'string')
            writing.set(
              place,
              receiving.catch(() => undefined),
            )
          return receiving
        },
        take: async ({ took, theirs }, turn) => {
          said(turn)
          const { write } = turn
          if (typeof turn.place !== 'string') {
            ctx.warn(`Not written: ${JSON.stringify(write.path)} (asset ${write.asset.id}): ${turn.place.refused}`)
            notWritten.push(write.path)
            return
          }
          try {
            if (!took) notWritten.push(write.path)
            else if (!write.merge || theirs === undefined) downloaded(turn, took)
            else {
              // The Editor's file beside the place (checked as any other), merged into the place.
              taken.push({ path: write.path, md5: took })
              const base = write.merge.base ? await ctx.baseText(write.path, write.merge.base) : Buffer.alloc(0)
              const conflicted = await mergeThreeWays(turn.place, base, theirs, write.merge.base, ctx.signal)
              merged.push({ path: write.path, conflicted })
              done({ path: write.path, action: write.action, id: write.asset.id })
            }
          } finally {
            if (theirs !== undefined) await rm(theirs, { force: true })
          }
        },
        // Stopped by a failure: a file placed is said as done; a merge not made leaves its place as it was.
        left: async (ended, turn) => {
          said(turn)
          if (!ended.ok) return
          const { took, theirs } = ended.value
          if (theirs !== undefined) await rm(theirs, { force: true })
          else if (took) downloaded(turn, took)
        },
      },
      ctx.signal,
    )
    for (const path of plan.deletes) {
      const place = await placeOf(root, path, 'existing')
      if (typeof place !== 'string') {
        ctx.warn(`Not deleted: ${JSON.stringify(path)}: ${place.refused}`)
        continue
      }
      await rm(place)
      done({ path, action: 'deleted', id: 0 })
    }
  } catch (error) {
    throw new PullError(changes, error)
  }
  return { changes, notWritten, merged, taken }
}

/** A turn's download: into its place, or for a merge into a file beside it (removed again if the download fails). */
async function receive(turn: Turn, ctx: DownloadContext): Promise<Received> {
  const { write, place } = turn
  if (typeof place !== 'string') return {}
  if (!write.merge) return { took: await pullInto(place, write, ctx) }
  const theirs = besideOf(place)
  try {
    return { took: await pullInto(theirs, write, ctx), theirs }
  } catch (error) {
    await rm(theirs, { force: true })
    throw error
  }
}

/** One call of `read` at a time: callers that ask while it runs share its answer (concurrent bad downloads, one list). */
export function oneAtATime<T>(read: (signal: AbortSignal) => Promise<T>): (signal: AbortSignal) => Promise<T> {
  let reading: Promise<T> | undefined
  return signal => (reading ??= read(signal).finally(() => (reading = undefined)))
}

/** `path` as it really is (links resolved), when it exists: inside the workspace, or an InputError. */
async function existingRoot(root: string, workspace: string): Promise<string | undefined> {
  const real = await realpath(root).catch(() => undefined)
  if (real !== undefined && !within(real, await realpath(workspace))) {
    throw new InputError(`Input 'path' must be a folder inside the workspace; ${root} leads out of it`)
  }
  return real
}

/** `path`, made, after checking that the nearest folder of it that exists is inside the workspace. */
async function makeRoot(root: string, workspace: string): Promise<string> {
  const inside = await realpath(workspace)
  let existing = root
  for (;;) {
    const real = await realpath(existing).catch(() => undefined)
    if (real !== undefined) {
      if (!within(real, inside))
        throw new InputError(`Input 'path' must be a folder inside the workspace; ${root} leads out of it`)
      break
    }
    existing = dirname(existing)
  }
  await mkdir(root, { recursive: true })
  const real = await realpath(root)
  if (!within(real, inside))
    throw new InputError(`Input 'path' must be a folder inside the workspace; ${root} leads out of it`)
  return real
}

/**
 * Where the file `path` (under `root`, real) goes: its folders made as needed (`make`), or only looked at (`check`: a
 * folder not made yet is no problem; `existing`: it is); a link on the way (a folder or the file itself) is followed
 * only when it leads to a place inside `root`, else `{ refused }` says why. A file where a folder goes, or a folder
 * where the file goes, is an InputError.
 */
async function placeOf(
  root: string,
  path: string,
  mode: 'make' | 'check' | 'existing',
): Promise<string | { refused: string }> {
  const names = path.split('/')
  const file = names.pop() as string
  let dir = root
  for (const [i, name] of names.entries()) {
    const next = join(dir, name)
    const info = await lstat(next).catch(() => undefined)
    if (!info) {
      if (mode === 'existing') return { refused: 'its folder is gone' }
      if (mode === 'check') return join(next, ...names.slice(i + 1), file)
      await mkdir(next)
      dir = next
    } else if (info.isSymbolicLink()) {
      const real = await realpath(next).catch(() => undefined)
      if (real === undefined || !within(real, root)) return { refused: `${name}/ is a link that leads outside path` }
      dir = real
    } else if (info.isDirectory()) dir = next
    else
      throw new InputError(
        `${JSON.stringify(names.slice(0, i + 1).join('/'))} under path is a file where the assets have a folder`,
      )
  }
  const place = join(dir, file)
  const info = await lstat(place).catch(() => undefined)
  if (info?.isSymbolicLink()) {
    const real = await realpath(place).catch(() => undefined)
    if (real === undefined || !within(real, root)) return { refused: 'the file is a link that leads outside path' }
    return mode === 'make' ? real : place
  }
  if (info?.isDirectory())
    throw new InputError(`${JSON.stringify(path)} under path is a folder where the assets have a file`)
  return place
}

/**
 * The local scan hashes only the text extensions' files; an asset renamed in the Editor to another name (`Player`, no
 * extension) is matched here, before any download: its local file, when it is one inside `root`, hashed, so that an
 * equal file is left alone (no request) and another is an update. Reads only; the plan is returned anew.
 */
export async function matchUnscanned(plan: PullPlan, root: string, workspace: string): Promise<PullPlan> {
  const unscanned = plan.writes.filter(w => !pushable(w.path.split('/').pop() as string))
  if (!unscanned.length) return plan
  const real = await existingRoot(root, workspace)
  if (real === undefined) return plan
  const writes: PullWrite[] = []
  const unchanged = [...plan.unchanged]
  for (const write of plan.writes) {
    const place = unscanned.includes(write)
      ? await placeOf(real, write.path, 'existing').catch(() => undefined)
      : undefined
    const info = typeof place === 'string' ? await lstat(place).catch(() => undefined) : undefined
    if (typeof place !== 'string' || !info?.isFile()) writes.push(write)
    else if ((await md5Of(place)) === write.asset.hash) unchanged.push({ path: write.path, asset: write.asset })
    else writes.push({ ...write, action: 'updated' })
  }
  return { ...plan, writes, unchanged }
}

/**
 * The asset's file received into `place`, its MD5 the list's: that MD5; another answer: the list read again, and the
 * file fetched once more. Undefined when the list read again no longer holds the asset: it was deleted on the branch
 * meanwhile, so there is nothing to write (said, not failed).
 */
async function pullInto(place: string, write: PullWrite, ctx: DownloadContext): Promise<string | undefined> {
  try {
    await fetchChecked(write.asset, place, ctx)
    return write.asset.hash
  } catch (error) {
    if (!(error instanceof FileMismatchError)) throw error
    ctx.warn(`${error.message}: reading the list again, and the file once more`)
  }
  const again = (await ctx.reread(ctx.signal)).find(a => a.id === write.asset.id)
  if (!again) {
    ctx.warn(
      `Not written: ${JSON.stringify(write.path)} (asset ${write.asset.id}): it is no longer on the branch (deleted meanwhile)`,
    )
    return undefined
  }
  if (!TEXT_TYPES.has(again.type) || again.hash === undefined) {
    throw new FileMismatchError(
      `Asset ${write.asset.id} (${JSON.stringify(write.path)}) answered a file that is not its list's, and is no longer listed with a file`,
    )
  }
  try {
    await fetchChecked(again, place, ctx)
    return again.hash
  } catch (error) {
    if (!(error instanceof FileMismatchError)) throw error
    throw new FileMismatchError(
      `Asset ${write.asset.id} (${JSON.stringify(write.path)}) answered a file that is not its list's, twice (${error.message}): it was not written`,
    )
  }
}

/** One download, streamed beside `place` and renamed over it only when its MD5 is the list's (receive-file.ts). */
async function fetchChecked(asset: Asset, place: string, ctx: DownloadContext): Promise<void> {
  // The list's size bounds the answer: a longer one is stopped at once, as a mismatch (no list: the push limit).
  const maxBytes = asset.size ?? MAX_FILE_BYTES
  let placed = false
  const receive = receiveInto(place, { id: asset.id, hash: asset.hash ?? '' }, () => (placed = true))
  // A request ends with its signal at once, while its sink may still be removing its temporary file or renaming the
  // file into place: every attempt's sink is waited for, so that the download ends with nothing of it under way.
  const receiving: Promise<unknown>[] = []
  const sink: typeof receive = (body, signal) => {
    const received = receive(body, signal)
    receiving.push(received)
    return received
  }
  const failed = await ctx.api.assetFile(asset, ctx.branchId, maxBytes, sink, ctx.signal).then(
    () => undefined,
    (error: unknown) => ({ error }),
  )
  await Promise.allSettled(receiving)
  // Renamed into place just as the step or another download's failure ended the request: it is done all the same.
  if (failed && !placed) throw failed.error
}
