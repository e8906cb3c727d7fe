import { readPushInputs } from './inputs.js'
import { countOf, pushFailureSummaryHtml, pushSummaryHtml } from './summary.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepAssetsApi } from '../../retrying/retrying-api.js'
import { excluder } from '../../pushing/file-rules.js'
import { scanFolder } from '../../pushing/local-files.js'
import { readAssets } from '../../pushing/read-assets.js'
import { planPush, plannedChanges, targetFolders } from '../../pushing/plan.js'
import { writePlan } from '../../pushing/write-plan.js'
import { type Change, InputError, PushError } from '../../errors.js'
import { pushFailureMessage, twinWarning } from '../../report/push-messages.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The push-files action: inputs → the folder's files, hashed (before any request) → branch (by name: its id) → the
 * branch's assets, listed → the plan (pure) → its writes, by the one writer → outputs and summary.
 */
export async function run(): Promise<void> {
  let done: readonly Change[] = []
  await runStep(
    ['access-token'],
    io =>
      pushFiles(io).catch((error: unknown) => {
        // What was done before the failure is still the user's to know: a second run finishes the rest.
        if (error instanceof PushError) setOutputs(io, (done = error.changes))
        throw error
      }),
    (error, traffic) => ({
      message: pushFailureMessage(error, traffic.lastProblem()),
      summaryHtml: message => pushFailureSummaryHtml(message, done),
    }),
  )
}

async function pushFiles(io: StepIO): Promise<void> {
  const { traffic } = io
  const startedAtMs = Date.now()
  const inputs = readPushInputs(io.input, process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const { files, skipped } = await scanFolder(inputs.path, inputs.workspace, excluder(inputs.exclude))
  if (skipped.length) io.untrusted(`Left out (not regular files): ${skipped.join(', ')}`)
  // An empty folder is most likely a step before this one missing (a checkout): with delete, it would empty target.
  if (files.length === 0 && inputs.deleteExtras) {
    throw new InputError(
      "Input 'path' holds no file to push (after exclude): with delete: true that would delete every text asset under target, so nothing was sent. Check path and exclude, and that the repository is checked out",
    )
  }
  if (files.length === 0) io.warn("Input 'path' holds no file to push (after exclude): nothing to push")
  const { api, assets } = stepAssetsApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = await resolveBranch(api, projectId, inputs.branch, signal)
  io.output('branch-id', branch.id)
  const target = inputs.target.join('/')
  io.group(
    `Pushing ${files.length} files to project ${projectId}`,
    `Branch: ${branchLabel(branch)}\nFrom: ${inputs.path}\nTo: ${target || 'the root of the assets panel'}`,
  )
  const list = await readAssets(assets, projectId, branch.id, signal)
  if (list.reread) io.warn(`The branch's asset list contradicted itself (${list.reread}): it was read again`)
  if (list.unreadable) io.warn(`${list.unreadable} assets of the branch's list could not be read, and were left out`)
  const plan = planPush(files, list.assets, inputs.target, inputs.deleteExtras)
  const planned = plannedChanges(plan)
  const above = targetFolders(plan)
  io.untrusted(
    `${inputs.dryRun ? 'Would change' : 'Changing'}: ${planned.length}; unchanged files: ${plan.unchanged.length}` +
      (above.length ? `\n  first making the folders of target: ${above.map(key => `${key}/`).join(', ')}` : '') +
      planned.map(c => `\n  ${c.action} ${c.path}${c.id ? ` (${c.id})` : ''}`).join(''),
  )

  const { changes, twins } = inputs.dryRun
    ? { changes: planned, twins: [] }
    : await writePlan(plan, {
        api: assets,
        projectId,
        branchId: branch.id,
        root: inputs.path,
        signal,
        changed: change => io.untrusted(`${change.action} ${change.path} (${change.id})`),
        info: io.untrusted,
        warn: io.warn,
      })
  for (const twin of twins) io.warn(twinWarning(twin))
  setOutputs(io, changes, plan.unchanged.length)
  if (!inputs.dryRun) {
    const [created, updated, deleted] = (['created', 'updated', 'deleted'] as const).map(a => countOf(changes, a))
    io.info(`Pushed: ${created} created, ${updated} updated, ${deleted} deleted, ${plan.unchanged.length} unchanged`)
  }
  await io.writeSummary(
    pushSummaryHtml({
      projectId,
      branch,
      target,
      dryRun: inputs.dryRun,
      changes,
      unchanged: plan.unchanged.length,
      twins,
      tookMs: Date.now() - startedAtMs,
      requests: traffic.sent.length,
      heldMs: traffic.heldMs(),
    }),
  )
}

/** The counts and the changes as outputs; `unchanged` only once the plan is known. */
function setOutputs(io: StepIO, changes: readonly Change[], unchanged?: number): void {
  for (const action of ['created', 'updated', 'deleted'] as const) io.output(action, String(countOf(changes, action)))
  if (unchanged !== undefined) io.output('unchanged', String(unchanged))
  io.output('changes', JSON.stringify(changes))
}
