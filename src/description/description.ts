import type { RunContext } from '../inputs/run-context.js'
import { messageOf } from '../errors.js'
import { DESCRIPTION_MAX_CHARS } from '../api/limits.js'
import { clip, isRecord } from '../text.js'

/** Ends a description that was cut to the API's limit. */
export const CUT_MARKER = '\n[…cut to fit]'

export interface Description {
  text: string
  /** Set when the text is not what the user would expect: a fallback, or a cut. */
  warning?: string
}

/** Where the triggering commit's message is: in the event payload, or behind a commit sha to look up. */
export type CommitSource = { message: string } | { sha: string } | { missing: string }

/** Reads a commit's message (from the GitHub API); may throw. */
export type CommitLookup = (sha: string) => Promise<string>

/**
 * The explicit input if given, else the triggering commit's whole message (trimmed), else a description of the
 * run with a warning. Never throws: a checkpoint is worth more than its description.
 */
export async function chooseDescription(
  explicit: string,
  context: RunContext,
  lookup: CommitLookup,
): Promise<Description> {
  if (explicit) return fitted(explicit)
  const source = commitSource(context)
  let message: string
  try {
    if ('missing' in source) return fallback(context, source.missing)
    message = ('message' in source ? source.message : await lookup(source.sha)).trim()
  } catch (error) {
    return fallback(context, `the commit message could not be read from GitHub (${messageOf(error)})`)
  }
  return message ? fitted(message) : fallback(context, 'the commit message is blank')
}

/** Where each event carries the commit the run is for. */
export function commitSource(context: RunContext): CommitSource {
  const { payload } = context
  switch (context.eventName) {
    case 'push':
      return messageAt(payload.head_commit, 'the push has no head commit (a deleted branch or tag?)')
    case 'merge_group':
      return messageAt(record(payload.merge_group).head_commit, 'the merge group has no head commit')
    case 'pull_request':
    case 'pull_request_target': {
      const sha = record(record(payload.pull_request).head).sha
      return typeof sha === 'string' && sha ? { sha } : { missing: 'the pull request has no head sha' }
    }
    default:
      return context.sha ? { sha: context.sha } : { missing: 'GITHUB_SHA is not set' }
  }
}

export function fallbackDescription(context: RunContext): string {
  const run = [context.workflow || 'workflow', context.runNumber && `#${context.runNumber}`].filter(Boolean).join(' ')
  const where = [context.ref && `on ${context.ref}`, context.sha && `at ${context.sha.slice(0, 7)}`].filter(Boolean)
  return ['Checkpoint by', run, ...where].join(' ')
}

function fitted(text: string): Description {
  const cut = clip(text, DESCRIPTION_MAX_CHARS, CUT_MARKER)
  return cut === text
    ? { text }
    : { text: cut, warning: `The description was cut to ${DESCRIPTION_MAX_CHARS} characters` }
}

function fallback(context: RunContext, why: string): Description {
  const text = fallbackDescription(context)
  return { text, warning: `Describing the checkpoint as '${text}': ${why}` }
}

function messageAt(commit: unknown, missing: string): CommitSource {
  const message = record(commit).message
  return typeof message === 'string' ? { message } : { missing }
}

function record(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {}
}
