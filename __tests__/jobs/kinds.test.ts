import { describe, expect, it } from '@jest/globals'
import { ForeignJobError, UnknownCreateError, UnreadableAnswerError } from '../../src/errors.js'
import { parseCreated, parseJob, parseScenes } from '../../src/api/model.js'
import { archiveJob, buildJob, checkpointJob } from '../../src/jobs/kinds.js'

const LINK = 'https://files.example/builds/app.zip?X-Signature=abc'
const build = buildJob({ projectId: 1234, branchId: 'b-1', name: 'Game', scenes: [3, 1], minifyScripts: false })
const archive = archiveJob({ projectId: 1234 })
const job = (data: unknown, status = 'complete'): unknown => ({ id: 9, status, messages: [], data })

describe('the three kinds of job', () => {
  it('each names its route, path and body; settings left out are the service defaults', () => {
    expect(checkpointJob({ projectId: 1, branchId: 'b', description: 'd' })).toMatchObject({
      route: 'create',
      path: '/api/checkpoints',
      body: { projectId: 1, branchId: 'b', description: 'd' },
    })
    expect(build).toMatchObject({ route: 'build', path: '/api/apps/download' })
    expect(JSON.parse(JSON.stringify(build.body))).toEqual({
      project_id: 1234,
      branch_id: 'b-1',
      name: 'Game',
      scenes: [3, 1],
      scripts_minify: false,
    })
    expect(archive).toMatchObject({ route: 'archive', path: '/api/projects/1234/export', body: {} })
    expect(archiveJob({ projectId: 1, branchId: 'b' }).body).toEqual({ branch_id: 'b' })
  })

  it('reads a complete build: its link and engine version', () => {
    const data = { project_id: 1234, branch_id: 'b-1', download_url: LINK, engineVersion: '2.4.1' }
    expect(parseJob(job(data), build.reader, 9).result).toEqual({ downloadUrl: LINK, engineVersion: '2.4.1' })
  })

  it('reads a complete archive: its link', () => {
    expect(parseJob(job({ project: { id: 1234 }, url: LINK }), archive.reader).result).toEqual({ url: LINK })
  })

  it.each([
    ['no link', { project_id: 1234 }],
    ['a link with a line break', { download_url: `${LINK}\n::error::x` }],
    ['a link far too long', { download_url: `https://x/${'a'.repeat(9_000)}` }],
    ['a link that is not text', { download_url: 7 }],
  ])('takes a complete build with %s as unreadable', (_, data) => {
    expect(() => parseJob(job(data), build.reader)).toThrow(UnreadableAnswerError)
  })

  it.each([
    ['another project', { project_id: 99 }, /another project \(99\) than 1234/],
    ['another branch', { project_id: 1234, branch_id: 'b-2' }, /another branch \("b-2"\) than b-1/],
  ])("refuses a build job naming %s, running or complete: not this step's", (_, data, message) => {
    expect(() => parseJob(job(data, 'running'), build.reader)).toThrow(ForeignJobError)
    expect(() => parseJob(job({ ...data, download_url: LINK }), build.reader)).toThrow(message)
    // A create answered with such a job may still have started one: the step cannot know what it made.
    expect(() => parseCreated(job(data, 'running'), build.reader)).toThrow(UnknownCreateError)
  })

  it("takes the project's id as a number or its digits, and a main-branch build's branch as any", () => {
    expect(parseJob(job({ project_id: '1234', branch_id: 'b-1' }, 'running'), build.reader).status).toBe('running')
    const main = buildJob({ projectId: 1234, name: 'Game', scenes: [1] })
    expect(parseJob(job({ project_id: 1234, branch_id: 'b-9' }, 'running'), main.reader).status).toBe('running')
    expect(() => parseJob(job({ project: { id: 5 }, url: LINK }), archive.reader)).toThrow(ForeignJobError)
  })
})

describe('parseScenes', () => {
  it('keeps the scenes whose id and name can be read, in order', () => {
    const body = {
      result: [
        { id: 3, name: 'Level 1', projectId: 1234 },
        { id: '4', name: 'string id' },
        { id: 5, name: '' },
        null,
        { id: 1, name: 'Menu' },
      ],
    }
    expect(parseScenes(body)).toEqual([
      { id: 3, name: 'Level 1' },
      { id: 1, name: 'Menu' },
    ])
  })

  it.each([null, {}, { result: 'x' }])('refuses %j', body => {
    expect(() => parseScenes(body)).toThrow(UnreadableAnswerError)
  })
})
