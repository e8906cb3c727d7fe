import { rm } from 'node:fs/promises'
import type { ServiceApi } from '../api/client.js'
import { type Downloaded, download, maskLink } from '../downloads/download.js'
import { DeliveryError } from '../errors.js'
import type { Traffic } from '../traffic/traffic.js'
import { archiveJob } from './kinds.js'
import { runJob } from './run-job.js'

/** Where the export's progress is told: the step's I/O (its job-id output set as soon as the job exists). */
export interface ExportTelling {
  output: (name: 'job-id', value: string) => void
  info: (text: string) => void
  untrusted: (text: string) => void
  secret: (value: string) => void
}

/**
 * A project's export (archive-project's and pull-project's one job): started, waited for, its zip downloaded to `file`
 * under the runner's temporary folder. A download that fails, or runs out of time, once the job succeeded is a
 * DeliveryError naming the job, and leaves no partial file.
 */
export async function exportZip(
  api: Pick<ServiceApi, 'startJob' | 'getJob'>,
  what: { projectId: number; branchId?: string },
  o: {
    /** How the log names the job: Archive, Export. */
    job: string
    file: string
    maxBytes: number
    signal: AbortSignal
    traffic: Traffic
    parallelRuns: number
    tell: ExportTelling
  },
): Promise<{ jobId?: number; archivedMs: number; zip: Downloaded }> {
  const { signal, traffic, tell } = o
  const archived = await runJob(api, archiveJob(what), {
    signal,
    traffic,
    started: jobId => {
      tell.output('job-id', String(jobId))
      tell.info(`${o.job} job ${jobId} started; waiting for it`)
    },
    print: tell.untrusted,
    parallelRuns: o.parallelRuns,
  })
  const { result: archive, jobId, tookMs: archivedMs } = archived
  maskLink(archive.url, tell.secret)
  const zip = await download(archive.url, {
    file: o.file,
    folder: 'RUNNER_TEMP',
    maxBytes: o.maxBytes,
    signal,
    info: tell.info,
    time: traffic.time,
  }).catch(async (error: unknown) => {
    await rm(o.file, { force: true })
    throw new DeliveryError(jobId, signal.aborted ? signal.reason : error)
  })
  return { jobId, archivedMs, zip }
}
