import type * as core from '@actions/core'

/**
 * A typed stand-in for the part of `@actions/core` that main.ts uses, recording every call, for testing `run()`
 * in-process (`jest.unstable_mockModule('@actions/core', () => fixture)`), as actions/typescript-action does.
 */
export interface CoreFixture {
  inputs: Record<string, string>
  outputs: Record<string, string>
  secrets: string[]
  failed: string[]
  warnings: string[]
  infos: string[]
  debugs: string[]
  summaries: string[]
  getInput: typeof core.getInput
  setSecret: typeof core.setSecret
  setOutput: (name: string, value: string) => void
  setFailed: (message: string) => void
  warning: (message: string) => void
  info: typeof core.info
  debug: typeof core.debug
  startGroup: typeof core.startGroup
  endGroup: typeof core.endGroup
  summary: { addRaw: (html: string) => { write: () => Promise<void> } }
  /** Forgets every recorded call and takes new inputs, for the next run. */
  reset: (inputs: Record<string, string>) => void
}

export function coreFixture(inputs: Record<string, string>): CoreFixture {
  const fixture: CoreFixture = {
    inputs,
    outputs: {},
    secrets: [],
    failed: [],
    warnings: [],
    infos: [],
    debugs: [],
    summaries: [],
    // As the runner passes them: unset is '', values are trimmed.
    getInput: name => (fixture.inputs[name] ?? '').trim(),
    setSecret: secret => void fixture.secrets.push(secret),
    setOutput: (name, value) => void (fixture.outputs[name] = value),
    setFailed: message => void fixture.failed.push(message),
    warning: message => void fixture.warnings.push(message),
    info: message => void fixture.infos.push(message),
    debug: message => void fixture.debugs.push(message),
    startGroup: () => undefined,
    endGroup: () => undefined,
    summary: { addRaw: html => ({ write: () => Promise.resolve(void fixture.summaries.push(html)) }) },
    reset: fresh => {
      Object.assign(fixture, { inputs: fresh, outputs: {}, secrets: [], failed: [], warnings: [] })
      Object.assign(fixture, { infos: [], debugs: [], summaries: [] })
    },
  }
  return fixture
}
