import { readPushInputs } from './inputs.js'
import { PUSH_WORDS, conflictsTable, pushSummaryHtml } from './summary.js'
import { branchAssets, runChangesStep, tellChanges, tellPlan } from '../../changes-step.js'
import { excluder } from '../../workspace/file-rules.js'
import { scanFolder } from '../../workspace/local-files.js'
import { planPush, plannedChanges, targetFolders } from '../../pushing/plan.js'
import { pushQueries, weighPush } from '../../pushing/against-history.js'
import { readHistory } from '../../history/read-history.js'
import { writePlan } from '../../pushing/write-plan.js'
import { EditorConflictError, InputError } from '../../errors.js'
import { conflictLine, conflictWord, pushFailureMessage, twinWarning } from '../../report/push-messages.js'
import { historyLine } from '../../report/history-messages.js'
import type { StepIO } from '../../step.js'

/**
 * The push-files action: inputs → the folder's files, hashed (before any request) → branch (by name: its id) → the
 * branch's assets, listed → the plan (pure) → weighed against git's history (an Editor edit is a conflict, on-conflict
 * decides) → its writes, by the one writer → outputs and summary.
 */
export async function run(): Promise<void> {
  await runChangesStep(pushFiles, pushFailureMessage, PUSH_WORDS, error =>
    error instanceof EditorConflictError ? conflictsTable(error.conflicts, 'fail') : '',
  )
}

async function pushFiles(io: StepIO): Promise<void> {
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
  const { projectId } = inputs
  const { branch, assets, list, target } = await branchAssets(io, inputs, signal, (branchName, to) => [
    `Pushing ${files.length} files to project ${projectId}`,
    `Branch: ${branchName}\nFrom: ${inputs.path}\nTo: ${to}`,
  ])
  const whole = planPush(files, list, inputs.target, inputs.deleteExtras)
  const history = await readHistory({ root: inputs.path, queries: pushQueries(whole), signal, info: io.info })
  io.info(historyLine(history))
  const { plan, conflicts, unchecked } = weighPush(whole, history, inputs.onConflict)
  io.output('conflicts', String(conflicts.length))
  for (const c of conflicts) io.warn(`${conflictWord(inputs.onConflict, c.action, inputs.dryRun)}: ${conflictLine(c)}`)
  const planned = plannedChanges(plan)
  const above = targetFolders(plan)
  const folders = above.length
    ? `\n  first making the folders of target: ${above.map(key => `${key}/`).join(', ')}`
    : ''
  tellPlan(io, inputs.dryRun, planned, plan.unchanged.length, folders)
  if (conflicts.length && inputs.onConflict === 'fail') throw new EditorConflictError(conflicts)

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
  const unchanged = plan.unchanged.length
  await tellChanges(
    io,
    { verb: 'Pushed', dryRun: inputs.dryRun, changes, unchanged },
    pushSummaryHtml({
      projectId,
      branch,
      target,
      dryRun: inputs.dryRun,
      changes,
      unchanged,
      twins,
      conflicts,
      onConflict: inputs.onConflict,
      unchecked,
      history,
      tookMs: Date.now() - startedAtMs,
      requests: io.traffic.sent.length,
      heldMs: io.traffic.heldMs(),
    }),
  )
}
