import { type Json, RawNumber, canonicalJson, isObject, parseJson } from './canonical-json.js'
import type { Written } from './write-snapshot.js'

/**
 * What changed, in words a designer reads: scene "Main": 3 entities changed; material "Red Metal": diffuse. Pure:
 * from the files written and what they held before.
 */

export interface Change {
  kind: 'project' | 'scene' | 'asset'
  /** e.g. material, texture, scene. */
  type: string
  name: string
  path: string
  action: 'created' | 'updated' | 'deleted' | 'moved'
  /** For an update: what changed in it; for a move: where it came from. */
  detail: string
}

/** Lines of the report at most: a project re-organised at once is said in counts beyond them. */
const MAX_LINES = 300

export function changesOf(written: Written): Change[] {
  const changes: Change[] = []
  const deleted = written.deleted.map(gone => ({ ...gone, parsed: parsed(gone.before) }))
  const movedFrom = new Map<string, string>()
  for (const file of written.created) {
    const from = deleted.find(
      gone => gone.path.split('/')[0] === file.path.split('/')[0] && idOf(gone.parsed) === file.id,
    )
    if (from && file.kind !== 'project') movedFrom.set(file.path, from.path)
  }
  const moved = new Set(movedFrom.values())
  for (const file of written.created) {
    const from = movedFrom.get(file.path)
    changes.push({
      kind: file.kind,
      type: file.type,
      name: file.name,
      path: file.path,
      action: from ? 'moved' : 'created',
      detail: from ? `from ${from}` : '',
    })
  }
  for (const { file, before } of written.updated)
    changes.push({
      kind: file.kind,
      type: file.type,
      name: file.name,
      path: file.path,
      action: 'updated',
      detail: difference(file.kind, before, file.text),
    })
  for (const gone of deleted) {
    if (moved.has(gone.path)) continue
    const record = isObject(gone.parsed) ? gone.parsed : {}
    const kind = gone.path.startsWith('scenes/') ? 'scene' : gone.path === 'project.json' ? 'project' : 'asset'
    changes.push({
      kind,
      type: kind === 'asset' ? text(record.type) || 'asset' : kind,
      name: text(record.name) || gone.path,
      path: gone.path,
      action: 'deleted',
      detail: '',
    })
  }
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** The pull request's body: a line a change, scenes first, then assets by type. */
export function changesMarkdown(
  changes: readonly Change[],
  where: { project: string; branch: string; path: string },
): string {
  const head = `The PlayCanvas project ${quote(where.project)} (${where.branch}) as the Editor holds it, written to \`${where.path}/\`.`
  if (changes.length === 0) return `${head}\n\nNothing changed.\n`
  const line = (c: Change): string => {
    const what = c.kind === 'project' ? 'project settings' : `${c.kind === 'scene' ? 'scene' : c.type} ${quote(c.name)}`
    const detail = c.action === 'updated' ? c.detail : c.action === 'moved' ? `moved, ${c.detail}` : c.action
    return `- ${what}: ${detail}`
  }
  const scenes = changes.filter(c => c.kind !== 'asset')
  const assets = changes
    .filter(c => c.kind === 'asset')
    .sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0))
  const sceneLines = scenes.map(line).slice(0, MAX_LINES)
  const assetLines = assets.map(line).slice(0, MAX_LINES - sceneLines.length)
  const section = (title: string, items: string[]): string =>
    items.length ? `**${title}**\n\n${items.join('\n')}\n\n` : ''
  const hidden = changes.length - sceneLines.length - assetLines.length
  const more = hidden > 0 ? `- … and ${hidden} more\n` : ''
  const body = section('Scenes and settings', sceneLines) + section('Assets', assetLines) + more
  return `${head}\n\n${body.trimEnd()}\n`
}

/** What differs between two versions of a file, in a few words. */
function difference(kind: Change['kind'], beforeText: string, afterText: string): string {
  const before = parsed(beforeText)
  const after = parsed(afterText)
  if (!isObject(before) || !isObject(after)) return 'changed'
  if (kind === 'scene') {
    const was = isObject(before.entities) ? before.entities : {}
    const is = isObject(after.entities) ? after.entities : {}
    const added = Object.keys(is).filter(id => !(id in was)).length
    const removed = Object.keys(was).filter(id => !(id in is)).length
    const changed = Object.keys(is).filter(id => id in was && !same(was[id], is[id])).length
    const others = changedKeys(before, after).filter(key => key !== 'entities')
    const parts = [
      changed && `${changed} entit${changed === 1 ? 'y' : 'ies'} changed`,
      added && `${added} added`,
      removed && `${removed} removed`,
      ...others,
    ].filter(Boolean)
    return parts.join(', ') || 'changed'
  }
  const keys = changedKeys(before, after).flatMap(key =>
    key === 'data' && isObject(before.data) && isObject(after.data) ? changedKeys(before.data, after.data) : [key],
  )
  return keys.map(key => `\`${key.replace(/`/g, "'")}\``).join(', ') || 'changed'
}

function changedKeys(before: { [key: string]: Json }, after: { [key: string]: Json }): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter(key => !same(before[key], after[key]))
    .sort()
}

const same = (a: Json | undefined, b: Json | undefined): boolean =>
  a === undefined || b === undefined ? a === b : canonicalJson(a) === canonicalJson(b)

function parsed(text: string): Json | undefined {
  try {
    return parseJson(text)
  } catch {
    return undefined
  }
}

const idOf = (value: Json | undefined): string => {
  if (!isObject(value)) return ''
  const id = value.id
  return typeof id === 'string' ? id : id instanceof RawNumber ? id.text : ''
}

const text = (value: Json | undefined): string => (typeof value === 'string' ? value : '')

/** A name from the Editor, quoted, on one line, bounded. */
function quote(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const clean = name.replace(/[\x00-\x1f\x7f]/g, ' ')
  return JSON.stringify(clean.length > 100 ? `${clean.slice(0, 99)}…` : clean)
}
