import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { Evaluator, Lexer, Parser, data } from '@actions/expressions'
import {
  NoOperationTraceWriter,
  convertWorkflowTemplate,
  isBasicExpression,
  isString,
  parseWorkflow,
} from '@actions/workflow-parser'
import { type ActionTemplate, convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index'

/** What GitHub's parser finds wrong with an action.yml: its messages, each naming the file, line and column. */
export function actionErrors(name: string, content: string): string[] {
  return parseAction({ name, content }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map(e => e.message)
}

/**
 * What GitHub's parser finds wrong with a workflow, as the language service reports it: the schema, expressions and
 * their contexts, then what only the whole workflow shows (unknown `needs`, a cron that cannot run, an id twice).
 */
export async function workflowErrors(name: string, content: string): Promise<string[]> {
  const parsed = parseWorkflow({ name, content }, new NoOperationTraceWriter())
  if (parsed.value) await convertWorkflowTemplate(parsed.context, parsed.value)
  return parsed.context.errors.getErrors().map(error => error.message)
}

/** An action.yml as GitHub's own parser reads it: what a runner needs to start the step. */
export interface ActionManifest {
  file: string
  /** The runtime `runs.using` names, e.g. node24. */
  using: string
  /** The script `runs.main` names, absolute. */
  main: string
  /** Every declared input's name and its default, still unevaluated (undefined: no default, no INPUT_ variable). */
  inputs: Map<string, Default | undefined>
}

/** A default: a plain string, or an expression (`${{ … }}`, mixed text already folded into `format(…)` by the parser). */
export type Default = { text: string } | { expression: string }

/** The contexts an input's default may read (action.yml schema: github, strategy, matrix, job, runner). */
export type DefaultContexts = Record<'github' | 'strategy' | 'matrix' | 'job' | 'runner', unknown>

/**
 * Reads `dir/action.yml` with @actions/workflow-parser, the parser behind GitHub's language service, and refuses it on
 * any error, as a runner fails the job with "Failed to load …/action.yml".
 */
export function loadAction(dir: string): ActionManifest {
  const file = join(resolve(dir), 'action.yml')
  const parsed = parseAction({ name: file, content: readFileSync(file, 'utf8') }, new NoOperationTraceWriter())
  const errors = parsed.context.errors.getErrors().map(error => error.message)
  if (errors.length > 0 || !parsed.value) {
    throw new Error(`Failed to load ${file}:\n${errors.join('\n') || 'no action in it'}`)
  }
  const action: ActionTemplate = convertActionTemplate(parsed.context, parsed.value)
  if (!('main' in action.runs)) throw new Error(`${file}: not a JavaScript action (runs.main)`)
  const inputs = new Map<string, Default | undefined>()
  for (const input of action.inputs ?? []) {
    const token = input.default
    if (token === undefined) inputs.set(input.id, undefined)
    else if (isBasicExpression(token)) inputs.set(input.id, { expression: token.expression })
    else if (isString(token)) inputs.set(input.id, { text: token.value })
    else inputs.set(input.id, { text: token.toString() })
  }
  return { file, using: action.runs.using, main: resolve(dir, action.runs.main), inputs }
}

/** An input's default as a runner gives it: text as it is, an expression evaluated by GitHub's expression engine. */
export function evaluateDefault(value: Default, contexts: DefaultContexts): string {
  if ('text' in value) return value.text
  const lexed = new Lexer(value.expression).lex()
  const expression = new Parser(lexed.tokens, Object.keys(contexts), []).parse()
  const values = JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary
  return new Evaluator(expression, values).evaluate().coerceString()
}
