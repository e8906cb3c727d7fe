import { afterAll, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

// scripts/run-all.ts (`npm run lint`, `npm run package`) in a folder of its own, with npm scripts of its own.
const script = resolve('scripts/run-all.ts')
const tsx = resolve('node_modules/.bin/tsx')
const roots: string[] = []
afterAll(() => roots.forEach(root => rmSync(root, { recursive: true, force: true })))

function runAll(scripts: Record<string, string>, prefix: string): { code: number | null; stderr: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'run-all-'))
  roots.push(dir)
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fixture', private: true, scripts }))
  const result = spawnSync(tsx, [script, prefix], { cwd: dir, encoding: 'utf8' })
  return { code: result.status, stderr: result.stderr, dir }
}

describe('run-all', () => {
  it('runs every script of the prefix, and no other', () => {
    const { code, dir } = runAll(
      { 'check:a': 'touch a', 'check:b': 'touch b', 'check:c': 'touch c', other: 'touch other' },
      'check:',
    )
    expect(code).toBe(0)
    expect(['a', 'b', 'c', 'other'].filter(name => existsSync(join(dir, name)))).toEqual(['a', 'b', 'c'])
  })

  it('fails when one fails, with its output, and still runs the others', () => {
    const { code, stderr, dir } = runAll(
      { 'check:a': 'echo the reason >&2; exit 3', 'check:b': 'touch b', 'check:c': 'touch c' },
      'check:',
    )
    expect(code).toBe(1)
    expect(stderr).toContain('check:a failed (exit 3):\nthe reason')
    expect(existsSync(join(dir, 'b')) && existsSync(join(dir, 'c'))).toBe(true)
  })

  it('fails on a prefix no script has, so a misspelt one cannot pass for a clean run', () => {
    const { code, stderr } = runAll({ 'check:a': 'true' }, 'chek:')
    expect(code).toBe(1)
    expect(stderr).toContain('No npm script starts with chek:')
  })
})
