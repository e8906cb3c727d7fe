import { describe, expect, it } from '@jest/globals'
import { type ProbeState, readProbe } from '../../src/verifying/page-probe.js'

const NOTHING: ProbeState = {
  now: 0,
  engine: undefined,
  app: false,
  device: undefined,
  frame: 0,
  startedAt: undefined,
  preload: undefined,
  webgl: { webgl2: false, webgl1: false, webgpu: undefined },
}

describe('readProbe', () => {
  it('reads what PROBE answers for a running app', () => {
    const answer = {
      now: 1834.5,
      engine: '2.7.4',
      app: true,
      device: 'webgl2',
      frame: 120,
      startedAt: 950.25,
      preload: [12, 12],
      webgl: { webgl2: true, webgl1: true, webgpu: false },
    }
    expect(readProbe(answer)).toEqual({
      now: 1834.5,
      engine: '2.7.4',
      app: true,
      device: 'webgl2',
      frame: 120,
      startedAt: 950.25,
      preload: { loaded: 12, total: 12 },
      webgl: { webgl2: true, webgl1: true, webgpu: false },
    })
  })

  it.each([null, undefined, 'a string', 42, [], [1, 2], true])('reads %p as nothing there', value => {
    expect(readProbe(value)).toEqual(NOTHING)
  })

  it.each(['webgl2', 'webgl1', 'webgpu', 'null'] as const)('keeps the device type %s', device => {
    expect(readProbe({ device }).device).toBe(device)
  })

  it.each(['webgl3', '', 'WEBGL2', 'null '])('reads the unknown device string %p as unknown', device => {
    expect(readProbe({ device }).device).toBe('unknown')
  })

  it('reads a device that is no string as none', () => {
    expect(readProbe({ device: null }).device).toBeUndefined()
    expect(readProbe({ device: 2 }).device).toBeUndefined()
  })

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '120', null, {}])(
    'reads the frame count %p as 0, the clock as 0 and the start as not yet',
    value => {
      const state = readProbe({ now: value, frame: value, startedAt: value })
      expect(state.frame).toBe(0)
      expect(state.now).toBe(0)
      expect(state.startedAt).toBeUndefined()
    },
  )

  it('counts whole frames, at most 1e12', () => {
    expect(readProbe({ frame: 7.9 }).frame).toBe(7)
    expect(readProbe({ frame: 1e300 }).frame).toBe(1e12)
  })

  it('keeps a start at 0 ms', () => {
    expect(readProbe({ startedAt: 0 }).startedAt).toBe(0)
  })

  it('reads the preload counts field by field, and no array as none', () => {
    expect(readProbe({ preload: [3, 10] }).preload).toEqual({ loaded: 3, total: 10 })
    expect(readProbe({ preload: [-3, Number.NaN] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: ['3', null] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: [] }).preload).toEqual({ loaded: 0, total: 0 })
    expect(readProbe({ preload: { loaded: 3, total: 10 } }).preload).toBeUndefined()
    expect(readProbe({ preload: null }).preload).toBeUndefined()
  })

  it('keeps an empty engine version (pc without one), cuts a long one, and reads no string as no engine', () => {
    expect(readProbe({ engine: '' }).engine).toBe('')
    expect(readProbe({ engine: 'v'.repeat(100) }).engine).toHaveLength(40)
    expect(readProbe({ engine: 2 }).engine).toBeUndefined()
    expect(readProbe({ engine: null }).engine).toBeUndefined()
  })

  it('has an app only when the page says true', () => {
    expect(readProbe({ app: true }).app).toBe(true)
    expect(readProbe({ app: 'true' }).app).toBe(false)
    expect(readProbe({ app: 1 }).app).toBe(false)
  })

  it('reads missing or odd WebGL answers as not offered, and WebGPU still asked (null) as undefined', () => {
    expect(readProbe({}).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: 'yes' }).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: [true, true] }).webgl).toEqual({ webgl2: false, webgl1: false, webgpu: undefined })
    expect(readProbe({ webgl: { webgl2: 'true', webgl1: 1, webgpu: null } }).webgl).toEqual({
      webgl2: false,
      webgl1: false,
      webgpu: undefined,
    })
    expect(readProbe({ webgl: { webgl2: false, webgl1: true, webgpu: true } }).webgl).toEqual({
      webgl2: false,
      webgl1: true,
      webgpu: true,
    })
    expect(readProbe({ webgl: { webgpu: false } }).webgl.webgpu).toBe(false)
  })
})
