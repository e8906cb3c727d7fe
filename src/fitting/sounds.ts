import { type Pcm, decodeMp3, encodeMp3 } from './codecs.js'
import { decodedProblem, readWav } from './pcm.js'

/** A sound re-encoded as mono MP3. */
export interface Reencoded {
  bytes: Buffer
  seconds: number
  kbps: number
  /** The original's bitrate, kbps (its bytes over its length). */
  kbpsBefore: number
}

/** Shorter than this, a sound is a clip: re-encoding it saves little and MP3's delay would shift its timing. */
export const LONG_SECONDS = 5

/** A sound's file by its bytes: a WAV fit reads, an MP3 (ID3 tag or frame sync), or neither. */
export function soundFormat(bytes: Buffer): 'wav' | 'mp3' | undefined {
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE') return 'wav'
  if (bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3'
  return undefined
}

/**
 * A long WAV or MP3 as mono MP3 at 64 kbps (48 past a minute), decoded back and held to the original's length and
 * loudness; `skip` says why a sound is left as it is (short, a codec fit does not read), `problem` why the new
 * encoding was refused.
 */
export async function reencodeSound(bytes: Buffer): Promise<Reencoded | { skip: string } | { problem: string }> {
  const format = soundFormat(bytes)
  if (!format) return { skip: 'not a WAV or an MP3' }
  let pcm: Pcm | undefined
  try {
    pcm = format === 'wav' ? readWav(bytes) : await decodeMp3(bytes)
  } catch {
    pcm = undefined
  }
  if (!pcm || pcm.samples.length === 0) return { skip: `a ${format.toUpperCase()} fit cannot decode` }
  const seconds = pcm.samples.length / pcm.sampleRate
  if (seconds < LONG_SECONDS) return { skip: `${seconds.toFixed(1)} s long, a clip` }
  const kbps = seconds > 60 ? 48 : 64
  const encoded = await encodeMp3(pcm, kbps)
  const problem = decodedProblem(pcm, await decodeMp3(encoded))
  if (problem) return { problem: `re-encoded as ${kbps} kbps MP3, ${problem}` }
  return { bytes: encoded, seconds, kbps, kbpsBefore: Math.round((bytes.length * 8) / seconds / 1000) }
}
