import { describe, expect, it } from '@jest/globals'
import { editConfig, loopedSounds, pathOfUrl, preloadedPaths, readBuildAssets } from '../../src/fitting/build-assets.js'

const config = JSON.stringify({
  application_properties: {},
  assets: {
    '10': {
      name: 'Rock Wall.png',
      type: 'texture',
      file: {
        filename: 'Rock Wall.png',
        size: 9,
        hash: 'a',
        url: 'files/assets/10/1/Rock%20Wall.png?t=1',
        variants: { basis: { url: 'files/assets/10/1/Rock%20Wall.basis', size: 3 }, dxt: { nourl: true } },
      },
      data: { mipmaps: true, addressu: 'repeat' },
    },
    '11': {
      name: 'music.wav',
      type: 'audio',
      file: { filename: 'music.wav', size: 5, hash: 'b', url: 'files/assets/11/1/music.wav' },
    },
    '12': { name: 'folder', type: 'folder', file: null },
    '13': { name: 'cdn', type: 'texture', file: { url: 'https://cdn.example/x.png' } },
  },
})

describe('readBuildAssets', () => {
  it("reads each asset's file path unescaped, without its query, and its variants' paths", () => {
    expect(readBuildAssets(config)).toEqual([
      {
        id: '10',
        name: 'Rock Wall.png',
        type: 'texture',
        path: 'files/assets/10/1/Rock Wall.png',
        variants: { basis: 'files/assets/10/1/Rock Wall.basis' },
      },
      { id: '11', name: 'music.wav', type: 'audio', path: 'files/assets/11/1/music.wav', variants: {} },
    ])
  })

  it('reads nothing of a file that is not the engine’s config', () => {
    expect(readBuildAssets('not json')).toEqual([])
    expect(readBuildAssets('[1]')).toEqual([])
    expect(pathOfUrl('//cdn.example/a.png')).toBeUndefined()
    expect(pathOfUrl('./files/a%ZZ.png')).toBe('files/a%ZZ.png')
  })
})

describe('preloadedPaths', () => {
  it('names the files of the assets the engine loads as it starts, and not those marked preload: false', () => {
    const config = JSON.stringify({
      assets: {
        1: { name: 'a.js', type: 'script', preload: true, file: { url: 'files/assets/1/1/a.js' } },
        2: { name: 'ammo.js', type: 'script', preload: false, file: { url: 'files/assets/2/1/ammo.js' } },
        3: { name: 'b.png', type: 'texture', file: { url: 'files/assets/3/1/b%20c.png?t=1' } },
        4: { name: 'material', type: 'material', file: null },
      },
    })
    expect([...preloadedPaths(config)].sort()).toEqual(['files/assets/1/1/a.js', 'files/assets/3/1/b c.png'])
    expect(preloadedPaths('not json').size).toBe(0)
  })
})

describe('editConfig', () => {
  it('says the new size and hash, and the url (escaped) and filename of a renamed file; nothing else changes', () => {
    const edited = JSON.parse(
      editConfig(
        config,
        new Map([
          ['10', { size: 4, hash: 'c' }],
          ['11', { path: 'files/assets/11/1/my music.mp3', size: 2, hash: 'd' }],
          ['99', { size: 1, hash: 'e' }],
        ]),
      ),
    ) as { assets: Record<string, { file: Record<string, unknown>; data?: unknown }> }
    expect(edited.assets['10']?.file).toMatchObject({
      size: 4,
      hash: 'c',
      url: 'files/assets/10/1/Rock%20Wall.png?t=1',
    })
    expect(edited.assets['10']?.data).toEqual({ mipmaps: true, addressu: 'repeat' })
    expect(edited.assets['11']?.file).toEqual({
      filename: 'my music.mp3',
      size: 2,
      hash: 'd',
      url: 'files/assets/11/1/my%20music.mp3',
    })
  })
})

describe('loopedSounds', () => {
  it('finds the audio a sound slot or an audiosource plays in a loop, and no other', () => {
    const scene = JSON.stringify({
      entities: {
        a: { components: { sound: { slots: { 1: { asset: 11, loop: true }, 2: { asset: 12, loop: false } } } } },
        b: { components: { audiosource: { assets: [13, 'x', null], loop: true } } },
        c: { components: { audiosource: { assets: [14], loop: false } } },
      },
    })
    expect([...loopedSounds(scene)].sort()).toEqual(['11', '13', 'x'])
    expect(loopedSounds('{')).toEqual(new Set())
  })
})
