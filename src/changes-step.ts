import { branchLabel, resolveBranch } from './branches/find-branch.js'
import type { Asset } from './api/assets.js'
import type { AssetFolderInputs } from './inputs/asset-paths.js'
import { type RetryingAssetsApi, stepAssetsApi } from './retrying/retrying-api.js'
import { readAssets } from './api/read-assets.js'
import { type ChangesWords, changesFailureSummaryHtml, countOf, countsText } from './report/changes.js'
import { type Change, PartWayError } from './errors.js'
import type { Traffic } from './traffic/traffic.js'
import { type StepIO, runStep } from './step.js'

/**
 * What push-files and pull-files share around their own work, in the order it runs: the step (a failure part-way
 * still sets the outputs of what was done), the branch and its assets, listed, and the outputs and summary of the
 * changes.
 */

/** Runs `work` as a step; a failure part-way sets the outputs of what was done (a second run finishes the rest). */
export async function runChangesStep(
  work: (io: StepIO) => Promise<void>,
  failureMessage: (error: unknown, lastProblem?: string) => string,
  words: ChangesWords,
  /** More of a failure's summary (HTML), after its message: a refusal's table. */
  failureNotes: (error: unknown) => string = () => '',
): Promise<void> {
  let done: readonly Change[] = []
  await runStep(
    ['access-token'],
    io =>
      work(io).catch((error: unknown) => {
        if (error instanceof PartWayError) setChangeOutputs(io, (done = error.changes))
        throw error
      }),
    (error: unknown, traffic: Traffic) => ({
      message: failureMessage(error, traffic.lastProblem()),
      summaryHtml: message => changesFailureSummaryHtml(message, done, words) + failureNotes(error),
    }),
  )
}

export interface BranchAssets {
  branch: { id: string; name?: string }
  assets: RetryingAssetsApi
  list: readonly Asset[]
  /** `target`, `/`-joined: '' for the root of the assets panel. */
  target: string
}

/** The branch (by name: its id, an output at once) and its assets, listed; `heading` is told first (a group). */
export async function branchAssets(
  io: StepIO,
  inputs: AssetFolderInputs,
  signal: AbortSignal,
  heading: (branch: string, target: string) => [title: string, text: string],
): Promise<BranchAssets> {
  const { api, assets } = stepAssetsApi(inputs, io.traffic, { warning: io.warn, info: io.untrusted })
  const branch = await resolveBranch(api, inputs.projectId, inputs.branch, signal)
  io.output('branch-id', branch.id)
  const target = inputs.target.join('/')
  io.group(...heading(branchLabel(branch), target || 'the root of the assets panel'))
  const read = await readAssets(assets, inputs.projectId, branch.id, signal)
  if (read.reread) io.warn(`The branch's asset list contradicted itself (${read.reread}): it was read again`)
  if (read.unreadable) io.warn(`${read.unreadable} assets of the branch's list could not be read, and were left out`)
  return { branch, assets, list: read.assets, target }
}

/** The plan, told before any write: what will change (dry run: would), then each change; `above` comes first. */
export function tellPlan(io: StepIO, dryRun: boolean, planned: readonly Change[], unchanged: number, above = ''): void {
  io.untrusted(
    `${dryRun ? 'Would change' : 'Changing'}: ${planned.length}; unchanged files: ${unchanged}${above}` +
      planned.map(c => `\n  ${c.action} ${c.path}${c.id ? ` (${c.id})` : ''}`).join(''),
  )
}

/** The outputs, the closing line (`Pushed: …`; none for a dry run, whose plan was told) and the summary. */
export async function tellChanges(
  io: StepIO,
  done: { verb: string; dryRun: boolean; changes: readonly Change[]; unchanged: number },
  summaryHtml: string,
): Promise<void> {
  setChangeOutputs(io, done.changes, done.unchanged)
  if (!done.dryRun) io.info(`${done.verb}: ${countsText(done.changes)}, ${done.unchanged} unchanged`)
  await io.writeSummary(summaryHtml)
}

/** The counts and the changes as outputs; `unchanged` only once the plan is known. */
function setChangeOutputs(io: StepIO, changes: readonly Change[], unchanged?: number): void {
  for (const action of ['created', 'updated', 'deleted'] as const) io.output(action, String(countOf(changes, action)))
  if (unchanged !== undefined) io.output('unchanged', String(unchanged))
  io.output('changes', JSON.stringify(changes))
}
