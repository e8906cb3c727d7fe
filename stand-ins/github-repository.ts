/**
 * GitHub's side of the repository a recipe runs in, as the third-party stand-ins of workflow-runner.ts leave it:
 * pull requests (peter-evans/create-pull-request), the files of branches other than the checked-out one (the
 * gh-pages branch rossjrw/pr-preview-action commits previews to), and pull request comments. One is shared by
 * several runs of a workflow, so that a test sees what a second run found and changed.
 */
export interface PullRequest {
  number: number
  /** The head branch, e.g. playcanvas/editor-edits. */
  branch: string
  base: string
  title: string
  body: string
  /** The branch's changes against the base: path (under the repository) → its new text, or null when deleted. */
  files: Record<string, string | null>
  state: 'open' | 'closed'
  url: string
}

export interface PullRequestComment {
  /** The pull request's number. */
  pr: number
  /** A sticky comment's header (one comment per header and pull request, edited in place), e.g. pr-preview. */
  header: string
  body: string
  /** How many times the comment was written (1: made, and never edited since). */
  writes: number
}

export class StandInRepository {
  readonly pulls: PullRequest[] = []
  /** Branches other than the checked-out one, by name: path → bytes. */
  readonly branches = new Map<string, Map<string, Buffer>>()
  readonly comments: PullRequestComment[] = []
  /**
   * The repository setting "Allow GitHub Actions to create and approve pull requests" (Settings → Actions → General):
   * off, a pull request made with the job's token is refused.
   */
  actionsMayCreatePullRequests = true
  private nextNumber = 101

  constructor(readonly fullName: string) {}

  /** A new pull request's number (issues and pull requests share the sequence; these start at 101). */
  number(): number {
    return this.nextNumber++
  }

  branch(name: string): Map<string, Buffer> {
    let files = this.branches.get(name)
    if (!files) this.branches.set(name, (files = new Map<string, Buffer>()))
    return files
  }

  /** Writes the sticky comment of `header` on pull request `pr`: made once, then edited. */
  stickyComment(pr: number, header: string, body: string): PullRequestComment {
    const found = this.comments.find(c => c.pr === pr && c.header === header)
    if (found) {
      found.body = body
      found.writes++
      return found
    }
    const made = { pr, header, body, writes: 1 }
    this.comments.push(made)
    return made
  }
}
