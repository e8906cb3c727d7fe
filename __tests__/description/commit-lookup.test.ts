import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { commitLookup } from '../../src/description/commit-lookup.js'
import type { RunContext } from '../../src/inputs/run-context.js'
import { StandInGitHub } from '../../stand-ins/github-api.js'

const live = (): AbortSignal => new AbortController().signal

describe('commitLookup', () => {
  let github: StandInGitHub
  let context: RunContext
  beforeAll(async () => {
    github = new StandInGitHub()
    context = {
      eventName: 'schedule',
      sha: 'abc',
      ref: '',
      workflow: '',
      runNumber: '',
      repository: 'octo/game',
      apiUrl: await github.start(),
      payload: {},
    }
    github.commits.set('abc', 'Message from GitHub')
  })
  afterAll(() => github.stop())

  it('reads the message with the GitHub token', async () => {
    await expect(commitLookup(context, 'ghs_x', live())('abc')).resolves.toBe('Message from GitHub')
    expect(github.requests[0]?.headers.authorization).toBe('token ghs_x')
  })

  it('refuses without a token, and without a repository', async () => {
    await expect(commitLookup(context, '', live())('abc')).rejects.toThrow('github-token input is empty')
    await expect(commitLookup({ ...context, repository: '' }, 't', live())('abc')).rejects.toThrow('GITHUB_REPOSITORY')
  })
})
