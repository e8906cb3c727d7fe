import { readPullInputs } from './inputs.js'
import { countOf, pullFailureSummaryHtml, pullSummaryHtml } from './summary.js'
import { relative } from 'node:path'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepAssetsApi } from '../../retrying/retrying-api.js'
import { excluder } from '../../pushing/file-rules.js'
import { scanFolder } from '../../pushing/local-files.js'
import { readAssets } from '../../pushing/read-assets.js'
import { planPull, pullChanges } from '../../pulling/plan.js'
import { matchUnscanned, writePull } from '../../pulling/write-plan.js'
import { type Change, PullError } from '../../errors.js'
import { pullFailureMessage } from '../../report/pull-messages.js'
import { quoteName } from '../../report/messages.js'
import { type StepIO, runStep } from '../../step.js'

/**
 * The pull-files action: inputs → the folder's text files, hashed (before any request) → branch (by name: its id) →
 * the branch's assets, listed → the plan (pure) → the one writer (download, MD5 checked, atomic rename) → outputs
 * and summary.
 */
export async function run(): Promise<void> {
  let done: readonly Change[] = []
  await runStep(
    ['access-token'],
    io =>
      pullFiles(io).catch((error: unknown) => {
        // What was written before the failure is still the user's to know: a second run finishes the rest.
        if (error instanceof PullError) setOutputs(io, (done = error.changes))
        throw error
      }),
    (error, traffic) => ({
      message: pullFailureMessage(error, traffic.lastProblem()),
      summaryHtml: message => pullFailureSummaryHtml(message, done),
    }),
  )
}

async function pullFiles(io: StepIO): Promise<void> {
  const { traffic } = io
  const startedAtMs = Date.now()
  const inputs = readPullInputs(io.input, process.env)
  const signal = io.startClock(inputs.timeoutMs)
  const isExcluded = excluder(inputs.exclude)
  const local = await scanFolder(inputs.path, inputs.workspace, isExcluded, 'pull')
  if (local.outside.length) {
    io.warn(
      `Links under path that lead outside the workspace are never read, written through or deleted: ${local.outside.map(quoteName).join(', ')}`,
    )
  }
  const { api, assets } = stepAssetsApi(inputs, traffic, { warning: io.warn, info: io.untrusted })
  const { projectId } = inputs
  const branch = await resolveBranch(api, projectId, inputs.branch, signal)
  io.output('branch-id', branch.id)
  const target = inputs.target.join('/')
  io.group(
    `Pulling files of project ${projectId}`,
    `Branch: ${branchLabel(branch)}\nFrom: ${target || 'the root of the assets panel'}\nTo: ${inputs.path}`,
  )
  const list = await readAssets(assets, projectId, branch.id, signal)
  if (list.reread) io.warn(`The branch's asset list contradicted itself (${list.reread}): it was read again`)
  if (list.unreadable) io.warn(`${list.unreadable} assets of the branch's list could not be read, and were left out`)
  const scanned = planPull(list.assets, inputs.target, local.files, { deleteExtras: inputs.deleteExtras, isExcluded })
  const plan = await matchUnscanned(scanned, inputs.path, inputs.workspace)
  for (const left of plan.leftOut) io.warn(`Left out: asset ${left.id} (${quoteName(left.path)}): ${left.why}`)
  const planned = pullChanges(plan)
  io.untrusted(
    `${inputs.dryRun ? 'Would change' : 'Changing'}: ${planned.length}; unchanged files: ${plan.unchanged.length}` +
      planned.map(c => `\n  ${c.action} ${c.path}${c.id ? ` (${c.id})` : ''}`).join(''),
  )

  const changes = inputs.dryRun
    ? planned
    : (
        await writePull(plan, {
          api: assets,
          branchId: branch.id,
          root: inputs.path,
          workspace: inputs.workspace,
          signal,
          reread: async () => (await readAssets(assets, projectId, branch.id, signal)).assets,
          changed: change => io.untrusted(`${change.action} ${change.path}${change.id ? ` (${change.id})` : ''}`),
          warn: io.warn,
        })
      ).changes
  setOutputs(io, changes, plan.unchanged.length)
  if (!inputs.dryRun) {
    const [created, updated, deleted] = (['created', 'updated', 'deleted'] as const).map(a => countOf(changes, a))
    io.info(`Pulled: ${created} created, ${updated} updated, ${deleted} deleted, ${plan.unchanged.length} unchanged`)
  }
  await io.writeSummary(
    pullSummaryHtml({
      projectId,
      branch,
      target,
      path: relative(inputs.workspace, inputs.path),
      dryRun: inputs.dryRun,
      changes,
      unchanged: plan.unchanged.length,
      leftOut: plan.leftOut.length,
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
