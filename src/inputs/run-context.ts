import { readFileSync } from 'node:fs'
import { isRecord } from '../text.js'

/** What the runner tells the step about the workflow run, from its GITHUB_* variables and event file. */
export interface RunContext {
  eventName: string
  sha: string
  ref: string
  workflow: string
  runNumber: string
  repository: string
  /** The GitHub REST API root (GitHub Enterprise Server sets its own). */
  apiUrl: string
  payload: Record<string, unknown>
}

// @actions/github's context reads the same values, but importing it loads Octokit before the first request.
export function readRunContext(env: NodeJS.ProcessEnv): RunContext {
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    workflow: env.GITHUB_WORKFLOW ?? '',
    runNumber: env.GITHUB_RUN_NUMBER ?? '',
    repository: env.GITHUB_REPOSITORY ?? '',
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    payload: readPayload(env.GITHUB_EVENT_PATH),
  }
}

function readPayload(path: string | undefined): Record<string, unknown> {
  if (!path) return {}
  try {
    const payload: unknown = JSON.parse(readFileSync(path, 'utf8'))
    return isRecord(payload) ? payload : {}
  } catch {
    return {}
  }
}
