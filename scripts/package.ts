/**
 * `npm run package`: the actions' code as one ncc bundle, dist/actions/index.js (src/actions/index.ts), and, at the path
 * each action.yml names as its `main`, a two-line file that runs that action from it. One bundle rather than one per
 * action: ten bundles of the one library took ten times the build, and a runner downloads all of dist/ to run any one.
 * Each action is imported lazily (src/actions/index.ts), so ncc splits the bundle into chunks and a step loads its own.
 * Nothing is built while dist/ is still the bundle of the same sources (bundle-record.ts); `--force` builds anyway.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { loadAction } from '../stand-ins/action-manifest.js'
import { WASM_FILES } from '../src/fitting/codecs.js'
import { minify } from 'terser'
import { wrapModuleFactories } from './eager-modules.js'
import { BUNDLE_INPUTS, digestOf, filesUnder, readRecord, upToDate, writeRecord } from './bundle-record.js'

const DIST = resolve('dist')
const BUNDLE = join(DIST, 'actions', 'index.js')

/** The action folders (the checkpoint's is the root) and the export of src/actions/index.ts each one runs. */
const actions = ['.', ...readdirSync('.').filter(name => existsSync(join(name, 'action.yml')))].map(dir => ({
  main: loadAction(dir).main,
  name: (dir === '.' ? 'checkpoint' : dir).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
}))

const manifests = [
  'action.yml',
  ...readdirSync('.')
    .filter(name => existsSync(join(name, 'action.yml')))
    .map(name => join(name, 'action.yml')),
]
const inputs = digestOf(filesUnder('.', [...BUNDLE_INPUTS, ...manifests]))
if (
  !process.argv.includes('--force') &&
  upToDate(readRecord('.'), { inputs, dist: digestOf(filesUnder('.', ['dist'])) })
) {
  console.log('dist/ is already the bundle of these sources (npm run package -- --force builds it again)')
  process.exit(0)
}

// Removed first, so that a file no build writes any more cannot stay behind in the commit.
rmSync(DIST, { recursive: true, force: true })
execFileSync(
  'ncc',
  [
    'build',
    'src/actions/index.ts',
    '-o',
    dirname(BUNDLE),
    '--minify',
    '--source-map',
    '--no-source-map-register',
    '--license',
    'licenses.txt',
    '--quiet',
    '--transpile-only',
  ],
  // ncc's resolver takes `paths` from the tsconfig.json of the working directory unless this names another.
  { stdio: 'inherit', env: { ...process.env, TS_NODE_PROJECT: resolve('src/tsconfig.json') } },
)
// ncc minifies index.js alone: each chunk is minified here with ncc's own options (a playable's page runtime, a
// function's text, stays the bytes it was in one bundle), its module factories then wrapped for V8 to compile eagerly.
for (const name of readdirSync(dirname(BUNDLE))) {
  if (!/^\d+\.index\.js$/.test(name)) continue
  const file = join(dirname(BUNDLE), name)
  const map = `${file}.map`
  const minified = await minify(
    { [name]: readFileSync(file, 'utf8') },
    {
      module: true,
      compress: false,
      mangle: { keep_classnames: true, keep_fnames: true },
      sourceMap: { content: readFileSync(map, 'utf8'), url: `${name}.map`, asObject: true },
    },
  )
  if (typeof minified.map !== 'object') throw new Error(`${name}: terser wrote no source map`)
  // undici's modules are called only behind a proxy or for Octokit (src/lazy/undici.cjs).
  const eager = wrapModuleFactories(minified.code ?? '', minified.map, source =>
    source.includes('node_modules/undici/'),
  )
  writeFileSync(file, eager.code)
  writeFileSync(map, JSON.stringify(eager.map))
}
// ncc copies the wasm a codec's glue names by URL as text, which corrupts it; fit gives each codec its module itself,
// from the files copied here as they are (src/fitting/codecs.ts).
for (const name of readdirSync(dirname(BUNDLE))) if (name.endsWith('.wasm')) rmSync(join(dirname(BUNDLE), name))
mkdirSync(join(dirname(BUNDLE), 'wasm'))
for (const file of WASM_FILES) copyFileSync(join('node_modules', file), join(dirname(BUNDLE), 'wasm', basename(file)))
writeFileSync(join(DIST, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`)
for (const { main, name } of actions) {
  if (!main.startsWith(`${DIST}/`)) throw new Error(`${main}: an action's main must be under dist/`)
  const from = relative(dirname(main), BUNDLE)
  mkdirSync(dirname(main), { recursive: true })
  writeFileSync(
    main,
    `// Written by npm run package: the runner starts this file; the code is the bundle of every action.\n` +
      `import { ${name} } from '${from.startsWith('.') ? from : `./${from}`}'\n\nawait ${name}()\n`,
  )
}
writeRecord('.', { inputs, dist: digestOf(filesUnder('.', ['dist'])) })
