import type { Pcm } from './codecs.js'

/**
 * A WAV file's samples mixed down to one channel: PCM of 8, 16, 24 or 32 bits, or 32-bit float; undefined for anything
 * else (another codec in a WAV, a broken file). Written here: a WAV is a header and samples (pure).
 */
export function readWav(bytes: Buffer): Pcm | undefined {
  if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE')
    return undefined
  let format: { code: number; channels: number; sampleRate: number; bits: number } | undefined
  let at = 12
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4)
    const size = bytes.readUInt32LE(at + 4)
    const body = at + 8
    if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
      const code = bytes.readUInt16LE(body)
      format = {
        // WAVE_FORMAT_EXTENSIBLE says its codec in its sub-format's first two bytes.
        code: code === 0xfffe && size >= 26 ? bytes.readUInt16LE(body + 24) : code,
        channels: bytes.readUInt16LE(body + 2),
        sampleRate: bytes.readUInt32LE(body + 4),
        bits: bytes.readUInt16LE(body + 14),
      }
    } else if (id === 'data' && format) {
      const { code, channels, sampleRate, bits } = format
      const width = bits / 8
      if (
        channels < 1 ||
        sampleRate < 1 ||
        !((code === 1 && [1, 2, 3, 4].includes(width)) || (code === 3 && bits === 32))
      )
        return undefined
      const end = Math.min(bytes.length, body + size)
      const frames = Math.floor((end - body) / (width * channels))
      const samples = new Float32Array(frames)
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0
        for (let channel = 0; channel < channels; channel++) {
          const offset = body + (frame * channels + channel) * width
          sum +=
            code === 3
              ? bytes.readFloatLE(offset)
              : width === 1
                ? (bytes.readUInt8(offset) - 128) / 128
                : bytes.readIntLE(offset, width) / 2 ** (bits - 1)
        }
        samples[frame] = sum / channels
      }
      return { samples, sampleRate }
    }
    at = body + size + (size % 2)
  }
  return undefined
}

/** Root mean square of the samples. */
export function loudness(samples: Float32Array): number {
  let sum = 0
  for (const sample of samples) sum += sample * sample
  return samples.length ? Math.sqrt(sum / samples.length) : 0
}

/** MP3's encoder delay and last frame's padding: at most about two frames of 1,152 samples, and a margin. */
const LENGTH_SLACK_SECONDS = 0.1

/**
 * Why the sound decoded back from its new encoding is not the original's, or undefined when it is: its length (an
 * encoder that writes a frame short, or silence for the rest) and its loudness (an encoder that writes silence at some
 * rates) (pure).
 */
export function decodedProblem(original: Pcm, decoded: Pcm): string | undefined {
  const before = original.samples.length / original.sampleRate
  const after = decoded.samples.length / decoded.sampleRate
  if (Math.abs(after - before) > LENGTH_SLACK_SECONDS)
    return `it decodes to ${after.toFixed(2)} s where the original lasts ${before.toFixed(2)} s`
  const loud = loudness(original.samples)
  const heard = loudness(decoded.samples)
  if (loud > 1e-4 && (heard < loud * 0.5 || heard > loud * 2))
    return `its loudness decoded is ${heard.toFixed(4)} against the original's ${loud.toFixed(4)} (RMS)`
  return undefined
}
