import { createHash } from 'node:crypto'
import type { Asset } from '../api/assets.js'
import type { AssetsApi } from '../api/client.js'
import { ApiError, UnknownAssetCreateError, UntakenWriteError, messageOf } from '../errors.js'
import { outcomeUnknown } from '../retrying/policy.js'
import { readAssets } from '../api/read-assets.js'

/**
 * One asset's write, as the service's answers require (write-plan.ts says which, and when): a create never sent twice
 * after a lost answer, an update whose answer must hold the bytes sent, a delete that a 404 after a lost answer
 * completes.
 */

/** What one write needs: the routes, the branch, the step's signal, and where to warn. */
export interface Writer {
  api: AssetsApi
  projectId: number
  branchId: string
  signal: AbortSignal
  warn: (text: string) => void
}

/**
 * Answers of one asset's create that may be lost: after the first, its folder is read and the create sent again only
 * if the asset is not there; after the second, the step stops rather than risk a twin.
 */
export const MAX_LOST_CREATES = 2

/** The service's answer to a create whose parent it does not find in the branch (docs/api.md#assets). */
export function parentGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /parent folder is not found/i.test(error.message)
}

/**
 * Replaces an asset's file, and reads the answer: a 200 whose hash is not the MD5 of the bytes sent did not take.
 * Then the asset is read again (the list), and the file sent once more unless the list shows it held; a second miss
 * fails the step naming the file, rather than end green with the old bytes on the branch.
 */
export async function replaceFile(ctx: Writer, path: string, asset: Asset, bytes: Buffer): Promise<Asset> {
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
export async function createOnce(
  ctx: Writer,
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
export async function deleteOnce(ctx: Writer, asset: Asset): Promise<void> {
  try {
    await ctx.api.deleteAsset(asset.id, ctx.branchId, ctx.signal)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error
    ctx.warn(`Asset ${asset.id} was already gone (404) when deleted`)
  }
}

const md5 = (bytes: Buffer): string => createHash('md5').update(bytes).digest('hex')
