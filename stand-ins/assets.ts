import { createHash } from 'node:crypto'

/**
 * The asset routes of the stand-in API (docs/api.md#assets), for checkpoint-api.ts: a branch's assets listed by
 * number (`skip`, `limit`), created from a multipart form (a folder, or a file whose extension says its type), their
 * file replaced, read (its bytes as stored), deleted. Names are not unique, as on the service. Where the manual is silent, it answers as the
 * service's own clients show: any other extension makes a `binary` asset, a 0-byte file part is dropped (a create
 * makes an asset with no file; an update without a file changes nothing and answers 200), and a parent that is not
 * a folder of the branch is `400 parent folder is not found`.
 */
export interface StandInAsset {
  id: number
  name: string
  type: string
  parent: number | null
  /** Set for a file; its hash is the MD5 of `bytes`. */
  file?: { filename: string; bytes: Buffer }
  /** When it was made or its file last replaced (the list's `modifiedAt`; the epoch when a test never set it). */
  modifiedAt?: Date
}

type Send = (status: number, payload: unknown) => void

/**
 * What the route makes of a file, by its extension: the table the service's own clients agree on (the Editor's upload
 * table, the sync tool's type-utils); the Editor makes anything else a `binary` asset. Kept apart from src/ on
 * purpose: the stand-in answers as the service does, not as the action expects.
 */
const TYPES: Record<string, string> = {
  js: 'script',
  mjs: 'script',
  css: 'css',
  html: 'html',
  json: 'json',
  txt: 'text',
  xml: 'text',
  atlas: 'text',
  glsl: 'shader',
  vert: 'shader',
  frag: 'shader',
}

export const md5 = (bytes: Buffer | string): string => createHash('md5').update(bytes).digest('hex')

/** Assets copied one by one, so that an edit of one list's asset leaves the other's as it was. */
export const copyAssets = (assets: readonly StandInAsset[]): StandInAsset[] =>
  assets.map(asset => ({ ...asset, ...(asset.file ? { file: { ...asset.file } } : {}) }))

export class StandInAssets {
  private readonly branches = new Map<string, StandInAsset[]>()
  private nextId = 5000
  /** Updates still to be answered 200 without being kept (a file part the service did not take): tests set it. */
  dropUpdates = 0

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

  /** A copy of a branch's assets as they are now, which later edits of the branch do not change (a checkpoint's). */
  copyOf(branchId: string): StandInAsset[] {
    return copyAssets(this.of(branchId))
  }

  /** Adds an asset (a file when `text` is given) and returns it. */
  add(
    branchId: string,
    asset: { name: string; type?: string; parent?: number | null; text?: string; id?: number; filename?: string },
  ): StandInAsset {
    const stored: StandInAsset = {
      id: asset.id ?? this.nextId++,
      name: asset.name,
      type: asset.type ?? (asset.text === undefined ? 'folder' : typeOf(asset.name)),
      parent: asset.parent ?? null,
      ...(asset.text === undefined
        ? {}
        : { file: { filename: asset.filename ?? asset.name, bytes: Buffer.from(asset.text) } }),
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
    const limit = Number(query.get('limit') ?? 16)
    const all = this.of(branchId)
    send(200, {
      result: all.slice(skip, skip + Math.min(limit, this.maxPage)).map(view),
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
      return send(400, { error: 'parent folder is not found' })
    }
    if (type === 'folder') {
      if (form.file) return send(400, { error: 'a folder has no file' })
      return send(201, view(this.add(branchId, { name, parent: parentId })))
    }
    const asset: StandInAsset = {
      id: this.nextId++,
      name,
      type: typeOf(form.file?.filename ?? name),
      parent: parentId,
      ...(form.file ? { file: form.file } : {}),
      modifiedAt: new Date(),
    }
    list.push(asset)
    send(201, view(asset))
  }

  update(id: number, form: Form, send: Send): void {
    const branchId = form.fields.branchId
    const asset = branchId ? this.of(branchId).find(a => a.id === id) : undefined
    if (!asset) return send(404, { error: 'Asset not found' })
    if (asset.type === 'folder' && form.file) return send(400, { error: 'a folder has no file' })
    // Without a file part the route renames or moves, and here changes nothing: the answer is the asset as it was.
    if (form.file && this.dropUpdates > 0) this.dropUpdates--
    else if (form.file) {
      asset.file = form.file
      asset.modifiedAt = new Date()
    }
    send(200, view(asset))
  }

  /** `GET /api/assets/{id}/file/{filename}?branchId=`: the file's bytes as stored; 404 unless it is that file. */
  file(
    id: number,
    filename: string | undefined,
    branchId: string | null,
    send: Send,
    sendBytes: (bytes: Buffer) => void,
  ): void {
    const asset = branchId ? this.of(branchId).find(a => a.id === id) : undefined
    if (!asset?.file || asset.file.filename !== filename) return send(404, { error: 'Asset not found' })
    sendBytes(asset.file.bytes)
  }

  remove(id: number, branchId: string | null, send: Send): void {
    const list = branchId ? this.of(branchId) : []
    const index = list.findIndex(a => a.id === id)
    if (index < 0) return send(404, { error: 'Project or Asset not found' })
    list.splice(index, 1)
    send(200, {})
  }
}

function typeOf(filename: string): string {
  return TYPES[/\.([^.]+)$/.exec(filename)?.[1]?.toLowerCase() ?? ''] ?? 'binary'
}

function view(asset: StandInAsset): unknown {
  const at = (asset.modifiedAt ?? new Date(0)).toISOString()
  return {
    id: asset.id,
    modifiedAt: at,
    createdAt: new Date(0).toISOString(),
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

/** A `multipart/form-data` body, read: its text fields, and the part with a filename (a 0-byte one is dropped). */
export interface Form {
  fields: Record<string, string>
  file?: { filename: string; bytes: Buffer }
}

/** Read by node's own multipart parser (undici's), as a server reads what browsers send; undefined if it cannot. */
export async function parseMultipart(contentType: string | undefined, body: Buffer): Promise<Form | undefined> {
  if (!contentType?.startsWith('multipart/form-data')) return undefined
  const parsed = await new Response(body, { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => undefined)
  if (!parsed) return undefined
  const form: Form = { fields: {} }
  for (const [name, value] of parsed) {
    if (typeof value === 'string') form.fields[name] = value
    else if (value.size > 0) form.file = { filename: value.name, bytes: Buffer.from(await value.arrayBuffer()) }
  }
  return form
}
