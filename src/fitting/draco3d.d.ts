// draco3d ships no types: fit calls its encoder's factory only, and hands what it makes to @gltf-transform.
declare module 'draco3d/draco_encoder_nodejs.js' {
  const create: (options: { wasmBinary: Uint8Array }) => Promise<unknown>
  export default create
}
