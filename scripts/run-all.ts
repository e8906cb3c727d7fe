/**
 * `tsx scripts/run-all.ts <prefix>`: every npm script whose name starts with `<prefix>` (`lint:` is one check each), as
 * many at once as the machine has cores. Each runs on one core; one after another they took most of CI's time outside
 * the tests. Every failure is told with its script's own output, and the
 * run fails.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'

const prefix = process.argv[2]
if (!prefix) {
  console.error('Usage: tsx scripts/run-all.ts <prefix of npm scripts>, e.g. lint:')
  process.exit(2)
}
const scripts = Object.keys(
  (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
).filter(name => name.startsWith(prefix))

function runScript(name: string): Promise<void> {
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
const failures: string[] = []
const worker = async (): Promise<void> => {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    await runScript(name).catch((error: unknown) =>
      failures.push(error instanceof Error ? error.message : String(error)),
    )
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), scripts.length) }, worker))
if (scripts.length === 0) failures.push(`No npm script starts with ${prefix}`)
for (const failure of failures) console.error(failure)
process.exit(failures.length > 0 ? 1 : 0)
