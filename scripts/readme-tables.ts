/**
 * `npm run docs` writes each action's inputs and outputs tables from its action.yml into its page in docs/ (the
 * checkpoint action's: docs/checkpoint.md), and docs/playable.md's table of networks from src/playable/networks.ts
 * (playable-table.ts). `npm run docs -- --check` (run by `npm run lint`) fails when they differ, so the docs cannot
 * drift from the actions, nor the networks' table from the one the page and its checks are made from.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as prettier from 'prettier'
import { parse } from 'yaml'
import { networksTable } from './playable-table.js'

interface ActionYml {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>
  outputs: Record<string, { description: string }>
}

/** Each action, and the page that holds its tables. */
const PAGES = {
  'action.yml': 'docs/checkpoint.md',
  'create-branch/action.yml': 'docs/create-branch.md',
  'download-app/action.yml': 'docs/download-app.md',
  'archive-project/action.yml': 'docs/archive-project.md',
  'push-files/action.yml': 'docs/push-files.md',
  'pull-files/action.yml': 'docs/pull-files.md',
  'verify-app/action.yml': 'docs/verify-app.md',
  'record-deploy/action.yml': 'docs/record-deploy.md',
  'find-deploy/action.yml': 'docs/find-deploy.md',
  'pull-project/action.yml': 'docs/pull-project.md',
  'playable/action.yml': 'docs/playable.md',
  'mobile-app/action.yml': 'docs/mobile-app.md',
}

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim()
const code = (text: string): string => (text.includes('`') ? cell(text) : `\`${cell(text)}\``)

function tables(actionFile: string): { inputs: string; outputs: string } {
  const action = parse(readFileSync(actionFile, 'utf8')) as ActionYml
  const inputs = [
    '| Name | Required | Default | Description |',
    '| --- | --- | --- | --- |',
    ...Object.entries(action.inputs).map(
      ([name, input]) =>
        `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${input.default ? code(input.default) : ''} | ${cell(input.description)} |`,
    ),
  ].join('\n')
  const outputs = [
    '| Name | Description |',
    '| --- | --- |',
    ...Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`),
  ].join('\n')
  return { inputs, outputs }
}

function replaceBetween(page: string, text: string, marker: string, content: string, source = 'action.yml'): string {
  const start = `<!-- ${marker}:start (generated from ${source} by npm run docs) -->`
  const end = `<!-- ${marker}:end -->`
  const from = text.indexOf(start)
  const to = text.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${page} has no ${start} … ${end} block`)
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`
}

const check = parseArgs({ options: { check: { type: 'boolean', default: false } } }).values.check
let stale = false
for (const [actionFile, page] of Object.entries(PAGES)) {
  const { inputs, outputs } = tables(actionFile)
  const current = readFileSync(page, 'utf8')
  let generated = replaceBetween(page, replaceBetween(page, current, 'inputs', inputs), 'outputs', outputs)
  if (page === 'docs/playable.md')
    generated = replaceBetween(page, generated, 'networks', networksTable(), 'src/playable/networks.ts')
  const formatted = await prettier.format(generated, { ...(await prettier.resolveConfig(page)), filepath: page })
  if (!check) writeFileSync(page, formatted)
  else if (formatted !== current) {
    console.error(`${page}'s generated tables differ from ${actionFile} (or networks.ts): run npm run docs`)
    stale = true
  }
}
if (stale) process.exit(1)
if (check) console.log(`input and output tables match ${Object.keys(PAGES).join(', ')}`)
