// Loaded with `node --expose-gc --import` by bench/pull.ts: a full collection every 100 ms, and the resident memory
// just after each, its highest told on stderr at exit. What the run holds, apart from the garbage V8 has not
// collected yet (which the peak RSS includes, as V8 chooses when to collect).
import process from 'node:process'
import { setInterval } from 'node:timers'

let held = 0
const timer = setInterval(() => {
  globalThis.gc?.()
  held = Math.max(held, process.memoryUsage.rss())
}, 100)
timer.unref()
process.on('exit', () => process.stderr.write(`held-rss-kib ${Math.round(held / 1024)}\n`))
