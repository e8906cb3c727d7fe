import { clip } from '../text.js'
import type { InputReader } from './inputs.js'

/** A value that is still a whole `${{ … }}`: a default of action.yml that the tool running the step did not evaluate. */
export function isUnevaluated(value: string): boolean {
  return /^\$\{\{[\s\S]*\}\}$/.test(value.trim())
}

/**
 * Reads inputs with `get`, taking a value still `${{ … }}` as not given (its default's meaning) and telling `notice`
 * once per input. GitHub's runner evaluates every default; other tools (local-action among them) pass it as written.
 */
export function evaluatedInputs(get: InputReader, notice: (text: string) => void): InputReader {
  const told = new Set<string>()
  return name => {
    const value = get(name)
    if (!isUnevaluated(value)) return value
    if (!told.has(name)) {
      told.add(name)
      notice(
        `Input '${name}' is the expression ${clip(value.trim().replace(/\s+/g, ' '), 120)}, not evaluated by what runs this step: taken as not given`,
      )
    }
    return ''
  }
}
