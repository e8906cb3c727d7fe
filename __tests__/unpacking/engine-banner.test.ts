import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BANNER_BYTES,
  ENGINE_FILES,
  bannerVersion,
  buildEngine,
  readBanner,
} from '../../src/unpacking/engine-banner.js'
import { engineAt, readEngine } from '../../stand-ins/app-build.js'

const resolve = createRequire(import.meta.url).resolve
/** The first bytes of a real engine file, as a build carries it. */
const head = (module: string): string => readFileSync(resolve(module)).subarray(0, BANNER_BYTES).toString('latin1')

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'engine-banner-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('bannerVersion', () => {
  it("reads engine 2's banner, in its browser build and its ES module build", () => {
    expect(head('playcanvas/build/playcanvas.min.js')).toMatch(
      /^\/\*\*\n \* @license\n \* PlayCanvas Engine v2\.23\.3 /,
    )
    expect(bannerVersion(head('playcanvas/build/playcanvas.min.js'))).toBe('2.23.3')
    expect(bannerVersion(head('playcanvas/build/playcanvas.min.mjs'))).toBe('2.23.3')
  })

  it("reads engine 1's banner, a /* comment with an empty line and no @license", () => {
    expect(head('playcanvas-1/build/playcanvas.min.js')).toMatch(/^\/\*\n\n PlayCanvas Engine v1\.37\.1 revision/)
    expect(bannerVersion(head('playcanvas-1/build/playcanvas.min.js'))).toBe('1.37.1')
  })

  it.each([
    ['a byte order mark and white space before it', '\uFEFF\n  /* PlayCanvas Engine v2.24.0 revision abc */', '2.24.0'],
    ['a pre-release', '/*! PlayCanvas Engine v1.62.0-dev revision abc */', '1.62.0-dev'],
    ['the comment closed on its line', '/* PlayCanvas Engine v2.1.0*/x', '2.1.0'],
    ['the version ending the text', '/* PlayCanvas Engine v2.1.0\n */', '2.1.0'],
  ])('reads %s', (_, text, version) => {
    expect(bannerVersion(text)).toBe(version)
  })

  it.each([
    ['no comment first', 'var x = "PlayCanvas Engine v2.23.3 revision";'],
    ['the version after the first comment', '/* MIT */ /* PlayCanvas Engine v2.23.3 revision abc */'],
    ['an unclosed comment', '/* PlayCanvas Engine v2.23.3 revision abc'],
    ['a version with more after it', '/* PlayCanvas Engine v2.23.3<script>alert(1)</script> */'],
    ['a version too long', `/* PlayCanvas Engine v2.23.3-${'a'.repeat(40)} */`],
    ['a version not exact', '/* PlayCanvas Engine v2.23 revision abc */'],
    ['a line break in the version', '/* PlayCanvas Engine v2.23.3-\n::error::x */'],
    ['another engine', '/* Babylon Engine v2.23.3 */'],
    ['an empty file', ''],
  ])('says nothing of %s', (_, text) => {
    expect(bannerVersion(text)).toBeUndefined()
  })

  it(`reads no further than ${BANNER_BYTES} bytes`, () => {
    const late = `/*${' '.repeat(BANNER_BYTES)} PlayCanvas Engine v2.23.3 revision abc */`
    expect(bannerVersion(late)).toBeUndefined()
  })

  it("agrees with the stand-in's builds: the devDependency's file as it is, another version in its banner only", () => {
    expect(engineAt(readEngine().version)).toBe(readEngine().source)
    const moved = engineAt('2.24.0')
    expect(bannerVersion(moved.subarray(0, BANNER_BYTES).toString('latin1'))).toBe('2.24.0')
    expect(moved.toString('latin1')).toBe(readEngine().source.toString('latin1').replace('v2.23.3 ', 'v2.24.0 '))
    expect(engineAt('2.24.0')).toBe(moved)
  })
})

describe('buildEngine', () => {
  const banner = { file: 'playcanvas-stable.min.js', version: '2.23.3' }

  it("takes the banner's version, which is what runs, and the job's without one", () => {
    expect(buildEngine('2.23.3', banner)).toEqual({ version: '2.23.3', from: 'banner', file: banner.file })
    expect(buildEngine(undefined, banner)).toEqual({ version: '2.23.3', from: 'banner', file: banner.file })
    expect(buildEngine('2.24.0', undefined)).toEqual({ version: '2.24.0', from: 'job' })
    expect(buildEngine(undefined, undefined)).toEqual({})
  })

  it('warns, naming both, when the job and the build disagree', () => {
    expect(buildEngine('2.24.0', banner)).toEqual({
      version: '2.23.3',
      from: 'banner',
      file: banner.file,
      warning:
        "The job says engine 2.24.0, but the build's playcanvas-stable.min.js says 2.23.3: the build runs 2.23.3",
    })
  })
})

describe('readBanner', () => {
  const write = (path: string, data: string | Buffer): void => {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), data)
  }

  it("reads a classic build's engine at the root, and an ES module build's under js/", async () => {
    write(ENGINE_FILES[0], readFileSync(resolve('playcanvas-1/build/playcanvas.min.js')))
    expect(await readBanner(dir)).toEqual({ file: 'playcanvas-stable.min.js', version: '1.37.1' })
    rmSync(join(dir, ENGINE_FILES[0]))
    write(ENGINE_FILES[1], readFileSync(resolve('playcanvas/build/playcanvas.min.mjs')))
    expect(await readBanner(dir)).toEqual({ file: 'js/playcanvas-stable.min.mjs', version: '2.23.3' })
  })

  it('takes the ES module file when the classic one says nothing', async () => {
    write(ENGINE_FILES[0], 'console.log(1)')
    write(ENGINE_FILES[1], '/* PlayCanvas Engine v2.24.0 revision x */')
    expect(await readBanner(dir)).toEqual({ file: 'js/playcanvas-stable.min.mjs', version: '2.24.0' })
  })

  it('says nothing of a build with no engine file, a folder in its place, or a link to one elsewhere', async () => {
    expect(await readBanner(dir)).toBeUndefined()
    mkdirSync(join(dir, ENGINE_FILES[0]))
    expect(await readBanner(dir)).toBeUndefined()
    const outside = join(dir, 'outside.js')
    writeFileSync(outside, '/* PlayCanvas Engine v2.23.3 revision x */')
    mkdirSync(join(dir, 'js'))
    symlinkSync(outside, join(dir, ENGINE_FILES[1]))
    expect(await readBanner(dir)).toBeUndefined()
  })
})
