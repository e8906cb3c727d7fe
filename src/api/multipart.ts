import { randomBytes } from 'node:crypto'

/**
 * A `multipart/form-data` body, built here: @actions/http-client sends a string or a stream but has no form encoder,
 * and the API's asset routes take nothing else. Pure but for the boundary's randomness. The file's bytes are one
 * part among the fields; the whole body is one Buffer (one file at a time, so memory follows the largest file).
 */
export interface Form {
  fields: Readonly<Record<string, string>>
  file?: { filename: string; bytes: Buffer }
}

export interface EncodedForm {
  contentType: string
  body: Buffer
}

export function encodeForm(
  { fields, file }: Form,
  boundary = `----push-files-${randomBytes(12).toString('hex')}`,
): EncodedForm {
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`),
    )
  }
  if (file) {
    const head =
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${quoted(file.filename)}"\r\n` +
      'content-type: application/octet-stream\r\n\r\n'
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) }
}

// RFC 7578 §4.2: a quote, a backslash or a line break cannot stand in a quoted name; they are percent-encoded.
function quoted(text: string): string {
  return text.replace(/["\\\r\n%]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
}
