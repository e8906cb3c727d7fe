import { type AssetFolderInputs, readAssetFolderInputs } from '../../inputs/asset-paths.js'

/** The push-files action's inputs (push-files/action.yml): those it shares with pull-files, and nothing of its own. */
export type PushInputs = AssetFolderInputs
export const readPushInputs = readAssetFolderInputs
