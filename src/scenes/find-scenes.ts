import type { ServiceApi } from '../api/client.js'
import type { Scene } from '../api/model.js'
import { SceneNotFoundError } from '../errors.js'

/**
 * The scenes a build is asked for, by name or id, resolved against the branch's scene list before the build is
 * asked for: an unknown one fails the step with nothing built.
 */

/** How many known names an "unknown scene" failure lists. */
export const NAMES_SHOWN = 8

/** The branch's scenes (the main branch's when `branchId` is undefined) matching `wanted`, in its order; all when empty. */
export async function findScenes(
  api: Pick<ServiceApi, 'listScenes'>,
  projectId: number,
  branchId: string | undefined,
  wanted: readonly string[],
  signal: AbortSignal,
): Promise<Scene[]> {
  return matchScenes(await api.listScenes(projectId, branchId, signal), wanted)
}

/**
 * Each wanted scene, in the order given: all digits is an id (or, failing that, a name), anything else a name,
 * matched exactly. Pure. Empty `wanted` is every scene in the list's order.
 */
export function matchScenes(scenes: readonly Scene[], wanted: readonly string[]): Scene[] {
  if (scenes.length === 0) throw new SceneNotFoundError('The branch has no scenes: there is nothing to build')
  if (wanted.length === 0) return [...scenes]
  return wanted.map(want => {
    const byId = /^\d+$/.test(want) ? scenes.find(scene => String(scene.id) === want) : undefined
    if (byId) return byId
    const named = scenes.filter(scene => scene.name === want)
    if (named.length === 1) return named[0] as Scene
    if (named.length > 1) {
      const ids = named.map(scene => scene.id).join(', ')
      throw new SceneNotFoundError(
        `${quote(want)} names ${named.length} scenes (ids ${ids}): give the one meant by its id`,
      )
    }
    const alike = scenes.filter(scene => fold(scene.name) === fold(want)).map(scene => quote(scene.name))
    if (alike.length > 0) {
      throw new SceneNotFoundError(
        `No scene is named ${quote(want)}; did you mean ${alike.join(' or ')}? Names match exactly, case included`,
      )
    }
    const known = scenes.slice(0, NAMES_SHOWN).map(scene => `${quote(scene.name)} (${scene.id})`)
    const more = scenes.length > NAMES_SHOWN ? `, and ${scenes.length - NAMES_SHOWN} more` : ''
    throw new SceneNotFoundError(`No scene is named or numbered ${quote(want)}. Scenes: ${known.join(', ')}${more}`)
  })
}

/** A list of scenes as an input gives it: separated by commas or new lines, blanks dropped. */
export function splitScenes(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map(part => part.trim())
    .filter(Boolean)
}

function quote(name: string): string {
  return JSON.stringify(name.length > 100 ? `${name.slice(0, 99)}…` : name)
}

function fold(name: string): string {
  return name.normalize('NFC').toLocaleLowerCase('und')
}
