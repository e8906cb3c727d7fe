import { describe, expect, it } from '@jest/globals'
import { encodeForm } from '../../src/api/multipart.js'
import { parseMultipart } from '../../stand-ins/assets.js'

/** The part headers of a body, as sent: the boundary lines and the bytes between them are the encoder's own. */
const heads = (body: Buffer): string[] =>
  body
    .toString('latin1')
    .split(/\r\n\r\n/)
    .flatMap(chunk => chunk.split('\r\n').filter(line => /^content-/i.test(line)))

describe('encodeForm', () => {
  it('round-trips fields and a file’s bytes through node’s own multipart reader, names with quotes included', async () => {
    const bytes = Buffer.from([0, 255, 13, 10, 45, 45, 1, 2])
    const { contentType, body } = await encodeForm({
      fields: { name: 'a "b".js', projectId: '1234' },
      file: { filename: 'a "b".js', bytes },
    })
    expect(contentType).toMatch(/^multipart\/form-data; boundary=\S+$/)
    expect(await parseMultipart(contentType, body)).toEqual({
      fields: { name: 'a "b".js', projectId: '1234' },
      file: { filename: 'a "b".js', bytes },
    })
  })

  // The HTML standard's form encoding, as browsers, node's FormData and the sync tool send a name: only `"`, CR and LF
  // are escaped. A `%` or `\` stays as it is, so `100% done.txt` reaches the service as `100% done.txt`.
  it('escapes in a filename exactly what browsers escape, and nothing else', async () => {
    const { body } = await encodeForm({
      fields: {},
      file: { filename: '100% done\\ "é"\r\n.txt', bytes: Buffer.from('x') },
    })
    expect(heads(body)).toEqual([
      `Content-Disposition: form-data; name="file"; filename="100% done\\ %22${Buffer.from('é').toString('latin1')}%22%0D%0A.txt"`,
      'Content-Type: application/octet-stream',
    ])
    const read = await parseMultipart(
      `multipart/form-data; boundary=${body.toString().split('\r\n')[0]?.slice(2)}`,
      body,
    )
    expect(read?.file?.filename).toBe('100% done\\ "é"\r\n.txt')
  })

  it('a folder: fields only', async () => {
    const { contentType, body } = await encodeForm({ fields: { type: 'folder' } })
    expect(heads(body)).toEqual(['Content-Disposition: form-data; name="type"'])
    expect(await parseMultipart(contentType, body)).toEqual({ fields: { type: 'folder' } })
  })
})

describe('the stand-in’s reading of a form, as the service’s', () => {
  it('drops a 0-byte file part, as the Editor’s form builder does', async () => {
    const { contentType, body } = await encodeForm({
      fields: { name: 'e.js' },
      file: { filename: 'e.js', bytes: Buffer.alloc(0) },
    })
    expect(await parseMultipart(contentType, body)).toEqual({ fields: { name: 'e.js' } })
  })

  it('refuses what is not a form', async () => {
    expect(await parseMultipart('application/json', Buffer.from('{}'))).toBeUndefined()
    expect(await parseMultipart('multipart/form-data; boundary=x', Buffer.from('garbage'))).toBeUndefined()
  })
})
