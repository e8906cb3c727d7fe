// Loaded with `--import` after scaled-clock.mjs into each run of a matrix (shared-token.ts): it loads the
// bundle first (START_PRELOAD), says so (a file in START_DIR), and waits for the word to go (START_DIR/go, which holds
// when: epoch ms on the scaled clock), then for its own offset from it. So runs spawned one after another on a busy
// machine start when the test says, not when the machine got round to them, and its start-up time is not multiplied by
// the clock's scale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { setTimeout as sleep } from 'node:timers/promises'

const preload = process.env.START_PRELOAD
if (preload) await import(preload)
const dir = process.env.START_DIR
if (dir) {
  writeFileSync(join(dir, `ready-${process.pid}`), '')
  const go = join(dir, 'go')
  // Timers run on the scaled clock: a look every 50 ms of real time.
  const every = 50 * (Number(process.env.CLOCK_SCALE) || 1)
  while (!existsSync(go)) await sleep(every)
  // START_OFFSET_MS: this run starts so long after the others' common start (a matrix's runners start unevenly).
  const startAt = Number(readFileSync(go, 'utf8')) + (Number(process.env.START_OFFSET_MS) || 0)
  if (startAt > Date.now()) await sleep(startAt - Date.now())
}
