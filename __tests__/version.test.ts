import { expect, it } from '@jest/globals'
import { readFileSync } from 'node:fs'
import { VERSION } from '../src/version.js'

it('reports the version package.json declares', () => {
  expect(VERSION).toBe((JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version)
})
