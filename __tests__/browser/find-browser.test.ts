import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { BROWSER_COMMANDS, browserCandidates, findBrowser, isExecutable } from '../../src/browser/find-browser.js'

// Absolute on the machine running the tests, whichever it is: the module joins with the host's path rules.
const BIN = resolve('/opt/bin')
const USR = resolve('/usr/bin')
const PATH = [BIN, 'node_modules/.bin', '', '.', USR].join(delimiter)

const WINDOWS_INSTALLS = [
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files\\Chromium\\Application\\chrome.exe',
]
const MAC_INSTALLS = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]

describe('browserCandidates', () => {
  it('tries CHROME_BIN first, then each command in each absolute PATH folder in order, skipping relative ones', () => {
    expect(browserCandidates({ CHROME_BIN: '/custom/chrome', PATH }, 'linux')).toEqual([
      { path: '/custom/chrome', from: 'CHROME_BIN' },
      ...BROWSER_COMMANDS.flatMap(command => [
        { path: join(BIN, command), from: 'PATH' },
        { path: join(USR, command), from: 'PATH' },
      ]),
    ])
  })

  it('names the commands in the order google-chrome, google-chrome-stable, chromium, chromium-browser', () => {
    expect(browserCandidates({ PATH: USR }, 'linux').map(candidate => candidate.path)).toEqual([
      join(USR, 'google-chrome'),
      join(USR, 'google-chrome-stable'),
      join(USR, 'chromium'),
      join(USR, 'chromium-browser'),
    ])
  })

  it('has nothing to try on Linux with no CHROME_BIN and no PATH, and skips an empty CHROME_BIN', () => {
    expect(browserCandidates({}, 'linux')).toEqual([])
    expect(browserCandidates({ CHROME_BIN: '' }, 'linux')).toEqual([])
  })

  it('adds .exe to the commands on Windows, then tries the install paths of Chrome and Chromium', () => {
    expect(browserCandidates({ PATH: USR }, 'win32')).toEqual([
      ...BROWSER_COMMANDS.map(command => ({ path: join(USR, `${command}.exe`), from: 'PATH' })),
      ...WINDOWS_INSTALLS.map(path => ({ path, from: 'install path' })),
    ])
  })

  it('tries the applications of macOS last, with no suffix on the commands', () => {
    expect(browserCandidates({ CHROME_BIN: '/c', PATH: BIN }, 'darwin')).toEqual([
      { path: '/c', from: 'CHROME_BIN' },
      ...BROWSER_COMMANDS.map(command => ({ path: join(BIN, command), from: 'PATH' })),
      ...MAC_INSTALLS.map(path => ({ path, from: 'install path' })),
    ])
  })
})

describe('findBrowser', () => {
  it('returns the first candidate that exists says yes to, asking in order and no further', () => {
    const asked: string[] = []
    const found = findBrowser({ CHROME_BIN: '/missing/chrome', PATH: [BIN, USR].join(delimiter) }, 'linux', path => {
      asked.push(path)
      return path === join(USR, 'google-chrome') || path === join(BIN, 'chromium')
    })
    expect(found).toEqual({ path: join(USR, 'google-chrome'), from: 'PATH' })
    expect(asked).toEqual(['/missing/chrome', join(BIN, 'google-chrome'), join(USR, 'google-chrome')])
  })

  it('prefers CHROME_BIN when it exists', () => {
    expect(findBrowser({ CHROME_BIN: '/ci/chrome', PATH: USR }, 'linux', () => true)).toEqual({
      path: '/ci/chrome',
      from: 'CHROME_BIN',
    })
  })

  it('falls back to an install path on macOS', () => {
    const found = findBrowser({ PATH: USR }, 'darwin', path => path === MAC_INSTALLS[1])
    expect(found).toEqual({ path: MAC_INSTALLS[1], from: 'install path' })
  })

  it('returns undefined when nothing exists', () => {
    expect(findBrowser({ CHROME_BIN: '/a', PATH: USR }, 'win32', () => false)).toBeUndefined()
  })
})

describe('isExecutable', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'find-browser-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('is true for a file with mode 755', () => {
    const file = join(dir, 'chromium')
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o755)
    expect(isExecutable(file)).toBe(true)
  })

  it('is false for a file no one may run (root included: no execute bit at all)', () => {
    const file = join(dir, 'chromium')
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o644)
    expect(isExecutable(file)).toBe(false)
  })

  it('is false for a folder, even one with execute bits', () => {
    const folder = join(dir, 'chromium')
    mkdirSync(folder, { mode: 0o755 })
    expect(isExecutable(folder)).toBe(false)
  })

  it('is false for a missing file', () => {
    expect(isExecutable(join(dir, 'no-such-browser'))).toBe(false)
  })

  it('is what findBrowser asks by default', () => {
    const file = join(dir, 'chromium-browser')
    writeFileSync(file, '#!/bin/sh\n')
    chmodSync(file, 0o755)
    writeFileSync(join(dir, 'chromium'), 'not runnable')
    mkdirSync(join(dir, 'google-chrome'))
    expect(findBrowser({ PATH: dir }, 'linux')).toEqual({ path: file, from: 'PATH' })
  })
})
