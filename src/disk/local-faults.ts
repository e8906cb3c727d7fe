import { MachineError } from '../errors.js'
import { clip, formatBytes } from '../text.js'

/**
 * Failures of the runner's own machine, by node's code: a full disk or quota, a read-only or forbidden path, too many
 * open files, a name too long. Final: never retried as a fault of the network or the file host. Pure.
 */
export const LOCAL_CODES = ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EMFILE', 'ENFILE', 'ENAMETOOLONG'] as const
export type LocalCode = (typeof LOCAL_CODES)[number]

/** The code of a failure of the runner's own machine, or undefined for any other failure. */
export function localFault(error: unknown): LocalCode | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return LOCAL_CODES.find(local => local === code)
}

/** A folder as the user knows it: the variable or input that names it (`RUNNER_TEMP`, `directory`), and its path. */
export interface Place {
  name: string
  path: string
}

/** The bytes written before the failure, and of how many when that is known. */
export interface Written {
  bytes: number
  of?: number
}

/**
 * What happened, where: `the disk of RUNNER_TEMP (/tmp/x) is full: 8.0 MB were written of 20.0 MB`. `path` is the
 * one refused, named where it is what to fix (a permission, a name); a disk is named by its place.
 */
export function localFaultText(code: LocalCode, place: Place, written?: Written, path?: string): string {
  const refused = code === 'EACCES' || code === 'EPERM' || code === 'ENAMETOOLONG' ? (path ?? place.path) : place.path
  const at = `${place.name} (${clip(refused, 300)})`
  const of = written?.of === undefined ? '' : ` of ${formatBytes(written.of)}`
  const figures = written ? `: ${formatBytes(written.bytes)} were written${of}` : ''
  switch (code) {
    case 'ENOSPC':
      return `the disk of ${at} is full${figures}`
    case 'EDQUOT':
      return `the disk quota of ${at} is used up${figures}`
    case 'EROFS':
      return `${at} is on a read-only file system`
    case 'EACCES':
    case 'EPERM':
      return `${at} may not be written by the runner's user (${code})`
    case 'EMFILE':
    case 'ENFILE':
      return `too many files are open (${code}) to write to ${at}`
    case 'ENAMETOOLONG':
      return `a path under ${place.name} is too long for its file system: ${clip(refused, 300)}`
  }
}

/** Refused before writing: `the disk of RUNNER_TEMP (/tmp/x) has 8.4 MB free, and the zip is 20.0 MB`. */
export function noRoomText(place: Place, free: number, needs: string): string {
  return `the disk of ${place.name} (${place.path}) has ${formatBytes(free)} free, and ${needs}`
}

/** A failure of the runner's machine as the final MachineError it is; any other failure as it came. */
export function asMachineError(
  error: unknown,
  during: MachineError['during'],
  place: Place,
  written?: Written,
): unknown {
  const code = localFault(error)
  if (!code || error instanceof MachineError) return error
  const path = (error as NodeJS.ErrnoException).path
  return new MachineError(code, during, localFaultText(code, place, written, path))
}
