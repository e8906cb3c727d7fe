import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AssetsApi } from '../api/client.js'
import type { Asset } from '../api/assets.js'
import { ApiError, type Change, PushError, UnknownAssetCreateError, messageOf } from '../errors.js'
import { outcomeUnknown } from '../retrying/policy.js'
import type { FolderKey, Plan } from './plan.js'
import { readAssets } from './read-assets.js'

/**
 * The one writer of push-files: a plan's requests in its order (folders parents first, new files, changed files,
 * extra files last), one at a time. A create whose answer was lost is followed by a fresh read of its folder before
 * any second create; after the creates, each folder created into is read again for twins another run may have made.
 */

/** Assets of one name in a folder the step created into: another run's, or the service's doing. */
export interface Twin {
  path: string
  ids: number[]
}

export interface WriteContext {
  api: AssetsApi
  projectId: number
  branchId: string
  /** The folder `path`, absolute: the files' bytes are read from there, one at a time. */
  root: string
  signal: AbortSignal
  /** Told of each change as it is made. */
  changed: (change: Change) => void
  warn: (text: string) => void
}

/**
 * Answers of one asset's create that may be lost: after the first, its folder is read and the create sent again only
 * if the asset is not there; after the second, the step stops rather than risk a twin.
 */
export const MAX_LOST_CREATES = 2

export async function writePlan(plan: Plan, ctx: WriteContext): Promise<{ changes: Change[]; twins: Twin[] }> {
  const changes: Change[] = []
  const record = (change: Change): void => {
    changes.push(change)
    ctx.changed(change)
  }
  const folders = new Map<FolderKey, number | null>(plan.known)
  const folderOf = (key: FolderKey): number | null => {
    const id = folders.get(key)
    if (id === undefined) throw new Error(`folder ${key} was planned after a file in it`)
    return id
  }
  const createdInto = new Map<number | null, { key: FolderKey; names: Set<string> }>()
  const into = (parent: number | null, key: FolderKey, name: string): void => {
    const entry = createdInto.get(parent) ?? { key, names: new Set<string>() }
    entry.names.add(name)
    createdInto.set(parent, entry)
  }
  try {
    for (const folder of plan.folders) {
      const parent = folderOf(folder.parent)
      const asset = await createOnce(ctx, folder.key, { name: folder.name, parent })
      folders.set(folder.key, asset.id)
      into(parent, folder.parent, folder.name)
      record({ path: `${folder.key}/`, action: 'created-folder', id: asset.id })
    }
    for (const step of plan.creates) {
      const parent = folderOf(step.folder)
      const bytes = await readFile(join(ctx.root, step.path))
      const asset = await createOnce(ctx, step.path, { name: step.name, parent, bytes })
      into(parent, step.folder, step.name)
      record({ path: step.path, action: 'created', id: asset.id })
    }
    for (const step of plan.updates) {
      const bytes = await readFile(join(ctx.root, step.path))
      await ctx.api.updateAsset(step.asset, ctx.branchId, bytes, ctx.signal)
      record({ path: step.path, action: 'updated', id: step.asset.id })
    }
    for (const step of plan.deletes) {
      await deleteOnce(ctx, step.asset)
      record({ path: step.path, action: 'deleted', id: step.asset.id })
    }
  } catch (error) {
    throw new PushError(changes, error)
  }
  // The writes are done: a failure to look for twins is told, and does not fail the push.
  const twins = createdInto.size
    ? await findTwins(ctx, createdInto).catch((error: unknown) => {
        if (ctx.signal.aborted) throw new PushError(changes, error)
        ctx.warn(`Could not read the branch's assets again to look for twins: ${messageOf(error)}`)
        return []
      })
    : []
  return { changes, twins }
}

/**
 * Creates a folder (no bytes) or a file, never twice: after an answer that was lost (the service may have acted),
 * the folder is read again, and an asset of that name there is taken as this create's; only when none is there is the
 * create sent again.
 */
async function createOnce(
  ctx: WriteContext,
  path: string,
  { name, parent, bytes }: { name: string; parent: number | null; bytes?: Buffer },
): Promise<Asset> {
  for (let lost = 0; ; lost++) {
    try {
      return await ctx.api.createAsset(
        { projectId: ctx.projectId, branchId: ctx.branchId, name, parent, ...(bytes ? { bytes } : {}) },
        ctx.signal,
      )
    } catch (error) {
      if (ctx.signal.aborted || !outcomeUnknown(error)) throw error
      if (lost + 1 >= MAX_LOST_CREATES) {
        throw new UnknownAssetCreateError(
          `Creating ${path}: ${messageOf(error)}, after an earlier create whose answer was lost too; the folder did not hold it then, and the create is not sent again, so that no twin is made`,
        )
      }
      ctx.warn(
        `Creating ${path}: ${messageOf(error)}; the service may have made it: reading its folder before any second create`,
      )
      const { assets } = await readAssets(ctx.api, ctx.projectId, ctx.branchId, ctx.signal)
      const folder = bytes === undefined
      const made = assets.find(a => a.parent === parent && a.name === name && (a.type === 'folder') === folder)
      // Made, though perhaps not whole: a file whose hash is not this one's is replaced, by id (no twin can come of it).
      if (made && bytes && made.hash !== md5(bytes)) return ctx.api.updateAsset(made, ctx.branchId, bytes, ctx.signal)
      if (made) return made
    }
  }
}

/** A delete whose answer was lost may be sent again: a 404 then says the asset is gone, as asked. */
async function deleteOnce(ctx: WriteContext, asset: Asset): Promise<void> {
  try {
    await ctx.api.deleteAsset(asset.id, ctx.branchId, ctx.signal)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    ctx.warn(`Asset ${asset.id} was already gone (404) when deleted`)
  }
}

/** The folders created into, read again: any name the step created there that two or more assets now hold. */
async function findTwins(
  ctx: WriteContext,
  createdInto: ReadonlyMap<number | null, { key: FolderKey; names: Set<string> }>,
): Promise<Twin[]> {
  const { assets } = await readAssets(ctx.api, ctx.projectId, ctx.branchId, ctx.signal)
  const ids = new Map<string, number[]>()
  for (const a of assets) {
    if (!createdInto.get(a.parent)?.names.has(a.name)) continue
    const key = `${a.parent}/${a.name}`
    ids.set(key, [...(ids.get(key) ?? []), a.id])
  }
  const twins: Twin[] = []
  for (const [parent, { key, names }] of createdInto) {
    for (const name of names) {
      const held = ids.get(`${parent}/${name}`) ?? []
      if (held.length > 1) twins.push({ path: key ? `${key}/${name}` : name, ids: held })
    }
  }
  return twins
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')
