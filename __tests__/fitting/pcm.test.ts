import { describe, expect, it } from '@jest/globals'
import { decodedProblem, loudness, readWav } from '../../src/fitting/pcm.js'
import { musicWav } from '../../stand-ins/photo-app.js'
import { silentWav } from '../../stand-ins/ad-app.js'
import { whatFitWouldDo } from '../../src/fitting/first-steps.js'

const tone = (seconds: number, rate = 8000, level = 0.5) => ({
  samples: Float32Array.from({ length: seconds * rate }, (_, i) => level * Math.sin(i / 3)),
  sampleRate: rate,
})

describe('readWav', () => {
  it('reads 16-bit stereo mixed down to one channel, at its rate and length', () => {
    const wav = musicWav(1)
    const pcm = readWav(wav)
    expect(pcm?.sampleRate).toBe(44_100)
    expect(pcm?.samples.length).toBe(44_100)
    const frame = 30_000
    const [left, right] = [wav.readInt16LE(44 + frame * 4), wav.readInt16LE(46 + frame * 4)]
    expect(left).not.toBe(right)
    expect(pcm?.samples[frame]).toBeCloseTo((left + right) / 2 / 32768, 6)
    expect(loudness(pcm!.samples)).toBeGreaterThan(0.01)
  })

  it('reads 8-bit mono and float, and refuses what is not PCM', () => {
    const eight = Buffer.from(silentWav())
    eight.writeUInt16LE(8, 34)
    eight.fill(255, 44)
    expect(readWav(eight)?.samples[0]).toBeCloseTo(127 / 128)
    const float = Buffer.from(silentWav())
    float.writeUInt16LE(3, 20)
    float.writeUInt16LE(32, 34)
    float.writeFloatLE(0.25, 44)
    expect(readWav(float)?.samples[0]).toBeCloseTo(0.25)
    const adpcm = Buffer.from(silentWav())
    adpcm.writeUInt16LE(2, 20)
    expect(readWav(adpcm)).toBeUndefined()
    expect(readWav(Buffer.from('RIFF....WAVEjunk'))).toBeUndefined()
    expect(readWav(Buffer.from('not a wav at all'))).toBeUndefined()
  })
})

describe('decodedProblem', () => {
  it('passes a sound of its length and loudness', () => {
    expect(decodedProblem(tone(2), tone(2))).toBeUndefined()
  })

  it('names a sound cut short, and one gone silent', () => {
    expect(decodedProblem(tone(2), tone(1))).toMatch(/decodes to 1.00 s where the original lasts 2.00 s/)
    expect(decodedProblem(tone(2), tone(2, 8000, 0.01))).toMatch(/loudness decoded is 0.0071 against/)
  })
})

describe('whatFitWouldDo', () => {
  it('names the first step fit would take, on the biggest files of its kind', () => {
    expect(
      whatFitWouldDo([
        { path: 'files/assets/1/1/a.png', size: 3_000_000 },
        { path: 'files/assets/2/1/b.jpg', size: 5_000_000 },
        { path: 'files/assets/3/1/m.wav', size: 9_000_000 },
      ]),
    ).toBe(
      're-encode the textures at their own size (WebP or JPEG, the quality chosen per texture): b.jpg (5.0 MB), a.png (3.0 MB)',
    )
    expect(whatFitWouldDo([{ path: 'm.mp3', size: 1 }])).toMatch(/^re-encode the long sounds as mono MP3: m.mp3/)
    expect(
      whatFitWouldDo([
        { path: 'a.glb', size: 1 },
        { path: 'b.png', size: 9 },
      ]),
    ).toMatch(/^weld the glb meshes: a.glb/)
    expect(whatFitWouldDo([{ path: 'engine.js', size: 1 }])).toBeUndefined()
  })
})
