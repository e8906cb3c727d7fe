import type { RegionSimilarity, Similarity } from '../images/similarity.js'
import type { Fault } from './verdict.js'

/** The picture is cut into GRID × GRID regions (320×180 of the 1280×720 screenshot): a change in one is not averaged away. */
export const GRID = 4

/** The bound `min-similarity` gives, unless told otherwise (docs/verify-app.md says why). */
export const DEFAULT_MIN_SIMILARITY = 0.9

/** How the screenshot compared with the reference: the similarity, unless the two could not be compared; a fault, unless alike. */
export interface Likeness {
  similarity?: Similarity
  fault?: Fault
}

export function alike(found: Similarity, bound: number): boolean {
  return found.whole >= bound && found.worst.ssim >= bound
}

/**
 * An SSIM with four decimals, rounded down: one below the bound never shows as the bound (0.89996 is 0.8999, not
 * 0.9000).
 */
export function score(ssim: number): string {
  return (Math.floor(ssim * 10_000) / 10_000).toFixed(4)
}

/** Where a region is in the picture: `x 320–640, y 180–360` (its left and top included, its right and bottom not). */
export function regionName(region: RegionSimilarity): string {
  return `x ${region.x}–${region.x + region.width}, y ${region.y}–${region.y + region.height}`
}

/** `0.9731 (SSIM) over the whole, 0.8812 in the least similar region (x 320–640, y 180–360); at least 0.9 wanted`. */
export function describeSimilarity(found: Similarity, bound: number): string {
  return `${score(found.whole)} (SSIM) over the whole, ${score(found.worst.ssim)} in the least similar region (${regionName(found.worst)}); at least ${bound} wanted (min-similarity)`
}

/** A fault of the picture, as the verdict counts it. */
export const pictureFault = (message: string): Fault => ({ kind: 'picture', message })
