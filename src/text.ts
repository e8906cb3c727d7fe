/**
 * Text that someone else wrote (the API, a commit author) before it is printed or written anywhere: cut to a
 * length and cleaned of secrets. Pure.
 */

export const CUT = '…'

/**
 * At most `max` UTF-16 units (the marker included), cut at a grapheme boundary so that no emoji, surrogate pair or
 * accented letter is split, with trailing whitespace dropped before the marker. The one truncation of the action.
 */
export function clip(text: string, max: number, marker = CUT): string {
  if (text.length <= max) return text
  const room = Math.max(0, max - marker.length)
  let end = 0
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    if (end + segment.length > room) break
    end += segment.length
  }
  return text.slice(0, end).trimEnd() + marker
}

/**
 * An id as the service and the actions pass it on (a checkpoint, a branch, a record): printable ASCII without spaces,
 * at most 128 characters, so that it can stand in a later step's command or a log line as it is.
 */
export function isPlainId(value: string): boolean {
  return /^[\x21-\x7e]{1,128}$/.test(value)
}

/**
 * An engine version as the service and a build's engine file name it (`2.23.3`, `1.37.1`, `2.24.0-beta.1`): letters,
 * digits and `.+-_`, at most 40 characters; what the job answers, the engine's banner says and the records keep.
 */
export function isEngineVersion(value: string): boolean {
  return /^[\w.+-]{1,40}$/.test(value)
}

/** A JSON object (not an array, not null): the shape every record the API answers must have. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** `scheme://user:password@` → `scheme://***@`, wherever a URL with credentials appears in a text. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi

/**
 * A function that hides every secret in a text, whoever wrote the text: the secrets as given and as HTML-escaped
 * (the summary escapes them), and the credentials of any URL.
 */
export function redactor(secrets: readonly string[]): (text: string) => string {
  const forms = [...new Set(secrets.filter(Boolean).flatMap(secret => [secret, escapeHtml(secret)]))]
  // Longest first, so that a secret containing another is hidden whole.
  forms.sort((a, b) => b.length - a.length)
  return text => forms.reduce((out, form) => out.split(form).join('***'), text.replace(URL_CREDENTIALS, '$1***@'))
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, c => `&#${c.charCodeAt(0)};`)
}

/** `20.0 MB`: decimal units, as disks and hosts count. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000) return `${Math.round(bytes)} B`
  if (bytes < 1_000_000) return `${(bytes / 1_000).toFixed(1)} kB`
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`
  return `${(bytes / 1_000_000_000).toFixed(2)} GB`
}
