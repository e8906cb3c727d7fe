import { InputError } from '../errors.js'
import { type InputReader, plainText, projectId, required, timeoutSeconds } from './inputs.js'

/** The inputs both deploy-record actions take: whose records, where on GitHub, and with which token. */
export interface RecordInputs {
  projectId: number
  /** The GitHub environment our records are kept in. */
  environment: string
  /** Pages' own environment, whose records say which commit Pages serves; undefined when the site is not on Pages. */
  pagesEnvironment?: string
  token: string
  timeoutMs: number
}

/** GitHub's limit on an environment's name. */
const MAX_ENVIRONMENT = 255
export const DEFAULT_RECORD_TIMEOUT_SECONDS = 60

export function readRecordInputs(get: InputReader): RecordInputs {
  const token = required('token', get('token'), 'the job token, ${{ github.token }}')
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\x00-\x1f\x7f]/.test(token))
    throw new InputError(`Input 'token' contains whitespace or control characters: expected the token alone`)
  const pages = get('pages-environment').trim()
  return {
    projectId: projectId(get('project-id')),
    environment: environmentName('environment', required('environment', get('environment'), 'a name, e.g. playcanvas')),
    ...(pages ? { pagesEnvironment: environmentName('pages-environment', pages) } : {}),
    token,
    timeoutMs: (get('timeout').trim() ? timeoutSeconds(get('timeout')) : DEFAULT_RECORD_TIMEOUT_SECONDS) * 1000,
  }
}

function environmentName(input: string, value: string): string {
  const name = plainText(input, value)
  if (name.length > MAX_ENVIRONMENT)
    throw new InputError(
      `Input '${input}' must be at most ${MAX_ENVIRONMENT} characters, as GitHub's environment names are`,
    )
  return name
}
