import { expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { VERSION } from '../src/version.js'

it('reports the version package.json and its lock file declare (npm run release sets all three)', () => {
  const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'))
  const lock = json('package-lock.json') as { version: string; packages: Record<string, { version?: string }> }
  expect(VERSION).toBe((json('package.json') as { version: string }).version)
  expect([lock.version, lock.packages['']?.version]).toEqual([VERSION, VERSION])
})
