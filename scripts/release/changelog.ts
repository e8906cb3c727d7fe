/**
 * The notes of one version in CHANGELOG.md: the lines under its `## [X.Y.Z]` heading, up to the next `## ` heading.
 * Undefined when the section is missing or empty, so a release cannot go out without notes.
 */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split(/\r?\n/)
  const start = lines.findIndex(line => line.trimEnd() === `## [${version}]` || line.startsWith(`## [${version}] `))
  if (start < 0) return undefined
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  const body = lines
    .slice(start + 1, end < 0 ? undefined : end)
    .join('\n')
    .trim()
  return body === '' ? undefined : body
}
