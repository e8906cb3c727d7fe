import { accessSync, constants, statSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'

/** Chrome's and Chromium's command names, in the order they are tried on PATH. */
export const BROWSER_COMMANDS = ['google-chrome', 'google-chrome-stable', 'chromium', 'chromium-browser'] as const

/** Where Chrome and Chromium install themselves on the runners' other systems. */
const INSTALL_PATHS: Partial<Record<NodeJS.Platform, readonly string[]>> = {
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files\\Chromium\\Application\\chrome.exe',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ],
}

/** Where a browser was found, and by which rule: said in the log. */
export interface FoundBrowser {
  path: string
  from: 'input' | 'CHROME_BIN' | 'PATH' | 'install path'
}

/**
 * The places a browser is looked for, in order: `CHROME_BIN` (ubuntu-24.04 runners set it), each command on `PATH`,
 * then the install paths of the platform. Pure: the caller tells which exists.
 */
export function browserCandidates(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): FoundBrowser[] {
  const candidates: FoundBrowser[] = []
  if (env.CHROME_BIN) candidates.push({ path: env.CHROME_BIN, from: 'CHROME_BIN' })
  const dirs = (env.PATH ?? '').split(delimiter).filter(dir => isAbsolute(dir))
  const suffixes = platform === 'win32' ? ['.exe'] : ['']
  for (const command of BROWSER_COMMANDS)
    for (const dir of dirs)
      for (const suffix of suffixes) candidates.push({ path: join(dir, command + suffix), from: 'PATH' })
  for (const path of INSTALL_PATHS[platform] ?? []) candidates.push({ path, from: 'install path' })
  return candidates
}

/** A file this process may run. */
export function isExecutable(path: string): boolean {
  try {
    return statSync(path).isFile() && (accessSync(path, constants.X_OK), true)
  } catch {
    return false
  }
}

/** The first browser found, or undefined: never downloaded, only looked for. */
export function findBrowser(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
  exists: (path: string) => boolean = isExecutable,
): FoundBrowser | undefined {
  return browserCandidates(env, platform).find(candidate => exists(candidate.path))
}
