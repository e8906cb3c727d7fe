import { describe, expect, it } from '@jest/globals'
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { houseMapProblems, tableRows } from '../../scripts/house-map.js'

const TABLE = `Intro.

| folder     | file                    | its job |
| ---------- | ----------------------- | ------- |
| \`actions/\` | \`index.ts\`, \`checkpoint/\` | the actions |
| \`jobs/\`    | \`kinds.ts\`, \`run-job.ts\` | jobs    |
| \`src/\`     | \`step.ts\`               | the root |

After.
`
const TREE = { root: ['step.ts'], folders: { actions: ['checkpoint/', 'index.ts'], jobs: ['kinds.ts', 'run-job.ts'] } }

describe('houseMapProblems: the map of src/ against the tree', () => {
  it('agrees when every folder and file is named, and nothing gone', () => {
    expect(tableRows(TABLE)).toEqual([
      { folder: 'actions/', names: ['index.ts', 'checkpoint/'] },
      { folder: 'jobs/', names: ['kinds.ts', 'run-job.ts'] },
      { folder: 'src/', names: ['step.ts'] },
    ])
    expect(houseMapProblems(TABLE, TREE)).toEqual([])
  })

  it('says a folder without a row, a file its row lacks, and a row or name for what is gone', () => {
    const tree = {
      root: ['step.ts', 'text.ts'],
      folders: { actions: ['checkpoint/', 'index.ts', 'playable/'], jobs: ['kinds.ts'], browser: ['launch.ts'] },
    }
    expect(houseMapProblems(TABLE.replace('| `jobs/`', '| `gone/`'), tree)).toEqual([
      'its row actions/ does not name playable/',
      'its table has a row for gone/, which src/ does not have',
      'its row src/ does not name text.ts',
      'its table has no row for jobs/',
      'its table has no row for browser/',
    ])
    expect(houseMapProblems(TABLE, { ...TREE, folders: { ...TREE.folders, jobs: ['kinds.ts'] } })).toEqual([
      'its row jobs/ names run-job.ts, which is not in src/jobs/',
    ])
    expect(houseMapProblems('No table here.', TREE)).toEqual([
      'docs/how-it-works.md has no table of src/ (a "| folder | file |" header)',
    ])
  })

  it("holds for this repository's own map, and fails once a folder's row is taken out of it", () => {
    const dirs = readdirSync('src').filter(name => statSync(join('src', name)).isDirectory())
    const tree = {
      root: readdirSync('src').filter(name => /\.(ts|cjs)$/.test(name)),
      folders: Object.fromEntries(
        dirs.map(dir => [
          dir,
          readdirSync(join('src', dir))
            .map(name => (statSync(join('src', dir, name)).isDirectory() ? `${name}/` : name))
            .filter(name => name.endsWith('/') || /\.(ts|cjs)$/.test(name)),
        ]),
      ),
    }
    const map = readFileSync('docs/how-it-works.md', 'utf8')
    expect(houseMapProblems(map, tree)).toEqual([])
    const withoutBrowser = map
      .split('\n')
      .filter(line => !line.startsWith('| `browser/`'))
      .join('\n')
    expect(houseMapProblems(withoutBrowser, tree)).toEqual(['its table has no row for browser/'])
  })
})
