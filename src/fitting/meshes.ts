import { NodeIO, PropertyType } from '@gltf-transform/core'
import { ALL_EXTENSIONS } from '@gltf-transform/extensions'
import { dedup, prune, weld } from '@gltf-transform/functions'

/**
 * A glb with its vertices welded (bitwise-identical vertices merged, indexed) and its identical accessors stored
 * once: the same meshes, vertex for vertex, in fewer bytes. Only accessors are merged and pruned: materials, textures,
 * meshes and nodes keep their indices, which an app may read from the container. Undefined when the file cannot be
 * read without a decoder fit does not load (Draco, meshopt) or is not a glb.
 */
export async function weldGlb(bytes: Uint8Array): Promise<Buffer | undefined> {
  const io = new NodeIO().registerExtensions(ALL_EXTENSIONS)
  let document
  try {
    document = await io.readBinary(bytes)
  } catch {
    return undefined
  }
  const required = document
    .getRoot()
    .listExtensionsRequired()
    .map(extension => extension.extensionName)
  if (required.some(name => /draco|meshopt/i.test(name))) return undefined
  await document.transform(
    weld(),
    dedup({ propertyTypes: [PropertyType.ACCESSOR] }),
    prune({ propertyTypes: [PropertyType.ACCESSOR], keepAttributes: true, keepLeaves: true }),
  )
  return Buffer.from(await io.writeBinary(document))
}
