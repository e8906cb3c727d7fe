import { type AssetFolderInputs, readAssetFolderInputs } from '../../inputs/asset-paths.js'
import { type InputReader, plainText } from '../../inputs/inputs.js'
import { ON_CONFLICT, type OnConflict } from '../../pushing/against-history.js'
import { InputError } from '../../errors.js'
import { clip } from '../../text.js'

/** The push-files action's inputs (push-files/action.yml): those it shares with pull-files, and `on-conflict`. */
export interface PushInputs extends AssetFolderInputs {
  onConflict: OnConflict
}

export function readPushInputs(get: InputReader, env: NodeJS.ProcessEnv): PushInputs {
  return { ...readAssetFolderInputs(get, env), onConflict: readOnConflict(get('on-conflict')) }
}

function readOnConflict(value: string): OnConflict {
  const text = value.trim().toLowerCase() || 'fail'
  const mode = ON_CONFLICT.find(m => m === text)
  if (!mode) {
    throw new InputError(
      `Input 'on-conflict' must be fail, skip or overwrite; got '${clip(plainText('on-conflict', value), 100)}'`,
    )
  }
  return mode
}
