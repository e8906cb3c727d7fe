// ts-jest in ESM mode: the package is "type": "module" and the toolkit packages are ESM-only.
export default {
  testEnvironment: 'node',
  // End-to-end tests wait for real jobs, rate-limit windows and retries.
  testTimeout: 90_000,
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'tsconfig.json' }] },
  testMatch: ['**/__tests__/**/*.test.ts'],
  // main.ts and index.ts run only as the bundled process in __tests__/e2e, whose coverage is not collected.
  collectCoverageFrom: ['src/**/*.ts', '!src/main.ts', '!src/index.ts'],
  coverageReporters: ['text'],
  coverageThreshold: { './src/**/*.ts': { lines: 80 } },
}
