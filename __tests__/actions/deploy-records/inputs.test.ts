import { describe, expect, it } from '@jest/globals'
import { readFindInputs } from '../../../src/actions/find-deploy/inputs.js'
import { readRecordDeployInputs } from '../../../src/actions/record-deploy/inputs.js'

// The two actions' inputs, read as the runner gives them (unset is ''), each bad one named.
const reader =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? ''
const COMMON = { token: 'ghs_x', environment: 'playcanvas', 'project-id': '1234', 'pages-environment': 'github-pages' }
const RELEASE = {
  'checkpoint-id': 'cp-1',
  'source-branch-id': 'main',
  'release-branch-id': 'b-1',
  'release-branch': 'release-1',
}

describe('find-deploy inputs', () => {
  it('reads them, with the defaults of an empty timeout and no pages environment', () => {
    expect(readFindInputs(reader({ ...COMMON, 'pages-environment': '', to: ' 1234abc ' }))).toEqual({
      projectId: 1234,
      environment: 'playcanvas',
      token: 'ghs_x',
      timeoutMs: 60_000,
      to: '1234abc',
    })
  })

  it('names each bad one', () => {
    const bad =
      (inputs: Record<string, string>): unknown =>
      () =>
        readFindInputs(reader({ ...COMMON, ...inputs }))
    expect(bad({ to: 'a b' })).toThrow(/^Input 'to' must be a deploy's record id, its checkpoint id or its commit/)
    expect(bad({ token: 'ghs x' })).toThrow("Input 'token' contains whitespace or control characters")
    expect(bad({ token: '' })).toThrow(/^Input 'token' is required/)
    expect(bad({ environment: 'a\u0007' })).toThrow("Input 'environment' must not contain control characters")
    expect(bad({ timeout: 'soon' })).toThrow(/^Input 'timeout' must be a positive number of seconds/)
  })
})

describe('record-deploy inputs', () => {
  it('reads them: the release, the page, the one rolled back from', () => {
    const read = readRecordDeployInputs(
      reader({
        ...COMMON,
        ...RELEASE,
        url: 'https://octo-org.github.io/game/',
        'rolled-back-from': '1003',
        timeout: '5',
      }),
    )
    expect(read).toMatchObject({
      release: { checkpointId: 'cp-1', sourceBranchId: 'main', branchId: 'b-1', branchName: 'release-1' },
      url: 'https://octo-org.github.io/game/',
      rolledBackFrom: 1003,
      timeoutMs: 5_000,
      pagesEnvironment: 'github-pages',
    })
    expect(readRecordDeployInputs(reader({ ...COMMON, ...RELEASE })).url).toBe('')
    expect(readRecordDeployInputs(reader({ ...COMMON, ...RELEASE })).engineVersion).toBeUndefined()
    expect(readRecordDeployInputs(reader({ ...COMMON, ...RELEASE, 'engine-version': ' 2.23.3 ' })).engineVersion).toBe(
      '2.23.3',
    )
  })

  it('names each bad one, a password in the url never echoed', () => {
    const bad =
      (inputs: Record<string, string>): unknown =>
      () =>
        readRecordDeployInputs(reader({ ...COMMON, ...RELEASE, ...inputs }))
    expect(bad({ url: 'https://me:secret@host/' })).toThrow(/got 'https:\/\/\*\*\*@host\/'$/)
    expect(bad({ url: 'not a url' })).toThrow(/^Input 'url' must be the page's http or https address/)
    expect(bad({ 'rolled-back-from': '0' })).toThrow(/^Input 'rolled-back-from' must be a deploy's record id/)
    expect(bad({ 'release-branch': '' })).toThrow(
      /^Input 'release-branch' is required: expected create-branch's name output/,
    )
    expect(bad({ 'source-branch-id': 'a\nb' })).toThrow("Input 'source-branch-id' must be an id")
    expect(bad({ 'engine-version': '2.23.3 beta' })).toThrow(
      /^Input 'engine-version' must be an engine version such as 2\.23\.3 \(download-app's engine-version output\); got '2\.23\.3 beta'$/,
    )
  })
})
