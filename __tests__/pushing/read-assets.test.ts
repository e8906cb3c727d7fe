import { describe, expect, it } from '@jest/globals'
import type { AssetPage } from '../../src/api/assets.js'
import type { AssetsApi } from '../../src/api/client.js'
import { UnreadableAnswerError } from '../../src/errors.js'
import { MAX_PAGES, PAGE_SIZE, readAssets } from '../../src/pushing/read-assets.js'

const signal = new AbortController().signal
const asset = (id: number) => ({ id, name: `a${id}.js`, type: 'script', parent: null })
/** A list served `pageSize` at a time (whatever was asked), with or without its total. */
function list(
  count: number,
  pageSize: number,
  withTotal: boolean,
  unreadable = 0,
): Pick<AssetsApi, 'listAssets'> & { asked: number[] } {
  const asked: number[] = []
  return {
    asked,
    listAssets: (_p, _b, skip, limit): Promise<AssetPage> => {
      asked.push(skip)
      const ids = Array.from({ length: Math.max(0, Math.min(pageSize, limit, count - skip)) }, (_, i) => skip + i + 1)
      return Promise.resolve({
        assets: ids.map(asset),
        unreadable,
        entries: ids.length + unreadable,
        ...(withTotal ? { total: count } : {}),
      })
    },
  }
}

describe('readAssets', () => {
  it('reads one page when the list fits', async () => {
    const api = list(10, PAGE_SIZE, true)
    const read = await readAssets(api, 1, 'b', signal)
    expect([read.assets.length, read.pages, api.asked]).toEqual([10, 1, [0]])
  })

  it('follows the total where the server answers fewer than asked, skipping by what it answered', async () => {
    const api = list(250, 100, true)
    const read = await readAssets(api, 1, 'b', signal)
    expect(read.assets.map(a => a.id)).toEqual(Array.from({ length: 250 }, (_, i) => i + 1))
    expect(api.asked).toEqual([0, 100, 200])
  })

  it('without a total, a page shorter than asked is the last', async () => {
    const api = list(PAGE_SIZE + 5, PAGE_SIZE, false)
    const read = await readAssets(api, 1, 'b', signal)
    expect([read.assets.length, api.asked]).toEqual([PAGE_SIZE + 5, [0, PAGE_SIZE]])
  })

  it('keeps an asset met twice once, and counts the unreadable entries', async () => {
    let call = 0
    const api: Pick<AssetsApi, 'listAssets'> = {
      listAssets: () =>
        Promise.resolve(
          call++ === 0
            ? { assets: [asset(1), asset(2)], unreadable: 1, entries: 3, total: 5 }
            : { assets: [asset(2), asset(3)], unreadable: 0, entries: 2, total: 5 },
        ),
    }
    const read = await readAssets(api, 1, 'b', signal)
    expect([read.assets.map(a => a.id), read.unreadable]).toEqual([[1, 2, 3], 1])
  })

  it('stops a list that never ends, and an empty page ends any list', async () => {
    const endless: Pick<AssetsApi, 'listAssets'> = {
      listAssets: () => Promise.resolve({ assets: [asset(1)], unreadable: 0, entries: PAGE_SIZE, total: 1e12 }),
    }
    await expect(readAssets(endless, 1, 'b', signal)).rejects.toThrow(UnreadableAnswerError)
    await expect(readAssets(endless, 1, 'b', signal)).rejects.toThrow(`within ${MAX_PAGES} pages`)
    const empty = list(0, PAGE_SIZE, true)
    expect((await readAssets(empty, 1, 'b', signal)).pages).toBe(1)
  })
})
