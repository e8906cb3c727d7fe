import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { type BuildAsset, pathOfUrl, preloadedPaths } from './build-assets.js'
import { type Candidate, type State, currentPath, md5, record } from './fit-state.js'
import { listedModules, moduleFallbacks } from '../playable/wasm-modules.js'

// fit's first step: files the package can do without at no cost to the picture, as the engine never asks for them or
// asks for the same bytes by another url.

/** Files shared by identical bytes: what the engine loads by url alone (a script's url also registers it). */
const SHAREABLE = new Set(['texture', 'textureatlas', 'audio', 'container', 'model', 'animation', 'binary', 'json'])

/** A texture's original that the engine never asks for: it takes the `basis` variant when the build has Basis. */
export function basisOriginals(state: State): Candidate[] {
  const basis = state.settings.some(text => listedModules(text).some(module => /basis/i.test(module.name)))
  if (!basis) return []
  const present = new Set(state.files.map(file => file.path))
  return state.assets
    .filter(
      asset =>
        asset.type === 'texture' &&
        asset.variants.basis !== undefined &&
        present.has(asset.variants.basis) &&
        present.has(asset.path) &&
        // A file another asset loads by its url stays.
        !state.assets.some(other => other !== asset && other.path === asset.path),
    )
    .map(asset => async s => {
      const before = s.files.find(file => file.path === asset.path)?.size ?? 0
      await rm(join(s.directory, asset.path))
      s.files = s.files.filter(file => file.path !== asset.path)
      return record(s, {
        path: asset.path,
        asset: asset.name,
        step: 'dropped',
        before,
        after: 0,
        was: "the texture's own image",
        now: 'left out',
        setting: `the engine loads its basis variant (${asset.variants.basis})`,
      })
    })
}

/**
 * The asm.js fallback of each wasm module the settings list: the engine loads it instead of the module's glue and wasm
 * only where WebAssembly is missing, and every network's browser has WebAssembly. Kept where an asset the engine loads
 * as it starts names the file, or where it is also a module's glue or wasm.
 */
export function moduleFallbacksLeftOut(state: State): Candidate[] {
  const present = new Set(state.files.map(file => file.path))
  const kept = preloadedPaths(state.config)
  for (const module of state.settings.flatMap(listedModules))
    for (const url of [module.glue, module.wasm]) kept.add(pathOfUrl(url) ?? url)
  const fallbacks = new Map<string, string>()
  for (const { name, fallback } of state.settings.flatMap(moduleFallbacks)) {
    const path = pathOfUrl(fallback)
    if (path && present.has(path) && !kept.has(path)) fallbacks.set(path, name)
  }
  return [...fallbacks].map(([path, name]) => async s => {
    const before = s.files.find(file => file.path === path)?.size ?? 0
    await rm(join(s.directory, path))
    s.files = s.files.filter(file => file.path !== path)
    return record(s, {
      path,
      asset: s.assets.find(asset => asset.path === path)?.name ?? path.slice(path.lastIndexOf('/') + 1),
      step: 'dropped',
      before,
      after: 0,
      was: `the asm.js fallback of the wasm module ${name}`,
      now: 'left out',
      setting: 'the engine loads it only without WebAssembly, which every network has',
    })
  })
}

/** Files of the same bytes that several assets load: the first kept, the others' urls pointed at it. */
export function sharedFiles(state: State): Candidate[] {
  const bySize = new Map<number, BuildAsset[]>()
  const sizes = new Map(state.files.map(file => [file.path, file.size]))
  for (const asset of state.assets) {
    const size = sizes.get(asset.path)
    if (size === undefined || size === 0 || !SHAREABLE.has(asset.type)) continue
    bySize.set(size, [...(bySize.get(size) ?? []), asset])
  }
  return [...bySize.values()]
    .filter(group => new Set(group.map(asset => asset.path)).size > 1)
    .map(group => async s => {
      const byHash = new Map<string, string>()
      let saved = 0
      for (const asset of group) {
        const path = currentPath(s, asset)
        const bytes = await readFile(join(s.directory, path)).catch(() => undefined)
        if (!bytes) continue
        const hash = md5(bytes)
        const kept = byHash.get(hash)
        if (kept === undefined) byHash.set(hash, path)
        else if (kept !== path) {
          await rm(join(s.directory, path), { force: true })
          s.files = s.files.filter(file => file.path !== path)
          for (const other of s.assets)
            if (currentPath(s, other) === path) s.edits.set(other.id, { path: kept, size: bytes.length, hash })
          saved += record(s, {
            path,
            asset: asset.name,
            step: 'shared',
            before: bytes.length,
            after: 0,
            was: "a copy of another asset's file",
            now: 'left out',
            setting: `loads ${kept}, the same bytes`,
          })
        }
      }
      return saved
    })
}
