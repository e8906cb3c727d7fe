// Loaded with `--import` (NODE_OPTIONS) into a spawned action: its clock runs CLOCK_SCALE times as fast, so that a
// wait of a minute in the action (a bound, a backoff) takes seconds of a test's time. Date.now, performance.now and
// every timer (global, node:timers, node:timers/promises) are scaled alike; the action's code is untouched. With
// CLOCK_ORIGIN (epoch ms), every process given the same origin reads the same scaled time, whenever it started: a
// stand-in and the actions that read its rate-limit headers (shared-token.ts).
import { syncBuiltinESMExports } from 'node:module'
import { performance } from 'node:perf_hooks'
import process from 'node:process'
import timers from 'node:timers'
import timersPromises from 'node:timers/promises'

const scale = Number(process.env.CLOCK_SCALE) || 1
const realNow = Date.now
const startedMs = Number(process.env.CLOCK_ORIGIN) || realNow()
Date.now = () => Math.floor(startedMs + (realNow() - startedMs) * scale)
const realPerformanceNow = performance.now.bind(performance)
const startedPerf = realPerformanceNow()
performance.now = () => startedPerf + (realPerformanceNow() - startedPerf) * scale

/** @param {unknown} ms */
const shorter = ms => (typeof ms === 'number' && ms > 0 ? ms / scale : ms)
const { setTimeout: timeout, setInterval: interval } = globalThis
/** @type {(fn: () => void, ms?: unknown, ...rest: unknown[]) => NodeJS.Timeout} */
const scaledTimeout = (fn, ms, ...rest) => timeout(fn, /** @type {number} */ (shorter(ms)), ...rest)
/** @type {(fn: () => void, ms?: unknown, ...rest: unknown[]) => NodeJS.Timeout} */
const scaledInterval = (fn, ms, ...rest) => interval(fn, /** @type {number} */ (shorter(ms)), ...rest)
Object.assign(globalThis, { setTimeout: scaledTimeout, setInterval: scaledInterval })
Object.assign(timers, { setTimeout: scaledTimeout, setInterval: scaledInterval })
const sleep = timersPromises.setTimeout
/** @type {(ms?: unknown, value?: unknown, options?: import('node:timers').TimerOptions) => Promise<unknown>} */
const scaledSleep = (ms, value, options) => sleep(/** @type {number} */ (shorter(ms)), value, options)
Object.assign(timersPromises, { setTimeout: scaledSleep })
syncBuiltinESMExports()
