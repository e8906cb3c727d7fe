import {
  type JobInputs,
  type BranchRef,
  type InputReader,
  bool,
  readJobInputs,
  readBranchRef,
} from '../../inputs/inputs.js'

/** The checkpoint action's inputs (action.yml), every one checked before any request. */
export interface Inputs extends JobInputs {
  branch: BranchRef
  /** Empty when the description is to be built from the triggering commit. */
  description: string
  wait: boolean
  /** For reading commit messages from GitHub; empty when not given. Never sent to the checkpoint API. */
  githubToken: string
}

/** Reads and validates every input; the first bad one throws an InputError naming it. */
export function readInputs(get: InputReader): Inputs {
  return {
    ...readJobInputs(get),
    branch: readBranchRef(get, 'branch', 'branch-id'),
    description: get('description').trim(),
    wait: bool('wait', get('wait'), true),
    githubToken: get('github-token').trim(),
  }
}

/** The resolved inputs in one line, for the debug log: never a token, only whether one was given. */
export function describeInputs(inputs: Inputs): string {
  const description = inputs.description ? `given (${inputs.description.length} characters)` : 'from the commit'
  return [
    `project-id ${inputs.projectId}`,
    'id' in inputs.branch ? `branch-id ${inputs.branch.id}` : `branch ${JSON.stringify(inputs.branch.name)}`,
    `base-url ${inputs.baseUrl}`,
    `timeout ${inputs.timeoutMs / 1000} s`,
    `parallel-runs ${inputs.parallelRuns}`,
    `wait ${inputs.wait}`,
    `description ${description}`,
    `github-token ${inputs.githubToken ? 'set' : 'not set'}`,
  ].join(', ')
}
