import { readPullInputs } from './inputs.js'
import { PULL_WORDS, pullSummaryHtml } from './summary.js'
import { relative } from 'node:path'
import { branchAssets, runChangesStep, tellChanges, tellPlan } from '../../changes-step.js'
import { excluder } from '../../workspace/file-rules.js'
import { scanFolder } from '../../workspace/local-files.js'
import { readAssets } from '../../api/read-assets.js'
import { planPull, pullChanges } from '../../pulling/plan.js'
import { matchUnscanned, writePull } from '../../pulling/write-plan.js'
import { pullFailureMessage } from '../../report/pull-messages.js'
import { quoteName } from '../../report/messages.js'
import type { StepIO } from '../../step.js'

/**
 * The pull-files action: inputs → the folder's text files, hashed (before any request) → branch (by name: its id) →
 * the branch's assets, listed → the plan (pure) → the one writer (download, MD5 checked, atomic rename) → outputs
 * and summary.
 */
export async function run(): Promise<void> {
  await runChangesStep(pullFiles, pullFailureMessage, PULL_WORDS)
}

async function pullFiles(io: StepIO): Promise<void> {
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
  const { projectId } = inputs
  const { branch, assets, list, target } = await branchAssets(io, inputs, signal, (branchName, from) => [
    `Pulling files of project ${projectId}`,
    `Branch: ${branchName}\nFrom: ${from}\nTo: ${inputs.path}`,
  ])
  const scanned = planPull(list, inputs.target, local.files, { deleteExtras: inputs.deleteExtras, isExcluded })
  const plan = await matchUnscanned(scanned, inputs.path, inputs.workspace)
  for (const left of plan.leftOut) io.warn(`Left out: asset ${left.id} (${quoteName(left.path)}): ${left.why}`)
  if (plan.keptByCase.length) {
    io.warn(
      `Not deleted, though no asset is named so: ${plan.keptByCase.map(quoteName).join(', ')}: an asset's name differs only by case, and on macOS and Windows runners they are one file. Rename the file in git to the asset's name`,
    )
  }
  const planned = pullChanges(plan)
  tellPlan(io, inputs.dryRun, planned, plan.unchanged.length)

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
  const unchanged = plan.unchanged.length
  await tellChanges(
    io,
    { verb: 'Pulled', dryRun: inputs.dryRun, changes, unchanged },
    pullSummaryHtml({
      projectId,
      branch,
      target,
      path: relative(inputs.workspace, inputs.path),
      dryRun: inputs.dryRun,
      changes,
      unchanged,
      leftOut: plan.leftOut.length,
      tookMs: Date.now() - startedAtMs,
      requests: io.traffic.sent.length,
      heldMs: io.traffic.heldMs(),
    }),
  )
}
