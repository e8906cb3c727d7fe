import { readPushInputs } from './inputs.js'
import { pushFailureSummaryHtml, pushSummaryHtml } from './summary.js'
import { branchLabel, resolveBranch } from '../../branches/find-branch.js'
import { stepAssetsApi } from '../../retrying/retrying-api.js'
import { excluder } from '../../pushing/file-rules.js'
import { scanFolder } from '../../pushing/local-files.js'
import { readAssets } from '../../pushing/read-assets.js'
import { type Plan, planPush } from '../../pushing/plan.js'
import { type Change, PushError, writePlan } from '../../pushing/write-plan.js'
import { pushFailureMessage } from '../../report/push-messages.js'
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
        if (error instanceof PushError) done = error.changes
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
  if (list.unreadable) io.warn(`${list.unreadable} assets of the branch's list could not be read, and were left out`)
  const plan = planPush(files, list.assets, inputs.target, inputs.deleteExtras)
  const planned = plannedChanges(plan)
  io.untrusted(
    `${inputs.dryRun ? 'Would change' : 'Changing'}: ${planned.length} (${plan.unchanged.length} files unchanged)` +
      planned.map(c => `\n  ${c.action} ${c.path}${c.id ? ` (${c.id})` : ''}`).join(''),
  )

  const report = (changes: readonly Change[], twins: Parameters<typeof pushSummaryHtml>[0]['twins']) => {
    const count = (action: Change['action']): string => String(changes.filter(c => c.action === action).length)
    io.output('created', count('created'))
    io.output('updated', count('updated'))
    io.output('deleted', count('deleted'))
    io.output('unchanged', String(plan.unchanged.length))
    io.output('changes', JSON.stringify(changes))
    return io.writeSummary(
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
  if (inputs.dryRun) return report(planned, [])

  const { changes, twins } = await writePlan(plan, {
    api: assets,
    projectId,
    branchId: branch.id,
    root: inputs.path,
    signal,
    changed: change => io.untrusted(`${change.action} ${change.path} (${change.id})`),
    warn: io.warn,
  }).catch((error: unknown) => {
    if (error instanceof PushError) {
      io.output('changes', JSON.stringify(error.changes))
    }
    throw error
  })
  for (const twin of twins) {
    io.warn(
      `${twin.ids.length} assets are now named ${JSON.stringify(twin.path)} in one folder (ids ${twin.ids.join(', ')}): another run pushing to this branch at the same time? Delete the extra one in the Editor; give such runs one concurrency group`,
    )
  }
  io.info(
    `Pushed: ${count(changes, 'created')} created, ${count(changes, 'updated')} updated, ${count(changes, 'deleted')} deleted, ${plan.unchanged.length} unchanged`,
  )
  await report(changes, twins)
}

const count = (changes: readonly Change[], action: Change['action']): number =>
  changes.filter(c => c.action === action).length

/** A plan as the changes it would make, in its order; what does not exist yet has id 0. */
function plannedChanges(plan: Plan): Change[] {
  return [
    ...plan.folders.map(f => ({ path: `${f.key}/`, action: 'created-folder' as const, id: 0 })),
    ...plan.creates.map(c => ({ path: c.path, action: 'created' as const, id: 0 })),
    ...plan.updates.map(u => ({ path: u.path, action: 'updated' as const, id: u.asset.id })),
    ...plan.deletes.map(d => ({ path: d.path, action: 'deleted' as const, id: d.asset.id })),
  ]
}
