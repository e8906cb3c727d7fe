import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { UnpackError } from '../../src/errors.js'
import { MARK } from '../../src/csp/meta.js'
import { MAX_PAGE_BYTES, writePolicy } from '../../src/csp/write-policy.js'

const POLICY = "default-src 'self'"
let folder: string
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'csp-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

describe('writePolicy: the policy written into the folder index.html', () => {
  it('replaces index.html with the page that holds the policy, leaving nothing beside it', async () => {
    writeFileSync(join(folder, 'index.html'), '<head><script src="a.js"></script></head>')
    expect(await writePolicy(folder, POLICY)).toEqual({ policy: POLICY, kept: 0 })
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toBe(
      `<html><head><meta http-equiv="Content-Security-Policy" content="${POLICY}" ${MARK.name}="${MARK.value}"><script src="a.js"></script></head><body></body></html>`,
    )
    expect(readdirSync(folder)).toEqual(['index.html'])
  })

  it("counts the page's own policies, kept", async () => {
    writeFileSync(
      join(folder, 'index.html'),
      `<head><meta http-equiv="Content-Security-Policy" content="img-src 'self'"></head>`,
    )
    expect(await writePolicy(folder, POLICY)).toEqual({ policy: POLICY, kept: 1 })
  })

  it.each<[string, () => void, RegExp]>([
    ['no index.html', () => undefined, /^the build has no index\.html at its root for input 'csp' to be written into$/],
    [
      'a folder named index.html',
      () => mkdirSync(join(folder, 'index.html')),
      /^the build has no index\.html at its root/,
    ],
    [
      'an index.html too large to be a page',
      () => writeFileSync(join(folder, 'index.html'), Buffer.alloc(MAX_PAGE_BYTES + 1, 32)),
      /^the build's index\.html is larger than 5\.0 MB \(5000001 bytes\): too large a page for input 'csp' to be written into$/,
    ],
  ])("refuses %s as the build's fault, writing nothing", async (_, make, message) => {
    make()
    const before = readdirSync(folder)
    const writing = writePolicy(folder, POLICY)
    await expect(writing).rejects.toThrow(UnpackError)
    await expect(writing).rejects.toThrow(message)
    expect(readdirSync(folder)).toEqual(before)
  })
})
