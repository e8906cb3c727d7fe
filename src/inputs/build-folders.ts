import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { InputError } from '../errors.js'
import { workspacePath } from './inputs.js'
import { clip } from '../text.js'

// The folders of the steps that pack a build download-app unpacked (playable, mobile-app): the build read, and the
// folder the package is written into.

/** `directory`: a folder in the workspace that holds the build's index.html (absolute). */
export function buildDirectory(value: string, root: string): string {
  if (!value)
    throw new InputError(`Input 'directory' is required: the folder download-app unpacked (its directory output)`)
  const directory = workspacePath('directory', value, root)
  if (!existsSync(directory) || !statSync(directory).isDirectory())
    throw new InputError(`Input 'directory' names ${clip(directory, 300)}, which is not a folder`)
  if (!existsSync(join(directory, 'index.html')))
    throw new InputError(
      `Input 'directory' names ${clip(directory, 300)}, which has no index.html: give the folder download-app unpacked (its directory output)`,
    )
  return directory
}

/** `output`: a path in the workspace that is a folder or nothing yet (absolute). */
export function outputFolder(value: string, root: string): string {
  const output = workspacePath('output', value, root)
  if (existsSync(output) && !statSync(output).isDirectory())
    throw new InputError(`Input 'output' names ${clip(output, 300)}, which is a file: name a folder`)
  return output
}
