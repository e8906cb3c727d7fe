import type { AssetsApi } from './client.js'
import type { Asset, AssetPage } from './assets.js'
import { UnreadableAnswerError } from '../errors.js'

/**
 * Every asset of a branch, page by page (by number: the list's own paging). The list is the API's, so it is bounded:
 * at most MAX_PAGES pages, the list's total (else a short page) ends it, and an asset met twice (a list that shifted
 * while read) is kept once. A list that contradicts itself is not planned on: it is read once more from the start,
 * and a second reading that contradicts itself too fails the step before any write.
 */
export const PAGE_SIZE = 1_000
export const MAX_PAGES = 200

export interface AssetList {
  assets: Asset[]
  /** Entries that could not be read (no id, name or parent): left out, and said. */
  unreadable: number
  /** Pages asked for, both readings counted. */
  pages: number
  /** Why the first reading was thrown away, when it was. */
  reread?: string
}

type ListApi = Pick<AssetsApi, 'listAssets'>

export async function readAssets(
  api: ListApi,
  projectId: number,
  branchId: string,
  signal: AbortSignal,
): Promise<AssetList> {
  const first = await readOnce(api, projectId, branchId, signal)
  if (!('contradiction' in first)) return first
  const second = await readOnce(api, projectId, branchId, signal)
  if (!('contradiction' in second)) return { ...second, pages: first.pages + second.pages, reread: first.contradiction }
  throw new UnreadableAnswerError(
    `The branch's asset list contradicted itself (${first.contradiction}), and again when read once more (${second.contradiction}): nothing was planned on it`,
  )
}

async function readOnce(
  api: ListApi,
  projectId: number,
  branchId: string,
  signal: AbortSignal,
): Promise<AssetList | { contradiction: string; pages: number }> {
  const byId = new Map<number, Asset>()
  let unreadable = 0
  let skip = 0
  let total: number | undefined
  for (let page = 0; page < MAX_PAGES; page++) {
    const read = await api.listAssets(projectId, branchId, skip, PAGE_SIZE, signal)
    const contradiction = contradicts(read, skip, total)
    if (contradiction) return { contradiction, pages: page + 1 }
    total ??= read.total
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

/**
 * How a page contradicts what was asked, or the pages before it, in words; undefined when it does not. A page from
 * elsewhere in the list (or another list) planned on would make a second folder beside the real one.
 */
export function contradicts(page: AssetPage, skip: number, total: number | undefined): string | undefined {
  if (page.skip !== undefined && page.skip !== skip)
    return `a page asked from entry ${skip} says it starts at ${page.skip}`
  if (page.limit !== undefined && page.limit !== PAGE_SIZE)
    return `a page asked for ${PAGE_SIZE} entries says ${page.limit} were asked for`
  if (page.entries > PAGE_SIZE) return `a page asked for ${PAGE_SIZE} entries holds ${page.entries}`
  if (total !== undefined && page.total !== undefined && page.total !== total)
    return `its total changed from ${total} to ${page.total} between pages`
  if (page.total !== undefined && skip + page.entries > page.total)
    return `its total, ${page.total}, is below the ${skip + page.entries} entries read`
  return undefined
}
