/**
 * Text that someone else wrote (the API, a commit author) before it is printed or written anywhere: cut to a
 * length and cleaned of secrets. Pure.
 */

export const CUT = '…'

/** At most `max` characters (the cut marker included), cut at a code point so no half surrogate is left. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max - CUT.length
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end--
  return text.slice(0, end) + CUT
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
