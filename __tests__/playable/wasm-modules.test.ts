import { describe, expect, it } from '@jest/globals'
import { isSettingsFile, listedModules, moduleFallbacks, moduleRefusals } from '../../src/playable/wasm-modules.js'

// As the service writes __settings__.js (read in published builds: single quotes, a trailing comma).
const SERVICE = `pc.script.legacy = false;
window.PRELOAD_MODULES = [
    {'moduleName' : 'Ammo', 'glueUrl' : 'files/assets/120163247/1/ammo.wasm.js', 'wasmUrl' : 'files/assets/120163246/1/ammo.wasm.wasm', 'fallbackUrl' : 'files/assets/120163248/1/ammo.js', 'preload' : true},
];
var loadModules = function (modules, urlPrefix, doneCallback) { if (x[0]) {} };
`

describe("moduleFallbacks: each listed module's asm.js fallback", () => {
  it("reads fallbackUrl by the module's name, and none where it is empty or missing", () => {
    expect(moduleFallbacks(SERVICE)).toEqual([{ name: 'Ammo', fallback: 'files/assets/120163248/1/ammo.js' }])
    expect(
      moduleFallbacks(
        `PRELOAD_MODULES = [{"moduleName":"BASIS","glueUrl":"b.js","wasmUrl":"b.wasm","fallbackUrl":""},{"moduleName":"X","glueUrl":"x.js","wasmUrl":"x.wasm"}];`,
      ),
    ).toEqual([])
  })
})

describe('listedModules: PRELOAD_MODULES, as the service writes it', () => {
  it("reads the service's objects of single-quoted strings, and JSON's", () => {
    expect(listedModules(SERVICE)).toEqual([
      {
        name: 'Ammo',
        glue: 'files/assets/120163247/1/ammo.wasm.js',
        wasm: 'files/assets/120163246/1/ammo.wasm.wasm',
      },
    ])
    const esm = `export const PRELOAD_MODULES = [{"moduleName":"BASIS","glueUrl":"files/b.js","wasmUrl":"files/b.wasm","preload":false}];`
    expect(listedModules(esm)).toEqual([{ name: 'BASIS', glue: 'files/b.js', wasm: 'files/b.wasm' }])
  })

  it('finds none in an empty list, without the name, or in an object missing a file', () => {
    expect(listedModules('window.PRELOAD_MODULES = [\n];')).toEqual([])
    expect(listedModules('window.ASSET_PREFIX = "";')).toEqual([])
    expect(listedModules("PRELOAD_MODULES = [{'moduleName': 'Ammo', 'glueUrl': 'a.js'}];")).toEqual([])
  })

  it('knows the settings files of both layouts', () => {
    expect(['__settings__.js', 'js/__settings__.mjs', 'a__settings__.js', 'settings.js'].map(isSettingsFile)).toEqual([
      true,
      true,
      false,
      false,
    ])
  })
})

describe("moduleRefusals: what the page could not answer of a module's files", () => {
  const modules = listedModules(SERVICE)
  it('names a glue or wasm the build does not hold; not the asm.js fallback, which nothing asks for', () => {
    const held = new Set(['files/assets/120163247/1/ammo.wasm.js'])
    expect(moduleRefusals('__settings__.js', modules, path => held.has(path))).toEqual([
      '__settings__.js lists the wasm module Ammo, whose wasm files/assets/120163246/1/ammo.wasm.wasm is not in the build',
    ])
    const all = new Set([...held, 'files/assets/120163246/1/ammo.wasm.wasm'])
    expect(moduleRefusals('__settings__.js', modules, path => all.has(path))).toEqual([])
  })

  it('refuses a module from another host, and reads ./ and a query as the page does', () => {
    const remote = [{ name: 'Draco', glue: 'https://cdn.example/draco.js', wasm: './files/d.wasm?v=2' }]
    expect(moduleRefusals('js/__settings__.mjs', remote, path => path === 'files/d.wasm')).toEqual([
      'js/__settings__.mjs lists the wasm module Draco, whose glue https://cdn.example/draco.js loads from outside the build',
    ])
  })
})
