/**
 * What docs/how-it-works.md's table of `src/` says, against the tree (pure): every folder of `src/` has a row, every
 * file of it is named in its row, and no row names a folder or file that is gone. The actions' row names each action's
 * folder (`<name>/`, each of one shape) and `index.ts`; the `src/` row, the files at the root.
 */
export interface SourceTree {
  /** The files at `src/`'s root. */
  root: string[]
  /** Each folder of `src/` and the files in it (for `actions/`: its action folders as `<name>/`, and its files). */
  folders: Record<string, string[]>
}

/** The table's rows: a folder (`src/` for the root) and the names its second cell gives in backticks. */
export function tableRows(markdown: string): { folder: string; names: string[] }[] {
  const lines = markdown.split('\n')
  const header = lines.findIndex(line => /^\|\s*folder\s*\|\s*file\s*\|/.test(line))
  if (header < 0) return []
  const rows: { folder: string; names: string[] }[] = []
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break
    const [, folder = '', files = ''] = line.split('|').map(cell => cell.trim())
    rows.push({
      folder: folder.replace(/`/g, ''),
      names: [...files.matchAll(/`([^`]+)`/g)].map(match => match[1] ?? ''),
    })
  }
  return rows
}

/** Each way the table and the tree disagree, in words; none when they agree. */
export function houseMapProblems(markdown: string, tree: SourceTree): string[] {
  const rows = tableRows(markdown)
  if (rows.length === 0) return ['docs/how-it-works.md has no table of src/ (a "| folder | file |" header)']
  const problems: string[] = []
  const expected = new Map<string, string[]>([
    ['src/', tree.root],
    ...Object.entries(tree.folders).map(([folder, files]) => [`${folder}/`, files] as [string, string[]]),
  ])
  for (const row of rows) {
    const files = expected.get(row.folder)
    if (!files) {
      problems.push(`its table has a row for ${row.folder}, which src/ does not have`)
      continue
    }
    for (const name of row.names.filter(name => !files.includes(name)))
      problems.push(
        `its row ${row.folder} names ${name}, which is not in src/${row.folder === 'src/' ? '' : row.folder}`,
      )
    for (const file of files.filter(file => !row.names.includes(file)))
      problems.push(`its row ${row.folder} does not name ${file}`)
  }
  for (const folder of expected.keys())
    if (!rows.some(row => row.folder === folder)) problems.push(`its table has no row for ${folder}`)
  return problems
}
