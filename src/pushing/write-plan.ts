import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AssetsApi } from '../api/client.js'
import type { Asset } from '../api/assets.js'
import { ApiError, type Change, PushError, UnknownAssetCreateError, UntakenWriteError, messageOf } from '../errors.js'
import { outcomeUnknown } from '../retrying/policy.js'
import { type FolderKey, type Plan, folderPath } from './plan.js'
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
  /** Told of what is not a change under target: the target's own folders made. */
  info: (text: string) => void
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
  const makeFolder = async (key: FolderKey, parentKey: FolderKey, name: string, parent: number | null) => {
    const asset = await createOnce(ctx, key, { name, parent })
    folders.set(key, asset.id)
    into(parent, parentKey, name)
    const path = folderPath(plan.target, key)
    if (path === undefined) ctx.info(`Made the folder ${key}/ (${asset.id}) for target`)
    else record({ path, action: 'created-folder', id: asset.id })
    return asset
  }
  /**
   * A create into a folder: when the service answers that the folder is not found (deleted in the Editor since the
   * list was read), the list is read again, the folder found or made again, and the create sent once more there;
   * never anywhere else.
   */
  const createIn = async (key: FolderKey, create: (parent: number | null) => Promise<Asset>): Promise<Asset> => {
    try {
      return await create(folderOf(key))
    } catch (error) {
      if (!parentGone(error)) throw error
      ctx.warn(`The service no longer finds the folder ${key}/ (deleted in the Editor?): reading the list again`)
      const parent = await refindFolder(ctx, key, folders, makeFolder)
      try {
        return await create(parent)
      } catch (again) {
        if (!parentGone(again)) throw again
        throw new UntakenWriteError(
          `The service does not find the folder ${key}/ (${parent}) even after it was read again: nothing was created outside it`,
        )
      }
    }
  }
  try {
    for (const folder of plan.folders) {
      await createIn(folder.parent, parent => makeFolder(folder.key, folder.parent, folder.name, parent))
    }
    for (const step of plan.creates) {
      const bytes = await readFile(join(ctx.root, step.path))
      const asset = await createIn(step.folder, async parent => {
        const made = await createOnce(ctx, step.path, { name: step.name, parent, bytes })
        into(parent, step.folder, step.name)
        return made
      })
      record({ path: step.path, action: 'created', id: asset.id })
    }
    for (const step of plan.updates) {
      const bytes = await readFile(join(ctx.root, step.path))
      await replaceFile(ctx, step.path, step.asset, bytes)
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

/** The service's answer to a create whose parent it does not find in the branch (docs/api.md#assets). */
function parentGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /parent folder is not found/i.test(error.message)
}

/**
 * The folder `key` found again in a fresh list, by its path from the root, and each missing folder on the way made
 * (parents first); its id, and every id on the way, kept in `folders`. A name two assets hold, or a file where a
 * folder goes, fails the step rather than guess.
 */
async function refindFolder(
  ctx: WriteContext,
  key: FolderKey,
  folders: Map<FolderKey, number | null>,
  makeFolder: (key: FolderKey, parentKey: FolderKey, name: string, parent: number | null) => Promise<Asset>,
): Promise<number | null> {
  if (!key) return null
  const { assets } = await readAssets(ctx.api, ctx.projectId, ctx.branchId, ctx.signal)
  let parent: number | null = null
  let at = ''
  for (const name of key.split('/')) {
    const parentKey = at
    at = at ? `${at}/${name}` : name
    const found = assets.filter(a => a.parent === parent && a.name === name)
    if (found.length > 1 || (found[0] && found[0].type !== 'folder')) {
      const what = found.length > 1 ? `${found.length} assets now hold` : `a ${found[0]?.type} asset now holds`
      throw new UntakenWriteError(
        `The folder ${key}/ is gone, and ${what} the name ${at} (ids ${found.map(a => a.id).join(', ')}): nothing was created there`,
      )
    }
    parent = found[0] ? found[0].id : (await makeFolder(at, parentKey, name, parent)).id
    folders.set(at, parent)
  }
  return parent
}

/**
 * Replaces an asset's file, and reads the answer: a 200 whose hash is not the MD5 of the bytes sent did not take.
 * Then the asset is read again (the list), and the file sent once more unless the list shows it held; a second miss
 * fails the step naming the file, rather than end green with the old bytes on the branch.
 */
async function replaceFile(ctx: WriteContext, path: string, asset: Asset, bytes: Buffer): Promise<Asset> {
  const sent = md5(bytes)
  const answer = await ctx.api.updateAsset(asset, ctx.branchId, bytes, ctx.signal)
  if (answer.hash === sent) return answer
  const { assets } = await readAssets(ctx.api, ctx.projectId, ctx.branchId, ctx.signal)
  const listed = assets.find(a => a.id === asset.id)
  if (listed?.hash === sent) return listed
  if (!listed) throw new UntakenWriteError(`Updating ${path}: asset ${asset.id} is no longer in the branch's list`)
  ctx.warn(
    `Updating ${path}: the service answered 200 but holds other bytes (MD5 ${listed.hash ?? 'none'}, not ${sent}): sending it once more`,
  )
  const again = await ctx.api.updateAsset(listed, ctx.branchId, bytes, ctx.signal)
  if (again.hash === sent) return again
  throw new UntakenWriteError(
    `Updating ${path} (asset ${asset.id}): the service answered 200 twice but does not hold the bytes sent (MD5 ${again.hash ?? 'none'}, not ${sent})`,
  )
}

/**
 * Creates a folder (no bytes) or a file, never twice: after an answer that was lost (the service may have acted),
 * the folder is read again, and an asset of that name there is taken as this create's; only when none is there is the
 * create sent again. A file made with other bytes (a hash that is not the MD5 sent, or none in the list) is replaced
 * by id; a create's answer without a hash is taken as it is (the service may add the file after it answers).
 */
async function createOnce(
  ctx: WriteContext,
  path: string,
  { name, parent, bytes }: { name: string; parent: number | null; bytes?: Buffer },
): Promise<Asset> {
  for (let lost = 0; ; lost++) {
    let made: Asset | undefined
    let listed = false
    try {
      made = await ctx.api.createAsset(
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
      made = assets.find(a => a.parent === parent && a.name === name && (a.type === 'folder') === folder)
      if (!made) continue
      listed = true
    }
    // Made, though perhaps not whole: a file whose hash is not this one's is replaced, by id (no twin can come of it).
    const whole = made.hash === undefined ? !listed : made.hash === md5(bytes ?? Buffer.alloc(0))
    if (bytes && !whole) return replaceFile(ctx, path, made, bytes)
    return made
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
