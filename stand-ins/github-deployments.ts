import { type IncomingMessage, STATUS_CODES, type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { JOB_TOKEN } from './runner.js'

export type StatusState = 'error' | 'failure' | 'inactive' | 'in_progress' | 'queued' | 'pending' | 'success'

export interface DeploymentStatus {
  id: number
  state: StatusState
  description: string
  environment: string
  environment_url: string
  log_url: string
  target_url: string
  created_at: string
  updated_at: string
  deployment_url: string
  url: string
  creator: { login: string }
}

export interface Deployment {
  id: number
  node_id: string
  url: string
  sha: string
  ref: string
  task: string
  payload: unknown
  original_environment: string
  environment: string
  description: string | null
  creator: { login: string }
  created_at: string
  updated_at: string
  statuses_url: string
  repository_url: string
  transient_environment: boolean
  production_environment: boolean
  /** oldest first; NOT sent in JSON answers (GitHub's deployment object has no statuses) */
  statuses: DeploymentStatus[]
}

const STATES: readonly StatusState[] = ['error', 'failure', 'inactive', 'in_progress', 'queued', 'pending', 'success']
/** The job token's login: deployments made with it, and the ones GitHub makes for a job, are credited to it. */
const BOT = 'github-actions[bot]'
const DOCS = 'https://docs.github.com/rest/deployments'
/** The first object's timestamp; each later one is 1 s after the one before, so that ordering never ties. */
const EPOCH = Date.parse('2026-11-01T00:00:00Z')

interface Answer {
  status: number
  body: unknown
  link?: string
}

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const error = (status: number, message: string, documentation_url: string, errors?: unknown[]): Answer => ({
  status,
  body: { message, ...(errors && { errors }), documentation_url },
})

/** GitHub's 422: the field named, `code` as GitHub words it (`missing_field`, `invalid`, `custom` with a message). */
const invalid = (resource: string, field: string, docs: string, code = 'invalid', message?: string): Answer =>
  error(422, 'Validation Failed', docs, [{ resource, code, field, ...(message && { message }) }])

/** GitHub's check of a description: a string of at most 140 characters, or null; its 422 otherwise. */
function checkDescription(value: unknown, resource: string, docs: string): Answer | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') return invalid(resource, 'description', docs)
  if (value.length > 140) {
    return invalid(resource, 'description', docs, 'custom', 'description is too long (maximum is 140 characters)')
  }
}

/**
 * A stand-in for GitHub's REST API deployments and deployment statuses routes
 * (`/repos/{owner}/{repo}/deployments[/{id}[/statuses]]`) on 127.0.0.1, for one repository and one job token.
 * There is no git behind it: a ref is taken as a commit sha, except the default branch's name, which resolves to
 * `defaultHead`.
 */
export class StandInDeployments {
  readonly deployments: Deployment[] = []
  /** Every request, in order; the Authorization header is never kept. */
  readonly requests: { method: string; path: string; body?: unknown }[] = []
  /** The job token's `deployments` permission. */
  permission: 'write' | 'read' | 'none' = 'write'
  /** The default branch's head commit (auto_merge compares with it). */
  defaultHead?: string
  /** Commit statuses by sha (what required_contexts checks), oldest first: a context's last entry is its state. */
  readonly commitStatuses = new Map<string, { context: string; state: 'success' | 'failure' | 'pending' | 'error' }[]>()
  /** Fault injection: the next `times` requests (default every one) answered with this status and {message}. */
  failWith?: { status: number; times?: number }
  private readonly repository: string
  private readonly prefix: string
  private readonly token: string
  private readonly defaultBranch: string
  private readonly server: Server
  private origin = ''
  private ticks = 0
  private nextStatusId = 1

  constructor(options: { repository?: string; prefix?: string; token?: string; defaultBranch?: string } = {}) {
    this.repository = options.repository ?? 'octo-org/game'
    this.prefix = options.prefix ?? ''
    this.token = options.token ?? JOB_TOKEN
    this.defaultBranch = options.defaultBranch ?? 'main'
    this.server = createServer((req, res) => {
      void this.handle(req)
        .catch((): Answer => error(500, 'Server Error', 'https://docs.github.com/rest'))
        .then(({ status, body, link }) => {
          res
            .writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...(link && { link }) })
            .end(JSON.stringify(body))
        })
    })
  }

  /** Listens on 127.0.0.1:0; resolves to the API root, `http://127.0.0.1:PORT${prefix}`. */
  async start(): Promise<string> {
    await new Promise<void>(resolve => this.server.listen(0, '127.0.0.1', resolve))
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.root
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise(resolve => this.server.close(resolve))
  }

  /**
   * What GitHub itself does for a job with `environment:` — its own record (task 'deploy', creator
   * 'github-actions[bot]', payload {}, production_environment false), with a `queued` then an `in_progress` status;
   * returns its id.
   */
  recordJob(o: { environment: string; sha: string; ref: string; logUrl: string }): number {
    const deployment = this.create({
      sha: o.sha,
      ref: o.ref,
      task: 'deploy',
      payload: {},
      environment: o.environment,
      description: null,
      transient: false,
      production: false,
    })
    for (const state of ['queued', 'in_progress'] as const) this.addStatus(deployment, { state, logUrl: o.logUrl })
    return deployment.id
  }

  /**
   * GitHub's record of that job when the job ends: a status `success` or `failure` (environment_url given when the
   * job's environment has a url), with auto_inactive as GitHub applies it.
   */
  finishJob(id: number, state: 'success' | 'failure', environmentUrl?: string): void {
    const deployment = this.find(id)
    if (!deployment) throw new Error(`no deployment ${id}`)
    const logUrl = deployment.statuses.at(-1)?.log_url ?? ''
    this.addStatus(deployment, { state, logUrl, environmentUrl, autoInactive: true })
  }

  /** A deployment made earlier, as through the API (with one status when `state` is given): a history to start from. */
  seed(o: {
    sha: string
    task: string
    environment: string
    payload: unknown
    production?: boolean
    state?: StatusState
  }): Deployment {
    const deployment = this.create({
      sha: o.sha,
      ref: o.sha,
      task: o.task,
      payload: o.payload,
      environment: o.environment,
      description: null,
      transient: false,
      production: o.production ?? true,
    })
    if (o.state) this.addStatus(deployment, { state: o.state })
    return deployment
  }

  /** A deployment's newest status's state, or undefined without one. */
  latestState(id: number): StatusState | undefined {
    return this.find(id)?.statuses.at(-1)?.state
  }

  private get root(): string {
    if (!this.origin) throw new Error('start() the stand-in first: its urls name its port')
    return `${this.origin}${this.prefix}`
  }

  private find(id: number): Deployment | undefined {
    return this.deployments.find(deployment => deployment.id === id)
  }

  private now(): string {
    return new Date(EPOCH + 1000 * this.ticks++).toISOString().replace('.000Z', 'Z')
  }

  private async handle(req: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    let body: unknown
    let parsed = true
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      ;[body, parsed] = [text, false]
    }
    this.requests.push({ method, path, ...(body !== undefined && { body }) })

    if (this.failWith) {
      const { status, times } = this.failWith
      if (times !== undefined) this.failWith = times > 1 ? { status, times: times - 1 } : undefined
      return { status, body: { message: STATUS_CODES[status] ?? 'Error' } }
    }
    // As for a private repository: only the job's token is let in, whether the route exists or not.
    const [, scheme, given] = /^(token|bearer) (.*)$/i.exec(req.headers.authorization ?? '') ?? []
    if (!scheme || given !== this.token) return error(401, 'Bad credentials', 'https://docs.github.com/rest')

    const url = new URL(path, this.origin)
    const route =
      url.pathname.startsWith(`${this.prefix}/`) &&
      /^\/repos\/([^/]+\/[^/]+)\/deployments(?:\/(\d+)(\/statuses)?)?\/?$/.exec(url.pathname.slice(this.prefix.length))
    const notFound = error(404, 'Not Found', 'https://docs.github.com/rest')
    if (!route || route[1]?.toLowerCase() !== this.repository.toLowerCase()) return notFound
    const [, , id, statuses] = route
    const key = `${method} ${id === undefined ? '' : '{id}'}${statuses ?? ''}`
    const docs = {
      'POST ': `${DOCS}/deployments#create-a-deployment`,
      'GET ': `${DOCS}/deployments#list-deployments`,
      'GET {id}': `${DOCS}/deployments#get-a-deployment`,
      'POST {id}/statuses': `${DOCS}/statuses#create-a-deployment-status`,
      'GET {id}/statuses': `${DOCS}/statuses#list-deployment-statuses`,
    }[key]
    if (!docs) return notFound
    if (this.permission === 'none' || (this.permission === 'read' && method === 'POST')) {
      return error(403, 'Resource not accessible by integration', docs)
    }
    if (!parsed) return error(400, 'Problems parsing JSON', docs)
    if (key === 'POST ') return this.createRoute(body, docs)
    if (key === 'GET ') {
      const filters = (['sha', 'ref', 'task', 'environment'] as const).flatMap(name => {
        const value = url.searchParams.get(name)
        return value ? [[name, value] as const] : []
      })
      const found = this.deployments.filter(deployment => filters.every(([name, value]) => deployment[name] === value))
      return this.page(found.reverse().map(json), url)
    }
    const deployment = this.find(Number(id))
    if (!deployment) return notFound
    if (key === 'GET {id}') return { status: 200, body: json(deployment) }
    if (key === 'GET {id}/statuses') return this.page([...deployment.statuses].reverse(), url)
    return this.statusRoute(deployment, body, docs)
  }

  /** `POST /deployments`: GitHub's checks in GitHub's order — the fields, then auto_merge, then the commit statuses. */
  private createRoute(body: unknown, docs: string): Answer {
    const fields: Fields = isObject(body) ? body : {}
    const { ref, auto_merge = true, required_contexts, environment = 'production', task = 'deploy' } = fields
    if (typeof ref !== 'string' || !ref) return invalid('Deployment', 'ref', docs, 'missing_field')
    let payload: unknown = fields.payload ?? {}
    if (typeof payload === 'string') {
      try {
        payload = JSON.parse(payload) as unknown
      } catch {
        return invalid('Deployment', 'payload', docs)
      }
    }
    if (!isObject(payload)) return invalid('Deployment', 'payload', docs)
    const refused = checkDescription(fields.description, 'Deployment', docs)
    if (refused) return refused
    const text = fields.description === undefined ? '' : (fields.description as string | null)
    if (typeof task !== 'string') return invalid('Deployment', 'task', docs)
    if (typeof environment !== 'string') return invalid('Deployment', 'environment', docs)
    if (typeof auto_merge !== 'boolean') return invalid('Deployment', 'auto_merge', docs)
    const {
      transient_environment: transient = false,
      production_environment: production = environment === 'production',
    } = fields
    if (typeof transient !== 'boolean') return invalid('Deployment', 'transient_environment', docs)
    if (typeof production !== 'boolean') return invalid('Deployment', 'production_environment', docs)
    const required =
      required_contexts === undefined
        ? undefined
        : Array.isArray(required_contexts) && required_contexts.every(context => typeof context === 'string')
          ? required_contexts
          : null
    if (required === null) return invalid('Deployment', 'required_contexts', docs)

    const sha = ref === this.defaultBranch ? (this.defaultHead ?? ref) : ref
    // GitHub would merge the default branch into a ref behind it; the stand-in never does, so a deploy of anything
    // but the default branch's head must say auto_merge: false.
    if (auto_merge && this.defaultHead !== undefined && sha !== this.defaultHead) {
      return error(409, `Conflict merging ${this.defaultBranch} into ${ref}.`, docs)
    }
    const latest = new Map((this.commitStatuses.get(sha) ?? []).map(({ context, state }) => [context, state]))
    // A required context not yet submitted fails the check too (GitHub: "or to specify contexts that have not yet
    // been submitted"); it is listed as 'missing'.
    const contexts = (required ?? [...latest.keys()]).map(context => ({
      context,
      state: latest.get(context) ?? 'missing',
    }))
    if (contexts.some(({ state }) => state !== 'success')) {
      return error(409, `Conflict: Commit status checks failed for ${ref}.`, docs, [
        { contexts, resource: 'Deployment', field: 'required_contexts', code: 'invalid' },
      ])
    }
    const deployment = this.create({ sha, ref, task, payload, environment, description: text, transient, production })
    return { status: 201, body: json(deployment) }
  }

  /** `POST /deployments/{id}/statuses`. */
  private statusRoute(deployment: Deployment, body: unknown, docs: string): Answer {
    const fields: Fields = isObject(body) ? body : {}
    const { state, auto_inactive = true, environment = deployment.environment } = fields
    if (!STATES.includes(state as StatusState)) return invalid('DeploymentStatus', 'state', docs)
    const refused = checkDescription(fields.description, 'DeploymentStatus', docs)
    if (refused) return refused
    const urls = ['log_url', 'target_url', 'environment_url'].map(name => fields[name])
    if (urls.some(url => url !== undefined && typeof url !== 'string')) return invalid('DeploymentStatus', 'url', docs)
    if (typeof environment !== 'string') return invalid('DeploymentStatus', 'environment', docs)
    if (typeof auto_inactive !== 'boolean') return invalid('DeploymentStatus', 'auto_inactive', docs)
    const [logUrl, targetUrl, environmentUrl] = urls as (string | undefined)[]
    const status = this.addStatus(deployment, {
      state: state as StatusState,
      description: (fields.description as string | null) ?? '',
      // "Setting log_url will automatically set target_url to the same value", and the other way round.
      logUrl: logUrl ?? targetUrl,
      targetUrl: logUrl ?? targetUrl,
      environmentUrl,
      environment,
      autoInactive: auto_inactive,
    })
    return { status: 201, body: status }
  }

  private create(o: {
    sha: string
    ref: string
    task: string
    payload: unknown
    environment: string
    description: string | null
    transient: boolean
    production: boolean
  }): Deployment {
    const id = 1001 + this.deployments.length
    const repositoryUrl = `${this.root}/repos/${this.repository}`
    const url = `${repositoryUrl}/deployments/${id}`
    const at = this.now()
    const deployment: Deployment = {
      id,
      // GitHub's legacy global id: base64 of "010:Deployment<id>".
      node_id: Buffer.from(`010:Deployment${id}`).toString('base64'),
      url,
      sha: o.sha,
      ref: o.ref,
      task: o.task,
      payload: o.payload,
      original_environment: o.environment,
      environment: o.environment,
      description: o.description,
      creator: { login: BOT },
      created_at: at,
      updated_at: at,
      statuses_url: `${url}/statuses`,
      repository_url: repositoryUrl,
      transient_environment: o.transient,
      production_environment: o.production,
      statuses: [],
    }
    this.deployments.push(deployment)
    return deployment
  }

  /**
   * A new status, and with a `success` and autoInactive, an `inactive` one for every older deployment of the same
   * environment that is neither transient nor production and whose newest state is success (docs: "Inactive
   * deployments").
   */
  private addStatus(
    deployment: Deployment,
    o: {
      state: StatusState
      description?: string
      logUrl?: string
      targetUrl?: string
      environmentUrl?: string
      environment?: string
      autoInactive?: boolean
    },
  ): DeploymentStatus {
    const at = this.now()
    const id = this.nextStatusId++
    const environment = o.environment ?? deployment.environment
    const status: DeploymentStatus = {
      id,
      state: o.state,
      description: o.description ?? '',
      environment,
      environment_url: o.environmentUrl ?? '',
      log_url: o.logUrl ?? '',
      target_url: o.targetUrl ?? o.logUrl ?? '',
      created_at: at,
      updated_at: at,
      deployment_url: deployment.url,
      url: `${deployment.url}/statuses/${id}`,
      creator: { login: BOT },
    }
    deployment.statuses.push(status)
    // A status may move its deployment to another environment: that is why original_environment exists.
    deployment.environment = environment
    deployment.updated_at = at
    if (o.state === 'success' && o.autoInactive) {
      for (const other of this.deployments) {
        if (
          other.id < deployment.id &&
          other.environment === environment &&
          !other.transient_environment &&
          !other.production_environment &&
          other.statuses.at(-1)?.state === 'success'
        ) {
          this.addStatus(other, { state: 'inactive' })
        }
      }
    }
    return status
  }

  /** One page of `items` (newest first already) by `per_page` (30 by default, at most 100) and `page`, with GitHub's Link. */
  private page(items: unknown[], url: URL): Answer {
    const asked = Number.parseInt(url.searchParams.get('per_page') ?? '', 10)
    const perPage = asked > 0 ? Math.min(asked, 100) : 30
    const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '', 10) || 1)
    const last = Math.max(1, Math.ceil(items.length / perPage))
    // The same query, filters kept, with per_page and page last, as GitHub writes its links.
    const at = (n: number, rel: string): string => {
      const query = new URLSearchParams(url.searchParams)
      query.delete('per_page')
      query.delete('page')
      query.set('per_page', String(perPage))
      query.set('page', String(n))
      return `<${this.origin}${url.pathname}?${query.toString()}>; rel="${rel}"`
    }
    const links = [
      ...(page > 1 ? [at(Math.min(page - 1, last), 'prev')] : []),
      ...(page < last ? [at(page + 1, 'next'), at(last, 'last')] : []),
      ...(page > 1 ? [at(1, 'first')] : []),
    ]
    const body = items.slice((page - 1) * perPage, page * perPage)
    return { status: 200, body, ...(links.length > 0 && { link: links.join(', ') }) }
  }
}

/** A deployment as GitHub sends it: without its statuses. */
function json(deployment: Deployment): Omit<Deployment, 'statuses'> {
  const sent: Partial<Deployment> = { ...deployment }
  delete sent.statuses
  return sent as Omit<Deployment, 'statuses'>
}
