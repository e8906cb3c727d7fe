import {
  ApiClient,
  type AssetCreate,
  type AssetFilesApi,
  type AssetsApi,
  type CreateBranchBody,
  type FileSink,
  type ServiceApi,
} from '../api/client.js'
import type { Asset, AssetPage } from '../api/assets.js'
import { ApiError, UnknownCreateError, messageOf } from '../errors.js'
import type { Branch, BranchPage, Created, Job, JobRequest, ResultReader, Scene } from '../api/model.js'
import { type InFlight, MAX_REQUESTS_PER_MINUTE, type Traffic } from '../traffic/traffic.js'
import { type Operation, retryDecision } from './policy.js'
import { ASSETS_CLASS, DOWNLOAD_CLASS, STRICT_CLASS } from '../traffic/rate-windows.js'

export interface RetryLog {
  warning(message: string): void
  info(message: string): void
}

/**
 * The same API, each call retried by the policy in policy.ts until it succeeds, fails for good, or the step ends;
 * every request, first tries and retries alike, passes the traffic record's gate, which bounds the requests per
 * minute counting those in flight. Its waits are the traffic record's, each with its cause.
 */
export class RetryingApi implements ServiceApi {
  private unsureCreates = 0

  constructor(
    private readonly api: ServiceApi,
    private readonly traffic: Traffic,
    private readonly log: RetryLog,
  ) {}

  listBranches(projectId: number, after: string | undefined, signal: AbortSignal): Promise<BranchPage> {
    return this.retrying('branches', () => this.api.listBranches(projectId, after, signal), signal)
  }

  listScenes(projectId: number, branchId: string | undefined, signal: AbortSignal): Promise<Scene[]> {
    return this.retrying('scenes', () => this.api.listScenes(projectId, branchId, signal), signal)
  }

  startJob<T>(request: JobRequest<T>, signal: AbortSignal): Promise<Created<T>> {
    return this.retrying(request.route, () => this.api.startJob(request, signal), signal)
  }

  getJob<T>(id: number, reader: ResultReader<T>, signal: AbortSignal): Promise<Job<T>> {
    return this.retrying('poll', () => this.api.getJob(id, reader, signal), signal)
  }

  createBranch(body: CreateBranchBody, signal: AbortSignal): Promise<Branch> {
    return this.retrying('create-branch', () => this.api.createBranch(body, signal), signal)
  }

  /** Sends `call` through the gate, retried by the policy as `operation`. */
  async retrying<T>(operation: Operation, call: () => Promise<T>, signal: AbortSignal): Promise<T> {
    const { time } = this.traffic
    for (let attempt = 0; ; attempt++) {
      try {
        // Once the step (or a sibling download's failure) has ended the signal, nothing more is sent.
        signal.throwIfAborted()
        const flight = await this.gate(operation, signal)
        return await this.traffic.send(flight, call)
      } catch (error) {
        if (signal.aborted) throw signal.reason
        const attempts = { operation, attempt, unsureCreates: this.unsureCreates }
        const decision = retryDecision(error, attempts, time.clock(), time.random)
        if (decision.action === 'stop-unsure') {
          throw new UnknownCreateError(`${messageOf(error)}, after an earlier attempt whose outcome is unknown too`)
        }
        if (decision.action === 'fail') throw error
        if (decision.mayDuplicate) this.unsureCreates++
        const seconds = (decision.delayMs / 1000).toFixed(1)
        if (decision.warning) this.log.warning(decision.warning)
        else this.log.info(`${messageOf(error)}; retrying in ${seconds} s`)
        // The debug line names the failure's kind, not its words: those may quote the API, and were printed above.
        const why = error instanceof ApiError ? `answered ${error.status}` : (error as Error).name
        await this.traffic.wait(decision.cause, decision.delayMs, why, signal)
      }
    }
  }

  /**
   * Waits until `operation` may go, then takes its place in the same turn: with several requests in flight, each
   * waiter looks again after its wait, and no two pass on one count.
   */
  private async gate(operation: Operation, signal: AbortSignal): Promise<InFlight> {
    for (;;) {
      const ms = this.traffic.gateDelayMs(operation)
      if (ms <= 0) return this.traffic.reserve(operation)
      const why = ASSETS_CLASS.has(operation)
        ? "the assets class's window is spent until it resets"
        : DOWNLOAD_CLASS.has(operation)
          ? "the download class's window is spent until it resets"
          : STRICT_CLASS.has(operation)
            ? "the strict class's window (builds and archives) is spent until it resets"
            : `at most ${MAX_REQUESTS_PER_MINUTE} requests a minute`
      this.log.info(`Holding the next request ${(ms / 1000).toFixed(1)} s: ${why}`)
      await this.traffic.wait('gate', ms, why, signal)
    }
  }
}

/**
 * The API as a step speaks it: the client at `baseUrl` with the token, wrapped in the retries. Retry notes can quote
 * the API's words, so `log.info` must print them as untrusted text.
 */
export function stepApi(
  { baseUrl, accessToken }: { baseUrl: string; accessToken: string },
  traffic: Traffic,
  log: RetryLog,
): RetryingApi {
  return new RetryingApi(new ApiClient(baseUrl, accessToken, traffic), traffic, log)
}

/** push-files' routes, each call retried as the rest are (a create of unknown outcome is not: see policy.ts). */
export class RetryingAssetsApi implements AssetsApi, AssetFilesApi {
  constructor(
    private readonly api: AssetsApi & AssetFilesApi,
    private readonly retrier: RetryingApi,
  ) {}

  listAssets(
    projectId: number,
    branchId: string,
    skip: number,
    limit: number,
    signal: AbortSignal,
  ): Promise<AssetPage> {
    return this.retrier.retrying('assets', () => this.api.listAssets(projectId, branchId, skip, limit, signal), signal)
  }

  createAsset(request: AssetCreate, signal: AbortSignal): Promise<Asset> {
    return this.retrier.retrying('asset-create', () => this.api.createAsset(request, signal), signal)
  }

  updateAsset(asset: Asset, branchId: string, bytes: Buffer, signal: AbortSignal): Promise<Asset> {
    return this.retrier.retrying('asset-update', () => this.api.updateAsset(asset, branchId, bytes, signal), signal)
  }

  deleteAsset(id: number, branchId: string, signal: AbortSignal): Promise<void> {
    return this.retrier.retrying('asset-delete', () => this.api.deleteAsset(id, branchId, signal), signal)
  }

  /**
   * A read: retried as one, the sink called anew from the first byte each time (a file longer than its list says is
   * no transient failure, nor is the sink's own, and neither is retried).
   */
  assetFile<T>(asset: Asset, branchId: string, maxBytes: number, sink: FileSink<T>, signal: AbortSignal): Promise<T> {
    return this.retrier.retrying(
      'asset-file',
      () => this.api.assetFile(asset, branchId, maxBytes, sink, signal),
      signal,
    )
  }
}

/** The step's API for push-files and pull-files: the branch list (retried as every action's) and the asset routes, one client. */
export function stepAssetsApi(
  { baseUrl, accessToken }: { baseUrl: string; accessToken: string },
  traffic: Traffic,
  log: RetryLog,
): { api: RetryingApi; assets: RetryingAssetsApi } {
  const client = new ApiClient(baseUrl, accessToken, traffic)
  const api = new RetryingApi(client, traffic, log)
  return { api, assets: new RetryingAssetsApi(client, api) }
}
