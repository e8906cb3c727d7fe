import { createRequire } from 'node:module'

// Real payloads GitHub sent, from @octokit/webhooks-examples.
const require = createRequire(import.meta.url)

interface WebhookExamples {
  name: string
  examples: Record<string, unknown>[]
}

/** A real payload GitHub sent for an event (the first example that has `has` when given). */
export function examplePayload(event: string, has?: string): Record<string, unknown> {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as WebhookExamples[]
  const examples = all.find(entry => entry.name === event)?.examples ?? []
  const example = examples.find(payload => !has || payload[has])
  if (!example) throw new Error(`no example payload for ${event}`)
  return structuredClone(example)
}

export function pushPayload(message?: string): Record<string, unknown> {
  const payload = examplePayload('push', 'head_commit')
  if (message !== undefined) (payload.head_commit as Record<string, unknown>).message = message
  return payload
}
