/**
 * The ad networks a playable is packed for: the form each takes, the limit it holds a package to, and the call its
 * page makes for the store link. Every row's source and the date it was read are in docs/playable.md, which
 * `npm run lint` holds to this table.
 */
export type Form = 'html' | 'zip'

/** What a network gives the page to open the store: the page's glue maps `playable.openStore()` to it. */
export type Glue = 'mraid' | 'meta' | 'google' | 'tiktok' | 'vungle' | 'none'

export interface Network {
  name: string
  /** How the network names itself, for the log and the summary. */
  label: string
  form: Form
  /** Bytes of the file uploaded (the page, or the zip); undefined where the network sets none. */
  limit?: number
  glue: Glue
  /** The page loads the network's `mraid.js` first and starts the app only once MRAID is ready. */
  mraid: boolean
}

const MB = 1_000_000

export const NETWORKS: readonly Network[] = [
  { name: 'applovin', label: 'AppLovin', form: 'html', limit: 5 * MB, glue: 'mraid', mraid: true },
  { name: 'unity', label: 'Unity Ads', form: 'html', limit: 5 * MB, glue: 'mraid', mraid: true },
  { name: 'ironsource', label: 'ironSource', form: 'html', limit: 5 * MB, glue: 'mraid', mraid: true },
  { name: 'mintegral', label: 'Mintegral', form: 'html', limit: 5 * MB, glue: 'mraid', mraid: true },
  { name: 'moloco', label: 'Moloco', form: 'html', limit: 2 * MB, glue: 'mraid', mraid: true },
  { name: 'facebook', label: 'Meta (Facebook)', form: 'html', limit: 2 * MB, glue: 'meta', mraid: false },
  { name: 'google', label: 'Google Ads', form: 'zip', limit: 5 * MB, glue: 'google', mraid: false },
  { name: 'tiktok', label: 'TikTok (Pangle)', form: 'zip', limit: 5 * MB, glue: 'tiktok', mraid: false },
  { name: 'liftoff', label: 'Liftoff (Vungle)', form: 'zip', limit: 5 * MB, glue: 'vungle', mraid: false },
  { name: 'snapchat', label: 'Snapchat', form: 'zip', limit: 5 * MB, glue: 'mraid', mraid: true },
  { name: 'mraid', label: 'any MRAID network', form: 'html', glue: 'mraid', mraid: true },
  { name: 'html', label: 'a plain page', form: 'html', glue: 'none', mraid: false },
]

export function findNetwork(name: string): Network | undefined {
  return NETWORKS.find(network => network.name === name)
}
