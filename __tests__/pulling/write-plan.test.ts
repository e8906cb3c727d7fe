import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Asset } from '../../src/api/assets.js'
import type { AssetFilesApi } from '../../src/api/client.js'
import { untilAborted } from '../../src/api/http.js'
import { PullError } from '../../src/errors.js'
import type { PullPlan, PullWrite } from '../../src/pulling/plan.js'
import { DOWNLOADS_AT_ONCE, type PullContext, oneAtATime, writePull } from '../../src/pulling/write-plan.js'

// The one writer of a pull, with several downloads in flight: against a file route the test holds and lets go, so the
// order the downloads end in is the test's. Whatever that order, what is said is in the plan's order; a failure ends
// the others and leaves no temporary file.

let workspace: string
let root: string
beforeEach(() => {
  workspace = mkdtempSync(join(tmpdir(), 'write-plan-'))
  root = join(workspace, 'scripts')
})
afterEach(() => rmSync(workspace, { recursive: true, force: true }))

const md5 = (text: string): string => createHash('md5').update(text).digest('hex')
const turn = (): Promise<void> => new Promise(resolve => setImmediate(resolve))
/** Settles once `ready` holds, looking every 5 ms; after `looks` looks, it settles all the same (a mutant's test fails). */
async function until(ready: () => boolean, looks = 1_000): Promise<void> {
  for (let i = 0; i < looks && !ready(); i++) await new Promise(resolve => setTimeout(resolve, 5))
}
/** Every `.pulling-*` file under the workspace. */
function temporaries(dir = workspace): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry =>
    entry.isDirectory()
      ? temporaries(join(dir, entry.name))
      : entry.name.startsWith('.pulling-')
        ? [join(dir, entry.name)]
        : [],
  )
}

let nextId = 1
/** A script asset of this text, at `path` under path (its own name last). */
function write(path: string, text: string, extra: Partial<PullWrite> = {}): PullWrite {
  const name = path.split('/').pop() as string
  const asset: Asset = { id: nextId++, name, type: 'script', parent: null, hash: md5(text), size: text.length }
  texts.set(asset.id, text)
  return { path, asset, action: 'created', ...extra }
}
/** The text `write` made the asset's list hash of. */
const texts = new Map<number, string>()
const textOf = (asset: Asset): string => texts.get(asset.id) ?? ''
const plan = (writes: PullWrite[]): PullPlan => ({ writes, deletes: [], unchanged: [], leftOut: [], keptByCase: [] })

/** What the route serves for one request: its bytes, sent once `hold` settles (half of them before). */
interface Serve {
  text: string
  hold?: Promise<unknown>
  /** Thrown instead of the second half, as a connection dropped part-way. */
  fail?: Error
  /** The file is placed whole, then the request fails all the same (as one ended by the step just then). */
  failAfter?: Error
}

/** A file route: each request served as `serve` says (by asset and how many times it was asked), counted. */
function route(serve: (asset: Asset, asked: number) => Serve): AssetFilesApi & {
  flying: number
  most: number
  signals: Map<number, AbortSignal>
  asked: Map<number, number>
} {
  const api = {
    flying: 0,
    most: 0,
    signals: new Map<number, AbortSignal>(),
    asked: new Map<number, number>(),
    assetFile: async <T>(
      asset: Asset,
      _branch: string,
      _max: number,
      sink: (body: AsyncIterable<Buffer>, signal: AbortSignal) => Promise<T>,
      signal: AbortSignal,
    ): Promise<T> => {
      const asked = (api.asked.get(asset.id) ?? 0) + 1
      api.asked.set(asset.id, asked)
      api.signals.set(asset.id, signal)
      api.most = Math.max(api.most, ++api.flying)
      try {
        const { text, hold, fail, failAfter } = serve(asset, asked)
        const half = Math.ceil(text.length / 2)
        async function* body(): AsyncGenerator<Buffer> {
          yield Buffer.from(text.slice(0, half))
          await Promise.race([
            hold,
            new Promise((_, reject) => {
              if (signal.aborted) reject(signal.reason as Error)
              signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
            }),
          ])
          if (fail) throw fail
          yield Buffer.from(text.slice(half))
        }
        // As the client does: the request ends with its signal, though the sink may still be closing its file.
        const received = await untilAborted(sink(body(), signal), signal)
        if (failAfter) throw failAfter
        return received
      } finally {
        api.flying--
      }
    },
  }
  return api
}

function context(api: AssetFilesApi, more: Partial<PullContext> = {}): PullContext & { said: string[] } {
  const said: string[] = []
  return {
    api,
    branchId: 'b',
    root,
    workspace,
    signal: new AbortController().signal,
    reread: () => Promise.reject(new Error('not read')),
    changed: change => said.push(`${change.action} ${change.path}`),
    warn: text => said.push(`warning: ${text}`),
    baseText: () => Promise.reject(new Error('no base')),
    said,
    ...more,
  }
}

describe('writePull, several downloads at once', () => {
  it(`downloads ${DOWNLOADS_AT_ONCE} at once by default, never more, and any limit given`, async () => {
    const writes = Array.from({ length: 24 }, (_, i) => write(`lib/f${i}.js`, `file ${i}`))
    // Each answer is held until `limit` downloads have been in flight at once (or a second has passed).
    const held = (limit: number) => {
      const api = route(asset => ({ text: textOf(asset), hold: until(() => api.most >= limit, 200) }))
      return api
    }
    const api = held(DOWNLOADS_AT_ONCE)
    const pulled = await writePull(plan(writes), context(api))
    expect(api.most).toBeGreaterThan(1)
    expect(api.most).toBe(DOWNLOADS_AT_ONCE)
    expect(pulled.changes.map(c => c.path)).toEqual(writes.map(w => w.path))
    expect(readFileSync(join(root, 'lib/f7.js'), 'utf8')).toBe('file 7')

    rmSync(root, { recursive: true })
    const three = held(3)
    await writePull(plan(writes), context(three, { downloadsAtOnce: 3 }))
    expect(three.most).toBe(3)
  })

  it('says changes, warnings and what was taken in the plan’s order, though the first download ends last', async () => {
    mkdirSync(join(workspace, 'outside'))
    mkdirSync(root)
    symlinkSync(join(workspace, 'outside'), join(root, 'out'))
    writeFileSync(join(root, 'm.js'), 'line 1\nmine\n')
    const writes = [
      write('a.js', 'a'),
      write('out/x.js', 'x'),
      write('lib/b.js', 'b'),
      write('m.js', 'line 1\ntheirs\n', { action: 'updated', merge: {} }),
      write('c.js', 'c'),
    ]
    const [a, , b, m, c] = writes.map(w => w.asset.id)
    const placed = (path: string) => () => existsSync(join(root, path))
    const api = route(asset => ({
      text: textOf(asset),
      // a.js ends only once b.js and c.js are in place.
      hold: asset.id === a ? until(() => placed('lib/b.js')() && placed('c.js')()) : undefined,
    }))
    const ctx = context(api)
    const pulled = await writePull(plan(writes), ctx)
    expect(ctx.said).toEqual([
      'created a.js',
      `warning: Not written: "out/x.js" (asset ${writes[1]?.asset.id}): out/ is a link that leads outside path`,
      'created lib/b.js',
      'updated m.js',
      'created c.js',
    ])
    expect(pulled.taken.map(t => t.path)).toEqual(['a.js', 'lib/b.js', 'm.js', 'c.js'])
    expect(pulled.notWritten).toEqual(['out/x.js'])
    expect(pulled.merged).toEqual([{ path: 'm.js', conflicted: true }])
    expect(readFileSync(join(root, 'm.js'), 'utf8')).toMatch(/<<<<<<< git\n/)
    expect(temporaries()).toEqual([])
    expect([a, b, m, c].map(id => api.asked.get(id as number))).toEqual([1, 1, 1, 1])
  })

  it('a download that fails part-way ends those in flight: no temporary file stays, and what was placed is said', async () => {
    mkdirSync(root)
    writeFileSync(join(root, 'm.js'), 'mine\n')
    const writes = [
      write('a.js', 'aaaa'),
      write('m.js', 'theirs\n', { action: 'updated', merge: {} }),
      write('b.js', 'bbbb'),
      write('c.js', 'cccc'),
      write('d.js', 'dddd'),
      write('e.js', 'eeee'),
    ]
    const [a, , b, c, , e] = writes.map(w => w.asset.id)
    const never = new Promise(() => undefined)
    const api = route(asset => {
      const text = textOf(asset)
      // 4 at once: m.js (a merge) and d.js are received whole, so e.js starts; a.js, c.js and e.js hang half-written.
      // b.js fails once all of that is so: their 3 temporary files, its own, and m.js's received file.
      if (asset.id === a || asset.id === c || asset.id === e) return { text, hold: never }
      if (asset.id === b)
        return {
          text,
          hold: until(() => temporaries().length >= 5 && existsSync(join(root, 'd.js'))),
          fail: new Error('connection reset'),
        }
      return { text }
    })
    const ctx = context(api, { downloadsAtOnce: 4 })
    const error = await writePull(plan(writes), ctx).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(PullError)
    expect((error as PullError).message).toBe('connection reset')
    // d.js was placed before the failure: said as done; the merge was not made, its place as it was.
    expect((error as PullError).changes.map(ch => `${ch.action} ${ch.path}`)).toEqual(['created d.js'])
    expect(ctx.said).toEqual(['created d.js'])
    expect(readFileSync(join(root, 'm.js'), 'utf8')).toBe('mine\n')
    expect(temporaries()).toEqual([])
    expect(readdirSync(root).sort()).toEqual(['d.js', 'm.js'])
    expect([a, c, e].map(id => api.signals.get(id as number)?.aborted)).toEqual([true, true, true])
  })

  it('ends every download in flight with the step, removing their temporary files', async () => {
    const controller = new AbortController()
    const writes = [write('a.js', 'aaaa'), write('b.js', 'bbbb')]
    const api = route(asset => ({ text: textOf(asset), hold: new Promise(() => undefined) }))
    const pulling = writePull(plan(writes), context(api, { signal: controller.signal })).catch((e: unknown) => e)
    await until(() => temporaries().length === 2)
    controller.abort(new Error('The step timed out'))
    const error = (await pulling) as PullError
    expect([error.message, error.changes]).toEqual(['The step timed out', []])
    expect(temporaries()).toEqual([])
  })

  it('downloads that fail together read the list again once, not once each', async () => {
    const writes = [write('a.js', 'a'), write('b.js', 'b'), write('c.js', 'c')]
    let started = 0
    const all = until(() => started === 3)
    const api = route((asset, asked) => {
      if (asked > 1) return { text: textOf(asset) }
      started++
      // Each first answer is another file than the list's, and all three are told at once.
      return { text: 'z', hold: all }
    })
    let reads = 0
    const reread = async (): Promise<Asset[]> => {
      reads++
      await new Promise(resolve => setTimeout(resolve, 50))
      return writes.map(w => w.asset)
    }
    const ctx = context(api, { reread })
    const pulled = await writePull(plan(writes), ctx)
    expect(reads).toBe(1)
    expect(pulled.changes.map(ch => ch.path)).toEqual(['a.js', 'b.js', 'c.js'])
    expect(ctx.said.filter(s => s.startsWith('warning')).length).toBe(3)
  })

  it('writes two paths a link makes one place in the plan’s order, the second after the first', async () => {
    mkdirSync(join(root, 'real'), { recursive: true })
    symlinkSync(join(root, 'real'), join(root, 'alias'))
    const writes = [write('alias/x.js', 'first'), write('real/x.js', 'second')]
    const first = writes[0]?.asset.id
    const api = route(asset => ({
      text: asset.id === first ? 'first' : 'second',
      hold: asset.id === first ? new Promise(resolve => setTimeout(resolve, 50)) : undefined,
    }))
    await writePull(plan(writes), context(api))
    expect(readFileSync(join(root, 'real/x.js'), 'utf8')).toBe('second')
  })

  it('says a file placed whole as its request ended as done', async () => {
    const writes = [write('a.js', 'a')]
    const api = route(() => ({ text: 'a', failAfter: new Error('ended just then') }))
    const pulled = await writePull(plan(writes), context(api))
    expect(pulled.changes.map(ch => ch.path)).toEqual(['a.js'])
  })
})

describe('oneAtATime', () => {
  it('shares a read under way with every caller, and reads anew once it is over', async () => {
    let reads = 0
    const read = oneAtATime(async () => {
      await turn()
      return ++reads
    })
    const signal = new AbortController().signal
    expect(await Promise.all([read(signal), read(signal), read(signal)])).toEqual([1, 1, 1])
    expect(await read(signal)).toBe(2)
  })
})
