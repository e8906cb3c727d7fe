import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { docWorkflows, pageMessage } from '../../scripts/doc-workflows.js'
import { workflowErrors } from '../../stand-ins/action-manifest.js'

// `npm run lint` reads every manifest and workflow the project shows with GitHub's own parser (scripts/validate-actions.ts).

describe('npm run validate, on a copy of what the project shows', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'validate-'))
    for (const path of [
      'action.yml',
      'create-branch',
      'download-app',
      'archive-project',
      'push-files',
      'pull-files',
      'verify-app',
      'record-deploy',
      'find-deploy',
      'pull-project',
      'playable',
      'mobile-app',
      'dist',
      '.github',
      'README.md',
      'docs',
    ]) {
      cpSync(path, join(dir, path), { recursive: true })
    }
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const validate = (): { status: number | null; output: string } => {
    const run = spawnSync(resolve('node_modules/.bin/tsx'), [resolve('scripts/validate-actions.ts')], {
      cwd: dir,
      encoding: 'utf8',
    })
    return { status: run.status, output: run.stdout + run.stderr }
  }
  const edit = (file: string, change: (text: string) => string): void =>
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')))

  it('passes as committed, and fails on a ${{ secrets.X }} in a description, naming file, line and context', () => {
    expect(validate()).toEqual({
      status: 0,
      output: expect.stringMatching(/actions, workflows and documented examples load/),
    })
    edit('download-app/action.yml', text =>
      text.replace(/(access-token:\n\s+description: [^\n]*)/, '$1 E.g. ${{ secrets.PLAYCANVAS_TOKEN }}.'),
    )
    const { status, output } = validate()
    expect(status).toBe(1)
    expect(output).toMatch(/download-app\/action\.yml \(Line: 10, Col: \d+\): Unrecognized named-value: 'secrets'/)
  })

  it('fails on a README example GitHub would refuse, at the page’s own line', () => {
    edit('README.md', text => text.replace('    branch: main\n', '    branch: ${{ matrix.branch( }}\n'))
    const { status, output } = validate()
    expect(status).toBe(1)
    const line =
      readFileSync(join(dir, 'README.md'), 'utf8')
        .split('\n')
        .findIndex(l => l.includes('matrix.branch(')) + 1
    expect(output).toContain(`README.md:${line}:`)
  })
})

describe('documented examples made whole workflows', () => {
  const page = [
    'Steps:',
    '```yaml',
    '- uses: OWNER/REPO@v1',
    '  with:',
    '    project-id: ${{ vars.PROJECT }}',
    '```',
    'Permissions:',
    '```yaml',
    'permissions:',
    '  contents: read',
    '```',
    'A job:',
    '```yaml',
    'jobs:',
    '  one:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo ${{ secrets.X }}',
    '```',
    '```sh',
    'npm test',
    '```',
  ].join('\n')

  it('a list of steps, a mapping without jobs and a workflow without on: each load; other languages are left', async () => {
    const examples = docWorkflows('page.md', page)
    expect(examples.map(example => example.where)).toEqual(['page.md:3', 'page.md:9', 'page.md:14'])
    for (const example of examples) expect(await workflowErrors(example.where, example.content)).toEqual([])
  })

  it('a refused example is told at the page’s line and column', async () => {
    const [steps] = docWorkflows('page.md', page.replace('${{ vars.PROJECT }}', '${{ secrets.X == }}'))
    const errors = await workflowErrors('page.md', steps?.content ?? '')
    expect(errors).toHaveLength(1)
    expect(steps && pageMessage(steps, errors[0] ?? '')).toMatch(/^page\.md:5:17: /)
  })
})
