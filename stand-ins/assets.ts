import { createHash } from 'node:crypto'

/**
 * The asset routes of the stand-in API (docs/api.md#assets), for checkpoint-api.ts: a branch's assets listed by
 * number (`skip`, `limit`), created from a multipart form (a folder, or a file whose extension says its type),
 * their file replaced, deleted. Names are not unique, as on the service.
 */
export interface StandInAsset {
  id: number
  name: string
  type: string
  parent: number | null
  /** Set for a file; its hash is the MD5 of `bytes`. */
  file?: { filename: string; bytes: Buffer }
}

type Send = (status: number, payload: unknown) => void

/** What the route makes of a file, by its extension (the service's own six types). */
const TYPES: Record<string, string> = {
  js: 'script',
  mjs: 'script',
  html: 'html',
  htm: 'html',
  css: 'css',
  json: 'json',
  glsl: 'shader',
  vert: 'shader',
  frag: 'shader',
  wgsl: 'shader',
  txt: 'text',
  md: 'text',
  csv: 'text',
  xml: 'text',
  yaml: 'text',
  yml: 'text',
}

export const md5 = (bytes: Buffer | string): string => createHash('md5').update(bytes).digest('hex')

export class StandInAssets {
  private readonly branches = new Map<string, StandInAsset[]>()
  private nextId = 5000

  constructor(
    /** The most entries one page holds, whatever `limit` asks (the service's is 100,000). */
    private readonly maxPage: number = 100_000,
  ) {}

  /** A branch's assets, live: tests read and seed them. */
  of(branchId: string): StandInAsset[] {
    let list = this.branches.get(branchId)
    if (!list) this.branches.set(branchId, (list = []))
    return list
  }

  /** Adds an asset (a file when `text` is given) and returns it. */
  add(
    branchId: string,
    asset: { name: string; type?: string; parent?: number | null; text?: string; id?: number },
  ): StandInAsset {
    const stored: StandInAsset = {
      id: asset.id ?? this.nextId++,
      name: asset.name,
      type: asset.type ?? (asset.text === undefined ? 'folder' : (typeOf(asset.name) ?? 'text')),
      parent: asset.parent ?? null,
      ...(asset.text === undefined ? {} : { file: { filename: asset.name, bytes: Buffer.from(asset.text) } }),
    }
    this.of(branchId).push(stored)
    return stored
  }

  /** An asset's path from the root, `/`-joined, or undefined when its parents do not lead there. */
  pathOf(branchId: string, asset: StandInAsset): string | undefined {
    const list = this.of(branchId)
    const names = [asset.name]
    let parent = asset.parent
    for (let depth = 0; parent !== null; depth++) {
      const folder = list.find(a => a.id === parent)
      if (!folder || depth > 100) return undefined
      names.unshift(folder.name)
      parent = folder.parent
    }
    return names.join('/')
  }

  list(branchId: string | null, query: URLSearchParams, send: Send): void {
    if (!branchId) return send(400, { error: 'branchId is required' })
    const skip = Number(query.get('skip') ?? 0)
    const limit = Math.min(Number(query.get('limit') ?? 16), this.maxPage)
    const all = this.of(branchId)
    send(200, {
      result: all.slice(skip, skip + limit).map(view),
      pagination: { skip, limit, total: all.length },
    })
  }

  create(form: Form, projectOk: (projectId: number) => string | undefined, send: Send): void {
    const { name, projectId, branchId, parent, type } = form.fields
    if (!name || !projectId || !branchId) return send(400, { error: 'name, projectId and branchId are required' })
    const problem = projectOk(Number(projectId))
    if (problem) return send(404, { error: problem })
    const list = this.of(branchId)
    const parentId = parent ? Number(parent) : null
    if (parentId !== null && !list.some(a => a.id === parentId && a.type === 'folder')) {
      return send(400, { error: 'parent is not a folder' })
    }
    if (type === 'folder') {
      if (form.file) return send(400, { error: 'a folder has no file' })
      return send(201, view(this.add(branchId, { name, parent: parentId })))
    }
    if (!form.file) return send(400, { error: 'file is required' })
    const fileType = typeOf(form.file.filename)
    if (!fileType) return send(400, { error: 'Unsupported file type' })
    const asset: StandInAsset = {
      id: this.nextId++,
      name,
      type: fileType,
      parent: parentId,
      file: { filename: form.file.filename, bytes: form.file.bytes },
    }
    list.push(asset)
    send(201, view(asset))
  }

  update(id: number, form: Form, send: Send): void {
    const branchId = form.fields.branchId
    const asset = branchId ? this.of(branchId).find(a => a.id === id) : undefined
    if (!asset) return send(404, { error: 'Asset not found' })
    if (!form.file) return send(400, { error: 'file is required' })
    if (!asset.file) return send(400, { error: 'a folder has no file' })
    asset.file = { filename: asset.file.filename, bytes: form.file.bytes }
    send(200, view(asset))
  }

  remove(id: number, branchId: string | null, send: Send): void {
    const list = branchId ? this.of(branchId) : []
    const index = list.findIndex(a => a.id === id)
    if (index < 0) return send(404, { error: 'Project or Asset not found' })
    list.splice(index, 1)
    send(200, {})
  }
}

function typeOf(filename: string): string | undefined {
  return TYPES[/\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '']
}

function view(asset: StandInAsset): unknown {
  const at = new Date(0).toISOString()
  return {
    id: asset.id,
    modifiedAt: at,
    createdAt: at,
    state: 'ready',
    name: asset.name,
    type: asset.type,
    scope: { type: 'project', id: 1234 },
    source: false,
    sourceId: null,
    tags: [],
    preload: true,
    data: {},
    parent: asset.parent,
    ...(asset.file
      ? {
          file: {
            hash: md5(asset.file.bytes),
            filename: asset.file.filename,
            size: asset.file.bytes.length,
            url: `/api/assets/${asset.id}/file/${encodeURIComponent(asset.file.filename)}`,
          },
        }
      : {}),
  }
}

/** A `multipart/form-data` body, read: its text fields, and the part with a filename. */
export interface Form {
  fields: Record<string, string>
  file?: { filename: string; bytes: Buffer }
}

export function parseMultipart(contentType: string | undefined, body: Buffer): Form | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  if (!contentType?.startsWith('multipart/form-data') || !boundary) return undefined
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const form: Form = { fields: {} }
  let at = body.indexOf(delimiter)
  if (at < 0) return undefined
  for (;;) {
    const start = at + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') return form
    const next = body.indexOf(delimiter, start)
    if (next < 0) return undefined
    const part = body.subarray(start + 2, next - 2)
    const split = part.indexOf('\r\n\r\n')
    if (split < 0) return undefined
    const head = part.subarray(0, split).toString('utf8')
    const content = part.subarray(split + 4)
    const name = /name="([^"]*)"/i.exec(head)?.[1]
    const filename = /filename="([^"]*)"/i.exec(head)?.[1]
    if (name === undefined) return undefined
    const decode = (text: string): string =>
      text.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (filename !== undefined) form.file = { filename: decode(filename), bytes: Buffer.from(content) }
    else form.fields[decode(name)] = content.toString('utf8')
    at = next
  }
}
