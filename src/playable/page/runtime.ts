import type { Glue } from '../networks.js'
import type { PageConfig, playableRuntime as declared } from './config.js'

// This file runs in the page, not in Node: ../runtime.ts writes `playableRuntime`'s own text into the page's first
// <script>, so that the runtime is linted, typed against the DOM (this folder's tsconfig.json) and measured in the
// browser (__tests__/e2e/playable-runtime.test.ts) like the rest, instead of living as text in a template string.
// Hence its one rule: the function's body names nothing outside itself but the page's globals (the bundle minifies
// it, so no name in it may matter either), and its syntax is ES2019's, which ../runtime.ts's test checks (no `?.`
// nor `??`: TypeScript's target, ES2022, leaves them as they are for the ad's browser to parse).

/** What Node's side declares of this function (config.ts) is what it is: a type error here otherwise. */
type Holds<T extends true> = T
export type AsDeclared = Holds<typeof playableRuntime extends typeof declared ? true : false>

/** A file of the build as the page holds it: base64 until its bytes are first asked for. */
interface PageFile {
  path: string
  type: string
  data: string
  bytes: Uint8Array<ArrayBuffer> | null
  module: boolean
}

/** A row of the files' element (write-package.ts): path, type, encoding, base64, 1 for an ES module. */
type Row = [path: string, type: string, encoding: 'b64' | 'gz', data: string, module: 0 | 1]

/** An import map as the build wrote it (its JSON, unchecked). */
interface ImportMap {
  imports?: Record<string, unknown>
  scopes?: Record<string, Record<string, unknown>>
}

interface Mraid {
  getState(): string
  isViewable?(): boolean
  addEventListener(event: string, listener: (value?: unknown) => void): void
  removeEventListener?(event: string, listener: (value?: unknown) => void): void
  open(url: string): void
}

/** The browser's request class, as the runtime wraps it (found by name at run time, below). */
interface RequestClass {
  prototype: { open(...args: unknown[]): void }
}

/** What each network's page gives the ad (the glue calls it as the network promises it). */
interface NetworkGlobals {
  mraid: Mraid
  FbPlayableAd: { onCTAClick(): void }
  ExitApi: { exit(): void }
  playableSDK?: { openAppStore(): void }
  openAppStore(): void
  gameEnd?: () => void
}

/**
 * The page's runtime (runtime.ts's `pageRuntime` writes its text into the page, called with its config): it runs
 * first, in the page's own realm, and answers the build's own requests from the files the page holds, so that no
 * script of the build is edited. See runtime.ts for what it answers and when the build's scripts run.
 */
export function playableRuntime(config: PageConfig): void {
  'use strict'
  const globals = window as unknown as NetworkGlobals & Record<string, unknown>
  const files = Object.create(null) as Record<string, PageFile>
  const blobs = Object.create(null) as Record<string, string>
  let started = false

  /** The address a request names, as the browser resolves it (the query and hash left out); null for blob: and data:. */
  function where(url: unknown): string | null {
    let u: URL
    try {
      u = new URL(String(url), document.baseURI)
    } catch {
      return null
    }
    if (u.protocol === 'blob:' || u.protocol === 'data:') return null
    let path = u.pathname
    try {
      path = decodeURIComponent(path)
    } catch {
      // Kept as written.
    }
    return `${u.protocol}//${u.host}${path}`
  }

  function bytes(file: PageFile): Uint8Array<ArrayBuffer> {
    if (!file.bytes) {
      const s = atob(file.data)
      const n = s.length
      const out = new Uint8Array(n)
      for (let i = 0; i < n; i++) out[i] = s.charCodeAt(i)
      file.bytes = out
      file.data = ''
    }
    return file.bytes
  }

  const isScript = (file: PageFile): boolean => /javascript/.test(file.type)
  const sourceUrl = (file: PageFile): string => `\n//# sourceURL=${file.path.replace(/[\r\n]/g, '')}\n`

  function blobOf(file: PageFile): string {
    let blob = blobs[file.path]
    if (!blob) {
      const parts: BlobPart[] = [bytes(file)]
      // Errors in a script name its file in the build, not a blob: address.
      if (isScript(file)) parts.push(sourceUrl(file))
      blob = blobs[file.path] = URL.createObjectURL(new Blob(parts, { type: file.type }))
    }
    return blob
  }

  /** The blob: address of the file a request names, or the request as it was. */
  function answer<T>(url: T): T | string {
    const key = url === undefined || url === null ? null : where(url)
    const file = key === null ? undefined : files[key]
    return file ? blobOf(file) : url
  }

  // The request class of the engine's loader, found among the window's own names by two patterns rather than named:
  // Moloco's upload refuses a page whose text holds its name (networks.ts), and the bundle's minifier would fold a
  // name written as two literals back into one.
  const requestName = Object.getOwnPropertyNames(window).filter(n => /^XMLHttp/.test(n) && /Request$/.test(n))[0]
  const Requests = requestName ? (globals[requestName] as RequestClass | undefined) : undefined
  if (Requests) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with the caller's `this`
    const open = Requests.prototype.open
    Requests.prototype.open = function (this: unknown, ...args: unknown[]): void {
      args[1] = answer(args[1])
      return open.apply(this, args)
    }
  }

  const fetchFirst = globals.fetch as typeof fetch | undefined
  if (fetchFirst)
    globals.fetch = function (this: unknown, ...args: Parameters<typeof fetch>): Promise<Response> {
      const [input, init] = args
      if (typeof input === 'string' || input instanceof URL) return fetchFirst.call(this, answer(input), init)
      if (typeof Request !== 'undefined' && input instanceof Request) {
        const to = answer(input.url)
        if (to !== input.url) return fetchFirst.call(this, new Request(to, input), init)
      }
      return fetchFirst.apply(this, args)
    }

  function property(type: string, name: string): void {
    const constructor = globals[type] as { prototype: object } | undefined
    const proto = constructor && constructor.prototype
    const d = proto && Object.getOwnPropertyDescriptor(proto, name)
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the descriptor's own accessors, kept as they are
    const { get, set } = d || {}
    if (!proto || !d || !set) return
    Object.defineProperty(proto, name, {
      configurable: true,
      enumerable: d.enumerable,
      get,
      set: function (this: unknown, value: unknown) {
        set.call(this, answer(value))
      },
    })
  }
  const answered: [type: string, name: string][] = [
    ['HTMLImageElement', 'src'],
    ['HTMLScriptElement', 'src'],
    ['HTMLMediaElement', 'src'],
    ['HTMLSourceElement', 'src'],
    ['HTMLLinkElement', 'href'],
    ['HTMLIFrameElement', 'src'],
  ]
  answered.forEach(([type, name]) => property(type, name))

  // eslint-disable-next-line @typescript-eslint/unbound-method -- kept to be called with the caller's `this`
  const setAttribute = Element.prototype.setAttribute
  Element.prototype.setAttribute = function (this: Element, name: string, value: string): void {
    const n = String(name).toLowerCase()
    if (
      (n === 'src' && /^(IMG|SCRIPT|AUDIO|VIDEO|SOURCE|IFRAME)$/.test(this.tagName)) ||
      (n === 'href' && this.tagName === 'LINK')
    )
      value = answer(value)
    return setAttribute.call(this, name, value)
  }

  // A classic worker runs from a blob:, against which what it asks for by a relative address (importScripts, fetch,
  // the request class) would resolve: a prelude answers those from the page's files, by the worker file's own address.
  // Text, as it runs in the worker; the request class found by pattern, as above. A module worker is answered alone.
  const WORKER_PRELUDE = `(function (base, files) {
  function answer(url) {
    var u;
    try { u = new URL(String(url), base); } catch (e) { return url; }
    if (u.protocol === 'blob:' || u.protocol === 'data:') return url;
    var path = u.pathname;
    try { path = decodeURIComponent(path); } catch (e) {}
    return files[u.protocol + '//' + u.host + path] || u.href;
  }
  var imports = self.importScripts;
  if (imports) self.importScripts = function () { return imports.apply(self, Array.prototype.map.call(arguments, answer)); };
  var first = self.fetch;
  if (first) self.fetch = function (input, init) {
    if (typeof input === 'string' || input instanceof URL) return first.call(self, answer(input), init);
    if (input instanceof Request) { var to = answer(input.url); if (to !== input.url) return first.call(self, new Request(to, input), init); }
    return first.apply(self, arguments);
  };
  var name = Object.getOwnPropertyNames(self).filter(function (n) { return /^XMLHttp/.test(n) && /Request$/.test(n); })[0];
  var open = name && self[name].prototype.open;
  if (open) self[name].prototype.open = function () { var args = Array.prototype.slice.call(arguments); args[1] = answer(args[1]); return open.apply(this, args); };
})`

  function workerAddress(url: unknown, options: unknown): unknown {
    const key = url === undefined || url === null ? null : where(url)
    const file = key === null ? undefined : files[key]
    const isModule = !!options && typeof options === 'object' && (options as { type?: unknown }).type === 'module'
    if (!file || isModule || !isScript(file)) return answer(url)
    const addresses: Record<string, string> = {}
    Object.keys(files).forEach(k => {
      const each = files[k]
      if (each && !each.module) addresses[k] = blobOf(each)
    })
    const base = new URL(String(url), document.baseURI).href
    const prelude = `${WORKER_PRELUDE}(${JSON.stringify(base)}, ${JSON.stringify(addresses)});\n`
    return URL.createObjectURL(new Blob([prelude, bytes(file), sourceUrl(file)], { type: file.type }))
  }

  ;['Worker', 'SharedWorker'].forEach(type => {
    const First = globals[type] as (new (url: unknown, options: unknown) => object) | undefined
    if (!First) return
    // A function, not an arrow: the build calls it with `new`, and an object it returns is what `new` gives.
    const Answered = function (url: unknown, options: unknown): object {
      return new First(workerAddress(url, options), options)
    }
    Answered.prototype = First.prototype as object
    globals[type] = Answered
  })

  // `new Audio(url)` sets its address without the src setter answered above.
  const FirstAudio = globals.Audio as (new (url?: unknown) => object) | undefined
  if (FirstAudio) {
    const Answered = function (url?: unknown): object {
      return url === undefined ? new FirstAudio() : new FirstAudio(answer(url))
    }
    Answered.prototype = FirstAudio.prototype as object
    globals.Audio = Answered
  }

  function gunzip(file: PageFile): Promise<void> {
    const stream = new Blob([bytes(file)]).stream().pipeThrough(new DecompressionStream('gzip'))
    return new Response(stream).arrayBuffer().then(buffer => {
      file.bytes = new Uint8Array(buffer)
    })
  }

  // Modules are fetched by the browser, not through fetch(): an import map names each module's blob:, by every
  // address a module of the build can be imported at (the engine imports a script asset by its address), and by the
  // bare name the package gave each import of it by path (modules.ts), and the build's own import maps point into the page.
  function importMap(maps: ImportMap[]): void {
    const imports: Record<string, unknown> = {}
    const scopes: Record<string, Record<string, unknown>> = {}
    const bases = [document.baseURI]
    try {
      if (location.origin !== 'null') bases.push(location.origin + location.pathname)
    } catch {
      // An opaque origin: the base URI alone.
    }
    Object.keys(files).forEach(key => {
      const file = files[key]
      if (!file || !file.module) return
      imports[config.modulePrefix + file.path] = blobOf(file)
      const encoded = file.path.split('/').map(encodeURIComponent).join('/')
      bases.forEach(base => {
        ;[file.path, encoded].forEach(path => {
          try {
            imports[new URL(path, base).href] = blobOf(file)
          } catch {
            // No address from this base.
          }
        })
      })
    })
    // A key that ends in / maps a folder: each module under it gets its own entry, since the address it maps to is
    // the module's blob:, not a path under the folder.
    function point(table: Record<string, unknown> | undefined, into: Record<string, unknown>): void {
      const entries = table || {}
      Object.keys(entries).forEach(specifier => {
        const to = entries[specifier]
        into[specifier] = answer(to)
        const folder = specifier.slice(-1) === '/' ? where(to) : null
        if (folder === null || folder.slice(-1) !== '/') return
        Object.keys(files).forEach(key => {
          const file = files[key]
          if (file && file.module && key.indexOf(folder) === 0)
            into[specifier + key.slice(folder.length)] = blobOf(file)
        })
      })
    }
    maps.forEach(map => {
      point(map.imports, imports)
      const mapScopes = map.scopes || {}
      // The browser matches a scope against the importing module's address, here its blob:: each module a scope
      // holds gets that scope's entries under its own blob: address too, the narrower scope's last, so that they win.
      const byBreadth = Object.keys(mapScopes).sort((a, b) => String(where(a)).length - String(where(b)).length)
      byBreadth.forEach(scope => {
        point(mapScopes[scope], (scopes[scope] = scopes[scope] || {}))
        const prefix = where(scope)
        if (prefix === null) return
        Object.keys(files).forEach(key => {
          const file = files[key]
          const held = key === prefix || (prefix.slice(-1) === '/' && key.indexOf(prefix) === 0)
          if (!file || !file.module || !held) return
          const blob = blobOf(file)
          point(mapScopes[scope], (scopes[blob] = scopes[blob] || {}))
        })
      })
    })
    const script = document.createElement('script')
    script.type = 'importmap'
    script.textContent = JSON.stringify({ imports, scopes })
    document.head.appendChild(script)
  }

  function runBuild(): void {
    const inert = Array.from(document.querySelectorAll<HTMLScriptElement>(`script[type="${config.inertType}"]`))
    const maps: ImportMap[] = []
    inert.forEach(el => {
      if (el.getAttribute('data-kind') !== 'importmap') return
      try {
        maps.push(JSON.parse(el.textContent || '') as ImportMap)
      } catch (e) {
        console.error('playable: an import map of the build is not JSON', e)
      }
      el.remove()
    })
    importMap(maps)
    inert.forEach(el => {
      const parent = el.parentNode
      if (!parent) return
      const kind = el.getAttribute('data-kind')
      const src = el.getAttribute('data-src')
      const script = document.createElement('script')
      Array.from(el.attributes).forEach(a => {
        if (!/^(type|data-kind|data-src|src|async|defer)$/.test(a.name)) script.setAttribute(a.name, a.value)
      })
      if (kind === 'module') {
        script.type = 'module'
        if (src !== null) script.src = answer(src)
        else script.textContent = el.textContent
      } else if (src !== null) {
        const file = files[String(where(src))]
        if (!file) throw new Error(`playable: the page does not hold ${src}`)
        // Inline, so it runs now, in its place and order, as the parser would have run it.
        script.text = new TextDecoder().decode(bytes(file)) + sourceUrl(file)
      } else {
        script.text = el.textContent || ''
      }
      parent.replaceChild(script, el)
    })
  }

  // A Cordova app's page starts once the shell's bridge is up: Cordova's script fires deviceready on the document,
  // and calls a listener added after it fired at once (Cordova's own events doc).
  function deviceReady(go: () => void): void {
    document.addEventListener('deviceready', go, false)
  }

  function mraidReady(go: () => void): void {
    const mraid = globals.mraid as Mraid | undefined
    if (!mraid || typeof mraid.getState !== 'function') {
      // Not the script's file name: Moloco's and TikTok's uploads refuse a page whose text holds it.
      console.error("playable: no MRAID on the page (the network's script did not load): the app waits for it")
      let tries = 0
      const look = window.setInterval(() => {
        const later = globals.mraid as Mraid | undefined
        if (later && typeof later.getState === 'function') {
          window.clearInterval(look)
          mraidReady(go)
        } else if (++tries > 600) window.clearInterval(look)
      }, 100)
      return
    }
    const ready = (): void => (config.signal === 'viewable' ? viewable(mraid, go) : go())
    if (mraid.getState() !== 'loading') return ready()
    mraid.addEventListener('ready', function onReady() {
      if (mraid.removeEventListener) mraid.removeEventListener('ready', onReady)
      ready()
    })
  }

  // Where the network asks it (Unity), the build starts once the ad is viewable, not only once MRAID is ready.
  function viewable(mraid: Mraid, go: () => void): void {
    if (typeof mraid.isViewable !== 'function' || mraid.isViewable()) return go()
    mraid.addEventListener('viewableChange', function onChange(now?: unknown) {
      if (now !== true) return
      if (mraid.removeEventListener) mraid.removeEventListener('viewableChange', onChange)
      go()
    })
  }

  function start(): void {
    delete globals[config.start]
    const island = document.getElementById(config.filesId)
    if (!island) throw new Error('playable: the page holds no files')
    const rows = JSON.parse(island.textContent || '') as Row[]
    island.remove()
    const packed: PageFile[] = []
    rows.forEach(row => {
      const file: PageFile = { path: row[0], type: row[1], data: row[3], bytes: null, module: row[4] === 1 }
      files[String(where(row[0]))] = file
      if (row[2] === 'gz') packed.push(file)
    })
    const go = (): void => {
      if (started) return
      started = true
      runBuild()
    }
    const unpacked = (): void => {
      if (config.signal === 'deviceready') deviceReady(go)
      else if (config.signal !== 'none') mraidReady(go)
      else go()
    }
    // Without gzip or MRAID the build runs now, while the page is still parsed, as its own page would have run it.
    if (packed.length === 0) return unpacked()
    Promise.all(packed.map(gunzip)).then(unpacked, (error: unknown) => {
      console.error('playable: could not unpack the page', error)
    })
  }

  const glue: Record<Glue, (url?: string) => void> = {
    mraid: url => globals.mraid.open(url || config.storeUrl),
    meta: () => globals.FbPlayableAd.onCTAClick(),
    google: () => globals.ExitApi.exit(),
    tiktok: () => {
      if (globals.playableSDK) globals.playableSDK.openAppStore()
      else globals.openAppStore()
    },
    vungle: () => parent.postMessage('download', '*'),
    none: url => {
      window.open(url || config.storeUrl, '_blank')
    },
  }

  function end(): void {
    if (config.glue === 'vungle') parent.postMessage('complete', '*')
    else if (typeof globals.gameEnd === 'function') globals.gameEnd()
  }

  Object.defineProperty(window, config.start, { value: start, configurable: true })
  Object.defineProperty(window, 'playable', {
    value: Object.freeze({
      network: config.network,
      /** The store link, by the network's own call. */
      openStore: (url?: unknown): void => {
        glue[config.glue](typeof url === 'string' ? url : undefined)
      },
      /** The play is over (Liftoff's 'complete', a network's gameEnd). */
      end,
    }),
  })
}
