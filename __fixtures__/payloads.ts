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

/**
 * A real `pull_request` payload of that activity (opened, synchronize, reopened, closed), renumbered and moved to
 * `repository`; its head branch in `headRepository` (another one: a fork's pull request).
 */
export function pullRequestPayload(
  action: string,
  options: { number: number; repository: string; headRepository?: string },
): Record<string, unknown> {
  const all = require('@octokit/webhooks-examples/api.github.com/index.json') as WebhookExamples[]
  const examples = all.find(entry => entry.name === 'pull_request')?.examples ?? []
  const example = examples.find(payload => payload.action === action)
  if (!example) throw new Error(`no example pull_request payload for ${action}`)
  const payload = structuredClone(example) as {
    number: number
    repository: { full_name: string; name: string }
    pull_request: {
      number: number
      state: string
      head: { repo: { full_name: string; name: string } }
      base: { repo: { full_name: string; name: string } }
    }
  }
  const move = (repo: { full_name: string; name: string }, to: string): void => {
    repo.full_name = to
    repo.name = to.split('/')[1] ?? to
  }
  payload.number = options.number
  payload.pull_request.number = options.number
  payload.pull_request.state = action === 'closed' ? 'closed' : 'open'
  move(payload.repository, options.repository)
  move(payload.pull_request.base.repo, options.repository)
  move(payload.pull_request.head.repo, options.headRepository ?? options.repository)
  return payload
}
