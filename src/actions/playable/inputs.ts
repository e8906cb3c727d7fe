import { InputError } from '../../errors.js'
import { type InputReader, plainText, workspace } from '../../inputs/inputs.js'
import { buildDirectory, outputFolder } from '../../inputs/build-folders.js'
import { NETWORKS, type Network, findNetwork } from '../../playable/networks.js'
import { parseSize } from '../../playable/sizes.js'
import type { Orientation } from '../../playable/write-package.js'
import { clip, formatBytes } from '../../text.js'

/** The playable action's inputs (playable/action.yml), every one checked before anything is written. */
export interface PlayableInputs {
  /** The unpacked build (absolute). */
  directory: string
  network: Network
  /** `max-size`, in bytes; undefined when not given. */
  maxSize?: number
  /** Absolute; the package is written into it as `<network>.html` or `<network>.zip`. */
  output: string
  compress: boolean | 'auto'
  orientation: Orientation
  storeUrl: string
  /** Re-encode the build until the package is under its limit, rather than refuse it (src/fitting/). */
  fit: boolean
}

export const DEFAULT_OUTPUT = 'playable'
/** Snap puts its tracking link where the page names this (its campaign tool sets the link). */
export const SNAPCHAT_CLICK_URL = '{{ .ClickTrackingUrl }}'

export function readPlayableInputs(get: InputReader, env: NodeJS.ProcessEnv): PlayableInputs {
  const root = workspace(env)
  const networkName = get('network').trim()
  const network = findNetwork(networkName.toLowerCase())
  if (!network)
    throw new InputError(
      `Input 'network' must be one of ${NETWORKS.map(n => n.name).join(', ')}; got '${clip(plainText('network', networkName), 60)}'`,
    )
  const sizeText = get('max-size').trim()
  const maxSize = sizeText ? parseSize(sizeText) : undefined
  if (sizeText && maxSize === undefined)
    throw new InputError(
      `Input 'max-size' must be a size such as 3MB, 800KB or 2500000 (bytes; 1 MB = 1,000,000 bytes); got '${clip(sizeText, 40)}'`,
    )
  return {
    directory: buildDirectory(get('directory').trim(), root),
    network,
    maxSize,
    output: outputFolder(get('output').trim() || DEFAULT_OUTPUT, root),
    compress: choice(get, 'compress', { auto: 'auto', true: true, false: false } as const, 'auto'),
    orientation: choice(
      get,
      'orientation',
      { both: 'both', portrait: 'portrait', landscape: 'landscape' } as const,
      'both',
    ),
    storeUrl: storeUrl(get('store-url').trim(), network),
    fit: choice(get, 'fit', { true: true, false: false } as const, false),
  }
}

/** The bytes the package is held to: `max-size` when given, else the network's; undefined for none. */
export function limitOf(inputs: Pick<PlayableInputs, 'maxSize' | 'network'>): number | undefined {
  return inputs.maxSize ?? inputs.network.limit
}

/** Why `max-size` is looser than the network's own limit, or undefined when it is not: a warning, not a refusal. */
export function looserThanNetwork(inputs: Pick<PlayableInputs, 'maxSize' | 'network'>): string | undefined {
  const { maxSize, network } = inputs
  if (maxSize === undefined || network.limit === undefined || maxSize <= network.limit) return undefined
  return `Input 'max-size' (${formatBytes(maxSize)}) is above ${network.label}'s ${formatBytes(network.limit)} in docs/playable.md's table: the package is held to ${formatBytes(maxSize)}, as asked (a network's newer limit); check it against the network's current specification`
}

function choice<T>(get: InputReader, input: string, values: Record<string, T>, fallback: T): T {
  const text = get(input).trim()
  if (!text) return fallback
  const value = values[text.toLowerCase()]
  if (value === undefined)
    throw new InputError(`Input '${input}' must be one of ${Object.keys(values).join(', ')}; got '${clip(text, 40)}'`)
  return value
}

function storeUrl(value: string, network: Network): string {
  if (!value) return network.name === 'snapchat' ? SNAPCHAT_CLICK_URL : ''
  plainText('store-url', value)
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new InputError(
      `Input 'store-url' must be an absolute https address, e.g. https://apps.apple.com/app/id123456789; got '${clip(value, 200)}'`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new InputError(`Input 'store-url' must use https; got '${clip(url.protocol, 20)}'`)
  if (value.length > 2_000) throw new InputError(`Input 'store-url' must be at most 2,000 characters`)
  return url.href
}
