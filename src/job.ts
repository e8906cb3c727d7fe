import { TransportError } from './errors.js'

/** The API's objects (spec §2), as far as this action reads them. */
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

export type JobStatus = 'running' | 'complete' | 'error'

export interface Job {
  id: number
  status: JobStatus
  messages: string[]
  /** Job data while running, the checkpoint once complete. */
  data: unknown
}

/** What a create answers: a job to poll, or (the API's older form) the finished checkpoint. */
export type Created = { kind: 'job'; job: Job } | { kind: 'checkpoint'; checkpoint: Checkpoint }

const STATUSES: readonly string[] = ['running', 'complete', 'error']

export function parseCreated(body: unknown): Created {
  const record = asRecord(body, 'create response')
  if (!('status' in record) && 'id' in record) return { kind: 'checkpoint', checkpoint: parseCheckpoint(record) }
  return { kind: 'job', job: parseJob(record) }
}

export function parseJob(body: unknown): Job {
  const record = asRecord(body, 'job')
  const { id, status, messages } = record
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw unreadable('job', 'has no integer id')
  if (typeof status !== 'string' || !STATUSES.includes(status)) {
    throw unreadable('job', `has an unknown status ${JSON.stringify(status)}`)
  }
  return {
    id,
    status: status as JobStatus,
    messages: Array.isArray(messages) ? messages.map(m => (typeof m === 'string' ? m : JSON.stringify(m))) : [],
    data: record.data,
  }
}

/** The checkpoint held by a complete job. */
export function parseCheckpoint(body: unknown): Checkpoint {
  const record = asRecord(body, 'checkpoint')
  const id = record.id
  if ((typeof id !== 'string' || !id) && typeof id !== 'number') throw unreadable('checkpoint', 'has no id')
  const user = typeof record.user === 'object' && record.user !== null ? (record.user as UserSummary) : undefined
  return {
    id: String(id),
    user,
    createdAt: typeof record.createdAt === 'string' ? record.createdAt : undefined,
    description: typeof record.description === 'string' ? record.description : undefined,
  }
}

function asRecord(body: unknown, what: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unreadable(what, 'is not a JSON object')
  return body as Record<string, unknown>
}

function unreadable(what: string, why: string): TransportError {
  return new TransportError(`The API's ${what} ${why}`, true)
}
