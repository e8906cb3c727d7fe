import { describe, expect, it } from '@jest/globals'
import { MachineError } from '../../src/errors.js'
import { LOCAL_CODES, asMachineError, localFault, localFaultText, noRoomText } from '../../src/disk/local-faults.js'

/** An error as node's fs makes one. */
const errno = (code: string, path?: string): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: failed, write`), { code, ...(path ? { path } : {}) })

const TEMP = { name: 'RUNNER_TEMP', path: '/home/runner/work/_temp' }

describe('localFault', () => {
  it.each([...LOCAL_CODES])('takes %s for a failure of the runner’s machine', code => {
    expect(localFault(errno(code))).toBe(code)
  })

  it.each(['ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNREFUSED', 'ENOTFOUND', 'EEXIST', 'ENOENT', undefined])(
    'leaves %s to the network or the caller',
    code => {
      expect(localFault(code === undefined ? new Error('x') : errno(code))).toBeUndefined()
    },
  )

  it('reads nothing into values that are not errors', () => {
    for (const value of [null, undefined, 'ENOSPC', 28, { code: 28 }]) expect(localFault(value)).toBeUndefined()
  })
})

describe('localFaultText', () => {
  it('says the disk is full, where, and how far the write got', () => {
    expect(localFaultText('ENOSPC', TEMP, { bytes: 8_000_000, of: 20_000_000 })).toBe(
      'the disk of RUNNER_TEMP (/home/runner/work/_temp) is full: 8.0 MB were written of 20.0 MB',
    )
    expect(localFaultText('ENOSPC', TEMP, { bytes: 8_400_000 })).toBe(
      'the disk of RUNNER_TEMP (/home/runner/work/_temp) is full: 8.4 MB were written',
    )
    expect(localFaultText('EDQUOT', TEMP, { bytes: 0, of: 5 })).toMatch(/disk quota of RUNNER_TEMP .* is used up: 0 B/)
  })

  it('names the path that was refused', () => {
    const place = { name: 'directory', path: '/w/app' }
    expect(localFaultText('EACCES', place, undefined, '/w/app/x')).toBe(
      "directory (/w/app/x) may not be written by the runner's user (EACCES)",
    )
    expect(localFaultText('EROFS', place)).toBe('directory (/w/app) is on a read-only file system')
    expect(localFaultText('EMFILE', place)).toBe('too many files are open (EMFILE) to write to directory (/w/app)')
    expect(localFaultText('ENAMETOOLONG', place, undefined, `/w/app/${'a'.repeat(400)}`)).toMatch(
      /^a path under directory is too long for its file system: \/w\/app\/a+…$/,
    )
  })

  it('names both figures when there is no room to start', () => {
    expect(noRoomText(TEMP, 8_388_608, 'the zip is 20.0 MB (its Content-Length)')).toBe(
      'the disk of RUNNER_TEMP (/home/runner/work/_temp) has 8.4 MB free, and the zip is 20.0 MB (its Content-Length)',
    )
  })
})

describe('asMachineError', () => {
  it('makes a failure of the machine final, with the facts, and leaves any other as it came', () => {
    const full = asMachineError(errno('ENOSPC', '/tmp/a.zip'), 'downloading', TEMP, { bytes: 1_000, of: 2_000 })
    expect(full).toBeInstanceOf(MachineError)
    expect(full).toMatchObject({ code: 'ENOSPC', during: 'downloading' })
    expect((full as Error).message).toBe(
      'the disk of RUNNER_TEMP (/home/runner/work/_temp) is full: 1.0 kB were written of 2.0 kB',
    )
    expect((asMachineError(errno('EACCES', '/tmp/a.zip'), 'downloading', TEMP) as Error).message).toBe(
      "RUNNER_TEMP (/tmp/a.zip) may not be written by the runner's user (EACCES)",
    )
    const reset = errno('ECONNRESET')
    expect(asMachineError(reset, 'downloading', TEMP)).toBe(reset)
    expect(asMachineError(full, 'unpacking', TEMP)).toBe(full)
  })
})
