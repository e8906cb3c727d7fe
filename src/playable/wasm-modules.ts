/** A wasm module a build's settings list (`PRELOAD_MODULES`): its files' paths as written there. */
export interface WasmModule {
  name: string
  glue: string
  wasm: string
}

/** The settings files that list a build's wasm modules: the classic layout's, and the ES module layout's. */
export const isSettingsFile = (path: string): boolean => /(^|\/)__settings__\.m?js$/.test(path)

/**
 * The wasm modules a build's settings file lists in `PRELOAD_MODULES`. The service writes each as a JavaScript object
 * of single-quoted strings and a trailing comma (`{'moduleName' : 'Ammo', 'glueUrl' : 'files/assets/…/ammo.wasm.js',
 * 'wasmUrl' : '…', 'fallbackUrl' : '…', 'preload' : true},`), not JSON, so each field is read by itself, in either
 * quote. An object without a name, glue or wasm is left out (the engine could not load it either). Pure.
 */
export function listedModules(settings: string): WasmModule[] {
  return moduleObjects(settings).flatMap(field => {
    const [name, glue, wasm] = [field('moduleName'), field('glueUrl'), field('wasmUrl')]
    return name && glue && wasm ? [{ name, glue, wasm }] : []
  })
}

/**
 * Each listed module's asm.js fallback (`fallbackUrl`), as written there, by the module's name: what the engine loads
 * instead of the glue and wasm only where WebAssembly is missing. None where the url is empty (pure).
 */
export function moduleFallbacks(settings: string): { name: string; fallback: string }[] {
  return moduleObjects(settings).flatMap(field => {
    const [name, fallback] = [field('moduleName'), field('fallbackUrl')]
    return name && fallback ? [{ name, fallback }] : []
  })
}

/** Each object of PRELOAD_MODULES, as a reader of its fields by name (either quote). */
function moduleObjects(settings: string): ((key: string) => string | undefined)[] {
  const start = /PRELOAD_MODULES\s*=\s*\[/.exec(settings)
  if (!start) return []
  const from = start.index + start[0].length
  const end = settings.indexOf(']', from)
  const list = settings.slice(from, end < 0 ? undefined : end)
  return [...list.matchAll(/\{[^{}]*\}/g)].map(
    ([object]) =>
      (key: string): string | undefined =>
        new RegExp(`['"]?${key}['"]?\\s*:\\s*(['"])((?:(?!\\1)[^\\\\]|\\\\.)*)\\1`).exec(object)?.[2],
  )
}

/**
 * What the page could not answer of the modules listed: a file the build does not hold, or one from another host.
 * Their paths are the page's (the engine adds the build's `ASSET_PREFIX`, empty in a download). The asm.js fallback is
 * not asked: every browser a network opens a playable in runs WebAssembly. Pure.
 */
export function moduleRefusals(settingsPath: string, modules: readonly WasmModule[], has: (path: string) => boolean) {
  return modules.flatMap(module =>
    (['glue', 'wasm'] as const).flatMap(part => {
      const url = module[part]
      const what = `${settingsPath} lists the wasm module ${module.name}, whose ${part} ${url.slice(0, 300)}`
      if (/^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//')) return [`${what} loads from outside the build`]
      const path = url.replace(/^(\.\/|\/)+/, '').split(/[?#]/)[0] ?? ''
      return has(path) ? [] : [`${what} is not in the build`]
    }),
  )
}
