import { describe, expect, it } from '@jest/globals'
import {
  type Listed,
  allowNewestOnRecord,
  consider,
  names,
  servedCommit,
  startWalk,
} from '../../src/deployments/choose.js'
import { DEPLOY_TASK, type DeployRecord, descriptionOf, payloadOf, readRecord } from '../../src/deployments/record.js'

const sha = (n: number): string => n.toString(16).padStart(40, 'a')

/** Record `id` of release `release` (its checkpoint `cp-<release>`), optionally a roll back from `from`. */
function record(id: number, release: number, from?: number, projectId = 1234): DeployRecord {
  return {
    id,
    sha: sha(id),
    createdAt: `2026-11-0${id % 9}T00:00:00Z`,
    projectId,
    release: {
      checkpointId: `cp-${release}`,
      sourceBranchId: 'main-id',
      branchId: `b-${release}`,
      branchName: `r-${release}`,
    },
    url: 'https://octo-org.github.io/game/',
    run: { id: String(id), number: String(id), url: '' },
    ...(from !== undefined ? { rolledBackFrom: from } : {}),
  }
}

/** The walk over `records` (newest first, each with its newest status), and how many it read before deciding. */
function walkOver(
  records: [Listed, string | undefined][],
  to?: string,
): ReturnType<typeof startWalk> & { read: number } {
  const walk = startWalk(1234, to)
  let read = 0
  for (const [listed, state] of records) {
    read++
    if (consider(walk, listed, state)) break
  }
  return { ...walk, read }
}

describe('the live deploy and the one a roll back puts back', () => {
  it('the newest that went live is live; the next older with another release is the target, and no older is read', () => {
    const walk = walkOver([
      [record(5, 3), 'success'],
      [record(4, 3), 'success'],
      [record(3, 2), 'success'],
      [record(2, 1), 'success'],
    ])
    expect(walk.live?.id).toBe(5)
    expect(walk.target?.id).toBe(3)
    expect(walk.read).toBe(3)
    expect(walk.skipped).toEqual([{ id: 4, why: 'the live release (checkpoint cp-3)' }])
  })

  it('a deploy that never went live is passed over, as live and as target', () => {
    const walk = walkOver([
      [record(4, 4), 'failure'],
      [record(3, 3), 'success'],
      [record(2, 2), undefined],
      [record(1, 1), 'success'],
    ])
    expect([walk.live?.id, walk.target?.id]).toEqual([3, 1])
    expect(walk.skipped.map(s => s.why)).toEqual([
      'never went live (its last status: failure)',
      'never went live (its last status: none)',
    ])
  })

  it('after a roll back (R1 from #3 to release 2), the next goes further back: never to #3 nor to release 2 again', () => {
    // Deploys 1, 2, 3 of releases 1, 2, 3; roll back 4 from #3 put release 2 back.
    const once = walkOver([
      [record(4, 2, 3), 'success'],
      [record(3, 3), 'inactive'],
      [record(2, 2), 'success'],
      [record(1, 1), 'success'],
    ])
    expect([once.live?.id, once.target?.id]).toEqual([4, 1])
    expect(once.skipped).toEqual([
      { id: 3, why: 'rolled back from (by #4)' },
      { id: 2, why: 'the live release (checkpoint cp-2)' },
    ])
    // Roll back 5 from #4 put release 1 back: releases 3 and 2 were both rolled back from; nothing is left.
    const twice = walkOver([
      [record(5, 1, 4), 'success'],
      [record(4, 2, 3), 'inactive'],
      [record(3, 3), 'inactive'],
      [record(2, 2), 'success'],
      [record(1, 1), 'success'],
    ])
    expect(twice.live?.id).toBe(5)
    expect(twice.target).toBeUndefined()
    expect(twice.skipped.map(s => s.id)).toEqual([4, 3, 2, 1])
    expect(twice.skipped.find(s => s.id === 2)?.why).toBe('its release (checkpoint cp-2) was rolled back from')
  })

  it('a roll back is known by its own record even where the mark on the one it left is missing', () => {
    const walk = walkOver([
      [record(4, 2, 3), 'success'],
      [record(3, 3), 'success'],
      [record(2, 2), 'success'],
      [record(1, 1), 'success'],
    ])
    expect([walk.live?.id, walk.target?.id]).toEqual([4, 1])
  })

  it('`to` picks a record by id, checkpoint or commit; the live release or a record not on file is no target', () => {
    const records: [Listed, string][] = [
      [record(4, 4), 'success'],
      [record(3, 3), 'success'],
      [record(2, 2), 'success'],
      [record(1, 1), 'success'],
    ]
    expect(walkOver(records, '2').target?.id).toBe(2)
    expect(walkOver(records, 'cp-1').target?.id).toBe(1)
    expect(walkOver(records, sha(3).slice(0, 7)).target?.id).toBe(3)
    const live = walkOver(records, '4')
    expect(live.target).toBeUndefined()
    expect(live.skipped).toEqual([{ id: 4, why: 'the one asked for, and it is the live deploy' }])
    expect(walkOver(records, '99').target).toBeUndefined()
    // A short hex that is not 7 digits is no commit.
    expect(names('aaaaaa', record(1, 1))).toBe(false)
  })

  it('`to` may name a release rolled back from: taken, and said', () => {
    const walk = walkOver(
      [
        [record(4, 2, 3), 'success'],
        [record(3, 3), 'inactive'],
        [record(2, 2), 'success'],
      ],
      '3',
    )
    expect(walk.target?.id).toBe(3)
    expect(walk.notes).toEqual(['#3 was asked for by name, though its release was rolled back from once'])
  })

  it("other projects' records are not looked at; unreadable ones are said", () => {
    const walk = walkOver([
      [record(5, 9, undefined, 777), 'success'],
      [{ id: 4, unreadable: 'its payload is not an object' }, undefined],
      [record(3, 3), 'success'],
      [record(2, 2), 'success'],
    ])
    expect([walk.live?.id, walk.target?.id, walk.looked]).toEqual([3, 2, 2])
    expect(walk.skipped).toEqual([{ id: 4, why: 'not readable as a deploy record: its payload is not an object' }])
  })
})

describe('a record read back from GitHub', () => {
  const facts = record(7, 7, 6)
  const deployment = (payload: unknown, commit = sha(7)): Parameters<typeof readRecord>[0] => ({
    id: 7,
    sha: commit,
    created_at: facts.createdAt,
    payload,
  })

  it('is what was written', () => {
    expect(readRecord(deployment(payloadOf(facts)))).toEqual(facts)
  })

  it('keeps the engine the deploy ran on, and reads a record made before engines were kept without one', () => {
    const onEngine = { ...facts, engineVersion: '2.23.3' }
    expect(payloadOf(onEngine)).toMatchObject({ engine_version: '2.23.3' })
    expect(readRecord(deployment(payloadOf(onEngine)))).toEqual(onEngine)
    expect(payloadOf(facts)).not.toHaveProperty('engine_version')
    expect(readRecord(deployment(payloadOf(facts)))).not.toHaveProperty('engineVersion')
    expect(descriptionOf(onEngine)).toBe('Roll back from #6 to r-7 (checkpoint cp-7, engine 2.23.3)')
    for (const garbled of ['2.23.3\n::error::x', '', 'x'.repeat(41), 2.23])
      expect(readRecord(deployment({ ...payloadOf(facts), engine_version: garbled }))).toEqual({
        unreadable: 'its payload lacks or garbles engineVersion',
      })
  })

  it('with a field garbled, missing or of another format, is unreadable, naming what', () => {
    const payload = payloadOf(facts)
    expect(readRecord(deployment({ ...payload, release_branch: 'a\n::error::forged' }))).toEqual({
      unreadable: 'its payload lacks or garbles branchName',
    })
    expect(readRecord(deployment({ ...payload, checkpoint_id: undefined, project_id: '1234' }))).toEqual({
      unreadable: 'its payload lacks or garbles projectId, checkpointId',
    })
    expect(readRecord(deployment({ ...payload, format: 2 }))).toEqual({
      unreadable: "its payload's format is 2, not 1",
    })
    expect(readRecord(deployment('text'))).toEqual({ unreadable: 'its payload is not an object' })
    expect(readRecord(deployment(payload, 'main'))).toEqual({ unreadable: 'its payload lacks or garbles sha' })
  })
})

describe('the commit Pages serves', () => {
  it("is the newest success of GitHub's own records, never one of ours", () => {
    expect(servedCommit({ id: 1, sha: sha(1), task: 'deploy' }, 'success')).toBe(sha(1))
    expect(servedCommit({ id: 1, sha: sha(1), task: 'deploy' }, 'in_progress')).toBeUndefined()
    expect(servedCommit({ id: 1, sha: sha(1), task: DEPLOY_TASK }, 'success')).toBeUndefined()
  })
})

describe('when Pages serves a deploy not on record', () => {
  const over = (to?: string): ReturnType<typeof startWalk> => {
    const walk = startWalk(1234, to)
    for (const [listed, state] of [
      [record(3, 3), 'success'],
      [record(2, 2), 'success'],
      [record(1, 1), 'success'],
    ] as const) {
      if (consider(walk, listed, state)) break
    }
    return walk
  }

  it('the newest on record, asked for by name, is put back (the walk took it for the live one)', () => {
    const walk = over('3')
    expect(walk.target).toBeUndefined()
    expect(walk.skipped.map(s => s.id)).toEqual([3])
    allowNewestOnRecord(walk)
    expect(walk.target?.id).toBe(3)
    expect(walk.skipped).toEqual([])
  })

  it('another one asked for, or none, is left as the walk chose', () => {
    const named = over('cp-1')
    allowNewestOnRecord(named)
    expect(named.target?.id).toBe(1)
    const unnamed = over()
    allowNewestOnRecord(unnamed)
    expect(unnamed.target?.id).toBe(2)
  })
})
