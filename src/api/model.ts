import { UnknownCreateError, UnreadableAnswerError } from '../errors.js'
import { BRANCH_NAME_MAX_CHARS, DESCRIPTION_MAX_CHARS } from './limits.js'
import { clip, isRecord } from '../text.js'

/**
 * The API's objects (docs/api.md#job), as far as this action reads them. Every value is checked and bounded here, where it
 * enters: nothing the API answers reaches the log, the outputs or the summary unchecked.
 */
export interface UserSummary {
  id?: number
  fullName?: string
  username?: string
}

export interface Checkpoint {
  id: string
  user?: UserSummary
  createdAt?: string
  description?: string
}

/** The statuses the spec lists. The API is in beta: any other status means "not finished yet". */
export const KNOWN_STATUSES: readonly string[] = ['running', 'complete', 'error']

export interface Job {
  id: number
  /** As the API said it, bounded; undefined when a create's answer held the id but no readable status. */
  status?: string
  messages: string[]
  /** Set when the status is `complete`. */
  checkpoint?: Checkpoint
}

/** What a create answers: a job to poll, or (the API's older form) the finished checkpoint. */
export type Created = { kind: 'job'; job: Job } | { kind: 'checkpoint'; checkpoint: Checkpoint }

export const MAX_STATUS_CHARS = 64
export const MAX_MESSAGE_CHARS = 500
/** A job's message list is read this far; a long-running job that says more is not printed whole. */
export const MAX_MESSAGES = 50
export const MAX_ID_CHARS = 128
const MAX_NAME_CHARS = 200
// Ids are used in later steps' commands: printable ASCII, no spaces.
const PLAIN_ID = /^[\x21-\x7e]+$/
// ISO 8601 date and time, as the API's dates are (an offset or Z optional).
const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d{1,9})?)?(Z|[+-]\d\d:?\d\d)?$/

/** A branch of the project, as the API answers it (docs/api.md#branch). */
export interface Branch {
  id: string
  /** As the Editor shows it; untrusted text (it may hold anything a user typed). */
  name: string
  createdAt?: string
  latestCheckpointId?: string
  user?: UserSummary
}

/** One page of a project's branch list; `hasMore` asks for the next, from the last branch's id. */
export interface BranchPage {
  branches: Branch[]
  hasMore: boolean
}

/**
 * A create's 2xx answer. It is never sent again, so whatever can be read is used: a readable job id is enough to
 * poll. When nothing can be read, the step cannot know what it made, and says so.
 */
export function parseCreated(body: unknown): Created {
  const record = isRecord(body) ? body : undefined
  if (record && !('status' in record) && 'id' in record) {
    const checkpoint = readCheckpoint(record)
    if (checkpoint) return { kind: 'checkpoint', checkpoint }
  }
  const id = record && jobId(record.id)
  if (id === undefined) {
    throw new UnknownCreateError(
      `The API accepted the create request, but its answer ${record ? 'has no job id' : 'is not a JSON object'}`,
    )
  }
  try {
    return { kind: 'job', job: parseJob(record, id) }
  } catch {
    // The rest of the record is unreadable; polling the job will tell what it is.
    return { kind: 'job', job: { id, messages: [] } }
  }
}

/** A job record, which must be the job `expected` when given: another job's record is an unreadable answer. */
export function parseJob(body: unknown, expected?: number): Job {
  if (!isRecord(body)) throw unreadable('job is not a JSON object')
  const id = jobId(body.id)
  if (id === undefined) throw unreadable('job has no integer id')
  if (expected !== undefined && id !== expected) throw unreadable(`answer for job ${expected} is another job's`)
  const { status } = body
  if (typeof status !== 'string' || !status) throw unreadable('job has no status')
  const job: Job = { id, status: clip(status, MAX_STATUS_CHARS), messages: readMessages(body.messages) }
  if (status === 'complete') {
    job.checkpoint = readCheckpoint(body.data)
    if (!job.checkpoint) throw unreadable(`complete job ${id} holds no readable checkpoint`)
  }
  return job
}

/**
 * A page of the branch list. A branch whose id or name cannot be read, or that says it is closed, is left out: it
 * can be neither matched nor used.
 */
export function parseBranchPage(body: unknown): BranchPage {
  if (!isRecord(body) || !Array.isArray(body.result)) throw unreadable('branch list has no result list')
  const branches = body.result.flatMap(entry => {
    const branch = isRecord(entry) && entry.closed !== true ? readBranch(entry) : undefined
    return branch ? [branch] : []
  })
  const pagination = isRecord(body.pagination) ? body.pagination : {}
  return { branches, hasMore: pagination.hasMore === true }
}

/** A created branch (the answer to `POST /api/branches`), which must have a readable id and name. */
export function parseBranch(body: unknown): Branch {
  const branch = isRecord(body) ? readBranch(body) : undefined
  if (!branch) throw unreadable('branch has no readable id and name')
  return branch
}

function readBranch(entry: Record<string, unknown>): Branch | undefined {
  const id = typeof entry.id === 'string' ? plainId(entry.id) : undefined
  const { name } = entry
  if (id === undefined || typeof name !== 'string' || !name || name.length > BRANCH_NAME_MAX_CHARS) return undefined
  const branch: Branch = { id, name }
  if (typeof entry.createdAt === 'string' && ISO_DATE.test(entry.createdAt)) branch.createdAt = entry.createdAt
  const latest = typeof entry.latestCheckpointId === 'string' ? plainId(entry.latestCheckpointId) : undefined
  if (latest !== undefined) branch.latestCheckpointId = latest
  const user = readUser(entry.user)
  if (user) branch.user = user
  return branch
}

function readCheckpoint(body: unknown): Checkpoint | undefined {
  if (!isRecord(body)) return undefined
  const id = plainId(body.id)
  if (id === undefined) return undefined
  return {
    id,
    user: readUser(body.user),
    createdAt: typeof body.createdAt === 'string' && ISO_DATE.test(body.createdAt) ? body.createdAt : undefined,
    description: text(body.description, DESCRIPTION_MAX_CHARS),
  }
}

/** An id later steps may use in commands (a checkpoint's, a branch's): printable ASCII without spaces, bounded. */
function plainId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
  if (typeof value !== 'string' || value.length > MAX_ID_CHARS || !PLAIN_ID.test(value)) return undefined
  return value
}

function jobId(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined
}

function readUser(value: unknown): UserSummary | undefined {
  if (!isRecord(value)) return undefined
  const user: UserSummary = {
    id: typeof value.id === 'number' && Number.isSafeInteger(value.id) ? value.id : undefined,
    fullName: text(value.fullName, MAX_NAME_CHARS),
    username: text(value.username, MAX_NAME_CHARS),
  }
  return Object.values(user).some(v => v !== undefined) ? user : undefined
}

function readMessages(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  return value
    .slice(0, MAX_MESSAGES)
    .map(m => clip(typeof m === 'string' ? m : (JSON.stringify(m) ?? String(m)), MAX_MESSAGE_CHARS))
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? clip(value, max) : undefined
}

function unreadable(why: string): UnreadableAnswerError {
  return new UnreadableAnswerError(`The API's ${why}`)
}
