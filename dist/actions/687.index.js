export const id = 687;
export const ids = [687];
export const modules = {

/***/ 3687:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fitBuild: () => (/* binding */ fitBuild)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/text.ts
var src_text = __webpack_require__(8992);
;// CONCATENATED MODULE: ./src/fitting/build-assets.ts

const MAX_ASSETS = 100_000;
/** The path a config.json `url` names in the build; undefined for another host's or none (pure). */
function pathOfUrl(url) {
    if (typeof url !== 'string' || url === '' || /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//'))
        return undefined;
    const bare = url.replace(/^(\.\/|\/)+/, '').split(/[?#]/)[0] ?? '';
    try {
        return decodeURIComponent(bare);
    }
    catch {
        return bare;
    }
}
/** The assets with a file in the build's config.json text; none when it is not the engine's config (pure). */
function readBuildAssets(config) {
    let parsed;
    try {
        parsed = JSON.parse(config);
    }
    catch {
        return [];
    }
    const assets = (0,src_text/* isRecord */.u4)(parsed) && (0,src_text/* isRecord */.u4)(parsed.assets) ? parsed.assets : {};
    return Object.entries(assets)
        .slice(0, MAX_ASSETS)
        .flatMap(([id, asset]) => {
        if (!(0,src_text/* isRecord */.u4)(asset) || !(0,src_text/* isRecord */.u4)(asset.file))
            return [];
        const path = pathOfUrl(asset.file.url);
        if (!path)
            return [];
        const variants = (0,src_text/* isRecord */.u4)(asset.file.variants) ? asset.file.variants : {};
        return [
            {
                id,
                name: typeof asset.name === 'string' ? asset.name : id,
                type: typeof asset.type === 'string' ? asset.type : '',
                path,
                variants: Object.fromEntries(Object.entries(variants).flatMap(([kind, variant]) => {
                    const at = (0,src_text/* isRecord */.u4)(variant) ? pathOfUrl(variant.url) : undefined;
                    return at ? [[kind, at]] : [];
                })),
            },
        ];
    });
}
/**
 * config.json with each edited asset's `file` saying what the build now holds (size, hash, and url and filename when
 * renamed), so that the engine loads the new file as it loaded the old; nothing else of it changes (pure).
 */
function editConfig(config, edits) {
    const parsed = JSON.parse(config);
    for (const [id, edit] of edits) {
        const file = parsed.assets?.[id]?.file;
        if (!file)
            continue;
        file.size = edit.size;
        file.hash = edit.hash;
        if (edit.path !== undefined) {
            file.url = edit.path.split('/').map(encodeURIComponent).join('/');
            file.filename = edit.path.slice(edit.path.lastIndexOf('/') + 1);
        }
    }
    return JSON.stringify(parsed);
}
/**
 * The audio assets a scene plays in a loop (a sound component's slot, or the old audiosource component, with `loop`):
 * MP3's encoder delay would put a gap in them, so fit leaves them as they are (pure).
 */
function loopedSounds(scene) {
    const looped = new Set();
    let parsed;
    try {
        parsed = JSON.parse(scene);
    }
    catch {
        return looped;
    }
    const entities = (0,src_text/* isRecord */.u4)(parsed) && (0,src_text/* isRecord */.u4)(parsed.entities) ? parsed.entities : {};
    for (const entity of Object.values(entities)) {
        const components = (0,src_text/* isRecord */.u4)(entity) && (0,src_text/* isRecord */.u4)(entity.components) ? entity.components : {};
        const sound = (0,src_text/* isRecord */.u4)(components.sound) && (0,src_text/* isRecord */.u4)(components.sound.slots) ? components.sound.slots : {};
        for (const slot of Object.values(sound))
            if ((0,src_text/* isRecord */.u4)(slot) && slot.loop === true && (typeof slot.asset === 'number' || typeof slot.asset === 'string'))
                looped.add(String(slot.asset));
        const source = components.audiosource;
        if ((0,src_text/* isRecord */.u4)(source) && source.loop === true && Array.isArray(source.assets))
            for (const id of source.assets)
                if (typeof id === 'number' || typeof id === 'string')
                    looped.add(String(id));
    }
    return looped;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/pngjs/lib/png.js
var lib_png = __webpack_require__(359);
;// CONCATENATED MODULE: ./src/fitting/codecs.ts




/** What an image's bytes are, by their signature (the browser decodes by bytes, whatever the name says). */
function imageFormat(bytes) {
    const text = Buffer.from(bytes.subarray(0, 12)).toString('latin1');
    if (text.startsWith('\x89PNG\r\n\x1a\n'))
        return 'png';
    if (text.startsWith('\xff\xd8\xff'))
        return 'jpeg';
    if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')
        return 'webp';
    return undefined;
}
const { WebAssembly: Wasm } = globalThis;
/** The Squoosh codecs' wasm files that scripts/package.ts copies beside the bundle, by their paths in node_modules. */
const WASM_FILES = (/* unused pure expression or super */ null && ([
    '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
    '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
    '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
    '@jsquash/webp/codec/dec/webp_dec.wasm',
]));
/**
 * A codec's compiled module, from dist/actions/wasm/ beside the bundle, or node_modules when run from the sources. The
 * path is built at run time: the bundler, given a literal, copies the file as text (corrupting it).
 */
function wasm(file) {
    let module = compiled.get(file);
    if (!module) {
        const here = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
        const bundled = (0,external_node_path_.join)(here, 'wasm', file.slice(file.lastIndexOf('/') + 1));
        const path = (0,external_node_fs_.existsSync)(bundled) ? bundled : (0,external_node_path_.join)(here, '..', '..', 'node_modules', ...file.split('/'));
        module = new Wasm.Module((0,external_node_fs_.readFileSync)(path));
        compiled.set(file, module);
    }
    return module;
}
/** Each codec compiled once; an instance of it is made anew after `releaseCodecs`. */
const compiled = new Map();
let jpeg;
let webp;
function jpegCodec() {
    jpeg ??= (async () => {
        const [encode, decode] = await Promise.all([__webpack_require__.e(/* import() */ 418).then(__webpack_require__.bind(__webpack_require__, 1418)), Promise.all(/* import() */[__webpack_require__.e(236), __webpack_require__.e(673)]).then(__webpack_require__.bind(__webpack_require__, 6236))]);
        await encode.init(wasm('@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm'));
        await decode.init(wasm('@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm'));
        return Promise.all(/* import() */[__webpack_require__.e(418), __webpack_require__.e(236), __webpack_require__.e(719)]).then(__webpack_require__.bind(__webpack_require__, 7719));
    })();
    return jpeg;
}
function webpCodec() {
    webp ??= (async () => {
        const [encode, decode] = await Promise.all([__webpack_require__.e(/* import() */ 234).then(__webpack_require__.bind(__webpack_require__, 234)), __webpack_require__.e(/* import() */ 596).then(__webpack_require__.bind(__webpack_require__, 2596))]);
        // Every runner's Node has wasm SIMD, which the encoder picks for itself.
        await encode.init(wasm('@jsquash/webp/codec/enc/webp_enc_simd.wasm'));
        await decode.init(wasm('@jsquash/webp/codec/dec/webp_dec.wasm'));
        return __webpack_require__.e(/* import() */ 175).then(__webpack_require__.bind(__webpack_require__, 5175));
    })();
    return webp;
}
/**
 * Lets go of the image codecs' instances: each one's memory grows to hold the largest image it handled and is never
 * given back, so fit lets them go after each texture and the next one starts small.
 */
function releaseCodecs() {
    jpeg = undefined;
    webp = undefined;
}
/** The image's pixels, RGBA; undefined when its bytes are of no format fit reads. */
async function decodeImage(bytes) {
    const format = imageFormat(bytes);
    if (format === 'png') {
        const png = lib_png/* PNG */.O.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
        return { data: png.data, width: png.width, height: png.height };
    }
    // A copy of its own: a Buffer's `buffer` may be a pool that holds other bytes around it.
    const buffer = new Uint8Array(bytes).buffer;
    if (format === 'jpeg')
        return (await (await jpegCodec()).decode(buffer));
    if (format === 'webp')
        return (await (await webpCodec()).decode(buffer));
    return undefined;
}
const imageData = (pixels) => ({
    data: pixels.data instanceof Uint8ClampedArray
        ? pixels.data
        : new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length),
    width: pixels.width,
    height: pixels.height,
    colorSpace: 'srgb',
});
/** JPEG (MozJPEG, progressive, 4:2:0) at `quality` 0–100. */
async function encodeJpeg(pixels, quality) {
    return Buffer.from(await (await jpegCodec()).encode(imageData(pixels), { quality }));
}
/** WebP: lossy at `quality` 0–100 (its alpha kept), or lossless. */
async function encodeWebp(pixels, quality) {
    const options = quality === 'lossless' ? { lossless: 1, quality: 75, method: 4 } : { quality, method: 4 };
    return Buffer.from(await (await webpCodec()).encode(imageData(pixels), options));
}
/** PNG, as pngjs writes it (for a texture shrunk that stays lossless). */
function encodePng(pixels) {
    const png = new PNG({ width: pixels.width, height: pixels.height });
    png.data = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.length);
    return PNG.sync.write(png, { colorType: 6 });
}
/** An MP3 file decoded, its channels mixed down to one. */
async function decodeMp3(bytes) {
    const { MPEGDecoder } = await Promise.all(/* import() */[__webpack_require__.e(524), __webpack_require__.e(432)]).then(__webpack_require__.bind(__webpack_require__, 7524));
    const decoder = new MPEGDecoder();
    await decoder.ready;
    try {
        const { channelData, sampleRate } = decoder.decode(bytes);
        return { samples: mixDown(channelData), sampleRate };
    }
    finally {
        decoder.free();
    }
}
/** Mono MP3 at `kbps` (constant bitrate), from mono PCM. */
async function encodeMp3(pcm, kbps) {
    const { createMp3Encoder } = await __webpack_require__.e(/* import() */ 739).then(__webpack_require__.bind(__webpack_require__, 2739));
    const encoder = await createMp3Encoder();
    encoder.configure({ sampleRate: pcm.sampleRate, channels: 1, bitrate: kbps });
    const parts = [];
    // The encoder's output buffer is reused by its next call: each part is copied out.
    const step = pcm.sampleRate * 10;
    for (let at = 0; at < pcm.samples.length; at += step)
        parts.push(Buffer.from(encoder.encode([pcm.samples.subarray(at, at + step)])));
    parts.push(Buffer.from(encoder.finalize()));
    return Buffer.concat(parts);
}
/** One channel, the mean of `channels`. */
function mixDown(channels) {
    const first = channels[0] ?? new Float32Array(0);
    if (channels.length <= 1)
        return first;
    const mono = new Float32Array(first.length);
    for (const channel of channels)
        for (let i = 0; i < mono.length; i++)
            mono[i] += (channel[i] ?? 0) / channels.length;
    return mono;
}

// EXTERNAL MODULE: ./node_modules/@gltf-transform/core/dist/index.js
var dist = __webpack_require__(3986);
// EXTERNAL MODULE: ./node_modules/@gltf-transform/extensions/dist/index.js + 1 modules
var extensions_dist = __webpack_require__(2556);
;// CONCATENATED MODULE: ./src/fitting/meshes.ts


/**
 * A glb with its vertices welded: in each primitive, vertices whose every attribute holds the same bytes are stored
 * once and drawn by index, and the accessors nothing uses any more are left out. The same triangles, vertex for vertex,
 * in fewer bytes; materials, textures, meshes and nodes keep their indices, which an app may read from the container.
 * Undefined when the file cannot be read without a decoder fit does not load (Draco, meshopt) or is not a glb.
 *
 * Written here over @gltf-transform/core: the library's own weld() comes in @gltf-transform/functions, which loads sharp
 * (libvips, a native binary for each platform) for its texture functions, and a runner has no node_modules to load it.
 */
async function weldGlb(bytes) {
    const io = new dist/* NodeIO */.PJ().registerExtensions(extensions_dist/* ALL_EXTENSIONS */.PI);
    let document;
    try {
        document = await io.readBinary(bytes);
    }
    catch {
        return undefined;
    }
    const root = document.getRoot();
    if (root.listExtensionsRequired().some(extension => /draco|meshopt/i.test(extension.extensionName)))
        return undefined;
    let welded = false;
    for (const mesh of root.listMeshes())
        for (const primitive of mesh.listPrimitives())
            welded = weld(document, primitive) || welded;
    if (!welded)
        return undefined;
    // An accessor whose one parent is the root is used by nothing.
    for (const accessor of root.listAccessors())
        if (accessor.listParents().length <= 1)
            accessor.dispose();
    return Buffer.from(await io.writeBinary(document));
}
/** Welds one primitive; false when it has nothing to weld, or morph targets whose vertices must stay in step. */
function weld(document, primitive) {
    if (primitive.listTargets().length > 0)
        return false;
    const attributes = primitive.listSemantics().map(semantic => [semantic, primitive.getAttribute(semantic)]);
    const arrays = attributes.map(([, accessor]) => accessor?.getArray());
    if (attributes.length === 0 || arrays.some(array => !array))
        return false;
    const count = attributes[0]?.[1]?.getCount() ?? 0;
    const views = arrays.map(array => new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
    const sizes = attributes.map(([, accessor], i) => accessor.getElementSize() * arrays[i].BYTES_PER_ELEMENT);
    // Each vertex's bytes, every attribute's one after the other, as its key.
    const first = new Map();
    const remap = new Uint32Array(count);
    const kept = [];
    for (let vertex = 0; vertex < count; vertex++) {
        const key = views
            .map((view, i) => Buffer.from(view.subarray(vertex * sizes[i], (vertex + 1) * sizes[i])).toString('latin1'))
            .join('|');
        let at = first.get(key);
        if (at === undefined) {
            at = kept.length;
            first.set(key, at);
            kept.push(vertex);
        }
        remap[vertex] = at;
    }
    if (kept.length === count)
        return false;
    for (const [i, [semantic, accessor]] of attributes.entries()) {
        const array = arrays[i];
        const element = accessor.getElementSize();
        const next = new array.constructor(kept.length * element);
        kept.forEach((vertex, at) => next.set(array.subarray(vertex * element, (vertex + 1) * element), at * element));
        primitive.setAttribute(semantic, copyOf(document, accessor).setArray(next));
    }
    const old = primitive.getIndices()?.getArray();
    const order = old ? Array.from(old, index => remap[index] ?? 0) : Array.from(remap);
    const indices = kept.length <= 65_535 ? Uint16Array.from(order) : Uint32Array.from(order);
    primitive.setIndices(document
        .createAccessor()
        .setType('SCALAR')
        .setArray(indices)
        .setBuffer(primitive.getAttribute(attributes[0][0]).getBuffer()));
    return true;
}
const copyOf = (document, accessor) => document
    .createAccessor(accessor.getName())
    .setType(accessor.getType())
    .setNormalized(accessor.getNormalized())
    .setBuffer(accessor.getBuffer());

;// CONCATENATED MODULE: ./src/fitting/pixels.ts
/** Whether any pixel is less than opaque: JPEG cannot carry it (pure). */
function hasAlpha(pixels) {
    for (let i = 3; i < pixels.data.length; i += 4)
        if (pixels.data[i] !== 255)
            return true;
    return false;
}
/**
 * Tiles of the picture spread over it, side by side in one smaller picture: a quality is chosen on them in a fraction
 * of the time a whole 2048-pixel texture's encodes would take. The whole picture when it is no bigger (pure).
 */
function sampleTiles(pixels, tile = 128, across = 4) {
    const { width, height } = pixels;
    if (width <= tile * across && height <= tile * across)
        return pixels;
    const tw = Math.min(tile, width);
    const th = Math.min(tile, height);
    const out = new Uint8ClampedArray(tw * across * th * across * 4);
    for (let row = 0; row < across; row++)
        for (let column = 0; column < across; column++) {
            // Tiles evenly spread, the last ones against the far edges.
            const sx = Math.round((column * (width - tw)) / (across - 1));
            const sy = Math.round((row * (height - th)) / (across - 1));
            for (let y = 0; y < th; y++) {
                const from = ((sy + y) * width + sx) * 4;
                const to = ((row * th + y) * tw * across + column * tw) * 4;
                out.set(pixels.data.subarray(from, from + tw * 4), to);
            }
        }
    return { data: out, width: tw * across, height: th * across };
}
/**
 * The picture at half its width and height, each pixel the mean of the four it covers, as a texture's next mip level
 * is made; an odd last row or column is averaged with itself. Written here: a box filter over 2×2 needs no codec (pure).
 */
function halve(pixels) {
    const { width, height, data } = pixels;
    const w = Math.max(1, width >> 1);
    const h = Math.max(1, height >> 1);
    const out = new Uint8ClampedArray(w * h * 4);
    for (let y = 0; y < h; y++) {
        const y0 = Math.min(2 * y, height - 1);
        const y1 = Math.min(2 * y + 1, height - 1);
        for (let x = 0; x < w; x++) {
            const x0 = Math.min(2 * x, width - 1);
            const x1 = Math.min(2 * x + 1, width - 1);
            for (let c = 0; c < 4; c++)
                out[(y * w + x) * 4 + c] =
                    ((data[(y0 * width + x0) * 4 + c] ?? 0) +
                        (data[(y0 * width + x1) * 4 + c] ?? 0) +
                        (data[(y1 * width + x0) * 4 + c] ?? 0) +
                        (data[(y1 * width + x1) * 4 + c] ?? 0) +
                        2) >>
                        2;
        }
    }
    return { data: out, width: w, height: h };
}
/** The lowest of `qualities` (ascending) that `passes`, by bisection; undefined when not even the highest does. */
async function lowestPassing(qualities, passes) {
    let low = 0;
    let high = qualities.length - 1;
    let found;
    while (low <= high) {
        const middle = (low + high) >> 1;
        const quality = qualities[middle];
        if (await passes(quality)) {
            found = quality;
            high = middle - 1;
        }
        else
            low = middle + 1;
    }
    return found;
}

;// CONCATENATED MODULE: ./src/fitting/pcm.ts
/**
 * A WAV file's samples mixed down to one channel: PCM of 8, 16, 24 or 32 bits, or 32-bit float; undefined for anything
 * else (another codec in a WAV, a broken file). Written here: a WAV is a header and samples (pure).
 */
function readWav(bytes) {
    if (bytes.length < 12 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE')
        return undefined;
    let format;
    let at = 12;
    while (at + 8 <= bytes.length) {
        const id = bytes.toString('latin1', at, at + 4);
        const size = bytes.readUInt32LE(at + 4);
        const body = at + 8;
        if (id === 'fmt ' && size >= 16 && body + 16 <= bytes.length) {
            const code = bytes.readUInt16LE(body);
            format = {
                // WAVE_FORMAT_EXTENSIBLE says its codec in its sub-format's first two bytes.
                code: code === 0xfffe && size >= 26 ? bytes.readUInt16LE(body + 24) : code,
                channels: bytes.readUInt16LE(body + 2),
                sampleRate: bytes.readUInt32LE(body + 4),
                bits: bytes.readUInt16LE(body + 14),
            };
        }
        else if (id === 'data' && format) {
            const { code, channels, sampleRate, bits } = format;
            const width = bits / 8;
            if (channels < 1 ||
                sampleRate < 1 ||
                !((code === 1 && [1, 2, 3, 4].includes(width)) || (code === 3 && bits === 32)))
                return undefined;
            const end = Math.min(bytes.length, body + size);
            const frames = Math.floor((end - body) / (width * channels));
            const samples = new Float32Array(frames);
            for (let frame = 0; frame < frames; frame++) {
                let sum = 0;
                for (let channel = 0; channel < channels; channel++) {
                    const offset = body + (frame * channels + channel) * width;
                    sum +=
                        code === 3
                            ? bytes.readFloatLE(offset)
                            : width === 1
                                ? (bytes.readUInt8(offset) - 128) / 128
                                : bytes.readIntLE(offset, width) / 2 ** (bits - 1);
                }
                samples[frame] = sum / channels;
            }
            return { samples, sampleRate };
        }
        at = body + size + (size % 2);
    }
    return undefined;
}
/** Root mean square of the samples. */
function loudness(samples) {
    let sum = 0;
    for (const sample of samples)
        sum += sample * sample;
    return samples.length ? Math.sqrt(sum / samples.length) : 0;
}
/** MP3's encoder delay and last frame's padding: at most about two frames of 1,152 samples, and a margin. */
const LENGTH_SLACK_SECONDS = 0.1;
/**
 * Why the sound decoded back from its new encoding is not the original's, or undefined when it is: its length (an
 * encoder that writes a frame short, or silence for the rest) and its loudness (an encoder that writes silence at some
 * rates) (pure).
 */
function decodedProblem(original, decoded) {
    const before = original.samples.length / original.sampleRate;
    const after = decoded.samples.length / decoded.sampleRate;
    if (Math.abs(after - before) > LENGTH_SLACK_SECONDS)
        return `it decodes to ${after.toFixed(2)} s where the original lasts ${before.toFixed(2)} s`;
    const loud = loudness(original.samples);
    const heard = loudness(decoded.samples);
    if (loud > 1e-4 && (heard < loud * 0.5 || heard > loud * 2))
        return `its loudness decoded is ${heard.toFixed(4)} against the original's ${loud.toFixed(4)} (RMS)`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/fitting/sounds.ts


/** Shorter than this, a sound is a clip: re-encoding it saves little and MP3's delay would shift its timing. */
const LONG_SECONDS = 5;
/** A sound's file by its bytes: a WAV fit reads, an MP3 (ID3 tag or frame sync), or neither. */
function soundFormat(bytes) {
    if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WAVE')
        return 'wav';
    if (bytes.toString('latin1', 0, 3) === 'ID3' || (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0))
        return 'mp3';
    return undefined;
}
/**
 * A long WAV or MP3 as mono MP3 at 64 kbps (48 past a minute), decoded back and held to the original's length and
 * loudness; `skip` says why a sound is left as it is (short, a codec fit does not read), `problem` why the new
 * encoding was refused.
 */
async function reencodeSound(bytes) {
    const format = soundFormat(bytes);
    if (!format)
        return { skip: 'not a WAV or an MP3' };
    let pcm;
    try {
        pcm = format === 'wav' ? readWav(bytes) : await decodeMp3(bytes);
    }
    catch {
        pcm = undefined;
    }
    if (!pcm || pcm.samples.length === 0)
        return { skip: `a ${format.toUpperCase()} fit cannot decode` };
    const seconds = pcm.samples.length / pcm.sampleRate;
    if (seconds < LONG_SECONDS)
        return { skip: `${seconds.toFixed(1)} s long, a clip` };
    const kbps = seconds > 60 ? 48 : 64;
    const encoded = await encodeMp3(pcm, kbps);
    const problem = decodedProblem(pcm, await decodeMp3(encoded));
    if (problem)
        return { problem: `re-encoded as ${kbps} kbps MP3, ${problem}` };
    return { bytes: encoded, seconds, kbps, kbpsBefore: Math.round((bytes.length * 8) / seconds / 1000) };
}

// EXTERNAL MODULE: ./src/images/similarity.ts
var similarity = __webpack_require__(1195);
;// CONCATENATED MODULE: ./src/fitting/textures.ts



/** The qualities tried, lowest first: under 30 blocks show whatever SSIM says; over 95 saves little on a PNG. */
const QUALITIES = [30, 40, 50, 60, 70, 75, 80, 85, 90, 95];
/** How similar a re-encoded texture must stay to its pixels, by default: SSIM over the texture, 1 for the same. */
const TEXTURE_FLOOR = 0.95;
/**
 * The texture re-encoded at its own size, the quality chosen for it alone: the lowest whose decoded pixels keep SSIM
 * at `floor` or above, found on tiles sampled over it, then checked on the whole (a step up while the whole falls
 * short). JPEG or WebP, whichever is smaller at its quality (WebP alone where a pixel is not opaque); `lossless` for
 * what must stay exact (a font's or an atlas's edges). Undefined when no quality keeps the floor.
 */
async function reencode(pixels, options = {}) {
    if (options.lossless)
        return { bytes: await encodeWebp(pixels, 'lossless'), codec: 'WebP lossless', ssim: 1 };
    const floor = options.floor ?? TEXTURE_FLOOR;
    const sample = sampleTiles(pixels);
    const encoders = hasAlpha(pixels)
        ? [['WebP', encodeWebp]]
        : [
            ['JPEG', encodeJpeg],
            ['WebP', encodeWebp],
        ];
    let best;
    for (const [codec, encode] of encoders) {
        const sizes = new Map();
        const scores = new Map();
        const quality = await lowestPassing(QUALITIES, async (q) => {
            const bytes = await encode(sample, q);
            sizes.set(q, bytes.length);
            scores.set(q, await scoreOf(sample, bytes));
            return (scores.get(q) ?? 0) >= floor;
        });
        if (quality === undefined)
            continue;
        const size = sizes.get(quality) ?? Infinity;
        if (!best || size < best.size)
            best = { codec, quality, size, scores };
    }
    if (!best)
        return undefined;
    // Tiles are a sample: where they fell just short a step lower, the whole is tried there too; then up from the
    // tiles' choice until the whole keeps the floor.
    const encode = best.codec === 'JPEG' ? encodeJpeg : encodeWebp;
    const at = QUALITIES.indexOf(best.quality);
    const lower = QUALITIES[at - 1];
    const near = lower !== undefined && (best.scores.get(lower) ?? 0) >= floor - NEAR;
    for (const quality of QUALITIES.slice(near ? at - 1 : at)) {
        const bytes = await encode(pixels, quality);
        const ssim = await scoreOf(pixels, bytes);
        if (ssim >= floor)
            return { bytes, codec: best.codec, quality, ssim };
    }
    return undefined;
}
/** How far under the floor the tiles may score at a quality for the whole to be tried there. */
const NEAR = 0.01;
/** SSIM of `bytes` decoded against `pixels`. */
async function scoreOf(pixels, bytes) {
    const decoded = await decodeImage(bytes);
    return decoded ? (0,similarity/* wholeSimilarity */.v)(pixels, decoded) : 0;
}

// EXTERNAL MODULE: ./src/playable/build-files.ts
var build_files = __webpack_require__(3376);
// EXTERNAL MODULE: ./src/playable/sizes.ts
var sizes = __webpack_require__(4752);
// EXTERNAL MODULE: ./src/playable/wasm-modules.ts
var wasm_modules = __webpack_require__(8748);
;// CONCATENATED MODULE: ./src/fitting/fit-build.ts













const IMAGE = /\.(png|jpe?g|webp)$/i;
const LOSSLESS_TYPES = new Set(['font', 'textureatlas']);
/** Files shared by identical bytes: what the engine loads by url alone (a script's url also registers it). */
const SHAREABLE = new Set(['texture', 'textureatlas', 'audio', 'container', 'model', 'animation', 'binary', 'json']);
const md5 = (bytes) => (0,external_node_crypto_.createHash)('md5').update(bytes).digest('hex');
/**
 * Fits a build to a package size: in `STEPS`' order, each file largest first, it changes the copy of the build until
 * the package, measured by the packer itself after each step, comes to `target`. config.json follows every change
 * (size, hash; url and filename when renamed), so that the engine loads the new files as it loaded the old. The build
 * itself is never written to; the copy is the caller's to pack and to remove.
 */
async function fitBuild(options) {
    const directory = (0,external_node_path_.join)(options.work, 'build');
    await (0,promises_.cp)(options.directory, directory, { recursive: true });
    const configPath = (0,external_node_path_.join)(directory, 'config.json');
    const config = await (0,promises_.readFile)(configPath, 'utf8').catch(() => '');
    const files = await (0,build_files/* listBuild */.J)(directory);
    const state = {
        options,
        directory,
        assets: readBuildAssets(config),
        config,
        edits: new Map(),
        changes: new Map(),
        notes: new Map(),
        files,
        settings: await settingsTexts(directory, files),
    };
    let measured = options.first;
    let estimate = measured.size;
    // config.json as the copy now is, and the package measured by the packer: the estimate starts again from it.
    const remeasure = async () => {
        await (0,promises_.writeFile)(configPath, editConfig(state.config, state.edits));
        state.files = await (0,build_files/* listBuild */.J)(directory);
        measured = await options.measure(directory, state.files);
        estimate = measured.size;
    };
    for (const step of STEPS) {
        if (estimate <= options.target)
            break;
        let changed = 0;
        // The packer's bytes per byte of base64 saved: 1 for a page, about ¾ for a zip that deflates it.
        const ratio = Math.min(1, measured.size /
            Math.max(1, measured.files.reduce((sum, f) => sum + f.packed, 0)));
        for (const candidate of await step.candidates(state)) {
            if (estimate <= options.target)
                break;
            const saved = await candidate(state);
            if (saved > 0)
                changed++;
            estimate -= saved * ratio;
            // Under the target by the estimate: the packer says whether it is, and the step goes on if not.
            if (estimate <= options.target) {
                await remeasure();
                changed = 0;
            }
        }
        if (changed > 0)
            await remeasure();
    }
    const fits = measured.size <= options.target;
    return {
        directory,
        files: state.files,
        changes: [...state.changes.values()],
        size: measured.size,
        fits,
        left: fits ? [] : leftOver(measured, state),
    };
}
/** The steps, in order: what costs the picture nothing first, what costs it most last. */
const STEPS = [
    { name: 'dropped', candidates: state => [...basisOriginals(state), ...sharedFiles(state)] },
    { name: 'mesh', candidates: state => filesOf(state, asset => /\.glb$/i.test(asset.path)).map(weldMesh) },
    {
        name: 'texture',
        candidates: state => filesOf(state, asset => isTexture(asset) && IMAGE.test(asset.path)).map(asset => reencodeTexture(asset)),
    },
    {
        name: 'sound',
        candidates: async (state) => {
            const looped = await loopedIn(state);
            return filesOf(state, asset => asset.type === 'audio' && !looped.has(asset.id)).map(reencodeAudio);
        },
    },
    { name: 'shrunk', candidates: state => texturesOver(state, 1024).map(asset => shrinkTexture(asset, 1024)) },
    { name: 'shrunk', candidates: state => texturesOver(state, 512).map(asset => shrinkTexture(asset, 512)) },
];
const isTexture = (asset) => asset.type === 'texture' || LOSSLESS_TYPES.has(asset.type);
/** The build's file of each asset that `wanted`, one asset a file, largest first. */
function filesOf(state, wanted) {
    const sizes = new Map(state.files.map(file => [file.path, file.size]));
    const seen = new Set();
    return state.assets
        .filter(asset => wanted(asset) && sizes.has(currentPath(state, asset)) && !seen.has(asset.path) && seen.add(asset.path))
        .sort((a, b) => (sizes.get(currentPath(state, b)) ?? 0) - (sizes.get(currentPath(state, a)) ?? 0));
}
const currentPath = (state, asset) => state.edits.get(asset.id)?.path ?? asset.path;
/** Writes a file's new bytes over the copy's (at `to` when renamed) and says so in config.json for each asset of it. */
async function replace(state, asset, bytes, to) {
    const from = currentPath(state, asset);
    const path = to ?? from;
    if (path !== from)
        await (0,promises_.rm)((0,external_node_path_.join)(state.directory, from));
    await (0,promises_.writeFile)((0,external_node_path_.join)(state.directory, path), bytes);
    const hash = md5(bytes);
    // Every asset that loads the file, each with its url changed only where it no longer names it.
    for (const other of state.assets)
        if (currentPath(state, other) === from)
            state.edits.set(other.id, { size: bytes.length, hash, ...(path !== other.path ? { path } : {}) });
}
/** Records a change, merged with an earlier one of the same file (a texture re-encoded, then shrunk). */
function record(state, change) {
    const earlier = state.changes.get(change.path);
    state.changes.set(change.path, earlier ? { ...change, before: earlier.before, was: earlier.was } : change);
    const previous = earlier?.after ?? change.before;
    return (0,sizes/* base64Length */.wE)(previous) - (0,sizes/* base64Length */.wE)(change.after);
}
/** A texture's original that the engine never asks for: it takes the `basis` variant when the build has Basis. */
function basisOriginals(state) {
    const basis = state.settings.some(text => (0,wasm_modules/* listedModules */.bV)(text).some(module => /basis/i.test(module.name)));
    if (!basis)
        return [];
    const present = new Set(state.files.map(file => file.path));
    return state.assets
        .filter(asset => asset.type === 'texture' &&
        asset.variants.basis !== undefined &&
        present.has(asset.variants.basis) &&
        present.has(asset.path) &&
        // A file another asset loads by its url stays.
        !state.assets.some(other => other !== asset && other.path === asset.path))
        .map(asset => async (s) => {
        const before = s.files.find(file => file.path === asset.path)?.size ?? 0;
        await (0,promises_.rm)((0,external_node_path_.join)(s.directory, asset.path));
        s.files = s.files.filter(file => file.path !== asset.path);
        return record(s, {
            path: asset.path,
            asset: asset.name,
            step: 'dropped',
            before,
            after: 0,
            was: "the texture's own image",
            now: 'left out',
            setting: `the engine loads its basis variant (${asset.variants.basis})`,
        });
    });
}
/** Files of the same bytes that several assets load: the first kept, the others' urls pointed at it. */
function sharedFiles(state) {
    const bySize = new Map();
    const sizes = new Map(state.files.map(file => [file.path, file.size]));
    for (const asset of state.assets) {
        const size = sizes.get(asset.path);
        if (size === undefined || size === 0 || !SHAREABLE.has(asset.type))
            continue;
        bySize.set(size, [...(bySize.get(size) ?? []), asset]);
    }
    return [...bySize.values()]
        .filter(group => new Set(group.map(asset => asset.path)).size > 1)
        .map(group => async (s) => {
        const byHash = new Map();
        let saved = 0;
        for (const asset of group) {
            const path = currentPath(s, asset);
            const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(s.directory, path)).catch(() => undefined);
            if (!bytes)
                continue;
            const hash = md5(bytes);
            const kept = byHash.get(hash);
            if (kept === undefined)
                byHash.set(hash, path);
            else if (kept !== path) {
                await (0,promises_.rm)((0,external_node_path_.join)(s.directory, path), { force: true });
                s.files = s.files.filter(file => file.path !== path);
                for (const other of s.assets)
                    if (currentPath(s, other) === path)
                        s.edits.set(other.id, { path: kept, size: bytes.length, hash });
                saved += record(s, {
                    path,
                    asset: asset.name,
                    step: 'shared',
                    before: bytes.length,
                    after: 0,
                    was: "a copy of another asset's file",
                    now: 'left out',
                    setting: `loads ${kept}, the same bytes`,
                });
            }
        }
        return saved;
    });
}
function weldMesh(asset) {
    return async (state) => {
        const path = currentPath(state, asset);
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(state.directory, path));
        const welded = await weldGlb(bytes);
        if (!welded || welded.length >= bytes.length * 0.97) {
            state.notes.set(path, welded ? 'a glb already welded' : 'a glb fit cannot read without its decoder');
            return 0;
        }
        await replace(state, asset, welded);
        state.options.progress?.(`${path}: ${(0,src_text/* formatBytes */.z3)(bytes.length)} → ${(0,src_text/* formatBytes */.z3)(welded.length)} (welded)`);
        return record(state, {
            path,
            asset: asset.name,
            step: 'mesh',
            before: bytes.length,
            after: welded.length,
            was: 'glb',
            now: 'glb, welded',
            setting: 'identical vertices and accessors stored once (lossless)',
        });
    };
}
const describeImage = (width, height, codec) => `${width}×${height} ${codec}`;
function reencodeTexture(asset) {
    return async (state) => {
        const path = currentPath(state, asset);
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(state.directory, path));
        const pixels = await decodeImage(bytes);
        if (!pixels) {
            state.notes.set(path, 'an image fit cannot decode');
            return 0;
        }
        const lossless = LOSSLESS_TYPES.has(asset.type);
        const encoded = await reencode(pixels, { lossless, floor: state.options.floor ?? TEXTURE_FLOOR });
        releaseCodecs();
        if (!encoded || encoded.bytes.length >= bytes.length * 0.9) {
            state.notes.set(path, `a texture already as small as its quality floor allows (${describeImage(pixels.width, pixels.height, formatName(bytes))})`);
            return 0;
        }
        await replace(state, asset, encoded.bytes);
        state.options.progress?.(`${path}: ${(0,src_text/* formatBytes */.z3)(bytes.length)} → ${(0,src_text/* formatBytes */.z3)(encoded.bytes.length)} (${settingOf(encoded)})`);
        return record(state, {
            path,
            asset: asset.name,
            step: 'texture',
            before: bytes.length,
            after: encoded.bytes.length,
            was: describeImage(pixels.width, pixels.height, formatName(bytes)),
            now: describeImage(pixels.width, pixels.height, encoded.codec),
            setting: settingOf(encoded),
        });
    };
}
const formatName = (bytes) => ({ png: 'PNG', jpeg: 'JPEG', webp: 'WebP' })[imageFormat(bytes) ?? 'png'] ?? 'image';
const settingOf = (encoded) => encoded.quality === undefined ? 'lossless' : `quality ${encoded.quality}, SSIM ${encoded.ssim.toFixed(3)}`;
function reencodeAudio(asset) {
    return async (state) => {
        const path = currentPath(state, asset);
        const bytes = await (0,promises_.readFile)((0,external_node_path_.join)(state.directory, path));
        const sound = await reencodeSound(bytes);
        if ('skip' in sound || 'problem' in sound) {
            state.notes.set(path, 'skip' in sound ? `a sound left as it is: ${sound.skip}` : `a sound not re-encoded: ${sound.problem}`);
            return 0;
        }
        if (sound.bytes.length >= bytes.length * 0.9) {
            state.notes.set(path, `a sound already at ${sound.kbpsBefore} kbps`);
            return 0;
        }
        // The engine picks the audio's parser by the url's extension: MP3 bytes go under an .mp3 name.
        const to = /\.mp3$/i.test(path) ? path : path.replace(/(\.[^./]*)?$/, '.mp3');
        if (to !== path && state.files.some(file => file.path === to)) {
            state.notes.set(path, `a sound whose MP3 name ${to} is taken`);
            return 0;
        }
        await replace(state, asset, sound.bytes, to);
        state.options.progress?.(`${path}: ${(0,src_text/* formatBytes */.z3)(bytes.length)} → ${(0,src_text/* formatBytes */.z3)(sound.bytes.length)} (${to}, ${sound.kbps} kbps mono)`);
        return record(state, {
            path,
            asset: asset.name,
            step: 'sound',
            before: bytes.length,
            after: sound.bytes.length,
            was: `${/\.wav$/i.test(path) ? 'WAV' : 'MP3'}, ${sound.seconds.toFixed(1)} s, ${sound.kbpsBefore} kbps`,
            now: `MP3 mono, ${sound.kbps} kbps`,
            ...(to !== path ? { renamed: to } : {}),
            setting: `${sound.kbps} kbps, decoded back to its length`,
        });
    };
}
/** Textures (not fonts or atlases, whose pixels are read one by one) whose longer side is over `side`. */
function texturesOver(state, side) {
    return filesOf(state, asset => asset.type === 'texture' && IMAGE.test(asset.path)).filter(asset => (state.changes.get(asset.path)?.now ?? '')
        .match(/^(\d+)×(\d+)/)
        ?.slice(1)
        .some(n => Number(n) > side) ?? true);
}
function shrinkTexture(asset, side) {
    return async (state) => {
        const path = currentPath(state, asset);
        const now = await (0,promises_.readFile)((0,external_node_path_.join)(state.directory, path));
        // From the build's own image, so that the encodings' losses do not add up.
        let pixels = await decodeImage(await (0,promises_.readFile)((0,external_node_path_.join)(state.options.directory, asset.path)));
        if (!pixels || Math.max(pixels.width, pixels.height) <= side)
            return 0;
        const was = describeImage(pixels.width, pixels.height, formatName(now));
        while (Math.max(pixels.width, pixels.height) > side)
            pixels = halve(pixels);
        const encoded = await reencode(pixels, { floor: state.options.floor ?? TEXTURE_FLOOR });
        releaseCodecs();
        if (!encoded || encoded.bytes.length >= now.length)
            return 0;
        await replace(state, asset, encoded.bytes);
        state.options.progress?.(`${path}: ${(0,src_text/* formatBytes */.z3)(now.length)} → ${(0,src_text/* formatBytes */.z3)(encoded.bytes.length)} (${pixels.width}×${pixels.height})`);
        return record(state, {
            path,
            asset: asset.name,
            step: 'shrunk',
            before: now.length,
            after: encoded.bytes.length,
            was,
            now: describeImage(pixels.width, pixels.height, encoded.codec),
            setting: `shrunk to ${pixels.width}×${pixels.height}, ${settingOf(encoded)}`,
        });
    };
}
async function settingsTexts(directory, files) {
    return Promise.all(files.filter(file => (0,wasm_modules/* isSettingsFile */.kO)(file.path)).map(file => (0,promises_.readFile)((0,external_node_path_.join)(directory, file.path), 'utf8')));
}
/** The audio assets any scene of the build plays in a loop. */
async function loopedIn(state) {
    const looped = new Set();
    for (const file of state.files.filter(f => /^[^/]+\.json$/.test(f.path) && f.path !== 'config.json' && f.path !== 'manifest.json'))
        for (const id of loopedSounds(await (0,promises_.readFile)((0,external_node_path_.join)(state.directory, file.path), 'utf8')))
            looped.add(id);
    return looped;
}
/** The five files that take the most of the package once fitted, each with what fit made of it. */
function leftOver(measured, state) {
    const byNewPath = new Map([...state.changes.values()].map(change => [change.path, change]));
    return [...measured.files]
        .sort((a, b) => b.packed - a.packed)
        .slice(0, 5)
        .map(file => {
        const change = byNewPath.get(file.path) ?? [...state.changes.values()].find(c => c.renamed === file.path);
        const what = change
            ? `${change.now}, ${change.setting}`
            : (state.notes.get(file.path) ?? (/\.m?js$/.test(file.path) ? 'code, carried as it is' : 'carried as it is'));
        return `${file.path}: ${(0,src_text/* formatBytes */.z3)(file.packed)} in the package (${what})`;
    });
}


/***/ }),

/***/ 1195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ similarity),
/* harmony export */   v: () => (/* binding */ wholeSimilarity)
/* harmony export */ });
/* harmony import */ var ssim_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7278);
/* harmony import */ var ssim_js__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(ssim_js__WEBPACK_IMPORTED_MODULE_0__);
// Its named export: Node's ESM gives a CommonJS module's default as the whole module.exports, where a bundle (ncc's
// webpack) gives its `exports.default`, the function itself; `ssim` is the same function under both.

// ssim.js's Bezkrovny variant: SSIM over 11-pixel blocks, several times faster than the windowed one on a large texture
// and the same whole-picture score within a thousandth (docs/performance.md).
const OPTIONS = { ssim: 'bezkrovny', downsample: false, windowSize: 11 };
/**
 * How similar `after` stayed to `before` (SSIM on luminance, as ssim.js computes it), over the whole and over each of
 * `grid` × `grid` regions (pure). The two must be of one size.
 */
function similarity(before, after, grid = 4) {
    if (before.width !== after.width || before.height !== after.height)
        throw new Error(`The pictures differ in size: ${before.width}×${before.height} against ${after.width}×${after.height}`);
    const { mssim, ssim_map: map } = (0,ssim_js__WEBPACK_IMPORTED_MODULE_0__.ssim)(asImageData(before), asImageData(after), OPTIONS);
    const block = OPTIONS.windowSize;
    const regions = [];
    for (let row = 0; row < grid; row++)
        for (let column = 0; column < grid; column++) {
            const x = Math.floor((column * before.width) / grid);
            const y = Math.floor((row * before.height) / grid);
            const width = Math.floor(((column + 1) * before.width) / grid) - x;
            const height = Math.floor(((row + 1) * before.height) / grid) - y;
            let sum = 0;
            let count = 0;
            // A block belongs to the region its centre falls in.
            for (let my = 0; my < map.height; my++) {
                const cy = my * block + block / 2;
                if (cy < y || cy >= y + height)
                    continue;
                for (let mx = 0; mx < map.width; mx++) {
                    const cx = mx * block + block / 2;
                    if (cx < x || cx >= x + width)
                        continue;
                    sum += map.data[my * map.width + mx] ?? 0;
                    count++;
                }
            }
            regions.push({ x, y, width, height, ssim: count ? sum / count : mssim });
        }
    const worst = regions.reduce((a, b) => (b.ssim < a.ssim ? b : a));
    return { whole: mssim, regions, worst };
}
function asImageData(pixels) {
    const { data, width, height } = pixels;
    if (data.length !== width * height * 4)
        throw new Error(`${width}×${height} pixels need ${width * height * 4} bytes; got ${data.length}`);
    return {
        data: data instanceof Uint8ClampedArray ? data : new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
        width,
        height,
    };
}
/**
 * SSIM over the whole picture alone, computed a band of rows at a time: the same score as `similarity`'s `whole` (its
 * 11-pixel blocks never straddle two bands), with the memory of a band rather than of the picture (pure).
 */
function wholeSimilarity(before, after, rows = OPTIONS.windowSize * 24) {
    if (before.width !== after.width || before.height !== after.height)
        throw new Error(`The pictures differ in size: ${before.width}×${before.height} against ${after.width}×${after.height}`);
    const { width, height } = before;
    let sum = 0;
    let blocks = 0;
    for (let top = 0; top < height; top += rows) {
        const bottom = Math.min(height, top + rows);
        const band = (pixels) => ({
            data: pixels.data.subarray(top * width * 4, bottom * width * 4),
            width,
            height: bottom - top,
        });
        const { mssim, ssim_map: map } = (0,ssim_js__WEBPACK_IMPORTED_MODULE_0__.ssim)(asImageData(band(before)), asImageData(band(after)), OPTIONS);
        sum += mssim * map.width * map.height;
        blocks += map.width * map.height;
    }
    return blocks ? sum / blocks : 1;
}


/***/ })

};

//# sourceMappingURL=687.index.js.map