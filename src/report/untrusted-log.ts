import { randomUUID } from 'node:crypto'

/**
 * Prints text that someone else wrote (a commit message, an API's words) so that no line of it can act as a
 * workflow command: the runner ignores commands between `::stop-commands::<token>` and `::<token>::`, and
 * the token is fresh and unguessable each time.
 */
export function printUntrusted(
  text: string,
  write: (chunk: string) => void = chunk => process.stdout.write(chunk),
): void {
  const token = randomUUID()
  write(`::stop-commands::${token}\n${text}\n::${token}::\n`)
}
