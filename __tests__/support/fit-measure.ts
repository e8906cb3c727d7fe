import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { FitOptions } from '../../src/fitting/fit-build.js'
import { findNetwork } from '../../src/playable/networks.js'
import { writePackage } from '../../src/playable/write-package.js'
import { PackageTooBigError } from '../../src/errors.js'

/** fit's measure for a test: the build packed for AppLovin into `folder()`, its size read, the page removed. */
export function packerMeasure(folder: () => string): FitOptions['measure'] {
  const network = findNetwork('applovin')!
  return async (directory, files) => {
    const file = join(folder(), 'measured.html')
    try {
      const options = {
        directory,
        files,
        network,
        compress: 'auto',
        orientation: 'both',
        storeUrl: '',
        file,
        limit: 1,
      } as const
      const packed = await writePackage(options)
      return { size: packed.measured, files: packed.files }
    } catch (error) {
      if (error instanceof PackageTooBigError) return { size: error.size, files: error.files }
      throw error
    } finally {
      rmSync(file, { force: true })
    }
  }
}
