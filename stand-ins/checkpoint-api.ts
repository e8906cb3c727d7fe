import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { StandInFileHost } from './file-host.js'
import { type StandInAsset, StandInAssets, copyAssets, parseMultipart } from './assets.js'
import { buildApp, engineAt, readEngine } from './app-build.js'
import { type ZipEntry, writeZip } from './zip-writer.js'
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the checkpoint API (docs/api.md) on 127.0.0.1: bearer auth, body
 * validation, jobs that finish after a set time, rate-limit headers on every response, `{error}` bodies,
 * and faults injected per request. It records every request it receives.
 */
export interface StandInOptions {
  token?: string
  /** Project id → its branches, open and closed. */
  projects?: Record<number, StandInBranch[]>
  /** How many branches a page of the branch list holds (the service does not document its own). */
  branchPageSize?: number
  /** Projects the token may not write to (403). */
  forbidden?: number[]
  /** How long a job runs before it ends. */
  jobMs?: number
  /** When set, jobs end in `error` with these messages. */
  jobErrors?: string[]
  /** When set, the jobs it answers messages for end in `error` with them (one branch's archive failing, say). */
  jobErrorsFor?: (job: { kind: string; branchId?: string }) => string[] | undefined
  /** Answer the create with the finished checkpoint itself (the API's older form). */
  syncCreate?: boolean
  /** Serve https with this key and certificate (PEM) instead of http. */
  tls?: { key: string; cert: string }
  /** A path prefix the API sits under, as behind a gateway (e.g. '/gateway'). */
  basePath?: string
  /** Requests allowed per window, and the window's length. */
  rateLimit?: { limit: number; windowMs: number }
  /**
   * When set, creates spend a rate-limit class of their own (the `post` class users report), with its own window,
   * and their answers carry that class's headers.
   */
  createRateLimit?: { limit: number; windowMs: number }
  /** Project id → its scenes (every branch has the same); default: project 1234's SCENES. */
  scenes?: Record<number, { id: number; name: string }[]>
  /** The strict class (builds and archives): default 10 a minute, a paid token's. */
  strictRateLimit?: { limit: number; windowMs: number }
  /**
   * The entries of the zip every build's link serves, read once (a generator keeps a large zip out of memory), or the
   * path of a zip another tool wrote, served as it is. Default: each build is a real app made by app-build.ts from the
   * branch's assets as they are when the job completes.
   */
  appZip?: Iterable<ZipEntry> | string
  /** The entries of the zip an archive's link serves, read once; default PROJECT_ZIP. */
  projectZip?: Iterable<ZipEntry>
  /** Each archive job's own zip, made when its link is first served (a project export, its bookkeeping fresh each time). */
  projectExport?: () => Iterable<ZipEntry>
  /** The assets class (asset creates and updates): default 120 a minute, a paid token's. */
  assetsRateLimit?: { limit: number; windowMs: number }
  /** The download class (an asset's file read): default 6,000 a minute, the figure `GET /api/ratelimits` gives. */
  downloadRateLimit?: { limit: number; windowMs: number }
  /** The most entries a page of the asset list holds, whatever `limit` asks (default the service's 100,000). */
  assetPageCap?: number
  /** Chooses a fault for each request that no queued fault matches (a fuzzing server). */
  faultFor?: (request: RecordedRequest) => Fault | undefined
  /**
   * How long a new branch takes to be listed (and usable) after its create: the service makes a branch asynchronously.
   * Its name is taken at once (a second create of it is answered 400). Default 2 s.
   */
  branchListedAfterMs?: number
  /**
   * The first branch create is answered `{"error": "Request timed out"}` with this status (which one the service sends,
   * its clients do not show: the Editor matches the text), while the branch is made all the same.
   */
  branchCreateTimesOut?: number
  /** The status of the archive's create: 201, or 200 (a complete 2xx either way). */
  archiveStatus?: 200 | 201
  /**
   * Every answer, on every route, waits this long before it is written: a network's round trip on loopback, so that a
   * client's requests made one after another cost what they cost over a real network. Default 0 (no wait at all).
   */
  latencyMs?: number
  /**
   * The engine the service builds apps on (the stand-in object's mutable `engine` starts from it): `default`, the
   * version a build gets without `engine_version` (default the `playcanvas` devDependency's, 2.23.3); `required`, a
   * build without a non-empty `engine_version` refused (default false).
   */
  engine?: { default?: string; required?: boolean }
}

/** A planned answer for the next request that matches, instead of the normal one. */
export interface Fault {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  /** Default: any path. */
  path?: RegExp
  status?: number
  body?: string
  headers?: Record<string, string>
  /** Answer as normal once this settles (acting late too): two runs' reads made to cross, whatever the machine's load. */
  until?: Promise<unknown>
  /** Never answer (the socket stays open until the client gives up). */
  hang?: boolean
  /** Drop the connection with no answer: 'before' acting on the request, or 'after' (a create is then done). */
  reset?: 'before' | 'after'
  /** Send the status and headers and the first half of the normal body, then drop the connection. */
  truncate?: boolean
  /** Rewrite the normal answer's JSON (e.g. another job's id, a status the spec does not list). */
  edit?: (json: Record<string, unknown>) => unknown
  /** How many matching requests this fault answers; default 1. */
  times?: number
  /** Leave out the `X-RateLimit-*` headers (a gateway's 429 may carry only `Retry-After`). */
  noRateLimitHeaders?: boolean
  /** The file route (`GET /api/assets/{id}/file/{filename}`) answers 200 with these bytes, not the asset's stored ones. */
  raw?: Buffer
}

export interface RecordedRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: string
  /** The body's bytes (a multipart form's file among them). */
  raw: Buffer
  /** Milliseconds since the stand-in started. */
  atMs: number
  status: number
  /** The fault that answered it, if any. */
  fault?: Fault
  /** The client's port: requests of one connection (kept alive) share it. */
  clientPort: number
}

interface StoredJob {
  id: number
  kind: 'checkpoint' | 'build' | 'archive'
  createdAtMs: number
  projectId: number
  /** Undefined for a build or archive of the main branch. */
  branchId?: string
  description: string
  checkpointId: string
  /** A build's engine: the version asked, else the service's default when it was created. */
  engineVersion?: string
  /** A build's settings as sent, echoed in its data. */
  settings?: Record<string, unknown>
  /** When a request was first answered with the job complete (or failed). */
  firstSeenDoneAtMs?: number
}

export const USER = { id: 7, fullName: 'Ada Lovelace', username: 'ada' }

export interface StandInBranch {
  id: string
  name: string
  closed?: boolean
  /** Epoch ms from which it is listed and usable (still being made until then); default always. */
  listedAtMs?: number
  /** Default `cp-<id>`; a branch made here starts at the checkpoint it was made from. */
  latestCheckpointId?: string
}

/**
 * Project 1234's branches: over several pages (3 a page by default), with spaces, slashes and non-ASCII letters in
 * names, a closed branch, and names alike but for case. `main` is the branch the tests snapshot by default.
 */
export const BRANCHES: StandInBranch[] = [
  { id: 'main-branch-id', name: 'main' },
  { id: 'b-art-pass', name: 'art pass 3' },
  { id: 'b-cafe', name: 'café décor' },
  { id: 'b-feature-jump', name: 'feature/jump-height' },
  { id: 'b-hotfix', name: 'Hotfix' },
  { id: 'b-old', name: 'old-prototype', closed: true },
  { id: 'b-release-21', name: 'release/2.1' },
  { id: 'b-release-22', name: 'release/2.2' },
  { id: 'b-uroven', name: 'уровень-2' },
  { id: 'b-zz-last', name: 'zz last page' },
]

/** Project 1234's scenes, in the list's order: names with spaces and non-ASCII letters, two alike but for case. */
export const SCENES = [
  { id: 101, name: 'Main Menu' },
  { id: 102, name: 'Level 1' },
  { id: 103, name: 'level 1 (old)' },
  { id: 104, name: 'Ünterwelt' },
]

/** A few placeholder files in a build's layout, not an app: for tests that pass their own zip (`appZip`). */
export const APP_ZIP: ZipEntry[] = [
  { name: 'index.html', data: '<!DOCTYPE html><html><body><script src="__start__.js"></script></body></html>' },
  { name: '__start__.js', data: 'console.log("start")\n'.repeat(200) },
  { name: 'config.json', data: JSON.stringify({ scenes: SCENES }) },
  { name: 'files/', mode: 0o40755 },
  { name: 'files/assets/1/1/model.glb', data: Buffer.alloc(64_000, 3) },
  { name: 'files/assets/2/1/texture.png', data: Buffer.from(Array.from({ length: 32_000 }, (_, i) => i % 256)) },
]

/** A project archive, as the export route's zip holds one. */
export const PROJECT_ZIP: ZipEntry[] = [
  { name: 'project.json', data: JSON.stringify({ id: 1234, name: 'game' }) },
  { name: 'scenes/101.json', data: '{}' },
  { name: 'assets/1/model.glb', data: Buffer.alloc(20_000, 5) },
]

export class StandInApi {
  readonly requests: RecordedRequest[] = []
  readonly faults: Fault[] = []
  private readonly jobs = new Map<number, StoredJob>()
  /** What each checkpoint a job made holds: its branch's assets when it was asked for. */
  private readonly checkpointAssets = new Map<string, StandInAsset[]>()
  private readonly server: Server
  readonly startedMs = Date.now()
  private nextJobId = 1000
  /** One fixed window per rate-limit class: `normal`, and `create` when creates have a class of their own. */
  private readonly windows = {
    normal: { startMs: 0, used: 0 },
    create: { startMs: 0, used: 0 },
    strict: { startMs: 0, used: 0 },
    assets: { startMs: 0, used: 0 },
    download: { startMs: 0, used: 0 },
  }
  /** Each branch's assets (project 1234's), by branch id: tests seed and read them. */
  readonly assets: StandInAssets
  private readonly options: Required<
    Omit<
      StandInOptions,
      | 'jobErrors'
      | 'jobErrorsFor'
      | 'tls'
      | 'faultFor'
      | 'createRateLimit'
      | 'appZip'
      | 'projectZip'
      | 'projectExport'
      | 'assetPageCap'
      | 'branchCreateTimesOut'
      | 'engine'
    >
  > &
    Pick<
      StandInOptions,
      | 'jobErrors'
      | 'jobErrorsFor'
      | 'faultFor'
      | 'createRateLimit'
      | 'appZip'
      | 'projectZip'
      | 'projectExport'
      | 'branchCreateTimesOut'
    >
  /**
   * The engine builds get, changed at will between builds (`api.engine.default = '2.24.0'`: the service's default
   * moved on): `default`, the version a build gets without `engine_version`; `required`, such a build refused `400
   * {"error": "engine_version is required"}`. A build's job echoes its version as `data.engineVersion`, and the engine
   * file of the app it builds says it in its banner (app-build.ts's `engineAt`); a build given as `appZip` is served as
   * given.
   */
  readonly engine: { default: string; required: boolean }
  /** The second port, where builds' and archives' links lead: it records what it was sent. */
  readonly files = new StandInFileHost()
  private zipDir?: string

  constructor(options: StandInOptions = {}) {
    this.options = {
      token: 'test-token',
      projects: { 1234: BRANCHES },
      branchPageSize: 3,
      forbidden: [],
      jobMs: 500,
      syncCreate: false,
      basePath: '',
      rateLimit: { limit: 240, windowMs: 60_000 },
      strictRateLimit: { limit: 10, windowMs: 60_000 },
      scenes: { 1234: SCENES },
      assetsRateLimit: { limit: 120, windowMs: 60_000 },
      downloadRateLimit: { limit: DOWNLOADS_PER_MINUTE, windowMs: 60_000 },
      branchListedAfterMs: 2_000,
      archiveStatus: 201,
      latencyMs: 0,
      ...options,
    }
    this.engine = {
      default: options.engine?.default ?? readEngine().version,
      required: options.engine?.required ?? false,
    }
    this.assets = new StandInAssets(options.assetPageCap)
    // Each stand-in keeps its own copy: creating a branch adds to it.
    this.options.projects = Object.fromEntries(
      Object.entries(this.options.projects).map(([id, branches]) => [id, branches.map(branch => ({ ...branch }))]),
    )
    const handler = (req: IncomingMessage, res: ServerResponse): void => void this.handle(req, res)
    this.server = options.tls ? createHttpsServer(options.tls, handler) : createServer(handler)
    this.scheme = options.tls ? 'https' : 'http'
  }

  private readonly scheme: string

  /** Listens on 127.0.0.1, on `port` if given (to come up where a client already tries), else on a free one. */
  async start(port = 0): Promise<string> {
    await this.files.start()
    await new Promise<void>(resolve => this.server.listen(port, '127.0.0.1', resolve))
    return this.url
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port
  }

  get url(): string {
    return `${this.scheme}://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise(resolve => this.server.close(resolve))
    await this.files.stop()
    if (this.zipDir) rmSync(this.zipDir, { recursive: true, force: true })
  }

  /**
   * The zip a job's link serves: an archive's, or a build's given as `appZip`, written once per stand-in (unless another
   * tool wrote it); a build's own app otherwise, made from its branch once, when the job is first seen complete.
   */
  private zipFor(job: StoredJob): string {
    const exported = job.kind === 'archive' ? this.options.projectExport : undefined
    if (exported) {
      this.zipDir ??= mkdtempSync(join(tmpdir(), 'stand-in-zips-'))
      const file = join(this.zipDir, `export-${job.id}.zip`)
      if (!this.written.has(file)) {
        writeZip(file, exported())
        this.written.add(file)
      }
      return file
    }
    const given = job.kind === 'build' ? this.options.appZip : (this.options.projectZip ?? PROJECT_ZIP)
    if (typeof given === 'string') return given
    this.zipDir ??= mkdtempSync(join(tmpdir(), 'stand-in-zips-'))
    const key = given ? job.kind : `build-${job.id}`
    const file = join(this.zipDir, `${key}.zip`)
    if (!this.written.has(key)) {
      writeZip(file, given ?? this.appOf(job))
      this.written.add(key)
    }
    return file
  }
  private readonly written = new Set<string>()

  /** A build's app: its branch's assets now (the project's main branch when none was named), its scenes in order. */
  private appOf(job: StoredJob): ZipEntry[] {
    const branches = this.options.projects[job.projectId] ?? []
    const branchId = job.branchId ?? (branches.find(branch => branch.name === 'main') ?? branches[0])?.id ?? ''
    const known = this.options.scenes[job.projectId] ?? []
    const ids = (job.settings?.scenes ?? []) as number[]
    return buildApp({
      name: typeof job.settings?.name === 'string' ? job.settings.name : 'app',
      scenes: ids.flatMap(id => known.filter(scene => scene.id === id)),
      assets: this.assets.of(branchId),
      engine: engineAt(job.engineVersion ?? this.engine.default),
    })
  }

  /** Changes behaviour mid-test (e.g. a job that takes longer). */
  configure(options: Partial<StandInOptions>): void {
    const { engine, ...rest } = options
    if (engine) Object.assign(this.engine, engine)
    Object.assign(this.options, rest)
  }

  /** Jobs created so far, and whether each would still be running now. */
  jobStates(): { id: number; running: boolean }[] {
    return this.jobTimeline().map(job => ({ id: job.id, running: Date.now() < job.doneAtMs }))
  }
  /** For each job: when it was created, when it ended, and when a client was first told so (epoch ms). */
  jobTimeline(): { id: number; createdAtMs: number; doneAtMs: number; firstSeenDoneAtMs?: number }[] {
    return [...this.jobs.values()].map(job => ({
      id: job.id,
      createdAtMs: job.createdAtMs,
      doneAtMs: job.createdAtMs + this.options.jobMs,
      firstSeenDoneAtMs: job.firstSeenDoneAtMs,
    }))
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req)
    const body = raw.toString('utf8')
    const fullPath = new URL(req.url ?? '/', 'http://x').pathname
    const { basePath } = this.options
    const path = fullPath.startsWith(`${basePath}/`)
      ? fullPath.slice(basePath.length)
      : `(outside ${basePath}) ${fullPath}`
    const strict =
      req.method === 'POST' && (path === '/api/apps/download' || /^\/api\/projects\/\d+\/export$/.test(path))
    const assetWrite =
      (req.method === 'POST' && path === '/api/assets') || (req.method === 'PUT' && /^\/api\/assets\/\d+$/.test(path))
    const fileMatch = req.method === 'GET' ? /^\/api\/assets\/(\d+)\/file\/([^/]+)$/.exec(path) : null
    const rateClass = strict
      ? 'strict'
      : assetWrite
        ? 'assets'
        : fileMatch
          ? 'download'
          : req.method === 'POST' && path === '/api/checkpoints'
            ? this.classOfCreate()
            : 'normal'
    const record: RecordedRequest = {
      method: req.method ?? '',
      path,
      headers: req.headers,
      body,
      raw,
      atMs: Date.now() - this.startedMs,
      status: 0,
      clientPort: req.socket.remotePort ?? 0,
    }
    this.requests.push(record)
    const fault = this.takeFault(record) ?? this.options.faultFor?.(record)
    record.fault = fault
    if (this.options.latencyMs > 0) await new Promise(resolve => setTimeout(resolve, this.options.latencyMs))
    if (fault?.until) await fault.until
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}): void => {
      record.status = status
      if (fault?.reset === 'after') return void req.socket.destroy()
      const edited =
        fault?.edit && typeof payload === 'object' ? fault.edit(payload as Record<string, unknown>) : payload
      const text = typeof edited === 'string' ? edited : JSON.stringify(edited)
      res.writeHead(status, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(text)),
        ...(fault?.noRateLimitHeaders ? {} : this.rateLimitHeaders(rateClass)),
        ...fault?.headers,
        ...headers,
      })
      if (fault?.truncate) return void res.write(text.slice(0, text.length >> 1), () => req.socket.destroy())
      res.end(text)
    }

    // A file's bytes, as stored (or a fault's): the same hooks as a JSON answer, but no JSON.
    const sendBytes = (bytes: Buffer): void => {
      record.status = 200
      if (fault?.reset === 'after') return void req.socket.destroy()
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': String(bytes.length),
        ...(fault?.noRateLimitHeaders ? {} : this.rateLimitHeaders(rateClass)),
        ...fault?.headers,
      })
      if (fault?.truncate) return void res.write(bytes.subarray(0, bytes.length >> 1), () => req.socket.destroy())
      res.end(bytes)
    }

    if (fault?.hang) return
    if (fault?.reset === 'before') return void req.socket.destroy()
    if (fault?.status) return send(fault.status, fault.body ?? { error: 'Injected fault' })
    if (!this.spendRequest(rateClass)) return send(429, { error: 'Too many requests' })
    if (req.headers.authorization !== `Bearer ${this.options.token}`) return send(401, { error: 'Unauthorized' })

    if (req.method === 'POST' && path === '/api/checkpoints') return this.create(body, req, send)
    if (req.method === 'POST' && path === '/api/branches') return this.createBranch(body, send)
    if (req.method === 'POST' && path === '/api/apps/download') return this.createBuild(body, send)
    const exportMatch = /^\/api\/projects\/(\d+)\/export$/.exec(path)
    if (req.method === 'POST' && exportMatch) return this.createArchive(Number(exportMatch[1]), body, send)
    const scenesMatch = /^\/api\/projects\/(\d+)\/scenes$/.exec(path)
    if (req.method === 'GET' && scenesMatch) return this.listScenes(Number(scenesMatch[1]), req, send)
    const branchesMatch = /^\/api\/projects\/(\d+)\/branches$/.exec(path)
    if (req.method === 'GET' && branchesMatch) return this.listBranches(Number(branchesMatch[1]), req, send)
    if (req.method === 'GET' && path === '/api/ratelimits') return send(200, { limits: this.limitsPerMinute() })
    const query = new URL(req.url ?? '/', 'http://x').searchParams
    // The Editor route the service's sync tool reads its user's current branch from (token in the query, as it sends it).
    const editorMatch = /^\/editor\/project\/(\d+)\/branch$/.exec(path)
    if (req.method === 'GET' && editorMatch) return send(200, { id: 'main-branch-id', name: 'main' })
    const assetsMatch = /^\/api\/projects\/(\d+)\/assets$/.exec(path)
    if (req.method === 'GET' && assetsMatch) {
      const problem = this.projectProblem(Number(assetsMatch[1]))
      if (problem) return send(problem === 'Forbidden' ? 403 : 404, { error: problem })
      return this.assets.list(query.get('branchId'), query, send)
    }
    const assetMatch = /^\/api\/assets\/(\d+)$/.exec(path)
    if (assetWrite) {
      const form = await parseMultipart(req.headers['content-type'], raw)
      if (!form) return send(400, { error: 'Expected multipart/form-data' })
      if (assetMatch) return this.assets.update(Number(assetMatch[1]), form, send)
      return this.assets.create(form, id => this.projectProblem(id), send)
    }
    if (fileMatch) {
      const filename = decodeURIComponentSafe(fileMatch[2] as string)
      return this.assets.file(Number(fileMatch[1]), filename, query.get('branchId'), send, bytes =>
        sendBytes(fault?.raw ?? bytes),
      )
    }
    if (req.method === 'DELETE' && assetMatch)
      return this.assets.remove(Number(assetMatch[1]), query.get('branchId'), send)
    const jobMatch = /^\/api\/jobs\/(\d+)$/.exec(path)
    if (req.method === 'GET' && jobMatch) {
      const job = this.jobs.get(Number(jobMatch[1]))
      return job ? send(200, this.jobView(job)) : send(404, { error: 'Job not found' })
    }
    send(404, { error: 'Not found' })
  }

  private create(body: string, req: IncomingMessage, send: (status: number, payload: unknown) => void): void {
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      return send(400, { error: 'Content-Type must be application/json' })
    }
    let fields: { projectId?: unknown; branchId?: unknown; description?: unknown }
    try {
      fields = JSON.parse(body) as typeof fields
    } catch {
      return send(400, { error: 'Invalid JSON' })
    }
    const { projectId, branchId, description } = fields
    if (typeof projectId !== 'number') return send(400, { error: 'projectId must be a number' })
    if (typeof branchId !== 'string') return send(400, { error: 'branchId must be a string' })
    if (typeof description !== 'string' || description.length < 1 || description.length > 10_000) {
      return send(400, { error: 'description must be 1 to 10000 characters' })
    }
    const branches = this.options.projects[projectId]
    if (!branches) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    if (!branches.some(branch => branch.id === branchId && open(branch))) {
      return send(404, { error: 'Branch not found' })
    }

    const job: StoredJob = {
      id: this.nextJobId++,
      kind: 'checkpoint',
      createdAtMs: Date.now(),
      projectId,
      branchId,
      description,
      checkpointId: randomBytes(8).toString('hex'),
    }
    this.jobs.set(job.id, job)
    this.checkpointAssets.set(job.checkpointId, this.assets.copyOf(branchId))
    if (this.options.syncCreate) return send(201, this.checkpointOf(job))
    send(201, this.jobView(job))
  }

  /** `GET /api/projects/:id/scenes?branchId=`: the scenes (the same for every open branch), unpaged. */
  private listScenes(projectId: number, req: IncomingMessage, send: (status: number, payload: unknown) => void): void {
    const branches = this.options.projects[projectId]
    if (!branches) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    const branchId = new URL(req.url ?? '/', 'http://x').searchParams.get('branchId')
    if (branchId !== null && !branches.some(branch => branch.id === branchId && open(branch))) {
      return send(404, { error: 'Branch not found' })
    }
    const created = new Date(this.startedMs).toISOString()
    const scenes = this.options.scenes[projectId] ?? []
    send(200, { result: scenes.map(scene => ({ ...scene, projectId, created, modified: created })) })
  }

  /** `POST /api/apps/download` (strict class): a build job, whose data echoes its settings. */
  private createBuild(body: string, send: (status: number, payload: unknown) => void): void {
    let fields: Record<string, unknown>
    try {
      fields = JSON.parse(body) as Record<string, unknown>
    } catch {
      return send(400, { error: 'Invalid JSON' })
    }
    const { project_id: projectId, name, scenes, branch_id: branchId } = fields
    if (typeof projectId !== 'number') return send(400, { error: 'project_id must be a number' })
    if (typeof name !== 'string' || !name || name.length >= 1000) return send(400, { error: 'name is required' })
    if (!Array.isArray(scenes) || scenes.length === 0) return send(400, { error: 'scenes is required' })
    // developer-site #889 says the download API now requires engine_version; the words the service answers when it is
    // missing are not known (none of its clients shows them): these are the stand-in's, a 400 naming the field.
    const asked = typeof fields.engine_version === 'string' && fields.engine_version !== '' ? fields.engine_version : ''
    if (this.engine.required && !asked) return send(400, { error: 'engine_version is required' })
    const project = this.options.projects[projectId]
    if (!project) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    if (branchId !== undefined && !project.some(branch => branch.id === branchId && open(branch))) {
      return send(404, { error: 'Branch not found' })
    }
    const known = (this.options.scenes[projectId] ?? []).map(scene => scene.id)
    if (!scenes.every(id => known.includes(id as number))) return send(404, { error: 'Scene not found' })
    const job = this.store('build', projectId, branchId as string | undefined, fields)
    // The default when the build was asked for: a default moved on later does not change a build already made.
    job.engineVersion = asked || this.engine.default
    send(201, this.jobView(job))
  }

  /** `POST /api/projects/:id/export` (strict class): an archive job. */
  private createArchive(projectId: number, body: string, send: (status: number, payload: unknown) => void): void {
    let fields: { branch_id?: unknown }
    try {
      fields = body ? (JSON.parse(body) as typeof fields) : {}
    } catch {
      return send(400, { error: 'Invalid JSON' })
    }
    const project = this.options.projects[projectId]
    if (!project) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    const branchId = fields.branch_id
    if (branchId !== undefined && !project.some(branch => branch.id === branchId && open(branch))) {
      return send(404, { error: 'Branch not found' })
    }
    send(this.options.archiveStatus, this.jobView(this.store('archive', projectId, branchId as string | undefined)))
  }

  private store(
    kind: 'build' | 'archive',
    projectId: number,
    branchId?: string,
    settings?: Record<string, unknown>,
  ): StoredJob {
    const job: StoredJob = {
      id: this.nextJobId++,
      kind,
      createdAtMs: Date.now(),
      projectId,
      branchId,
      description: '',
      checkpointId: '',
      settings,
    }
    this.jobs.set(job.id, job)
    return job
  }

  /** A branch deleted in the Editor: gone from the project's list, its name free again. False when there is none. */
  deleteBranch(projectId: number, name: string): boolean {
    const branches = this.options.projects[projectId] ?? []
    const at = branches.findIndex(branch => branch.name === name)
    if (at >= 0) branches.splice(at, 1)
    return at >= 0
  }

  /** Every branch's checkpoints: one it started with (`cp-<branch id>`), and those its jobs made. */
  private branchOfCheckpoint(checkpointId: string): string | undefined {
    const job = [...this.jobs.values()].find(j => j.checkpointId === checkpointId)
    if (job) return job.branchId
    const branches = Object.values(this.options.projects).flat()
    return branches.find(branch => `cp-${branch.id}` === checkpointId)?.id
  }

  /** `POST /api/branches`: a new branch from a checkpoint of a source branch (its latest when none is named). */
  private createBranch(body: string, send: (status: number, payload: unknown) => void): void {
    let fields: { projectId?: unknown; name?: unknown; sourceBranchId?: unknown; sourceCheckpointId?: unknown }
    try {
      fields = JSON.parse(body) as typeof fields
    } catch {
      return send(400, { error: 'Invalid JSON' })
    }
    const { projectId, name, sourceBranchId, sourceCheckpointId } = fields
    if (typeof projectId !== 'number') return send(400, { error: 'projectId must be a number' })
    if (typeof name !== 'string' || name.length < 1 || name.length > 1_000) {
      return send(400, { error: 'name must be 1 to 1000 characters' })
    }
    if (typeof sourceBranchId !== 'string') return send(400, { error: 'sourceBranchId must be a string' })
    const branches = this.options.projects[projectId]
    if (!branches) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    const source = branches.find(branch => branch.id === sourceBranchId && open(branch))
    if (!source) return send(404, { error: 'Branch not found' })
    if (branches.some(branch => branch.name === name)) return send(400, { error: 'Branch name already exists' })
    if (sourceCheckpointId !== undefined) {
      const owner = typeof sourceCheckpointId === 'string' ? this.branchOfCheckpoint(sourceCheckpointId) : undefined
      if (owner === undefined) return send(404, { error: 'Checkpoint not found' })
      if (owner !== source.id) return send(400, { error: 'Checkpoint does not belong to the source branch' })
    }
    // Made asynchronously: the name is taken now, the branch listed (and usable) a little later.
    const listedAtMs = Date.now() + this.options.branchListedAfterMs
    const latestCheckpointId = typeof sourceCheckpointId === 'string' ? sourceCheckpointId : `cp-${source.id}`
    const branch: StandInBranch = { id: `b-${randomBytes(6).toString('hex')}`, name, listedAtMs, latestCheckpointId }
    branches.push(branch)
    // The new branch holds what its checkpoint holds (a branch's first checkpoint, `cp-<id>`, holds nothing here).
    const from = this.checkpointAssets.get(latestCheckpointId)
    if (from) this.assets.of(branch.id).push(...copyAssets(from))
    const timesOut = this.options.branchCreateTimesOut
    if (timesOut !== undefined) {
      this.options.branchCreateTimesOut = undefined
      return send(timesOut, { error: 'Request timed out' })
    }
    send(201, {
      id: branch.id,
      projectId,
      name,
      createdAt: new Date().toISOString(),
      closed: false,
      permanent: false,
      latestCheckpointId,
      user: USER,
    })
  }

  /** Open branches only, in alphabetical order, paged by cursor: `?skip=<id of the last branch received>`. */
  private listBranches(
    projectId: number,
    req: IncomingMessage,
    send: (status: number, payload: unknown) => void,
  ): void {
    const branches = this.options.projects[projectId]
    if (!branches) return send(404, { error: 'Project not found' })
    if (this.options.forbidden.includes(projectId)) return send(403, { error: 'Forbidden' })
    const listed = branches.filter(open).sort((a, b) => (a.name < b.name ? -1 : 1))
    const skip = new URL(req.url ?? '/', 'http://x').searchParams.get('skip')
    const from = skip === null ? 0 : listed.findIndex(branch => branch.id === skip) + 1
    const page = listed.slice(from, from + this.options.branchPageSize)
    const result = page.map(branch => ({
      id: branch.id,
      projectId,
      name: branch.name,
      createdAt: new Date(this.startedMs).toISOString(),
      closed: false,
      latestCheckpointId: branch.latestCheckpointId ?? `cp-${branch.id}`,
      user: USER,
    }))
    send(200, { result, pagination: { hasMore: from + page.length < listed.length } })
  }

  private jobView(job: StoredJob): unknown {
    const done = Date.now() - job.createdAtMs >= this.options.jobMs
    if (done) job.firstSeenDoneAtMs ??= Date.now()
    const errors = this.options.jobErrorsFor?.(job) ?? this.options.jobErrors
    const failed = done && errors !== undefined
    const dates = { created_at: new Date(job.createdAtMs).toISOString(), modified_at: new Date().toISOString() }
    if (job.kind !== 'checkpoint') {
      const status = failed ? 'error' : done ? 'complete' : 'running'
      const messages = failed ? errors : []
      return { id: job.id, ...dates, status, messages, data: this.dataOf(job, status === 'complete') }
    }
    if (!done || failed) {
      return {
        id: job.id,
        ...dates,
        status: failed ? 'error' : 'running',
        messages: failed ? errors : [],
        data: {
          type: 'checkpoint_create',
          project_id: job.projectId,
          branch_id: job.branchId,
          user_id: USER.id,
          user: USER,
          description: job.description,
        },
      }
    }
    return { id: job.id, ...dates, status: 'complete', messages: [], data: this.checkpointOf(job) }
  }

  /** A build's data echoes its settings and, complete, holds the link; an archive's holds the project and the link. */
  private dataOf(job: StoredJob, complete: boolean): unknown {
    if (job.kind === 'archive') {
      if (!complete) return { project_id: job.projectId, branch_id: job.branchId }
      return {
        project: { id: job.projectId },
        url: this.files.serve(`/archives/${job.id}.zip`, this.zipFor(job)),
      }
    }
    const echo = {
      ...job.settings,
      // The version asked for, else the default: the app's engine file says it in its banner (the stand-in runs the
      // playcanvas devDependency's engine whatever the version).
      engineVersion: job.engineVersion,
      owner_id: USER.id,
    }
    if (!complete) return echo
    return { ...echo, download_url: this.files.serve(`/builds/${job.id}.zip`, this.zipFor(job)) }
  }

  private checkpointOf(job: StoredJob): unknown {
    return {
      id: job.checkpointId,
      user: USER,
      createdAt: new Date(job.createdAtMs + this.options.jobMs).toISOString(),
      description: job.description,
    }
  }

  private takeFault(request: RecordedRequest): Fault | undefined {
    const index = this.faults.findIndex(
      fault => (!fault.method || fault.method === request.method) && (!fault.path || fault.path.test(request.path)),
    )
    const fault = this.faults[index]
    if (!fault) return undefined
    const times = (fault.times ?? 1) - 1
    if (times > 0) this.faults[index] = { ...fault, times }
    else this.faults.splice(index, 1)
    return fault
  }

  /** Why a request naming `projectId` is refused (not found, forbidden), or undefined. */
  private projectProblem(projectId: number): string | undefined {
    if (!this.options.projects[projectId]) return 'Project not found'
    return this.options.forbidden.includes(projectId) ? 'Forbidden' : undefined
  }

  private classOfCreate(): RateClass {
    return this.options.createRateLimit ? 'create' : 'normal'
  }

  private limitOf(rateClass: RateClass): { limit: number; windowMs: number } {
    if (rateClass === 'strict') return this.options.strictRateLimit
    if (rateClass === 'assets') return this.options.assetsRateLimit
    if (rateClass === 'download') return this.options.downloadRateLimit
    return (rateClass === 'create' && this.options.createRateLimit) || this.options.rateLimit
  }

  /** Counts the request against its class's current window; false when the window's budget is spent. */
  private spendRequest(rateClass: RateClass): boolean {
    const limit = this.limitOf(rateClass)
    const window = this.windows[rateClass]
    const now = Date.now()
    if (now - window.startMs >= limit.windowMs) Object.assign(window, { startMs: now, used: 0 })
    if (window.used >= limit.limit) return false
    window.used++
    return true
  }

  /** `GET /api/ratelimits`: each class's limit in requests a minute, as the service's sync tool reads them. */
  private limitsPerMinute(): Record<'normal' | 'strict' | 'assets' | 'post' | 'download', number> {
    const perMinute = ({ limit, windowMs }: { limit: number; windowMs: number }): number =>
      Math.round((limit * 60_000) / windowMs)
    return {
      normal: perMinute(this.options.rateLimit),
      strict: perMinute(this.options.strictRateLimit),
      assets: perMinute(this.options.assetsRateLimit),
      // Creates are in the normal class here unless createRateLimit gives them a class of their own.
      post: perMinute(this.options.createRateLimit ?? this.options.rateLimit),
      download: perMinute(this.options.downloadRateLimit),
    }
  }

  private rateLimitHeaders(rateClass: RateClass): Record<string, string> {
    const limit = this.limitOf(rateClass)
    const window = this.windows[rateClass]
    const resetMs = window.startMs + limit.windowMs
    return {
      'x-ratelimit-limit': String(limit.limit),
      'x-ratelimit-remaining': String(Math.max(0, limit.limit - window.used)),
      'x-ratelimit-reset': String(Math.ceil(resetMs / 1000)),
    }
  }
}

type RateClass = 'normal' | 'create' | 'strict' | 'assets' | 'download'

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** Open, and made: a branch still being made is neither listed nor usable. */
function open(branch: StandInBranch): boolean {
  return !branch.closed && (branch.listedAtMs ?? 0) <= Date.now()
}

/** The download class's default (an asset's file read): the order the service's sync tool expects. */
const DOWNLOADS_PER_MINUTE = 6_000

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}
