import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { ZipEntry } from './zip-writer.js'

/**
 * The service's export of a project: the entries of the zip `POST /api/projects/{id}/export`'s job links to, laid
 * out as the real exports the Editor's own test suites keep as fixtures (playcanvas/editor's `texture-blank.zip` and
 * `migrations.zip`, and a First Person Shooter project's export). Pure: the project in, zip entries out.
 *
 * The layout, as those exports have it:
 * - `archive.json` `{project_id, created, version}`; `devlog.json` `{}`.
 * - `project.json` `{id, created, modified, description, name, private, private_source_assets, repositories, settings}`.
 * - `scenes.json` keyed by scene id (a string), each `{project_id, name, created, settings, scene (the id, a number),
 *   entities (keyed by resource_id), checkpoint_id, branch_id, _type, _v, _m, _o, id (a string)}`.
 * - `assets.json` keyed by asset id (a string): `path` the ids of the folders it is in from the root (numbers),
 *   `file` `{filename, size, hash (MD5 hex of the bytes), variants}` or null; a folder has `file`, `data`, `meta` null.
 * - `files/assets/<id>/<revision>/<filename>`, and for a texture `thumbnails/assets/<id>/<revision>/{xlarge,large,
 *   small,medium}.jpg`.
 * - `hashes.json`: every other entry's name and a hash, in the order they were written. The real exports' values are
 *   not the MD5 of the entries' bytes (nor of their deflated bytes); what they hash is unknown, so the stand-in writes
 *   the MD5 of the bytes.
 *
 * What the service rewrites on every export, edited or not (the bookkeeping), varies here on every export too: the
 * times, `_v`, `_o`, `checkpoint_id`, each asset's `revision` (and so its files' paths), `immutable_backup`,
 * `same_as_backup`, and the key order of every JSON object (reversed at every depth on every second export). Nothing
 * is random: the "random" hex is an MD5 of the export's number and what it is for, and the clock starts at a fixed
 * time, so an export is the same bytes every run.
 */

export interface ExportEntity {
  name: string
  parent: string | null
  children: string[]
  position: number[]
  rotation: number[]
  scale: number[]
  enabled: boolean
  tags: string[]
  components: Record<string, unknown>
}

export interface ExportScene {
  id: number
  name: string
  settings: Record<string, unknown>
  /** Keyed by resource_id. */
  entities: Record<string, ExportEntity>
}

export interface ExportAsset {
  id: number
  name: string
  type: string
  /** The id of the folder asset it is in, null at the root. */
  folder: number | null
  data: unknown
  /** Default null. */
  meta?: unknown
  /** Default none. */
  tags?: string[]
  /** Default true (false for a folder). */
  preload?: boolean
  file?: { filename: string; bytes: Buffer }
}

export interface ExportProject {
  id: number
  name: string
  description: string
  settings: Record<string, unknown>
  scenes: ExportScene[]
  assets: ExportAsset[]
  /** archive.json's version; default 3. */
  version?: number
}

/** When the first export is made, less a minute: export k is made k minutes after it. */
const CLOCK_BASE = Date.UTC(2026, 10, 1)
const MINUTE = 60_000
/** When the project, its scenes and its assets were made (never changes). */
const PROJECT_CREATED = Date.UTC(2026, 9, 1, 9, 30, 12, 345)
const SHAREJS = 'http://sharejs.org/types/JSONv0'
const USER_ID = 1569

/** The four sizes of an asset's thumbnail, in the order the exports write them. */
export const THUMBNAIL_SIZES = ['xlarge', 'large', 'small', 'medium'] as const
const THUMBNAIL_BYTES: Record<(typeof THUMBNAIL_SIZES)[number], number> = {
  xlarge: 480,
  large: 240,
  small: 60,
  medium: 120,
}

const md5 = (bytes: Buffer | string): string => createHash('md5').update(bytes).digest('hex')
const iso = (ms: number): string => new Date(ms).toISOString()

/** 32 hex digits made up for `what` in export `k`: the same every run. */
const hexFor = (k: number, what: string): string => md5(`${k}\0${what}`)

/** A version-4 uuid spelt from 32 hex digits. */
function uuidOf(hex: string): string {
  const variant = ((parseInt(hex.charAt(16), 16) & 3) | 8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A MongoDB ObjectId (`_o`): 4 bytes of seconds, then 8 made up. */
const objectIdOf = (ms: number, hex: string): string =>
  Math.floor(ms / 1000)
    .toString(16)
    .padStart(8, '0') + hex.slice(0, 16)

/**
 * JSON as JSON.stringify writes it (no indentation), each object's keys in their own order, or reversed at every
 * depth. (A plain object cannot hold keys such as "12" out of ascending order, so the reversing is done in writing.)
 */
export function writeJson(value: unknown, reversed = false): string {
  if (Array.isArray(value)) {
    return `[${value.map(item => (item === undefined || typeof item === 'function' ? 'null' : writeJson(item, reversed))).join(',')}]`
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function')
    if (reversed) entries.reverse()
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${writeJson(item, reversed)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The folder ids from the root down to `folder` (what `path` holds). */
function pathOf(folder: number | null, assets: readonly ExportAsset[]): number[] {
  const byId = new Map(assets.map(asset => [asset.id, asset]))
  const path: number[] = []
  const seen = new Set<number>()
  for (let id = folder; id !== null && !seen.has(id); id = byId.get(id)?.folder ?? null) {
    seen.add(id)
    path.unshift(id)
  }
  return path
}

/** A thumbnail's bytes: a JPEG's markers around filler made from the image it shows; the same for the same image. */
function thumbnail(size: (typeof THUMBNAIL_SIZES)[number], image: Buffer): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])
  const fill: Buffer[] = []
  for (let i = 0; fill.length * 16 < THUMBNAIL_BYTES[size]; i++) {
    fill.push(createHash('md5').update(`${size}\0${i}\0`).update(image).digest())
  }
  return Buffer.concat([head, Buffer.concat(fill).subarray(0, THUMBNAIL_BYTES[size]), Buffer.from([0xff, 0xd9])])
}

/** Each export of one project: `next()` once per export job. */
export class ProjectExports {
  /** How many exports were made. */
  count = 0

  /** The content is `project` as it is at each `next()`: the caller may edit it between exports. */
  constructor(readonly project: ExportProject) {}

  /** The next export's zip entries: the project as it is now, with fresh bookkeeping. */
  next(): ZipEntry[] {
    const k = ++this.count
    return exportEntries(this.project, k)
  }
}

/** Export `k` (1, 2, …) of `project`. */
function exportEntries(project: ExportProject, k: number): ZipEntry[] {
  const now = CLOCK_BASE + k * MINUTE
  const reversed = k % 2 === 0
  const json = (value: unknown): string => writeJson(value, reversed)
  const checkpointId = uuidOf(hexFor(k, `checkpoint ${project.id}`))
  const branchId = uuidOf(md5(`branch ${project.id}`))
  const revision = k
  const entries: ZipEntry[] = []

  entries.push({
    name: 'archive.json',
    data: json({ project_id: project.id, created: iso(now), version: project.version ?? 3 }),
  })
  entries.push({
    name: 'project.json',
    data: json({
      id: project.id,
      created: iso(PROJECT_CREATED),
      modified: iso(now - 7_000),
      description: project.description,
      name: project.name,
      private: false,
      private_source_assets: false,
      repositories: {
        current: 'directory',
        directory: {
          // Made up: the fixtures' state is only {status: 'ready'}, which would not vary.
          state: { status: 'ready', checked: iso(now - 5_000) },
          modified: iso(now - 6_000),
          created: iso(now - 6_000),
        },
      },
      settings: project.settings,
    }),
  })

  const scenes: Record<string, unknown> = {}
  project.scenes.forEach((scene, index) => {
    const created = PROJECT_CREATED + (index + 1) * 1_000
    scenes[String(scene.id)] = {
      project_id: project.id,
      name: scene.name,
      created: iso(created),
      settings: scene.settings,
      scene: scene.id,
      entities: Object.fromEntries(
        Object.entries(scene.entities).map(([resourceId, entity]) => [
          resourceId,
          {
            name: entity.name,
            tags: entity.tags,
            enabled: entity.enabled,
            resource_id: resourceId,
            parent: entity.parent,
            children: entity.children,
            position: entity.position,
            rotation: entity.rotation,
            scale: entity.scale,
            components: entity.components,
          },
        ]),
      ),
      checkpoint_id: checkpointId,
      branch_id: branchId,
      _type: SHAREJS,
      _v: k,
      _m: { ctime: created + 0.729, mtime: now - 3_000 },
      _o: objectIdOf(now - 3_000, hexFor(k, `scene ${scene.id}`)),
      id: String(scene.id),
    }
  })
  entries.push({ name: 'scenes.json', data: json(scenes) })
  entries.push({ name: 'devlog.json', data: json({}) })

  const thumbnails: ZipEntry[] = []
  const files: ZipEntry[] = []
  const assets: Record<string, unknown> = {}
  for (const asset of project.assets) {
    const folder = asset.type === 'folder'
    const file = asset.file
    const texture = asset.type === 'texture' && file !== undefined
    if (file) files.push({ name: `files/assets/${asset.id}/${revision}/${file.filename}`, data: file.bytes })
    if (texture) {
      for (const size of THUMBNAIL_SIZES) {
        thumbnails.push({
          name: `thumbnails/assets/${asset.id}/${revision}/${size}.jpg`,
          data: thumbnail(size, file.bytes),
        })
      }
    }
    const hex = hexFor(k, `asset ${asset.id}`)
    assets[String(asset.id)] = {
      scope: { type: 'project', id: project.id },
      user_id: USER_ID,
      source_asset_id: null,
      source: false,
      tags: asset.tags ?? [],
      name: asset.name,
      revision,
      preload: asset.preload ?? !folder,
      exclude: false,
      meta: folder ? null : (asset.meta ?? null),
      data: folder ? null : asset.data,
      type: asset.type,
      file: file ? { filename: file.filename, size: file.bytes.length, hash: md5(file.bytes), variants: {} } : null,
      path: pathOf(asset.folder, project.assets),
      task: null,
      i18n: {},
      ...(texture ? { has_thumbnail: true } : {}),
      branch_id: branchId,
      immutable_backup: uuidOf(hexFor(k, `backup ${asset.id}`)),
      same_as_backup: k % 2,
      checkpoint_id: checkpointId,
      _type: SHAREJS,
      _v: k,
      _m: { ctime: PROJECT_CREATED + 60_000, mtime: now - 2_000 },
      _o: objectIdOf(now - 2_000, hex),
      id: String(asset.id),
    }
  }
  entries.push(...thumbnails, ...files, { name: 'assets.json', data: json(assets) })

  const hashes = Object.fromEntries(
    entries.map(entry => [entry.name as string, md5(Buffer.isBuffer(entry.data) ? entry.data : (entry.data ?? ''))]),
  )
  entries.push({ name: 'hashes.json', data: json(hashes) })
  return entries
}

/** A small PNG (a real one, stored uncompressed so that it is a few hundred bytes): a brick pattern. */
function brickPng(width = 12, height = 12): Buffer {
  const chunk = (type: string, body: Buffer): Buffer => {
    const head = Buffer.alloc(4)
    head.writeUInt32BE(body.length)
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), body])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(typed))
    return Buffer.concat([head, typed, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, deflate, no filter, not interlaced
  const rows: number[] = []
  for (let y = 0; y < height; y++) {
    rows.push(0)
    for (let x = 0; x < width; x++) {
      const mortar = y % 4 === 3 || (x + (Math.floor(y / 4) % 2) * 3) % 6 === 5
      rows.push(...(mortar ? [200, 196, 188] : [150 + ((x * 7 + y * 3) % 20), 60, 40]))
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** Every texture map's fields in a material's data, as the Editor writes them. */
function mapFields(map: string, channel: string, value: number | null = null): Record<string, unknown> {
  return {
    [`${map}Map`]: value,
    [`${map}MapChannel`]: channel,
    [`${map}MapUv`]: 0,
    [`${map}MapTiling`]: [1, 1],
    [`${map}MapOffset`]: [0, 0],
    [`${map}MapRotation`]: 0,
  }
}

/** A material's data as the fixtures' materials have it, with `fields` over the defaults. */
export function materialData(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shader: 'blinn',
    blendType: 3,
    cull: 1,
    useLighting: true,
    twoSidedLighting: false,
    useMetalness: true,
    useMetalnessSpecularColor: false,
    depthWrite: true,
    emissiveTint: false,
    glossInvert: false,
    diffuseTint: false,
    specularTint: false,
    metalness: 0,
    shininess: 25,
    opacity: 1,
    bumpMapFactor: 1,
    reflectivity: 1,
    alphaTest: 0,
    emissiveIntensity: 1,
    ambient: [1, 1, 1],
    diffuse: [1, 1, 1],
    emissive: [0, 0, 0],
    specular: [0.23, 0.23, 0.23],
    ambientTint: false,
    ...mapFields('ao', 'r'),
    ...mapFields('diffuse', 'rgb'),
    ...mapFields('specular', 'rgb'),
    specularAntialias: true,
    occludeSpecular: 1,
    enableGGXSpecular: false,
    anisotropy: 0,
    ...mapFields('metalness', 'r'),
    conserveEnergy: true,
    ...mapFields('gloss', 'r'),
    fresnelModel: 2,
    ...mapFields('emissive', 'rgb'),
    normalMap: null,
    normalMapUv: 0,
    normalMapTiling: [1, 1],
    normalMapOffset: [0, 0],
    normalMapRotation: 0,
    ...mapFields('height', 'r'),
    heightMapFactor: 1,
    alphaToCoverage: false,
    alphaFade: 1,
    ...mapFields('opacity', 'r'),
    opacityFadesSpecular: true,
    opacityDither: 'none',
    opacityShadowDither: 'none',
    sphereMap: null,
    cubeMap: null,
    cubeMapProjection: 0,
    cubeMapProjectionBox: { center: [0, 0, 0], halfExtents: [0.5, 0.5, 0.5] },
    ...mapFields('light', 'rgb'),
    depthTest: true,
    useFog: true,
    useSkybox: true,
    useGammaTonemap: true,
    ...fields,
  }
}

/** A new project's settings, as texture-blank's project.json has them. */
function projectSettings(): Record<string, unknown> {
  return {
    i18nAssets: [],
    useTouch: true,
    layerOrder: [
      { layer: 0, enabled: true, transparent: false },
      { layer: 1, enabled: true, transparent: false },
      { layer: 2, enabled: true, transparent: false },
      { layer: 0, enabled: true, transparent: true },
      { layer: 3, enabled: true, transparent: false },
      { layer: 3, enabled: true, transparent: true },
      { layer: 4, enabled: true, transparent: true },
    ],
    externalScripts: [],
    height: 720,
    vr: false,
    useModelV2: false,
    antiAlias: true,
    layers: {
      0: { transparentSortMode: 3, opaqueSortMode: 2, name: 'World' },
      1: { transparentSortMode: 3, opaqueSortMode: 2, name: 'Depth' },
      2: { transparentSortMode: 3, opaqueSortMode: 0, name: 'Skybox' },
      3: { transparentSortMode: 3, opaqueSortMode: 0, name: 'Immediate' },
      4: { transparentSortMode: 1, opaqueSortMode: 1, name: 'UI' },
    },
    width: 1280,
    useDevicePixelRatio: true,
    useKeyboard: true,
    maxAssetRetries: 5,
    powerPreference: 'high-performance',
    batchGroups: {},
    preserveDrawingBuffer: false,
    useLegacyScripts: false,
    enableSharedArrayBuffer: false,
    fillMode: 'FILL_WINDOW',
    scripts: [] as number[],
    useMouse: true,
    use3dPhysics: false,
    transparentCanvas: false,
    resolutionMode: 'AUTO',
    loadingScreenScript: null,
    useGamepads: false,
    engineV2: true,
    importMap: null,
  }
}

/** A new scene's settings, as texture-blank's scene has them. */
function sceneSettings(): Record<string, unknown> {
  return {
    physics: { gravity: [0, -9.8, 0] },
    render: {
      lightmapFilterRange: 10,
      fog_end: 1000,
      lightmapFilterEnabled: false,
      ambientBake: false,
      tonemapping: 4,
      lightingAreaLightsEnabled: false,
      lightingShadowType: 0,
      ambientBakeOcclusionContrast: 0,
      skybox: null,
      lightingCookieAtlasResolution: 2048,
      fog_density: 0.01,
      lightmapFilterSmoothness: 0.2,
      gamma_correction: 1,
      exposure: 1,
      lightingShadowsEnabled: true,
      fog_start: 1,
      skyboxIntensity: 1,
      global_ambient: [0.2, 0.2, 0.2],
      ambientBakeNumSamples: 1,
      fog_color: [0, 0, 0],
      lightingCells: [10, 3, 10],
      lightmapMode: 1,
      lightingCookiesEnabled: false,
      clusteredLightingEnabled: true,
      ambientBakeSpherePart: 0.4,
      fog: 'none',
      ambientBakeOcclusionBrightness: 0,
      lightmapMaxResolution: 2048,
      lightingMaxLightsPerCell: 255,
      lightingShadowAtlasResolution: 2048,
      skyboxMip: 0,
      lightmapSizeMultiplier: 16,
      skyboxRotation: [0, 0, 0],
      skyType: 'infinite',
      skyMeshPosition: [0, 0, 0],
      skyMeshRotation: [0, 0, 0],
      skyMeshScale: [100, 100, 100],
      skyCenter: [0, 0.1, 0],
      skyDepthWrite: false,
    },
  }
}

function entity(fields: Partial<ExportEntity> & Pick<ExportEntity, 'name' | 'parent'>): ExportEntity {
  return {
    children: [],
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: [1, 1, 1],
    enabled: true,
    tags: [],
    components: {},
    ...fields,
  }
}

const CAMERA = {
  enabled: true,
  clearColorBuffer: true,
  clearColor: [0.118, 0.118, 0.118, 1],
  clearDepthBuffer: true,
  renderSceneDepthMap: false,
  renderSceneColorMap: false,
  projection: 0,
  fov: 45,
  frustumCulling: true,
  orthoHeight: 4,
  nearClip: 0.1,
  farClip: 1000,
  priority: 0,
  rect: [0, 0, 1, 1],
  layers: [0, 1, 2, 3, 4],
}

const LIGHT = {
  enabled: true,
  type: 'directional',
  bake: false,
  bakeArea: 0,
  bakeNumSamples: 1,
  bakeDir: true,
  affectDynamic: true,
  affectLightmapped: false,
  affectSpecularity: true,
  color: [1, 1, 1],
  intensity: 1,
  castShadows: true,
  shadowUpdateMode: 2,
  shadowType: 0,
  vsmBlurMode: 1,
  vsmBlurSize: 11,
  vsmBias: 0.01,
  shadowDistance: 16,
  shadowIntensity: 1,
  shadowResolution: 1024,
  numCascades: 1,
  cascadeDistribution: 0.5,
  shadowBias: 0.2,
  normalOffsetBias: 0.05,
  range: 8,
  falloffMode: 0,
  innerConeAngle: 40,
  outerConeAngle: 45,
  shape: 0,
  cookieAsset: null,
  cookieIntensity: 1,
  cookieFalloff: true,
  cookieChannel: 'rgb',
  cookieAngle: 0,
  cookieScale: [1, 1],
  cookieOffset: [0, 0],
  isStatic: false,
  layers: [0],
}

function render(type: string, material: number | null): Record<string, unknown> {
  return {
    enabled: true,
    type,
    asset: null,
    materialAssets: [material],
    layers: [0],
    batchGroupId: null,
    castShadows: true,
    castShadowsLightmap: true,
    receiveShadows: true,
    lightmapped: false,
    lightmapSizeMultiplier: 1,
    isStatic: false,
    rootBone: null,
  }
}

/** The ids `sampleProject()` uses. */
export const SAMPLE_IDS = {
  project: 1_600_042,
  scenes: { main: 2_100_001, level1: 2_100_002 },
  folders: { materials: 203_790_101, textures: 203_790_102, bricks: 203_790_103 },
  assets: {
    redMetal: 203_790_301,
    bluePlastic: 203_790_302,
    brick: 203_790_201,
    player: 203_790_401,
    enemy: 203_790_501,
  },
} as const

/** The sample's player script: a tiny `pc.createScript` script. */
const PLAYER_JS = `var Player = pc.createScript('player');

Player.attributes.add('speed', { type: 'number', default: 4 });

Player.prototype.update = function (dt) {
    this.entity.translateLocal(0, 0, -this.speed * dt);
};
`

/**
 * A small project like the fixtures: scene "Main" (Root, its children Camera and Light), scene "Level 1"; folders
 * "Materials", "Textures" and "Textures/Bricks"; materials "Red Metal" (its diffuse map the brick texture) and "Blue
 * Plastic" in Materials; texture "brick.png" in Textures/Bricks; script "player.js" and template "Enemy" at the root.
 * A new object every call, so that a caller may edit it.
 */
export function sampleProject(): ExportProject {
  const { folders, assets, scenes } = SAMPLE_IDS
  const main = {
    root: 'e951e842-82e0-11ee-9eae-baf4d5e490e2',
    camera: 'c1a0f3d2-5b7e-4f0a-9c1d-2e3f4a5b6c7d',
    light: '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a',
  }
  const level = {
    root: 'a9e641ff-9dce-11e9-97ae-026349a27a7c',
    floor: '3b2a1908-f7e6-4d5c-ab9a-876543210fed',
  }
  const enemy = { root: '0e9d8c7b-6a59-4847-b635-241302f1e0d9', body: '5f4e3d2c-1b0a-4998-a776-655443322110' }
  const brick = brickPng()
  return {
    id: SAMPLE_IDS.project,
    name: 'Stand-in Shooter',
    description: 'A small project the stand-in exports, laid out as the Editor test suites\u2019 exports are.',
    settings: { ...projectSettings(), scripts: [assets.player] },
    scenes: [
      {
        id: scenes.main,
        name: 'Main',
        settings: sceneSettings(),
        entities: {
          [main.root]: entity({ name: 'Root', parent: null, children: [main.camera, main.light] }),
          [main.camera]: entity({
            name: 'Camera',
            parent: main.root,
            position: [4, 3.814697265625e-7, 10],
            rotation: [-20, 21.8, 0],
            components: {
              camera: CAMERA,
              script: {
                enabled: true,
                order: ['player'],
                scripts: { player: { enabled: true, attributes: { speed: 4 } } },
              },
            },
          }),
          [main.light]: entity({
            name: 'Light',
            parent: main.root,
            position: [2, 10, -1.5],
            rotation: [45, 30, 0],
            components: { light: LIGHT },
          }),
        },
      },
      {
        id: scenes.level1,
        name: 'Level 1',
        settings: { ...sceneSettings(), physics: { gravity: [0, -18, 0] } },
        entities: {
          [level.root]: entity({ name: 'Root', parent: null, children: [level.floor] }),
          [level.floor]: entity({
            name: 'Floor',
            parent: level.root,
            scale: [20, 1, 20],
            tags: ['ground'],
            components: { render: render('plane', assets.redMetal) },
          }),
        },
      },
    ],
    assets: [
      { id: folders.materials, name: 'Materials', type: 'folder', folder: null, data: null },
      { id: folders.textures, name: 'Textures', type: 'folder', folder: null, data: null },
      { id: folders.bricks, name: 'Bricks', type: 'folder', folder: folders.textures, data: null },
      {
        id: assets.brick,
        name: 'brick.png',
        type: 'texture',
        folder: folders.bricks,
        data: {
          addressu: 'repeat',
          addressv: 'repeat',
          minfilter: 'linear_mip_linear',
          magfilter: 'linear',
          anisotropy: 1,
          rgbm: false,
          srgb: true,
          mipmaps: true,
        },
        meta: {
          compress: {
            alpha: false,
            normals: false,
            dxt: false,
            pvr: false,
            pvrBpp: 4,
            etc1: false,
            etc2: false,
            basis: false,
            quality: 128,
            compressionMode: 'etc',
          },
          format: 'png',
          type: 'TrueColor',
          width: 12,
          height: 12,
          alpha: false,
          depth: 8,
          srgb: true,
          interlaced: false,
        },
        file: { filename: 'brick.png', bytes: brick },
      },
      {
        id: assets.redMetal,
        name: 'Red Metal',
        type: 'material',
        folder: folders.materials,
        data: materialData({ diffuse: [0.8, 0.05, 0.05], metalness: 0.9, shininess: 70, diffuseMap: assets.brick }),
        tags: ['metal'],
      },
      {
        id: assets.bluePlastic,
        name: 'Blue Plastic',
        type: 'material',
        folder: folders.materials,
        data: materialData({ diffuse: [0.1, 0.2, 0.85], metalness: 0, shininess: 40, useMetalness: false }),
      },
      {
        id: assets.player,
        name: 'player.js',
        type: 'script',
        folder: null,
        data: {
          scripts: {
            player: { attributesOrder: ['speed'], attributes: { speed: { type: 'number', default: 4 } } },
          },
          loading: false,
          loadingType: 0,
        },
        file: { filename: 'player.js', bytes: Buffer.from(PLAYER_JS) },
      },
      {
        id: assets.enemy,
        name: 'Enemy',
        type: 'template',
        folder: null,
        data: {
          entities: {
            [enemy.root]: {
              enabled: true,
              tags: ['enemy'],
              children: [enemy.body],
              position: [0, 0, 0],
              rotation: [0, 0, 0],
              scale: [1, 1, 1],
              resource_id: enemy.root,
              name: 'Enemy',
              components: {},
              parent: null,
            },
            [enemy.body]: {
              enabled: true,
              tags: [],
              children: [],
              position: [0, 1, 0],
              rotation: [0, 0, 0],
              scale: [1, 2, 1],
              resource_id: enemy.body,
              name: 'Body',
              components: { render: render('capsule', assets.bluePlastic) },
              parent: enemy.root,
            },
          },
        },
      },
    ],
  }
}
