import { InputError } from '../../errors.js'
import { type InputReader, plainText, workspace } from '../../inputs/inputs.js'
import { buildDirectory, outputFolder } from '../../inputs/build-folders.js'
import { APP_SHELLS, type AppShell, findShell } from '../../playable/app-shells.js'
import { clip } from '../../text.js'

/** The mobile-app action's inputs (mobile-app/action.yml), every one checked before anything is written. */
export interface MobileAppInputs {
  /** The unpacked build (absolute). */
  directory: string
  platform: AppShell
  /** Absolute; the folder is written into it as `<platform>/`, and its zip beside it as `<platform>.zip`. */
  output: string
  compress: boolean
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
  return {
    directory: buildDirectory(get('directory').trim(), root),
    platform,
    output: outputFolder(get('output').trim() || DEFAULT_OUTPUT, root),
    compress: compress === 'true',
  }
}
