import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { type StandInAsset, md5 } from './assets.js'
import type { ZipEntry } from './zip-writer.js'

/**
 * The stand-in's app build: a real, loadable PlayCanvas app, laid out as the service's static builds are (what
 * `POST /api/apps/download`'s zip holds), made from a branch's assets. Pure: the assets, scenes and engine in, the zip's
 * entries out (`readEngine` is the one read of the disk, kept apart).
 *
 * Where the layout comes from (public sources, read, not copied):
 * - playcanvas/playcanvas-rest-api-tools, `one-page.js` and `cordova-publish.js`: they download a build and rewrite its
 *   `index.html` (the `<script src="playcanvas-stable.min.js">`, `__settings__.js`, `__modules__.js`, `__start__.js`,
 *   `__loading__.js` tags, `styles.css`, `manifest.json`, `<style></style>`), `__settings__.js` (`SCENE_PATH = "…"`,
 *   `CONFIG_FILENAME = "…"`), `__start__.js` (the `PRELOAD_MODULES`/`loadModules` branch) and `config.json`
 *   (`application_properties`, `assets` whose `file.url` is `files/assets/<id>/1/<name>`, escaped, with `hash`).
 * - Builds published as they were downloaded (for example Evsikoff/knifegame: `__start__.js` for engine 2,
 *   `index.html`, `styles.css`, `config.json`; kungfooman/seemore: `__settings__.js`, `config.json`, a scene file, the
 *   `files/assets/<id>/1/<name>` tree).
 * - The engine itself (the npm package `playcanvas`, `build/playcanvas.js`): `AppBase#configure` (reads
 *   `application_properties`, `scenes`, `assets`; `scriptsOrder` first), `AppBase#preload` (every asset with
 *   `preload: true`), `ScriptHandler` (a script asset is a `<script>` tag; `.mjs` an `import()`), `createScript` /
 *   `registerScript` (into the current app's registry), `SceneRegistry#loadScene`, `Scene#applySettings` (the fields
 *   a scene's `settings.render` must hold).
 *
 * What the stand-in makes up, where the service has the Editor's data: each scene is a new Editor scene (Root, a
 * camera, a light), and its Root carries every script the branch's scripts declare (found by `createScript` /
 * `registerScript` / `scriptName` in their text, as the Editor's parse fills `data.scripts`), so a pushed script runs
 * as it would once attached in the Editor. Scripts are neither concatenated nor minified, whatever the build asked.
 */
export interface AppBuild {
  /** The app's name (the page's title, the web manifest's name). */
  name: string
  /** The scenes built, in order: the first is the one the app starts with. */
  scenes: { id: number; name: string }[]
  /** The branch's assets as they are now: each with a file lands in the build, scripts preloaded and run. */
  assets: readonly StandInAsset[]
  /** The engine's browser build (its UMD file, which defines the global `pc`). */
  engine: Buffer
  /** When the scenes were made (their `created`); default the epoch, so that a build is the same bytes every time. */
  created?: Date
}

/** The engine's file, as the service's `index.html` names it. */
export const ENGINE_FILE = 'playcanvas-stable.min.js'

/** The files every build holds besides its scenes and its assets' files. */
export const APP_FILES = [
  'index.html',
  'styles.css',
  'manifest.json',
  '__settings__.js',
  '__modules__.js',
  '__start__.js',
  '__loading__.js',
  'config.json',
  ENGINE_FILE,
] as const

/** The zip's entries: the app's files, a `<scene id>.json` per scene, and `files/assets/<id>/1/<file name>` per file. */
export function buildApp(build: AppBuild): ZipEntry[] {
  if (build.scenes.length === 0) throw new Error('A build needs at least one scene')
  const files = build.assets.filter(
    (asset): asset is StandInAsset & { file: NonNullable<StandInAsset['file']> } =>
      asset.file !== undefined && plainName(asset.file.filename),
  )
  const scripts = files.filter(asset => asset.type === 'script')
  const names = scripts.map(asset => ({ id: asset.id, names: scriptNames(asset.file.bytes.toString('utf8')) }))
  const declared = [...new Set(names.flatMap(script => script.names))]
  const sceneFile = (id: number): string => `${id}.json`
  const created = (build.created ?? new Date(0)).toISOString()

  const config = {
    application_properties: applicationProperties(scripts.map(asset => asset.id)),
    scenes: build.scenes.map(scene => ({ name: scene.name, url: sceneFile(scene.id) })),
    assets: Object.fromEntries(
      files.map(asset => [
        String(asset.id),
        {
          name: asset.name,
          type: asset.type,
          file: {
            filename: asset.file.filename,
            size: asset.file.bytes.length,
            hash: md5(asset.file.bytes),
            // Escaped, as the service writes it (one-page.js unescapes it to find the file).
            url: `files/assets/${asset.id}/1/${encodeURIComponent(asset.file.filename)}`,
          },
          data:
            asset.type === 'script'
              ? {
                  scripts: Object.fromEntries(
                    (names.find(script => script.id === asset.id)?.names ?? []).map(name => [
                      name,
                      { attributesOrder: [], attributes: {} },
                    ]),
                  ),
                  loading: false,
                  // 0: loaded by the engine as an asset (1 and 2 are tags in index.html, before or after the engine).
                  loadingType: 0,
                }
              : null,
          preload: true,
          tags: [],
          i18n: {},
          id: String(asset.id),
        },
      ]),
    ),
  }

  return [
    { name: 'index.html', data: indexHtml(build.name) },
    { name: 'styles.css', data: STYLES_CSS },
    { name: 'manifest.json', data: JSON.stringify(manifest(build.name)) },
    {
      name: '__settings__.js',
      data: settingsJs(
        sceneFile(build.scenes[0]!.id),
        scripts.map(asset => asset.id),
      ),
    },
    { name: '__modules__.js', data: MODULES_JS },
    { name: '__start__.js', data: START_JS },
    { name: '__loading__.js', data: LOADING_JS },
    { name: 'config.json', data: JSON.stringify(config) },
    ...build.scenes.map(scene => ({
      name: sceneFile(scene.id),
      data: JSON.stringify(sceneJson(scene, declared, created)),
    })),
    { name: ENGINE_FILE, data: build.engine },
    ...files.map(asset => ({ name: `files/assets/${asset.id}/1/${asset.file.filename}`, data: asset.file.bytes })),
  ]
}

let engine: { source: Buffer; version: string } | undefined

/** The engine's browser build and version, from the `playcanvas` devDependency (read once). */
export function readEngine(): { source: Buffer; version: string } {
  if (!engine) {
    // The package's exports name its build/ files, not its package.json: the version is read beside them.
    const file = createRequire(import.meta.url).resolve('playcanvas/build/playcanvas.min.js')
    const pkg = JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8')) as { version: string }
    engine = { source: readFileSync(file), version: pkg.version }
  }
  return engine
}

const engines = new Map<string, Buffer>()

/**
 * The engine as a build on `version` carries it: the devDependency's engine, its banner (the file's first comment,
 * `PlayCanvas Engine v2.23.3 revision …`) saying `version`. The stand-in has one engine and builds every version with
 * it: only the banner says which, as the service's engine file says the version it built. The same version gives the
 * same bytes (builds stay deterministic); the devDependency's own version gives its file unchanged; a version that is
 * not of a version's characters (or a banner not found) leaves the file as it is.
 */
export function engineAt(version: string): Buffer {
  const { source, version: own } = readEngine()
  if (version === own || !/^[\w.+-]{1,40}$/.test(version)) return source
  let built = engines.get(version)
  if (!built) {
    const head = source.subarray(0, 512).toString('latin1')
    const end = head.indexOf('*/')
    const at = head.indexOf(`PlayCanvas Engine v${own} `)
    if (!head.startsWith('/*') || at < 0 || at > end) return source
    const from = at + 'PlayCanvas Engine v'.length
    built = Buffer.concat([
      source.subarray(0, from),
      Buffer.from(version, 'latin1'),
      source.subarray(from + Buffer.byteLength(own, 'latin1')),
    ])
    engines.set(version, built)
  }
  return built
}

/**
 * A file name the build can hold as one path segment: what the service would have refused or renamed (a separator,
 * `.`/`..`, a control character) stays out, so that a build never holds an entry a safe unzip refuses.
 */
function plainName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name !== '' && name !== '.' && name !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(name)
}

/** The script names a script declares: `pc.createScript('x')`, `pc.registerScript(X, 'x')`, `static scriptName = 'x'`. */
export function scriptNames(text: string): string[] {
  const found = [
    ...text.matchAll(/\bcreateScript\(\s*(['"`])([^'"`\n]+)\1/g),
    ...text.matchAll(/\bregisterScript\(\s*[\w$.]+\s*,\s*(['"`])([^'"`\n]+)\1/g),
    ...text.matchAll(/\bstatic\s+scriptName\s*=\s*(['"`])([^'"`\n]+)\1/g),
  ]
  return [...new Set(found.map(match => match[2] as string))]
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/**
 * index.html: the engine and settings in the head, the rest in the body, in the service's order; the tags the
 * service's tools find by their text (one-page.js: the engine's, the stylesheet's, the manifest's, `<style></style>`,
 * the loading screen's) written as they find them.
 */
function indexHtml(name: string): string {
  return `<!doctype html>
<html>
<head>
    <meta charset='utf-8'>
    <meta name='viewport' content='width=device-width, initial-scale=1, user-scalable=no, viewport-fit=cover' />
    <link rel="stylesheet" type="text/css" href="styles.css">
    <link rel="manifest" href="manifest.json">
    <style></style>
    <title>${escapeHtml(name)}</title>
    <script src="${ENGINE_FILE}"></script>
    <script src="__settings__.js"></script>
</head>
<body>
    <script src="__modules__.js"></script>
    <script src="__start__.js"></script>
    <script src="__loading__.js"></script>
</body>
</html>
`
}

/** manifest.json: the web app manifest (the service adds the project's thumbnails as icons; the stand-in has none). */
function manifest(name: string): unknown {
  return { short_name: name, name, start_url: '', display: 'fullscreen', icons: [] }
}

/** __settings__.js: the globals __start__.js reads, by the names and in the order the service writes them. */
function settingsJs(scenePath: string, scripts: number[]): string {
  return `window.ASSET_PREFIX = "";
window.SCRIPT_PREFIX = "";
window.SCENE_PATH = ${JSON.stringify(scenePath)};
window.CONTEXT_OPTIONS = {
    'antialias': true,
    'alpha': false,
    'preserveDrawingBuffer': false,
    'deviceTypes': [\`webgl2\`, \`webgl1\`],
    'powerPreference': "default"
};
window.SCRIPTS = [ ${scripts.join(', ')} ];
window.CONFIG_FILENAME = "config.json";
window.INPUT_SETTINGS = {
    useKeyboard: true,
    useMouse: true,
    useGamepads: false,
    useTouch: true
};
pc.script.legacy = false;
window.PRELOAD_MODULES = [
];
`
}

/** config.json's application_properties: a new project's settings, and its scripts in loading order. */
function applicationProperties(scripts: number[]): unknown {
  return {
    width: 1280,
    height: 720,
    resolutionMode: 'AUTO',
    fillMode: 'FILL_WINDOW',
    useDevicePixelRatio: true,
    antiAlias: true,
    transparentCanvas: false,
    preserveDrawingBuffer: false,
    powerPreference: 'default',
    useKeyboard: true,
    useMouse: true,
    useTouch: true,
    useGamepads: false,
    useLegacyScripts: false,
    use3dPhysics: false,
    vr: false,
    maxAssetRetries: 0,
    enableSharedArrayBuffer: false,
    layers: {
      0: { name: 'World', opaqueSortMode: 2, transparentSortMode: 3 },
      1: { name: 'Depth', opaqueSortMode: 2, transparentSortMode: 3 },
      2: { name: 'Skybox', opaqueSortMode: 0, transparentSortMode: 3 },
      3: { name: 'Immediate', opaqueSortMode: 0, transparentSortMode: 3 },
      4: { name: 'UI', opaqueSortMode: 1, transparentSortMode: 1 },
    },
    layerOrder: [
      { layer: 0, transparent: false, enabled: true },
      { layer: 1, transparent: false, enabled: true },
      { layer: 2, transparent: false, enabled: true },
      { layer: 0, transparent: true, enabled: true },
      { layer: 3, transparent: false, enabled: true },
      { layer: 3, transparent: true, enabled: true },
      { layer: 4, transparent: true, enabled: true },
    ],
    batchGroups: [],
    i18nAssets: [],
    externalScripts: [],
    libraries: [],
    scripts,
    editor: {},
  }
}

/** A new Editor scene: Root (carrying the declared scripts), a camera and a directional light. */
function sceneJson(scene: { id: number; name: string }, scripts: string[], created: string): unknown {
  const guid = (n: number): string => `00000000-0000-4000-8000-${(scene.id * 16 + n).toString(16).padStart(12, '0')}`
  const [root, camera, light] = [guid(0), guid(1), guid(2)]
  const entity = (id: string, name: string, parent: string | null, children: string[], components: unknown) => ({
    name,
    tags: [],
    enabled: true,
    resource_id: id,
    parent,
    children,
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    components,
  })
  const script = {
    enabled: true,
    order: scripts,
    scripts: Object.fromEntries(scripts.map(name => [name, { enabled: true, attributes: {} }])),
  }
  return {
    name: scene.name,
    created,
    settings: {
      physics: { gravity: [0, -9.8, 0] },
      render: {
        fog: 'none',
        fog_color: [0, 0, 0],
        fog_start: 1,
        fog_end: 1000,
        fog_density: 0.01,
        global_ambient: [0.2, 0.2, 0.2],
        tonemapping: 0,
        gamma_correction: 1,
        exposure: 1,
        skybox: null,
        skyboxIntensity: 1,
        skyboxMip: 0,
        skyboxRotation: [0, 0, 0],
        lightmapSizeMultiplier: 16,
        lightmapMaxResolution: 2048,
        lightmapMode: 1,
        clusteredLightingEnabled: false,
      },
    },
    entities: {
      [root]: { ...entity(root, 'Root', null, [camera, light], scripts.length > 0 ? { script } : {}) },
      [camera]: {
        ...entity(camera, 'Camera', root, [], {
          camera: {
            enabled: true,
            clearColorBuffer: true,
            clearColor: [0.118, 0.118, 0.118, 1],
            clearDepthBuffer: true,
            projection: 0,
            fov: 45,
            orthoHeight: 4,
            nearClip: 0.1,
            farClip: 1000,
            priority: 0,
            rect: [0, 0, 1, 1],
            frustumCulling: true,
            layers: [0, 1, 2, 3, 4],
          },
        }),
        position: [0, 0, 7.5],
      },
      [light]: {
        ...entity(light, 'Light', root, [], {
          light: {
            enabled: true,
            type: 'directional',
            color: [1, 1, 1],
            intensity: 1,
            castShadows: false,
            layers: [0],
          },
        }),
        rotation: [45, 0, 0],
      },
    },
  }
}

/** styles.css: the page and the canvas in each fill mode, the loading bar, the error banner. */
const STYLES_CSS = `html,
body {
  margin: 0;
  width: 100%;
  height: 100%;
  overflow: hidden;
  background-color: #1d292c;
}
#application-canvas {
  display: block;
  position: absolute;
  inset: 0;
}
#application-canvas.fill-mode-FILL_WINDOW {
  width: 100%;
  height: 100%;
}
#application-canvas.fill-mode-KEEP_ASPECT {
  width: 100%;
  height: auto;
}
#application-canvas.fill-mode-NONE {
  margin: auto;
}
#application-canvas:focus {
  outline: none;
}
#application-splash-wrapper {
  position: absolute;
  inset: 0;
  background-color: #283538;
}
#progress-bar {
  position: absolute;
  top: 50%;
  left: 0;
  width: 0;
  height: 2px;
  background-color: #f60;
}
#application-error {
  position: fixed;
  inset: 0;
  z-index: 9999;
  padding: 1em;
  background-color: #8ce;
}
`

/** __modules__.js: `loadModules`, which __start__.js calls first when PRELOAD_MODULES lists wasm modules. */
const MODULES_JS = `// loadModules(modules, urlPrefix, done): each wasm module of PRELOAD_MODULES configured under urlPrefix, those not
// marked preload: false loaded, then done() (always asynchronously).
window.loadModules = function (modules, urlPrefix, done) {
    var wanted = modules.filter(function (module) { return module.preload !== false; });
    modules.forEach(function (module) {
        pc.WasmModule.setConfig(module.moduleName, {
            glueUrl: urlPrefix + module.glueUrl,
            wasmUrl: urlPrefix + module.wasmUrl,
            fallbackUrl: urlPrefix + module.fallbackUrl
        });
    });
    if (wanted.length === 0) {
        setTimeout(done);
        return;
    }
    var left = wanted.length;
    wanted.forEach(function (module) {
        pc.WasmModule.getInstance(module.moduleName, function () {
            if (--left === 0) done();
        });
    });
};
`

/**
 * __start__.js: the steps of the engine-2 file the service writes, in its order and with its globals, in fewer lines:
 * the canvas (`application-canvas`, and `window.pcBootstrap`, which the real file leaves for apps to change the
 * reflow), `new pc.AppBase(canvas)`, the graphics device CONTEXT_OPTIONS asks for, `app.init` with the engine's
 * component systems and resource handlers, input as INPUT_SETTINGS says, ASSET_PREFIX, SCRIPT_PREFIX and SCRIPTS; then
 * PRELOAD_MODULES (`loadModules`), `app.configure(CONFIG_FILENAME)`, `app.preload`, `app.scenes.loadScene(SCENE_PATH)`,
 * `app.start()`. Left out: the real file's iOS work-arounds and area light tables.
 */
const START_JS = `(function () {
    'use strict';

    // The canvas, and how it follows the window.
    var pcBootstrap = {
        reflowHandler: null,
        createCanvas: function () {
            var canvas = document.createElement('canvas');
            canvas.id = 'application-canvas';
            canvas.tabIndex = 0;
            canvas.onselectstart = function () { return false; };
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

    var canvas = pcBootstrap.createCanvas();
    var app = new pc.AppBase(canvas);

    var COMPONENT_SYSTEMS = ['RigidBody', 'Collision', 'Joint', 'Animation', 'Anim', 'Model', 'Render', 'Camera',
        'Light', 'Script', 'Sound', 'AudioListener', 'ParticleSystem', 'Screen', 'Element', 'Button', 'ScrollView',
        'Scrollbar', 'Sprite', 'LayoutGroup', 'LayoutChild', 'Zone', 'GSplat'];
    var RESOURCE_HANDLERS = ['Render', 'Animation', 'AnimClip', 'AnimStateGraph', 'Model', 'Material', 'Texture',
        'Text', 'Json', 'Audio', 'Script', 'Scene', 'Cubemap', 'Html', 'Css', 'Shader', 'Hierarchy', 'Folder', 'Font',
        'Binary', 'TextureAtlas', 'Sprite', 'Template', 'Container', 'GSplat'];
    // Those this engine has (a name an engine version lacks is left out, not an error).
    var present = function (names, suffix) {
        return names.map(function (name) { return pc[name + suffix]; }).filter(Boolean);
    };

    function fail(what, error) {
        console.error(what, error);
        var banner = document.createElement('div');
        banner.id = 'application-error';
        banner.textContent = what + ' ' + error;
        document.body.appendChild(banner);
    }

    function createDevice() {
        var context = window.CONTEXT_OPTIONS || {};
        var prefix = window.ASSET_PREFIX ? window.ASSET_PREFIX.replace(/\\/$/, '') + '/' : '';
        return pc.createGraphicsDevice(canvas, {
            deviceTypes: (context.deviceTypes || []).concat(['webgl']),
            glslangUrl: prefix + 'glslang.js',
            twgslUrl: prefix + 'twgsl.js',
            powerPreference: context.powerPreference,
            antialias: context.antialias !== false,
            alpha: context.alpha === true,
            preserveDrawingBuffer: !!context.preserveDrawingBuffer
        });
    }

    function init(device) {
        var input = window.INPUT_SETTINGS;
        var options = new pc.AppOptions();
        options.graphicsDevice = device;
        options.componentSystems = present(COMPONENT_SYSTEMS, 'ComponentSystem');
        options.resourceHandlers = present(RESOURCE_HANDLERS, 'Handler');
        options.elementInput = new pc.ElementInput(canvas, { useMouse: input.useMouse, useTouch: input.useTouch });
        options.keyboard = input.useKeyboard ? new pc.Keyboard(window) : null;
        options.mouse = input.useMouse ? new pc.Mouse(canvas) : null;
        options.gamepads = input.useGamepads ? new pc.GamePads() : null;
        options.touch = input.useTouch && pc.platform.touch ? new pc.TouchDevice(canvas) : null;
        options.assetPrefix = window.ASSET_PREFIX || '';
        options.scriptPrefix = window.SCRIPT_PREFIX || '';
        options.scriptsOrder = window.SCRIPTS || [];
        options.soundManager = new pc.SoundManager();
        options.lightmapper = pc.Lightmapper;
        options.batchManager = pc.BatchManager;
        options.xr = pc.XrManager;
        app.init(options);
    }

    // config.json, then every preloaded asset (a script runs as it loads), then the first scene, then the frames.
    function configure() {
        app.configure(window.CONFIG_FILENAME, function (error) {
            if (error) return fail('Could not read ' + window.CONFIG_FILENAME + ':', error);
            canvas.classList.add('fill-mode-' + app.fillMode);
            setTimeout(function () {
                pcBootstrap.reflow(app, canvas);
                pcBootstrap.reflowHandler = function () { pcBootstrap.reflow(app, canvas); };
                window.addEventListener('resize', pcBootstrap.reflowHandler, false);
                window.addEventListener('orientationchange', pcBootstrap.reflowHandler, false);
                app.preload(function () {
                    app.scenes.loadScene(window.SCENE_PATH, function (error) {
                        if (error) return fail('Could not load the scene ' + window.SCENE_PATH + ':', error);
                        app.start();
                    });
                });
            });
        });
    }

    createDevice().then(function (device) {
        try {
            init(device);
        } catch (error) {
            return fail('Could not initialize the application:', error);
        }
        if (window.PRELOAD_MODULES.length) {
            loadModules(window.PRELOAD_MODULES, window.ASSET_PREFIX, configure);
        } else {
            configure();
        }
    }, function (error) {
        fail('Could not create a graphics device:', error);
    });
})();
`

/** __loading__.js: the loading screen, a bar that follows the preload and is gone when the app starts. */
const LOADING_JS = `pc.script.createLoadingScreen(function (app) {
    var screen = document.createElement('div');
    screen.id = 'application-splash-wrapper';
    var bar = document.createElement('div');
    bar.id = 'progress-bar';
    screen.appendChild(bar);
    document.body.appendChild(screen);

    app.on('preload:progress', function (value) {
        bar.style.width = Math.round(Math.min(1, Math.max(0, value)) * 100) + '%';
    });
    app.on('start', function () {
        screen.remove();
    });
});
`
