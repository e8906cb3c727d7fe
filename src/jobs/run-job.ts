import type { ServiceApi } from '../api/client.js'
import type { JobRequest } from '../api/model.js'
import type { Traffic } from '../traffic/traffic.js'
import { waitForJob } from './wait-for-job.js'

export interface RunJobOptions {
  signal: AbortSignal
  traffic: Traffic
  /** Told the job's id as soon as the job exists (the step sets its output then, even if it later fails). */
  started: (jobId: number) => void
  /** Prints the API's words (job messages, statuses) as untrusted text. */
  print: (text: string) => void
  /** How many runs of this matrix may spend the token at once (the `parallel-runs` input). */
  parallelRuns: number
}

/** A job of any kind, started and waited for: its result, its id, and how long it took from the create. */
export async function runJob<T>(
  api: Pick<ServiceApi, 'startJob' | 'getJob'>,
  request: JobRequest<T>,
  { signal, traffic, started, print, parallelRuns }: RunJobOptions,
): Promise<{ result: T; jobId?: number; tookMs: number }> {
  const startedAtMs = Date.now()
  const created = await api.startJob(request, signal)
  if (created.kind === 'done') return { result: created.result, tookMs: Date.now() - startedAtMs }
  const jobId = created.job.id
  started(jobId)
  const result = await waitForJob(api, request.reader, created.job, {
    signal,
    startedAtMs,
    traffic,
    print,
    parallelRuns,
  })
  return { result, jobId, tookMs: Date.now() - startedAtMs }
}
