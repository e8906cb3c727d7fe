import { describe, expect, it, jest } from '@jest/globals'
import { printUntrusted } from '../../src/report/untrusted-log.js'

describe('printUntrusted', () => {
  it('wraps the text in a fresh stop-commands window', () => {
    const chunks: string[] = []
    printUntrusted('::error::x', chunk => chunks.push(chunk))
    printUntrusted('::error::x', chunk => chunks.push(chunk))
    const [first, second] = chunks.map(chunk => chunk.split('\n'))
    const token = first?.[0]?.replace('::stop-commands::', '')
    expect(token).toMatch(/^[0-9a-f-]{36}$/)
    expect(first).toEqual([`::stop-commands::${token}`, '::error::x', `::${token}::`, ''])
    expect(second?.[0]).not.toBe(first?.[0])
  })

  it('writes to stdout by default', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      printUntrusted('::error::x')
      expect(String(write.mock.calls[0]?.[0])).toMatch(
        /^::stop-commands::[0-9a-f-]{36}\n::error::x\n::[0-9a-f-]{36}::\n$/,
      )
    } finally {
      write.mockRestore()
    }
  })
})
