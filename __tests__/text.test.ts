import { describe, expect, it } from '@jest/globals'
import { clip, escapeHtml, isPlainId, redactor } from '../src/text.js'

describe('untrusted text', () => {
  it('is clipped to a length, marker included, never splitting a surrogate pair', () => {
    expect(clip('abcdef', 6)).toBe('abcdef')
    expect(clip('abcdefg', 6)).toBe('abcde…')
    expect(clip('abcd😀', 6)).toBe('abcd😀')
    expect(clip('abcd😀x', 6)).toBe('abcd…')
  })

  it('is HTML-escaped for the summary, quotes included', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;')
  })

  it('has the secrets redacted, as given and HTML-escaped, and the credentials of any URL', () => {
    const redact = redactor(['s3cr&t', '', 'gh-token'])
    expect(redact('a s3cr&t and s3cr&#38;t and gh-token')).toBe('a *** and *** and ***')
    expect(redact('see https://user:pw@host/x or http://tok@h')).toBe('see https://***@host/x or http://***@h')
    expect(redact('mail me@example.com')).toBe('mail me@example.com')
  })
})

describe('isPlainId', () => {
  it('takes printable ASCII without spaces, 1 to 128 characters, and nothing else', () => {
    for (const id of ['a', 'cp-0123456789abcdef', '~!#', 'x'.repeat(128)]) expect(isPlainId(id)).toBe(true)
    for (const id of ['', 'two words', 'tab\there', 'line\nbreak', 'é', '\x7f', 'x'.repeat(129)])
      expect(isPlainId(id)).toBe(false)
  })
})
