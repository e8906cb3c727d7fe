import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../../src/errors.js'
import { describeBranchInputs, readBranchInputs } from '../../../src/actions/create-branch/inputs.js'

const valid: Record<string, string> = {
  'access-token': 'tok',
  'project-id': '1234',
  name: 'rollback-42',
  'source-branch': 'main',
}
const read = (overrides: Record<string, string> = {}): ReturnType<typeof readBranchInputs> => {
  const values = { ...valid, ...overrides }
  return readBranchInputs(name => values[name] ?? '')
}

describe('readBranchInputs', () => {
  it('reads the new name, the source by name or id, the checkpoint and if-exists (fail by default)', () => {
    expect(read()).toEqual({
      accessToken: 'tok',
      projectId: 1234,
      baseUrl: 'https://playcanvas.com',
      timeoutMs: 600_000,
      name: 'rollback-42',
      source: { name: 'main' },
      ifExists: 'fail',
    })
    const byId = read({ 'source-branch': '', 'source-branch-id': 'b-1', 'checkpoint-id': 'cp-1', 'if-exists': 'use' })
    expect(byId).toMatchObject({ source: { id: 'b-1' }, checkpointId: 'cp-1', ifExists: 'use' })
    expect(describeBranchInputs(byId)).toBe(
      'project-id 1234, name "rollback-42", source-branch-id b-1, checkpoint-id cp-1, if-exists use, base-url https://playcanvas.com, timeout 600 s',
    )
  })

  it.each([
    [{ name: '' }, "Input 'name' is required: expected the new branch's name, e.g. rollback-42"],
    [{ name: 'n'.repeat(1_001) }, "Input 'name' must be at most 1000 characters, as branch names are"],
    [{ name: 'a\nb' }, "Input 'name' must not contain control characters"],
    [{ 'source-branch-id': 'b' }, /^Inputs 'source-branch' and 'source-branch-id' are both set/],
    [{ 'source-branch': '' }, /^Input 'source-branch' or 'source-branch-id' is required/],
    [{ 'checkpoint-id': 'a b' }, /^Input 'checkpoint-id' must be a checkpoint id/],
    [{ 'if-exists': 'replace' }, "Input 'if-exists' must be fail or use; got 'replace'"],
    [{ 'project-id': '0' }, /^Input 'project-id' must be a positive integer/],
    [{ 'access-token': '' }, /^Input 'access-token' is required/],
  ])('refuses %j, naming the input', (overrides, message) => {
    expect(() => read(overrides)).toThrow(InputError)
    expect(() => read(overrides)).toThrow(message)
  })
})
