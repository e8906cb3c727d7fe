// ts-jest in ESM mode: the package is "type": "module" and the toolkit packages are ESM-only.
export default {
  testEnvironment: 'node',
  // End-to-end tests wait for real jobs, rate-limit windows and retries.
  testTimeout: 90_000,
  // Mostly waiting, not computing: several files at once shorten the run on a 2-core machine (jest's default is one).
  maxWorkers: 4,
  // The timing tests first, the browser tests after them (jest.sequencer.js).
  testSequencer: './jest.sequencer.js',
  extensionsToTreatAsEsm: ['.ts'],
  // undici as the bundle has it: loaded when first used (src/lazy/undici.cjs).
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^undici$': '<rootDir>/src/lazy/undici.cjs' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // src/actions/index.ts only names each action's run(); each main.ts is tested in-process (__tests__/actions/) as well
  // as bundled in e2e. src/playable/page/ runs in the browser, never in Node: its coverage is measured there
  // (__tests__/e2e/playable-runtime.test.ts), and instrumented here its function's text would call istanbul's
  // counters from inside the page.
  collectCoverageFrom: ['src/**/*.ts', '!src/actions/index.ts', '!src/playable/page/**'],
  coverageReporters: ['text'],
  coverageThreshold: { './src/**/*.ts': { lines: 80 } },
}
