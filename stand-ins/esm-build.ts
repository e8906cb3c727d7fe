import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { APP_FILES, ENGINE_FILE, buildApp } from './app-build.js'
import type { StandInAsset } from './assets.js'

/**
 * The service's build of a project whose scripts are ES modules (ESM scripts, `.mjs`): the same config.json, scenes
 * and `files/assets/<id>/1/<name>` tree as app-build.ts's classic build, in the start-up layout the service writes for
 * such a project. Pure but for the engine's file, read once.
 *
 * Where the layout comes from (public builds downloaded from the service and committed as they were, read, not
 * copied; and the manual's "ESM Scripts" pages):
 * - `index.html`: an inline `<script type="importmap">` in the head mapping `playcanvas` to the build's engine (and,
 *   here, a folder of the project's own, `@game/`, as a project may add), and one
 *   `<script type="module" src="./js/index.mjs">` in the body.
 * - `js/index.mjs`: imports what it uses from `./playcanvas-stable.min.mjs`, `loadModules` from `./__modules__.mjs`
 *   and the settings from `./__settings__.mjs`, by relative path; `new AppBase(canvas)`, `app.init`, an async
 *   `main()` (the device, `loadModules`, then configure → preload → loadScene → start); `import('./__loading__.mjs')`
 *   once the app exists; last, `window.pc = ` the engine's namespace.
 * - `js/__settings__.mjs`: `ASSET_PREFIX`, `SCRIPT_PREFIX`, `SCENE_PATH`, `CONTEXT_OPTIONS`, `SCRIPTS`,
 *   `CONFIG_FILENAME`, `INPUT_SETTINGS`, `PRELOAD_MODULES` as exported constants; `script.legacy = false`.
 * - Script assets at `js/esm-scripts/<the asset's folders>/<name>.mjs`, named so in config.json; the engine
 *   `import()`s each by an address it makes from the page's (ScriptHandler#_loadModule). The service rewrites a
 *   script's `from 'playcanvas'` to the engine by relative path (`'../../playcanvas-stable.min.mjs'`).
 * - The engine: the `playcanvas` devDependency's `build/playcanvas.min.mjs`, as `js/playcanvas-stable.min.mjs`.
 */

/** The engine's module, as the service names it. */
export const ENGINE_MODULE = 'js/playcanvas-stable.min.mjs'
/** Where a project's ESM scripts are. */
export const ESM_SCRIPTS = 'js/esm-scripts'

/** What a test gives the ESM build, and breaks it with. */
export interface EsmChanges {
  /** The project's ESM scripts by their path under `js/esm-scripts/` (`game/player.mjs`): each a script asset. */
  modules?: Record<string, string>
  /** Modules of `modules` the engine does not preload (their asset's preload is off): loaded by `import()` only. */
  lazy?: string[]
  /** Classic scripts beside them, by file name: a project may mix the two. */
  scripts?: Record<string, string>
  /** Other assets (a texture, a JSON), by file name: in the build and preloaded. */
  assets?: Record<string, { type: string; bytes: Buffer }>
  /** A file of the build rewritten, by its path in the build. */
  edit?: Record<string, (text: string) => string>
  /** Files of the build removed after it was made, by their paths. */
  remove?: string[]
}

/** A module's path in the build (`js/esm-scripts/game/player.mjs`). */
export const modulePath = (path: string): string => `${ESM_SCRIPTS}/${path}`

/** Writes the ESM build of a one-scene project into `dir`, changed. */
export function writeEsmApp(dir: string, changes: EsmChanges = {}): string {
  for (const { name, data } of esmEntries(changes)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), data)
  }
  return dir
}

/** The ESM build of a one-scene project, changed, as a build's zip holds it (a stand-in API's `appZip`). */
export function esmEntries(changes: EsmChanges = {}): { name: string; data: Buffer | string }[] {
  const modules = Object.entries(changes.modules ?? {})
  const assets: StandInAsset[] = [
    ...modules.map(([path, source], index) => ({
      id: 101 + index,
      name: path.split('/').pop() ?? path,
      type: 'script',
      parent: null,
      file: { filename: path.split('/').pop() ?? path, bytes: Buffer.from(source) },
    })),
    ...Object.entries(changes.scripts ?? {}).map(([name, source], index) => ({
      id: 151 + index,
      name,
      type: 'script',
      parent: null,
      file: { filename: name, bytes: Buffer.from(source) },
    })),
    ...Object.entries(changes.assets ?? {}).map(([name, asset], index) => ({
      id: 201 + index,
      name,
      type: asset.type,
      parent: null,
      file: { filename: name, bytes: asset.bytes },
    })),
  ]
  const entries = buildApp({ name: 'game', scenes: [{ id: 1, name: 'Main' }], assets, engine: Buffer.alloc(0) })
  // The classic start-up's files give way to the modules'; the rest (config.json, the scenes, the assets) is the same.
  const classic = new Set<string>(['index.html', ENGINE_FILE, ...APP_FILES.filter(name => /^__.*\.js$/.test(name))])
  const files = new Map<string, Buffer | string>()
  for (const entry of entries) if (!classic.has(String(entry.name))) files.set(String(entry.name), entry.data ?? '')

  // The modules where the service puts them, and config.json naming them there.
  const config = JSON.parse(String(files.get('config.json'))) as {
    assets: Record<string, { preload: boolean; file: { url: string } }>
  }
  const scriptIds = modules.map((_, index) => 101 + index)
  for (const [index, [path, source]] of modules.entries()) {
    const id = 101 + index
    const asset = config.assets[String(id)]
    if (!asset) throw new Error(`config.json has no asset ${id}`)
    files.delete(`files/assets/${id}/1/${path.split('/').pop()}`)
    files.set(modulePath(path), source)
    asset.file.url = `./${modulePath(path)}`
    if (changes.lazy?.includes(path)) asset.preload = false
  }
  files.set('config.json', JSON.stringify(config))
  files.set('index.html', INDEX_HTML)
  files.set('js/index.mjs', INDEX_MJS)
  files.set(
    'js/__settings__.mjs',
    settingsMjs([...scriptIds, ...Object.keys(changes.scripts ?? {}).map((_, index) => 151 + index)]),
  )
  files.set('js/__modules__.mjs', MODULES_MJS)
  files.set('js/__loading__.mjs', LOADING_MJS)
  files.set(ENGINE_MODULE, readEngineModule())

  for (const [path, edit] of Object.entries(changes.edit ?? {})) {
    const text = String(files.get(path) ?? '')
    const edited = edit(text)
    if (edited === text) throw new Error(`The edit of ${path} changed nothing`)
    files.set(path, edited)
  }
  for (const path of changes.remove ?? [])
    if (!files.delete(path)) throw new Error(`The build has no ${path} to remove`)
  return [...files].map(([name, data]) => ({ name, data }))
}

let engine: Buffer | undefined

/** The engine's ES module build, from the `playcanvas` devDependency (read once). */
export function readEngineModule(): Buffer {
  engine ??= readFileSync(createRequire(import.meta.url).resolve('playcanvas/build/playcanvas.min.mjs'))
  return engine
}

const INDEX_HTML = `<!doctype html>
<html>
<head>
    <meta charset='utf-8'>
    <meta name='viewport' content='width=device-width, initial-scale=1, user-scalable=no, viewport-fit=cover' />
    <link rel="stylesheet" type="text/css" href="styles.css">
    <style></style>
    <title>game</title>
    <script type="importmap">
    {
        "imports": {
            "playcanvas": "./${ENGINE_MODULE}",
            "@game/": "./${ESM_SCRIPTS}/game/"
        }
    }
    </script>
</head>
<body>
    <script type='module' src="./js/index.mjs"></script>
</body>
</html>
`

function settingsMjs(scripts: number[]): string {
  return `import { script } from './playcanvas-stable.min.mjs';

const ASSET_PREFIX = "";
const SCRIPT_PREFIX = "";
const SCENE_PATH = "1.json";
const CONTEXT_OPTIONS = {
    'antialias': true,
    'alpha': false,
    'preserveDrawingBuffer': false,
    'deviceTypes': [\`webgl2\`, \`webgl1\`],
    'powerPreference': "default"
};
const SCRIPTS = [ ${scripts.join(', ')} ];
const CONFIG_FILENAME = "config.json";
const INPUT_SETTINGS = {
    useKeyboard: true,
    useMouse: true,
    useGamepads: false,
    useTouch: true
};
const PRELOAD_MODULES = [];
script.legacy = false;

export { ASSET_PREFIX, CONFIG_FILENAME, CONTEXT_OPTIONS, INPUT_SETTINGS, PRELOAD_MODULES, SCENE_PATH, SCRIPTS, SCRIPT_PREFIX };
`
}

/** `loadModules`: each wasm module of PRELOAD_MODULES configured under the prefix and, unless not preloaded, loaded. */
const MODULES_MJS = `import { WasmModule } from './playcanvas-stable.min.mjs';

const loadModules = (modules, urlPrefix) => Promise.all(modules.map(module => {
    WasmModule.setConfig(module.moduleName, {
        glueUrl: urlPrefix + module.glueUrl,
        wasmUrl: urlPrefix + module.wasmUrl,
        fallbackUrl: urlPrefix + module.fallbackUrl
    });
    if (module.preload === false) return undefined;
    return new Promise(resolve => WasmModule.getInstance(module.moduleName, () => resolve()));
}));

export { loadModules };
`

/** The loading screen, made as the module is imported (index.mjs imports it once the app exists). */
const LOADING_MJS = `import { script } from './playcanvas-stable.min.mjs';

script.createLoadingScreen((app) => {
    const screen = document.createElement('div');
    screen.id = 'application-splash-wrapper';
    const bar = document.createElement('div');
    bar.id = 'progress-bar';
    screen.appendChild(bar);
    document.body.appendChild(screen);
    app.on('preload:progress', (value) => {
        bar.style.width = Math.round(Math.min(1, Math.max(0, value)) * 100) + '%';
    });
    app.on('start', () => screen.remove());
});
`

/** The start-up: app-build.ts's __start__.js steps, written as the service writes them for an ESM project. */
const INDEX_MJS = `import * as playcanvasStable_min from './playcanvas-stable.min.mjs';
import { AppBase, AppOptions, createGraphicsDevice, ElementInput, Keyboard, Mouse, GamePads, TouchDevice, platform,
    SoundManager, Lightmapper, BatchManager, XrManager, RenderComponentSystem, CameraComponentSystem,
    LightComponentSystem, ScriptComponentSystem, SoundComponentSystem, AudioListenerComponentSystem,
    RenderHandler, MaterialHandler, TextureHandler, TextHandler, JsonHandler, AudioHandler, ScriptHandler,
    SceneHandler, CubemapHandler, FolderHandler, BinaryHandler, ContainerHandler } from './playcanvas-stable.min.mjs';
import { loadModules } from './__modules__.mjs';
import { PRELOAD_MODULES, ASSET_PREFIX, CONTEXT_OPTIONS, INPUT_SETTINGS, SCRIPT_PREFIX, SCRIPTS, CONFIG_FILENAME,
    SCENE_PATH } from './__settings__.mjs';

const pcBootstrap = {
    reflowHandler: null,
    createCanvas: function () {
        const canvas = document.createElement('canvas');
        canvas.setAttribute('id', 'application-canvas');
        canvas.setAttribute('tabindex', 0);
        canvas.onselectstart = () => false;
        document.body.appendChild(canvas);
        return canvas;
    },
    reflow: function (app, canvas) {
        canvas.style.width = '';
        canvas.style.height = '';
        app.resizeCanvas(canvas.width, canvas.height);
    }
};
window.pcBootstrap = pcBootstrap;

const canvas = pcBootstrap.createCanvas();
const app = new AppBase(canvas);

function displayError(text) {
    const div = document.createElement('div');
    div.id = 'application-error';
    div.textContent = text;
    document.body.appendChild(div);
}

function createLocalGraphicsDevice() {
    const deviceOptions = CONTEXT_OPTIONS ?? {};
    return createGraphicsDevice(canvas, {
        deviceTypes: [...deviceOptions.deviceTypes, 'webgl'],
        glslangUrl: 'glslang.js',
        twgslUrl: 'twgsl.js',
        powerPreference: deviceOptions.powerPreference,
        antialias: deviceOptions.antialias !== false,
        alpha: deviceOptions.alpha === true,
        preserveDrawingBuffer: !!deviceOptions.preserveDrawingBuffer
    });
}

function initApp(device) {
    try {
        const createOptions = new AppOptions();
        createOptions.graphicsDevice = device;
        createOptions.componentSystems = [RenderComponentSystem, CameraComponentSystem, LightComponentSystem,
            ScriptComponentSystem, SoundComponentSystem, AudioListenerComponentSystem];
        createOptions.resourceHandlers = [RenderHandler, MaterialHandler, TextureHandler, TextHandler, JsonHandler,
            AudioHandler, ScriptHandler, SceneHandler, CubemapHandler, FolderHandler, BinaryHandler, ContainerHandler];
        createOptions.elementInput = new ElementInput(canvas, { useMouse: INPUT_SETTINGS.useMouse, useTouch: INPUT_SETTINGS.useTouch });
        createOptions.keyboard = INPUT_SETTINGS.useKeyboard ? new Keyboard(window) : null;
        createOptions.mouse = INPUT_SETTINGS.useMouse ? new Mouse(canvas) : null;
        createOptions.gamepads = INPUT_SETTINGS.useGamepads ? new GamePads() : null;
        createOptions.touch = INPUT_SETTINGS.useTouch && platform.touch ? new TouchDevice(canvas) : null;
        createOptions.assetPrefix = ASSET_PREFIX ?? '';
        createOptions.scriptPrefix = SCRIPT_PREFIX ?? '';
        createOptions.scriptsOrder = SCRIPTS ?? [];
        createOptions.soundManager = new SoundManager();
        createOptions.lightmapper = Lightmapper;
        createOptions.batchManager = BatchManager;
        createOptions.xr = XrManager;
        app.init(createOptions);
        return true;
    } catch (e) {
        displayError('Could not initialize application. Error: ' + e);
        console.error(e);
        return false;
    }
}

function configure() {
    app.configure(CONFIG_FILENAME, (err) => {
        if (err) {
            console.error(err);
            return;
        }
        canvas.classList.add('fill-mode-' + app.fillMode);
        setTimeout(() => {
            pcBootstrap.reflow(app, canvas);
            pcBootstrap.reflowHandler = () => pcBootstrap.reflow(app, canvas);
            window.addEventListener('resize', pcBootstrap.reflowHandler, false);
            window.addEventListener('orientationchange', pcBootstrap.reflowHandler, false);
            app.preload(() => {
                app.scenes.loadScene(SCENE_PATH, (err) => {
                    if (err) {
                        console.error(err);
                        return;
                    }
                    app.start();
                });
            });
        });
    });
}

async function main() {
    try {
        const device = await createLocalGraphicsDevice();
        if (initApp(device)) {
            await loadModules(PRELOAD_MODULES, ASSET_PREFIX);
            configure();
        }
    } catch (e) {
        console.error('Device creation error:', e);
    }
}
main();
// The loading screen is made as its module is imported, which needs the app.
import('./__loading__.mjs');
window.pc = playcanvasStable_min;
`
