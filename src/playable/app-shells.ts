import type { PageTarget, Source } from './networks.js'

/**
 * The native shells a mobile app's web folder runs in (the mobile-app action): the page is the playable's page, every
 * file of the build answered from inside it, since the shell loads it from the device's own files (`file://` on
 * Cordova's iOS, where a request of another file fails), with nothing served. Cordova adds `cordova.js` to the folder
 * when it builds the app: the page loads it first, and starts the build once it fires `deviceready`. Capacitor's
 * bridge is in the page before it runs: nothing of Cordova's is in its page.
 */
export type ShellName = 'cordova' | 'capacitor'

export interface AppShell extends PageTarget {
  name: ShellName
  /** Where to put the folder, as the shell's docs name it. */
  folder: string
  sources: { folder: Source; start?: Source }
}

const READ = '2026-11-28'
const shellDocs = (title: string, url: string): Source => ({ title, url, read: READ, from: 'network' })

const CORDOVA_EVENTS = shellDocs(
  'Apache Cordova: Events (deviceready)',
  'https://cordova.apache.org/docs/en/latest/cordova/events/events.html',
)
const CORDOVA_CLI = shellDocs(
  'Apache Cordova: Create your first Cordova app (www/, cordova.js)',
  'https://cordova.apache.org/docs/en/latest/guide/cli/index.html',
)
const CAPACITOR_CONFIG = shellDocs('Capacitor: Configuration (webDir)', 'https://capacitorjs.com/docs/config')

export const APP_SHELLS: readonly AppShell[] = [
  {
    name: 'cordova',
    label: 'Cordova',
    folder: 'www/',
    form: 'html',
    measures: 'file',
    start: 'deviceready',
    glue: 'none',
    rules: [{ kind: 'script', src: 'cordova.js', place: 'head', source: CORDOVA_CLI }],
    sources: { folder: CORDOVA_CLI, start: CORDOVA_EVENTS },
  },
  {
    name: 'capacitor',
    label: 'Capacitor',
    folder: 'the webDir of capacitor.config (www/ by default)',
    form: 'html',
    measures: 'file',
    start: 'none',
    glue: 'none',
    rules: [{ kind: 'absent', text: 'cordova.js', source: CAPACITOR_CONFIG }],
    sources: { folder: CAPACITOR_CONFIG },
  },
]

export function findShell(name: string): AppShell | undefined {
  return APP_SHELLS.find(shell => shell.name === name)
}
