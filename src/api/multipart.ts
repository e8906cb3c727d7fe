/**
 * A `multipart/form-data` body, encoded by node's own FormData: the HTML standard's encoding, as browsers and the
 * service's own clients send it (in a part's name and filename only `"`, CR and LF are escaped, so `100% done.txt`
 * arrives as itself). @actions/http-client sends a string or a stream but has no form encoder. The whole body is one
 * Buffer (one file at a time, so memory follows the largest file).
 */
export interface Form {
  fields: Readonly<Record<string, string>>
  file?: { filename: string; bytes: Buffer }
}

export interface EncodedForm {
  contentType: string
  body: Buffer
}

export async function encodeForm({ fields, file }: Form): Promise<EncodedForm> {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  if (file) form.append('file', new Blob([file.bytes]), file.filename)
  const encoded = new Response(form)
  const contentType = encoded.headers.get('content-type') ?? ''
  return { contentType, body: Buffer.from(await encoded.arrayBuffer()) }
}
