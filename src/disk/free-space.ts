import { statfs } from 'node:fs/promises'
import { dirname } from 'node:path'
import { MachineError } from '../errors.js'
import { type Place, noRoomText } from './local-faults.js'

/**
 * Bytes an unprivileged process may still write on the file system of `path`, or of its nearest folder that exists;
 * undefined where the file system cannot say (the writes are checked one by one all the same).
 */
export async function freeBytes(path: string): Promise<number | undefined> {
  for (let at = path; ; at = dirname(at)) {
    try {
      const { bavail, bsize } = await statfs(at)
      return bavail * bsize
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) return undefined
    }
  }
}

/**
 * Fails before anything is written, naming both figures, when `needed` bytes do not fit on the file system of
 * `place`; `needs` says what they are (`the zip is 20.0 MB (its Content-Length)`).
 */
export async function ensureRoom(
  place: Place,
  needed: number,
  needs: string,
  during: MachineError['during'],
): Promise<void> {
  const free = await freeBytes(place.path)
  if (free !== undefined && free < needed) throw new MachineError('ENOSPC', during, noRoomText(place, free, needs))
}
