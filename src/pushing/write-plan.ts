import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Asset } from '../api/assets.js'
import { type Change, PushError, UntakenWriteError, messageOf } from '../errors.js'
import { type FolderKey, type Plan, folderPath } from './plan.js'
import { readAssets } from '../api/read-assets.js'
import { type Writer, createOnce, deleteOnce, parentGone, replaceFile } from './write-asset.js'

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

export interface WriteContext extends Writer {
  /** The folder `path`, absolute: the files' bytes are read from there, one at a time. */
  root: string
  /** Told of each change as it is made. */
  changed: (change: Change) => void
  /** Told of what is not a change under target: the target's own folders made. */
  info: (text: string) => void
}

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
