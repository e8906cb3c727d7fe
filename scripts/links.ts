/**
 * Which links of the project's Markdown lead nowhere: a relative link to a file that does not exist, or to a heading
 * the file does not have. Pure: the files come in as texts. Links to other sites are not followed (no network here).
 */
import { dirname, join, normalize } from 'node:path'

export interface DeadLink {
  file: string
  line: number
  target: string
}

/** Every `[text](target)` outside code, with its line, skipping fenced blocks and inline code. */
export function linksOf(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = []
  let fenced = false
  markdown.split('\n').forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced) return
    for (const match of text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      links.push({ line: index + 1, target: match[1] as string })
    }
  })
  return links
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2, … */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const text of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text)
    if (!heading) continue
    const slug = (heading[1] as string)
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    anchors.add(count ? `${slug}-${count}` : slug)
  }
  return anchors
}

/**
 * The dead links among `files` (path → Markdown). `exists` says whether a path outside `files` exists (a source file,
 * a folder); a heading can only be checked in a Markdown file given.
 */
export function deadLinks(files: ReadonlyMap<string, string>, exists: (path: string) => boolean): DeadLink[] {
  const dead: DeadLink[] = []
  for (const [file, markdown] of files) {
    for (const { line, target } of linksOf(markdown)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue
      const [path = '', anchor] = target.split('#')
      const resolved = path ? normalize(join(dirname(file), decodeURI(path))) : file
      const text = files.get(resolved)
      const found = text !== undefined || exists(resolved)
      const anchored = anchor === undefined || (text !== undefined && anchorsOf(text).has(anchor))
      if (!found || !anchored) dead.push({ file, line, target })
    }
  }
  return dead
}
