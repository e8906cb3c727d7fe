import { type AssetFolderInputs, readAssetFolderInputs } from '../../inputs/asset-paths.js'

/** The pull-files action's inputs (pull-files/action.yml): those it shares with push-files, and nothing of its own. */
export type PullInputs = AssetFolderInputs
export const readPullInputs = readAssetFolderInputs
