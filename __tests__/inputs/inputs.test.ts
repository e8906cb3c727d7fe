import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../src/errors.js'
import { DEFAULT_BASE_URL } from '../../src/inputs/inputs.js'
import { type Inputs, readInputs } from '../../src/actions/checkpoint/inputs.js'

const valid: Record<string, string> = { 'access-token': 'tok', 'project-id': '1234', 'branch-id': 'b-1' }

function read(overrides: Record<string, string> = {}): Inputs {
  const values = { ...valid, ...overrides }
  return readInputs(name => values[name] ?? '')
}

describe('readInputs', () => {
  it('applies the defaults', () => {
    expect(read()).toEqual({
      accessToken: 'tok',
      projectId: 1234,
      branch: { id: 'b-1' },
      description: '',
      baseUrl: DEFAULT_BASE_URL,
      timeoutMs: 600_000,
      parallelRuns: 1,
      wait: true,
      githubToken: '',
    })
  })

  it.each([
    ['https://example.com/', 'https://example.com'],
    ['https://example.com/prefix//', 'https://example.com/prefix'],
    ['HTTPS://Example.COM:8443/a/b', 'https://example.com:8443/a/b'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('normalises base-url %s', (given, expected) => {
    expect(read({ 'base-url': given }).baseUrl).toBe(expected)
  })

  it.each([
    ['http://example.com', /must use https/],
    ['http://127.0.0.2', /must use https/],
    ['ws://localhost', /must use https/],
    ['example.com', /absolute URL/],
    ['https://user:pw@example.com', /credentials/],
    ['https://example.com/?x=1', /query or fragment/],
  ])('refuses base-url %s', (given, message) => {
    expect(() => read({ 'base-url': given })).toThrow(message)
  })

  it.each(['1', '42', '9007199254740991'])('accepts project-id %s', id => {
    expect(read({ 'project-id': id }).projectId).toBe(Number(id))
  })

  it.each(['abc', '12.5', '-3', '0', '1e3', '0x10', '9007199254740992', '12 34'])('refuses project-id %s', id => {
    expect(() => read({ 'project-id': id })).toThrow(
      new InputError(`Input 'project-id' must be a positive integer, e.g. 1234; got '${id}'`),
    )
  })

  it.each([
    ['30', 30_000],
    ['1.5', 1_500],
    ['.5', 500],
  ])('reads timeout %s as %d ms', (given, ms) => {
    expect(read({ timeout: given }).timeoutMs).toBe(ms)
  })

  it.each(['0', '-1', 'ten', 'Infinity', '1,5', '0.0'])('refuses timeout %s', given => {
    expect(() => read({ timeout: given })).toThrow(/Input 'timeout' must be a positive number of seconds/)
  })

  it.each([
    ['true', true],
    ['True', true],
    ['FALSE', false],
    ['false', false],
  ])('reads wait %s', (given, expected) => {
    expect(read({ wait: given }).wait).toBe(expected)
  })

  it('never echoes a malformed token', () => {
    for (const token of ['Bearer secret-value', 'secret value', 'secret\nvalue']) {
      const error = captured(() => read({ 'access-token': token }))
      expect(error).toBeInstanceOf(InputError)
      expect((error as Error).message).not.toContain('secret')
    }
  })

  it('names the first missing required input', () => {
    expect(() => readInputs(() => '')).toThrow(/Input 'access-token' is required/)
    expect(() => read({ 'branch-id': ' ' })).toThrow(/Input 'branch' or 'branch-id' is required/)
  })
})

describe('parallel-runs, read from the strategy context by the runner', () => {
  it.each([
    ['', 1],
    ['1', 1],
    [' 24 ', 24],
    ['256', 256],
  ])('takes %j as %d', (given, expected) => {
    expect(read({ 'parallel-runs': given }).parallelRuns).toBe(expected)
  })

  it.each(['0', '257', '-3', '2.5', 'many', '1e2', '${{ strategy.job-total }}'])(
    'refuses %j, naming the input',
    given => {
      expect(() => read({ 'parallel-runs': given })).toThrow(InputError)
      expect(() => read({ 'parallel-runs': given })).toThrow(
        /Input 'parallel-runs' must be a whole number from 1 to 256/,
      )
    },
  )
})

describe('the branch, by name or by id', () => {
  it('takes the name as the Editor shows it, spaces, slashes and other letters included', () => {
    for (const name of ['main', 'release/2.1', 'art pass 3', 'уровень-2']) {
      expect(read({ 'branch-id': '', branch: name }).branch).toEqual({ name })
    }
  })

  it('refuses both, and neither, naming both inputs, before anything else is read', () => {
    expect(() => read({ branch: 'main' })).toThrow(
      new InputError(
        "Inputs 'branch' and 'branch-id' are both set: give one of them, the branch's name as the Editor shows it as 'branch' (e.g. main), or its id as 'branch-id'",
      ),
    )
    expect(() => read({ 'branch-id': '' })).toThrow(
      /^Input 'branch' or 'branch-id' is required: .*'branch'.*'branch-id'/,
    )
  })

  it('refuses a name with a control character, or longer than a branch name can be', () => {
    expect(() => read({ 'branch-id': '', branch: 'main\n::error::x' })).toThrow(
      /Input 'branch' must not contain control characters/,
    )
    expect(() => read({ 'branch-id': '', branch: 'b'.repeat(1_001) })).toThrow(/Input 'branch' must be at most 1000/)
  })
})

it('refuses a branch-id with a line break', () => {
  expect(() => read({ 'branch-id': 'main\n::error::x' })).toThrow(
    /Input 'branch-id' must not contain control characters/,
  )
})

function captured(act: () => unknown): unknown {
  try {
    act()
  } catch (error) {
    return error
  }
  return undefined
}
