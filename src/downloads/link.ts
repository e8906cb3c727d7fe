import { MAX_LINK_CHARS } from '../api/limits.js'

/**
 * A download link the API answered (a signed URL on another host: a capability). Pure: it is checked here before
 * anything follows it, and only its host and path are ever shown.
 */

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** The link as a URL, or why it is not one to follow: https only (http to loopback, as base-url), no credentials. */
export function checkLink(text: string): URL | string {
  if (text.length > MAX_LINK_CHARS) return `longer than ${MAX_LINK_CHARS} characters`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return 'not an absolute URL'
  }
  if (url.username || url.password) return 'it carries credentials'
  if (url.protocol === 'https:') return url
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url
  return `its scheme is ${url.protocol.slice(0, 20)} (https only; http only to 127.0.0.1, localhost and [::1])`
}

/** What may be printed of a link: its host and path, never its query (the signature) or fragment. */
export function showLink(url: URL): string {
  return `${url.host}${url.pathname}`
}
