import { readPullInputs } from './inputs.js'
import { PULL_WORDS, pullSummaryHtml } from './summary.js'
import { relative } from 'node:path'
import { branchAssets, runChangesStep, tellChanges, tellPlan } from '../../changes-step.js'
import { excluder } from '../../workspace/file-rules.js'
import { scanFolder } from '../../workspace/local-files.js'
import { readAssets } from '../../api/read-assets.js'
import { planPull, pullChanges } from '../../pulling/plan.js'
import { pullBaseFiles, pullQueries, weighPull } from '../../pulling/against-history.js'
import { readHistory, textAt } from '../../history/read-history.js'
import { writeRecord } from '../../history/pulled-record.js'
import { historyLine } from '../../report/history-messages.js'
import { matchUnscanned, writePull } from '../../pulling/write-plan.js'
import { leftToGitLine, pullFailureMessage } from '../../report/pull-messages.js'
import { quoteName } from '../../report/messages.js'
import type { StepIO } from '../../step.js'

/**
 * The pull-files action: inputs → the folder's text files, hashed (before any request) → branch (by name: its id) →
 * the branch's assets, listed → the plan (pure) → weighed against git's history (what git had stays git's; an edit on
 * both sides merged) → the one writer (download, MD5 checked, atomic rename) → outputs and summary.
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
  const matched = await matchUnscanned(scanned, inputs.path, inputs.workspace)
  const history = await readHistory({
    root: inputs.path,
    queries: pullQueries(matched),
    baseOf: pullBaseFiles(matched),
    signal,
    info: io.info,
  })
  io.info(historyLine(history))
  const localMd5 = new Map(local.files.map(f => [f.path, f.md5]))
  const { plan, leftToGit, unchecked } = weighPull(matched, history, localMd5)
  for (const left of leftToGit) io.untrusted(leftToGitLine(left))
  for (const left of plan.leftOut) io.warn(`Left out: asset ${left.id} (${quoteName(left.path)}): ${left.why}`)
  if (plan.keptByCase.length) {
    io.warn(
      `Not deleted, though no asset is named so: ${plan.keptByCase.map(quoteName).join(', ')}: an asset's name differs only by case, and on macOS and Windows runners they are one file. Rename the file in git to the asset's name`,
    )
  }
  const planned = pullChanges(plan)
  tellPlan(io, inputs.dryRun, planned, plan.unchanged.length)

  const merges = plan.writes.filter(w => w.merge).map(w => ({ path: w.path, conflicted: false }))
  const { changes, merged, taken } = inputs.dryRun
    ? { changes: planned, merged: merges, taken: [] }
    : await writePull(plan, {
        api: assets,
        branchId: branch.id,
        root: inputs.path,
        workspace: inputs.workspace,
        signal,
        reread: async listSignal => (await readAssets(assets, projectId, branch.id, listSignal)).assets,
        changed: change => io.untrusted(`${change.action} ${change.path}${change.id ? ` (${change.id})` : ''}`),
        warn: io.warn,
        baseText: (path, commit) =>
          history.repository ? textAt(history, commit, path, signal) : Promise.reject(new Error('no repository')),
      })
  // Committed with the files, it tells the next push and pull that these Editor versions were taken into git.
  if (taken.length && history.repository) await writeRecord(inputs.path, taken)
  const conflicted = merged.filter(m => m.conflicted).map(m => m.path)
  for (const path of conflicted)
    io.warn(`Merged with conflict markers (both git and the Editor changed the same lines): ${quoteName(path)}`)
  io.output('conflicts', String(conflicted.length))
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
      leftToGit,
      merged,
      unchecked,
      history,
      tookMs: Date.now() - startedAtMs,
      requests: io.traffic.sent.length,
      heldMs: io.traffic.heldMs(),
    }),
  )
}
