import { clip, isRecord } from '../text.js'
import type { GitHubDeployment } from './record.js'

/**
 * GitHub's deployments REST API, as far as the deploy records need it: list (newest first, paged), a deployment's
 * newest status, create one, add a status. Every answer's shape is checked; every request is bounded in time.
 */

/** GitHub's limit on one request: a slow GitHub fails the step with a reason rather than holding it. */
export const GITHUB_TIMEOUT_MS = 15_000
/** GitHub's largest page. */
const PER_PAGE = 100

export interface GitHubRepo {
  /** The REST API's root: https://api.github.com, or a GitHub Enterprise Server's `https://HOST/api/v3`. */
  apiUrl: string
  /** owner/name */
  repository: string
  token: string
  signal: AbortSignal
}

export interface ListedDeployment extends GitHubDeployment {
  task: string
}

/** A refusal or failure of GitHub's, with its status: the message is GitHub's, clipped. */
export class GitHubError extends Error {
  override name = 'GitHubError'
  constructor(
    readonly status: number | undefined,
    readonly during: string,
    githubMessage: string,
  ) {
    super(
      `GitHub ${status ? `answered ${status}` : 'did not answer'} ${during}: ${clip(githubMessage, 300)}${hint(status)}`,
    )
  }
}

function hint(status: number | undefined): string {
  if (status === 401) return ' (the token was refused: give the job token, ${{ github.token }})'
  if (status === 403 || status === 404)
    return " (the job token needs `deployments: write` in the workflow's or the job's `permissions:`)"
  return ''
}

export interface DeploymentsApi {
  /** One page of deployments, newest first. */
  list(query: { task?: string; environment: string }, page: number): Promise<ListedDeployment[]>
  /** The state of a deployment's newest status; undefined when it has none. */
  latestState(id: number): Promise<string | undefined>
  create(body: Record<string, unknown>): Promise<ListedDeployment>
  addStatus(id: number, body: Record<string, unknown>): Promise<void>
}

/** The deployments of `repo`, through Octokit (imported here, lazily: only the actions that keep records load it). */
export async function deploymentsApi(repo: GitHubRepo): Promise<DeploymentsApi> {
  const [owner = '', name = ''] = repo.repository.split('/')
  if (!owner || !name) throw new Error('GITHUB_REPOSITORY is not set: this step runs in a GitHub Actions job')
  const { getOctokit } = await import(/* webpackMode: "eager" */ '@actions/github')
  const octokit = getOctokit(repo.token, { baseUrl: repo.apiUrl.replace(/\/+$/, '') })
  const request = async (during: string, route: string, params: Record<string, unknown>): Promise<unknown> => {
    try {
      const signal = AbortSignal.any([repo.signal, AbortSignal.timeout(GITHUB_TIMEOUT_MS)])
      const answer: { data: unknown } = await octokit.request(route, {
        owner,
        repo: name,
        ...params,
        request: { signal },
      })
      return answer.data
    } catch (error) {
      repo.signal.throwIfAborted()
      // Octokit says 500 for a request that got no answer at all (refused, reset): only a response has a status.
      const answered = isRecord(error) && isRecord(error.response)
      const status = answered && typeof error.status === 'number' ? error.status : undefined
      const response = answered ? (error.response as Record<string, unknown>).data : undefined
      const message =
        isRecord(response) && typeof response.message === 'string'
          ? response.message
          : error instanceof Error
            ? error.message
            : String(error)
      throw new GitHubError(status, during, message)
    }
  }
  return {
    async list(query, page) {
      const data = await request('listing deployments', 'GET /repos/{owner}/{repo}/deployments', {
        ...query,
        per_page: PER_PAGE,
        page,
      })
      if (!Array.isArray(data)) throw new GitHubError(200, 'listing deployments', 'the answer is not a list')
      return data.map(deployment)
    },
    async latestState(id) {
      const data = await request(
        `reading deployment ${id}'s status`,
        'GET /repos/{owner}/{repo}/deployments/{id}/statuses',
        {
          id,
          per_page: 1,
        },
      )
      if (!Array.isArray(data))
        throw new GitHubError(200, `reading deployment ${id}'s status`, 'the answer is not a list')
      const state = isRecord(data[0]) ? data[0].state : undefined
      return typeof state === 'string' ? clip(state, 20) : undefined
    },
    async create(body) {
      return deployment(await request('creating the deployment', 'POST /repos/{owner}/{repo}/deployments', body))
    },
    async addStatus(id, body) {
      await request(`setting deployment ${id}'s status`, 'POST /repos/{owner}/{repo}/deployments/{id}/statuses', {
        id,
        ...body,
      })
    },
  }
}

/** A deployment as GitHub answered it: its id, commit, task and time checked, its payload as it is (read later). */
function deployment(data: unknown): ListedDeployment {
  if (!isRecord(data) || !Number.isSafeInteger(data.id) || typeof data.sha !== 'string')
    throw new GitHubError(200, 'reading a deployment', 'the answer is not a deployment')
  return {
    id: data.id as number,
    sha: clip(data.sha, 64),
    task: typeof data.task === 'string' ? clip(data.task, 100) : '',
    created_at: typeof data.created_at === 'string' ? clip(data.created_at, 40) : '',
    payload: data.payload,
  }
}

/**
 * Every deployment matching `query`, newest first, fetched a page at a time as the caller reads on: at most
 * `maxPages` pages. The caller stops reading as soon as it has what it needs.
 */
export async function* newestFirst(
  api: DeploymentsApi,
  query: { task?: string; environment: string },
  maxPages: number,
): AsyncGenerator<ListedDeployment> {
  for (let page = 1; page <= maxPages; page++) {
    const found = await api.list(query, page)
    yield* found
    if (found.length < PER_PAGE) return
  }
}
