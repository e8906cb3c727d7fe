import { resolve, sep } from 'node:path'
import { InputError } from '../errors.js'
import { clip } from '../text.js'
import { BRANCH_NAME_MAX_CHARS } from '../api/limits.js'

/** The branch to snapshot: by its id, or by its name as the Editor shows it (looked up in the project's list). */
export type BranchRef = { id: string } | { name: string }

/** Reads one input by its action.yml name; returns '' when unset (as `core.getInput` does). */
export type InputReader = (name: string) => string

export const DEFAULT_BASE_URL = 'https://playcanvas.com'
export const DEFAULT_TIMEOUT_SECONDS = 600
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The inputs every action takes, read and checked the same way. */
export interface ApiInputs {
  accessToken: string
  projectId: number
  /** The API root: origin plus any path prefix, without a trailing slash. */
  baseUrl: string
  timeoutMs: number
}

/** The token, the project, the API's address and the step's timeout. */
export function readApiInputs(get: InputReader): ApiInputs {
  return {
    accessToken: accessToken(get('access-token')),
    projectId: projectId(get('project-id')),
    baseUrl: baseUrl(get('base-url') || DEFAULT_BASE_URL),
    timeoutMs: timeoutSeconds(get('timeout')) * 1000,
  }
}

/** The inputs of an action that waits for a job: those of every action, and how many runs of the matrix pace together. */
export interface JobInputs extends ApiInputs {
  parallelRuns: number
}

export function readJobInputs(get: InputReader): JobInputs {
  return { ...readApiInputs(get), parallelRuns: parallelRuns(get) }
}

export function required(name: string, value: string, expected: string): string {
  const trimmed = value.trim()
  if (!trimmed) throw new InputError(`Input '${name}' is required: expected ${expected}`)
  return trimmed
}

function accessToken(value: string): string {
  const token = required('access-token', value, 'an API token, e.g. ${{ secrets.API_TOKEN }}')
  // The value itself is never echoed: it is a secret even when malformed.
  if (/^bearer\s/i.test(token)) {
    throw new InputError(`Input 'access-token' must be the token alone, without the 'Bearer ' prefix`)
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\x00-\x1f\x7f]/.test(token)) {
    throw new InputError(`Input 'access-token' contains whitespace or control characters: expected the token alone`)
  }
  return token
}

/**
 * A branch given by its name (input `nameInput`) or its id (`idInput`): exactly one of them. Neither ever holds
 * control characters, which could forge log lines; a name is at most as long as a branch name can be.
 */
export function readBranchRef(get: InputReader, nameInput: string, idInput: string): BranchRef {
  const [name, id] = [get(nameInput).trim(), get(idInput).trim()]
  const either = `the branch's name as the Editor shows it as '${nameInput}' (e.g. main), or its id as '${idInput}'`
  if (name && id)
    throw new InputError(`Inputs '${nameInput}' and '${idInput}' are both set: give one of them, ${either}`)
  if (!name && !id) throw new InputError(`Input '${nameInput}' or '${idInput}' is required: ${either}`)
  if (id) return { id: plainText(idInput, id) }
  return { name: branchName(nameInput, name) }
}

/** As readBranchRef, but neither given means the project's main branch (undefined). */
export function readOptionalBranchRef(get: InputReader, nameInput: string, idInput: string): BranchRef | undefined {
  if (!get(nameInput).trim() && !get(idInput).trim()) return undefined
  return readBranchRef(get, nameInput, idInput)
}

/** A branch's name as an input: 1 to BRANCH_NAME_MAX_CHARS characters, no control characters. */
export function branchName(input: string, value: string): string {
  const name = plainText(input, value)
  if (name.length > BRANCH_NAME_MAX_CHARS) {
    throw new InputError(`Input '${input}' must be at most ${BRANCH_NAME_MAX_CHARS} characters, as branch names are`)
  }
  return name
}

/** An input that is printed and sent as it is: no control characters, which could forge log lines. */
export function plainText(input: string, value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\x00-\x1f\x7f]/.test(value)) throw new InputError(`Input '${input}' must not contain control characters`)
  return value
}

/** An optional text input, trimmed, at most `max` characters and with no control characters; undefined when empty. */
export function optionalText(get: InputReader, input: string, max: number): string | undefined {
  const value = get(input).trim()
  if (!value) return undefined
  if (value.length > max)
    throw new InputError(`Input '${input}' must be at most ${max.toLocaleString('en')} characters`)
  return value
}

/** An optional boolean input: undefined when empty, so that the service's own default applies. */
export function optionalBool(get: InputReader, input: string): boolean | undefined {
  return get(input).trim() ? bool(input, get(input), false) : undefined
}

/** A size in megabytes (10^6 bytes), as bytes: `max-size`. */
export function megabytes(get: InputReader, input: string, fallbackMb: number): number {
  const text = get(input).trim()
  if (!text) return fallbackMb * 1_000_000
  const mb = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(mb) || mb < 1) {
    throw new InputError(
      `Input '${input}' must be a whole number of megabytes, e.g. ${fallbackMb}; got '${clip(text, 40)}'`,
    )
  }
  return mb * 1_000_000
}

/** A matrix has at most 256 jobs (GitHub's limit): a larger count is a mistake, not a crowd. */
export const MAX_PARALLEL_RUNS = 256

/**
 * `parallel-runs`: how many runs of this workflow's matrix may spend the token at once. Its default in action.yml is
 * read from the `strategy` context by the runner; empty (a runner that did not evaluate it, or no matrix) means 1.
 */
export function parallelRuns(get: InputReader): number {
  const text = get('parallel-runs').trim()
  if (!text) return 1
  const runs = Number(text)
  if (!/^\d+$/.test(text) || runs < 1 || runs > MAX_PARALLEL_RUNS) {
    throw new InputError(
      `Input 'parallel-runs' must be a whole number from 1 to ${MAX_PARALLEL_RUNS} (leave it unset in a matrix: it is read from the strategy context); got '${clip(text, 40)}'`,
    )
  }
  return runs
}

/** The workspace the runner checked out into: relative paths are taken from there. */
export function workspace(env: NodeJS.ProcessEnv): string {
  return env.GITHUB_WORKSPACE || process.cwd()
}

/**
 * A path inside the workspace (GITHUB_WORKSPACE, else the current folder), made absolute: one that leads outside it is
 * refused, so that a step writes nowhere else.
 */
export function workspacePath(input: string, value: string, workspace: string): string {
  plainText(input, value)
  const root = resolve(workspace)
  const path = resolve(root, value)
  if (path === root || !path.startsWith(root + sep)) {
    throw new InputError(
      `Input '${input}' must be a path inside the workspace, e.g. playcanvas-app; got '${clip(value, 200)}'`,
    )
  }
  return path
}

export function projectId(value: string): number {
  const text = required('project-id', value, 'a positive integer, e.g. 1234')
  const id = Number(text)
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(id) || id < 1) {
    throw new InputError(`Input 'project-id' must be a positive integer, e.g. 1234; got '${text}'`)
  }
  return id
}

function baseUrl(value: string): string {
  const text = value.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    // Whatever precedes an '@' may be a password, even in a URL that does not parse.
    const shown = text.replace(/^(.*?\/\/)?.*@/, '$1***@')
    throw new InputError(`Input 'base-url' must be an absolute URL such as ${DEFAULT_BASE_URL}; got '${shown}'`)
  }
  // Checked first, so that no later message echoes the password.
  if (url.username || url.password) {
    throw new InputError(`Input 'base-url' must not contain credentials: pass the token as 'access-token'`)
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new InputError(
      `Input 'base-url' must use https (http is accepted only for 127.0.0.1, localhost and [::1]); got '${url.protocol}' in '${text}'`,
    )
  }
  if (url.search || url.hash) {
    throw new InputError(`Input 'base-url' must not have a query or fragment; got '${text}'`)
  }
  return url.origin + url.pathname.replace(/\/+$/, '')
}

export function timeoutSeconds(value: string): number {
  const text = value.trim()
  if (!text) return DEFAULT_TIMEOUT_SECONDS
  const seconds = Number(text)
  if (!/^\d*\.?\d+$/.test(text) || !Number.isFinite(seconds) || seconds <= 0) {
    throw new InputError(`Input 'timeout' must be a positive number of seconds, e.g. 600; got '${text}'`)
  }
  return seconds
}

// The YAML 1.2 core schema booleans, as core.getBooleanInput accepts them.
export function bool(name: string, value: string, fallback: boolean): boolean {
  const text = value.trim()
  if (!text) return fallback
  if (['true', 'True', 'TRUE'].includes(text)) return true
  if (['false', 'False', 'FALSE'].includes(text)) return false
  throw new InputError(`Input '${name}' must be true or false; got '${text}'`)
}
