import { UnreadableAnswerError } from '../errors.js'
import { isRecord } from '../text.js'

/**
 * The API's assets (docs/api.md#assets), as far as push-files reads them: checked and bounded where they enter. An
 * entry whose id, name or parent cannot be read is counted, not kept: it can be neither matched nor changed.
 */
export interface Asset {
  id: number
  /** Untrusted text, as a user typed it in the Editor; names are not unique within a folder. */
  name: string
  /** Bounded, lower-case: `folder`, `script`, `texture`, … */
  type: string
  /** The folder's id, or null at the root. */
  parent: number | null
  /** The hex MD5 of the file's bytes, lower-case; undefined for a folder, or when unreadable (then never equal). */
  hash?: string
  /**
   * The file's own name (`file.filename`), which an update's file part carries as the Editor sends it: it differs
   * from the asset's name once the asset is renamed, and the service reads a script's kind (`.mjs`) from it.
   */
  filename?: string
  /** The file's size in bytes (`file.size`), when the list says it: a download longer than this is stopped. */
  size?: number
  /** The entry has a file, but its hash is no MD5 (or missing): the file's bytes could not be checked. */
  unreadableHash?: true
  /** When the asset was last changed (`modifiedAt`), as an ISO 8601 date: told beside an Editor edit. */
  modifiedAt?: string
}

export interface AssetPage {
  assets: Asset[]
  /** Entries left out because they could not be read. */
  unreadable: number
  /** How many entries the page held, read or not: a page shorter than asked for is the last. */
  entries: number
  /** The list's total, when the answer says it. */
  total?: number
  /** Where the page says it starts and how many it says were asked for, when it says so: checked against the ask. */
  skip?: number
  limit?: number
}

/** Longer names are not a name a file could have (most file systems stop at 255 bytes). */
export const MAX_ASSET_NAME_CHARS = 1_000
const MAX_TYPE_CHARS = 40
const MD5 = /^[0-9a-f]{32}$/i
/** An ISO 8601 date as the API writes it (`2026-11-25T20:22:55.123Z`): anything else is not told. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:?\d{2})$/

export function parseAsset(entry: unknown): Asset | undefined {
  if (!isRecord(entry)) return undefined
  const { id, name, type, parent } = entry
  if (!assetId(id) || typeof name !== 'string' || !name || name.length > MAX_ASSET_NAME_CHARS) return undefined
  if (typeof type !== 'string' || !/^[a-z][a-z0-9_-]*$/i.test(type) || type.length > MAX_TYPE_CHARS) return undefined
  const parentId = parent === null || parent === undefined ? null : assetId(parent) ? parent : undefined
  if (parentId === undefined) return undefined
  const file = isRecord(entry.file) ? entry.file : undefined
  const hash = typeof file?.hash === 'string' && MD5.test(file.hash) ? file.hash.toLowerCase() : undefined
  const filename = plainName(file?.filename)
  const modifiedAt =
    typeof entry.modifiedAt === 'string' && ISO_DATE.test(entry.modifiedAt) ? entry.modifiedAt : undefined
  const size =
    typeof file?.size === 'number' && Number.isSafeInteger(file.size) && file.size >= 0 ? file.size : undefined
  return {
    id,
    name,
    type: type.toLowerCase(),
    parent: parentId,
    ...(hash ? { hash } : {}),
    ...(filename ? { filename } : {}),
    ...(size === undefined ? {} : { size }),
    ...(file && !hash ? { unreadableHash: true as const } : {}),
    ...(modifiedAt ? { modifiedAt } : {}),
  }
}

export function parseAssetPage(body: unknown): AssetPage {
  if (!isRecord(body) || !Array.isArray(body.result))
    throw new UnreadableAnswerError("The API's asset list has no result list")
  const assets: Asset[] = []
  for (const entry of body.result) {
    const asset = parseAsset(entry)
    if (asset) assets.push(asset)
  }
  const pagination = isRecord(body.pagination) ? body.pagination : {}
  const count = (value: unknown): number | undefined =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
  const [total, skip, limit] = [count(pagination.total), count(pagination.skip), count(pagination.limit)]
  return {
    assets,
    unreadable: body.result.length - assets.length,
    entries: body.result.length,
    ...(total === undefined ? {} : { total }),
    ...(skip === undefined ? {} : { skip }),
    ...(limit === undefined ? {} : { limit }),
  }
}

/**
 * A create's or update's answer: the asset, which must be the one asked for (its name and folder; its id for an
 * update). Anything else is unreadable: the request may have acted all the same.
 */
export function parseWritten(body: unknown, asked: { name: string; parent: number | null; id?: number }): Asset {
  const asset = parseAsset(body)
  if (!asset) throw new UnreadableAnswerError("The API's answer is not a readable asset")
  if (asked.id !== undefined && asset.id !== asked.id) {
    throw new UnreadableAnswerError(`The API's answer for asset ${asked.id} is asset ${asset.id}`)
  }
  if (asset.name !== asked.name || asset.parent !== asked.parent) {
    throw new UnreadableAnswerError(
      `The API's answer is asset ${asset.id}, not the one asked for (another name or folder)`,
    )
  }
  return asset
}

/** A file name as a form part may carry it: bounded, without control characters or a path. */
function plainName(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value || value.length > MAX_ASSET_NAME_CHARS) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return /[\x00-\x1f\x7f/\\]/.test(value) ? undefined : value
}

function assetId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}
