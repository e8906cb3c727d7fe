import { expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readRunContext } from '../../src/inputs/run-context.js'

it('reads the run from GITHUB_* variables and the event file', () => {
  const event = join(mkdtempSync(join(tmpdir(), 'ctx-')), 'event.json')
  writeFileSync(event, JSON.stringify({ head_commit: { message: 'm' } }))
  expect(
    readRunContext({
      GITHUB_EVENT_NAME: 'push',
      GITHUB_SHA: 'abc',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_WORKFLOW: 'Deploy',
      GITHUB_RUN_NUMBER: '4',
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_API_URL: 'https://ghe.example/api/v3',
      GITHUB_EVENT_PATH: event,
    }),
  ).toEqual({
    eventName: 'push',
    sha: 'abc',
    ref: 'refs/heads/main',
    workflow: 'Deploy',
    runNumber: '4',
    repository: 'o/r',
    apiUrl: 'https://ghe.example/api/v3',
    payload: { head_commit: { message: 'm' } },
  })
})

it('copes with a missing or unreadable event file', () => {
  const bad = join(mkdtempSync(join(tmpdir(), 'ctx-')), 'event.json')
  writeFileSync(bad, '{not json')
  expect(readRunContext({ GITHUB_EVENT_PATH: bad }).payload).toEqual({})
  expect(readRunContext({}).payload).toEqual({})
  expect(readRunContext({}).apiUrl).toBe('https://api.github.com')
})
