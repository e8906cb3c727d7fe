import type { ServiceApi } from '../api/client.js'
import type { JobRequest } from '../api/model.js'
import { type WaitOptions, waitForJob } from './wait-for-job.js'

/** The wait's options, less when the create was sent (taken here). */
export interface RunJobOptions extends Omit<WaitOptions, 'startedAtMs'> {
  /** Told the job's id as soon as the job exists (the step sets its output then, even if it later fails). */
  started: (jobId: number) => void
}

/** A job of any kind, started and waited for: its result, its id, and how long it took from the create. */
export async function runJob<T>(
  api: Pick<ServiceApi, 'startJob' | 'getJob'>,
  request: JobRequest<T>,
  { started, ...waiting }: RunJobOptions,
): Promise<{ result: T; jobId?: number; tookMs: number }> {
  const startedAtMs = Date.now()
  const created = await api.startJob(request, waiting.signal)
  if (created.kind === 'done') return { result: created.result, tookMs: Date.now() - startedAtMs }
  const jobId = created.job.id
  started(jobId)
  const result = await waitForJob(api, request.reader, created.job, { ...waiting, startedAtMs })
  return { result, jobId, tookMs: Date.now() - startedAtMs }
}
