import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changeFiles } from '../../stand-ins/app-folder.js'
import { writePhotoAppApart } from '../../stand-ins/photo-app.js'
import { listBuild } from '../../src/playable/build-files.js'
import { sureToShrink } from '../../src/fitting/shrink-plan.js'
import { packerMeasure } from '../support/fit-measure.js'

// The real codecs, each image decoded counted: how often fit reads a texture.
const codecs = await import('../../src/fitting/codecs.js')
const decodeImage = jest.fn(codecs.decodeImage)
jest.unstable_mockModule('../../src/fitting/codecs.js', () => ({ ...codecs, decodeImage }))
const { fitBuild } = await import('../../src/fitting/fit-build.js')
const { ESTIMATE_LOW, chooseOnTiles } = await import('../../src/fitting/textures.js')

const texture = (path: string, least: number, shrinkable = true) => ({ path, least, shrinkable })

describe('sureToShrink', () => {
  it('takes the largest while the package stays over with all but the last of them shrunk to nothing', () => {
    const textures = [texture('c', 2), texture('a', 3), texture('d', 1), texture('b', 3)]
    // With none shrunk at least 1 + 9 = 10; with a shrunk, b not, 7; with a and b, c not, 4.
    expect(sureToShrink(textures, 1, 6.9)).toEqual(['a', 'b'])
    expect(sureToShrink(textures, 1, 7)).toEqual(['a'])
    expect(sureToShrink(textures, 1, 3.9)).toEqual(['a', 'b', 'c'])
  })

  it('takes none where the textures at their size may yet fit', () => {
    expect(sureToShrink([texture('a', 2), texture('b', 2)], 1, 5)).toEqual([])
    expect(sureToShrink([], 10, 5)).toEqual([])
  })

  it('counts what the shrink step leaves (a font, a small texture) but never takes it', () => {
    const textures = [texture('font', 4, false), texture('small', 3, false), texture('photo', 2)]
    expect(sureToShrink(textures, 0, 8.9)).toEqual(['photo'])
    expect(sureToShrink(textures, 0, 9)).toEqual([])
  })
})

// fit in-process on a build of two 1100-pixel photos, over what the shrink step's first pass takes, and a short sound.
let root: string
let build: string
const measure = packerMeasure(() => root)
const pngReads = () => decodeImage.mock.calls.filter(([bytes]) => codecs.imageFormat(bytes) === 'png').length

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shrink-plan-'))
  build = join(root, 'build')
  writePhotoAppApart(build, { textures: 2, side: 1100, seconds: 0.1 })
}, 60_000)
afterAll(() => rmSync(root, { recursive: true, force: true }))
beforeEach(() => {
  decodeImage.mockClear()
})

describe('fitBuild, textures over the shrink step’s side', () => {
  it('shrinks without encoding at their size the textures the tiles show it is sure to shrink', async () => {
    const first = await measure(build, await listBuild(build))
    // Over by more than both photos at 550 pixels, under what either takes at its size by the tiles' bound: the
    // shrink step's first pass is sure to take both, and is enough.
    const lowered = first.files
      .filter(file => /\.(png|wav)$/.test(file.path))
      .reduce((sum, file) => sum + file.packed, 0)
    const sound = first.files.find(file => file.path.endsWith('.wav'))!.packed
    const target = first.size - lowered + sound + 120_000
    const lines: string[] = []
    const work = mkdtempSync(join(root, 'work-'))
    const fitted = await fitBuild({ directory: build, work, target, first, measure, progress: l => lines.push(l) })

    expect(fitted.fits).toBe(true)
    for (const n of [0, 1]) {
      const path = `files/assets/${204 + n}/1/photo${n}.png`
      expect(lines).toContain(
        `${path}: left for the shrink step: at 1100 px, the textures would keep the package over its target`,
      )
      // Never re-encoded at 1100 pixels: shrunk from the PNG itself, once.
      expect(lines.filter(line => line.startsWith(`${path}:`) && line.includes('(quality'))).toEqual([])
      expect(lines.filter(line => line.startsWith(`${path}: `) && line.includes(' → '))).toEqual([
        expect.stringMatching(/^\S+: [\d.]+ MB → .* \(550×550\)$/),
      ])
      expect(fitted.changes.find(change => change.path === path)).toMatchObject({
        step: 'shrunk',
        was: '1100×1100 PNG',
        now: expect.stringMatching(/^550×550 /),
      })
    }
  }, 60_000)

  it('re-encodes at its size, read once, the first texture where the tiles show the textures may fit so', async () => {
    const files = await listBuild(build)
    const first = await measure(build, files)
    const textures = first.files.filter(file => file.path.endsWith('.png')).reduce((sum, file) => sum + file.packed, 0)
    const lines: string[] = []
    const work = mkdtempSync(join(root, 'work-'))
    // Under by a little less than one texture's bytes: the first re-encoded is enough.
    const target = first.size - Math.round(textures * 0.4)
    const fitted = await fitBuild({ directory: build, work, target, first, measure, progress: l => lines.push(l) })

    expect(fitted.fits).toBe(true)
    expect(fitted.changes.map(change => change.step)).toEqual(['texture'])
    expect(lines.filter(line => line.includes('left for the shrink step'))).toEqual([])
    // Chosen on its tiles, it keeps its pixels for its encode; the second is not read ahead, as it is not needed.
    expect(pngReads()).toBe(1)
  }, 60_000)

  it('tries at its size after all a texture left for the shrink step that the shrink step cannot lower', async () => {
    // photo1 no longer an asset: one texture to search, in vain, at each size.
    const one = join(root, 'one-texture')
    cpSync(build, one, { recursive: true })
    changeFiles(one, {
      edit: {
        'config.json': text => {
          const config = JSON.parse(text) as { assets: Record<string, unknown> }
          delete config.assets['205']
          return JSON.stringify(config)
        },
      },
    })
    const first = await measure(one, await listBuild(one))
    const work = mkdtempSync(join(root, 'work-'))
    // No lossy encoding keeps SSIM 1: the texture left for the shrink step, which cannot lower it either.
    const fitted = await fitBuild({ directory: one, work, target: 1, first, measure, floor: 1 })
    expect(fitted.changes.filter(change => change.path.endsWith('.png'))).toEqual([])
    expect(fitted.left).toContainEqual(
      expect.stringMatching(
        /^files\/assets\/204\/1\/photo0\.png: .*\(a texture already as small as its quality floor allows \(1100×1100 PNG\)\)$/,
      ),
    )
  }, 60_000)

  it("plans with a bound under the whole's bytes: the tiles' estimate, lowered, is under what the whole comes to", async () => {
    const pixels = (await codecs.decodeImage(readFileSync(join(build, 'files/assets/204/1/photo0.png'))))!
    const choice = (await chooseOnTiles(pixels))!
    const encode = choice.codec === 'JPEG' ? codecs.encodeJpeg : codecs.encodeWebp
    const whole = (await encode(pixels, choice.from)).length
    expect(choice.estimate * ESTIMATE_LOW).toBeLessThan(whole)
    // And an estimate, not a bound taken anyhow: within the same ratio above it.
    expect(choice.estimate).toBeGreaterThan(whole * ESTIMATE_LOW)
  }, 60_000)
})
