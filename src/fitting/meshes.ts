import { type Accessor, type Document, NodeIO, type Primitive } from '@gltf-transform/core'
import { ALL_EXTENSIONS, KHRDracoMeshCompression } from '@gltf-transform/extensions'
import { dracoEncoder } from './codecs.js'

/** Why fit leaves a glb as it is. */
export interface MeshSkip {
  skip: string
}

/**
 * A glb read, or why not: its JSON first, so that one compressed already (which the library cannot read without a
 * decoder fit does not load) is told apart from one that is not a glb.
 */
async function readGlb(io: NodeIO, bytes: Uint8Array): Promise<Document | MeshSkip> {
  let used: string[]
  try {
    used = (await io.binaryToJSON(bytes)).json.extensionsUsed ?? []
  } catch {
    return { skip: 'not a glb fit reads' }
  }
  if (used.some(name => /draco|meshopt/i.test(name))) return { skip: 'a glb compressed already (Draco or meshopt)' }
  try {
    return await io.readBinary(bytes)
  } catch {
    return { skip: 'not a glb fit reads' }
  }
}

/**
 * A glb with its vertices welded: in each primitive, vertices whose every attribute holds the same bytes are stored
 * once and drawn by index, and the accessors nothing uses any more are left out. The same triangles, vertex for vertex,
 * in fewer bytes; materials, textures, meshes and nodes keep their indices, which an app may read from the container.
 * `skip` says why not: compressed already, not a glb, or nothing to weld.
 *
 * Written here over @gltf-transform/core: the library's own weld() comes in @gltf-transform/functions, which loads sharp
 * (libvips, a native binary for each platform) for its texture functions, and a runner has no node_modules to load it.
 */
export async function weldGlb(bytes: Uint8Array): Promise<Buffer | MeshSkip> {
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS)
  const document = await readGlb(io, bytes)
  if ('skip' in document) return document
  const root = document.getRoot()
  let welded = false
  for (const mesh of root.listMeshes())
    for (const primitive of mesh.listPrimitives()) welded = weld(document, primitive) || welded
  if (!welded) return { skip: 'a glb with nothing to weld' }
  // An accessor whose one parent is the root is used by nothing.
  for (const accessor of root.listAccessors()) if (accessor.listParents().length <= 1) accessor.dispose()
  return Buffer.from(await io.writeBinary(document))
}

/** Welds one primitive; false when it has nothing to weld, or morph targets whose vertices must stay in step. */
function weld(document: Document, primitive: Primitive): boolean {
  if (primitive.listTargets().length > 0) return false
  const attributes = primitive.listSemantics().map(semantic => [semantic, primitive.getAttribute(semantic)] as const)
  const arrays = attributes.map(([, accessor]) => accessor?.getArray())
  if (attributes.length === 0 || arrays.some(array => !array)) return false
  const count = attributes[0]?.[1]?.getCount() ?? 0
  const views = arrays.map(array => new Uint8Array(array!.buffer, array!.byteOffset, array!.byteLength))
  const sizes = attributes.map(([, accessor], i) => accessor!.getElementSize() * arrays[i]!.BYTES_PER_ELEMENT)

  // Each vertex's bytes, every attribute's one after the other, as its key.
  const first = new Map<string, number>()
  const remap = new Uint32Array(count)
  const kept: number[] = []
  for (let vertex = 0; vertex < count; vertex++) {
    const key = views
      .map((view, i) => Buffer.from(view.subarray(vertex * sizes[i]!, (vertex + 1) * sizes[i]!)).toString('latin1'))
      .join('|')
    let at = first.get(key)
    if (at === undefined) {
      at = kept.length
      first.set(key, at)
      kept.push(vertex)
    }
    remap[vertex] = at
  }
  if (kept.length === count) return false

  for (const [i, [semantic, accessor]] of attributes.entries()) {
    const array = arrays[i]!
    const element = accessor!.getElementSize()
    const next = new (array.constructor as new (length: number) => typeof array)(kept.length * element)
    kept.forEach((vertex, at) => next.set(array.subarray(vertex * element, (vertex + 1) * element), at * element))
    primitive.setAttribute(semantic, copyOf(document, accessor!).setArray(next))
  }
  const old = primitive.getIndices()?.getArray()
  const order = old ? Array.from(old, index => remap[index] ?? 0) : Array.from(remap)
  const indices = kept.length <= 65_535 ? Uint16Array.from(order) : Uint32Array.from(order)
  primitive.setIndices(
    document
      .createAccessor()
      .setType('SCALAR')
      .setArray(indices)
      .setBuffer(primitive.getAttribute(attributes[0]![0])!.getBuffer()),
  )
  return true
}

const copyOf = (document: Document, accessor: Accessor): Accessor =>
  document
    .createAccessor(accessor.getName())
    .setType(accessor.getType())
    .setNormalized(accessor.getNormalized())
    .setBuffer(accessor.getBuffer())

/** Attributes the engine's Draco decoding is proven on here (e2e/playable-wasm.test.ts: positions and colours). */
const DRACO_ATTRIBUTES = /^(POSITION|NORMAL|TEXCOORD_\d+|COLOR_\d+)$/

/**
 * A glb's geometry compressed by Draco (KHR_draco_mesh_compression, required): for a build that carries the engine's
 * Draco module, which decodes it as the glb loads. Lossy within Draco's default quantization (positions to 14 bits,
 * normals 10, texture coordinates 12, colours 8), which an app's picture does not show (the playable's e2e tests
 * compare it). Edgebreaker. `skip` says why a glb is left as it is: not one fit reads, compressed already, or a
 * primitive with morph targets or skinning, whose Draco decoding the engine is not proven on here.
 */
export async function dracoGlb(bytes: Uint8Array): Promise<Buffer | MeshSkip> {
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS)
  const document = await readGlb(io, bytes)
  if ('skip' in document) return document
  const root = document.getRoot()
  const primitives = root.listMeshes().flatMap(mesh => mesh.listPrimitives())
  if (primitives.length === 0) return { skip: 'a glb with no mesh' }
  if (primitives.some(p => p.listTargets().length > 0 || p.listSemantics().some(s => !DRACO_ATTRIBUTES.test(s))))
    return { skip: 'a glb with morph targets or skinning, left out of Draco' }
  // The encoder only for a glb it will write: its wasm is instantiated anew each time.
  io.registerDependencies({ 'draco3d.encoder': await dracoEncoder() })
  document
    .createExtension(KHRDracoMeshCompression)
    .setRequired(true)
    .setEncoderOptions({ method: KHRDracoMeshCompression.EncoderMethod.EDGEBREAKER })
  const written = await io.writeBinary(document)
  // The library leaves a primitive it cannot take (unindexed, say) as it was, and the extension out when none is left.
  if (!(await io.binaryToJSON(written)).json.extensionsRequired?.includes('KHR_draco_mesh_compression'))
    return { skip: 'a glb whose primitives Draco does not take (unindexed)' }
  return Buffer.from(written)
}
