import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServiceApi } from '../api/client.js'
import type { Branch } from '../api/model.js'
import { saveFile } from '../disk/save-file.js'
import { ApiError, DeliveryError, MachineError, messageOf } from '../errors.js'
import { type ExportTelling, exportZip } from '../jobs/export-zip.js'
import { branchLabel } from '../branches/find-branch.js'
import type { Traffic } from '../traffic/traffic.js'
import { clip } from '../text.js'
import { type Archived, type NotArchived, zipName } from './branch-archives.js'

export interface EachOptions {
  projectId: number
  /** The folder the zips go into (absolute). */
  directory: string
  /** Where each zip is downloaded before it is moved into `directory`. */
  temp: string
  maxBytes: number
  signal: AbortSignal
  traffic: Traffic
  parallelRuns: number
  tell: ExportTelling
}

export interface EachResult {
  archived: Archived[]
  notArchived: NotArchived[]
  /** What ended the loop before every branch was tried (the step's clock, a cancel, the runner's own disk). */
  stoppedBy?: unknown
}

/**
 * One export per branch, one after another, each zip moved into `directory` only once whole (the strict class's
 * window paces the creates: traffic/rate-windows.ts). What the service answers for one branch (its job failed, its
 * link broke, the branch closed since the list) is that branch's, said, and the next goes on; the step's clock, a
 * cancel or the runner's own disk ends the loop, with every zip already whole kept.
 */
export async function archiveEach(
  api: Pick<ServiceApi, 'startJob' | 'getJob'>,
  branches: readonly Branch[],
  o: EachOptions,
): Promise<EachResult> {
  const archived: Archived[] = []
  const notArchived: NotArchived[] = []
  for (const [index, branch] of branches.entries()) {
    if (o.signal.aborted) return { archived, notArchived, stoppedBy: o.signal.reason }
    o.tell.info(`Archiving branch ${index + 1} of ${branches.length}: ${branchLabel(branch)}`)
    const file = zipName(branch)
    const partial = join(o.temp, `.${file}.partial`)
    try {
      const { jobId, zip } = await exportZip(
        api,
        { projectId: o.projectId, branchId: branch.id },
        {
          job: 'Archive',
          file: partial,
          maxBytes: o.maxBytes,
          signal: o.signal,
          traffic: o.traffic,
          parallelRuns: o.parallelRuns,
          tell: o.tell,
        },
      )
      await saveFile(partial, { name: 'directory', path: join(o.directory, file) }, zip.size).catch(
        async (error: unknown) => {
          await rm(partial, { force: true })
          throw error
        },
      )
      archived.push({
        id: branch.id,
        name: branch.name,
        file,
        sha256: zip.sha256,
        size: zip.size,
        archivedAt: new Date(o.traffic.time.clock()).toISOString(),
        jobId,
      })
    } catch (error) {
      const cause = error instanceof DeliveryError ? error.cause : error
      if (o.signal.aborted || cause instanceof MachineError) {
        return { archived, notArchived, stoppedBy: o.signal.aborted ? o.signal.reason : cause }
      }
      notArchived.push({ id: branch.id, name: branch.name, why: why(error) })
      o.tell.untrusted(`Branch ${branchLabel(branch)} not archived: ${why(error)}`)
    }
  }
  return { archived, notArchived }
}

/** One branch's failure in words, bounded (the service's words among them). */
function why(error: unknown): string {
  if (error instanceof ApiError && error.status === 404)
    return `the branch is gone since the list was read (closed or deleted): ${clip(error.message, 200)}`
  return clip(messageOf(error instanceof DeliveryError ? error.cause : error), 500)
}
