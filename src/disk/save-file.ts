import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { formatBytes } from '../text.js'
import { ensureRoom } from './free-space.js'
import { type Place, asMachineError } from './local-faults.js'

/**
 * The whole file `from` (`size` bytes) put at `to`, replacing what is there only once it is whole: a rename, or where
 * the two are on different disks, a copy beside `to` (its disk's free space checked first) renamed over it. On any
 * failure `to` is as it was and nothing is left beside it; a failure of the machine is a MachineError.
 */
export async function saveFile(from: string, to: Place, size: number): Promise<void> {
  const beside = join(dirname(to.path), `.${basename(to.path)}.saving-${randomBytes(4).toString('hex')}`)
  try {
    await mkdir(dirname(to.path), { recursive: true })
    try {
      return await rename(from, to.path)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    }
    await ensureRoom(to, size, `the zip is ${formatBytes(size)}`, 'saving')
    await copyFile(from, beside)
    await rename(beside, to.path)
    await rm(from, { force: true })
  } catch (error) {
    const copied = await stat(beside).then(
      ({ size }) => size,
      () => 0,
    )
    await rm(beside, { force: true })
    throw asMachineError(error, 'saving', to, { bytes: copied, of: size })
  }
}
