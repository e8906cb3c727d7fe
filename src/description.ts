import type { RunContext } from './context.js'

export const MAX_DESCRIPTION_LENGTH = 10_000
export const CUT_MARKER = '\n[…cut to fit]'

export interface Description {
  text: string
  /** Set when the text is not what the user would expect: a fallback, or a cut. */
  warning?: string
}

/** The explicit input if given, else the triggering commit's message, else a description of the run. */
export function describe(explicit: string, context: RunContext): Description {
  const source = explicit || commitMessage(context)
  if (!source) {
    const text = fallbackDescription(context)
    return {
      text,
      warning: `No commit message found for the '${context.eventName || 'unknown'}' event; using '${text}'`,
    }
  }
  const text = fitLength(source)
  return text === source
    ? { text }
    : { text, warning: `The description was cut to ${MAX_DESCRIPTION_LENGTH} characters` }
}

/** The message of the commit the run is for, when the event payload carries it. */
export function commitMessage(context: RunContext): string | undefined {
  if (context.eventName !== 'push') return undefined
  const headCommit = context.payload.head_commit as { message?: unknown } | null | undefined
  const message = typeof headCommit?.message === 'string' ? headCommit.message.trim() : ''
  return message || undefined
}

export function fallbackDescription(context: RunContext): string {
  const run = [context.workflow || 'workflow', context.runNumber && `#${context.runNumber}`].filter(Boolean).join(' ')
  const where = [context.ref && `on ${context.ref}`, context.sha && `at ${context.sha.slice(0, 7)}`].filter(Boolean)
  return ['Checkpoint by', run, ...where].join(' ')
}

/**
 * Cuts text to the API's limit (UTF-16 code units) at a grapheme boundary, so an emoji or an accented
 * letter is never split, and marks the cut.
 */
export function fitLength(text: string, max = MAX_DESCRIPTION_LENGTH): string {
  if (text.length <= max) return text
  const room = max - CUT_MARKER.length
  let end = 0
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (end + segment.length > room) break
    end += segment.length
  }
  return text.slice(0, end).trimEnd() + CUT_MARKER
}
