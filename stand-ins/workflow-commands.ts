/**
 * The workflow commands a runner would act on in a step's output, read as the runner reads it: line by line
 * (\n, \r\n or a lone \r ends a line), `::name ...::data` after leading whitespace, the legacy `##[name ...]data`
 * anywhere in a line, and nothing but the resume token between `::stop-commands::<token>` and `::<token>::`.
 */
export interface RunnerCommand {
  name: string
  line: string
  /** What follows the command's closing `::` (v2 form only), as written. */
  data?: string
}

export function runnerCommands(output: string): RunnerCommand[] {
  const commands: RunnerCommand[] = []
  let stopToken: string | undefined
  for (const line of output.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim()
    if (stopToken !== undefined) {
      if (trimmed === `::${stopToken}::`) {
        commands.push({ name: 'resume-commands', line })
        stopToken = undefined
      }
      continue
    }
    const v2 = /^::([^\s:]+)[^:]*::(.*)$/.exec(trimmed)
    if (v2) {
      const name = v2[1] ?? ''
      commands.push({ name, line, data: v2[2] })
      if (name === 'stop-commands') stopToken = v2[2] ?? ''
      continue
    }
    const legacy = /##\[([^\s\]]+)/.exec(line)
    if (legacy) commands.push({ name: `legacy:${legacy[1] ?? ''}`, line })
  }
  return commands
}

// The commands this action writes itself, always without properties.
const OWN_COMMANDS = new Set([
  'add-mask',
  'stop-commands',
  'resume-commands',
  'group',
  'endgroup',
  'warning',
  'error',
  'notice',
  'debug',
])
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Commands the runner would act on that the action did not write itself: a kind it never writes, a legacy `##[`
 * command, properties (it writes none), a stop-commands token that is not its fresh UUID, or an annotation whose
 * text starts with `marker` (its own messages start with its own words, never with text it was given).
 */
export function foreignCommands(output: string, marker = 'FORGED'): RunnerCommand[] {
  return runnerCommands(output).filter(command => {
    if (!OWN_COMMANDS.has(command.name)) return true
    if (command.name === 'resume-commands') return false
    if (!command.line.trim().startsWith(`::${command.name}::`)) return true
    if (command.name === 'stop-commands') return !UUID.test(command.data ?? '')
    return (command.data ?? '').startsWith(marker)
  })
}

/** The `::error::` annotations a runner would show, unescaped as the runner does. */
export function errorAnnotations(stdout: string): string[] {
  return runnerCommands(stdout)
    .filter(command => command.name === 'error')
    .map(({ data = '' }) => data.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'))
}
