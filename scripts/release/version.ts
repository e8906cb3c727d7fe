import semver from 'semver'

/** Why `version` cannot be released after the existing `tags`, or undefined when it can. */
export function versionProblem(version: string, tags: string[]): string | undefined {
  if (!/^\d+\.\d+\.\d+$/.test(version) || semver.valid(version) !== version) {
    return `"${version}" is not a version of the form X.Y.Z (semver, e.g. 1.4.0)`
  }
  const newest = newestRelease(tags)
  if (newest && !semver.gt(version, newest)) return `${version} is not greater than the newest release tag, v${newest}`
  return undefined
}

/** The highest X.Y.Z among tags named vX.Y.Z (the moving vX tags are not releases). */
export function newestRelease(tags: string[]): string | undefined {
  const versions = tags.filter(tag => /^v\d+\.\d+\.\d+$/.test(tag)).map(tag => tag.slice(1))
  return semver.rsort(versions.filter(v => semver.valid(v)))[0]
}

/** src/version.ts with its VERSION set to `version`; throws when the file no longer has the line this expects. */
export function withVersion(source: string, version: string): string {
  const line = /^export const VERSION = '[^']*'$/m
  if (!line.test(source)) throw new Error("src/version.ts has no line export const VERSION = '…'")
  return source.replace(line, `export const VERSION = '${version}'`)
}
