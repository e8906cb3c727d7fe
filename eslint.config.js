import js from '@eslint/js'
import jest from 'eslint-plugin-jest'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'

export default defineConfig(
  // bench/vendor: another project's source, as its authors wrote it (bench/vendor/README.md).
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'bench/vendor/'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'bench/*.mjs', 'stand-ins/*.mjs', 'src/lazy/*.cjs'] },
      },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // CommonJS on purpose: its require() runs when a name is first used (src/lazy/undici.cjs).
    files: ['src/lazy/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['__tests__/**/*.ts'], ...jest.configs['flat/recommended'] },
  {
    files: ['__tests__/**/*.ts'],
    // Helpers named expect… assert, and so do fast-check properties.
    rules: { 'jest/expect-expect': ['warn', { assertFunctionNames: ['expect', 'expect*', 'fc.assert'] }] },
  },
)
