import { InputError } from '../../errors.js'
import { type InputReader, plainText, workspace } from '../../inputs/inputs.js'
import { buildDirectory, outputFolder } from '../../inputs/build-folders.js'
import { APP_SHELLS, type AppShell, findShell } from '../../playable/app-shells.js'
import { parseSize } from '../../playable/sizes.js'
import { clip } from '../../text.js'

/** The mobile-app action's inputs (mobile-app/action.yml), every one checked before anything is written. */
export interface MobileAppInputs {
  /** The unpacked build (absolute). */
  directory: string
  platform: AppShell
  /** Absolute; the folder is written into it as `<platform>/`, and its zip beside it as `<platform>.zip`. */
  output: string
  compress: boolean
  /** `max-size`, in bytes: the page is held to it (no platform sets one); undefined when not given. */
  maxSize?: number
  /** Re-encode the build until the page is under `max-size`, rather than refuse it (src/fitting/). */
  fit: boolean
}

export const DEFAULT_OUTPUT = 'mobile-app'

export function readMobileAppInputs(get: InputReader, env: NodeJS.ProcessEnv): MobileAppInputs {
  const root = workspace(env)
  const name = get('platform').trim()
  const platform = findShell(name.toLowerCase())
  if (!platform)
    throw new InputError(
      `Input 'platform' must be one of ${APP_SHELLS.map(shell => shell.name).join(', ')}; got '${clip(plainText('platform', name), 60)}'`,
    )
  const compress = get('compress').trim().toLowerCase() || 'false'
  if (compress !== 'true' && compress !== 'false')
    throw new InputError(`Input 'compress' must be true or false; got '${clip(plainText('compress', compress), 40)}'`)
  const sizeText = get('max-size').trim()
  const maxSize = sizeText ? parseSize(sizeText) : undefined
  if (sizeText && maxSize === undefined)
    throw new InputError(
      `Input 'max-size' must be a size such as 30MB, 800KB or 2500000 (bytes; 1 MB = 1,000,000 bytes); got '${clip(plainText('max-size', sizeText), 40)}'`,
    )
  const fit = get('fit').trim().toLowerCase() || 'false'
  if (fit !== 'true' && fit !== 'false')
    throw new InputError(`Input 'fit' must be true or false; got '${clip(plainText('fit', fit), 40)}'`)
  if (fit === 'true' && maxSize === undefined)
    throw new InputError(`Input 'fit' re-encodes the build until the page is under 'max-size': give 'max-size' with it`)
  return {
    directory: buildDirectory(get('directory').trim(), root),
    platform,
    output: outputFolder(get('output').trim() || DEFAULT_OUTPUT, root),
    compress: compress === 'true',
    maxSize,
    fit: fit === 'true',
  }
}
