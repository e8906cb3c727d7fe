import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { limitOf, looserThanNetwork, readPlayableInputs } from '../../../src/actions/playable/inputs.js'

let workspace: string
beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'playable-inputs-'))
  mkdirSync(join(workspace, 'build'))
  writeFileSync(join(workspace, 'build', 'index.html'), '<html></html>')
  mkdirSync(join(workspace, 'empty'))
  writeFileSync(join(workspace, 'a-file'), '')
})
afterAll(() => rmSync(workspace, { recursive: true, force: true }))

const read = (inputs: Record<string, string>) =>
  readPlayableInputs(name => ({ directory: 'build', network: 'applovin', ...inputs })[name] ?? '', {
    GITHUB_WORKSPACE: workspace,
  })

describe('the playable inputs', () => {
  it('defaults: output playable/, compress auto, both orientations, no store link, the network limit', () => {
    const inputs = read({})
    expect(inputs).toMatchObject({
      output: join(workspace, 'playable'),
      compress: 'auto',
      orientation: 'both',
      storeUrl: '',
    })
    expect(limitOf(inputs)).toBe(5_000_000)
    expect(limitOf(read({ 'max-size': '800KB' }))).toBe(800_000)
    expect(looserThanNetwork(read({ 'max-size': '800KB' }))).toBeUndefined()
    expect(looserThanNetwork(read({ 'max-size': '6MB' }))).toMatch(
      /^Input 'max-size' \(6\.0 MB\) is above AppLovin's 5\.0 MB/,
    )
    expect(read({ network: 'snapchat' }).storeUrl).toBe('{{ .ClickTrackingUrl }}')
    expect(read({ network: 'Google', compress: 'TRUE', orientation: 'portrait' })).toMatchObject({
      compress: true,
      orientation: 'portrait',
    })
  })

  it.each([
    [{ directory: '' }, /^Input 'directory' is required/],
    [{ directory: 'nowhere' }, /^Input 'directory' names .*nowhere, which is not a folder$/],
    [{ directory: 'empty' }, /^Input 'directory' names .*empty, which has no index\.html/],
    [{ directory: '../outside' }, /^Input 'directory' must be a path inside the workspace/],
    [{ network: '' }, /^Input 'network' must be one of applovin, .*, html; got ''$/],
    [{ network: 'myspace' }, /^Input 'network' must be one of .*; got 'myspace'$/],
    [{ 'max-size': 'big' }, /^Input 'max-size' must be a size such as 3MB, 800KB or 2500000 .*; got 'big'$/],
    [{ 'max-size': '0' }, /^Input 'max-size' must be a size/],
    [{ output: 'a-file' }, /^Input 'output' names .*a-file, which is a file: name a folder$/],
    [{ output: '/etc' }, /^Input 'output' must be a path inside the workspace/],
    [{ compress: 'maybe' }, /^Input 'compress' must be one of auto, true, false; got 'maybe'$/],
    [{ orientation: 'sideways' }, /^Input 'orientation' must be one of both, portrait, landscape; got 'sideways'$/],
    [{ 'store-url': 'apps.apple.com/app' }, /^Input 'store-url' must be an absolute https address/],
    [{ 'store-url': 'javascript:alert(1)' }, /^Input 'store-url' must use https; got 'javascript:'$/],
    [{ 'store-url': 'https://x.example/\n::error::x' }, /^Input 'store-url' must not contain control characters$/],
  ])('%j is refused, naming the input', (inputs, message) => {
    expect(() => read(inputs)).toThrow(message)
  })
})
