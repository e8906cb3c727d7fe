import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ENGINE_FILE } from './app-build.js'
import { type AppChanges, changeFiles, writeApp } from './app-folder.js'

/**
 * The service's download of a project on engine 1 (1.37.1, the `playcanvas-1` devDependency): app-build.ts's build,
 * with what an engine-1 download has of its own in place of the engine-2 files. What stays app-build.ts's is what the
 * engine reads the same way: `index.html` (the engine, then `__settings__.js` in the head; `__modules__.js`,
 * `__start__.js`, `__loading__.js` in the body, and the empty `<style></style>` the start-up writes its CSS into),
 * `config.json`, the scene, `files/assets/<id>/1/<name>`, `__loading__.js` (`pc.script.createLoadingScreen`, which
 * 1.37.1 has), and `__modules__.js`, which `__start__.js` calls only when `PRELOAD_MODULES` lists a module (it never
 * does here: the stand-in's has engine 2's `pc.WasmModule`, which 1.37.1 lacks).
 *
 * What differs, and where it comes from (public sources, read, not copied):
 * - The engine: `build/playcanvas.min.js` of the npm package `playcanvas@1.37.1`, as `playcanvas-stable.min.js`. Its
 *   `build/playcanvas.js` says what the start-up below may call: `new pc.Application(canvas, options)` (no `AppBase`;
 *   it makes its graphics device itself from `graphicsDeviceOptions`, WebGL 2 first unless `preferWebGl2` is false,
 *   and throws when it can make none), `app.configure`, `app.preload`, `app.loadScene` (which hands on to
 *   `app.scenes.loadScene`), `app.start`.
 * - `__settings__.js`: the globals of engine-1 downloads, bare (`ASSET_PREFIX = "";`, no `window.`), with
 *   `'preferWebGl2': true` where engine 2's have `deviceTypes`: downloads people committed (rgsaura/VR_showroom,
 *   weblabsaus/venge.io's `__settings__.js`), and playcanvas/playcanvas-rest-api-tools' `one-page.js` of January 2021,
 *   whose regular expressions find `SCENE_PATH = "…";` and `CONFIG_FILENAME = "…"` without `window.`.
 * - `__start__.js`: the start-up of that era, in its order and with its calls, in its style (ES5, sloppy mode, the
 *   settings read as bare globals): the canvas (`application-canvas`), the input devices as INPUT_SETTINGS says,
 *   `new pc.Application(canvas, { elementInput, keyboard, mouse, gamepads, touch, graphicsDeviceOptions:
 *   CONTEXT_OPTIONS, assetPrefix, scriptPrefix, scriptsOrder: SCRIPTS })` in a try whose catch shows an error
 *   (`pc.UnsupportedBrowserError`, `pc.ContextCreationError`, anything else), then `app.configure(CONFIG_FILENAME, …)`,
 *   the canvas's CSS, a first reflow after a timeout, `app.preload(…)`, `app.loadScene(SCENE_PATH, …)`, `app.start()`;
 *   `loadModules` first when PRELOAD_MODULES lists any. Read in yaustar/config-json-example's `__start__.js` (a
 *   download committed by the author of `one-page.js`, its scene variable renamed there) and weblabsaus/venge.io's
 *   (the same steps, reformatted); dated by `one-page.js` (January to September 2021), whose patches find its `var
 *   reflow = function () {…}` with `app.resizeCanvas(canvas.width, canvas.height)` before the style reset, and its `if
 *   (PRELOAD_MODULES.length > 0) {…}`. Later engine-1 downloads moved the canvas and reflow into `window.pcBootstrap`
 *   (`one-page.js`'s patch changed for it in September 2021) and then called `app.scenes.loadScene`:
 *   rgsaura/VR_showroom's `__start__.js`.
 */

/** The engine 1 release these builds run, and its browser build (read once). */
let engine1: { source: Buffer; version: string } | undefined

/** The engine-1 browser build and version, from the `playcanvas-1` devDependency (`npm:playcanvas@1.37.1`). */
export function readEngine1(): { source: Buffer; version: string } {
  if (!engine1) {
    const file = createRequire(import.meta.url).resolve('playcanvas-1/build/playcanvas.min.js')
    const pkg = JSON.parse(readFileSync(join(dirname(file), '..', 'package.json'), 'utf8')) as { version: string }
    engine1 = { source: readFileSync(file), version: pkg.version }
  }
  return engine1
}

/** The engine 1 version the build runs (`1.37.1`), as `pc.version` says it in the page. */
export const engine1Version = (): string => readEngine1().version

/**
 * Writes the stand-in's build of a one-scene project on engine 1 into `dir`, changed as `changes` says (the same
 * changes as writeApp's: `edit` and `remove` act on the engine-1 files).
 */
export function writeEngine1App(dir: string, changes: AppChanges = {}): string {
  writeApp(dir, { scripts: changes.scripts, assets: changes.assets })
  // The scene file and the scripts' order as app-build.ts wrote them for engine 2, written again as engine 1's.
  const settings2 = readFileSync(join(dir, '__settings__.js'), 'utf8')
  const scenePath = /^window\.SCENE_PATH = ("[^"\n]*");$/m.exec(settings2)?.[1]
  const scripts = /^window\.SCRIPTS = \[([\d, ]*)\];$/m.exec(settings2)?.[1]
  if (scenePath === undefined || scripts === undefined)
    throw new Error(
      "app-build.ts's __settings__.js no longer names SCENE_PATH and SCRIPTS as engine1-build.ts reads them",
    )
  writeFileSync(join(dir, ENGINE_FILE), readEngine1().source)
  writeFileSync(join(dir, '__settings__.js'), settingsJs(scenePath, scripts.trim()))
  writeFileSync(join(dir, '__start__.js'), START_JS)
  return changeFiles(dir, changes)
}

/** __settings__.js as engine-1 downloads have it: bare globals, `preferWebGl2` for the device. */
function settingsJs(scenePath: string, scripts: string): string {
  return `ASSET_PREFIX = "";
SCRIPT_PREFIX = "";
SCENE_PATH = ${scenePath};
CONTEXT_OPTIONS = {
    'antialias': true,
    'alpha': false,
    'preserveDrawingBuffer': false,
    'preferWebGl2': true,
    'powerPreference': "default"
};
SCRIPTS = [ ${scripts} ];
CONFIG_FILENAME = "config.json";
INPUT_SETTINGS = {
    useKeyboard: true,
    useMouse: true,
    useGamepads: false,
    useTouch: true
};
pc.script.legacy = false;
PRELOAD_MODULES = [
];
`
}

/** __start__.js of an engine-1 download (see the file's comment), in fewer lines: no iOS work-arounds. */
const START_JS = `(function () {
    var canvas, devices, app;

    function createCanvas() {
        var element = document.createElement('canvas');
        element.setAttribute('id', 'application-canvas');
        element.setAttribute('tabindex', 0);
        element.onselectstart = function () { return false; };
        document.body.appendChild(element);
        return element;
    }

    function createInputDevices(element) {
        return {
            elementInput: new pc.ElementInput(element, {
                useMouse: INPUT_SETTINGS.useMouse,
                useTouch: INPUT_SETTINGS.useTouch
            }),
            keyboard: INPUT_SETTINGS.useKeyboard ? new pc.Keyboard(window) : null,
            mouse: INPUT_SETTINGS.useMouse ? new pc.Mouse(element) : null,
            gamepads: INPUT_SETTINGS.useGamepads ? new pc.GamePads() : null,
            touch: INPUT_SETTINGS.useTouch && pc.platform.touch ? new pc.TouchDevice(element) : null
        };
    }

    // The fill mode's class, and KEEP_ASPECT's rule for a window wider than the app, in the page's <style>.
    function configureCss(fillMode, width, height) {
        canvas.classList.add('fill-mode-' + fillMode);
        var style = document.head.querySelector('style');
        if (style) {
            style.innerHTML += '@media screen and (min-aspect-ratio: ' + width + '/' + height + ') {' +
                ' #application-canvas.fill-mode-KEEP_ASPECT { width: auto; height: 100%; margin: 0 auto; } }';
        }
    }

    function reflow() {
        app.resizeCanvas(canvas.width, canvas.height);
        canvas.style.width = '';
        canvas.style.height = '';
    }

    function displayError(text) {
        var banner = document.createElement('div');
        banner.id = 'application-error';
        banner.textContent = text;
        document.body.appendChild(banner);
    }

    canvas = createCanvas();
    devices = createInputDevices(canvas);

    try {
        app = new pc.Application(canvas, {
            elementInput: devices.elementInput,
            keyboard: devices.keyboard,
            mouse: devices.mouse,
            gamepads: devices.gamepads,
            touch: devices.touch,
            graphicsDeviceOptions: window.CONTEXT_OPTIONS,
            assetPrefix: window.ASSET_PREFIX || "",
            scriptPrefix: window.SCRIPT_PREFIX || "",
            scriptsOrder: window.SCRIPTS || []
        });
    } catch (e) {
        if (e instanceof pc.UnsupportedBrowserError) {
            displayError('This page requires a browser that supports WebGL.');
        } else if (e instanceof pc.ContextCreationError) {
            displayError("It doesn't appear your computer can support WebGL.");
        } else {
            displayError('Could not initialize application. Error: ' + e);
        }
        return;
    }

    // config.json, then every preloaded asset (a script runs as it loads), then the first scene, then the frames.
    function configure() {
        app.configure(CONFIG_FILENAME, function (err) {
            if (err) {
                console.error(err);
            }
            configureCss(app._fillMode, app._width, app._height);
            setTimeout(function () {
                reflow();
                window.addEventListener('resize', reflow, false);
                window.addEventListener('orientationchange', reflow, false);
                app.preload(function (err) {
                    if (err) {
                        console.error(err);
                    }
                    app.loadScene(SCENE_PATH, function (err, scene) {
                        if (err) {
                            console.error(err);
                        }
                        app.start();
                    });
                });
            });
        });
    }

    if (PRELOAD_MODULES.length > 0) {
        loadModules(PRELOAD_MODULES, ASSET_PREFIX, configure);
    } else {
        configure();
    }
})();
`
