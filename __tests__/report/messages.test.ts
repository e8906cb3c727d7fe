import { describe, expect, it } from '@jest/globals'
import {
  ApiError,
  BranchExistsError,
  BranchNotFoundError,
  CancelledError,
  DeliveryError,
  DownloadError,
  ForeignJobError,
  JobFailedError,
  LinkGoneError,
  MAX_FAILURE_TEXT,
  MachineError,
  PollingError,
  StepTimeoutError,
  TransportError,
  UnknownBranchCreateError,
  UnknownCreateError,
  UnpackError,
} from '../../src/errors.js'
import { failureMessage, hintFor, jobLeftBehind, machineHint, transportHint } from '../../src/report/messages.js'

/** A failure while waiting for job `jobId`, as waitForJob throws it. */
const polling = (jobId: number, cause: unknown, lastStatus?: string): PollingError =>
  new PollingError(jobId, lastStatus, cause)

describe('failureMessage', () => {
  it('names the job on a timeout or a cancel, and says the checkpoint may still come', () => {
    expect(failureMessage(polling(12, new StepTimeoutError(600)))).toBe(
      'Timed out after 600 s (the timeout input) while waiting for job 12. The checkpoint may still be created on the server by job 12. Raise the timeout input if jobs take this long.',
    )
    expect(failureMessage(polling(12, new CancelledError('SIGINT')))).toMatch(
      /^Cancelled by SIGINT while waiting for job 12\./,
    )
    expect(failureMessage(new StepTimeoutError(5))).toMatch(
      /while creating the checkpoint\. A job may still have started/,
    )
  })

  it('says which request an API error came from', () => {
    expect(failureMessage(new ApiError(404, 'Project not found'))).toBe(
      'Creating the checkpoint failed: 404 Project not found — check project-id and branch-id (the branch must belong to the project)',
    )
    expect(failureMessage(polling(3, new TransportError('GET x: connection reset', true)))).toBe(
      'Polling job 3 failed: GET x: connection reset',
    )
  })

  it('says a poll answered 404 lost the job, not that project-id or branch-id are wrong', () => {
    const message = failureMessage(polling(3, new ApiError(404, 'Job not found')))
    expect(message).toBe(
      'Polling job 3 failed: 404 Job not found — the service no longer knows the job it started; look for the checkpoint in the project before running the step again',
    )
    expect(message).not.toMatch(/project-id|branch-id/)
    expect(jobLeftBehind(polling(3, new ApiError(404, 'x')))).toEqual({ id: 3, failed: false })
    expect(jobLeftBehind(new JobFailedError(3, []))).toEqual({ id: 3, failed: true })
    expect(jobLeftBehind(new ApiError(404, 'x'))).toBeUndefined()
  })

  it('hints what to do about a transport failure, by its code', () => {
    expect(failureMessage(new TransportError('POST x: host not found', true, 'ENOTFOUND'))).toBe(
      'Creating the checkpoint failed: POST x: host not found — check base-url',
    )
    expect(transportHint('SELF_SIGNED_CERT_IN_CHAIN')).toMatch(/NODE_EXTRA_CA_CERTS/)
    expect(transportHint('ECONNRESET')).toBe('')
  })

  it("lists a failed job's messages, bounded", () => {
    expect(failureMessage(new JobFailedError(9, ['a', 'b']))).toBe('Job 9 failed: a; b')
    expect(failureMessage(new JobFailedError(9, []))).toBe('Job 9 failed without a message')
    const long = failureMessage(
      new JobFailedError(
        9,
        Array.from({ length: 50 }, () => 'm'.repeat(500)),
      ),
    )
    expect(long.length).toBeLessThanOrEqual('Job 9 failed: '.length + MAX_FAILURE_TEXT)
    expect(long.endsWith('…')).toBe(true)
  })

  it("names a timed-out job's last status", () => {
    expect(failureMessage(polling(4, new StepTimeoutError(5), 'queued'))).toMatch(
      /^Timed out after 5 s \(the timeout input\) while waiting for job 4 \(last status: "queued"\)\./,
    )
    // A job whose status could not be read has none to name.
    expect(failureMessage(polling(4, new StepTimeoutError(5)))).toMatch(/while waiting for job 4\. The checkpoint/)
    expect(failureMessage(polling(4, new StepTimeoutError(5)), '503 Busy')).toMatch(/Last problem, retried: 503 Busy\./)
  })

  it('says a create of unknown outcome may have made a checkpoint, and was not sent again', () => {
    expect(failureMessage(new UnknownCreateError('POST x: 201 with an empty body'))).toBe(
      'POST x: 201 with an empty body. A checkpoint may have been created; the request is not sent again, so that no more duplicates are made. Look for it in the project before running the step again.',
    )
  })

  it.each([
    [400, 'check project-id, branch-id and description'],
    [401, 'check access-token (is the secret set, and the token not revoked?)'],
    [403, "the token's account may not create checkpoints in this project: check project-id and the token's access"],
    [404, 'check project-id and branch-id (the branch must belong to the project)'],
    [429, "the token's per-minute rate limit is used up; it is shared by every workflow and tool using the token"],
    [500, 'the service failed; try again later'],
    [503, 'the service failed; try again later'],
    [307, "set base-url to the API's own address (redirects are not followed, so the token goes nowhere else)"],
    [418, ''],
  ])('hints what to do about a %d', (status, hint) => {
    expect(hintFor(status)).toBe(hint)
    const message = failureMessage(new ApiError(status, 'x'))
    expect(message).toBe(`Creating the checkpoint failed: ${status} x${hint ? ` — ${hint}` : ''}`)
  })
})

describe('failureMessage, for create-branch', () => {
  it('names an existing branch and its id, and how to take it', () => {
    expect(failureMessage(new BranchExistsError(1234, 'rollback-1', 'b-9'), undefined, 'create-branch')).toBe(
      'A branch named "rollback-1" already exists in project 1234 (id b-9): nothing was created. Set if-exists: use to take it as the step\'s branch, or choose another name.',
    )
  })

  it("shows the API's words for a refused branch, with a hint about the checkpoint", () => {
    const refused = new ApiError(400, 'Checkpoint does not belong to the source branch')
    expect(failureMessage(refused, undefined, 'create-branch')).toBe(
      'Creating the branch failed: 400 Checkpoint does not belong to the source branch — the service refused the branch: checkpoint-id must be a checkpoint of the source branch, and the name 1 to 1,000 characters',
    )
  })

  it('says an unknown outcome was not sent again, and a timeout that the branch may exist', () => {
    expect(failureMessage(new UnknownBranchCreateError('x'), undefined, 'create-branch')).toMatch(
      /^x\. The branch may exist: the request is not sent again, so that no second branch is made\./,
    )
    expect(failureMessage(new StepTimeoutError(60), '503 Busy', 'create-branch')).toBe(
      'Timed out after 60 s (the timeout input) while creating the branch. It may have been made: run the step again with if-exists: use to take it. Last problem, retried: 503 Busy.',
    )
  })

  it('points an unknown source branch at source-branch-id', () => {
    const unknown = new BranchNotFoundError(1234, 'mian', 'unknown', ['main'], 1)
    expect(failureMessage(unknown, undefined, 'create-branch')).toMatch(/give its id as source-branch-id\.$/)
  })
})

describe('failureMessage of a build or an archive', () => {
  it('says the job succeeded when its zip could not be fetched or unpacked, and what to do', () => {
    const gone = new DeliveryError(7, new LinkGoneError(403, 'files.example/builds/7.zip'))
    expect(failureMessage(gone, undefined, 'build')).toBe(
      'The build (job 7) succeeded, but downloading its zip failed: files.example/builds/7.zip answered 403: the download link has expired or the file is gone. Run the step again for a new link (the link is not printed: it is a credential).',
    )
    const refused = new DeliveryError(
      7,
      new UnpackError('The zip\'s entry "../x.js" is refused: its name holds a .. segment'),
    )
    expect(failureMessage(refused, undefined, 'build')).toMatch(
      /^The build \(job 7\) succeeded, but unpacking its zip failed: .*\. Nothing was written to directory\.$/,
    )
    const large = new DeliveryError(8, new DownloadError('x sent more than the limit of 1.0 kB: raise max-size'))
    expect(failureMessage(large, undefined, 'archive')).toBe(
      'The archive (job 8) succeeded, but downloading its zip failed: x sent more than the limit of 1.0 kB: raise max-size.',
    )
    expect(jobLeftBehind(gone)).toEqual({ id: 7, failed: false })
  })

  it("says the runner's machine failed, what to do, that the job succeeded, and that nothing was left half-made", () => {
    const full = new MachineError(
      'ENOSPC',
      'downloading',
      'the disk of RUNNER_TEMP (/t) is full: 8.0 MB were written of 20.0 MB',
    )
    expect(failureMessage(new DeliveryError(7, full), 'GET x: 502', 'build')).toBe(
      "The build (job 7) succeeded, but downloading its zip failed: the disk of RUNNER_TEMP (/t) is full: 8.0 MB were written of 20.0 MB; free space or raise the runner's disk. No partial zip was kept.",
    )
    const unpacking = new MachineError('EROFS', 'unpacking', 'directory (/w/app) is on a read-only file system')
    expect(failureMessage(new DeliveryError(7, unpacking), undefined, 'build')).toBe(
      "The build (job 7) succeeded, but unpacking its zip failed: directory (/w/app) is on a read-only file system; make the folder writable by the runner's user, or choose another. Nothing was written to directory.",
    )
    const saving = new MachineError('EDQUOT', 'saving', 'the disk quota of file (/w) is used up')
    expect(failureMessage(new DeliveryError(8, saving), undefined, 'archive')).toMatch(
      /^The archive \(job 8\) succeeded, but saving its zip failed: .*; free space or raise the quota\. The zip was not saved, and file is as it was\.$/,
    )
    expect(machineHint('EMFILE')).toMatch(/ulimit -n/)
    expect(machineHint('ENAMETOOLONG')).toBe('choose a shorter path')
  })

  it('names the job on a timeout, and says this step will not download it', () => {
    expect(failureMessage(polling(9, new StepTimeoutError(60)), 'GET x: 502', 'build')).toBe(
      'Timed out after 60 s (the timeout input) while waiting for build job 9. It may still finish on the server, but this step will not download it. Last problem, retried: GET x: 502. Raise the timeout input if it takes this long.',
    )
    expect(failureMessage(new CancelledError('SIGTERM'), undefined, 'archive')).toBe(
      'Cancelled by SIGTERM while starting the archive. A job may still have started on the server.',
    )
  })

  it('says which request failed, with the hint for the route', () => {
    expect(failureMessage(new ApiError(404, 'Scene not found'), undefined, 'build')).toBe(
      'Starting the build failed: 404 Scene not found — check project-id, the branch and scenes (the scenes must be of the branch)',
    )
    expect(failureMessage(new ApiError(403, 'Forbidden'), undefined, 'archive')).toMatch(/may not export this project/)
    expect(failureMessage(polling(4, new ApiError(404, 'Job not found')), undefined, 'archive')).toBe(
      'Polling archive job 4 failed: 404 Job not found — the service no longer knows the archive job it started; run the step again',
    )
    expect(failureMessage(new UnknownCreateError('lost'), undefined, 'build')).toMatch(
      /^lost\. A build job may have been started/,
    )
    expect(
      failureMessage(polling(5, new ForeignJobError(5, 'names another project (9) than 1')), undefined, 'build'),
    ).toBe("The API's job 5 names another project (9) than 1: it is not this step's job. Nothing was downloaded.")
  })

  it.each(['engine_version is required', 'Engine version must be given', 'invalid engine-version'])(
    'names input engine-version and its form when the service refuses a build for want of one (%s)',
    text => {
      expect(failureMessage(new ApiError(400, text), undefined, 'build')).toBe(
        `Starting the build failed: 400 ${text} — the service refused the build for want of an engine version it can build on: set input 'engine-version' to an exact version such as 2.23.3 (the project's is in the Editor's Settings → Engine; find-deploy's engine-version output is the engine of the deploy on record). Nothing was built, and the request was not sent again`,
      )
    },
  )

  it("keeps the engine's hint to a build's create: another 400, an archive's or a poll's are told as before", () => {
    expect(failureMessage(new ApiError(400, 'name is required'), undefined, 'build')).toMatch(/— check project-id/)
    expect(failureMessage(new ApiError(400, 'engine_version is required'), undefined, 'archive')).not.toMatch(
      /engine-version/,
    )
    expect(failureMessage(polling(3, new ApiError(400, 'engine_version is required')), undefined, 'build')).not.toMatch(
      /input engine-version/,
    )
    expect(failureMessage(new ApiError(422, 'engine_version is required'), undefined, 'build')).not.toMatch(
      /engine-version/,
    )
  })
})
