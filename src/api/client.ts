import { KeptAliveReads, type RequestSignal, httpClient, requestSignal, untilAborted } from './http.js'
import { Readable } from 'node:stream'
import {
  ApiError,
  FileMismatchError,
  TransportError,
  UnknownCreateError,
  UnreadableAnswerError,
  messageOf,
} from '../errors.js'
import {
  type Branch,
  type BranchPage,
  type Created,
  type Job,
  type JobRequest,
  type ResultReader,
  type Scene,
  parseBranch,
  parseBranchPage,
  parseCreated,
  parseJob,
  parseScenes,
} from './model.js'
import { type Asset, type AssetPage, parseAssetPage, parseWritten } from './assets.js'
import { type EncodedForm, encodeForm } from './multipart.js'
import { type RateLimit, parseRateLimit, parseRetryAfter } from '../traffic/rate-limit.js'
import type { Route, Traffic } from '../traffic/traffic.js'
import { clip, isRecord } from '../text.js'

/** A new branch, from a source branch's checkpoint (its latest when none is named). */
export interface CreateBranchBody {
  projectId: number
  name: string
  sourceBranchId: string
  sourceCheckpointId?: string
}

/** One request to send: its own time limit comes with it. */
interface Call {
  route: Route
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  /** JSON text, or a multipart form (the asset routes). */
  body: string | EncodedForm | null
  timeoutMs: number
  /** A file is the answer (not JSON): its bytes go to `receive` as they arrive, at most `maxBytes` of them. */
  file?: { maxBytes: number; receive: FileSink<unknown> }
}

/** A successful answer as it came: JSON when the body was JSON, else undefined and the body described. */
interface Success {
  status: number
  json: unknown
  body: string
  where: string
  /** What the call's `file.receive` made of the answer's bytes, for a call whose answer is a file. */
  received?: { value: unknown }
}

/** The API, as the actions use it: the client speaks it, and the retrying layer wraps the client in it. */
export interface ServiceApi {
  /** One page of the project's open branches: the first, or the one after the branch `after` (its id). */
  listBranches(projectId: number, after: string | undefined, signal: AbortSignal): Promise<BranchPage>
  /** The scenes of a branch (of the main branch when `branchId` is undefined), in the list's order. */
  listScenes(projectId: number, branchId: string | undefined, signal: AbortSignal): Promise<Scene[]>
  /** Sends the create of a job of any kind (jobs/kinds.ts); a complete 2xx answer is final, whatever its body. */
  startJob<T>(request: JobRequest<T>, signal: AbortSignal): Promise<Created<T>>
  /** Job `id`'s record, its data read as its kind's. */
  getJob<T>(id: number, reader: ResultReader<T>, signal: AbortSignal): Promise<Job<T>>
  /** Synchronous: the answer is the branch. An unreadable 2xx answer is an UnreadableAnswerError (it may exist). */
  createBranch(body: CreateBranchBody, signal: AbortSignal): Promise<Branch>
}

/** A new asset in a folder (`parent`, null at the root) of a branch: a folder, or a file with its bytes. */
export interface AssetCreate {
  projectId: number
  branchId: string
  name: string
  parent: number | null
  /** Undefined for a folder. */
  bytes?: Buffer
}

/** push-files' routes (docs/api.md#assets): the branch's assets listed, created, their files replaced, deleted. */
export interface AssetsApi {
  /** One page of the branch's assets, by number: `limit` entries after the first `skip`. */
  listAssets(projectId: number, branchId: string, skip: number, limit: number, signal: AbortSignal): Promise<AssetPage>
  /** Multipart; the answer must be the asset asked for (its name, its folder), else unreadable: it may exist. */
  createAsset(request: AssetCreate, signal: AbortSignal): Promise<Asset>
  /** Replaces asset `asset.id`'s file; the answer must be that asset. */
  updateAsset(asset: Asset, branchId: string, bytes: Buffer, signal: AbortSignal): Promise<Asset>
  deleteAsset(id: number, branchId: string, signal: AbortSignal): Promise<void>
}

/**
 * Takes a file's bytes as they arrive (never the whole file in memory): the body's chunks, already bounded, and the
 * request's signal (the step's, or the request's own timeout). It must consume or stop the body, and on any failure
 * leave nothing behind: a retry calls it again from the first byte. A failure of the connection reaches it as a thrown
 * chunk; its own failures (the disk's) are the caller's, never retried as the network's.
 */
export type FileSink<T> = (body: AsyncIterable<Buffer>, signal: AbortSignal) => Promise<T>

/** pull-files' route: an asset's file, as stored. */
export interface AssetFilesApi {
  /**
   * `GET /api/assets/{id}/file/{filename}?branchId=`: the bytes as stored (filename: the list's `file.filename`, else
   * the asset's name), streamed into `sink`, whose result is the answer. An answer longer than `maxBytes` is stopped
   * there: a FileMismatchError (through the sink, which cleans up), never retried.
   */
  assetFile<T>(asset: Asset, branchId: string, maxBytes: number, sink: FileSink<T>, signal: AbortSignal): Promise<T>
}

/** Each request's own limit, well under the step's, so one hung request cannot take the whole budget. */
export const REQUEST_TIMEOUTS_MS: Readonly<Record<Route, number>> = {
  branches: 10_000,
  scenes: 10_000,
  create: 15_000,
  poll: 5_000,
  'create-branch': 15_000,
  build: 15_000,
  archive: 15_000,
  assets: 30_000,
  'asset-create': 30_000,
  'asset-update': 30_000,
  'asset-delete': 15_000,
  'asset-file': 30_000,
}
/** The API's error text is shown whole up to this length. */
const MAX_ERROR_TEXT = 500
/** A job record is a few KiB; a larger body is not read further (a proxy's page, or a hostile server). */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * The checkpoint API over @actions/http-client (which brings proxy support).
 * Redirects are not followed: the client's own redirect handling keeps the token on a new port of the same
 * host, and the API has no reason to redirect. The token is a per-call header, never a client-wide one.
 */
export class ApiClient implements ServiceApi, AssetsApi, AssetFilesApi {
  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    /** Where every request is recorded, with its outcome and the rate-limit reading its answer carried. */
    private readonly traffic: Traffic,
    private readonly timeoutsMs: Readonly<Record<Route, number>> = REQUEST_TIMEOUTS_MS,
  ) {}

  private readonly reads = new KeptAliveReads()

  /** The list pages by cursor: the id of the last branch received (docs/api.md#routes). */
  async listBranches(projectId: number, after: string | undefined, signal: AbortSignal): Promise<BranchPage> {
    const query = after === undefined ? '' : `?skip=${encodeURIComponent(after)}`
    const call = this.call('branches', 'GET', `/api/projects/${projectId}/branches${query}`, null)
    return this.send(call, signal, readable(parseBranchPage))
  }

  async listScenes(projectId: number, branchId: string | undefined, signal: AbortSignal): Promise<Scene[]> {
    const query = branchId === undefined ? '' : `?branchId=${encodeURIComponent(branchId)}`
    const call = this.call('scenes', 'GET', `/api/projects/${projectId}/scenes${query}`, null)
    return this.send(call, signal, readable(parseScenes))
  }

  /** A complete 2xx answer is final, whatever its body: the create is never sent again after one. */
  async startJob<T>({ route, path, body, reader }: JobRequest<T>, signal: AbortSignal): Promise<Created<T>> {
    const call = this.call(route, 'POST', path, JSON.stringify(body))
    return this.send(call, signal, answer => {
      if (answer.json === undefined) {
        throw new UnknownCreateError(`${answer.where}: ${answer.status} with ${describeBody(answer.body)}`)
      }
      return parseCreated(answer.json, reader)
    })
  }

  /** Only job `id`'s own record is an answer; anything else is unreadable, and retried as such. */
  async getJob<T>(id: number, reader: ResultReader<T>, signal: AbortSignal): Promise<Job<T>> {
    const call = this.call('poll', 'GET', `/api/jobs/${encodeURIComponent(id)}`, null)
    return this.send(
      call,
      signal,
      readable(json => parseJob(json, reader, id)),
    )
  }

  /** A 2xx answer naming another branch or project than asked for is unreadable: the create may have acted. */
  async createBranch(body: CreateBranchBody, signal: AbortSignal): Promise<Branch> {
    const call = this.call('create-branch', 'POST', '/api/branches', JSON.stringify(body))
    return this.send(
      call,
      signal,
      readable(json => parseBranch(json, body)),
    )
  }

  async listAssets(
    projectId: number,
    branchId: string,
    skip: number,
    limit: number,
    signal: AbortSignal,
  ): Promise<AssetPage> {
    const query = `?branchId=${encodeURIComponent(branchId)}&skip=${skip}&limit=${limit}`
    const call = this.call('assets', 'GET', `/api/projects/${projectId}/assets${query}`, null)
    return this.send(call, signal, readable(parseAssetPage))
  }

  async createAsset({ projectId, branchId, name, parent, bytes }: AssetCreate, signal: AbortSignal): Promise<Asset> {
    const fields: Record<string, string> = { name, projectId: String(projectId), branchId }
    if (parent !== null) fields.parent = String(parent)
    // A file is preloaded, as the service's own sync tool makes it: a script not preloaded is not loaded with the app.
    if (bytes === undefined) fields.type = 'folder'
    else fields.preload = 'true'
    const form = await encodeForm({ fields, ...(bytes === undefined ? {} : { file: { filename: name, bytes } }) })
    const call = this.call('asset-create', 'POST', '/api/assets', form)
    return this.send(
      call,
      signal,
      readable(json => parseWritten(json, { name, parent })),
    )
  }

  async updateAsset(asset: Asset, branchId: string, bytes: Buffer, signal: AbortSignal): Promise<Asset> {
    // The file part carries the asset's own file name, as the Editor sends it (the asset's name when none is listed).
    const form = await encodeForm({ fields: { branchId }, file: { filename: asset.filename ?? asset.name, bytes } })
    const call = this.call('asset-update', 'PUT', `/api/assets/${asset.id}`, form)
    return this.send(
      call,
      signal,
      readable(json => parseWritten(json, asset)),
    )
  }

  async deleteAsset(id: number, branchId: string, signal: AbortSignal): Promise<void> {
    const path = `/api/assets/${id}?branchId=${encodeURIComponent(branchId)}`
    await this.send(this.call('asset-delete', 'DELETE', path, null), signal, () => undefined)
  }

  async assetFile<T>(
    asset: Asset,
    branchId: string,
    maxBytes: number,
    sink: FileSink<T>,
    signal: AbortSignal,
  ): Promise<T> {
    const filename = encodeURIComponent(asset.filename ?? asset.name)
    const path = `/api/assets/${asset.id}/file/${filename}?branchId=${encodeURIComponent(branchId)}`
    const call: Call = { ...this.call('asset-file', 'GET', path, null), file: { maxBytes, receive: sink } }
    // Only a 2xx answer's body reaches the sink, and exchange() returns `received` for exactly those.
    return this.send(call, signal, answer => answer.received?.value as T)
  }

  private call(route: Route, method: Call['method'], path: string, body: Call['body']): Call {
    return { route, method, path, body, timeoutMs: this.timeoutsMs[route] }
  }

  /** Sends, reads the answer with `read`, and records the request whatever happens. */
  private async send<T>(call: Call, stepSignal: AbortSignal, read: (answer: Success) => T): Promise<T> {
    const atMs = this.traffic.time.clock()
    let reading: RateLimit | undefined
    let outcome: number | string = 0
    let problem: string | undefined
    try {
      const answer = await this.exchange(call, stepSignal, r => (reading = r))
      outcome = answer.status
      return read(answer)
    } catch (error) {
      // The status, or the kind of failure; a failure of the step itself (timeout, cancel) is no problem of the API's.
      if (error instanceof ApiError) outcome = error.status
      else if (outcome === 0) outcome = (error as Error).name
      if (!stepSignal.aborted) problem = (error as Error).message
      throw error
    } finally {
      const tookMs = this.traffic.time.clock() - atMs
      this.traffic.record({
        route: call.route,
        what: `${call.method} ${call.path}`,
        atMs,
        tookMs,
        outcome,
        problem,
        reading,
      })
    }
  }

  private async exchange(
    call: Call,
    stepSignal: AbortSignal,
    onReading: (reading: RateLimit | undefined) => void,
  ): Promise<Success> {
    const request = requestSignal(stepSignal, call.timeoutMs)
    try {
      return await this.exchangeWithin(call, stepSignal, request, onReading)
    } finally {
      request.end()
    }
  }

  private async exchangeWithin(
    { method, path, body, timeoutMs, file }: Call,
    stepSignal: AbortSignal,
    { signal, timedOut }: RequestSignal,
    onReading: (reading: RateLimit | undefined) => void,
  ): Promise<Success> {
    const { headers: bodyHeaders, data } = requestBody(body)
    const accept = file === undefined ? 'application/json' : '*/*'
    const headers = { authorization: `Bearer ${this.token}`, accept, ...bodyHeaders }
    const where = `${method} ${this.baseUrl}${path}`
    let status: number
    let text: string
    let received: Success['received']
    /** Set once the body is the sink's: what fails after that is the sink's, or (a BodyCut) the connection's. */
    let receiving = false
    let rateLimit: RateLimit | undefined
    let retryAfterMs: number | undefined
    try {
      const url = this.baseUrl + path
      const sent =
        method === 'GET'
          ? this.reads.request(url, headers, signal)
          : httpClient(signal).request(method, url, data, headers)
      const response = await untilAborted(sent, signal)
      status = response.message.statusCode ?? 0
      rateLimit = parseRateLimit(response.message.headers, Date.now())
      // Without a usable reset, a 429's Retry-After says when (a gateway's 429 may carry only that).
      if (status === 429 && !rateLimit) retryAfterMs = parseRetryAfter(response.message.headers, Date.now())
      onReading(rateLimit)
      if (status >= 300 && status < 400) {
        const location = clip(String(response.message.headers.location ?? 'nowhere'), MAX_ERROR_TEXT)
        response.message.resume()
        throw new ApiError(status, `Redirect to ${location}`)
      }
      if (file !== undefined && status >= 200 && status < 300) {
        const chunks = bounded(response.message, file.maxBytes, where)
        receiving = true
        // Raced with the signal as every await is; the sink is handed the same signal, so it stops and cleans up too.
        const value = await untilAborted(file.receive(chunks, signal), signal).catch((error: unknown) => {
          // A sink that failed before reading the body to its end must not leave the connection open.
          response.message.destroy()
          throw error
        })
        received = { value }
        text = ''
      } else text = await untilAborted(readBounded(response.message, MAX_BODY_BYTES), signal)
    } catch (thrown) {
      if (stepSignal.aborted) throw stepSignal.reason
      if (thrown instanceof ApiError || thrown instanceof FileMismatchError) throw thrown
      if (timedOut()) {
        throw new TransportError(`${where}: no answer within ${timeoutMs / 1000} s`, true)
      }
      // A sink's own failure (a full disk, a folder gone) is no fault of the network's: as it came, never retried.
      if (receiving && !(thrown instanceof BodyCut)) throw thrown
      const error = thrown instanceof BodyCut ? thrown.cause : thrown
      const code = (error as NodeJS.ErrnoException).code
      // A refused connection never reached the server; anything else may have been acted on.
      const said = (code && NETWORK_ERRORS[code]) || (error as Error).message
      throw new TransportError(`${where}: ${said}`, code !== 'ECONNREFUSED', code)
    }
    if (received !== undefined) return { status, json: undefined, body: '', where, received }
    const json = parseJson(text)
    if (status >= 200 && status < 300) return { status, json, body: text, where }
    const apiText = errorText(json) ?? describeBody(text)
    throw new ApiError(status, apiText, status === 429 ? (rateLimit?.resetAtMs ?? retryAfterMs) : undefined)
  }
}

/** Reads a JSON answer with `parse`; an answer that is not JSON is unreadable, and retried as such. */
function readable<T>(parse: (json: unknown) => T): (answer: Success) => T {
  return answer => {
    if (answer.json === undefined) {
      throw new UnreadableAnswerError(`${answer.where}: ${answer.status} with ${describeBody(answer.body)}`)
    }
    return parse(answer.json)
  }
}

/** What node's error codes mean, in words (what to do about them is in report/messages.ts). */
export const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EPIPE: 'connection closed while sending',
  ETIMEDOUT: 'connection timed out',
  EAI_AGAIN: 'host name lookup failed for now (DNS)',
  ENOTFOUND: 'host not found',
  CERT_HAS_EXPIRED: 'TLS certificate has expired',
  ERR_TLS_CERT_ALTNAME_INVALID: "TLS certificate does not match base-url's host",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate not trusted',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'TLS certificate not trusted',
  SELF_SIGNED_CERT_IN_CHAIN: 'TLS certificate not trusted',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
}

/**
 * The body as text, at most `maxBytes` of it (a larger body yields TOO_LARGE and is not read on). Not readBody():
 * it never settles when the connection drops mid-body, where this rejects.
 */
async function readBounded(stream: Readable, maxBytes: number): Promise<string> {
  const bytes = await readBytes(stream, maxBytes)
  return bytes === undefined ? TOO_LARGE : bytes.toString('utf8')
}

/** The connection failed while a sink read the body: carried through the sink as it is, to tell it from the sink's own. */
class BodyCut extends Error {
  override name = 'BodyCut'
  constructor(override readonly cause: unknown) {
    super(messageOf(cause))
  }
}

/**
 * A file's body as it arrives, for a sink: a FileMismatchError (and the body stopped) as soon as it runs past
 * `maxBytes`, so that a wrong file is never read whole; a failure of the connection thrown as a BodyCut.
 */
async function* bounded(stream: Readable, maxBytes: number, where: string): AsyncGenerator<Buffer> {
  let size = 0
  try {
    // Leaving this loop early (the limit, or the sink stopping) destroys the stream: nothing more is read.
    for await (const chunk of stream) {
      size += (chunk as Buffer).length
      if (size > maxBytes) {
        throw new FileMismatchError(`${where}: the file ran past the ${maxBytes} bytes its list says, and was stopped`)
      }
      yield chunk as Buffer
    }
  } catch (error) {
    throw error instanceof FileMismatchError ? error : new BodyCut(error)
  }
}

/** A file's bytes, at most `maxBytes`: undefined (and the stream stopped) as soon as one more arrives. */
async function readBytes(stream: Readable, maxBytes: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    size += (chunk as Buffer).length
    if (size > maxBytes) {
      stream.destroy()
      return undefined
    }
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

// Not JSON, so it is never parsed; describeBody names it.
const TOO_LARGE = '\u0000too large'

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The API's words: `error`, or `message` where there is none (the Editor's own client reads both). */
function errorText(json: unknown): string | undefined {
  if (!isRecord(json)) return undefined
  const text = [json.error, json.message].find(value => typeof value === 'string' && value.trim())
  return typeof text === 'string' ? clip(text.trim(), MAX_ERROR_TEXT) : undefined
}

/** Names what an unusable body was without echoing it (it may be a proxy's whole HTML page). */
export function describeBody(text: string): string {
  const trimmed = text.trim()
  if (text === TOO_LARGE) return `a body over ${MAX_BODY_BYTES / 1024 / 1024} MiB`
  if (!trimmed) return 'an empty body'
  if (trimmed.startsWith('<')) return 'an HTML page instead of JSON (a proxy or gateway error?)'
  return 'a body that is not valid JSON'
}

/** A call's body as sent: nothing, JSON text (written as UTF-8), or a form's bytes as a stream with their length. */
function requestBody(body: Call['body']): { headers: Record<string, string>; data: string | Readable } {
  if (body === null) return { headers: {}, data: '' }
  if (typeof body === 'string') return { headers: { 'content-type': 'application/json' }, data: body }
  const headers = { 'content-type': body.contentType, 'content-length': String(body.body.length) }
  return { headers, data: Readable.from([body.body]) }
}
