import { type Node, parse } from 'acorn'
import { simple } from 'acorn-walk'

/**
 * Why an ES module of the build cannot be carried, or undefined when it can (pure). The page answers a module's
 * `import` through an import map to a `blob:` address, and a relative specifier is resolved against the importing
 * module's own address before any map is read: from a `blob:`, `./other.mjs` names nothing. A module that imports
 * another file of the build by its path is refused by name, never dropped. Bare specifiers go through the build's own
 * import map, which the page keeps.
 */
export function moduleRefusal(path: string, source: string): string | undefined {
  let program: Node
  try {
    program = parse(source, { ecmaVersion: 'latest', sourceType: 'module' })
  } catch (error) {
    return `${path} is not a module the page can read: ${(error as Error).message}`
  }
  const byPath: string[] = []
  const look = (node: { source?: unknown }): void => {
    const specifier = node.source as { type?: string; value?: unknown } | null | undefined
    if (specifier?.type === 'Literal' && typeof specifier.value === 'string' && /^(\.{0,2}\/)/.test(specifier.value))
      byPath.push(specifier.value)
  }
  simple(program, {
    ImportDeclaration: look,
    ExportAllDeclaration: look,
    ExportNamedDeclaration: look,
    ImportExpression: look,
  })
  if (byPath.length === 0) return undefined
  return `${path} imports ${byPath.map(s => `'${s}'`).join(', ')} by path, which a page that holds its files cannot answer (a module read from the page has no address to resolve a path against): bundle the module's imports into it, or import by a name the build's import map gives`
}
