import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildApp, readEngine } from './app-build.js'
import type { StandInAsset } from './assets.js'

/** What a test changes of the stand-in's build to break it, each as a PlayCanvas build breaks in the field. */
export interface AppChanges {
  /** Scripts of the branch by file name (attached to the scene's root and preloaded, as the stand-in's build does). */
  scripts?: Record<string, string>
  /** A file of the build rewritten, by its path in the build. */
  edit?: Record<string, (text: string) => string>
  /** Files of the build removed after it was made, by their paths. */
  remove?: string[]
  /** Other assets of the branch (a texture, a JSON, an audio file), by file name: in the build and preloaded. */
  assets?: Record<string, { type: string; bytes: Buffer }>
}

/** The id of a script's asset: its path in the build is `files/assets/<id>/1/<name>`. */
export const scriptPath = (changes: AppChanges, name: string): string =>
  `files/assets/${101 + Object.keys(changes.scripts ?? {}).indexOf(name)}/1/${name}`

/** Writes the stand-in's build (stand-ins/app-build.ts, the real engine) of a one-scene project into `dir`, changed. */
export function writeApp(dir: string, changes: AppChanges = {}): string {
  const assets: StandInAsset[] = Object.entries(changes.scripts ?? {}).map(([name, source], index) => ({
    id: 101 + index,
    name,
    type: 'script',
    parent: null,
    file: { filename: name, bytes: Buffer.from(source) },
  }))
  for (const [name, asset] of Object.entries(changes.assets ?? {}))
    assets.push({
      id: 201 + assets.length,
      name,
      type: asset.type,
      parent: null,
      file: { filename: name, bytes: asset.bytes },
    })
  const entries = buildApp({ name: 'game', scenes: [{ id: 1, name: 'Main' }], assets, engine: readEngine().source })
  for (const entry of entries) {
    if (entry.data === undefined) continue
    const name = String(entry.name)
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), entry.data)
  }
  return changeFiles(dir, changes)
}

/** The build in `dir` with `changes`' edits and removals made (each edit must change its file). */
export function changeFiles(dir: string, changes: Pick<AppChanges, 'edit' | 'remove'>): string {
  for (const [path, edit] of Object.entries(changes.edit ?? {})) {
    const text = readFileSync(join(dir, path), 'utf8')
    const edited = edit(text)
    if (edited === text) throw new Error(`The edit of ${path} changed nothing`)
    writeFileSync(join(dir, path), edited)
  }
  for (const path of changes.remove ?? []) rmSync(join(dir, path))
  return dir
}

/** A script that turns the scene's root a little every frame. */
export const SPIN_JS = `var Spin = pc.createScript('spin');

Spin.prototype.update = function (dt) {
    this.entity.rotate(0, 10 * dt, 0);
};
`

/** A script that throws from its update once the app has run `frames` frames. */
export const throwsAfter = (frames: number, message = 'spin broke'): string => `var Spin = pc.createScript('spin');

Spin.prototype.initialize = function () {
    this.frames = 0;
};

Spin.prototype.update = function (dt) {
    this.frames++;
    if (this.frames > ${frames}) {
        throw new Error(${JSON.stringify(message)} + ' at frame ' + this.frames);
    }
};
`
