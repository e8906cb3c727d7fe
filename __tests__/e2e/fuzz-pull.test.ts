import { afterEach, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { SEED, TIMEOUT_S, WALL_LIMIT_MS, hostile } from '../support/fuzz.js'
import { expectContained } from '../support/e2e.js'
import { TEST_TOKEN, runPullFiles } from '../../stand-ins/defaults.js'
import { errorAnnotations } from '../../stand-ins/workflow-commands.js'
import { type Fault, type RecordedRequest, StandInApi } from '../../stand-ins/checkpoint-api.js'
import { type StandInAsset, md5 } from '../../stand-ins/assets.js'
import { fileTree } from '../support/file-tree.js'

/**
 * pull-files against seeded random answers of the asset list and of the file route: other bytes, bytes cut short or
 * none, an HTML page with 200, 404s and 500s, far more bytes than listed, totals, skips and limits that lie, entries
 * with names no file can have, absurd sizes, hashes that are not hex. Whatever they answer: no file outside `path`,
 * no file written with bytes that are not its asset's, no temporary file left, green only when the folder holds the
 * branch's text files under target, and the run ends in bounded time.
 *   FUZZ_RUNS=100 FUZZ_SEED=… npm test -- --coverage=false __tests__/e2e/fuzz-pull.test.ts
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 24)
const MAIN = 'main-branch-id'

let api: StandInApi | undefined
let root: string | undefined
afterEach(async () => {
  await api?.stop()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** The branch: text assets under `code` (the target), names no file can have, another type, a file outside target. */
function seedBranch(stand: StandInApi): void {
  const a = stand.assets
  const code = a.add(MAIN, { name: 'code' })
  const lib = a.add(MAIN, { name: 'lib', parent: code.id })
  const deep = a.add(MAIN, { name: 'deep', parent: lib.id })
  a.add(MAIN, { name: 'a.js', parent: code.id, text: 'export const a = 1\n' })
  a.add(MAIN, { name: 'd.json', parent: code.id, text: '{"d": "new"}' })
  a.add(MAIN, { name: 'niño 100%.txt', parent: code.id, text: 'é ü ñ\r\n' })
  a.add(MAIN, { name: 'b.mjs', parent: lib.id, text: 'export class B {}\n' })
  a.add(MAIN, { name: 'c.frag', parent: deep.id, text: 'void main(){}' })
  a.add(MAIN, { name: 'Player', type: 'script', parent: code.id, text: 'bare', filename: 'Player.js' })
  const up = a.add(MAIN, { name: '..', parent: code.id })
  a.add(MAIN, { name: 'evil.js', parent: up.id, text: 'up and out' })
  a.add(MAIN, { name: '..\\..\\evil.js', parent: code.id, text: 'backslash' })
  a.add(MAIN, { name: 'lib\\x.js', parent: code.id, text: 'backslash' })
  a.add(MAIN, { name: 'a/b.js', parent: code.id, text: 'slash' })
  a.add(MAIN, { name: `x${hostile}.js`, parent: code.id, text: 'control' })
  a.add(MAIN, { name: '.hidden.js', parent: code.id, text: 'dot-name' })
  a.add(MAIN, { name: 'logo.png', type: 'texture', parent: code.id, text: 'PNG' })
  a.add(MAIN, { name: 'outside.js', text: 'not under target' })
}

/** The branch's text files under target as a pull must leave them: path under `path` → the asset. */
function expected(stand: StandInApi): Map<string, StandInAsset> {
  const out = new Map<string, StandInAsset>()
  for (const asset of stand.assets.of(MAIN)) {
    const path = stand.assets.pathOf(MAIN, asset)
    if (!asset.file || asset.type === 'texture' || !path?.startsWith('code/') || asset.name.includes('/')) continue
    const names = path.split('/').slice(1)
    // eslint-disable-next-line no-control-regex -- the names no file can have
    if (names.some(name => name === '..' || name.startsWith('.') || /[\\\x00-\x1f]/.test(name))) continue
    out.set(names.join('/'), asset)
  }
  return out
}

/** The local folder before the run: a file equal to its asset's, one of other bytes, extras, other kinds. */
const LOCAL: Record<string, string> = {
  'a.js': 'export const a = 1\n',
  'd.json': '{"d": "old"}',
  'extra.js': 'no asset matches it',
  'lib/old.glsl': 'no asset matches it',
  'notes.md': 'not a text extension of the service',
  '.eslintrc.json': '{}',
}
/** Text files a pull may write or delete (the service's text extensions, no dot-name), and `Player`. */
const pullable = (path: string): boolean =>
  path === 'Player' ||
  (!path.split('/').some(name => name.startsWith('.')) &&
    /\.(js|mjs|css|html|json|txt|xml|atlas|glsl|vert|frag)$/.test(path))

const tree = fileTree
const PATH = 'workspace/scripts'
const outsidePath = (all: Map<string, Buffer>): [string, string][] =>
  [...all]
    .filter(([path]) => !path.startsWith(`${PATH}/`))
    .map(([path, bytes]): [string, string] => [path, bytes.toString('base64')])
    .sort()
const underPath = (all: Map<string, Buffer>): Map<string, Buffer> =>
  new Map([...all].filter(([path]) => path.startsWith(`${PATH}/`)).map(([path, b]) => [path.slice(PATH.length + 1), b]))

// The list route's answers: the stand-in's own, or one that lies. A lie the step cannot tell from the truth (an
// asset moved, retyped or renamed, a consistent list with one entry dropped) is left out: no client could see it.
type View = { id: number; name: string; parent: number | null; type: string; file?: Record<string, unknown> }
type List = { result: View[]; pagination: Record<string, unknown> }
const someFile = (list: List, i: number): View | undefined => {
  const files = list.result.filter(v => v.file && v.type !== 'texture' && /^[\w .%ñ]+$/.test(v.name))
  return files[i % Math.max(files.length, 1)]
}
const withFile = (list: List, i: number, file: Record<string, unknown>): List => {
  const target = someFile(list, i)
  return {
    ...list,
    result: list.result.map(v => (v === target ? { ...v, file: { ...v.file, ...file } } : v)),
  }
}
const extra = (list: List, entries: unknown[], consistent: boolean): unknown => ({
  ...list,
  result: [...list.result, ...entries],
  pagination: consistent ? { ...list.pagination, total: list.result.length + entries.length } : list.pagination,
})
const codeId = (list: List): number | null => list.result.find(v => v.name === 'code' && !v.parent)?.id ?? null
const stray = (list: List, name: string, id = 900_001): View => ({
  id,
  name,
  type: 'script',
  parent: codeId(list),
  file: { hash: md5('stray'), filename: name, size: 5, url: '/x' },
})
type Edit = [label: string, edit: (list: List) => unknown]
/** One entry's file (the `i`th of those with a plain name) with one of `files` written over it. */
const fileEdit = (...files: Record<string, unknown>[]): fc.Arbitrary<Edit> =>
  fc
    .tuple(fc.nat(20), fc.constantFrom(...files))
    .map(([i, file]): Edit => [
      `entry ${i}'s file ${JSON.stringify(file, (_, v: unknown) => (v === undefined ? '(none)' : v))}`,
      l => withFile(l, i, file),
    ])
const listEdit: fc.Arbitrary<Edit> = fc.oneof(
  {
    arbitrary: fc.constantFrom<Edit>(
      ['total 1e12', l => ({ ...l, pagination: { ...l.pagination, total: 1e12 } })],
      ['total 0', l => ({ ...l, pagination: { ...l.pagination, total: 0 } })],
      ['total one short', l => ({ ...l, pagination: { ...l.pagination, total: l.result.length - 1 } })],
      [
        'total -1, skip and limit not numbers',
        l => ({ ...l, pagination: { ...l.pagination, total: -1, skip: 'x', limit: null } }),
      ],
      ['total 2^60', l => ({ ...l, pagination: { ...l.pagination, total: 2 ** 60 } })],
      ['skip 7', l => ({ ...l, pagination: { ...l.pagination, skip: 7 } })],
      ['limit 16', l => ({ ...l, pagination: { ...l.pagination, limit: 16 } })],
      ['limit 1e9', l => ({ ...l, pagination: { ...l.pagination, limit: 1e9 } })],
      ['no pagination', l => ({ result: l.result })],
      ['every entry twice', l => ({ ...l, result: [...l.result, ...l.result] })],
      [
        'every entry twice, total to match',
        l => ({
          ...l,
          result: [...l.result, ...l.result],
          pagination: { ...l.pagination, total: l.result.length * 2 },
        }),
      ],
      ['3 entries of all', l => ({ ...l, result: l.result.slice(0, 3) })],
      ['result not a list', l => ({ ...l, result: { 0: l.result[0] } })],
      ['junk entries, total to match', l => extra(l, [null, 'x', { id: 'a' }, { id: 1, name: hostile }], true)],
      ['junk entries', l => extra(l, [null, 'x', { id: 'a' }], false)],
      [
        'names no file can have',
        l =>
          extra(
            l,
            [
              '..',
              '.',
              'a/b.js',
              '..\\x.js',
              '/etc/passwd.js',
              `x\n::error::FORGED.js`,
              '\u0000.js',
              `${'é'.repeat(200)}.js`,
            ].map((name, i) => stray(l, name, 900_001 + i)),
            true,
          ),
      ],
      // Listed, but no such asset: its download is a 404.
      ['a listed asset that is not there', l => extra(l, [stray(l, 'ghost.js')], true)],
      // A parent that is no folder of the list, and one that is the entry itself.
      [
        'an orphan, and an entry its own parent',
        l =>
          extra(
            l,
            [
              { ...stray(l, 'orphan.js'), parent: 777_777 },
              { ...stray(l, 'self.js', 900_002), parent: 900_002 },
            ],
            true,
          ),
      ],
    ),
    weight: 3,
  },
  {
    arbitrary: fileEdit(
      { hash: 'z'.repeat(32) },
      { hash: 'abc' },
      { hash: hostile },
      { hash: 42 },
      { hash: null },
      { hash: undefined },
    ),
    weight: 3,
  },
  {
    arbitrary: fileEdit(
      { size: 1e300 },
      { size: -5 },
      { size: 0 },
      { size: 1 },
      { size: 2 ** 53 + 2 },
      { size: 'big' },
      { size: 1.5 },
      { filename: '../../../escape.js' },
      { filename: 'a\\..\\b.js' },
      { filename: `f${hostile}` },
      { filename: 'other name.js' },
    ),
    weight: 2,
  },
  // A hash in capitals is the same hash: pulled all the same.
  {
    arbitrary: fc.nat(20).map((i): Edit => [
      `entry ${i}'s hash in capitals`,
      l => {
        const v = someFile(l, i)
        return withFile(l, i, { hash: (typeof v?.file?.hash === 'string' ? v.file.hash : '').toUpperCase() })
      },
    ]),
    weight: 1,
  },
)
/** The list route's answers, each with words for it (a failure shows them). */
type Answer = [label: string, fault: Fault | undefined]
const listFault: fc.Arbitrary<Answer> = fc.oneof(
  { arbitrary: fc.constant<Answer>(['as stored', undefined]), weight: 4 },
  {
    arbitrary: fc
      .record({
        status: fc.constantFrom(200, 404, 500, 503),
        body: fc.constantFrom(
          '',
          '<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>',
          '{"result": [{"id": 1, "na',
          'null',
          '[]',
          '{"result": null}',
          JSON.stringify({ error: hostile }),
          'x'.repeat(1_200_000),
        ),
      })
      .map((fault): Answer => [`${fault.status} ${JSON.stringify(fault.body.slice(0, 30))}`, fault]),
    weight: 2,
  },
  { arbitrary: listEdit.map(([label, edit]): Answer => [label, { edit: edit as Fault['edit'] }]), weight: 5 },
  {
    arbitrary: fc.constantFrom<Answer>(
      ['cut', { truncate: true }],
      ['reset', { reset: 'before' }],
      ['hang', { hang: true }],
    ),
    weight: 1,
  },
)

// The file route's answers, by kind: made into bytes from the asset the request names.
const FILE_KINDS = [
  'other bytes, as long',
  'other bytes, longer',
  'cut short',
  'empty',
  'an HTML page',
  'far more bytes',
  'another asset’s bytes',
  '404',
  '500',
  '503',
  'truncated',
  'reset',
  'hang',
] as const
type FileKind = (typeof FILE_KINDS)[number]
const fileKind = fc.oneof(
  { arbitrary: fc.constant(undefined), weight: 6 },
  { arbitrary: fc.constantFrom(...FILE_KINDS.filter(k => k !== 'hang')), weight: 6 },
  { arbitrary: fc.constant<FileKind>('hang'), weight: 1 },
)
function fileFault(kind: FileKind | undefined, bytes: Buffer, others: Buffer[]): Fault | undefined {
  const flipped = Buffer.from(bytes.map(b => b ^ 0x20))
  switch (kind) {
    case undefined:
      return undefined
    case 'other bytes, as long':
      return { raw: bytes.length ? flipped : Buffer.from('x') }
    case 'other bytes, longer':
      return { raw: Buffer.concat([bytes, Buffer.from('\n// more')]) }
    case 'cut short':
      return { raw: bytes.subarray(0, bytes.length >> 1) }
    case 'empty':
      return { raw: Buffer.alloc(0) }
    case 'an HTML page':
      return { raw: Buffer.from('<!DOCTYPE html><html><body>Sign in</body></html>') }
    case 'far more bytes':
      return { raw: Buffer.alloc(3 * 1024 * 1024, 'x') }
    case 'another asset’s bytes':
      return { raw: others.find(o => !o.equals(bytes)) ?? flipped }
    case '404':
      return { status: 404, body: JSON.stringify({ error: 'Asset not found' }) }
    case '500':
      return { status: 500, body: '<html>Internal Server Error</html>' }
    case '503':
      return { status: 503, body: '' }
    case 'truncated':
      return { truncate: true }
    case 'reset':
      return { reset: 'before' }
    case 'hang':
      return { hang: true }
  }
}

it(
  `pull-files holds its guarantees whatever the list and file routes answer (${RUNS} seeded runs, seed ${SEED + 11})`,
  async () => {
    // The seed, so that a failure can be run again: FUZZ_SEED=<this minus 11>.
    console.log(`fuzz-pull: seed ${SEED + 11}, ${RUNS} runs`)
    let runs = 0
    const scripts = fc.record({
      lists: fc.array(listFault, { minLength: 1, maxLength: 4 }),
      files: fc.array(fileKind, { minLength: 1, maxLength: 12 }),
      deleteExtras: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(scripts, async ({ lists, files, deleteExtras }) => {
        runs++
        let [nextList, nextFile] = [0, 0]
        const stand: StandInApi = new StandInApi({
          token: TEST_TOKEN,
          faultFor: (request: RecordedRequest) => {
            if (/^\/api\/projects\/\d+\/assets$/.test(request.path)) return lists[nextList++]?.[1]
            const file = /^\/api\/assets\/(\d+)\/file\//.exec(request.path)
            if (!file) return undefined
            const all = stand.assets.of(MAIN)
            const asset = all.find(a => a.id === Number(file[1]))
            const others = all.flatMap(a => (a.file ? [a.file.bytes] : []))
            return fileFault(files[nextFile++], asset?.file?.bytes ?? Buffer.from('?'), others)
          },
        })
        api = stand
        await stand.start()
        seedBranch(stand)
        const want = expected(stand)
        // Each run's folder goes at the next run's start, the last one's after the test.
        if (root) rmSync(root, { recursive: true, force: true })
        root = mkdtempSync(join(tmpdir(), 'fuzz-pull-'))
        const workspace = join(root, 'workspace')
        for (const [path, text] of Object.entries(LOCAL)) {
          mkdirSync(dirname(join(workspace, 'scripts', path)), { recursive: true })
          writeFileSync(join(workspace, 'scripts', path), text)
        }
        writeFileSync(join(root, 'evil.js'), 'outside the workspace')
        writeFileSync(join(workspace, 'sibling.js'), 'inside the workspace, outside path')
        mkdirSync(join(workspace, 'code'))
        const before = tree(root)

        const result = await runPullFiles(
          stand.url,
          { target: 'code', delete: String(deleteExtras), timeout: String(TIMEOUT_S) },
          { workspace },
        )
        await stand.stop()
        api = undefined
        const after = tree(root)
        const context = `lists ${JSON.stringify(lists.map(([label]) => label))}, files ${JSON.stringify(files)}, delete ${deleteExtras}`

        // Bounded: the step's own timeout cuts any hang.
        expect(result.elapsedMs).toBeLessThanOrEqual(WALL_LIMIT_MS)
        expectContained(result)
        expect([0, 1]).toContain(result.code)
        // Nothing outside path written, changed or removed; no temporary file anywhere.
        expect(outsidePath(after)).toEqual(outsidePath(before))
        expect([...after.keys()].filter(path => path.includes('.pulling-'))).toEqual([])

        // Every file under path: untouched, or written with its asset's bytes (whose MD5 the list's hash is), and said.
        const [was, now] = [underPath(before), underPath(after)]
        const changes = JSON.parse(result.outputs.changes ?? '[]') as { path: string; action: string; id: number }[]
        const written = changes.filter(c => c.action !== 'deleted')
        for (const [path, bytes] of now) {
          if (was.get(path)?.equals(bytes)) continue
          const asset = want.get(path)
          expect({ path, bytes: bytes.toString('latin1'), context }).toEqual({
            path,
            bytes: asset?.file?.bytes.toString('latin1'),
            context,
          })
          expect(md5(bytes)).toBe(md5(asset?.file?.bytes ?? ''))
          expect(written).toContainEqual({ path, action: was.has(path) ? 'updated' : 'created', id: asset?.id })
        }
        expect(written.map(c => c.path).sort()).toEqual(
          [...now.keys()].filter(p => !was.get(p)?.equals(now.get(p) ?? Buffer.alloc(0))).sort(),
        )
        // Deleted only with delete, only a text file no asset matches, and said.
        const gone = [...was.keys()].filter(path => !now.has(path)).sort()
        expect(
          changes
            .filter(c => c.action === 'deleted')
            .map(c => c.path)
            .sort(),
        ).toEqual(gone)
        expect(gone.filter(path => !(deleteExtras && pullable(path) && !want.has(path)))).toEqual([])

        // Green only when path holds exactly the branch's text files under target (and, without delete, the extras).
        const texts = Object.fromEntries(
          [...now].filter(([path]) => pullable(path)).map(([path, bytes]) => [path, bytes.toString('latin1')]),
        )
        const extras = deleteExtras ? {} : { 'extra.js': LOCAL['extra.js'], 'lib/old.glsl': LOCAL['lib/old.glsl'] }
        const branch = Object.fromEntries(
          [...want].map(([path, asset]) => [path, asset.file?.bytes.toString('latin1')]),
        )
        const errors = errorAnnotations(result.stdout)
        expect({ context, outcome: result.code === 0 ? { errors, texts } : { errors: errors.length } }).toEqual({
          context,
          outcome: result.code === 0 ? { errors: [], texts: { ...branch, ...extras } } : { errors: 1 },
        })
      }),
      { numRuns: RUNS, seed: SEED + 11, endOnFailure: true },
    )
    expect(runs).toBe(RUNS)
  },
  60_000 + RUNS * 8_000,
)
