import { describe, expect, it } from '@jest/globals'
import { halve, hasAlpha, lowestPassing, sampleTiles } from '../../src/fitting/pixels.js'

const image = (width: number, height: number, pixel: (x: number, y: number) => number[]) => {
  const data = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 4)
  return { data, width, height }
}

describe('pixels', () => {
  it('hasAlpha finds one pixel less than opaque', () => {
    expect(hasAlpha(image(3, 3, () => [1, 2, 3, 255]))).toBe(false)
    expect(hasAlpha(image(3, 3, (x, y) => [1, 2, 3, x === 2 && y === 2 ? 254 : 255]))).toBe(true)
  })

  it('halve averages each 2×2 block, an odd edge with itself', () => {
    const half = halve(image(3, 2, x => [x * 100, 0, 0, 255]))
    expect([half.width, half.height]).toEqual([1, 1])
    expect([...half.data]).toEqual([50, 0, 0, 255])
    const odd = halve(image(5, 1, x => [x * 10, 0, 0, 255]))
    expect([odd.width, odd.height, odd.data[0], odd.data[4]]).toEqual([2, 1, 5, 25])
  })

  it('sampleTiles takes tiles from the corners and between, the whole when small', () => {
    const big = image(1000, 600, (x, y) => [x & 255, y & 255, 0, 255])
    const sample = sampleTiles(big, 10, 3)
    expect([sample.width, sample.height]).toEqual([30, 30])
    const at = (x: number, y: number) => [...sample.data.subarray((y * 30 + x) * 4, (y * 30 + x) * 4 + 2)]
    expect(at(0, 0)).toEqual([0, 0])
    expect(at(29, 29)).toEqual([999 & 255, 599 & 255])
    expect(at(10, 10)).toEqual([495 & 255, 295 & 255])
    const small = image(20, 20, () => [0, 0, 0, 255])
    expect(sampleTiles(small, 10, 3)).toBe(small)
  })

  it('lowestPassing bisects to the lowest quality that passes', async () => {
    const tried: number[] = []
    const found = await lowestPassing([10, 20, 30, 40, 50, 60, 70], q => Promise.resolve((tried.push(q), q >= 45)))
    expect(found).toBe(50)
    expect(tried.length).toBeLessThanOrEqual(3)
    expect(await lowestPassing([10, 20], () => Promise.resolve(false))).toBeUndefined()
  })

  it('lowestPassing tries a guess first: the same answer, in two tries when the guess is just under it', async () => {
    const qualities = [30, 40, 50, 60, 70, 75, 80, 85, 90, 95]
    const justUnder: number[] = []
    for (const answer of qualities)
      for (const guess of qualities) {
        const tried: number[] = []
        const found = await lowestPassing(qualities, q => Promise.resolve((tried.push(q), q >= answer)), guess)
        expect([found, tried[0]]).toEqual([answer, guess])
        // Never more than the guess, its neighbour and a bisection.
        expect(tried.length).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(qualities.length)))
        if (qualities.indexOf(guess) === qualities.indexOf(answer) - 1) justUnder.push(tried.length)
      }
    // One under the answer: it and the answer.
    expect(justUnder).toEqual(Array(qualities.length - 1).fill(2))
  })

  it('lowestPassing stops at once when a try answers null (it cannot do better than what is had)', async () => {
    const tried: number[] = []
    const passes = (q: number) => Promise.resolve((tried.push(q), q === 10 ? null : q >= 20))
    // 30 passed before 10 said stop: nothing is found all the same, as nothing found could beat what is had.
    expect(await lowestPassing([10, 20, 30, 40, 50], passes)).toBeUndefined()
    expect(tried).toEqual([30, 10])
  })
})
