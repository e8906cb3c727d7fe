/** A texture as the tiles foresee it, before its whole is encoded at its size. */
export interface Foreseen {
  path: string
  /** The least it may take of the package once re-encoded at its size, in the package's bytes. */
  least: number
  /** Whether the shrink step's first pass would take it (its longer side is over that pass's). */
  shrinkable: boolean
}

/**
 * The textures the shrink step is sure to take, so that fit need not encode them whole at their size first: the
 * largest `least` first, as many as leave the package over `target` even with every other lowered file at its least
 * and all of them but one shrunk to nothing. `floor` is what no step lowers. Empty where the textures at their size may
 * yet fit (pure).
 */
export function sureToShrink(textures: readonly Foreseen[], floor: number, target: number): string[] {
  const shrinkable = textures.filter(texture => texture.shrinkable).sort((a, b) => b.least - a.least)
  // The package with none shrunk, at its least; each texture taken then leaves the one after it as the one not shrunk.
  let rest = floor + textures.reduce((sum, texture) => sum + texture.least, 0)
  const sure: string[] = []
  for (const texture of shrinkable) {
    // All of `sure` shrunk to nothing, this one not (the smallest of them, as the shrink step may take it last).
    rest -= texture.least
    if (rest + texture.least <= target) break
    sure.push(texture.path)
  }
  return sure
}
