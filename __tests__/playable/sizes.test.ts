import { describe, expect, it } from '@jest/globals'
import { base64Length, biggest, describeFile, parseSize } from '../../src/playable/sizes.js'

describe('parseSize: a size as a user writes it, in decimal units', () => {
  it.each([
    ['3MB', 3_000_000],
    ['800KB', 800_000],
    ['2.5 MB', 2_500_000],
    ['5000000', 5_000_000],
    ['512kb', 512_000],
    ['1G', 1_000_000_000],
  ])('%s → %d', (text, bytes) => expect(parseSize(text)).toBe(bytes))
  it.each(['', 'MB', '-1MB', '3 TB', '0', '3MiB', '1e6'])('%s is no size', text =>
    expect(parseSize(text)).toBeUndefined(),
  )
})

describe('the sizes told', () => {
  it('base64 takes 4 bytes for every 3, rounded up', () => {
    expect([0, 1, 2, 3, 4, 2_554_078].map(base64Length)).toEqual([0, 4, 4, 4, 8, 3_405_440])
    expect(Buffer.alloc(2_554_078).toString('base64')).toHaveLength(3_405_440)
  })

  it('the biggest files by what they take of the package, then by path', () => {
    const files = [
      { path: 'b.js', size: 10, packed: 14, encoding: 'base64' },
      { path: 'a.png', size: 30, packed: 40, encoding: 'base64' },
      { path: 'a.js', size: 10, packed: 14, encoding: 'base64' },
    ]
    expect(biggest(files, 2).map(file => file.path)).toEqual(['a.png', 'a.js'])
    expect(describeFile({ path: 'e.js', size: 2_554_078, packed: 878_800, encoding: 'gzip+base64' })).toBe(
      'e.js: 2.6 MB in the build, 878.8 kB in the package (gzip+base64)',
    )
  })
})
