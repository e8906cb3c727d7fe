import { PNG } from 'pngjs'
import { GRID, type Likeness, alike, describeSimilarity, pictureFault } from './likeness.js'
import { type Pixels, similarity } from '../images/similarity.js'

// Apart from likeness.ts, and imported by verify-app only with a reference: pngjs and ssim.js stay out of the start of
// every other step.

/** A PNG's pixels, RGBA (pure); throws, saying why, on a file that is no PNG. */
export function decodePng(png: Buffer): Pixels {
  const image = PNG.sync.read(png)
  return { data: image.data, width: image.width, height: image.height }
}

/**
 * The screenshot against the reference (pure): alike when the whole picture's SSIM and its least similar region's are
 * both at least `bound`. No screenshot, one that is no PNG, or one of another size, is a fault with no similarity.
 */
export function compareWithReference(screenshot: Buffer | undefined, reference: Pixels, bound: number): Likeness {
  // A page stuck in a script gives none: the picture is not proved alike.
  if (!screenshot) return { fault: pictureFault('No screenshot to compare with the reference: the page gave none') }
  let shot: Pixels
  try {
    shot = decodePng(screenshot)
  } catch (error) {
    return {
      fault: pictureFault(`The screenshot could not be read as a PNG (${String(error)}), so it was not compared`),
    }
  }
  if (shot.width !== reference.width || shot.height !== reference.height)
    return {
      fault: pictureFault(
        `The screenshot is ${shot.width}×${shot.height} and the reference ${reference.width}×${reference.height}: a picture of another size cannot be compared (give the screenshot of an earlier verify-app run)`,
      ),
    }
  const found = similarity(reference, shot, GRID)
  return alike(found, bound)
    ? { similarity: found }
    : {
        similarity: found,
        fault: pictureFault(`The picture differs from the reference: similarity ${describeSimilarity(found, bound)}`),
      }
}
