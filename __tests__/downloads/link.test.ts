import { describe, expect, it } from '@jest/globals'
import { checkLink, showLink } from '../../src/downloads/link.js'

describe('checkLink', () => {
  it.each([
    'https://files.example/a.zip?sig=1',
    'http://127.0.0.1:8080/a.zip',
    'http://localhost/a',
    'http://[::1]:9/a',
  ])('follows %s', text => {
    expect(checkLink(text)).toBeInstanceOf(URL)
  })

  it.each([
    ['http://files.example/a.zip', /scheme is http:/],
    ['ftp://files.example/a.zip', /scheme is ftp:/],
    ['file:///etc/passwd', /scheme is file:/],
    ['https://user:pw@files.example/a.zip', /credentials/],
    ['/relative/a.zip', /not an absolute URL/],
    [`https://files.example/${'a'.repeat(9_000)}`, /longer than/],
  ])('refuses %s', (text, why) => {
    expect(checkLink(text)).toMatch(why)
  })

  it('shows the host and path only, never the query (the signature) or fragment', () => {
    const url = checkLink('https://files.example:8443/builds/app.zip?X-Amz-Signature=secret#x') as URL
    expect(showLink(url)).toBe('files.example:8443/builds/app.zip')
  })
})
