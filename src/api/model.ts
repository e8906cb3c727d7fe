import { ForeignJobError, UnknownCreateError, UnreadableAnswerError } from '../errors.js'
import { BRANCH_NAME_MAX_CHARS, DESCRIPTION_MAX_CHARS, MAX_LINK_CHARS } from './limits.js'
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

export interface Job<T = unknown> {
  id: number
  /** As the API said it, bounded; undefined when a create's answer held the id but no readable status. */
  status?: string
  messages: string[]
  /** What the job made, read by its kind's reader; set when the status is `complete`. */
  result?: T
}

/** What a create answers: a job to poll, or (the checkpoint's older form) the finished result itself. */
export type Created<T> = { kind: 'job'; job: Job<T> } | { kind: 'done'; result: T }

/**
 * How one kind of job's data is read (a checkpoint, a build, an archive): its result when complete, checked and
 * bounded; what differs between the kinds is only this and the create that starts them (jobs/kinds.ts).
 */
export interface ResultReader<T> {
  /** What the job makes, for messages: checkpoint, build, archive. */
  noun: string
  /** The complete job's `data` as a result, or undefined when it cannot be read as one. */
  read(data: unknown): T | undefined
  /** A create's answer that is the finished result itself (only the checkpoint's older form). */
  immediate?(record: Record<string, unknown>): T | undefined
  /** Why a job's `data` is not this step's (it names another project or branch), or undefined when it may be. */
  foreign?(data: unknown): string | undefined
}

/** A request that starts a job, and how that job's data is read: one kind of job (jobs/kinds.ts makes them). */
export interface JobRequest<T> {
  /** The rate-limit class and time limit follow the route: a checkpoint's create, a build's, an archive's. */
  route: 'create' | 'build' | 'archive'
  path: string
  body: Record<string, unknown>
  reader: ResultReader<T>
}

/** A build's result: where its zip is (a signed link: printable, bounded, not yet checked for its scheme). */
export interface Build {
  downloadUrl: string
  /** The engine version the service built with, as its data echoes it. */
  engineVersion?: string
}

/** An archive's result: where the project's zip is (a signed link, as a build's). */
export interface Archive {
  url: string
}

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
export function parseCreated<T>(body: unknown, reader: ResultReader<T>): Created<T> {
  const record = isRecord(body) ? body : undefined
  const result = record && reader.immediate?.(record)
  if (result) return { kind: 'done', result }
  const id = record && jobId(record.id)
  if (record === undefined || id === undefined) {
    throw new UnknownCreateError(
      `The API accepted the create request, but its answer ${record ? 'has no job id' : 'is not a JSON object'}`,
    )
  }
  // A job that names another project or branch may have been started by this request all the same.
  const foreign = reader.foreign?.(record.data)
  if (foreign) throw new UnknownCreateError(`The API's answer to the create is job ${id}, which ${foreign}`)
  try {
    return { kind: 'job', job: parseJob(record, reader, id) }
  } catch {
    // The rest of the record is unreadable; polling the job will tell what it is.
    return { kind: 'job', job: { id, messages: [] } }
  }
}

/**
 * A job record, which must be the job `expected` when given: another job's record is an unreadable answer, and a job
 * whose data names another project or branch is not this step's (ForeignJobError).
 */
export function parseJob<T>(body: unknown, reader: ResultReader<T>, expected?: number): Job<T> {
  if (!isRecord(body)) throw unreadable('job is not a JSON object')
  const id = jobId(body.id)
  if (id === undefined) throw unreadable('job has no integer id')
  if (expected !== undefined && id !== expected) throw unreadable(`answer for job ${expected} is another job's`)
  const { status } = body
  if (typeof status !== 'string' || !status) throw unreadable('job has no status')
  const foreign = reader.foreign?.(body.data)
  if (foreign) throw new ForeignJobError(id, foreign)
  const job: Job<T> = { id, status: clip(status, MAX_STATUS_CHARS), messages: readMessages(body.messages) }
  if (status === 'complete') {
    job.result = reader.read(body.data)
    if (!job.result) throw unreadable(`complete job ${id} holds no readable ${reader.noun}`)
  }
  return job
}

/** A checkpoint job: `data` is the checkpoint; the create may answer with it directly (the API's older form). */
export const CHECKPOINT_RESULT: ResultReader<Checkpoint> = {
  noun: 'checkpoint',
  read: readCheckpoint,
  immediate: record => (!('status' in record) && 'id' in record ? readCheckpoint(record) : undefined),
}

/** What a job was asked to work on: its data naming another project or branch is not this step's. */
export interface JobTarget {
  projectId: number
  /** Undefined for the project's main branch (its id is not known to the step). */
  branchId?: string
}

/** A build job: `data` echoes its settings (`project_id`, `branch_id`, ...) and, complete, holds `download_url`. */
export function buildResult(target: JobTarget): ResultReader<Build> {
  return {
    noun: 'build',
    read: data => {
      const url = isRecord(data) ? link(data.download_url) : undefined
      if (!isRecord(data) || url === undefined) return undefined
      const engine = data.engineVersion ?? data.engine_version
      const engineVersion = typeof engine === 'string' && /^[\w.+-]{1,40}$/.test(engine) ? engine : undefined
      return { downloadUrl: url, ...(engineVersion ? { engineVersion } : {}) }
    },
    foreign: data => (isRecord(data) ? foreignTarget(target, data.project_id, data.branch_id) : undefined),
  }
}

/** An archive job: complete, `data` is `{project: {id}, url}`. */
export function archiveResult(target: JobTarget): ResultReader<Archive> {
  return {
    noun: 'archive',
    read: data => {
      const url = isRecord(data) ? link(data.url) : undefined
      return url === undefined ? undefined : { url }
    },
    foreign: data => {
      if (!isRecord(data)) return undefined
      const project = isRecord(data.project) ? data.project.id : data.project_id
      return foreignTarget(target, project, data.branch_id)
    },
  }
}

/** A project or branch id that the data names and that differs from the one asked for, in words. */
function foreignTarget(target: JobTarget, projectId: unknown, branchId: unknown): string | undefined {
  if (projectId !== undefined && projectId !== null && !sameId(projectId, target.projectId)) {
    return `names another project (${clip(String(JSON.stringify(projectId)), 40)}) than ${target.projectId}`
  }
  if (
    target.branchId !== undefined &&
    branchId !== undefined &&
    branchId !== null &&
    !sameId(branchId, target.branchId)
  ) {
    return `names another branch (${clip(String(JSON.stringify(branchId)), 60)}) than ${target.branchId}`
  }
  return undefined
}

/** An id as the API may echo it, a number or its digits as a string, equal to the one asked for. */
function sameId(value: unknown, expected: number | string): boolean {
  return (typeof value === 'number' || typeof value === 'string') && String(value) === String(expected)
}

/** A link as text, bounded and printable; whether it may be followed is the download's to check (downloads/link.ts). */
function link(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_LINK_CHARS && PLAIN_ID.test(value) ? value : undefined
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

/**
 * A created branch (the answer to `POST /api/branches`), which must have a readable id and name, and be the branch
 * asked for: one of another name, or of another project, is not this step's.
 */
export function parseBranch(body: unknown, asked: { projectId: number; name: string }): Branch {
  const branch = isRecord(body) ? readBranch(body) : undefined
  if (!branch) throw unreadable('branch has no readable id and name')
  if (branch.name !== asked.name)
    throw unreadable(
      `created branch is named ${clip(JSON.stringify(branch.name), 100)}, not ${clip(JSON.stringify(asked.name), 100)}`,
    )
  const { projectId } = body as Record<string, unknown>
  if (projectId !== undefined && !sameId(projectId, asked.projectId)) {
    throw unreadable(`created branch belongs to another project than ${asked.projectId}`)
  }
  return branch
}

/** A scene of a branch: its id (sent to the build) and its name (matched, shown). */
export interface Scene {
  id: number
  /** Untrusted text, as a user typed it in the Editor. */
  name: string
}

/** The most scenes read from one list; a project with more is not a project this action builds whole. */
const MAX_SCENES = 1_000

/** The scene list; a scene whose id or name cannot be read is left out (it can be neither matched nor sent). */
export function parseScenes(body: unknown): Scene[] {
  if (!isRecord(body) || !Array.isArray(body.result)) throw unreadable('scene list has no result list')
  return body.result.slice(0, MAX_SCENES).flatMap(entry => {
    if (!isRecord(entry)) return []
    const id = jobId(entry.id)
    const { name } = entry
    if (id === undefined || typeof name !== 'string' || !name || name.length > MAX_SCENE_NAME_CHARS) return []
    return [{ id, name }]
  })
}

const MAX_SCENE_NAME_CHARS = 1_000

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
