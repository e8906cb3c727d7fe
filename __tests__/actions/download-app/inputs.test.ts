import { describe, expect, it } from '@jest/globals'
import { InputError } from '../../../src/errors.js'
import { readAppInputs } from '../../../src/actions/download-app/inputs.js'

const WORKSPACE = '/home/runner/work/game/game'
const read = (inputs: Record<string, string> = {}) =>
  readAppInputs(name => ({ 'access-token': 'tok', 'project-id': '1234', ...inputs })[name] ?? '', {
    GITHUB_WORKSPACE: WORKSPACE,
    GITHUB_REPOSITORY: 'octo-org/game',
  })

describe('readAppInputs', () => {
  it('defaults: the repository as the name, playcanvas-app unpacked, no policy', () => {
    const inputs = read()
    expect(inputs).toMatchObject({ name: 'game', directory: `${WORKSPACE}/playcanvas-app`, extract: true })
    expect(inputs.csp).toBeUndefined()
    expect('csp' in inputs).toBe(false)
  })

  it('reads csp as one line, a YAML block of several lines included', () => {
    expect(read({ csp: "default-src 'self';\n  img-src 'self' data:;\n" }).csp).toBe(
      "default-src 'self'; img-src 'self' data:",
    )
  })

  it.each<[Record<string, string>, RegExp]>([
    [{ csp: 'auto' }, /^Input 'csp' cannot be auto: /],
    [
      { csp: "frame-ancestors 'none'" },
      /^Input 'csp' holds frame-ancestors, which a browser ignores in a <meta> policy/,
    ],
    [{ csp: "img-src 'self'; img-src data:" }, /^Input 'csp' gives img-src twice/],
    [
      { csp: "default-src 'self'", extract: 'false' },
      /^Input 'csp' needs the build unpacked, to be written into its index\.html: with extract: false there is no page to write it into/,
    ],
    [{ format: 'zip' }, /^Input 'format' must be static or npm/],
  ])('%j is refused, naming the input', (inputs, message) => {
    expect(() => read(inputs)).toThrow(InputError)
    expect(() => read(inputs)).toThrow(message)
  })

  it('takes extract: false without a policy', () => {
    expect(read({ extract: 'false', csp: ' ' })).toMatchObject({ extract: false })
  })
})
