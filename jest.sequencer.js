import Sequencer from '@jest/test-sequencer'

// Tests that assert timing (rate-limit windows, the pacing of 24 runs at once, 16 runs and another client on one token
// in scaled time, the fuzz tests' bound on a step) are read wrong on a starved CPU, and the browser tests (Chromium
// drawing with SwiftShader) starve it. So the timing tests go first, beside three quick unit files, and the browser
// tests only once those are under way. Then the other end-to-end files, and the rest of the unit files last, to fill
// the workers' ends: a fresh clone has no record of how long each file took, and jest's own order (by size) once
// started a minute-long file last.
const TIMING = [
  /__tests__\/e2e\/rate-limit\.test\.ts$/,
  /__tests__\/e2e\/shared-token\.test\.ts$/,
  /__tests__\/e2e\/fuzz-[a-z]+\.test\.ts$/,
]
const BROWSER = [
  /recipes(-in-browser|-preview|-roll-back|-roll-back-in-browser)?\.test\.ts$/,
  /verify-app/,
  /app-in-browser\.test\.ts$/,
  // The longest of the playable files: fit re-encodes a 29 MB build before its two browser runs.
  /playable-fit\.test\.ts$/,
]
/** Files that spawn the actions' bundles, git or a runner: seconds each, where a unit file takes a fraction of one. */
const SLOW = [
  /__tests__\/e2e\//,
  /__tests__\/actions\//,
  /__tests__\/scripts\/release\.test\.ts$/,
  // The codecs' own work, in-process.
  /__tests__\/fitting\/fit-build\.test\.ts$/,
]

/** @typedef {import('@jest/test-result').Test} Test */

/** @param {RegExp[]} patterns @returns {(test: Test) => boolean} */
const matching = patterns => test => patterns.some(pattern => pattern.test(test.path))

export default class TimingFirst extends Sequencer.default {
  /** @param {Test[]} tests @returns {Test[]} */
  sort(tests) {
    const ordered = /** @type {Test[]} */ (super.sort(tests))
    // In TIMING's order: six timing files and four workers, so the last two overlap the browser tests' start; the
    // fuzz tests' bound is the loosest.
    const timing = TIMING.flatMap(pattern => ordered.filter(test => pattern.test(test.path)))
    const browser = ordered.filter(test => !matching(TIMING)(test) && matching(BROWSER)(test))
    const others = ordered.filter(test => !matching(TIMING)(test) && !matching(BROWSER)(test))
    const slow = others.filter(matching(SLOW))
    const quick = others.filter(test => !matching(SLOW)(test))
    return [...timing, ...quick.slice(0, 3), ...browser, ...slow, ...quick.slice(3)]
  }
}
