import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BranchNotFoundError,
  CancelledError,
  PlanError,
  PushError,
  TransportError,
  UnknownAssetCreateError,
} from '../../src/errors.js'
import { doneSoFar, pushFailureMessage, twinWarning } from '../../src/report/push-messages.js'

const made = [{ path: 'a.js', action: 'created' as const, id: 5 }]

describe('pushFailureMessage', () => {
  it.each([
    [400, 'check that its type is one the API makes'],
    [401, 'check access-token'],
    [403, "may not change this project's assets"],
    [404, 'check project-id and the branch'],
    [429, 'rate limit is used up'],
    [503, 'the service failed; try again later'],
  ])('names what to do about a %s, and what was done before it', (status, hint) => {
    const message = pushFailureMessage(new PushError(made, new ApiError(status, 'No')))
    expect(message).toMatch(new RegExp(`^Pushing failed: ${status} No — `))
    expect(message).toContain(hint)
    expect(message).toContain('Done before it stopped: 0 folders made, 1 files created, 0 updated, 0 deleted')
  })

  it('before any write: nothing was changed', () => {
    expect(pushFailureMessage(new ApiError(418, 'Teapot'))).toBe('Pushing failed: 418 Teapot. Nothing was changed.')
    expect(pushFailureMessage(new TransportError('GET x: connection refused', false, 'ECONNREFUSED'))).toBe(
      'Pushing failed: GET x: connection refused — is base-url right, and the service up? Nothing was changed.',
    )
  })

  it('a cancel, an unknown create, a failure with nothing done, and what the other actions say alike', () => {
    expect(pushFailureMessage(new PushError([], new CancelledError('SIGTERM')), 'last one')).toBe(
      'Cancelled by SIGTERM while pushing. Nothing was changed before it stopped. Last problem, retried: last one.',
    )
    expect(pushFailureMessage(new PushError(made, new UnknownAssetCreateError('Creating b.js: lost')))).toMatch(
      /^Creating b\.js: lost\. Look in the assets panel before running the step again\. Done before/,
    )
    expect(pushFailureMessage(new PushError(made, new Error('EACCES: b.js')))).toMatch(/^EACCES: b\.js\. Done before/)
    expect(pushFailureMessage(new BranchNotFoundError(1, 'mian', 'unknown', ['main'], 1))).toMatch(
      /^No open branch of project 1 is named "mian"\. Open branches: "main"\./,
    )
  })

  it('lists at most ten duplicates and conflicts, and how many more', () => {
    const ambiguities = Array.from({ length: 12 }, (_, i) => ({ where: `f${i}.js`, ids: [i, i + 100] }))
    const message = pushFailureMessage(new PlanError(ambiguities, [{ path: 'x.js', id: 9, type: 'folder' }]))
    expect(message).toContain('2 assets are named "f9.js" in one folder (ids 9, 109).')
    expect(message).not.toContain('f10.js')
    expect(message).toContain('"x.js" is taken by a folder (id 9), which this step does not replace. And 2 more.')
    expect(message.endsWith('Nothing was changed.')).toBe(true)
  })
})

describe('push notes', () => {
  it('says nothing was changed when nothing was', () => {
    expect(doneSoFar([])).toBe('Nothing was changed before it stopped.')
  })

  it('a twin names its path, quoted, and both ids', () => {
    expect(twinWarning({ path: 'lib/a.js', ids: [1, 2] })).toMatch(
      /^2 assets are now named "lib\/a\.js" in one folder \(ids 1, 2\)/,
    )
  })
})
