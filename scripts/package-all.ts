/**
 * `npm run package`: every `package:<action>` script of package.json (one ncc bundle each), as many at once as the
 * machine has cores. ncc bundles on one core; one after another the six took most of CI's time outside the tests.
 * The first failure is told with the bundle's own output, and the run fails.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
).filter(name => name.startsWith('package:'))

function bundle(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', code => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}):\n${output}`))))
  })
}

const queue = [...scripts]
const worker = async (): Promise<void> => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) await bundle(name)
}
try {
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), scripts.length) }, worker))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
