import type { RunContext } from '../inputs/run-context.js'
import type { CommitLookup } from './description.js'

/** The GitHub lookup gets its own limit: a slow GitHub must not take the step's budget from the checkpoint. */
export const GITHUB_TIMEOUT_MS = 10_000

/**
 * Reads a commit's message through the GitHub REST API (`GET /repos/{owner}/{repo}/commits/{sha}`).
 * @actions/github is imported here, lazily: Octokit is only needed for events whose payload lacks the message.
 */
export async function fetchCommitMessage(
  sha: string,
  context: RunContext,
  token: string,
  signal: AbortSignal,
): Promise<string> {
  const [owner = '', repo = ''] = context.repository.split('/')
  if (!owner || !repo) throw new Error('GITHUB_REPOSITORY is not set')
  const { getOctokit } = await import(/* webpackMode: "eager" */ '@actions/github')
  const octokit = getOctokit(token, {
    baseUrl: context.apiUrl,
    request: { signal: AbortSignal.any([signal, AbortSignal.timeout(GITHUB_TIMEOUT_MS)]) },
  })
  // per_page bounds the file list this endpoint sends along; only the message is needed.
  const { data } = await octokit.rest.repos.getCommit({ owner, repo, ref: sha, per_page: 1 })
  return data.commit.message
}

/** The lookup `describe` uses: through GitHub with the github-token input, or a refusal when it is empty. */
export function commitLookup(context: RunContext, token: string, signal: AbortSignal): CommitLookup {
  return sha =>
    token
      ? fetchCommitMessage(sha, context, token, signal)
      : Promise.reject(new Error('the github-token input is empty'))
}
