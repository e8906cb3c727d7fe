import { describe, expect, it } from '@jest/globals'
import { encodeForm } from '../../src/api/multipart.js'
import { parseMultipart } from '../../stand-ins/assets.js'

describe('encodeForm', () => {
  it('round-trips fields and a file’s bytes through a multipart reader, names with quotes included', () => {
    const bytes = Buffer.from([0, 255, 13, 10, 45, 45, 1, 2])
    const { contentType, body } = encodeForm({
      fields: { name: 'a "b".js', projectId: '1234' },
      file: { filename: 'a "b".js', bytes },
    })
    expect(contentType).toMatch(/^multipart\/form-data; boundary=----push-files-[0-9a-f]{24}$/)
    expect(parseMultipart(contentType, body)).toEqual({
      fields: { name: 'a "b".js', projectId: '1234' },
      file: { filename: 'a "b".js', bytes },
    })
  })

  it('a folder: fields only', () => {
    const { contentType, body } = encodeForm({ fields: { type: 'folder' } }, 'XYZ')
    expect(body.toString()).toBe('--XYZ\r\ncontent-disposition: form-data; name="type"\r\n\r\nfolder\r\n--XYZ--\r\n')
    expect(parseMultipart(contentType, body)).toEqual({ fields: { type: 'folder' } })
  })
})
