import { describe, expect, it } from '@jest/globals'
import type { AssetPage } from '../../src/api/assets.js'
import type { AssetsApi } from '../../src/api/client.js'
import { UnreadableAnswerError } from '../../src/errors.js'
import { MAX_PAGES, PAGE_SIZE, contradicts, readAssets } from '../../src/api/read-assets.js'

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

  it('reads a list that contradicts itself once more from the start, and plans on the second reading', async () => {
    // The first answer is a page from elsewhere in the list (another list's?): planned on, a folder would be made twice.
    let call = 0
    const api: Pick<AssetsApi, 'listAssets'> & { asked: number[] } = {
      asked: [],
      listAssets(_p, _b, skip) {
        this.asked.push(skip)
        return Promise.resolve(
          call++ === 0
            ? { assets: [asset(900)], unreadable: 0, entries: 1, total: 1, skip: 1000, limit: PAGE_SIZE }
            : { assets: [asset(1), asset(2)], unreadable: 0, entries: 2, total: 2, skip, limit: PAGE_SIZE },
        )
      },
    }
    const read = await readAssets(api, 1, 'b', signal)
    expect(read.assets.map(a => a.id)).toEqual([1, 2])
    expect(read.reread).toBe('a page asked from entry 0 says it starts at 1000')
    expect([api.asked, read.pages]).toEqual([[0, 0], 2])
  })

  it('fails before any write when the second reading contradicts itself too', async () => {
    let call = 0
    const api: Pick<AssetsApi, 'listAssets'> = {
      // Two pages whose totals differ, every time.
      listAssets: () => {
        const total = 1500 + call++
        return Promise.resolve({ assets: [asset(call)], unreadable: 0, entries: PAGE_SIZE, total })
      },
    }
    const thrown = await readAssets(api, 1, 'b', signal).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(UnreadableAnswerError)
    expect((thrown as Error).message).toBe(
      "The branch's asset list contradicted itself (its total changed from 1500 to 1501 between pages), and again when read once more (its total changed from 1502 to 1503 between pages): nothing was planned on it",
    )
  })

  it.each([
    ['another start', { skip: 5 }, 0, undefined, 'a page asked from entry 0 says it starts at 5'],
    ['another limit', { limit: 10 }, 0, undefined, `a page asked for ${PAGE_SIZE} entries says 10 were asked for`],
    [
      'more entries than asked',
      { entries: PAGE_SIZE + 1 },
      0,
      undefined,
      `a page asked for ${PAGE_SIZE} entries holds ${PAGE_SIZE + 1}`,
    ],
    ['a total that changed', { total: 7 }, PAGE_SIZE, 9, 'its total changed from 9 to 7 between pages'],
    [
      'a total below what was read',
      { total: 1_010, entries: 20 },
      PAGE_SIZE,
      1_010,
      'its total, 1010, is below the 1020 entries read',
    ],
  ])('a page with %s contradicts the list', (_, page, skip, total, why) => {
    expect(contradicts({ assets: [], unreadable: 0, entries: 0, ...page }, skip, total)).toBe(why)
  })

  it('a short page that says what was asked, with a steady total, does not', () => {
    const page = { assets: [], unreadable: 0, entries: 100, total: 1_100, skip: PAGE_SIZE, limit: PAGE_SIZE }
    expect(contradicts(page, PAGE_SIZE, 1_100)).toBeUndefined()
    expect(contradicts({ assets: [], unreadable: 0, entries: 3 }, 0, undefined)).toBeUndefined()
  })
})
