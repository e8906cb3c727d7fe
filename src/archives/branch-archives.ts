import type { Branch } from '../api/model.js'
import { InputError } from '../errors.js'
import { clip } from '../text.js'

/** The manifest's name in the folder of zips. */
export const MANIFEST = 'manifest.json'

/** The branches archive-project's `branches` asks for: every open one, or these names. */
export type WantedBranches = 'all' | string[]

/** One branch's archive, whole, as the manifest lists it. */
export interface Archived {
  id: string
  name: string
  /** The zip's name in the folder. */
  file: string
  sha256: string
  size: number
  /** When its export job completed (ISO 8601). */
  archivedAt: string
  jobId?: number
}

/** A branch whose archive did not come whole, and why (the service's words among them: untrusted). */
export interface NotArchived {
  id: string
  name: string
  why: string
}

/**
 * The branches to archive, from the open ones the list gave, in the list's order (pure). Names not listed fail the
 * step before any export, each said, with the names that are open: an archive that skipped a misspelt branch would
 * look like a backup of it.
 */
export function chooseBranches(projectId: number, open: readonly Branch[], wanted: WantedBranches): Branch[] {
  if (wanted === 'all') return [...open]
  const missing = wanted.filter(name => !open.some(branch => branch.name === name))
  if (missing.length > 0)
    throw new InputError(
      `Input 'branches' names ${missing.map(name => JSON.stringify(name)).join(', ')}, which project ${projectId} has no open branch of; nothing was archived. Open branches: ${clip(
        open.map(branch => JSON.stringify(branch.name)).join(', '),
        1_000,
      )}`,
    )
  return open.filter(branch => wanted.includes(branch.name))
}

/**
 * A branch's zip name: its name made a plain file name (anything but letters and digits of any script, `.`, `_` and `-`
 * becomes `-`; at most 80 characters), then its id, which keeps two names alike apart: `release-2.1-<id>.zip` (pure).
 */
export function zipName(branch: Pick<Branch, 'id' | 'name'>): string {
  const plain = Array.from(branch.name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^[-.]+|-+$/g, ''))
    .slice(0, 80)
    .join('')
  return `${plain || 'branch'}-${branch.id.replace(/[^A-Za-z0-9_-]+/g, '-')}.zip`
}

/** The manifest written beside the zips, as JSON text: what came whole, and what did not (pure). */
export function manifestText(facts: {
  projectId: number
  madeAt: string
  archived: readonly Archived[]
  notArchived: readonly NotArchived[]
}): string {
  const manifest = {
    project: facts.projectId,
    madeAt: facts.madeAt,
    branches: facts.archived,
    notArchived: facts.notArchived,
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
