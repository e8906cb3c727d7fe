import type { AssetsApi } from '../api/client.js'
import type { Asset } from '../api/assets.js'
import { UnreadableAnswerError } from '../errors.js'

/**
 * Every asset of a branch, page by page (by number: the list's own paging). The list is the API's, so it is bounded:
 * at most MAX_PAGES pages, the list's total (else a short page) ends it, and an asset met twice (a list that shifted
 * while read) is kept once.
 */
export const PAGE_SIZE = 1_000
export const MAX_PAGES = 200

export interface AssetList {
  assets: Asset[]
  /** Entries that could not be read (no id, name or parent): left out, and said. */
  unreadable: number
  pages: number
}

export async function readAssets(
  api: Pick<AssetsApi, 'listAssets'>,
  projectId: number,
  branchId: string,
  signal: AbortSignal,
): Promise<AssetList> {
  const byId = new Map<number, Asset>()
  let unreadable = 0
  let skip = 0
  for (let page = 0; page < MAX_PAGES; page++) {
    const read = await api.listAssets(projectId, branchId, skip, PAGE_SIZE, signal)
    for (const asset of read.assets) byId.set(asset.id, asset)
    unreadable += read.unreadable
    skip += read.entries
    // The total says where the list ends (a server may answer fewer than asked); without it, a short page does.
    const last = read.entries === 0 || (read.total === undefined ? read.entries < PAGE_SIZE : skip >= read.total)
    if (last) return { assets: [...byId.values()], unreadable, pages: page + 1 }
  }
  throw new UnreadableAnswerError(
    `The branch's asset list did not end within ${MAX_PAGES} pages of ${PAGE_SIZE}: not a list this step can match`,
  )
}
