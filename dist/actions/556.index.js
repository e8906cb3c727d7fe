export const id = 556;
export const ids = [556];
export const modules = {

/***/ 3986:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ad: () => (/* binding */ BufferUtils),
/* harmony export */   Cd: () => (/* binding */ Accessor),
/* harmony export */   Hg: () => (/* binding */ ImageUtils),
/* harmony export */   Jk: () => (/* binding */ WriterContext),
/* harmony export */   PJ: () => (/* binding */ NodeIO),
/* harmony export */   Ut: () => (/* binding */ PropertyType),
/* harmony export */   X6: () => (/* binding */ ExtensionProperty),
/* harmony export */   YY: () => (/* binding */ Extension),
/* harmony export */   a8: () => (/* binding */ TextureInfo),
/* harmony export */   a_: () => (/* binding */ AnimationChannel),
/* harmony export */   bL: () => (/* binding */ Root),
/* harmony export */   cj: () => (/* binding */ MathUtils),
/* harmony export */   dB: () => (/* binding */ GLB_BUFFER),
/* harmony export */   fW: () => (/* binding */ AnimationSampler),
/* harmony export */   gW: () => (/* binding */ getBounds),
/* harmony export */   sG: () => (/* binding */ Primitive),
/* harmony export */   x9: () => (/* binding */ TextureChannel)
/* harmony export */ });
/* unused harmony exports Animation, Buffer, COPY_IDENTITY, Camera, ColorUtils, ComponentTypeToTypedArray, DenoIO, Document, ExtensibleProperty, FileUtils, Format, HTTPUtils, Logger, Material, Mesh, Node, PlatformIO, PrimitiveTarget, Property, ReaderContext, Scene, Skin, Texture, VERSION, Verbosity, VertexLayout, WebIO, uuid */
/* harmony import */ var property_graph__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4691);

//#region src/constants.ts
/**
* Current version of the package.
* @hidden
*/
const VERSION = `v4.5.1`;
/** @hidden */
const GLB_BUFFER = "@glb.bin";
/** String IDs for core {@link Property} types. */
let PropertyType = /* @__PURE__ */ function(PropertyType) {
	PropertyType["ACCESSOR"] = "Accessor";
	PropertyType["ANIMATION"] = "Animation";
	PropertyType["ANIMATION_CHANNEL"] = "AnimationChannel";
	PropertyType["ANIMATION_SAMPLER"] = "AnimationSampler";
	PropertyType["BUFFER"] = "Buffer";
	PropertyType["CAMERA"] = "Camera";
	PropertyType["MATERIAL"] = "Material";
	PropertyType["MESH"] = "Mesh";
	PropertyType["PRIMITIVE"] = "Primitive";
	PropertyType["PRIMITIVE_TARGET"] = "PrimitiveTarget";
	PropertyType["NODE"] = "Node";
	PropertyType["ROOT"] = "Root";
	PropertyType["SCENE"] = "Scene";
	PropertyType["SKIN"] = "Skin";
	PropertyType["TEXTURE"] = "Texture";
	PropertyType["TEXTURE_INFO"] = "TextureInfo";
	return PropertyType;
}({});
/** Vertex layout method. */
let VertexLayout = /* @__PURE__ */ function(VertexLayout) {
	/**
	* Stores vertex attributes in a single buffer view per mesh primitive. Interleaving vertex
	* data may improve performance by reducing page-thrashing in GPU memory.
	*/
	VertexLayout["INTERLEAVED"] = "interleaved";
	/**
	* Stores each vertex attribute in a separate buffer view. May decrease performance by causing
	* page-thrashing in GPU memory. Some 3D engines may prefer this layout, e.g. for simplicity.
	*/
	VertexLayout["SEPARATE"] = "separate";
	return VertexLayout;
}({});
/** Accessor usage. */
let BufferViewUsage$1 = /* @__PURE__ */ function(BufferViewUsage) {
	BufferViewUsage["ARRAY_BUFFER"] = "ARRAY_BUFFER";
	BufferViewUsage["ELEMENT_ARRAY_BUFFER"] = "ELEMENT_ARRAY_BUFFER";
	BufferViewUsage["INVERSE_BIND_MATRICES"] = "INVERSE_BIND_MATRICES";
	BufferViewUsage["OTHER"] = "OTHER";
	BufferViewUsage["SPARSE"] = "SPARSE";
	return BufferViewUsage;
}({});
/** Texture channels. */
let TextureChannel = /* @__PURE__ */ function(TextureChannel) {
	TextureChannel[TextureChannel["R"] = 4096] = "R";
	TextureChannel[TextureChannel["G"] = 256] = "G";
	TextureChannel[TextureChannel["B"] = 16] = "B";
	TextureChannel[TextureChannel["A"] = 1] = "A";
	return TextureChannel;
}({});
let Format = /* @__PURE__ */ function(Format) {
	Format["GLTF"] = "GLTF";
	Format["GLB"] = "GLB";
	return Format;
}({});
var UnsupportedArray = class extends Float32Array {
	constructor() {
		super();
		throw new Error("Unsupported typed array instantiation.");
	}
};
const ComponentTypeToTypedArray = {
	"5120": Int8Array,
	"5121": Uint8Array,
	"5122": Int16Array,
	"5123": Uint16Array,
	"5125": Uint32Array,
	"5131": typeof Float16Array !== "undefined" ? Float16Array : UnsupportedArray,
	"5126": Float32Array,
	"5130": Float64Array
};
//#endregion
//#region src/utils/buffer-utils.ts
/**
* *Common utilities for working with Uint8Array and Buffer objects.*
*
* @category Utilities
*/
var BufferUtils = class {
	/** Creates a byte array from a Data URI. */
	static createBufferFromDataURI(dataURI) {
		if (typeof Buffer === "undefined") {
			const byteString = atob(dataURI.split(",")[1]);
			const ia = new Uint8Array(byteString.length);
			for (let i = 0; i < byteString.length; i++) ia[i] = byteString.charCodeAt(i);
			return ia;
		} else {
			const data = dataURI.split(",")[1];
			const isBase64 = dataURI.indexOf("base64") >= 0;
			return Buffer.from(data, isBase64 ? "base64" : "utf8");
		}
	}
	/** Encodes text to a byte array. */
	static encodeText(text) {
		return new TextEncoder().encode(text);
	}
	/** Decodes a byte array to text. */
	static decodeText(array) {
		return new TextDecoder().decode(array);
	}
	/**
	* Concatenates N byte arrays.
	*/
	static concat(arrays) {
		let totalByteLength = 0;
		for (const array of arrays) totalByteLength += array.byteLength;
		const result = new Uint8Array(totalByteLength);
		let byteOffset = 0;
		for (const array of arrays) {
			result.set(array, byteOffset);
			byteOffset += array.byteLength;
		}
		return result;
	}
	/**
	* Pads a Uint8Array to the next 4-byte boundary.
	*
	* Reference: [glTF → Data Alignment](https://github.com/KhronosGroup/glTF/tree/master/specification/2.0#data-alignment)
	*/
	static pad(srcArray, paddingByte = 0) {
		const paddedLength = this.padNumber(srcArray.byteLength);
		if (paddedLength === srcArray.byteLength) return srcArray;
		const dstArray = new Uint8Array(paddedLength);
		dstArray.set(srcArray);
		if (paddingByte !== 0) for (let i = srcArray.byteLength; i < paddedLength; i++) dstArray[i] = paddingByte;
		return dstArray;
	}
	/** Pads a number to 4-byte boundaries. */
	static padNumber(v) {
		return Math.ceil(v / 4) * 4;
	}
	/** Returns true if given byte array instances are equal. */
	static equals(a, b) {
		if (a === b) return true;
		if (a.byteLength !== b.byteLength) return false;
		let i = a.byteLength;
		while (i--) if (a[i] !== b[i]) return false;
		return true;
	}
	/**
	* Returns a Uint8Array view of a typed array, with the same underlying ArrayBuffer.
	*
	* A shorthand for:
	*
	* ```js
	* const buffer = new Uint8Array(
	* 	array.buffer,
	* 	array.byteOffset + byteOffset,
	* 	Math.min(array.byteLength, byteLength)
	* );
	* ```
	*
	*/
	static toView(a, byteOffset = 0, byteLength = Infinity) {
		return new Uint8Array(a.buffer, a.byteOffset + byteOffset, Math.min(a.byteLength, byteLength));
	}
	static assertView(view) {
		if (view && !ArrayBuffer.isView(view)) throw new Error(`Method requires Uint8Array parameter; received "${typeof view}".`);
		return view;
	}
};
//#endregion
//#region src/utils/color-utils.ts
/**
* *Common utilities for working with colors in vec3, vec4, or hexadecimal form.*
*
* Provides methods to convert linear components (vec3, vec4) to sRGB hex values. All colors in
* the glTF specification, excluding color textures, are linear. Hexadecimal values, in sRGB
* colorspace, are accessible through helper functions in the API as a convenience.
*
* ```typescript
* // Hex (sRGB) to factor (linear).
* const factor = ColorUtils.hexToFactor(0xFFCCCC, []);
*
* // Factor (linear) to hex (sRGB).
* const hex = ColorUtils.factorToHex([1, .25, .25])
* ```
*
* @category Utilities
*/
var ColorUtils = class {
	/**
	* Converts sRGB hexadecimal to linear components.
	* @typeParam T vec3 or vec4 linear components.
	*/
	static hexToFactor(hex, target) {
		hex = Math.floor(hex);
		const _target = target;
		_target[0] = (hex >> 16 & 255) / 255;
		_target[1] = (hex >> 8 & 255) / 255;
		_target[2] = (hex & 255) / 255;
		return this.convertSRGBToLinear(target, target);
	}
	/**
	* Converts linear components to sRGB hexadecimal.
	* @typeParam T vec3 or vec4 linear components.
	*/
	static factorToHex(factor) {
		const target = [...factor];
		const [r, g, b] = this.convertLinearToSRGB(factor, target);
		return r * 255 << 16 ^ g * 255 << 8 ^ b * 255 << 0;
	}
	/**
	* Converts sRGB components to linear components.
	* @typeParam T vec3 or vec4 linear components.
	*/
	static convertSRGBToLinear(source, target) {
		const _source = source;
		const _target = target;
		for (let i = 0; i < 3; i++) _target[i] = _source[i] < .04045 ? _source[i] * .0773993808 : Math.pow(_source[i] * .9478672986 + .0521327014, 2.4);
		return target;
	}
	/**
	* Converts linear components to sRGB components.
	* @typeParam T vec3 or vec4 linear components.
	*/
	static convertLinearToSRGB(source, target) {
		const _source = source;
		const _target = target;
		for (let i = 0; i < 3; i++) _target[i] = _source[i] < .0031308 ? _source[i] * 12.92 : 1.055 * Math.pow(_source[i], .41666) - .055;
		return target;
	}
};
//#endregion
//#region src/utils/image-utils.ts
/** JPEG image support. */
var JPEGImageUtils = class {
	match(array) {
		return array.length >= 3 && array[0] === 255 && array[1] === 216 && array[2] === 255;
	}
	getSize(array) {
		let view = new DataView(array.buffer, array.byteOffset + 4);
		let i, next;
		while (view.byteLength) {
			i = view.getUint16(0, false);
			validateJPEGBuffer(view, i);
			next = view.getUint8(i + 1);
			if (next === 192 || next === 193 || next === 194) return [view.getUint16(i + 7, false), view.getUint16(i + 5, false)];
			view = new DataView(array.buffer, view.byteOffset + i + 2);
		}
		throw new TypeError("Invalid JPG, no size found");
	}
	getChannels(_buffer) {
		return 3;
	}
};
/**
* PNG image support.
*
* PNG signature: 'PNG\r\n\x1a\n'
* PNG image header chunk name: 'IHDR'
*/
var PNGImageUtils = class PNGImageUtils {
	static PNG_FRIED_CHUNK_NAME = "CgBI";
	match(array) {
		return array.length >= 8 && array[0] === 137 && array[1] === 80 && array[2] === 78 && array[3] === 71 && array[4] === 13 && array[5] === 10 && array[6] === 26 && array[7] === 10;
	}
	getSize(array) {
		const view = new DataView(array.buffer, array.byteOffset);
		if (BufferUtils.decodeText(array.slice(12, 16)) === PNGImageUtils.PNG_FRIED_CHUNK_NAME) return [view.getUint32(32, false), view.getUint32(36, false)];
		return [view.getUint32(16, false), view.getUint32(20, false)];
	}
	getChannels(_buffer) {
		return 4;
	}
};
/**
* *Common utilities for working with image data.*
*
* @category Utilities
*/
var ImageUtils = class {
	static impls = {
		"image/jpeg": new JPEGImageUtils(),
		"image/png": new PNGImageUtils()
	};
	/** Registers support for a new image format; useful for certain extensions. */
	static registerFormat(mimeType, impl) {
		this.impls[mimeType] = impl;
	}
	/**
	* Returns detected MIME type of the given image buffer. Note that for image
	* formats with support provided by extensions, the extension must be
	* registered with an I/O class before it can be detected by ImageUtils.
	*/
	static getMimeType(buffer) {
		for (const mimeType in this.impls) if (this.impls[mimeType].match(buffer)) return mimeType;
		return null;
	}
	/** Returns the dimensions of the image. */
	static getSize(buffer, mimeType) {
		if (!this.impls[mimeType]) return null;
		return this.impls[mimeType].getSize(buffer);
	}
	/**
	* Returns a conservative estimate of the number of channels in the image. For some image
	* formats, the method may return 4 indicating the possibility of an alpha channel, without
	* the ability to guarantee that an alpha channel is present.
	*/
	static getChannels(buffer, mimeType) {
		if (!this.impls[mimeType]) return null;
		return this.impls[mimeType].getChannels(buffer);
	}
	/** Returns a conservative estimate of the GPU memory required by this image. */
	static getVRAMByteLength(buffer, mimeType) {
		if (!this.impls[mimeType]) return null;
		if (this.impls[mimeType].getVRAMByteLength) return this.impls[mimeType].getVRAMByteLength(buffer);
		let uncompressedBytes = 0;
		const channels = 4;
		const resolution = this.getSize(buffer, mimeType);
		if (!resolution) return null;
		while (resolution[0] > 1 || resolution[1] > 1) {
			uncompressedBytes += resolution[0] * resolution[1] * channels;
			resolution[0] = Math.max(Math.floor(resolution[0] / 2), 1);
			resolution[1] = Math.max(Math.floor(resolution[1] / 2), 1);
		}
		uncompressedBytes += 4;
		return uncompressedBytes;
	}
	/** Returns the preferred file extension for the given MIME type. */
	static mimeTypeToExtension(mimeType) {
		if (mimeType === "image/jpeg") return "jpg";
		return mimeType.split("/").pop();
	}
	/** Returns the MIME type for the given file extension. */
	static extensionToMimeType(extension) {
		if (extension === "jpg") return "image/jpeg";
		if (!extension) return "";
		return `image/${extension}`;
	}
};
function validateJPEGBuffer(view, i) {
	if (i > view.byteLength) throw new TypeError("Corrupt JPG, exceeded buffer limits");
	if (view.getUint8(i) !== 255) throw new TypeError("Invalid JPG, marker table corrupted");
	return view;
}
//#endregion
//#region src/utils/file-utils.ts
/**
* *Utility class for working with file systems and URI paths.*
*
* @category Utilities
*/
var FileUtils = class {
	/**
	* Extracts the basename from a file path, e.g. "folder/model.glb" -> "model".
	* See: {@link HTTPUtils.basename}
	*/
	static basename(uri) {
		const fileName = uri.split(/[\\/]/).pop();
		return fileName.substring(0, fileName.lastIndexOf("."));
	}
	/**
	* Extracts the extension from a file path, e.g. "folder/model.glb" -> "glb".
	* See: {@link HTTPUtils.extension}
	*/
	static extension(uri) {
		if (uri.startsWith("data:image/")) {
			const mimeType = uri.match(/data:(image\/\w+)/)[1];
			return ImageUtils.mimeTypeToExtension(mimeType);
		} else if (uri.startsWith("data:model/gltf+json")) return "gltf";
		else if (uri.startsWith("data:model/gltf-binary")) return "glb";
		else if (uri.startsWith("data:application/")) return "bin";
		return uri.split(/[\\/]/).pop().split(/[.]/).pop();
	}
};
//#endregion
//#region ../../node_modules/.deno/gl-matrix@3.4.4/node_modules/gl-matrix/esm/common.js
var ARRAY_TYPE = typeof Float32Array !== "undefined" ? Float32Array : Array;
Math.PI / 180;
180 / Math.PI;
//#endregion
//#region ../../node_modules/.deno/gl-matrix@3.4.4/node_modules/gl-matrix/esm/vec3.js
/**
* 3 Dimensional Vector
* @module vec3
*/
/**
* Creates a new, empty vec3
*
* @returns {vec3} a new 3D vector
*/
function create() {
	var out = new ARRAY_TYPE(3);
	if (ARRAY_TYPE != Float32Array) {
		out[0] = 0;
		out[1] = 0;
		out[2] = 0;
	}
	return out;
}
/**
* Calculates the length of a vec3
*
* @param {ReadonlyVec3} a vector to calculate length of
* @returns {Number} length of a
*/
function length(a) {
	var x = a[0];
	var y = a[1];
	var z = a[2];
	return Math.sqrt(x * x + y * y + z * z);
}
/**
* Transforms the vec3 with a mat4.
* 4th vector component is implicitly '1'
*
* @param {vec3} out the receiving vector
* @param {ReadonlyVec3} a the vector to transform
* @param {ReadonlyMat4} m matrix to transform with
* @returns {vec3} out
*/
function transformMat4(out, a, m) {
	var x = a[0], y = a[1], z = a[2];
	var w = m[3] * x + m[7] * y + m[11] * z + m[15];
	w = w || 1;
	out[0] = (m[0] * x + m[4] * y + m[8] * z + m[12]) / w;
	out[1] = (m[1] * x + m[5] * y + m[9] * z + m[13]) / w;
	out[2] = (m[2] * x + m[6] * y + m[10] * z + m[14]) / w;
	return out;
}
(function() {
	var vec = create();
	return function(a, stride, offset, count, fn, arg) {
		var i, l;
		if (!stride) stride = 3;
		if (!offset) offset = 0;
		if (count) l = Math.min(count * stride + offset, a.length);
		else l = a.length;
		for (i = offset; i < l; i += stride) {
			vec[0] = a[i];
			vec[1] = a[i + 1];
			vec[2] = a[i + 2];
			fn(vec, vec, arg);
			a[i] = vec[0];
			a[i + 1] = vec[1];
			a[i + 2] = vec[2];
		}
		return a;
	};
})();
//#endregion
//#region src/utils/get-bounds.ts
/** @hidden Implemented in /core for use by /extensions, publicly exported from /functions. */
function getBounds(node) {
	const resultBounds = createBounds();
	const parents = node.propertyType === "Node" ? [node] : node.listChildren();
	for (const parent of parents) parent.traverse((node) => {
		const mesh = node.getMesh();
		if (!mesh) return;
		const meshBounds = getMeshBounds(mesh, node.getWorldMatrix());
		if (meshBounds.min.every(isFinite) && meshBounds.max.every(isFinite)) {
			expandBounds(meshBounds.min, resultBounds);
			expandBounds(meshBounds.max, resultBounds);
		}
	});
	return resultBounds;
}
/** Computes mesh bounds in world space. */
function getMeshBounds(mesh, worldMatrix) {
	const meshBounds = createBounds();
	for (const prim of mesh.listPrimitives()) {
		const position = prim.getAttribute("POSITION");
		const indices = prim.getIndices();
		if (!position) continue;
		let localPos = [
			0,
			0,
			0
		];
		let worldPos = [
			0,
			0,
			0
		];
		for (let i = 0, il = indices ? indices.getCount() : position.getCount(); i < il; i++) {
			const index = indices ? indices.getScalar(i) : i;
			localPos = position.getElement(index, localPos);
			worldPos = transformMat4(worldPos, localPos, worldMatrix);
			expandBounds(worldPos, meshBounds);
		}
	}
	return meshBounds;
}
/** Expands bounds of target by given source. */
function expandBounds(point, target) {
	for (let i = 0; i < 3; i++) {
		target.min[i] = Math.min(point[i], target.min[i]);
		target.max[i] = Math.max(point[i], target.max[i]);
	}
}
/** Creates new bounds with min=Infinity, max=-Infinity. */
function createBounds() {
	return {
		min: [
			Infinity,
			Infinity,
			Infinity
		],
		max: [
			-Infinity,
			-Infinity,
			-Infinity
		]
	};
}
//#endregion
//#region src/utils/http-utils.ts
const NULL_DOMAIN = "https://null.example";
/**
* *Utility class for working with URLs.*
*
* @category Utilities
*/
var HTTPUtils = class {
	static DEFAULT_INIT = {};
	static PROTOCOL_REGEXP = /^[a-zA-Z]+:\/\//;
	static dirname(path) {
		const index = path.lastIndexOf("/");
		if (index === -1) return "./";
		return path.substring(0, index + 1);
	}
	/**
	* Extracts the basename from a URL, e.g. "folder/model.glb" -> "model".
	* See: {@link FileUtils.basename}
	*/
	static basename(uri) {
		return FileUtils.basename(new URL(uri, NULL_DOMAIN).pathname);
	}
	/**
	* Extracts the extension from a URL, e.g. "folder/model.glb" -> "glb".
	* See: {@link FileUtils.extension}
	*/
	static extension(uri) {
		return FileUtils.extension(new URL(uri, NULL_DOMAIN).pathname);
	}
	static resolve(base, path) {
		if (!this.isRelativePath(path)) return path;
		const stack = base.split("/");
		const parts = path.split("/");
		stack.pop();
		for (let i = 0; i < parts.length; i++) {
			if (parts[i] === ".") continue;
			if (parts[i] === "..") stack.pop();
			else stack.push(parts[i]);
		}
		return stack.join("/");
	}
	/**
	* Returns true for URLs containing a protocol, and false for both
	* absolute and relative paths.
	*/
	static isAbsoluteURL(path) {
		return this.PROTOCOL_REGEXP.test(path);
	}
	/**
	* Returns true for paths that are declared relative to some unknown base
	* path. For example, "foo/bar/" is relative both "/foo/bar/" is not.
	*/
	static isRelativePath(path) {
		return !/^(?:[a-zA-Z]+:)?\//.test(path);
	}
};
//#endregion
//#region src/utils/is-plain-object.ts
function isObject(o) {
	return Object.prototype.toString.call(o) === "[object Object]";
}
function isPlainObject(o) {
	if (isObject(o) === false) return false;
	const ctor = o.constructor;
	if (ctor === void 0) return true;
	const prot = ctor.prototype;
	if (isObject(prot) === false) return false;
	if (Object.hasOwn(prot, "isPrototypeOf") === false) return false;
	return true;
}
//#endregion
//#region src/utils/logger.ts
/** Logger verbosity thresholds. */
let Verbosity = /* @__PURE__ */ function(Verbosity) {
	/** No events are logged. */
	Verbosity[Verbosity["SILENT"] = 4] = "SILENT";
	/** Only error events are logged. */
	Verbosity[Verbosity["ERROR"] = 3] = "ERROR";
	/** Only error and warn events are logged. */
	Verbosity[Verbosity["WARN"] = 2] = "WARN";
	/** Only error, warn, and info events are logged. (DEFAULT) */
	Verbosity[Verbosity["INFO"] = 1] = "INFO";
	/** All events are logged. */
	Verbosity[Verbosity["DEBUG"] = 0] = "DEBUG";
	return Verbosity;
}({});
/**
* *Logger utility class.*
*
* @category Utilities
*/
var Logger = class Logger {
	verbosity;
	/** Logger verbosity thresholds. */
	static Verbosity = Verbosity;
	/** Default logger instance. */
	static DEFAULT_INSTANCE = new Logger(1);
	/** Constructs a new Logger instance. */
	constructor(verbosity) {
		this.verbosity = verbosity;
	}
	/** Logs an event at level {@link Logger.Verbosity.DEBUG}. */
	debug(text) {
		if (this.verbosity <= 0) console.debug(text);
	}
	/** Logs an event at level {@link Logger.Verbosity.INFO}. */
	info(text) {
		if (this.verbosity <= 1) console.info(text);
	}
	/** Logs an event at level {@link Logger.Verbosity.WARN}. */
	warn(text) {
		if (this.verbosity <= 2) console.warn(text);
	}
	/** Logs an event at level {@link Logger.Verbosity.ERROR}. */
	error(text) {
		if (this.verbosity <= 3) console.error(text);
	}
};
//#endregion
//#region ../../node_modules/.deno/gl-matrix@3.4.4/node_modules/gl-matrix/esm/mat4.js
/**
* Calculates the determinant of a mat4
*
* @param {ReadonlyMat4} a the source matrix
* @returns {Number} determinant of a
*/
function determinant(a) {
	var a00 = a[0], a01 = a[1], a02 = a[2], a03 = a[3];
	var a10 = a[4], a11 = a[5], a12 = a[6], a13 = a[7];
	var a20 = a[8], a21 = a[9], a22 = a[10], a23 = a[11];
	var a30 = a[12], a31 = a[13], a32 = a[14], a33 = a[15];
	var b0 = a00 * a11 - a01 * a10;
	var b1 = a00 * a12 - a02 * a10;
	var b2 = a01 * a12 - a02 * a11;
	var b3 = a20 * a31 - a21 * a30;
	var b4 = a20 * a32 - a22 * a30;
	var b5 = a21 * a32 - a22 * a31;
	var b6 = a00 * b5 - a01 * b4 + a02 * b3;
	var b7 = a10 * b5 - a11 * b4 + a12 * b3;
	var b8 = a20 * b2 - a21 * b1 + a22 * b0;
	var b9 = a30 * b2 - a31 * b1 + a32 * b0;
	return a13 * b6 - a03 * b7 + a33 * b8 - a23 * b9;
}
/**
* Multiplies two mat4s
*
* @param {mat4} out the receiving matrix
* @param {ReadonlyMat4} a the first operand
* @param {ReadonlyMat4} b the second operand
* @returns {mat4} out
*/
function multiply(out, a, b) {
	var a00 = a[0], a01 = a[1], a02 = a[2], a03 = a[3];
	var a10 = a[4], a11 = a[5], a12 = a[6], a13 = a[7];
	var a20 = a[8], a21 = a[9], a22 = a[10], a23 = a[11];
	var a30 = a[12], a31 = a[13], a32 = a[14], a33 = a[15];
	var b0 = b[0], b1 = b[1], b2 = b[2], b3 = b[3];
	out[0] = b0 * a00 + b1 * a10 + b2 * a20 + b3 * a30;
	out[1] = b0 * a01 + b1 * a11 + b2 * a21 + b3 * a31;
	out[2] = b0 * a02 + b1 * a12 + b2 * a22 + b3 * a32;
	out[3] = b0 * a03 + b1 * a13 + b2 * a23 + b3 * a33;
	b0 = b[4];
	b1 = b[5];
	b2 = b[6];
	b3 = b[7];
	out[4] = b0 * a00 + b1 * a10 + b2 * a20 + b3 * a30;
	out[5] = b0 * a01 + b1 * a11 + b2 * a21 + b3 * a31;
	out[6] = b0 * a02 + b1 * a12 + b2 * a22 + b3 * a32;
	out[7] = b0 * a03 + b1 * a13 + b2 * a23 + b3 * a33;
	b0 = b[8];
	b1 = b[9];
	b2 = b[10];
	b3 = b[11];
	out[8] = b0 * a00 + b1 * a10 + b2 * a20 + b3 * a30;
	out[9] = b0 * a01 + b1 * a11 + b2 * a21 + b3 * a31;
	out[10] = b0 * a02 + b1 * a12 + b2 * a22 + b3 * a32;
	out[11] = b0 * a03 + b1 * a13 + b2 * a23 + b3 * a33;
	b0 = b[12];
	b1 = b[13];
	b2 = b[14];
	b3 = b[15];
	out[12] = b0 * a00 + b1 * a10 + b2 * a20 + b3 * a30;
	out[13] = b0 * a01 + b1 * a11 + b2 * a21 + b3 * a31;
	out[14] = b0 * a02 + b1 * a12 + b2 * a22 + b3 * a32;
	out[15] = b0 * a03 + b1 * a13 + b2 * a23 + b3 * a33;
	return out;
}
/**
* Returns the scaling factor component of a transformation
*  matrix. If a matrix is built with fromRotationTranslationScale
*  with a normalized Quaternion parameter, the returned vector will be
*  the same as the scaling vector
*  originally supplied.
* @param  {vec3} out Vector to receive scaling factor component
* @param  {ReadonlyMat4} mat Matrix to be decomposed (input)
* @return {vec3} out
*/
function getScaling(out, mat) {
	var m11 = mat[0];
	var m12 = mat[1];
	var m13 = mat[2];
	var m21 = mat[4];
	var m22 = mat[5];
	var m23 = mat[6];
	var m31 = mat[8];
	var m32 = mat[9];
	var m33 = mat[10];
	out[0] = Math.sqrt(m11 * m11 + m12 * m12 + m13 * m13);
	out[1] = Math.sqrt(m21 * m21 + m22 * m22 + m23 * m23);
	out[2] = Math.sqrt(m31 * m31 + m32 * m32 + m33 * m33);
	return out;
}
/**
* Returns a quaternion representing the rotational component
*  of a transformation matrix. If a matrix is built with
*  fromRotationTranslation, the returned quaternion will be the
*  same as the quaternion originally supplied.
* @param {quat} out Quaternion to receive the rotation component
* @param {ReadonlyMat4} mat Matrix to be decomposed (input)
* @return {quat} out
*/
function getRotation(out, mat) {
	var scaling = new ARRAY_TYPE(3);
	getScaling(scaling, mat);
	var is1 = 1 / scaling[0];
	var is2 = 1 / scaling[1];
	var is3 = 1 / scaling[2];
	var sm11 = mat[0] * is1;
	var sm12 = mat[1] * is2;
	var sm13 = mat[2] * is3;
	var sm21 = mat[4] * is1;
	var sm22 = mat[5] * is2;
	var sm23 = mat[6] * is3;
	var sm31 = mat[8] * is1;
	var sm32 = mat[9] * is2;
	var sm33 = mat[10] * is3;
	var trace = sm11 + sm22 + sm33;
	var S = 0;
	if (trace > 0) {
		S = Math.sqrt(trace + 1) * 2;
		out[3] = .25 * S;
		out[0] = (sm23 - sm32) / S;
		out[1] = (sm31 - sm13) / S;
		out[2] = (sm12 - sm21) / S;
	} else if (sm11 > sm22 && sm11 > sm33) {
		S = Math.sqrt(1 + sm11 - sm22 - sm33) * 2;
		out[3] = (sm23 - sm32) / S;
		out[0] = .25 * S;
		out[1] = (sm12 + sm21) / S;
		out[2] = (sm31 + sm13) / S;
	} else if (sm22 > sm33) {
		S = Math.sqrt(1 + sm22 - sm11 - sm33) * 2;
		out[3] = (sm31 - sm13) / S;
		out[0] = (sm12 + sm21) / S;
		out[1] = .25 * S;
		out[2] = (sm23 + sm32) / S;
	} else {
		S = Math.sqrt(1 + sm33 - sm11 - sm22) * 2;
		out[3] = (sm12 - sm21) / S;
		out[0] = (sm31 + sm13) / S;
		out[1] = (sm23 + sm32) / S;
		out[2] = .25 * S;
	}
	return out;
}
//#endregion
//#region src/utils/math-utils.ts
/** @hidden */
var MathUtils = class MathUtils {
	static identity(v) {
		return v;
	}
	static eq(a, b, tolerance = 1e-5) {
		if (a.length !== b.length) return false;
		for (let i = 0; i < a.length; i++) if (Math.abs(a[i] - b[i]) > tolerance) return false;
		return true;
	}
	static clamp(value, min, max) {
		if (value < min) return min;
		if (value > max) return max;
		return value;
	}
	static decodeNormalizedInt(i, componentType) {
		switch (componentType) {
			case 5126: return i;
			case 5123: return i / 65535;
			case 5121: return i / 255;
			case 5122: return Math.max(i / 32767, -1);
			case 5120: return Math.max(i / 127, -1);
			default: throw new Error("Invalid component type.");
		}
	}
	static encodeNormalizedInt(f, componentType) {
		switch (componentType) {
			case 5126: return f;
			case 5123: return Math.round(MathUtils.clamp(f, 0, 1) * 65535);
			case 5121: return Math.round(MathUtils.clamp(f, 0, 1) * 255);
			case 5122: return Math.round(MathUtils.clamp(f, -1, 1) * 32767);
			case 5120: return Math.round(MathUtils.clamp(f, -1, 1) * 127);
			default: throw new Error("Invalid component type.");
		}
	}
	/**
	* Decompose a mat4 to TRS properties.
	*
	* Equivalent to the Matrix4 decompose() method in three.js, and intentionally not using the
	* gl-matrix version. See: https://github.com/toji/gl-matrix/issues/408
	*
	* @param srcMat Matrix element, to be decomposed to TRS properties.
	* @param dstTranslation Translation element, to be overwritten.
	* @param dstRotation Rotation element, to be overwritten.
	* @param dstScale Scale element, to be overwritten.
	*/
	static decompose(srcMat, dstTranslation, dstRotation, dstScale) {
		let sx = length([
			srcMat[0],
			srcMat[1],
			srcMat[2]
		]);
		const sy = length([
			srcMat[4],
			srcMat[5],
			srcMat[6]
		]);
		const sz = length([
			srcMat[8],
			srcMat[9],
			srcMat[10]
		]);
		if (determinant(srcMat) < 0) sx = -sx;
		dstTranslation[0] = srcMat[12];
		dstTranslation[1] = srcMat[13];
		dstTranslation[2] = srcMat[14];
		const _m1 = srcMat.slice();
		const invSX = 1 / sx;
		const invSY = 1 / sy;
		const invSZ = 1 / sz;
		_m1[0] *= invSX;
		_m1[1] *= invSX;
		_m1[2] *= invSX;
		_m1[4] *= invSY;
		_m1[5] *= invSY;
		_m1[6] *= invSY;
		_m1[8] *= invSZ;
		_m1[9] *= invSZ;
		_m1[10] *= invSZ;
		getRotation(dstRotation, _m1);
		dstScale[0] = sx;
		dstScale[1] = sy;
		dstScale[2] = sz;
	}
	/**
	* Compose TRS properties to a mat4.
	*
	* Equivalent to the Matrix4 compose() method in three.js, and intentionally not using the
	* gl-matrix version. See: https://github.com/toji/gl-matrix/issues/408
	*
	* @param srcTranslation Translation element of matrix.
	* @param srcRotation Rotation element of matrix.
	* @param srcScale Scale element of matrix.
	* @param dstMat Matrix element, to be modified and returned.
	* @returns dstMat, overwritten to mat4 equivalent of given TRS properties.
	*/
	static compose(srcTranslation, srcRotation, srcScale, dstMat) {
		const te = dstMat;
		const x = srcRotation[0], y = srcRotation[1], z = srcRotation[2], w = srcRotation[3];
		const x2 = x + x, y2 = y + y, z2 = z + z;
		const xx = x * x2, xy = x * y2, xz = x * z2;
		const yy = y * y2, yz = y * z2, zz = z * z2;
		const wx = w * x2, wy = w * y2, wz = w * z2;
		const sx = srcScale[0], sy = srcScale[1], sz = srcScale[2];
		te[0] = (1 - (yy + zz)) * sx;
		te[1] = (xy + wz) * sx;
		te[2] = (xz - wy) * sx;
		te[3] = 0;
		te[4] = (xy - wz) * sy;
		te[5] = (1 - (xx + zz)) * sy;
		te[6] = (yz + wx) * sy;
		te[7] = 0;
		te[8] = (xz + wy) * sz;
		te[9] = (yz - wx) * sz;
		te[10] = (1 - (xx + yy)) * sz;
		te[11] = 0;
		te[12] = srcTranslation[0];
		te[13] = srcTranslation[1];
		te[14] = srcTranslation[2];
		te[15] = 1;
		return te;
	}
};
//#endregion
//#region src/utils/property-utils.ts
function equalsRef(refA, refB) {
	if (!!refA !== !!refB) return false;
	const a = refA.getChild();
	const b = refB.getChild();
	return a === b || a.equals(b);
}
function equalsRefSet(refSetA, refSetB) {
	if (!!refSetA !== !!refSetB) return false;
	const refValuesA = refSetA.values();
	const refValuesB = refSetB.values();
	if (refValuesA.length !== refValuesB.length) return false;
	for (let i = 0; i < refValuesA.length; i++) {
		const a = refValuesA[i];
		const b = refValuesB[i];
		if (a.getChild() === b.getChild()) continue;
		if (!a.getChild().equals(b.getChild())) return false;
	}
	return true;
}
function equalsRefMap(refMapA, refMapB) {
	if (!!refMapA !== !!refMapB) return false;
	const keysA = refMapA.keys();
	const keysB = refMapB.keys();
	if (keysA.length !== keysB.length) return false;
	for (const key of keysA) {
		const refA = refMapA.get(key);
		const refB = refMapB.get(key);
		if (!!refA !== !!refB) return false;
		const a = refA.getChild();
		const b = refB.getChild();
		if (a === b) continue;
		if (!a.equals(b)) return false;
	}
	return true;
}
function equalsArray(a, b) {
	if (a === b) return true;
	if (!!a !== !!b || !a || !b) return false;
	if (a.length !== b.length) return false;
	for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
	return true;
}
function equalsObject(_a, _b) {
	if (_a === _b) return true;
	if (!!_a !== !!_b) return false;
	if (!isPlainObject(_a) || !isPlainObject(_b)) return _a === _b;
	const a = _a;
	const b = _b;
	let numKeysA = 0;
	let numKeysB = 0;
	let key;
	for (key in a) numKeysA++;
	for (key in b) numKeysB++;
	if (numKeysA !== numKeysB) return false;
	for (key in a) {
		const valueA = a[key];
		const valueB = b[key];
		if (isArray(valueA) && isArray(valueB)) {
			if (!equalsArray(valueA, valueB)) return false;
		} else if (isPlainObject(valueA) && isPlainObject(valueB)) {
			if (!equalsObject(valueA, valueB)) return false;
		} else if (valueA !== valueB) return false;
	}
	return true;
}
function isArray(value) {
	return Array.isArray(value) || ArrayBuffer.isView(value);
}
//#endregion
//#region src/utils/uuid.ts
const ALPHABET = "23456789abdegjkmnpqrvwxyzABDEGJKMNPQRVWXYZ";
const UNIQUE_RETRIES = 999;
const ID_LENGTH = 6;
const previousIDs = /* @__PURE__ */ new Set();
const generateOne = function() {
	let rtn = "";
	for (let i = 0; i < ID_LENGTH; i++) rtn += ALPHABET.charAt(Math.floor(Math.random() * 42));
	return rtn;
};
/**
* Short ID generator.
*
* Generated IDs are short, easy to type, and unique for the duration of the program's execution.
* Uniqueness across multiple program executions, or on other devices, is not guaranteed. Based on
* [Short ID Generation in JavaScript](https://tomspencer.dev/blog/2014/11/16/short-id-generation-in-javascript/),
* with alterations.
*
* @category Utilities
* @hidden
*/
const uuid = function() {
	for (let retries = 0; retries < UNIQUE_RETRIES; retries++) {
		const id = generateOne();
		if (!previousIDs.has(id)) {
			previousIDs.add(id);
			return id;
		}
	}
	return "";
};
//#endregion
//#region src/properties/property.ts
const COPY_IDENTITY = (t) => t;
const EMPTY_SET = /* @__PURE__ */ new Set();
/**
* *Properties represent distinct resources in a glTF asset, referenced by other properties.*
*
* For example, each material and texture is a property, with material properties holding
* references to the textures. All properties are created with factory methods on the
* {@link Document} in which they should be constructed. Properties are destroyed by calling
* {@link Property.dispose}().
*
* Usage:
*
* ```ts
* const texture = doc.createTexture('myTexture');
* doc.listTextures(); // → [texture x 1]
*
* // Attach a texture to a material.
* material.setBaseColorTexture(texture);
* material.getBaseColortexture(); // → texture
*
* // Detaching a texture removes any references to it, except from the doc.
* texture.detach();
* material.getBaseColorTexture(); // → null
* doc.listTextures(); // → [texture x 1]
*
* // Disposing a texture removes all references to it, and its own references.
* texture.dispose();
* doc.listTextures(); // → []
* ```
*
* Reference:
* - [glTF → Concepts](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#concepts)
*
* @category Properties
*/
var Property = class extends property_graph__WEBPACK_IMPORTED_MODULE_0__/* .GraphNode */ .tZ {
	/** @hidden */
	constructor(graph, name = "") {
		super(graph);
		this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id]["name"] = name;
		this.init();
		this.dispatchEvent({ type: "create" });
	}
	/**
	* Returns the Graph associated with this Property. For internal use.
	* @hidden
	* @experimental
	*/
	getGraph() {
		return this.graph;
	}
	/**
	* Returns default attributes for the property. Empty lists and maps should be initialized
	* to empty arrays and objects. Always invoke `super.getDefaults()` and extend the result.
	*/
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			name: "",
			extras: {}
		});
	}
	/** @hidden */
	set(attribute, value) {
		if (Array.isArray(value)) value = value.slice();
		return super.set(attribute, value);
	}
	/**********************************************************************************************
	* Name.
	*/
	/**
	* Returns the name of this property. While names are not required to be unique, this is
	* encouraged, and non-unique names will be overwritten in some tools. For custom data about
	* a property, prefer to use Extras.
	*/
	getName() {
		return this.get("name");
	}
	/**
	* Sets the name of this property. While names are not required to be unique, this is
	* encouraged, and non-unique names will be overwritten in some tools. For custom data about
	* a property, prefer to use Extras.
	*/
	setName(name) {
		return this.set("name", name);
	}
	/**********************************************************************************************
	* Extras.
	*/
	/**
	* Returns a reference to the Extras object, containing application-specific data for this
	* Property. Extras should be an Object, not a primitive value, for best portability.
	*/
	getExtras() {
		return this.get("extras");
	}
	/**
	* Updates the Extras object, containing application-specific data for this Property. Extras
	* should be an Object, not a primitive value, for best portability.
	*/
	setExtras(extras) {
		return this.set("extras", extras);
	}
	/**********************************************************************************************
	* Graph state.
	*/
	/**
	* Makes a copy of this property, with the same resources (by reference) as the original.
	*/
	clone() {
		const PropertyClass = this.constructor;
		return new PropertyClass(this.graph).copy(this, COPY_IDENTITY);
	}
	/**
	* Copies all data from another property to this one. Child properties are copied by reference,
	* unless a 'resolve' function is given to override that.
	* @param other Property to copy references from.
	* @param resolve Function to resolve each Property being transferred. Default is identity.
	*/
	copy(other, resolve = COPY_IDENTITY) {
		for (const key in this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id]) {
			const value = this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key];
			if (value instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .GraphEdge */ .m$) {
				if (!this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$immutableKeys */ .Vy].has(key)) value.dispose();
			} else if (value instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefList */ ._r || value instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx) for (const ref of value.values()) ref.dispose();
			else if (value instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF) for (const ref of value.values()) ref.dispose();
		}
		for (const key in other[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id]) {
			const thisValue = this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key];
			const otherValue = other[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key];
			if (otherValue instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .GraphEdge */ .m$) {
				if (this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$immutableKeys */ .Vy].has(key)) thisValue.getChild().copy(resolve(otherValue.getChild()), resolve);
				else this.setRef(key, resolve(otherValue.getChild()), otherValue.getAttributes());
			} else if (otherValue instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx || otherValue instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefList */ ._r) for (const ref of otherValue.values()) this.addRef(key, resolve(ref.getChild()), ref.getAttributes());
			else if (otherValue instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF) for (const subkey of otherValue.keys()) {
				const ref = otherValue.get(subkey);
				this.setRefMap(key, subkey, resolve(ref.getChild()), ref.getAttributes());
			}
			else if (isPlainObject(otherValue)) this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key] = JSON.parse(JSON.stringify(otherValue));
			else if (Array.isArray(otherValue) || otherValue instanceof ArrayBuffer || ArrayBuffer.isView(otherValue)) this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key] = otherValue.slice();
			else this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key] = otherValue;
		}
		return this;
	}
	/**
	* Returns true if two properties are deeply equivalent, recursively comparing the attributes
	* of the properties. Optionally, a 'skip' set may be included, specifying attributes whose
	* values should not be considered in the comparison.
	*
	* Example: Two {@link Primitive Primitives} are equivalent if they have accessors and
	* materials with equivalent content — but not necessarily the same specific accessors
	* and materials.
	*/
	equals(other, skip = EMPTY_SET) {
		if (this === other) return true;
		if (this.propertyType !== other.propertyType) return false;
		for (const key in this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id]) {
			if (skip.has(key)) continue;
			const a = this[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key];
			const b = other[property_graph__WEBPACK_IMPORTED_MODULE_0__/* .$attributes */ .id][key];
			if (a instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .GraphEdge */ .m$ || b instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .GraphEdge */ .m$) {
				if (!equalsRef(a, b)) return false;
			} else if (a instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx || b instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx || a instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefList */ ._r || b instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefList */ ._r) {
				if (!equalsRefSet(a, b)) return false;
			} else if (a instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF || b instanceof property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF) {
				if (!equalsRefMap(a, b)) return false;
			} else if (isPlainObject(a) || isPlainObject(b)) {
				if (!equalsObject(a, b)) return false;
			} else if (isArray(a) || isArray(b)) {
				if (!equalsArray(a, b)) return false;
			} else if (a !== b) return false;
		}
		return true;
	}
	detach() {
		this.graph.disconnectParents(this, (n) => n.propertyType !== "Root");
		return this;
	}
	/**
	* Returns a list of all properties that hold a reference to this property. For example, a
	* material may hold references to various textures, but a texture does not hold references
	* to the materials that use it.
	*
	* It is often necessary to filter the results for a particular type: some resources, like
	* {@link Accessor}s, may be referenced by different types of properties. Most properties
	* include the {@link Root} as a parent, which is usually not of interest.
	*
	* Usage:
	*
	* ```ts
	* const materials = texture
	* 	.listParents()
	* 	.filter((p) => p instanceof Material)
	* ```
	*/
	listParents() {
		return this.graph.listParents(this);
	}
};
//#endregion
//#region src/properties/extensible-property.ts
/**
* *A {@link Property} that can have {@link ExtensionProperty} instances attached.*
*
* Most properties are extensible. See the {@link Extension} documentation for information about
* how to use extensions.
*
* @category Properties
*/
var ExtensibleProperty = class extends Property {
	getDefaults() {
		return Object.assign(super.getDefaults(), { extensions: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF() });
	}
	/** Returns an {@link ExtensionProperty} attached to this Property, if any. */
	getExtension(name) {
		return this.getRefMap("extensions", name);
	}
	/**
	* Attaches the given {@link ExtensionProperty} to this Property. For a given extension, only
	* one ExtensionProperty may be attached to any one Property at a time.
	*/
	setExtension(name, extensionProperty) {
		if (extensionProperty) extensionProperty._validateParent(this);
		return this.setRefMap("extensions", name, extensionProperty);
	}
	/** Lists all {@link ExtensionProperty} instances attached to this Property. */
	listExtensions() {
		return this.listRefMapValues("extensions");
	}
};
//#endregion
//#region src/properties/accessor.ts
/**
* *Accessors store lists of numeric, vector, or matrix elements in a typed array.*
*
* All large data for {@link Mesh}, {@link Skin}, and {@link Animation} properties is stored in
* {@link Accessor}s, organized into one or more {@link Buffer}s. Each accessor provides data in
* typed arrays, with two abstractions:
*
* *Elements* are the logical divisions of the data into useful types: `"SCALAR"`, `"VEC2"`,
* `"VEC3"`, `"VEC4"`, `"MAT3"`, or `"MAT4"`. The element type can be determined with the
* {@link Accessor.getType getType}() method, and the number of elements in the accessor determine its
* {@link Accessor.getCount getCount}(). The number of components in an element — e.g. 9 for `"MAT3"` — are its
* {@link Accessor.getElementSize getElementSize}(). See {@link Accessor.Type}.
*
* *Components* are the numeric values within an element — e.g. `.x` and `.y` for `"VEC2"`. Various
* component types are available: `BYTE`, `UNSIGNED_BYTE`, `SHORT`, `UNSIGNED_SHORT`,
* `UNSIGNED_INT`, and `FLOAT`. The component type can be determined with the
* {@link Accessor.getComponentType getComponentType} method, and the number of bytes in each component determine its
* {@link Accessor.getComponentSize getComponentSize}. See {@link Accessor.ComponentType}.
*
* Usage:
*
* ```typescript
* const accessor = doc.createAccessor('myData')
* 	.setArray(new Float32Array([1,2,3,4,5,6,7,8,9,10,11,12]))
* 	.setType(Accessor.Type.VEC3)
* 	.setBuffer(doc.getRoot().listBuffers()[0]);
*
* accessor.getCount();        // → 4
* accessor.getElementSize();  // → 3
* accessor.getByteLength();   // → 48
* accessor.getElement(1, []); // → [4, 5, 6]
*
* accessor.setElement(0, [10, 20, 30]);
* ```
*
* Data access through the {@link Accessor.getElement getElement} and {@link Accessor.setElement setElement}
* methods reads or overwrites the content of the underlying typed array. These methods use
* element arrays intended to be compatible with the [gl-matrix](https://github.com/toji/gl-matrix)
* library, or with the `toArray`/`fromArray` methods of libraries like three.js and babylon.js.
*
* Each Accessor must be assigned to a {@link Buffer}, which determines where the accessor's data
* is stored in the final file. Assigning Accessors to different Buffers allows the data to be
* written to different `.bin` files.
*
* glTF Transform does not expose many details of sparse, normalized, or interleaved accessors
* through its API. It reads files using those techniques, presents a simplified view of the data
* for editing, and attempts to write data back out with optimizations. For example, vertex
* attributes will typically be interleaved by default, regardless of the input file.
*
* References:
* - [glTF → Accessors](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#accessors)
*
* @category Properties
*/
var Accessor = class Accessor extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	/** Element type contained by the accessor (SCALAR, VEC2, ...). */
	static Type = {
		/** Scalar, having 1 value per element. */
		SCALAR: "SCALAR",
		/** 2-component vector, having 2 components per element. */
		VEC2: "VEC2",
		/** 3-component vector, having 3 components per element. */
		VEC3: "VEC3",
		/** 4-component vector, having 4 components per element. */
		VEC4: "VEC4",
		/** 2x2 matrix, having 4 components per element. */
		MAT2: "MAT2",
		/** 3x3 matrix, having 9 components per element. */
		MAT3: "MAT3",
		/** 4x3 matrix, having 16 components per element. */
		MAT4: "MAT4"
	};
	/** Data type of the values composing each element in the accessor. */
	static ComponentType = {
		/**
		* 1-byte signed integer, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Int8Array Int8Array}.
		*/
		BYTE: 5120,
		/**
		* 1-byte unsigned integer, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Uint8Array Uint8Array}.
		*/
		UNSIGNED_BYTE: 5121,
		/**
		* 2-byte signed integer, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Int16Array Int16Array}.
		*/
		SHORT: 5122,
		/**
		* 2-byte unsigned integer, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Uint16Array Uint16Array}.
		*/
		UNSIGNED_SHORT: 5123,
		/**
		* 4-byte unsigned integer, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Uint32Array Uint32Array}.
		*/
		UNSIGNED_INT: 5125,
		/**
		* 4-byte floating point number, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Float32Array Float32Array}.
		*/
		FLOAT: 5126,
		/**
		* 2-byte floating point number, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Float16Array Float16Array}.
		* Requires {@link KHRAccessorFloat16}.
		*/
		FLOAT16: 5131,
		/**
		* 8-byte floating point number, stored as
		* {@link https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference/Global_Objects/Float64Array Float64Array}.
		* Requires {@link KHRAccessorFloat64}.
		*/
		FLOAT64: 5130
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "Accessor";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			array: null,
			type: Accessor.Type.SCALAR,
			componentType: Accessor.ComponentType.FLOAT,
			normalized: false,
			sparse: false,
			buffer: null
		});
	}
	/**********************************************************************************************
	* Static.
	*/
	/** Returns size of a given element type, in components. */
	static getElementSize(type) {
		switch (type) {
			case Accessor.Type.SCALAR: return 1;
			case Accessor.Type.VEC2: return 2;
			case Accessor.Type.VEC3: return 3;
			case Accessor.Type.VEC4: return 4;
			case Accessor.Type.MAT2: return 4;
			case Accessor.Type.MAT3: return 9;
			case Accessor.Type.MAT4: return 16;
			default: throw new Error("Unexpected type: " + type);
		}
	}
	/** Returns size of a given component type, in bytes. */
	static getComponentSize(componentType) {
		switch (componentType) {
			case Accessor.ComponentType.BYTE:
			case Accessor.ComponentType.UNSIGNED_BYTE: return 1;
			case Accessor.ComponentType.SHORT:
			case Accessor.ComponentType.UNSIGNED_SHORT: return 2;
			case Accessor.ComponentType.UNSIGNED_INT:
			case Accessor.ComponentType.FLOAT: return 4;
			case Accessor.ComponentType.FLOAT16: return 2;
			case Accessor.ComponentType.FLOAT64: return 8;
			default: throw new Error("Unexpected component type: " + componentType);
		}
	}
	/**********************************************************************************************
	* Min/max bounds.
	*/
	/**
	* Minimum value of each component in this attribute. Unlike in a final glTF file, values
	* returned by this method will reflect the minimum accounting for {@link .normalized}
	* state.
	*/
	getMinNormalized(target) {
		const normalized = this.getNormalized();
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		this.getMin(target);
		if (normalized) for (let j = 0; j < elementSize; j++) target[j] = MathUtils.decodeNormalizedInt(target[j], componentType);
		return target;
	}
	/**
	* Minimum value of each component in this attribute. Values returned by this method do not
	* reflect normalization: use {@link .getMinNormalized} in that case.
	*/
	getMin(target) {
		const array = this.getArray();
		const count = this.getCount();
		const elementSize = this.getElementSize();
		for (let j = 0; j < elementSize; j++) target[j] = Infinity;
		for (let i = 0; i < count * elementSize; i += elementSize) for (let j = 0; j < elementSize; j++) {
			const value = array[i + j];
			if (Number.isFinite(value)) target[j] = Math.min(target[j], value);
		}
		return target;
	}
	/**
	* Maximum value of each component in this attribute. Unlike in a final glTF file, values
	* returned by this method will reflect the minimum accounting for {@link .normalized}
	* state.
	*/
	getMaxNormalized(target) {
		const normalized = this.getNormalized();
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		this.getMax(target);
		if (normalized) for (let j = 0; j < elementSize; j++) target[j] = MathUtils.decodeNormalizedInt(target[j], componentType);
		return target;
	}
	/**
	* Maximum value of each component in this attribute. Values returned by this method do not
	* reflect normalization: use {@link .getMinNormalized} in that case.
	*/
	getMax(target) {
		const array = this.get("array");
		const count = this.getCount();
		const elementSize = this.getElementSize();
		for (let j = 0; j < elementSize; j++) target[j] = -Infinity;
		for (let i = 0; i < count * elementSize; i += elementSize) for (let j = 0; j < elementSize; j++) {
			const value = array[i + j];
			if (Number.isFinite(value)) target[j] = Math.max(target[j], value);
		}
		return target;
	}
	/**********************************************************************************************
	* Layout.
	*/
	/**
	* Number of elements in the accessor. An array of length 30, containing 10 `VEC3` elements,
	* will have a count of 10.
	*/
	getCount() {
		const array = this.get("array");
		return array ? array.length / this.getElementSize() : 0;
	}
	/** Type of element stored in the accessor. `VEC2`, `VEC3`, etc. */
	getType() {
		return this.get("type");
	}
	/**
	* Sets type of element stored in the accessor. `VEC2`, `VEC3`, etc. Array length must be a
	* multiple of the component size (`VEC2` = 2, `VEC3` = 3, ...) for the selected type.
	*/
	setType(type) {
		return this.set("type", type);
	}
	/**
	* Number of components in each element of the accessor. For example, the element size of a
	* `VEC2` accessor is 2. This value is determined automatically based on array length and
	* accessor type, specified with {@link Accessor.setType setType()}.
	*/
	getElementSize() {
		return Accessor.getElementSize(this.get("type"));
	}
	/**
	* Size of each component (a value in the raw array), in bytes. For example, the
	* `componentSize` of data backed by a `float32` array is 4 bytes.
	*/
	getComponentSize() {
		return this.get("array").BYTES_PER_ELEMENT;
	}
	/**
	* Component type (float32, uint16, etc.). This value is determined automatically, and can only
	* be modified by replacing the underlying array.
	*/
	getComponentType() {
		return this.get("componentType");
	}
	/**********************************************************************************************
	* Normalization.
	*/
	/**
	* Specifies whether integer data values should be normalized (true) to [0, 1] (for unsigned
	* types) or [-1, 1] (for signed types), or converted directly (false) when they are accessed.
	* This property is defined only for accessors that contain vertex attributes or animation
	* output data.
	*/
	getNormalized() {
		return this.get("normalized");
	}
	/**
	* Specifies whether integer data values should be normalized (true) to [0, 1] (for unsigned
	* types) or [-1, 1] (for signed types), or converted directly (false) when they are accessed.
	* This property is defined only for accessors that contain vertex attributes or animation
	* output data.
	*/
	setNormalized(normalized) {
		return this.set("normalized", normalized);
	}
	/**********************************************************************************************
	* Data access.
	*/
	/**
	* Returns the scalar element value at the given index. For
	* {@link Accessor.getNormalized normalized} integer accessors, values are
	* decoded and returned in floating-point form.
	*/
	getScalar(index) {
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		const array = this.getArray();
		if (this.getNormalized()) return MathUtils.decodeNormalizedInt(array[index * elementSize], componentType);
		return array[index * elementSize];
	}
	/**
	* Assigns the scalar element value at the given index. For
	* {@link Accessor.getNormalized normalized} integer accessors, "value" should be
	* given in floating-point form — it will be integer-encoded before writing
	* to the underlying array.
	*/
	setScalar(index, x) {
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		const array = this.getArray();
		if (this.getNormalized()) array[index * elementSize] = MathUtils.encodeNormalizedInt(x, componentType);
		else array[index * elementSize] = x;
		return this;
	}
	/**
	* Returns the vector or matrix element value at the given index. For
	* {@link Accessor.getNormalized normalized} integer accessors, values are
	* decoded and returned in floating-point form.
	*
	* Example:
	*
	* ```javascript
	* import { add } from 'gl-matrix/add';
	*
	* const element = [];
	* const offset = [1, 1, 1];
	*
	* for (let i = 0; i < accessor.getCount(); i++) {
	* 	accessor.getElement(i, element);
	* 	add(element, element, offset);
	* 	accessor.setElement(i, element);
	* }
	* ```
	*/
	getElement(index, target) {
		const normalized = this.getNormalized();
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		const array = this.getArray();
		for (let i = 0; i < elementSize; i++) if (normalized) target[i] = MathUtils.decodeNormalizedInt(array[index * elementSize + i], componentType);
		else target[i] = array[index * elementSize + i];
		return target;
	}
	/**
	* Assigns the vector or matrix element value at the given index. For
	* {@link Accessor.getNormalized normalized} integer accessors, "value" should be
	* given in floating-point form — it will be integer-encoded before writing
	* to the underlying array.
	*
	* Example:
	*
	* ```javascript
	* import { add } from 'gl-matrix/add';
	*
	* const element = [];
	* const offset = [1, 1, 1];
	*
	* for (let i = 0; i < accessor.getCount(); i++) {
	* 	accessor.getElement(i, element);
	* 	add(element, element, offset);
	* 	accessor.setElement(i, element);
	* }
	* ```
	*/
	setElement(index, value) {
		const normalized = this.getNormalized();
		const elementSize = this.getElementSize();
		const componentType = this.getComponentType();
		const array = this.getArray();
		for (let i = 0; i < elementSize; i++) if (normalized) array[index * elementSize + i] = MathUtils.encodeNormalizedInt(value[i], componentType);
		else array[index * elementSize + i] = value[i];
		return this;
	}
	/**********************************************************************************************
	* Raw data storage.
	*/
	/**
	* Specifies whether the accessor should be stored sparsely. When written to a glTF file, sparse
	* accessors store only values that differ from base values. When loaded in glTF Transform (or most
	* runtimes) a sparse accessor can be treated like any other accessor. Currently, glTF Transform always
	* uses zeroes for the base values when writing files.
	* @experimental
	*/
	getSparse() {
		return this.get("sparse");
	}
	/**
	* Specifies whether the accessor should be stored sparsely. When written to a glTF file, sparse
	* accessors store only values that differ from base values. When loaded in glTF Transform (or most
	* runtimes) a sparse accessor can be treated like any other accessor. Currently, glTF Transform always
	* uses zeroes for the base values when writing files.
	* @experimental
	*/
	setSparse(sparse) {
		return this.set("sparse", sparse);
	}
	/** Returns the {@link Buffer} into which this accessor will be organized. */
	getBuffer() {
		return this.getRef("buffer");
	}
	/** Assigns the {@link Buffer} into which this accessor will be organized. */
	setBuffer(buffer) {
		return this.setRef("buffer", buffer);
	}
	/** Returns the raw typed array underlying this accessor. */
	getArray() {
		return this.get("array");
	}
	/** Assigns the raw typed array underlying this accessor. */
	setArray(array) {
		this.set("componentType", array ? arrayToComponentType(array) : Accessor.ComponentType.FLOAT);
		this.set("array", array);
		return this;
	}
	/** Returns the total bytelength of this accessor, exclusive of padding. */
	getByteLength() {
		const array = this.get("array");
		return array ? array.byteLength : 0;
	}
};
/**************************************************************************************************
* Accessor utilities.
*/
/** @internal */
function arrayToComponentType(array) {
	switch (array.constructor) {
		case Float32Array: return Accessor.ComponentType.FLOAT;
		case Uint32Array: return Accessor.ComponentType.UNSIGNED_INT;
		case Uint16Array: return Accessor.ComponentType.UNSIGNED_SHORT;
		case Uint8Array: return Accessor.ComponentType.UNSIGNED_BYTE;
		case Int16Array: return Accessor.ComponentType.SHORT;
		case Int8Array: return Accessor.ComponentType.BYTE;
		case Float64Array: return Accessor.ComponentType.FLOAT64;
	}
	if (typeof Float16Array !== "undefined" && array.constructor === Float16Array) return Accessor.ComponentType.FLOAT16;
	throw new Error("Unknown accessor componentType.");
}
//#endregion
//#region src/properties/animation.ts
/**
* *Reusable collections of {@link AnimationChannel}s, together representing a discrete animation
* clip.*
*
* One Animation represents one playable unit in an animation system. Each may contain channels
* affecting multiple paths (`translation`, `rotation`, `scale`, or `weights`) on multiple
* {@link Node}s. An Animation's channels must be played together, and do not have any meaning in
* isolation.
*
* Multiple Animations _may_ be played together: for example, one character's _Walk_ animation
* might play while another character's _Run_ animation plays. Or a single character might have
* both an _Idle_ and a _Talk_ animation playing at the same time. However, glTF does not define
* any particular relationship between top-level Animations, or any particular playback behavior
* like looping or sequences of Animations. General-purpose viewers typically autoplay the first
* animation and provide UI controls for choosing another. Game engines may have significantly
* more advanced methods of playing and blending animations.
*
* For example, a very simple skinned {@link Mesh} might have two Animations, _Idle_ and _Walk_.
* Each of those Animations might affect the rotations of two bones, _LegL_ and _LegR_, where the
* keyframes for each target-path pair are stored in {@link AnimationChannel} instances. In  total,
* this model would contain two Animations and Four {@link AnimationChannel}s.
*
* Usage:
*
* ```ts
* const animation = doc.createAnimation('machineRun')
* 	.addChannel(rotateCog1)
* 	.addChannel(rotateCog2)
* 	.addChannel(rotateCog3);
* ```
*
* Reference
* - [glTF → Animations](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#animations)
*
* @category Properties
*/
var Animation = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Animation";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			channels: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			samplers: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	/** Adds an {@link AnimationChannel} to this Animation. */
	addChannel(channel) {
		return this.addRef("channels", channel);
	}
	/** Removes an {@link AnimationChannel} from this Animation. */
	removeChannel(channel) {
		return this.removeRef("channels", channel);
	}
	/** Lists {@link AnimationChannel}s in this Animation. */
	listChannels() {
		return this.listRefs("channels");
	}
	/** Adds an {@link AnimationSampler} to this Animation. */
	addSampler(sampler) {
		return this.addRef("samplers", sampler);
	}
	/** Removes an {@link AnimationSampler} from this Animation. */
	removeSampler(sampler) {
		return this.removeRef("samplers", sampler);
	}
	/** Lists {@link AnimationSampler}s in this Animation. */
	listSamplers() {
		return this.listRefs("samplers");
	}
};
//#endregion
//#region src/properties/animation-channel.ts
/**
* *A target-path pair within a larger {@link Animation}, which refers to an
* {@link AnimationSampler} storing the keyframe data for that pair.*
*
* A _target_ is always a {@link Node}, in the core glTF spec. A _path_ is any property of that
* Node that can be affected by animation: `translation`, `rotation`, `scale`, or `weights`. An
* {@link Animation} affecting the positions and rotations of several {@link Node}s would contain
* one channel for each Node-position or Node-rotation pair. The keyframe data for an
* AnimationChannel is stored in an {@link AnimationSampler}, which must be attached to the same
* {@link Animation}.
*
* Usage:
*
* ```ts
* const node = doc.getRoot()
* 	.listNodes()
* 	.find((node) => node.getName() === 'Cog');
*
* const channel = doc.createAnimationChannel('cogRotation')
* 	.setTargetPath('rotation')
* 	.setTargetNode(node)
* 	.setSampler(rotateSampler);
* ```
*
* Reference
* - [glTF → Animations](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#animations)
*
* @category Properties
*/
var AnimationChannel = class extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	/** Name of the property to be modified by an animation channel. */
	static TargetPath = {
		/** Channel targets {@link Node.setTranslation}. */
		TRANSLATION: "translation",
		/** Channel targets {@link Node.setRotation}. */
		ROTATION: "rotation",
		/** Channel targets {@link Node.setScale}. */
		SCALE: "scale",
		/** Channel targets {@link Node.setWeights}, affecting {@link PrimitiveTarget} weights. */
		WEIGHTS: "weights"
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "AnimationChannel";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			targetPath: null,
			targetNode: null,
			sampler: null
		});
	}
	/**********************************************************************************************
	* Properties.
	*/
	/**
	* Path (property) animated on the target {@link Node}. Supported values include:
	* `translation`, `rotation`, `scale`, or `weights`.
	*/
	getTargetPath() {
		return this.get("targetPath");
	}
	/**
	* Path (property) animated on the target {@link Node}. Supported values include:
	* `translation`, `rotation`, `scale`, or `weights`.
	*/
	setTargetPath(targetPath) {
		return this.set("targetPath", targetPath);
	}
	/** Target {@link Node} animated by the channel. */
	getTargetNode() {
		return this.getRef("targetNode");
	}
	/** Target {@link Node} animated by the channel. */
	setTargetNode(targetNode) {
		return this.setRef("targetNode", targetNode);
	}
	/**
	* Keyframe data input/output values for the channel. Must be attached to the same
	* {@link Animation}.
	*/
	getSampler() {
		return this.getRef("sampler");
	}
	/**
	* Keyframe data input/output values for the channel. Must be attached to the same
	* {@link Animation}.
	*/
	setSampler(sampler) {
		return this.setRef("sampler", sampler);
	}
};
//#endregion
//#region src/properties/animation-sampler.ts
/**
* *Reusable collection of keyframes affecting particular property of an object.*
*
* Each AnimationSampler refers to an input and an output {@link Accessor}. Input contains times
* (in seconds) for each keyframe. Output contains values (of any {@link Accessor.Type}) for the
* animated property at each keyframe. Samplers using `CUBICSPLINE` interpolation will also contain
* in/out tangents in the output, with the layout:
*
* in<sub>1</sub>, value<sub>1</sub>, out<sub>1</sub>,
* in<sub>2</sub>, value<sub>2</sub>, out<sub>2</sub>,
* in<sub>3</sub>, value<sub>3</sub>, out<sub>3</sub>, ...
*
* Usage:
*
* ```ts
* // Create accessor containing input times, in seconds.
* const input = doc.createAccessor('bounceTimes')
* 	.setArray(new Float32Array([0, 1, 2]))
* 	.setType(Accessor.Type.SCALAR);
*
* // Create accessor containing output values, in local units.
* const output = doc.createAccessor('bounceValues')
* 	.setArray(new Float32Array([
* 		0, 0, 0, // y = 0
* 		0, 1, 0, // y = 1
* 		0, 0, 0, // y = 0
* 	]))
* 	.setType(Accessor.Type.VEC3);
*
* // Create sampler.
* const sampler = doc.createAnimationSampler('bounce')
* 	.setInput(input)
* 	.setOutput(output)
* 	.setInterpolation('LINEAR');
* ```
*
* Reference
* - [glTF → Animations](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#animations)
*
* @category Properties
*/
var AnimationSampler = class AnimationSampler extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	/** Interpolation method. */
	static Interpolation = {
		/** Animated values are linearly interpolated between keyframes. */
		LINEAR: "LINEAR",
		/** Animated values remain constant from one keyframe until the next keyframe. */
		STEP: "STEP",
		/** Animated values are interpolated according to given cubic spline tangents. */
		CUBICSPLINE: "CUBICSPLINE"
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "AnimationSampler";
	}
	getDefaultAttributes() {
		return Object.assign(super.getDefaults(), {
			interpolation: AnimationSampler.Interpolation.LINEAR,
			input: null,
			output: null
		});
	}
	/**********************************************************************************************
	* Static.
	*/
	/** Interpolation mode: `STEP`, `LINEAR`, or `CUBICSPLINE`. */
	getInterpolation() {
		return this.get("interpolation");
	}
	/** Interpolation mode: `STEP`, `LINEAR`, or `CUBICSPLINE`. */
	setInterpolation(interpolation) {
		return this.set("interpolation", interpolation);
	}
	/** Times for each keyframe, in seconds. */
	getInput() {
		return this.getRef("input");
	}
	/** Times for each keyframe, in seconds. */
	setInput(input) {
		return this.setRef("input", input, { usage: "OTHER" });
	}
	/**
	* Values for each keyframe. For `CUBICSPLINE` interpolation, output also contains in/out
	* tangents.
	*/
	getOutput() {
		return this.getRef("output");
	}
	/**
	* Values for each keyframe. For `CUBICSPLINE` interpolation, output also contains in/out
	* tangents.
	*/
	setOutput(output) {
		return this.setRef("output", output, { usage: "OTHER" });
	}
};
//#endregion
//#region src/properties/buffer.ts
/**
* *Buffers are low-level storage units for binary data.*
*
* glTF 2.0 has three concepts relevant to binary storage: accessors, buffer views, and buffers.
* In glTF Transform, an {@link Accessor} is referenced by any property that requires numeric typed
* array data. Meshes, Primitives, and Animations all reference Accessors. Buffers define how that
* data is organized into transmitted file(s). A `.glb` file has only a single Buffer, and when
* exporting to `.glb` your resources should be grouped accordingly. A `.gltf` file may reference
* one or more `.bin` files — each `.bin` is a Buffer — and grouping Accessors under different
* Buffers allow you to specify that structure.
*
* For engines that can dynamically load portions of a glTF file, splitting data into separate
* buffers can allow you to avoid loading data until it is needed. For example, you might put
* binary data for specific meshes into a different `.bin` buffer, or put each animation's binary
* payload into its own `.bin`.
*
* Buffer Views define how Accessors are organized within a given Buffer. glTF Transform creates an
* efficient Buffer View layout automatically at export: there is no Buffer View property exposed
* by the glTF Transform API, simplifying data management.
*
* Usage:
*
* ```ts
* // Create two buffers with custom filenames.
* const buffer1 = doc.createBuffer('buffer1')
* 	.setURI('part1.bin');
* const buffer2 = doc.createBuffer('buffer2')
* 	.setURI('part2.bin');
*
* // Assign the attributes of two meshes to different buffers. If the meshes
* // had indices or morph target attributes, you would also want to relocate
* // those accessors.
* mesh1
* 	.listPrimitives()
* 	.forEach((primitive) => primitive.listAttributes()
* 		.forEach((attribute) => attribute.setBuffer(buffer1)));
* mesh2
* 	.listPrimitives()
* 	.forEach((primitive) => primitive.listAttributes()
* 		.forEach((attribute) => attribute.setBuffer(buffer2)));
*
* // Write to disk. Each mesh's binary data will be in a separate binary file;
* // any remaining accessors will be in a third (default) buffer.
* await new NodeIO().write('scene.gltf', doc);
* // → scene.gltf, part1.bin, part2.bin
* ```
*
* References:
* - [glTF → Buffers and Buffer Views](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#buffers-and-buffer-views)
* - [glTF → Accessors](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#accessors)
*
* @category Properties
*/
var Buffer$1 = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Buffer";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { uri: "" });
	}
	/**
	* Returns the URI (or filename) of this buffer (e.g. 'myBuffer.bin'). URIs are strongly
	* encouraged to be relative paths, rather than absolute. Use of a protocol (like `file://`)
	* is possible for custom applications, but will limit the compatibility of the asset with most
	* tools.
	*
	* Buffers commonly use the extension `.bin`, though this is not required.
	*/
	getURI() {
		return this.get("uri");
	}
	/**
	* Sets the URI (or filename) of this buffer (e.g. 'myBuffer.bin'). URIs are strongly
	* encouraged to be relative paths, rather than absolute. Use of a protocol (like `file://`)
	* is possible for custom applications, but will limit the compatibility of the asset with most
	* tools.
	*
	* Buffers commonly use the extension `.bin`, though this is not required.
	*/
	setURI(uri) {
		return this.set("uri", uri);
	}
};
//#endregion
//#region src/properties/camera.ts
/**
* *Cameras are perspectives through which the {@link Scene} may be viewed.*
*
* Projection can be perspective or orthographic. Cameras are contained in nodes and thus can be
* transformed. The camera is defined such that the local +X axis is to the right, the lens looks
* towards the local -Z axis, and the top of the camera is aligned with the local +Y axis. If no
* transformation is specified, the location of the camera is at the origin.
*
* Usage:
*
* ```typescript
* const camera = doc.createCamera('myCamera')
* 	.setType(GLTF.CameraType.PERSPECTIVE)
* 	.setZNear(0.1)
* 	.setZFar(100)
* 	.setYFov(Math.PI / 4)
* 	.setAspectRatio(1.5);
*
* node.setCamera(camera);
* ```
*
* References:
* - [glTF → Cameras](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#cameras)
*
* @category Properties
*/
var Camera = class Camera extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	static Type = {
		/** A perspective camera representing a perspective projection matrix. */
		PERSPECTIVE: "perspective",
		/** An orthographic camera representing an orthographic projection matrix. */
		ORTHOGRAPHIC: "orthographic"
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "Camera";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			type: Camera.Type.PERSPECTIVE,
			znear: .1,
			zfar: 100,
			aspectRatio: null,
			yfov: Math.PI * 2 * 50 / 360,
			xmag: 1,
			ymag: 1
		});
	}
	/**********************************************************************************************
	* Common.
	*/
	/** Specifies if the camera uses a perspective or orthographic projection. */
	getType() {
		return this.get("type");
	}
	/** Specifies if the camera uses a perspective or orthographic projection. */
	setType(type) {
		return this.set("type", type);
	}
	/** Floating-point distance to the near clipping plane. */
	getZNear() {
		return this.get("znear");
	}
	/** Floating-point distance to the near clipping plane. */
	setZNear(znear) {
		return this.set("znear", znear);
	}
	/**
	* Floating-point distance to the far clipping plane. When defined, zfar must be greater than
	* znear. If zfar is undefined, runtime must use infinite projection matrix.
	*/
	getZFar() {
		return this.get("zfar");
	}
	/**
	* Floating-point distance to the far clipping plane. When defined, zfar must be greater than
	* znear. If zfar is undefined, runtime must use infinite projection matrix.
	*/
	setZFar(zfar) {
		return this.set("zfar", zfar);
	}
	/**********************************************************************************************
	* Perspective.
	*/
	/**
	* Floating-point aspect ratio of the field of view. When undefined, the aspect ratio of the
	* canvas is used.
	*/
	getAspectRatio() {
		return this.get("aspectRatio");
	}
	/**
	* Floating-point aspect ratio of the field of view. When undefined, the aspect ratio of the
	* canvas is used.
	*/
	setAspectRatio(aspectRatio) {
		return this.set("aspectRatio", aspectRatio);
	}
	/** Floating-point vertical field of view in radians. */
	getYFov() {
		return this.get("yfov");
	}
	/** Floating-point vertical field of view in radians. */
	setYFov(yfov) {
		return this.set("yfov", yfov);
	}
	/**********************************************************************************************
	* Orthographic.
	*/
	/**
	* Floating-point horizontal magnification of the view, and half the view's width
	* in world units.
	*/
	getXMag() {
		return this.get("xmag");
	}
	/**
	* Floating-point horizontal magnification of the view, and half the view's width
	* in world units.
	*/
	setXMag(xmag) {
		return this.set("xmag", xmag);
	}
	/**
	* Floating-point vertical magnification of the view, and half the view's height
	* in world units.
	*/
	getYMag() {
		return this.get("ymag");
	}
	/**
	* Floating-point vertical magnification of the view, and half the view's height
	* in world units.
	*/
	setYMag(ymag) {
		return this.set("ymag", ymag);
	}
};
//#endregion
//#region src/properties/extension-property.ts
/**
* *Base class for all {@link Property} types that can be attached by an {@link Extension}.*
*
* After an {@link Extension} is attached to a glTF {@link Document}, the Extension may be used to
* construct ExtensionProperty instances, to be referenced throughout the document as prescribed by
* the Extension. For example, the `KHR_materials_clearcoat` Extension defines a `Clearcoat`
* ExtensionProperty, which is referenced by {@link Material} Properties in the Document, and may
* contain references to {@link Texture} properties of its own.
*
* For more information on available extensions and their usage, see [Extensions](/extensions).
*
* Reference:
* - [glTF → Extensions](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#specifying-extensions)
*
* @category Properties
*/
var ExtensionProperty = class extends Property {
	static EXTENSION_NAME;
	/** @hidden */
	_validateParent(parent) {
		if (!this.parentTypes.includes(parent.propertyType)) throw new Error(`Parent "${parent.propertyType}" invalid for child "${this.propertyType}".`);
	}
};
//#endregion
//#region src/properties/texture-info.ts
/**
* *Settings associated with a particular use of a {@link Texture}.*
*
* Different materials may reuse the same texture but with different texture coordinates,
* minFilter/magFilter, or wrapS/wrapT settings. The TextureInfo class contains settings
* derived from both the "TextureInfo" and "Sampler" properties in the glTF specification,
* consolidated here for simplicity.
*
* TextureInfo properties cannot be directly created. For any material texture slot, such as
* baseColorTexture, there will be a corresponding method to obtain the TextureInfo for that slot.
* For example, see {@link Material.getBaseColorTextureInfo}.
*
* References:
* - [glTF → Texture Info](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#reference-textureinfo)
*
* @category Properties
*/
var TextureInfo = class TextureInfo extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	/** UV wrapping mode. Values correspond to WebGL enums. */
	static WrapMode = {
		/** */
		CLAMP_TO_EDGE: 33071,
		/** */
		MIRRORED_REPEAT: 33648,
		/** */
		REPEAT: 10497
	};
	/** Magnification filter. Values correspond to WebGL enums. */
	static MagFilter = {
		/** */
		NEAREST: 9728,
		/** */
		LINEAR: 9729
	};
	/** Minification filter. Values correspond to WebGL enums. */
	static MinFilter = {
		/** */
		NEAREST: 9728,
		/** */
		LINEAR: 9729,
		/** */
		NEAREST_MIPMAP_NEAREST: 9984,
		/** */
		LINEAR_MIPMAP_NEAREST: 9985,
		/** */
		NEAREST_MIPMAP_LINEAR: 9986,
		/** */
		LINEAR_MIPMAP_LINEAR: 9987
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "TextureInfo";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			texCoord: 0,
			magFilter: null,
			minFilter: null,
			wrapS: TextureInfo.WrapMode.REPEAT,
			wrapT: TextureInfo.WrapMode.REPEAT
		});
	}
	/**********************************************************************************************
	* Texture coordinates.
	*/
	/** Returns the texture coordinate (UV set) index for the texture. */
	getTexCoord() {
		return this.get("texCoord");
	}
	/** Sets the texture coordinate (UV set) index for the texture. */
	setTexCoord(texCoord) {
		return this.set("texCoord", texCoord);
	}
	/**********************************************************************************************
	* Min/mag filter.
	*/
	/** Returns the magnification filter applied to the texture. */
	getMagFilter() {
		return this.get("magFilter");
	}
	/** Sets the magnification filter applied to the texture. */
	setMagFilter(magFilter) {
		return this.set("magFilter", magFilter);
	}
	/** Sets the minification filter applied to the texture. */
	getMinFilter() {
		return this.get("minFilter");
	}
	/** Returns the minification filter applied to the texture. */
	setMinFilter(minFilter) {
		return this.set("minFilter", minFilter);
	}
	/**********************************************************************************************
	* UV wrapping.
	*/
	/** Returns the S (U) wrapping mode for UVs used by the texture. */
	getWrapS() {
		return this.get("wrapS");
	}
	/** Sets the S (U) wrapping mode for UVs used by the texture. */
	setWrapS(wrapS) {
		return this.set("wrapS", wrapS);
	}
	/** Returns the T (V) wrapping mode for UVs used by the texture. */
	getWrapT() {
		return this.get("wrapT");
	}
	/** Sets the T (V) wrapping mode for UVs used by the texture. */
	setWrapT(wrapT) {
		return this.set("wrapT", wrapT);
	}
};
//#endregion
//#region src/properties/material.ts
const { R, G, B, A } = TextureChannel;
/**
* *Materials describe a surface's appearance and response to light.*
*
* Each {@link Primitive} within a {@link Mesh} may be assigned a single Material. The number of
* GPU draw calls typically increases with both the numbers of Primitives and of Materials in an
* asset; Materials should be reused wherever possible. Techniques like texture atlasing and vertex
* colors allow objects to have varied appearances while technically sharing a single Material.
*
* Material properties are modified by both scalars (like `baseColorFactor`) and textures (like
* `baseColorTexture`). When both are available, factors are considered linear multipliers against
* textures of the same name. In the case of base color, vertex colors (`COLOR_0` attributes) are
* also multiplied.
*
* Textures containing color data (`baseColorTexture`, `emissiveTexture`) are sRGB. All other
* textures are linear. Like other resources, textures should be reused when possible.
*
* Usage:
*
* ```typescript
* const material = doc.createMaterial('myMaterial')
* 	.setBaseColorFactor([1, 0.5, 0.5, 1]) // RGBA
* 	.setOcclusionTexture(aoTexture)
* 	.setOcclusionStrength(0.5);
*
* mesh.listPrimitives()
* 	.forEach((prim) => prim.setMaterial(material));
* ```
*
* @category Properties
*/
var Material = class Material extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	static AlphaMode = {
		/**
		* The alpha value is ignored and the rendered output is fully opaque
		*/
		OPAQUE: "OPAQUE",
		/**
		* The rendered output is either fully opaque or fully transparent depending on the alpha
		* value and the specified alpha cutoff value
		*/
		MASK: "MASK",
		/**
		* The alpha value is used to composite the source and destination areas. The rendered
		* output is combined with the background using the normal painting operation (i.e. the
		* Porter and Duff over operator)
		*/
		BLEND: "BLEND"
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "Material";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			alphaMode: Material.AlphaMode.OPAQUE,
			alphaCutoff: .5,
			doubleSided: false,
			baseColorFactor: [
				1,
				1,
				1,
				1
			],
			baseColorTexture: null,
			baseColorTextureInfo: new TextureInfo(this.graph, "baseColorTextureInfo"),
			emissiveFactor: [
				0,
				0,
				0
			],
			emissiveTexture: null,
			emissiveTextureInfo: new TextureInfo(this.graph, "emissiveTextureInfo"),
			normalScale: 1,
			normalTexture: null,
			normalTextureInfo: new TextureInfo(this.graph, "normalTextureInfo"),
			occlusionStrength: 1,
			occlusionTexture: null,
			occlusionTextureInfo: new TextureInfo(this.graph, "occlusionTextureInfo"),
			roughnessFactor: 1,
			metallicFactor: 1,
			metallicRoughnessTexture: null,
			metallicRoughnessTextureInfo: new TextureInfo(this.graph, "metallicRoughnessTextureInfo")
		});
	}
	/**********************************************************************************************
	* Double-sided / culling.
	*/
	/** Returns true when both sides of triangles should be rendered. May impact performance. */
	getDoubleSided() {
		return this.get("doubleSided");
	}
	/** Sets whether to render both sides of triangles. May impact performance. */
	setDoubleSided(doubleSided) {
		return this.set("doubleSided", doubleSided);
	}
	/**********************************************************************************************
	* Alpha.
	*/
	/** Returns material alpha, equivalent to baseColorFactor[3]. */
	getAlpha() {
		return this.get("baseColorFactor")[3];
	}
	/** Sets material alpha, equivalent to baseColorFactor[3]. */
	setAlpha(alpha) {
		const baseColorFactor = this.get("baseColorFactor").slice();
		baseColorFactor[3] = alpha;
		return this.set("baseColorFactor", baseColorFactor);
	}
	/**
	* Returns the mode of the material's alpha channels, which are provided by `baseColorFactor`
	* and `baseColorTexture`.
	*
	* - `OPAQUE`: Alpha value is ignored and the rendered output is fully opaque.
	* - `BLEND`: Alpha value is used to determine the transparency each pixel on a surface, and
	* 	the fraction of surface vs. background color in the final result. Alpha blending creates
	*	significant edge cases in realtime renderers, and some care when structuring the model is
	* 	necessary for good results. In particular, transparent geometry should be kept in separate
	* 	meshes or primitives from opaque geometry. The `depthWrite` or `zWrite` settings in engines
	* 	should usually be disabled on transparent materials.
	* - `MASK`: Alpha value is compared against `alphaCutoff` threshold for each pixel on a
	* 	surface, and the pixel is either fully visible or fully discarded based on that cutoff.
	* 	This technique is useful for things like leafs/foliage, grass, fabric meshes, and other
	* 	surfaces where no semitransparency is needed. With a good choice of `alphaCutoff`, surfaces
	* 	that don't require semitransparency can avoid the performance penalties and visual issues
	* 	involved with `BLEND` transparency.
	*
	* Reference:
	* - [glTF → material.alphaMode](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#materialalphamode)
	*/
	getAlphaMode() {
		return this.get("alphaMode");
	}
	/** Sets the mode of the material's alpha channels. See {@link Material.getAlphaMode getAlphaMode} for details. */
	setAlphaMode(alphaMode) {
		return this.set("alphaMode", alphaMode);
	}
	/** Returns the visibility threshold; applied only when `.alphaMode='MASK'`. */
	getAlphaCutoff() {
		return this.get("alphaCutoff");
	}
	/** Sets the visibility threshold; applied only when `.alphaMode='MASK'`. */
	setAlphaCutoff(alphaCutoff) {
		return this.set("alphaCutoff", alphaCutoff);
	}
	/**********************************************************************************************
	* Base color.
	*/
	/**
	* Base color / albedo factor; Linear-sRGB components.
	* See {@link Material.getBaseColorTexture getBaseColorTexture}.
	*/
	getBaseColorFactor() {
		return this.get("baseColorFactor");
	}
	/**
	* Base color / albedo factor; Linear-sRGB components.
	* See {@link Material.getBaseColorTexture getBaseColorTexture}.
	*/
	setBaseColorFactor(baseColorFactor) {
		return this.set("baseColorFactor", baseColorFactor);
	}
	/**
	* Base color / albedo. The visible color of a non-metallic surface under constant ambient
	* light would be a linear combination (multiplication) of its vertex colors, base color
	* factor, and base color texture. Lighting, and reflections in metallic or smooth surfaces,
	* also effect the final color. The alpha (`.a`) channel of base color factors and textures
	* will have varying effects, based on the setting of {@link Material.getAlphaMode getAlphaMode}.
	*
	* Reference:
	* - [glTF → material.pbrMetallicRoughness.baseColorFactor](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#pbrmetallicroughnessbasecolorfactor)
	*/
	getBaseColorTexture() {
		return this.getRef("baseColorTexture");
	}
	/**
	* Settings affecting the material's use of its base color texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getBaseColorTextureInfo() {
		return this.getRef("baseColorTexture") ? this.getRef("baseColorTextureInfo") : null;
	}
	/** Sets base color / albedo texture. See {@link Material.getBaseColorTexture getBaseColorTexture}. */
	setBaseColorTexture(texture) {
		return this.setRef("baseColorTexture", texture, {
			channels: R | G | B | A,
			isColor: true
		});
	}
	/**********************************************************************************************
	* Emissive.
	*/
	/** Emissive color; Linear-sRGB components. See {@link Material.getEmissiveTexture getEmissiveTexture}. */
	getEmissiveFactor() {
		return this.get("emissiveFactor");
	}
	/** Emissive color; Linear-sRGB components. See {@link Material.getEmissiveTexture getEmissiveTexture}. */
	setEmissiveFactor(emissiveFactor) {
		return this.set("emissiveFactor", emissiveFactor);
	}
	/**
	* Emissive texture. Emissive color is added to any base color of the material, after any
	* lighting/shadowing are applied. An emissive color does not inherently "glow", or affect
	* objects around it at all. To create that effect, most viewers must also enable a
	* post-processing effect called "bloom".
	*
	* Reference:
	* - [glTF → material.emissiveTexture](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#materialemissivetexture)
	*/
	getEmissiveTexture() {
		return this.getRef("emissiveTexture");
	}
	/**
	* Settings affecting the material's use of its emissive texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getEmissiveTextureInfo() {
		return this.getRef("emissiveTexture") ? this.getRef("emissiveTextureInfo") : null;
	}
	/** Sets emissive texture. See {@link Material.getEmissiveTexture getEmissiveTexture}. */
	setEmissiveTexture(texture) {
		return this.setRef("emissiveTexture", texture, {
			channels: R | G | B,
			isColor: true
		});
	}
	/**********************************************************************************************
	* Normal.
	*/
	/** Normal (surface detail) factor; linear multiplier. Affects `.normalTexture`. */
	getNormalScale() {
		return this.get("normalScale");
	}
	/** Normal (surface detail) factor; linear multiplier. Affects `.normalTexture`. */
	setNormalScale(scale) {
		return this.set("normalScale", scale);
	}
	/**
	* Normal (surface detail) texture.
	*
	* A tangent space normal map. The texture contains RGB components. Each texel represents the
	* XYZ components of a normal vector in tangent space. Red [0 to 255] maps to X [-1 to 1].
	* Green [0 to 255] maps to Y [-1 to 1]. Blue [128 to 255] maps to Z [1/255 to 1]. The normal
	* vectors use OpenGL conventions where +X is right and +Y is up. +Z points toward the viewer.
	*
	* Reference:
	* - [glTF → material.normalTexture](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#materialnormaltexture)
	*/
	getNormalTexture() {
		return this.getRef("normalTexture");
	}
	/**
	* Settings affecting the material's use of its normal texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getNormalTextureInfo() {
		return this.getRef("normalTexture") ? this.getRef("normalTextureInfo") : null;
	}
	/** Sets normal (surface detail) texture. See {@link Material.getNormalTexture getNormalTexture}. */
	setNormalTexture(texture) {
		return this.setRef("normalTexture", texture, { channels: R | G | B });
	}
	/**********************************************************************************************
	* Occlusion.
	*/
	/** (Ambient) Occlusion factor; linear multiplier. Affects `.occlusionTexture`. */
	getOcclusionStrength() {
		return this.get("occlusionStrength");
	}
	/** Sets (ambient) occlusion factor; linear multiplier. Affects `.occlusionTexture`. */
	setOcclusionStrength(strength) {
		return this.set("occlusionStrength", strength);
	}
	/**
	* (Ambient) Occlusion texture, generally used for subtle 'baked' shadowing effects that are
	* independent of an object's position, such as shading in inset areas and corners. Direct
	* lighting is not affected by occlusion, so at least one indirect light source must be present
	* in the scene for occlusion effects to be visible.
	*
	* The occlusion values are sampled from the R channel. Higher values indicate areas that
	* should receive full indirect lighting and lower values indicate no indirect lighting.
	*
	* Reference:
	* - [glTF → material.occlusionTexture](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#materialocclusiontexture)
	*/
	getOcclusionTexture() {
		return this.getRef("occlusionTexture");
	}
	/**
	* Settings affecting the material's use of its occlusion texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getOcclusionTextureInfo() {
		return this.getRef("occlusionTexture") ? this.getRef("occlusionTextureInfo") : null;
	}
	/** Sets (ambient) occlusion texture. See {@link Material.getOcclusionTexture getOcclusionTexture}. */
	setOcclusionTexture(texture) {
		return this.setRef("occlusionTexture", texture, { channels: R });
	}
	/**********************************************************************************************
	* Metallic / roughness.
	*/
	/**
	* Roughness factor; linear multiplier. Affects roughness channel of
	* `metallicRoughnessTexture`. See {@link Material.getMetallicRoughnessTexture getMetallicRoughnessTexture}.
	*/
	getRoughnessFactor() {
		return this.get("roughnessFactor");
	}
	/**
	* Sets roughness factor; linear multiplier. Affects roughness channel of
	* `metallicRoughnessTexture`. See {@link Material.getMetallicRoughnessTexture getMetallicRoughnessTexture}.
	*/
	setRoughnessFactor(factor) {
		return this.set("roughnessFactor", factor);
	}
	/**
	* Metallic factor; linear multiplier. Affects roughness channel of
	* `metallicRoughnessTexture`. See {@link Material.getMetallicRoughnessTexture getMetallicRoughnessTexture}.
	*/
	getMetallicFactor() {
		return this.get("metallicFactor");
	}
	/**
	* Sets metallic factor; linear multiplier. Affects roughness channel of
	* `metallicRoughnessTexture`. See {@link Material.getMetallicRoughnessTexture getMetallicRoughnessTexture}.
	*/
	setMetallicFactor(factor) {
		return this.set("metallicFactor", factor);
	}
	/**
	* Metallic roughness texture. The metalness values are sampled from the B channel. The
	* roughness values are sampled from the G channel. When a material is fully metallic,
	* or nearly so, it may require image-based lighting (i.e. an environment map) or global
	* illumination to appear well-lit.
	*
	* Reference:
	* - [glTF → material.pbrMetallicRoughness.metallicRoughnessTexture](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#pbrmetallicroughnessmetallicroughnesstexture)
	*/
	getMetallicRoughnessTexture() {
		return this.getRef("metallicRoughnessTexture");
	}
	/**
	* Settings affecting the material's use of its metallic/roughness texture. If no texture is
	* attached, {@link TextureInfo} is `null`.
	*/
	getMetallicRoughnessTextureInfo() {
		return this.getRef("metallicRoughnessTexture") ? this.getRef("metallicRoughnessTextureInfo") : null;
	}
	/**
	* Sets metallic/roughness texture.
	* See {@link Material.getMetallicRoughnessTexture getMetallicRoughnessTexture}.
	*/
	setMetallicRoughnessTexture(texture) {
		return this.setRef("metallicRoughnessTexture", texture, { channels: G | B });
	}
};
//#endregion
//#region src/properties/mesh.ts
/**
* *Meshes define reusable geometry (triangles, lines, or points) and are instantiated by
* {@link Node}s.*
*
* Each draw call required to render a mesh is represented as a {@link Primitive}. Meshes typically
* have only a single {@link Primitive}, but may have more for various reasons. A mesh manages only
* a list of primitives — materials, morph targets, and other properties are managed on a per-
* primitive basis.
*
* When the same geometry and material should be rendered at multiple places in the scene, reuse
* the same Mesh instance and attach it to multiple nodes for better efficiency. Where the geometry
* is shared but the material is not, reusing {@link Accessor}s under different meshes and
* primitives can similarly improve transmission efficiency, although some rendering efficiency is
* lost as the number of materials in a scene increases.
*
* Usage:
*
* ```ts
* const primitive = doc.createPrimitive()
* 	.setAttribute('POSITION', positionAccessor)
* 	.setAttribute('TEXCOORD_0', uvAccessor);
* const mesh = doc.createMesh('myMesh')
* 	.addPrimitive(primitive);
* node.setMesh(mesh);
* ```
*
* References:
* - [glTF → Geometry](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#geometry)
*
* @category Properties
*/
var Mesh = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Mesh";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			weights: [],
			primitives: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	/** Adds a {@link Primitive} to the mesh's draw call list. */
	addPrimitive(primitive) {
		return this.addRef("primitives", primitive);
	}
	/** Removes a {@link Primitive} from the mesh's draw call list. */
	removePrimitive(primitive) {
		return this.removeRef("primitives", primitive);
	}
	/** Lists {@link Primitive} draw calls of the mesh. */
	listPrimitives() {
		return this.listRefs("primitives");
	}
	/**
	* Initial weights of each {@link PrimitiveTarget} on this mesh. Each {@link Primitive} must
	* have the same number of targets. Most engines only support 4-8 active morph targets at a
	* time.
	*/
	getWeights() {
		return this.get("weights");
	}
	/**
	* Initial weights of each {@link PrimitiveTarget} on this mesh. Each {@link Primitive} must
	* have the same number of targets. Most engines only support 4-8 active morph targets at a
	* time.
	*/
	setWeights(weights) {
		return this.set("weights", weights);
	}
};
//#endregion
//#region src/properties/node.ts
/**
* *Nodes are the objects that comprise a {@link Scene}.*
*
* Each Node may have one or more children, and a transform (position, rotation, and scale) that
* applies to all of its descendants. A Node may also reference (or "instantiate") other resources
* at its location, including {@link Mesh}, Camera, Light, and Skin properties. A Node cannot be
* part of more than one {@link Scene}.
*
* A Node's local transform is represented with array-like objects, intended to be compatible with
* [gl-matrix](https://github.com/toji/gl-matrix), or with the `toArray`/`fromArray` methods of
* libraries like three.js and babylon.js.
*
* Usage:
*
* ```ts
* const node = doc.createNode('myNode')
* 	.setMesh(mesh)
* 	.setTranslation([0, 0, 0])
* 	.addChild(otherNode);
* ```
*
* References:
* - [glTF → Nodes and Hierarchy](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#nodes-and-hierarchy)
*
* @category Properties
*/
var Node = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Node";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			translation: [
				0,
				0,
				0
			],
			rotation: [
				0,
				0,
				0,
				1
			],
			scale: [
				1,
				1,
				1
			],
			weights: [],
			camera: null,
			mesh: null,
			skin: null,
			children: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	copy(other, resolve = COPY_IDENTITY) {
		if (resolve === COPY_IDENTITY) throw new Error("Node cannot be copied.");
		return super.copy(other, resolve);
	}
	/**********************************************************************************************
	* Local transform.
	*/
	/** Returns the translation (position) of this Node in local space. */
	getTranslation() {
		return this.get("translation");
	}
	/** Returns the rotation (quaternion) of this Node in local space. */
	getRotation() {
		return this.get("rotation");
	}
	/** Returns the scale of this Node in local space. */
	getScale() {
		return this.get("scale");
	}
	/** Sets the translation (position) of this Node in local space. */
	setTranslation(translation) {
		return this.set("translation", translation);
	}
	/** Sets the rotation (quaternion) of this Node in local space. */
	setRotation(rotation) {
		return this.set("rotation", rotation);
	}
	/** Sets the scale of this Node in local space. */
	setScale(scale) {
		return this.set("scale", scale);
	}
	/** Returns the local matrix of this Node. */
	getMatrix() {
		return MathUtils.compose(this.get("translation"), this.get("rotation"), this.get("scale"), []);
	}
	/** Sets the local matrix of this Node. Matrix will be decomposed to TRS properties. */
	setMatrix(matrix) {
		const translation = this.get("translation").slice();
		const rotation = this.get("rotation").slice();
		const scale = this.get("scale").slice();
		MathUtils.decompose(matrix, translation, rotation, scale);
		return this.set("translation", translation).set("rotation", rotation).set("scale", scale);
	}
	/**********************************************************************************************
	* World transform.
	*/
	/** Returns the translation (position) of this Node in world space. */
	getWorldTranslation() {
		const t = [
			0,
			0,
			0
		];
		MathUtils.decompose(this.getWorldMatrix(), t, [
			0,
			0,
			0,
			1
		], [
			1,
			1,
			1
		]);
		return t;
	}
	/** Returns the rotation (quaternion) of this Node in world space. */
	getWorldRotation() {
		const r = [
			0,
			0,
			0,
			1
		];
		MathUtils.decompose(this.getWorldMatrix(), [
			0,
			0,
			0
		], r, [
			1,
			1,
			1
		]);
		return r;
	}
	/** Returns the scale of this Node in world space. */
	getWorldScale() {
		const s = [
			1,
			1,
			1
		];
		MathUtils.decompose(this.getWorldMatrix(), [
			0,
			0,
			0
		], [
			0,
			0,
			0,
			1
		], s);
		return s;
	}
	/** Returns the world matrix of this Node. */
	getWorldMatrix() {
		const ancestors = [];
		for (let node = this; node != null; node = node.getParentNode()) ancestors.push(node);
		let ancestor;
		const worldMatrix = ancestors.pop().getMatrix();
		while (ancestor = ancestors.pop()) multiply(worldMatrix, worldMatrix, ancestor.getMatrix());
		return worldMatrix;
	}
	/**********************************************************************************************
	* Scene hierarchy.
	*/
	/**
	* Adds the given Node as a child of this Node.
	*
	* Requirements:
	*
	* 1. Nodes MAY be root children of multiple {@link Scene Scenes}
	* 2. Nodes MUST NOT be children of >1 Node
	* 3. Nodes MUST NOT be children of both Nodes and {@link Scene Scenes}
	*
	* The `addChild` method enforces these restrictions automatically, and will
	* remove the new child from previous parents where needed. This behavior
	* may change in future major releases of the library.
	*/
	addChild(child) {
		const parentNode = child.getParentNode();
		if (parentNode) parentNode.removeChild(child);
		for (const parent of child.listParents()) if (parent.propertyType === "Scene") parent.removeChild(child);
		return this.addRef("children", child);
	}
	/** Removes a Node from this Node's child Node list. */
	removeChild(child) {
		return this.removeRef("children", child);
	}
	/** Lists all child Nodes of this Node. */
	listChildren() {
		return this.listRefs("children");
	}
	/**
	* Returns the Node's unique parent Node within the scene graph. If the
	* Node has no parents, or is a direct child of the {@link Scene}
	* ("root node"), this method returns null.
	*
	* Unrelated to {@link Property.listParents}, which lists all resource
	* references from properties of any type ({@link Skin}, {@link Root}, ...).
	*/
	getParentNode() {
		for (const parent of this.listParents()) if (parent.propertyType === "Node") return parent;
		return null;
	}
	/**********************************************************************************************
	* Attachments.
	*/
	/** Returns the {@link Mesh}, if any, instantiated at this Node. */
	getMesh() {
		return this.getRef("mesh");
	}
	/**
	* Sets a {@link Mesh} to be instantiated at this Node. A single mesh may be instantiated by
	* multiple Nodes; reuse of this sort is strongly encouraged.
	*/
	setMesh(mesh) {
		return this.setRef("mesh", mesh);
	}
	/** Returns the {@link Camera}, if any, instantiated at this Node. */
	getCamera() {
		return this.getRef("camera");
	}
	/** Sets a {@link Camera} to be instantiated at this Node. */
	setCamera(camera) {
		return this.setRef("camera", camera);
	}
	/** Returns the {@link Skin}, if any, instantiated at this Node. */
	getSkin() {
		return this.getRef("skin");
	}
	/** Sets a {@link Skin} to be instantiated at this Node. */
	setSkin(skin) {
		return this.setRef("skin", skin);
	}
	/**
	* Initial weights of each {@link PrimitiveTarget} for the mesh instance at this Node.
	* Most engines only support 4-8 active morph targets at a time.
	*/
	getWeights() {
		return this.get("weights");
	}
	/**
	* Initial weights of each {@link PrimitiveTarget} for the mesh instance at this Node.
	* Most engines only support 4-8 active morph targets at a time.
	*/
	setWeights(weights) {
		return this.set("weights", weights);
	}
	/**********************************************************************************************
	* Helpers.
	*/
	/** Visits this {@link Node} and its descendants, top-down. */
	traverse(fn) {
		fn(this);
		for (const child of this.listChildren()) child.traverse(fn);
		return this;
	}
};
//#endregion
//#region src/properties/primitive.ts
/**
* *Primitives are individual GPU draw calls comprising a {@link Mesh}.*
*
* Meshes typically have only a single Primitive, although various cases may require more. Each
* primitive may be assigned vertex attributes, morph target attributes, and a material. Any of
* these properties should be reused among multiple primitives where feasible.
*
* Primitives cannot be moved independently of other primitives within the same mesh, except
* through the use of morph targets and skinning. If independent movement or other runtime
* behavior is necessary (like raycasting or collisions) prefer to assign each primitive to a
* different mesh. The number of GPU draw calls is typically not affected by grouping or
* ungrouping primitives to a mesh.
*
* Each primitive may optionally be deformed by one or more morph targets, stored in a
* {@link PrimitiveTarget}.
*
* Usage:
*
* ```ts
* const primitive = doc.createPrimitive()
* 	.setAttribute('POSITION', positionAccessor)
* 	.setAttribute('TEXCOORD_0', uvAccessor)
* 	.setMaterial(material);
* mesh.addPrimitive(primitive);
* node.setMesh(mesh);
* ```
*
* References:
* - [glTF → Geometry](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#geometry)
*
* @category Properties
*/
var Primitive = class Primitive extends ExtensibleProperty {
	/**********************************************************************************************
	* Constants.
	*/
	/** Type of primitives to render. All valid values correspond to WebGL enums. */
	static Mode = {
		/**
		* Each vertex defines a single point primitive.
		* Sequence: {0}, {1}, {2}, ... {i}
		*/
		POINTS: 0,
		/**
		* Each consecutive pair of vertices defines a single line primitive.
		* Sequence: {0,1}, {2,3}, {4,5}, ... {i, i+1}
		*/
		LINES: 1,
		/**
		* Each vertex is connected to the next, and the last vertex is connected to the first,
		* forming a closed loop of line primitives.
		* Sequence: {0,1}, {1,2}, {2,3}, ... {i, i+1}, {n–1, 0}
		*
		* @deprecated See {@link https://github.com/KhronosGroup/glTF/issues/1883 KhronosGroup/glTF#1883}.
		*/
		LINE_LOOP: 2,
		/**
		* Each vertex is connected to the next, forming a contiguous series of line primitives.
		* Sequence: {0,1}, {1,2}, {2,3}, ... {i, i+1}
		*/
		LINE_STRIP: 3,
		/**
		* Each consecutive set of three vertices defines a single triangle primitive.
		* Sequence: {0,1,2}, {3,4,5}, {6,7,8}, ... {i, i+1, i+2}
		*/
		TRIANGLES: 4,
		/**
		* Each vertex defines one triangle primitive, using the two vertices that follow it.
		* Sequence: {0,1,2}, {1,3,2}, {2,3,4}, ... {i, i+(1+i%2), i+(2–i%2)}
		*/
		TRIANGLE_STRIP: 5,
		/**
		* Each consecutive pair of vertices defines a triangle primitive sharing a common vertex at index 0.
		* Sequence: {1,2,0}, {2,3,0}, {3,4,0}, ... {i, i+1, 0}
		*
		* @deprecated See {@link https://github.com/KhronosGroup/glTF/issues/1883 KhronosGroup/glTF#1883}.
		*/
		TRIANGLE_FAN: 6
	};
	/**********************************************************************************************
	* Instance.
	*/
	init() {
		this.propertyType = "Primitive";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			mode: Primitive.Mode.TRIANGLES,
			material: null,
			indices: null,
			attributes: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF(),
			targets: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	/**********************************************************************************************
	* Primitive data.
	*/
	/** Returns an {@link Accessor} with indices of vertices to be drawn. */
	getIndices() {
		return this.getRef("indices");
	}
	/**
	* Sets an {@link Accessor} with indices of vertices to be drawn. In `TRIANGLES` draw mode,
	* each set of three indices define a triangle. The front face has a counter-clockwise (CCW)
	* winding order.
	*/
	setIndices(indices) {
		return this.setRef("indices", indices, { usage: "ELEMENT_ARRAY_BUFFER" });
	}
	/** Returns a vertex attribute as an {@link Accessor}. */
	getAttribute(semantic) {
		return this.getRefMap("attributes", semantic);
	}
	/**
	* Sets a vertex attribute to an {@link Accessor}. All attributes must have the same vertex
	* count.
	*/
	setAttribute(semantic, accessor) {
		return this.setRefMap("attributes", semantic, accessor, { usage: "ARRAY_BUFFER" });
	}
	/**
	* Lists all vertex attribute {@link Accessor}s associated with the primitive, excluding any
	* attributes used for morph targets. For example, `[positionAccessor, normalAccessor,
	* uvAccessor]`. Order will be consistent with the order returned by {@link .listSemantics}().
	*/
	listAttributes() {
		return this.listRefMapValues("attributes");
	}
	/**
	* Lists all vertex attribute semantics associated with the primitive, excluding any semantics
	* used for morph targets. For example, `['POSITION', 'NORMAL', 'TEXCOORD_0']`. Order will be
	* consistent with the order returned by {@link .listAttributes}().
	*/
	listSemantics() {
		return this.listRefMapKeys("attributes");
	}
	/** Returns the material used to render the primitive. */
	getMaterial() {
		return this.getRef("material");
	}
	/** Sets the material used to render the primitive. */
	setMaterial(material) {
		return this.setRef("material", material);
	}
	/**********************************************************************************************
	* Mode.
	*/
	/**
	* Returns the GPU draw mode (`TRIANGLES`, `LINES`, `POINTS`...) as a WebGL enum value.
	*
	* Reference:
	* - [glTF → `primitive.mode`](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#primitivemode)
	*/
	getMode() {
		return this.get("mode");
	}
	/**
	* Sets the GPU draw mode (`TRIANGLES`, `LINES`, `POINTS`...) as a WebGL enum value.
	*
	* Reference:
	* - [glTF → `primitive.mode`](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#primitivemode)
	*/
	setMode(mode) {
		return this.set("mode", mode);
	}
	/**********************************************************************************************
	* Morph targets.
	*/
	/** Lists all morph targets associated with the primitive. */
	listTargets() {
		return this.listRefs("targets");
	}
	/**
	* Adds a morph target to the primitive. All primitives in the same mesh must have the same
	* number of targets.
	*/
	addTarget(target) {
		return this.addRef("targets", target);
	}
	/**
	* Removes a morph target from the primitive. All primitives in the same mesh must have the same
	* number of targets.
	*/
	removeTarget(target) {
		return this.removeRef("targets", target);
	}
};
//#endregion
//#region src/properties/primitive-target.ts
/**
* *Morph target or shape key used to deform one {@link Primitive} in a {@link Mesh}.*
*
* A PrimitiveTarget contains a `POSITION` attribute (and optionally `NORMAL` and `TANGENT`) that
* can additively deform the base attributes on a {@link Mesh} {@link Primitive}. Vertex values
* of `0, 0, 0` in the target will have no effect, whereas a value of `0, 1, 0` would offset that
* vertex in the base geometry by y+=1. Morph targets can be fully or partially applied: their
* default state is controlled by {@link Mesh.getWeights}, which can also be overridden for a
* particular instantiation of a {@link Mesh}, using {@link Node.getWeights}.
*
* Reference:
* - [glTF → Morph Targets](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#morph-targets)
*
* @category Properties
*/
var PrimitiveTarget = class extends Property {
	init() {
		this.propertyType = "PrimitiveTarget";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { attributes: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefMap */ .kF() });
	}
	/** Returns a morph target vertex attribute as an {@link Accessor}. */
	getAttribute(semantic) {
		return this.getRefMap("attributes", semantic);
	}
	/**
	* Sets a morph target vertex attribute to an {@link Accessor}.
	*/
	setAttribute(semantic, accessor) {
		return this.setRefMap("attributes", semantic, accessor, { usage: "ARRAY_BUFFER" });
	}
	/**
	* Lists all morph target vertex attribute {@link Accessor}s associated. Order will be
	* consistent with the order returned by {@link .listSemantics}().
	*/
	listAttributes() {
		return this.listRefMapValues("attributes");
	}
	/**
	* Lists all morph target vertex attribute semantics associated. Order will be
	* consistent with the order returned by {@link .listAttributes}().
	*/
	listSemantics() {
		return this.listRefMapKeys("attributes");
	}
};
//#endregion
//#region src/properties/scene.ts
/**
* *Scenes represent a set of visual objects to render.*
*
* Typically a glTF file contains only a single Scene, although more are allowed and useful in some
* cases. No particular meaning is associated with additional Scenes, except as defined by the
* application. Scenes reference {@link Node}s, and a single Node cannot be a member of more than
* one Scene.
*
* References:
* - [glTF → Scenes](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#scenes)
* - [glTF → Coordinate System and Units](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#coordinate-system-and-units)
*
* @category Properties
*/
var Scene = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Scene";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { children: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx() });
	}
	copy(other, resolve = COPY_IDENTITY) {
		if (resolve === COPY_IDENTITY) throw new Error("Scene cannot be copied.");
		return super.copy(other, resolve);
	}
	/**
	* Adds a {@link Node} to the Scene.
	*
	* Requirements:
	*
	* 1. Nodes MAY be root children of multiple {@link Scene Scenes}
	* 2. Nodes MUST NOT be children of >1 Node
	* 3. Nodes MUST NOT be children of both Nodes and {@link Scene Scenes}
	*
	* The `addChild` method enforces these restrictions automatically, and will
	* remove the new child from previous parents where needed. This behavior
	* may change in future major releases of the library.
	*/
	addChild(node) {
		const parentNode = node.getParentNode();
		if (parentNode) parentNode.removeChild(node);
		return this.addRef("children", node);
	}
	/** Removes a {@link Node} from the Scene. */
	removeChild(node) {
		return this.removeRef("children", node);
	}
	/**
	* Lists all direct child {@link Node Nodes} in the Scene. Indirect
	* descendants (children of children) are not returned, but may be
	* reached recursively or with {@link Scene.traverse} instead.
	*/
	listChildren() {
		return this.listRefs("children");
	}
	/** Visits each {@link Node} in the Scene, including descendants, top-down. */
	traverse(fn) {
		for (const node of this.listChildren()) node.traverse(fn);
		return this;
	}
};
//#endregion
//#region src/properties/skin.ts
/**
* *Collection of {@link Node} joints and inverse bind matrices used with skinned {@link Mesh}
* instances.*
*
* Reference
* - [glTF → Skins](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#skins)
*
* @category Properties
*/
var Skin = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Skin";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			skeleton: null,
			inverseBindMatrices: null,
			joints: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	/**
	* {@link Node} used as a skeleton root. The node must be the closest common root of the joints
	* hierarchy or a direct or indirect parent node of the closest common root.
	*/
	getSkeleton() {
		return this.getRef("skeleton");
	}
	/**
	* {@link Node} used as a skeleton root. The node must be the closest common root of the joints
	* hierarchy or a direct or indirect parent node of the closest common root.
	*/
	setSkeleton(skeleton) {
		return this.setRef("skeleton", skeleton);
	}
	/**
	* {@link Accessor} containing the floating-point 4x4 inverse-bind matrices. The default is
	* that each matrix is a 4x4 identity matrix, which implies that inverse-bind matrices were
	* pre-applied.
	*/
	getInverseBindMatrices() {
		return this.getRef("inverseBindMatrices");
	}
	/**
	* {@link Accessor} containing the floating-point 4x4 inverse-bind matrices. The default is
	* that each matrix is a 4x4 identity matrix, which implies that inverse-bind matrices were
	* pre-applied.
	*/
	setInverseBindMatrices(inverseBindMatrices) {
		return this.setRef("inverseBindMatrices", inverseBindMatrices, { usage: "INVERSE_BIND_MATRICES" });
	}
	/** Adds a joint {@link Node} to this {@link Skin}. */
	addJoint(joint) {
		return this.addRef("joints", joint);
	}
	/** Removes a joint {@link Node} from this {@link Skin}. */
	removeJoint(joint) {
		return this.removeRef("joints", joint);
	}
	/** Lists joints ({@link Node}s used as joints or bones) in this {@link Skin}. */
	listJoints() {
		return this.listRefs("joints");
	}
};
//#endregion
//#region src/properties/texture.ts
/**
* *Texture, or images, referenced by {@link Material} properties.*
*
* Textures in glTF Transform are a combination of glTF's `texture` and `image` properties, and
* should be unique within a document, such that no other texture contains the same
* {@link Texture.getImage getImage()} data. Where duplicates may already exist, the `dedup({textures: true})`
* transform can remove them. A {@link Document} with N texture properties will be exported to a
* glTF file with N `image` properties, and the minimum number of `texture` properties necessary
* for the materials that use it.
*
* For properties associated with a particular _use_ of a texture, see {@link TextureInfo}.
*
* Reference:
* - [glTF → Textures](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#textures)
* - [glTF → Images](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#images)
*
* @category Properties
*/
var Texture = class extends ExtensibleProperty {
	init() {
		this.propertyType = "Texture";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			image: null,
			mimeType: "",
			uri: ""
		});
	}
	/**********************************************************************************************
	* MIME type / format.
	*/
	/** Returns the MIME type for this texture ('image/jpeg' or 'image/png'). */
	getMimeType() {
		return this.get("mimeType") || ImageUtils.extensionToMimeType(FileUtils.extension(this.get("uri")));
	}
	/**
	* Sets the MIME type for this texture ('image/jpeg' or 'image/png'). If the texture does not
	* have a URI, a MIME type is required for correct export.
	*/
	setMimeType(mimeType) {
		return this.set("mimeType", mimeType);
	}
	/**********************************************************************************************
	* URI / filename.
	*/
	/** Returns the URI (e.g. 'path/to/file.png') for this texture. */
	getURI() {
		return this.get("uri");
	}
	/**
	* Sets the URI (e.g. 'path/to/file.png') for this texture. If the texture does not have a MIME
	* type, a URI is required for correct export.
	*/
	setURI(uri) {
		this.set("uri", uri);
		const mimeType = ImageUtils.extensionToMimeType(FileUtils.extension(uri));
		if (mimeType) this.set("mimeType", mimeType);
		return this;
	}
	/**********************************************************************************************
	* Image data.
	*/
	/** Returns the raw image data for this texture. */
	getImage() {
		return this.get("image");
	}
	/** Sets the raw image data for this texture. */
	setImage(image) {
		return this.set("image", BufferUtils.assertView(image));
	}
	/** Returns the size, in pixels, of this texture. */
	getSize() {
		const image = this.get("image");
		if (!image) return null;
		return ImageUtils.getSize(image, this.getMimeType());
	}
};
//#endregion
//#region src/properties/root.ts
/**
* *Root property of a glTF asset.*
*
* Any properties to be exported with a particular asset must be referenced (directly or
* indirectly) by the root. Metadata about the asset's license, generator, and glTF specification
* version are stored in the asset, accessible with {@link Root.getAsset}.
*
* Properties are added to the root with factory methods on its {@link Document}, and removed by
* calling {@link Property.dispose}() on the resource. Any properties that have been created but
* not disposed will be included when calling the various `root.list*()` methods.
*
* A document's root cannot be removed, and no other root may be created. Unlike other
* {@link Property} types, the `.dispose()`, `.detach()` methods have no useful function on a
* Root property.
*
* Usage:
*
* ```ts
* const root = document.getRoot();
* const scene = document.createScene('myScene');
* const node = document.createNode('myNode');
* scene.addChild(node);
*
* console.log(root.listScenes()); // → [scene x 1]
* ```
*
* Reference: [glTF → Concepts](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#concepts)
*
* @category Properties
*/
var Root = class extends ExtensibleProperty {
	_extensions = /* @__PURE__ */ new Set();
	init() {
		this.propertyType = "Root";
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			asset: {
				generator: `glTF-Transform ${VERSION}`,
				version: "2.0"
			},
			defaultScene: null,
			accessors: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			animations: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			buffers: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			cameras: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			materials: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			meshes: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			nodes: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			scenes: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			skins: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx(),
			textures: new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .RefSet */ .mx()
		});
	}
	/** @internal */
	constructor(graph) {
		super(graph);
		graph.addEventListener("node:create", (event) => {
			this._addChildOfRoot(event.target);
		});
	}
	clone() {
		throw new Error("Root cannot be cloned.");
	}
	copy(other, resolve = COPY_IDENTITY) {
		if (resolve === COPY_IDENTITY) throw new Error("Root cannot be copied.");
		this.set("asset", { ...other.get("asset") });
		this.setName(other.getName());
		this.setExtras({ ...other.getExtras() });
		this.setDefaultScene(other.getDefaultScene() ? resolve(other.getDefaultScene()) : null);
		for (const extensionName of other.listRefMapKeys("extensions")) {
			const otherExtension = other.getExtension(extensionName);
			this.setExtension(extensionName, resolve(otherExtension));
		}
		return this;
	}
	_addChildOfRoot(child) {
		if (child instanceof Scene) this.addRef("scenes", child);
		else if (child instanceof Node) this.addRef("nodes", child);
		else if (child instanceof Camera) this.addRef("cameras", child);
		else if (child instanceof Skin) this.addRef("skins", child);
		else if (child instanceof Mesh) this.addRef("meshes", child);
		else if (child instanceof Material) this.addRef("materials", child);
		else if (child instanceof Texture) this.addRef("textures", child);
		else if (child instanceof Animation) this.addRef("animations", child);
		else if (child instanceof Accessor) this.addRef("accessors", child);
		else if (child instanceof Buffer$1) this.addRef("buffers", child);
		return this;
	}
	/**
	* Returns the `asset` object, which specifies the target glTF version of the asset. Additional
	* metadata can be stored in optional properties such as `generator` or `copyright`.
	*
	* Reference: [glTF → Asset](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#asset)
	*/
	getAsset() {
		return this.get("asset");
	}
	/**********************************************************************************************
	* Extensions.
	*/
	/** Lists all {@link Extension Extensions} enabled for this root. */
	listExtensionsUsed() {
		return Array.from(this._extensions);
	}
	/** Lists all {@link Extension Extensions} enabled and required for this root. */
	listExtensionsRequired() {
		return this.listExtensionsUsed().filter((extension) => extension.isRequired());
	}
	/** @internal */
	_enableExtension(extension) {
		this._extensions.add(extension);
		return this;
	}
	/** @internal */
	_disableExtension(extension) {
		this._extensions.delete(extension);
		return this;
	}
	/**********************************************************************************************
	* Properties.
	*/
	/** Lists all {@link Scene} properties associated with this root. */
	listScenes() {
		return this.listRefs("scenes");
	}
	/** Default {@link Scene} associated with this root. */
	setDefaultScene(defaultScene) {
		return this.setRef("defaultScene", defaultScene);
	}
	/** Default {@link Scene} associated with this root. */
	getDefaultScene() {
		return this.getRef("defaultScene");
	}
	/** Lists all {@link Node} properties associated with this root. */
	listNodes() {
		return this.listRefs("nodes");
	}
	/** Lists all {@link Camera} properties associated with this root. */
	listCameras() {
		return this.listRefs("cameras");
	}
	/** Lists all {@link Skin} properties associated with this root. */
	listSkins() {
		return this.listRefs("skins");
	}
	/** Lists all {@link Mesh} properties associated with this root. */
	listMeshes() {
		return this.listRefs("meshes");
	}
	/** Lists all {@link Material} properties associated with this root. */
	listMaterials() {
		return this.listRefs("materials");
	}
	/** Lists all {@link Texture} properties associated with this root. */
	listTextures() {
		return this.listRefs("textures");
	}
	/** Lists all {@link Animation} properties associated with this root. */
	listAnimations() {
		return this.listRefs("animations");
	}
	/** Lists all {@link Accessor} properties associated with this root. */
	listAccessors() {
		return this.listRefs("accessors");
	}
	/** Lists all {@link Buffer} properties associated with this root. */
	listBuffers() {
		return this.listRefs("buffers");
	}
};
//#endregion
//#region src/document.ts
/**
* *Wraps a glTF asset and its resources for easier modification.*
*
* Documents manage glTF assets and the relationships among dependencies. The document wrapper
* allow tools to read and write changes without dealing with array indices or byte offsets, which
* would otherwise require careful management over the course of a file modification. An internal
* graph structure allows any property in the glTF file to maintain references to its dependencies,
* and makes it easy to determine where a particular property dependency is being used. For
* example, finding a list of materials that use a particular texture is as simple as calling
* {@link Texture.listParents}().
*
* A new resource {@link Property} (e.g. a {@link Mesh} or {@link Material}) is created by calling
* 'create' methods on the document. Resources are destroyed by calling {@link Property.dispose}().
*
* ```ts
* import fs from 'node:fs/promises';
* import { Document } from '@gltf-transform/core';
* import { dedup } from '@gltf-transform/functions';
*
* const document = new Document();
*
* const texture1 = document.createTexture('myTexture')
* 	.setImage(await fs.readFile('path/to/image.png'))
* 	.setMimeType('image/png');
* const texture2 = document.createTexture('myTexture2')
* 	.setImage(await fs.readFile('path/to/image2.png'))
* 	.setMimeType('image/png');
*
* // Document containing duplicate copies of the same texture.
* document.getRoot().listTextures(); // → [texture x 2]
*
* await document.transform(
* 	dedup({textures: true}),
* 	// ...
* );
*
* // Document with duplicate textures removed.
* document.getRoot().listTextures(); // → [texture x 1]
* ```
*
* Reference:
* - [glTF → Basics](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#gltf-basics)
* - [glTF → Concepts](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#concepts)
*
* @category Documents
*/
var Document = class Document {
	_graph = new property_graph__WEBPACK_IMPORTED_MODULE_0__/* .Graph */ .TS();
	_root = new Root(this._graph);
	_logger = Logger.DEFAULT_INSTANCE;
	/**
	* Enables lookup of a Document from its Graph. For internal use, only.
	* @internal
	* @experimental
	*/
	static _GRAPH_DOCUMENTS = /* @__PURE__ */ new WeakMap();
	/**
	* Returns the Document associated with a given Graph, if any.
	* @hidden
	* @experimental
	*/
	static fromGraph(graph) {
		return Document._GRAPH_DOCUMENTS.get(graph) || null;
	}
	/** Creates a new Document, representing an empty glTF asset. */
	constructor() {
		Document._GRAPH_DOCUMENTS.set(this._graph, this);
	}
	/** Returns the glTF {@link Root} property. */
	getRoot() {
		return this._root;
	}
	/**
	* Returns the {@link Graph} representing connectivity of resources within this document.
	* @hidden
	*/
	getGraph() {
		return this._graph;
	}
	/** Returns the {@link Logger} instance used for any operations performed on this document. */
	getLogger() {
		return this._logger;
	}
	/**
	* Overrides the {@link Logger} instance used for any operations performed on this document.
	*
	* Usage:
	*
	* ```ts
	* doc
	* 	.setLogger(new Logger(Logger.Verbosity.SILENT))
	* 	.transform(dedup(), weld());
	* ```
	*/
	setLogger(logger) {
		this._logger = logger;
		return this;
	}
	/**
	* Clones this Document, copying all resources within it.
	* @deprecated Use 'cloneDocument(document)' from '@gltf-transform/functions'.
	* @hidden
	* @internal
	*/
	clone() {
		throw new Error(`Use 'cloneDocument(source)' from '@gltf-transform/functions'.`);
	}
	/**
	* Merges the content of another Document into this one, without affecting the original.
	* @deprecated Use 'mergeDocuments(target, source)' from '@gltf-transform/functions'.
	* @hidden
	* @internal
	*/
	merge(_other) {
		throw new Error(`Use 'mergeDocuments(target, source)' from '@gltf-transform/functions'.`);
	}
	/**
	* Applies a series of modifications to this document. Each transformation is asynchronous,
	* takes the {@link Document} as input, and returns nothing. Transforms are applied in the
	* order given, which may affect the final result.
	*
	* Usage:
	*
	* ```ts
	* await doc.transform(
	* 	dedup(),
	* 	prune()
	* );
	* ```
	*
	* @param transforms List of synchronous transformation functions to apply.
	*/
	async transform(...transforms) {
		const stack = transforms.map((fn) => fn.name);
		for (const transform of transforms) await transform(this, { stack });
		return this;
	}
	/**********************************************************************************************
	* Extension management methods.
	*/
	/**
	* Returns true if an {@link Extension} with the given name exists on the document, otherwise false.
	*/
	hasExtension(extensionName) {
		return this.getRoot().listExtensionsUsed().some((ext) => ext.extensionName === extensionName);
	}
	/**
	* Creates a new {@link Extension}, for the extension type of the given constructor. If the
	* extension is already enabled for this Document, the previous Extension reference is reused.
	*/
	createExtension(ctor) {
		const extensionName = ctor.EXTENSION_NAME;
		return this.getRoot().listExtensionsUsed().find((ext) => ext.extensionName === extensionName) || new ctor(this);
	}
	/**
	* Disables and removes an {@link Extension} from the Document. If no Extension exists with
	* the given name, this method has no effect.
	*/
	disposeExtension(extensionName) {
		const extension = this.getRoot().listExtensionsUsed().find((ext) => ext.extensionName === extensionName);
		if (extension) extension.dispose();
	}
	/**********************************************************************************************
	* Property factory methods.
	*/
	/** Creates a new {@link Scene} attached to this document's {@link Root}. */
	createScene(name = "") {
		return new Scene(this._graph, name);
	}
	/** Creates a new {@link Node} attached to this document's {@link Root}. */
	createNode(name = "") {
		return new Node(this._graph, name);
	}
	/** Creates a new {@link Camera} attached to this document's {@link Root}. */
	createCamera(name = "") {
		return new Camera(this._graph, name);
	}
	/** Creates a new {@link Skin} attached to this document's {@link Root}. */
	createSkin(name = "") {
		return new Skin(this._graph, name);
	}
	/** Creates a new {@link Mesh} attached to this document's {@link Root}. */
	createMesh(name = "") {
		return new Mesh(this._graph, name);
	}
	/**
	* Creates a new {@link Primitive}. Primitives must be attached to a {@link Mesh}
	* for use and export; they are not otherwise associated with a {@link Root}.
	*/
	createPrimitive() {
		return new Primitive(this._graph);
	}
	/**
	* Creates a new {@link PrimitiveTarget}, or morph target. Targets must be attached to a
	* {@link Primitive} for use and export; they are not otherwise associated with a {@link Root}.
	*/
	createPrimitiveTarget(name = "") {
		return new PrimitiveTarget(this._graph, name);
	}
	/** Creates a new {@link Material} attached to this document's {@link Root}. */
	createMaterial(name = "") {
		return new Material(this._graph, name);
	}
	/** Creates a new {@link Texture} attached to this document's {@link Root}. */
	createTexture(name = "") {
		return new Texture(this._graph, name);
	}
	/** Creates a new {@link Animation} attached to this document's {@link Root}. */
	createAnimation(name = "") {
		return new Animation(this._graph, name);
	}
	/**
	* Creates a new {@link AnimationChannel}. Channels must be attached to an {@link Animation}
	* for use and export; they are not otherwise associated with a {@link Root}.
	*/
	createAnimationChannel(name = "") {
		return new AnimationChannel(this._graph, name);
	}
	/**
	* Creates a new {@link AnimationSampler}. Samplers must be attached to an {@link Animation}
	* for use and export; they are not otherwise associated with a {@link Root}.
	*/
	createAnimationSampler(name = "") {
		return new AnimationSampler(this._graph, name);
	}
	/** Creates a new {@link Accessor} attached to this document's {@link Root}. */
	createAccessor(name = "", buffer = null) {
		if (!buffer) buffer = this.getRoot().listBuffers()[0];
		return new Accessor(this._graph, name).setBuffer(buffer);
	}
	/** Creates a new {@link Buffer} attached to this document's {@link Root}. */
	createBuffer(name = "") {
		return new Buffer$1(this._graph, name);
	}
};
//#endregion
//#region src/extension.ts
/**
* *Base class for all Extensions.*
*
* Extensions enhance a glTF {@link Document} with additional features and schema, beyond the core
* glTF specification. Common extensions may be imported from the `@gltf-transform/extensions`
* package, or custom extensions may be created by extending this base class.
*
* An extension is added to a Document by calling {@link Document.createExtension} with the
* extension constructor. The extension object may then be used to construct
* {@link ExtensionProperty} instances, which are attached to properties throughout the Document
* as prescribed by the extension itself.
*
* For more information on available extensions and their usage, see [Extensions](/extensions).
*
* Reference:
* - [glTF → Extensions](https://github.com/KhronosGroup/gltf/blob/main/specification/2.0/README.md#specifying-extensions)
* - [glTF Extension Registry](https://github.com/KhronosGroup/gltf/blob/main/extensions)
*
* @category Extensions
*/
var Extension = class {
	/** Official name of the extension. */
	static EXTENSION_NAME;
	/** Official name of the extension. */
	extensionName = "";
	/**
	* Before reading, extension should be called for these {@link Property} types. *Most
	* extensions don't need to implement this.*
	* @hidden
	*/
	prereadTypes = [];
	/**
	* Before writing, extension should be called for these {@link Property} types. *Most
	* extensions don't need to implement this.*
	* @hidden
	*/
	prewriteTypes = [];
	/** @hidden Dependency IDs needed to read this extension, to be installed before I/O. */
	readDependencies = [];
	/** @hidden Dependency IDs needed to write this extension, to be installed before I/O. */
	writeDependencies = [];
	/** @hidden */
	document;
	/** @hidden */
	required = false;
	/** @hidden */
	properties = /* @__PURE__ */ new Set();
	/** @hidden */
	_listener;
	/** @hidden */
	constructor(document) {
		this.document = document;
		document.getRoot()._enableExtension(this);
		this._listener = (_event) => {
			const event = _event;
			const target = event.target;
			if (target instanceof ExtensionProperty && target.extensionName === this.extensionName) {
				if (event.type === "node:create") this._addExtensionProperty(target);
				if (event.type === "node:dispose") this._removeExtensionProperty(target);
			}
		};
		const graph = document.getGraph();
		graph.addEventListener("node:create", this._listener);
		graph.addEventListener("node:dispose", this._listener);
	}
	/** Disables and removes the extension from the Document. */
	dispose() {
		this.document.getRoot()._disableExtension(this);
		const graph = this.document.getGraph();
		graph.removeEventListener("node:create", this._listener);
		graph.removeEventListener("node:dispose", this._listener);
		for (const property of this.properties) property.dispose();
	}
	/** @hidden Performs first-time setup for the extension. Must be idempotent. */
	static register() {}
	/**
	* Indicates to the client whether it is OK to load the asset when this extension is not
	* recognized. Optional extensions are generally preferred, if there is not a good reason
	* to require a client to completely fail when an extension isn't known.
	*/
	isRequired() {
		return this.required;
	}
	/**
	* Indicates to the client whether it is OK to load the asset when this extension is not
	* recognized. Optional extensions are generally preferred, if there is not a good reason
	* to require a client to completely fail when an extension isn't known.
	*/
	setRequired(required) {
		this.required = required;
		return this;
	}
	/**
	* Lists all {@link ExtensionProperty} instances associated with, or created by, this
	* extension. Includes only instances that are attached to the Document's graph; detached
	* instances will be excluded.
	*/
	listProperties() {
		return Array.from(this.properties);
	}
	/**********************************************************************************************
	* ExtensionProperty management.
	*/
	/** @internal */
	_addExtensionProperty(property) {
		this.properties.add(property);
		return this;
	}
	/** @internal */
	_removeExtensionProperty(property) {
		this.properties.delete(property);
		return this;
	}
	/**********************************************************************************************
	* I/O implementation.
	*/
	/** @hidden Installs dependencies required by the extension. */
	install(_key, _dependency) {
		return this;
	}
	/**
	* Used by the {@link PlatformIO} utilities when reading a glTF asset. This method may
	* optionally be implemented by an extension, and should then support any property type
	* declared by the Extension's {@link Extension.prereadTypes} list. The Extension will
	* be given a ReaderContext instance, and is expected to update either the context or its
	* {@link JSONDocument} with resources known to the Extension. *Most extensions don't need to
	* implement this.*
	* @hidden
	*/
	preread(_readerContext, _propertyType) {
		return this;
	}
	/**
	* Used by the {@link PlatformIO} utilities when writing a glTF asset. This method may
	* optionally be implemented by an extension, and should then support any property type
	* declared by the Extension's {@link Extension.prewriteTypes} list. The Extension will
	* be given a WriterContext instance, and is expected to update either the context or its
	* {@link JSONDocument} with resources known to the Extension. *Most extensions don't need to
	* implement this.*
	* @hidden
	*/
	prewrite(_writerContext, _propertyType) {
		return this;
	}
};
//#endregion
//#region src/io/reader-context.ts
/**
* Model class providing glTF Transform objects representing each definition in the glTF file, used
* by a {@link GLTFReader} and its {@link Extension} implementations. Indices of all properties will be
* consistent with the glTF file.
*
* @hidden
*/
var ReaderContext = class {
	jsonDoc;
	buffers = [];
	bufferViews = [];
	bufferViewBuffers = [];
	accessors = [];
	textures = [];
	textureInfos = /* @__PURE__ */ new Map();
	materials = [];
	meshes = [];
	cameras = [];
	nodes = [];
	skins = [];
	animations = [];
	scenes = [];
	constructor(jsonDoc) {
		this.jsonDoc = jsonDoc;
	}
	setTextureInfo(textureInfo, textureInfoDef) {
		this.textureInfos.set(textureInfo, textureInfoDef);
		if (textureInfoDef.texCoord !== void 0) textureInfo.setTexCoord(textureInfoDef.texCoord);
		if (textureInfoDef.extras !== void 0) textureInfo.setExtras(textureInfoDef.extras);
		const textureDef = this.jsonDoc.json.textures[textureInfoDef.index];
		if (textureDef.sampler === void 0) return;
		const samplerDef = this.jsonDoc.json.samplers[textureDef.sampler];
		if (samplerDef.magFilter !== void 0) textureInfo.setMagFilter(samplerDef.magFilter);
		if (samplerDef.minFilter !== void 0) textureInfo.setMinFilter(samplerDef.minFilter);
		if (samplerDef.wrapS !== void 0) textureInfo.setWrapS(samplerDef.wrapS);
		if (samplerDef.wrapT !== void 0) textureInfo.setWrapT(samplerDef.wrapT);
	}
};
//#endregion
//#region src/io/reader.ts
const DEFAULT_OPTIONS = {
	logger: Logger.DEFAULT_INSTANCE,
	extensions: [],
	dependencies: {}
};
const SUPPORTED_PREREAD_TYPES = /* @__PURE__ */ new Set([
	"Buffer",
	"Texture",
	"Material",
	"Mesh",
	"Primitive",
	"Node",
	"Scene"
]);
/** @internal */
var GLTFReader = class {
	static read(jsonDoc, _options = DEFAULT_OPTIONS) {
		const options = {
			...DEFAULT_OPTIONS,
			..._options
		};
		const { json } = jsonDoc;
		const document = new Document().setLogger(options.logger);
		this.validate(jsonDoc, options);
		const context = new ReaderContext(jsonDoc);
		/** Asset. */
		const assetDef = json.asset;
		const asset = document.getRoot().getAsset();
		if (assetDef.copyright) asset.copyright = assetDef.copyright;
		if (assetDef.extras) asset.extras = assetDef.extras;
		if (json.extras !== void 0) document.getRoot().setExtras({ ...json.extras });
		/** Extensions (1/2). */
		const extensionsUsed = json.extensionsUsed || [];
		const extensionsRequired = json.extensionsRequired || [];
		options.extensions.sort((a, b) => a.EXTENSION_NAME > b.EXTENSION_NAME ? 1 : -1);
		for (const Extension of options.extensions) if (extensionsUsed.includes(Extension.EXTENSION_NAME)) {
			const extension = document.createExtension(Extension).setRequired(extensionsRequired.includes(Extension.EXTENSION_NAME));
			const unsupportedHooks = extension.prereadTypes.filter((type) => !SUPPORTED_PREREAD_TYPES.has(type));
			if (unsupportedHooks.length) options.logger.warn(`Preread hooks for some types (${unsupportedHooks.join()}), requested by extension ${extension.extensionName}, are unsupported. Please file an issue or a PR.`);
			for (const key of extension.readDependencies) extension.install(key, options.dependencies[key]);
		}
		/** Buffers. */
		const bufferDefs = json.buffers || [];
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Buffer")).forEach((extension) => extension.preread(context, "Buffer"));
		context.buffers = bufferDefs.map((bufferDef) => {
			const buffer = document.createBuffer(bufferDef.name);
			if (bufferDef.extras) buffer.setExtras(bufferDef.extras);
			if (bufferDef.uri && bufferDef.uri.indexOf("__") !== 0) buffer.setURI(bufferDef.uri);
			return buffer;
		});
		context.bufferViewBuffers = (json.bufferViews || []).map((bufferViewDef, index) => {
			if (!context.bufferViews[index]) {
				const bufferDef = jsonDoc.json.buffers[bufferViewDef.buffer];
				const bufferData = bufferDef.uri ? jsonDoc.resources[bufferDef.uri] : jsonDoc.resources[GLB_BUFFER];
				const byteOffset = bufferViewDef.byteOffset || 0;
				context.bufferViews[index] = BufferUtils.toView(bufferData, byteOffset, bufferViewDef.byteLength);
			}
			return context.buffers[bufferViewDef.buffer];
		});
		/** Accessors. */
		const accessorDefs = json.accessors || [];
		context.accessors = accessorDefs.map((accessorDef) => {
			const buffer = context.bufferViewBuffers[accessorDef.bufferView];
			const accessor = document.createAccessor(accessorDef.name, buffer).setType(accessorDef.type);
			if (accessorDef.extras) accessor.setExtras(accessorDef.extras);
			if (accessorDef.normalized !== void 0) accessor.setNormalized(accessorDef.normalized);
			if (accessorDef.bufferView === void 0) return accessor;
			accessor.setArray(getAccessorArray(accessorDef, context));
			return accessor;
		});
		/** Textures. */
		const imageDefs = json.images || [];
		const textureDefs = json.textures || [];
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Texture")).forEach((extension) => extension.preread(context, "Texture"));
		context.textures = imageDefs.map((imageDef) => {
			const texture = document.createTexture(imageDef.name);
			if (imageDef.extras) texture.setExtras(imageDef.extras);
			if (imageDef.bufferView !== void 0) {
				const bufferViewDef = json.bufferViews[imageDef.bufferView];
				const bufferDef = jsonDoc.json.buffers[bufferViewDef.buffer];
				const bufferData = bufferDef.uri ? jsonDoc.resources[bufferDef.uri] : jsonDoc.resources[GLB_BUFFER];
				const byteOffset = bufferViewDef.byteOffset || 0;
				const byteLength = bufferViewDef.byteLength;
				const imageData = bufferData.slice(byteOffset, byteOffset + byteLength);
				texture.setImage(imageData);
			} else if (imageDef.uri !== void 0) {
				texture.setImage(jsonDoc.resources[imageDef.uri]);
				if (imageDef.uri.indexOf("__") !== 0) texture.setURI(imageDef.uri);
			}
			if (imageDef.mimeType !== void 0) texture.setMimeType(imageDef.mimeType);
			else if (imageDef.uri) {
				const extension = FileUtils.extension(imageDef.uri);
				texture.setMimeType(ImageUtils.extensionToMimeType(extension));
			}
			return texture;
		});
		/** Materials. */
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Material")).forEach((extension) => extension.preread(context, "Material"));
		context.materials = (json.materials || []).map((materialDef) => {
			const material = document.createMaterial(materialDef.name);
			if (materialDef.extras) material.setExtras(materialDef.extras);
			if (materialDef.alphaMode !== void 0) material.setAlphaMode(materialDef.alphaMode);
			if (materialDef.alphaCutoff !== void 0) material.setAlphaCutoff(materialDef.alphaCutoff);
			if (materialDef.doubleSided !== void 0) material.setDoubleSided(materialDef.doubleSided);
			const pbrDef = materialDef.pbrMetallicRoughness || {};
			if (pbrDef.baseColorFactor !== void 0) material.setBaseColorFactor(pbrDef.baseColorFactor);
			if (materialDef.emissiveFactor !== void 0) material.setEmissiveFactor(materialDef.emissiveFactor);
			if (pbrDef.metallicFactor !== void 0) material.setMetallicFactor(pbrDef.metallicFactor);
			if (pbrDef.roughnessFactor !== void 0) material.setRoughnessFactor(pbrDef.roughnessFactor);
			if (pbrDef.baseColorTexture !== void 0) {
				const textureInfoDef = pbrDef.baseColorTexture;
				const texture = context.textures[textureDefs[textureInfoDef.index].source];
				material.setBaseColorTexture(texture);
				context.setTextureInfo(material.getBaseColorTextureInfo(), textureInfoDef);
			}
			if (materialDef.emissiveTexture !== void 0) {
				const textureInfoDef = materialDef.emissiveTexture;
				const texture = context.textures[textureDefs[textureInfoDef.index].source];
				material.setEmissiveTexture(texture);
				context.setTextureInfo(material.getEmissiveTextureInfo(), textureInfoDef);
			}
			if (materialDef.normalTexture !== void 0) {
				const textureInfoDef = materialDef.normalTexture;
				const texture = context.textures[textureDefs[textureInfoDef.index].source];
				material.setNormalTexture(texture);
				context.setTextureInfo(material.getNormalTextureInfo(), textureInfoDef);
				if (materialDef.normalTexture.scale !== void 0) material.setNormalScale(materialDef.normalTexture.scale);
			}
			if (materialDef.occlusionTexture !== void 0) {
				const textureInfoDef = materialDef.occlusionTexture;
				const texture = context.textures[textureDefs[textureInfoDef.index].source];
				material.setOcclusionTexture(texture);
				context.setTextureInfo(material.getOcclusionTextureInfo(), textureInfoDef);
				if (materialDef.occlusionTexture.strength !== void 0) material.setOcclusionStrength(materialDef.occlusionTexture.strength);
			}
			if (pbrDef.metallicRoughnessTexture !== void 0) {
				const textureInfoDef = pbrDef.metallicRoughnessTexture;
				const texture = context.textures[textureDefs[textureInfoDef.index].source];
				material.setMetallicRoughnessTexture(texture);
				context.setTextureInfo(material.getMetallicRoughnessTextureInfo(), textureInfoDef);
			}
			return material;
		});
		/** Meshes. */
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Mesh")).forEach((extension) => extension.preread(context, "Mesh"));
		const meshDefs = json.meshes || [];
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Primitive")).forEach((extension) => extension.preread(context, "Primitive"));
		context.meshes = meshDefs.map((meshDef) => {
			const mesh = document.createMesh(meshDef.name);
			if (meshDef.extras) mesh.setExtras(meshDef.extras);
			if (meshDef.weights !== void 0) mesh.setWeights(meshDef.weights);
			(meshDef.primitives || []).forEach((primitiveDef) => {
				const primitive = document.createPrimitive();
				if (primitiveDef.extras) primitive.setExtras(primitiveDef.extras);
				if (primitiveDef.material !== void 0) primitive.setMaterial(context.materials[primitiveDef.material]);
				if (primitiveDef.mode !== void 0) primitive.setMode(primitiveDef.mode);
				for (const [semantic, index] of Object.entries(primitiveDef.attributes || {})) primitive.setAttribute(semantic, context.accessors[index]);
				if (primitiveDef.indices !== void 0) primitive.setIndices(context.accessors[primitiveDef.indices]);
				const targetNames = meshDef.extras && meshDef.extras.targetNames || [];
				(primitiveDef.targets || []).forEach((targetDef, targetIndex) => {
					const targetName = targetNames[targetIndex] || targetIndex.toString();
					const target = document.createPrimitiveTarget(targetName);
					for (const [semantic, accessorIndex] of Object.entries(targetDef)) target.setAttribute(semantic, context.accessors[accessorIndex]);
					primitive.addTarget(target);
				});
				mesh.addPrimitive(primitive);
			});
			return mesh;
		});
		context.cameras = (json.cameras || []).map((cameraDef) => {
			const camera = document.createCamera(cameraDef.name).setType(cameraDef.type);
			if (cameraDef.extras) camera.setExtras(cameraDef.extras);
			if (cameraDef.type === Camera.Type.PERSPECTIVE) {
				const perspectiveDef = cameraDef.perspective;
				camera.setYFov(perspectiveDef.yfov);
				camera.setZNear(perspectiveDef.znear);
				if (perspectiveDef.zfar !== void 0) camera.setZFar(perspectiveDef.zfar);
				if (perspectiveDef.aspectRatio !== void 0) camera.setAspectRatio(perspectiveDef.aspectRatio);
			} else {
				const orthoDef = cameraDef.orthographic;
				camera.setZNear(orthoDef.znear).setZFar(orthoDef.zfar).setXMag(orthoDef.xmag).setYMag(orthoDef.ymag);
			}
			return camera;
		});
		/** Nodes. */
		const nodeDefs = json.nodes || [];
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Node")).forEach((extension) => extension.preread(context, "Node"));
		context.nodes = nodeDefs.map((nodeDef) => {
			const node = document.createNode(nodeDef.name);
			if (nodeDef.extras) node.setExtras(nodeDef.extras);
			if (nodeDef.translation !== void 0) node.setTranslation(nodeDef.translation);
			if (nodeDef.rotation !== void 0) node.setRotation(nodeDef.rotation);
			if (nodeDef.scale !== void 0) node.setScale(nodeDef.scale);
			if (nodeDef.matrix !== void 0) {
				const translation = [
					0,
					0,
					0
				];
				const rotation = [
					0,
					0,
					0,
					1
				];
				const scale = [
					1,
					1,
					1
				];
				MathUtils.decompose(nodeDef.matrix, translation, rotation, scale);
				node.setTranslation(translation);
				node.setRotation(rotation);
				node.setScale(scale);
			}
			if (nodeDef.weights !== void 0) node.setWeights(nodeDef.weights);
			return node;
		});
		context.skins = (json.skins || []).map((skinDef) => {
			const skin = document.createSkin(skinDef.name);
			if (skinDef.extras) skin.setExtras(skinDef.extras);
			if (skinDef.inverseBindMatrices !== void 0) skin.setInverseBindMatrices(context.accessors[skinDef.inverseBindMatrices]);
			if (skinDef.skeleton !== void 0) skin.setSkeleton(context.nodes[skinDef.skeleton]);
			for (const nodeIndex of skinDef.joints) skin.addJoint(context.nodes[nodeIndex]);
			return skin;
		});
		/** Node attachments. */
		nodeDefs.map((nodeDef, nodeIndex) => {
			const node = context.nodes[nodeIndex];
			(nodeDef.children || []).forEach((childIndex) => node.addChild(context.nodes[childIndex]));
			if (nodeDef.mesh !== void 0) node.setMesh(context.meshes[nodeDef.mesh]);
			if (nodeDef.camera !== void 0) node.setCamera(context.cameras[nodeDef.camera]);
			if (nodeDef.skin !== void 0) node.setSkin(context.skins[nodeDef.skin]);
		});
		context.animations = (json.animations || []).map((animationDef) => {
			const animation = document.createAnimation(animationDef.name);
			if (animationDef.extras) animation.setExtras(animationDef.extras);
			const samplers = (animationDef.samplers || []).map((samplerDef) => {
				const sampler = document.createAnimationSampler().setInput(context.accessors[samplerDef.input]).setOutput(context.accessors[samplerDef.output]).setInterpolation(samplerDef.interpolation || AnimationSampler.Interpolation.LINEAR);
				if (samplerDef.extras) sampler.setExtras(samplerDef.extras);
				animation.addSampler(sampler);
				return sampler;
			});
			(animationDef.channels || []).forEach((channelDef) => {
				const channel = document.createAnimationChannel().setSampler(samplers[channelDef.sampler]).setTargetPath(channelDef.target.path);
				if (channelDef.target.node !== void 0) channel.setTargetNode(context.nodes[channelDef.target.node]);
				if (channelDef.extras) channel.setExtras(channelDef.extras);
				animation.addChannel(channel);
			});
			return animation;
		});
		/** Scenes. */
		const sceneDefs = json.scenes || [];
		document.getRoot().listExtensionsUsed().filter((extension) => extension.prereadTypes.includes("Scene")).forEach((extension) => extension.preread(context, "Scene"));
		context.scenes = sceneDefs.map((sceneDef) => {
			const scene = document.createScene(sceneDef.name);
			if (sceneDef.extras) scene.setExtras(sceneDef.extras);
			(sceneDef.nodes || []).map((nodeIndex) => context.nodes[nodeIndex]).forEach((node) => scene.addChild(node));
			return scene;
		});
		if (json.scene !== void 0) document.getRoot().setDefaultScene(context.scenes[json.scene]);
		/** Extensions (2/2). */
		document.getRoot().listExtensionsUsed().forEach((extension) => extension.read(context));
		/** Post-processing. */
		accessorDefs.forEach((accessorDef, index) => {
			const accessor = context.accessors[index];
			const hasSparseValues = !!accessorDef.sparse;
			const isZeroFilled = !accessorDef.bufferView && !accessor.getArray();
			if (hasSparseValues || isZeroFilled) accessor.setSparse(true).setArray(getSparseArray(accessorDef, context));
		});
		return document;
	}
	static validate(jsonDoc, options) {
		const json = jsonDoc.json;
		if (json.asset.version !== "2.0") throw new Error(`Unsupported glTF version, "${json.asset.version}".`);
		if (json.extensionsRequired) {
			for (const extensionName of json.extensionsRequired) if (!options.extensions.find((extension) => extension.EXTENSION_NAME === extensionName)) throw new Error(`Missing required extension, "${extensionName}".`);
		}
		if (json.extensionsUsed) {
			for (const extensionName of json.extensionsUsed) if (!options.extensions.find((extension) => extension.EXTENSION_NAME === extensionName)) options.logger.warn(`Missing optional extension, "${extensionName}".`);
		}
	}
};
/**
* Returns the contents of an interleaved accessor, as a typed array.
* @internal
*/
function getInterleavedArray(accessorDef, context) {
	const jsonDoc = context.jsonDoc;
	const bufferView = context.bufferViews[accessorDef.bufferView];
	const bufferViewDef = jsonDoc.json.bufferViews[accessorDef.bufferView];
	const TypedArray = ComponentTypeToTypedArray[accessorDef.componentType];
	const elementSize = Accessor.getElementSize(accessorDef.type);
	const componentSize = TypedArray.BYTES_PER_ELEMENT;
	const accessorByteOffset = accessorDef.byteOffset || 0;
	const array = new TypedArray(accessorDef.count * elementSize);
	const view = new DataView(bufferView.buffer, bufferView.byteOffset, bufferView.byteLength);
	const byteStride = bufferViewDef.byteStride;
	for (let i = 0; i < accessorDef.count; i++) for (let j = 0; j < elementSize; j++) {
		const byteOffset = accessorByteOffset + i * byteStride + j * componentSize;
		let value;
		switch (accessorDef.componentType) {
			case Accessor.ComponentType.FLOAT:
				value = view.getFloat32(byteOffset, true);
				break;
			case Accessor.ComponentType.UNSIGNED_INT:
				value = view.getUint32(byteOffset, true);
				break;
			case Accessor.ComponentType.UNSIGNED_SHORT:
				value = view.getUint16(byteOffset, true);
				break;
			case Accessor.ComponentType.UNSIGNED_BYTE:
				value = view.getUint8(byteOffset);
				break;
			case Accessor.ComponentType.SHORT:
				value = view.getInt16(byteOffset, true);
				break;
			case Accessor.ComponentType.BYTE:
				value = view.getInt8(byteOffset);
				break;
			case Accessor.ComponentType.FLOAT16:
				value = view.getFloat16(byteOffset, true);
				break;
			case Accessor.ComponentType.FLOAT64:
				value = view.getFloat64(byteOffset, true);
				break;
			default: throw new Error(`Unexpected componentType "${accessorDef.componentType}".`);
		}
		array[i * elementSize + j] = value;
	}
	return array;
}
/**
* Returns the contents of an accessor, as a typed array.
* @internal
*/
function getAccessorArray(accessorDef, context) {
	const jsonDoc = context.jsonDoc;
	const bufferView = context.bufferViews[accessorDef.bufferView];
	const bufferViewDef = jsonDoc.json.bufferViews[accessorDef.bufferView];
	const TypedArray = ComponentTypeToTypedArray[accessorDef.componentType];
	const elementSize = Accessor.getElementSize(accessorDef.type);
	const componentSize = TypedArray.BYTES_PER_ELEMENT;
	const elementStride = elementSize * componentSize;
	if (bufferViewDef.byteStride !== void 0 && bufferViewDef.byteStride !== elementStride) return getInterleavedArray(accessorDef, context);
	const byteOffset = bufferView.byteOffset + (accessorDef.byteOffset || 0);
	const byteLength = accessorDef.count * elementSize * componentSize;
	return new TypedArray(bufferView.buffer.slice(byteOffset, byteOffset + byteLength));
}
/**
* Returns the contents of a sparse accessor, as a typed array.
* @internal
*/
function getSparseArray(accessorDef, context) {
	const TypedArray = ComponentTypeToTypedArray[accessorDef.componentType];
	const elementSize = Accessor.getElementSize(accessorDef.type);
	let array;
	if (accessorDef.bufferView !== void 0) array = getAccessorArray(accessorDef, context);
	else array = new TypedArray(accessorDef.count * elementSize);
	const sparseDef = accessorDef.sparse;
	if (!sparseDef) return array;
	const count = sparseDef.count;
	const indicesDef = {
		...accessorDef,
		...sparseDef.indices,
		count,
		type: "SCALAR"
	};
	const valuesDef = {
		...accessorDef,
		...sparseDef.values,
		count
	};
	const indices = getAccessorArray(indicesDef, context);
	const values = getAccessorArray(valuesDef, context);
	for (let i = 0; i < indicesDef.count; i++) for (let j = 0; j < elementSize; j++) array[indices[i] * elementSize + j] = values[i * elementSize + j];
	return array;
}
//#endregion
//#region src/io/writer-context.ts
var BufferViewTarget = /* @__PURE__ */ function(BufferViewTarget) {
	BufferViewTarget[BufferViewTarget["ARRAY_BUFFER"] = 34962] = "ARRAY_BUFFER";
	BufferViewTarget[BufferViewTarget["ELEMENT_ARRAY_BUFFER"] = 34963] = "ELEMENT_ARRAY_BUFFER";
	return BufferViewTarget;
}(BufferViewTarget || {});
/**
* Model class providing writing state to a {@link GLTFWriter} and its {@link Extension}
* implementations.
*
* @hidden
*/
var WriterContext = class {
	_doc;
	jsonDoc;
	options;
	/** Explicit buffer view targets defined by glTF specification. */
	static BufferViewTarget = BufferViewTarget;
	/**
	* Implicit buffer view usage, not required by glTF specification, but nonetheless useful for
	* proper grouping of accessors into buffer views. Additional usages are defined by extensions,
	* like `EXT_mesh_gpu_instancing`.
	*/
	static BufferViewUsage = BufferViewUsage$1;
	/** Maps usage type to buffer view target. Usages not mapped have undefined targets. */
	static USAGE_TO_TARGET = {
		["ARRAY_BUFFER"]: 34962,
		["ELEMENT_ARRAY_BUFFER"]: 34963
	};
	accessorIndexMap = /* @__PURE__ */ new Map();
	animationIndexMap = /* @__PURE__ */ new Map();
	bufferIndexMap = /* @__PURE__ */ new Map();
	cameraIndexMap = /* @__PURE__ */ new Map();
	skinIndexMap = /* @__PURE__ */ new Map();
	materialIndexMap = /* @__PURE__ */ new Map();
	meshIndexMap = /* @__PURE__ */ new Map();
	nodeIndexMap = /* @__PURE__ */ new Map();
	imageIndexMap = /* @__PURE__ */ new Map();
	textureDefIndexMap = /* @__PURE__ */ new Map();
	textureInfoDefMap = /* @__PURE__ */ new Map();
	samplerDefIndexMap = /* @__PURE__ */ new Map();
	sceneIndexMap = /* @__PURE__ */ new Map();
	imageBufferViews = [];
	otherBufferViews = /* @__PURE__ */ new Map();
	otherBufferViewsIndexMap = /* @__PURE__ */ new Map();
	extensionData = {};
	bufferURIGenerator;
	imageURIGenerator;
	logger;
	_accessorUsageMap = /* @__PURE__ */ new Map();
	accessorUsageGroupedByParent = /* @__PURE__ */ new Set(["ARRAY_BUFFER"]);
	accessorParents = /* @__PURE__ */ new Map();
	constructor(_doc, jsonDoc, options) {
		this._doc = _doc;
		this.jsonDoc = jsonDoc;
		this.options = options;
		const root = _doc.getRoot();
		const numBuffers = root.listBuffers().length;
		const numImages = root.listTextures().length;
		this.bufferURIGenerator = new UniqueURIGenerator(numBuffers > 1, () => options.basename || "buffer");
		this.imageURIGenerator = new UniqueURIGenerator(numImages > 1, (texture) => getSlot(_doc, texture) || options.basename || "texture");
		this.logger = _doc.getLogger();
	}
	/**
	* Creates a TextureInfo definition, and any Texture or Sampler definitions it requires. If
	* possible, Texture and Sampler definitions are shared.
	*/
	createTextureInfoDef(texture, textureInfo) {
		const samplerDef = {
			magFilter: textureInfo.getMagFilter() || void 0,
			minFilter: textureInfo.getMinFilter() || void 0,
			wrapS: textureInfo.getWrapS(),
			wrapT: textureInfo.getWrapT()
		};
		const samplerKey = JSON.stringify(samplerDef);
		if (!this.samplerDefIndexMap.has(samplerKey)) {
			this.samplerDefIndexMap.set(samplerKey, this.jsonDoc.json.samplers.length);
			this.jsonDoc.json.samplers.push(samplerDef);
		}
		const textureDef = {
			source: this.imageIndexMap.get(texture),
			sampler: this.samplerDefIndexMap.get(samplerKey)
		};
		const textureKey = JSON.stringify(textureDef);
		if (!this.textureDefIndexMap.has(textureKey)) {
			this.textureDefIndexMap.set(textureKey, this.jsonDoc.json.textures.length);
			this.jsonDoc.json.textures.push(textureDef);
		}
		const textureInfoDef = { index: this.textureDefIndexMap.get(textureKey) };
		if (textureInfo.getTexCoord() !== 0) textureInfoDef.texCoord = textureInfo.getTexCoord();
		if (Object.keys(textureInfo.getExtras()).length > 0) textureInfoDef.extras = textureInfo.getExtras();
		this.textureInfoDefMap.set(textureInfo, textureInfoDef);
		return textureInfoDef;
	}
	createPropertyDef(property) {
		const def = {};
		if (property.getName()) def.name = property.getName();
		if (Object.keys(property.getExtras()).length > 0) def.extras = property.getExtras();
		return def;
	}
	createAccessorDef(accessor) {
		const accessorDef = this.createPropertyDef(accessor);
		accessorDef.type = accessor.getType();
		accessorDef.componentType = accessor.getComponentType();
		accessorDef.count = accessor.getCount();
		if (this._doc.getGraph().listParentEdges(accessor).some((edge) => edge.getName() === "attributes" && edge.getAttributes().key === "POSITION" || edge.getName() === "input")) {
			accessorDef.max = accessor.getMax([]).map(Math.fround);
			accessorDef.min = accessor.getMin([]).map(Math.fround);
		}
		if (accessor.getNormalized()) accessorDef.normalized = accessor.getNormalized();
		return accessorDef;
	}
	createImageData(imageDef, data, texture) {
		if (this.options.format === "GLB") {
			this.imageBufferViews.push(data);
			imageDef.bufferView = this.jsonDoc.json.bufferViews.length;
			this.jsonDoc.json.bufferViews.push({
				buffer: 0,
				byteOffset: -1,
				byteLength: data.byteLength
			});
		} else {
			const extension = ImageUtils.mimeTypeToExtension(texture.getMimeType());
			imageDef.uri = this.imageURIGenerator.createURI(texture, extension);
			this.assignResourceURI(imageDef.uri, data, false);
		}
	}
	assignResourceURI(uri, data, throwOnConflict) {
		const resources = this.jsonDoc.resources;
		if (!(uri in resources)) {
			resources[uri] = data;
			return;
		}
		if (data === resources[uri]) {
			this.logger.warn(`Duplicate resource URI, "${uri}".`);
			return;
		}
		const conflictMessage = `Resource URI "${uri}" already assigned to different data.`;
		if (!throwOnConflict) {
			this.logger.warn(conflictMessage);
			return;
		}
		throw new Error(conflictMessage);
	}
	/**
	* Returns implicit usage type of the given accessor, related to grouping accessors into
	* buffer views. Usage is a superset of buffer view target, including ARRAY_BUFFER and
	* ELEMENT_ARRAY_BUFFER, but also usages that do not match GPU buffer view targets such as
	* IBMs. Additional usages are defined by extensions, like `EXT_mesh_gpu_instancing`.
	*/
	getAccessorUsage(accessor) {
		const cachedUsage = this._accessorUsageMap.get(accessor);
		if (cachedUsage) return cachedUsage;
		if (accessor.getSparse()) return "SPARSE";
		for (const edge of this._doc.getGraph().listParentEdges(accessor)) {
			const { usage } = edge.getAttributes();
			if (usage) return usage;
			if (edge.getParent().propertyType !== "Root") this.logger.warn(`Missing attribute ".usage" on edge, "${edge.getName()}".`);
		}
		return "OTHER";
	}
	/**
	* Sets usage for the given accessor. Some accessor types must be grouped into
	* buffer views with like accessors. This includes the specified buffer view "targets", but
	* also implicit usage like IBMs or instanced mesh attributes. If unspecified, an accessor
	* will be grouped with other accessors of unspecified usage.
	*/
	addAccessorToUsageGroup(accessor, usage) {
		const prevUsage = this._accessorUsageMap.get(accessor);
		if (prevUsage && prevUsage !== usage) throw new Error(`Accessor with usage "${prevUsage}" cannot be reused as "${usage}".`);
		this._accessorUsageMap.set(accessor, usage);
		return this;
	}
};
var UniqueURIGenerator = class {
	multiple;
	basename;
	counter = {};
	constructor(multiple, basename) {
		this.multiple = multiple;
		this.basename = basename;
	}
	createURI(object, extension) {
		if (object.getURI()) return object.getURI();
		else if (!this.multiple) return `${this.basename(object)}.${extension}`;
		else {
			const basename = this.basename(object);
			this.counter[basename] = this.counter[basename] || 1;
			return `${basename}_${this.counter[basename]++}.${extension}`;
		}
	}
};
/** Returns the first slot (by name) to which the texture is assigned. */
function getSlot(document, texture) {
	const edge = document.getGraph().listParentEdges(texture).find((edge) => edge.getParent() !== document.getRoot());
	return edge ? edge.getName().replace(/texture$/i, "") : "";
}
//#endregion
//#region src/io/writer.ts
const { BufferViewUsage } = WriterContext;
const { UNSIGNED_INT, UNSIGNED_SHORT, UNSIGNED_BYTE } = Accessor.ComponentType;
const SUPPORTED_PREWRITE_TYPES = /* @__PURE__ */ new Set([
	"Accessor",
	"Buffer",
	"Material",
	"Mesh"
]);
/**
* @internal
* @hidden
*/
var GLTFWriter = class {
	static write(doc, options) {
		const graph = doc.getGraph();
		const root = doc.getRoot();
		const json = {
			asset: {
				generator: `glTF-Transform ${VERSION}`,
				...root.getAsset()
			},
			extras: { ...root.getExtras() }
		};
		const jsonDoc = {
			json,
			resources: {}
		};
		const context = new WriterContext(doc, jsonDoc, options);
		const logger = options.logger || Logger.DEFAULT_INSTANCE;
		const extensionsRegistered = new Set(options.extensions.map((ext) => ext.EXTENSION_NAME));
		const extensionsUsed = doc.getRoot().listExtensionsUsed().filter((ext) => extensionsRegistered.has(ext.extensionName)).sort((a, b) => a.extensionName > b.extensionName ? 1 : -1);
		const extensionsRequired = doc.getRoot().listExtensionsRequired().filter((ext) => extensionsRegistered.has(ext.extensionName)).sort((a, b) => a.extensionName > b.extensionName ? 1 : -1);
		if (extensionsUsed.length < doc.getRoot().listExtensionsUsed().length) logger.warn("Some extensions were not registered for I/O, and will not be written.");
		for (const extension of extensionsUsed) {
			const unsupportedHooks = extension.prewriteTypes.filter((type) => !SUPPORTED_PREWRITE_TYPES.has(type));
			if (unsupportedHooks.length) logger.warn(`Prewrite hooks for some types (${unsupportedHooks.join()}), requested by extension ${extension.extensionName}, are unsupported. Please file an issue or a PR.`);
			for (const key of extension.writeDependencies) extension.install(key, options.dependencies[key]);
		}
		/**
		* Pack a group of accessors into a sequential buffer view. Appends accessor and buffer view
		* definitions to the root JSON lists.
		*
		* @param accessors Accessors to be included.
		* @param bufferIndex Buffer to write to.
		* @param bufferByteOffset Current offset into the buffer, accounting for other buffer views.
		* @param bufferViewTarget (Optional) target use of the buffer view.
		*/
		function concatAccessors(accessors, bufferIndex, bufferByteOffset, bufferViewTarget) {
			const buffers = [];
			let byteLength = 0;
			for (const accessor of accessors) {
				const accessorDef = context.createAccessorDef(accessor);
				accessorDef.bufferView = json.bufferViews.length;
				const accessorArray = accessor.getArray();
				const data = BufferUtils.pad(BufferUtils.toView(accessorArray));
				accessorDef.byteOffset = byteLength;
				byteLength += data.byteLength;
				buffers.push(data);
				context.accessorIndexMap.set(accessor, json.accessors.length);
				json.accessors.push(accessorDef);
			}
			const bufferViewDef = {
				buffer: bufferIndex,
				byteOffset: bufferByteOffset,
				byteLength: BufferUtils.concat(buffers).byteLength
			};
			if (bufferViewTarget) bufferViewDef.target = bufferViewTarget;
			json.bufferViews.push(bufferViewDef);
			return {
				buffers,
				byteLength
			};
		}
		/**
		* Pack a group of accessors into an interleaved buffer view. Appends accessor and buffer
		* view definitions to the root JSON lists. Buffer view target is implicitly attribute data.
		*
		* References:
		* - [Apple • Best Practices for Working with Vertex Data](https://developer.apple.com/library/archive/documentation/3DDrawing/Conceptual/OpenGLES_ProgrammingGuide/TechniquesforWorkingwithVertexData/TechniquesforWorkingwithVertexData.html)
		* - [Khronos • Vertex Specification Best Practices](https://www.khronos.org/opengl/wiki/Vertex_Specification_Best_Practices)
		*
		* @param accessors Accessors to be included.
		* @param bufferIndex Buffer to write to.
		* @param bufferByteOffset Offset into the buffer, accounting for other buffer views.
		*/
		function interleaveAccessors(accessors, bufferIndex, bufferByteOffset) {
			const vertexCount = accessors[0].getCount();
			let byteStride = 0;
			for (const accessor of accessors) {
				const accessorDef = context.createAccessorDef(accessor);
				accessorDef.bufferView = json.bufferViews.length;
				accessorDef.byteOffset = byteStride;
				const elementSize = accessor.getElementSize();
				const componentSize = accessor.getComponentSize();
				byteStride += BufferUtils.padNumber(elementSize * componentSize);
				context.accessorIndexMap.set(accessor, json.accessors.length);
				json.accessors.push(accessorDef);
			}
			const byteLength = vertexCount * byteStride;
			const buffer = new ArrayBuffer(byteLength);
			const view = new DataView(buffer);
			for (let i = 0; i < vertexCount; i++) {
				let vertexByteOffset = 0;
				for (const accessor of accessors) {
					const elementSize = accessor.getElementSize();
					const componentSize = accessor.getComponentSize();
					const componentType = accessor.getComponentType();
					const array = accessor.getArray();
					for (let j = 0; j < elementSize; j++) {
						const viewByteOffset = i * byteStride + vertexByteOffset + j * componentSize;
						const value = array[i * elementSize + j];
						switch (componentType) {
							case Accessor.ComponentType.FLOAT:
								view.setFloat32(viewByteOffset, value, true);
								break;
							case Accessor.ComponentType.BYTE:
								view.setInt8(viewByteOffset, value);
								break;
							case Accessor.ComponentType.SHORT:
								view.setInt16(viewByteOffset, value, true);
								break;
							case Accessor.ComponentType.UNSIGNED_BYTE:
								view.setUint8(viewByteOffset, value);
								break;
							case Accessor.ComponentType.UNSIGNED_SHORT:
								view.setUint16(viewByteOffset, value, true);
								break;
							case Accessor.ComponentType.UNSIGNED_INT:
								view.setUint32(viewByteOffset, value, true);
								break;
							case Accessor.ComponentType.FLOAT16:
								view.setFloat16(viewByteOffset, value, true);
								break;
							case Accessor.ComponentType.FLOAT64:
								view.setFloat64(viewByteOffset, value, true);
								break;
							default: throw new Error("Unexpected component type: " + componentType);
						}
					}
					vertexByteOffset += BufferUtils.padNumber(elementSize * componentSize);
				}
			}
			const bufferViewDef = {
				buffer: bufferIndex,
				byteOffset: bufferByteOffset,
				byteLength,
				byteStride,
				target: WriterContext.BufferViewTarget.ARRAY_BUFFER
			};
			json.bufferViews.push(bufferViewDef);
			return {
				byteLength,
				buffers: [new Uint8Array(buffer)]
			};
		}
		/**
		* Pack a group of sparse accessors. Appends accessor and buffer view
		* definitions to the root JSON lists.
		*
		* @param accessors Accessors to be included.
		* @param bufferIndex Buffer to write to.
		* @param bufferByteOffset Current offset into the buffer, accounting for other buffer views.
		*/
		function concatSparseAccessors(accessors, bufferIndex, bufferByteOffset) {
			const buffers = [];
			let byteLength = 0;
			const sparseData = /* @__PURE__ */ new Map();
			let maxIndex = -Infinity;
			let needSparseWarning = false;
			for (const accessor of accessors) {
				const accessorDef = context.createAccessorDef(accessor);
				json.accessors.push(accessorDef);
				context.accessorIndexMap.set(accessor, json.accessors.length - 1);
				const indices = [];
				const values = [];
				const el = [];
				const base = new Array(accessor.getElementSize()).fill(0);
				for (let i = 0, il = accessor.getCount(); i < il; i++) {
					accessor.getElement(i, el);
					if (MathUtils.eq(el, base, 0)) continue;
					maxIndex = Math.max(i, maxIndex);
					indices.push(i);
					for (let j = 0; j < el.length; j++) values.push(el[j]);
				}
				const count = indices.length;
				const data = {
					accessorDef,
					count
				};
				sparseData.set(accessor, data);
				if (count === 0) continue;
				if (count > accessor.getCount() / 2) needSparseWarning = true;
				const ValueArray = ComponentTypeToTypedArray[accessor.getComponentType()];
				data.indices = indices;
				data.values = new ValueArray(values);
			}
			if (!Number.isFinite(maxIndex)) return {
				buffers,
				byteLength
			};
			if (needSparseWarning) logger.warn(`Some sparse accessors have >50% non-zero elements, which may increase file size.`);
			const IndexArray = maxIndex < 255 ? Uint8Array : maxIndex < 65535 ? Uint16Array : Uint32Array;
			const IndexComponentType = maxIndex < 255 ? UNSIGNED_BYTE : maxIndex < 65535 ? UNSIGNED_SHORT : UNSIGNED_INT;
			const indicesBufferViewDef = {
				buffer: bufferIndex,
				byteOffset: bufferByteOffset + byteLength,
				byteLength: 0
			};
			for (const accessor of accessors) {
				const data = sparseData.get(accessor);
				if (data.count === 0) continue;
				data.indicesByteOffset = indicesBufferViewDef.byteLength;
				const buffer = BufferUtils.pad(BufferUtils.toView(new IndexArray(data.indices)));
				buffers.push(buffer);
				byteLength += buffer.byteLength;
				indicesBufferViewDef.byteLength += buffer.byteLength;
			}
			json.bufferViews.push(indicesBufferViewDef);
			const indicesBufferViewIndex = json.bufferViews.length - 1;
			const valuesBufferViewDef = {
				buffer: bufferIndex,
				byteOffset: bufferByteOffset + byteLength,
				byteLength: 0
			};
			for (const accessor of accessors) {
				const data = sparseData.get(accessor);
				if (data.count === 0) continue;
				data.valuesByteOffset = valuesBufferViewDef.byteLength;
				const buffer = BufferUtils.pad(BufferUtils.toView(data.values));
				buffers.push(buffer);
				byteLength += buffer.byteLength;
				valuesBufferViewDef.byteLength += buffer.byteLength;
			}
			json.bufferViews.push(valuesBufferViewDef);
			const valuesBufferViewIndex = json.bufferViews.length - 1;
			for (const accessor of accessors) {
				const data = sparseData.get(accessor);
				if (data.count === 0) continue;
				data.accessorDef.sparse = {
					count: data.count,
					indices: {
						bufferView: indicesBufferViewIndex,
						byteOffset: data.indicesByteOffset,
						componentType: IndexComponentType
					},
					values: {
						bufferView: valuesBufferViewIndex,
						byteOffset: data.valuesByteOffset
					}
				};
			}
			return {
				buffers,
				byteLength
			};
		}
		json.accessors = [];
		json.bufferViews = [];
		json.samplers = [];
		json.textures = [];
		json.images = root.listTextures().map((texture, textureIndex) => {
			const imageDef = context.createPropertyDef(texture);
			if (texture.getMimeType()) imageDef.mimeType = texture.getMimeType();
			const image = texture.getImage();
			if (image) context.createImageData(imageDef, image, texture);
			context.imageIndexMap.set(texture, textureIndex);
			return imageDef;
		});
		extensionsUsed.filter((extension) => extension.prewriteTypes.includes("Accessor")).forEach((extension) => extension.prewrite(context, "Accessor"));
		root.listAccessors().forEach((accessor) => {
			const groupByParent = context.accessorUsageGroupedByParent;
			const accessorParents = context.accessorParents;
			if (context.accessorIndexMap.has(accessor)) return;
			const usage = context.getAccessorUsage(accessor);
			context.addAccessorToUsageGroup(accessor, usage);
			if (groupByParent.has(usage)) {
				const parent = graph.listParents(accessor).find((parent) => parent.propertyType !== "Root");
				accessorParents.set(accessor, parent);
			}
		});
		extensionsUsed.filter((extension) => extension.prewriteTypes.includes("Buffer")).forEach((extension) => extension.prewrite(context, "Buffer"));
		if ((root.listAccessors().length > 0 || context.otherBufferViews.size > 0 || root.listTextures().length > 0 && options.format === "GLB") && root.listBuffers().length === 0) throw new Error("Buffer required for Document resources, but none was found.");
		json.buffers = [];
		root.listBuffers().forEach((buffer, index) => {
			const bufferDef = context.createPropertyDef(buffer);
			const groupByParent = context.accessorUsageGroupedByParent;
			const accessors = buffer.listParents().filter((property) => property instanceof Accessor);
			const uniqueParents = new Set(accessors.map((accessor) => context.accessorParents.get(accessor)));
			const parentToIndex = new Map(Array.from(uniqueParents).map((parent, index) => [parent, index]));
			const accessorGroups = {};
			for (const accessor of accessors) {
				if (context.accessorIndexMap.has(accessor)) continue;
				const usage = context.getAccessorUsage(accessor);
				let key = usage;
				if (groupByParent.has(usage)) {
					const parent = context.accessorParents.get(accessor);
					key += `:${parentToIndex.get(parent)}`;
				}
				accessorGroups[key] ||= {
					usage,
					accessors: []
				};
				accessorGroups[key].accessors.push(accessor);
			}
			const buffers = [];
			const bufferIndex = json.buffers.length;
			let bufferByteLength = 0;
			for (const { usage, accessors: groupAccessors } of Object.values(accessorGroups)) if (usage === BufferViewUsage.ARRAY_BUFFER && options.vertexLayout === "interleaved") {
				const result = interleaveAccessors(groupAccessors, bufferIndex, bufferByteLength);
				bufferByteLength += result.byteLength;
				for (const buffer of result.buffers) buffers.push(buffer);
			} else if (usage === BufferViewUsage.ARRAY_BUFFER) for (const accessor of groupAccessors) {
				const result = interleaveAccessors([accessor], bufferIndex, bufferByteLength);
				bufferByteLength += result.byteLength;
				for (const buffer of result.buffers) buffers.push(buffer);
			}
			else if (usage === BufferViewUsage.SPARSE) {
				const result = concatSparseAccessors(groupAccessors, bufferIndex, bufferByteLength);
				bufferByteLength += result.byteLength;
				for (const buffer of result.buffers) buffers.push(buffer);
			} else if (usage === BufferViewUsage.ELEMENT_ARRAY_BUFFER) {
				const target = WriterContext.BufferViewTarget.ELEMENT_ARRAY_BUFFER;
				const result = concatAccessors(groupAccessors, bufferIndex, bufferByteLength, target);
				bufferByteLength += result.byteLength;
				for (const buffer of result.buffers) buffers.push(buffer);
			} else {
				const result = concatAccessors(groupAccessors, bufferIndex, bufferByteLength);
				bufferByteLength += result.byteLength;
				for (const buffer of result.buffers) buffers.push(buffer);
			}
			if (context.imageBufferViews.length && index === 0) for (let i = 0; i < context.imageBufferViews.length; i++) {
				json.bufferViews[json.images[i].bufferView].byteOffset = bufferByteLength;
				bufferByteLength += context.imageBufferViews[i].byteLength;
				buffers.push(context.imageBufferViews[i]);
				if (bufferByteLength % 8) {
					const imagePadding = 8 - bufferByteLength % 8;
					bufferByteLength += imagePadding;
					buffers.push(new Uint8Array(imagePadding));
				}
			}
			if (context.otherBufferViews.has(buffer)) for (const data of context.otherBufferViews.get(buffer)) {
				json.bufferViews.push({
					buffer: bufferIndex,
					byteOffset: bufferByteLength,
					byteLength: data.byteLength
				});
				context.otherBufferViewsIndexMap.set(data, json.bufferViews.length - 1);
				bufferByteLength += data.byteLength;
				buffers.push(data);
			}
			if (bufferByteLength) {
				let uri;
				if (options.format === "GLB") uri = GLB_BUFFER;
				else {
					uri = context.bufferURIGenerator.createURI(buffer, "bin");
					bufferDef.uri = uri;
				}
				bufferDef.byteLength = bufferByteLength;
				context.assignResourceURI(uri, BufferUtils.concat(buffers), true);
			}
			json.buffers.push(bufferDef);
			context.bufferIndexMap.set(buffer, index);
		});
		if (root.listAccessors().find((a) => !a.getBuffer())) logger.warn("Skipped writing one or more Accessors: no Buffer assigned.");
		extensionsUsed.filter((extension) => extension.prewriteTypes.includes("Material")).forEach((extension) => extension.prewrite(context, "Material"));
		json.materials = root.listMaterials().map((material, index) => {
			const materialDef = context.createPropertyDef(material);
			if (material.getAlphaMode() !== Material.AlphaMode.OPAQUE) materialDef.alphaMode = material.getAlphaMode();
			if (material.getAlphaMode() === Material.AlphaMode.MASK) materialDef.alphaCutoff = material.getAlphaCutoff();
			if (material.getDoubleSided()) materialDef.doubleSided = true;
			materialDef.pbrMetallicRoughness = {};
			if (!MathUtils.eq(material.getBaseColorFactor(), [
				1,
				1,
				1,
				1
			])) materialDef.pbrMetallicRoughness.baseColorFactor = material.getBaseColorFactor();
			if (!MathUtils.eq(material.getEmissiveFactor(), [
				0,
				0,
				0
			])) materialDef.emissiveFactor = material.getEmissiveFactor();
			if (material.getRoughnessFactor() !== 1) materialDef.pbrMetallicRoughness.roughnessFactor = material.getRoughnessFactor();
			if (material.getMetallicFactor() !== 1) materialDef.pbrMetallicRoughness.metallicFactor = material.getMetallicFactor();
			if (material.getBaseColorTexture()) {
				const texture = material.getBaseColorTexture();
				const textureInfo = material.getBaseColorTextureInfo();
				materialDef.pbrMetallicRoughness.baseColorTexture = context.createTextureInfoDef(texture, textureInfo);
			}
			if (material.getEmissiveTexture()) {
				const texture = material.getEmissiveTexture();
				const textureInfo = material.getEmissiveTextureInfo();
				materialDef.emissiveTexture = context.createTextureInfoDef(texture, textureInfo);
			}
			if (material.getNormalTexture()) {
				const texture = material.getNormalTexture();
				const textureInfo = material.getNormalTextureInfo();
				const textureInfoDef = context.createTextureInfoDef(texture, textureInfo);
				if (material.getNormalScale() !== 1) textureInfoDef.scale = material.getNormalScale();
				materialDef.normalTexture = textureInfoDef;
			}
			if (material.getOcclusionTexture()) {
				const texture = material.getOcclusionTexture();
				const textureInfo = material.getOcclusionTextureInfo();
				const textureInfoDef = context.createTextureInfoDef(texture, textureInfo);
				if (material.getOcclusionStrength() !== 1) textureInfoDef.strength = material.getOcclusionStrength();
				materialDef.occlusionTexture = textureInfoDef;
			}
			if (material.getMetallicRoughnessTexture()) {
				const texture = material.getMetallicRoughnessTexture();
				const textureInfo = material.getMetallicRoughnessTextureInfo();
				materialDef.pbrMetallicRoughness.metallicRoughnessTexture = context.createTextureInfoDef(texture, textureInfo);
			}
			context.materialIndexMap.set(material, index);
			return materialDef;
		});
		extensionsUsed.filter((extension) => extension.prewriteTypes.includes("Mesh")).forEach((extension) => extension.prewrite(context, "Mesh"));
		json.meshes = root.listMeshes().map((mesh, index) => {
			const meshDef = context.createPropertyDef(mesh);
			let targetNames = null;
			meshDef.primitives = mesh.listPrimitives().map((primitive) => {
				const primitiveDef = { attributes: {} };
				primitiveDef.mode = primitive.getMode();
				const material = primitive.getMaterial();
				if (material) primitiveDef.material = context.materialIndexMap.get(material);
				if (Object.keys(primitive.getExtras()).length) primitiveDef.extras = primitive.getExtras();
				const indices = primitive.getIndices();
				if (indices) primitiveDef.indices = context.accessorIndexMap.get(indices);
				for (const semantic of primitive.listSemantics()) primitiveDef.attributes[semantic] = context.accessorIndexMap.get(primitive.getAttribute(semantic));
				for (const target of primitive.listTargets()) {
					const targetDef = {};
					for (const semantic of target.listSemantics()) targetDef[semantic] = context.accessorIndexMap.get(target.getAttribute(semantic));
					primitiveDef.targets = primitiveDef.targets || [];
					primitiveDef.targets.push(targetDef);
				}
				if (primitive.listTargets().length && !targetNames) targetNames = primitive.listTargets().map((target) => target.getName());
				return primitiveDef;
			});
			if (mesh.getWeights().length) meshDef.weights = mesh.getWeights();
			if (targetNames) {
				meshDef.extras = meshDef.extras || {};
				meshDef.extras["targetNames"] = targetNames;
			}
			context.meshIndexMap.set(mesh, index);
			return meshDef;
		});
		/** Cameras. */
		json.cameras = root.listCameras().map((camera, index) => {
			const cameraDef = context.createPropertyDef(camera);
			cameraDef.type = camera.getType();
			if (cameraDef.type === Camera.Type.PERSPECTIVE) {
				cameraDef.perspective = {
					znear: camera.getZNear(),
					zfar: camera.getZFar(),
					yfov: camera.getYFov()
				};
				const aspectRatio = camera.getAspectRatio();
				if (aspectRatio !== null) cameraDef.perspective.aspectRatio = aspectRatio;
			} else cameraDef.orthographic = {
				znear: camera.getZNear(),
				zfar: camera.getZFar(),
				xmag: camera.getXMag(),
				ymag: camera.getYMag()
			};
			context.cameraIndexMap.set(camera, index);
			return cameraDef;
		});
		json.nodes = root.listNodes().map((node, index) => {
			const nodeDef = context.createPropertyDef(node);
			if (!MathUtils.eq(node.getTranslation(), [
				0,
				0,
				0
			])) nodeDef.translation = node.getTranslation();
			if (!MathUtils.eq(node.getRotation(), [
				0,
				0,
				0,
				1
			])) nodeDef.rotation = node.getRotation();
			if (!MathUtils.eq(node.getScale(), [
				1,
				1,
				1
			])) nodeDef.scale = node.getScale();
			if (node.getWeights().length) nodeDef.weights = node.getWeights();
			context.nodeIndexMap.set(node, index);
			return nodeDef;
		});
		/** Skins. */
		json.skins = root.listSkins().map((skin, index) => {
			const skinDef = context.createPropertyDef(skin);
			const inverseBindMatrices = skin.getInverseBindMatrices();
			if (inverseBindMatrices) skinDef.inverseBindMatrices = context.accessorIndexMap.get(inverseBindMatrices);
			const skeleton = skin.getSkeleton();
			if (skeleton) skinDef.skeleton = context.nodeIndexMap.get(skeleton);
			skinDef.joints = skin.listJoints().map((joint) => context.nodeIndexMap.get(joint));
			context.skinIndexMap.set(skin, index);
			return skinDef;
		});
		/** Node attachments. */
		root.listNodes().forEach((node, index) => {
			const nodeDef = json.nodes[index];
			const mesh = node.getMesh();
			if (mesh) nodeDef.mesh = context.meshIndexMap.get(mesh);
			const camera = node.getCamera();
			if (camera) nodeDef.camera = context.cameraIndexMap.get(camera);
			const skin = node.getSkin();
			if (skin) nodeDef.skin = context.skinIndexMap.get(skin);
			if (node.listChildren().length > 0) nodeDef.children = node.listChildren().map((node) => context.nodeIndexMap.get(node));
		});
		/** Animations. */
		json.animations = root.listAnimations().map((animation, index) => {
			const animationDef = context.createPropertyDef(animation);
			const samplerIndexMap = /* @__PURE__ */ new Map();
			animationDef.samplers = animation.listSamplers().map((sampler, samplerIndex) => {
				const samplerDef = context.createPropertyDef(sampler);
				samplerDef.input = context.accessorIndexMap.get(sampler.getInput());
				samplerDef.output = context.accessorIndexMap.get(sampler.getOutput());
				samplerDef.interpolation = sampler.getInterpolation();
				samplerIndexMap.set(sampler, samplerIndex);
				return samplerDef;
			});
			animationDef.channels = animation.listChannels().map((channel) => {
				const channelDef = context.createPropertyDef(channel);
				channelDef.sampler = samplerIndexMap.get(channel.getSampler());
				channelDef.target = {
					node: context.nodeIndexMap.get(channel.getTargetNode()),
					path: channel.getTargetPath()
				};
				return channelDef;
			});
			context.animationIndexMap.set(animation, index);
			return animationDef;
		});
		json.scenes = root.listScenes().map((scene, index) => {
			const sceneDef = context.createPropertyDef(scene);
			sceneDef.nodes = scene.listChildren().map((node) => context.nodeIndexMap.get(node));
			context.sceneIndexMap.set(scene, index);
			return sceneDef;
		});
		const defaultScene = root.getDefaultScene();
		if (defaultScene) json.scene = root.listScenes().indexOf(defaultScene);
		json.extensionsUsed = extensionsUsed.map((ext) => ext.extensionName);
		json.extensionsRequired = extensionsRequired.map((ext) => ext.extensionName);
		extensionsUsed.forEach((extension) => extension.write(context));
		clean(json);
		return jsonDoc;
	}
};
/**
* Removes empty and null values from an object.
* @param object
* @internal
*/
function clean(object) {
	const unused = [];
	for (const key in object) {
		const value = object[key];
		if (Array.isArray(value) && value.length === 0) unused.push(key);
		else if (value === null || value === "") unused.push(key);
		else if (value && typeof value === "object" && Object.keys(value).length === 0) unused.push(key);
	}
	for (const key of unused) delete object[key];
}
//#endregion
//#region src/io/platform-io.ts
/**
* *Abstract I/O service.*
*
* The most common use of the I/O service is to read/write a {@link Document} with a given path.
* Methods are also available for converting in-memory representations of raw glTF files, both
* binary (*Uint8Array*) and JSON ({@link JSONDocument}).
*
* For platform-specific implementations, see {@link NodeIO}, {@link WebIO}, and {@link DenoIO}.
*
* @privateRemarks TODO(v5): Consider renaming class to IO, AbstractIO, BaseIO, CommonIO, etc.
*
* @category I/O
*/
var PlatformIO = class {
	_logger = Logger.DEFAULT_INSTANCE;
	_extensions = /* @__PURE__ */ new Set();
	_dependencies = {};
	_vertexLayout = "interleaved";
	_strictResources = true;
	/** @hidden */
	lastReadBytes = 0;
	/** @hidden */
	lastWriteBytes = 0;
	/** Sets the {@link Logger} used by this I/O instance. Defaults to Logger.DEFAULT_INSTANCE. */
	setLogger(logger) {
		this._logger = logger;
		return this;
	}
	/** Registers extensions, enabling I/O class to read and write glTF assets requiring them. */
	registerExtensions(extensions) {
		for (const extension of extensions) {
			this._extensions.add(extension);
			extension.register();
		}
		return this;
	}
	/** Registers dependencies used (e.g. by extensions) in the I/O process. */
	registerDependencies(dependencies) {
		Object.assign(this._dependencies, dependencies);
		return this;
	}
	/**
	* Sets the vertex layout method used by this I/O instance. Defaults to
	* VertexLayout.INTERLEAVED.
	*/
	setVertexLayout(layout) {
		this._vertexLayout = layout;
		return this;
	}
	/**
	* Sets whether missing external resources should throw errors (strict mode) or
	* be ignored with warnings. Missing images can be ignored, but missing buffers
	* will currently always result in an error. When strict mode is disabled and
	* missing resources are encountered, the resulting {@link Document} will be
	* created in an invalid state. Manual fixes to the Document may be necessary,
	* resolving null images in {@link Texture Textures} or removing the affected
	* Textures, before the Document can be written to output or used in transforms.
	*
	* Defaults to true (strict mode).
	*/
	setStrictResources(strict) {
		this._strictResources = strict;
		return this;
	}
	/**********************************************************************************************
	* Public Read API.
	*/
	/** Reads a {@link Document} from the given URI. */
	async read(uri) {
		return await this.readJSON(await this.readAsJSON(uri));
	}
	/** Loads a URI and returns a {@link JSONDocument} struct, without parsing. */
	async readAsJSON(uri) {
		const view = await this.readURI(uri, "view");
		this.lastReadBytes = view.byteLength;
		const jsonDoc = isGLB(view) ? this._binaryToJSON(view) : {
			json: JSON.parse(BufferUtils.decodeText(view)),
			resources: {}
		};
		await this._readResourcesExternal(jsonDoc, this.dirname(uri));
		this._readResourcesInternal(jsonDoc);
		return jsonDoc;
	}
	/** Converts glTF-formatted JSON and a resource map to a {@link Document}. */
	async readJSON(jsonDoc) {
		jsonDoc = this._copyJSON(jsonDoc);
		this._readResourcesInternal(jsonDoc);
		return GLTFReader.read(jsonDoc, {
			extensions: Array.from(this._extensions),
			dependencies: this._dependencies,
			logger: this._logger
		});
	}
	/** Converts a GLB-formatted Uint8Array to a {@link JSONDocument}. */
	async binaryToJSON(glb) {
		const jsonDoc = this._binaryToJSON(BufferUtils.assertView(glb));
		this._readResourcesInternal(jsonDoc);
		const json = jsonDoc.json;
		if (json.buffers && json.buffers.some((bufferDef) => isExternalBuffer(jsonDoc, bufferDef))) throw new Error("Cannot resolve external buffers with binaryToJSON().");
		else if (json.images && json.images.some((imageDef) => isExternalImage(jsonDoc, imageDef))) throw new Error("Cannot resolve external images with binaryToJSON().");
		return jsonDoc;
	}
	/** Converts a GLB-formatted Uint8Array to a {@link Document}. */
	async readBinary(glb) {
		return this.readJSON(await this.binaryToJSON(BufferUtils.assertView(glb)));
	}
	/**********************************************************************************************
	* Public Write API.
	*/
	/** Converts a {@link Document} to glTF-formatted JSON and a resource map. */
	async writeJSON(doc, _options = {}) {
		if (_options.format === "GLB" && doc.getRoot().listBuffers().length > 1) throw new Error("GLB must have 0–1 buffers.");
		return GLTFWriter.write(doc, {
			format: _options.format || "GLTF",
			basename: _options.basename || "",
			logger: this._logger,
			vertexLayout: this._vertexLayout,
			dependencies: { ...this._dependencies },
			extensions: Array.from(this._extensions)
		});
	}
	/** Converts a {@link Document} to a GLB-formatted Uint8Array. */
	async writeBinary(doc) {
		const { json, resources } = await this.writeJSON(doc, { format: "GLB" });
		const header = new Uint32Array([
			1179937895,
			2,
			12
		]);
		const jsonText = JSON.stringify(json);
		const jsonChunkData = BufferUtils.pad(BufferUtils.encodeText(jsonText), 32);
		const jsonChunkHeader = BufferUtils.toView(new Uint32Array([jsonChunkData.byteLength, 1313821514]));
		const jsonChunk = BufferUtils.concat([jsonChunkHeader, jsonChunkData]);
		header[header.length - 1] += jsonChunk.byteLength;
		const binBuffer = Object.values(resources)[0];
		if (!binBuffer || !binBuffer.byteLength) return BufferUtils.concat([BufferUtils.toView(header), jsonChunk]);
		const binChunkData = BufferUtils.pad(binBuffer, 0);
		const binChunkHeader = BufferUtils.toView(new Uint32Array([binChunkData.byteLength, 5130562]));
		const binChunk = BufferUtils.concat([binChunkHeader, binChunkData]);
		header[header.length - 1] += binChunk.byteLength;
		return BufferUtils.concat([
			BufferUtils.toView(header),
			jsonChunk,
			binChunk
		]);
	}
	/**********************************************************************************************
	* Internal.
	*/
	async _readResourcesExternal(jsonDoc, base) {
		const images = jsonDoc.json.images || [];
		const buffers = jsonDoc.json.buffers || [];
		const pendingResources = [...images, ...buffers].map(async (resource) => {
			const uri = resource.uri;
			if (!uri || uri.match(/data:/)) return Promise.resolve();
			try {
				jsonDoc.resources[uri] = await this.readURI(this.resolve(base, uri), "view");
				this.lastReadBytes += jsonDoc.resources[uri].byteLength;
			} catch (error) {
				if (!this._strictResources && images.includes(resource)) {
					this._logger.warn(`Failed to load image URI, "${uri}". ${error}`);
					jsonDoc.resources[uri] = null;
				} else throw error;
			}
		});
		await Promise.all(pendingResources);
	}
	_readResourcesInternal(jsonDoc) {
		function resolveResource(resource) {
			if (!resource.uri) return;
			if (resource.uri in jsonDoc.resources) {
				BufferUtils.assertView(jsonDoc.resources[resource.uri]);
				return;
			}
			if (resource.uri.match(/data:/)) {
				const resourceUUID = `__${uuid()}.${FileUtils.extension(resource.uri)}`;
				jsonDoc.resources[resourceUUID] = BufferUtils.createBufferFromDataURI(resource.uri);
				resource.uri = resourceUUID;
			}
		}
		(jsonDoc.json.images || []).forEach((image) => {
			if (image.bufferView === void 0 && image.uri === void 0) throw new Error("Missing resource URI or buffer view.");
			resolveResource(image);
		});
		(jsonDoc.json.buffers || []).forEach(resolveResource);
	}
	/**
	* Creates a shallow copy of glTF-formatted {@link JSONDocument}.
	*
	* Images, Buffers, and Resources objects are deep copies so that PlatformIO can safely
	* modify them during the parsing process. Other properties are shallow copies, and buffers
	* are passed by reference.
	*/
	_copyJSON(jsonDoc) {
		const { images, buffers } = jsonDoc.json;
		jsonDoc = {
			json: { ...jsonDoc.json },
			resources: { ...jsonDoc.resources }
		};
		if (images) jsonDoc.json.images = images.map((image) => ({ ...image }));
		if (buffers) jsonDoc.json.buffers = buffers.map((buffer) => ({ ...buffer }));
		return jsonDoc;
	}
	/** Internal version of binaryToJSON; does not warn about external resources. */
	_binaryToJSON(glb) {
		if (!isGLB(glb)) throw new Error("Invalid glTF 2.0 binary.");
		const jsonChunkHeader = new Uint32Array(glb.buffer, glb.byteOffset + 12, 2);
		if (jsonChunkHeader[1] !== 1313821514) throw new Error("Missing required GLB JSON chunk.");
		const jsonByteOffset = 20;
		const jsonByteLength = jsonChunkHeader[0];
		const jsonText = BufferUtils.decodeText(BufferUtils.toView(glb, jsonByteOffset, jsonByteLength));
		const json = JSON.parse(jsonText);
		const binByteOffset = jsonByteOffset + jsonByteLength;
		if (glb.byteLength <= binByteOffset) return {
			json,
			resources: {}
		};
		const binChunkHeader = new Uint32Array(glb.buffer, glb.byteOffset + binByteOffset, 2);
		if (binChunkHeader[1] !== 5130562) return {
			json,
			resources: {}
		};
		const binByteLength = binChunkHeader[0];
		const binBuffer = BufferUtils.toView(glb, binByteOffset + 8, binByteLength);
		return {
			json,
			resources: { [GLB_BUFFER]: binBuffer }
		};
	}
};
function isExternalBuffer(jsonDocument, bufferDef) {
	return bufferDef.uri !== void 0 && !(bufferDef.uri in jsonDocument.resources);
}
function isExternalImage(jsonDocument, imageDef) {
	return imageDef.uri !== void 0 && !(imageDef.uri in jsonDocument.resources) && imageDef.bufferView === void 0;
}
function isGLB(view) {
	if (view.byteLength < 3 * Uint32Array.BYTES_PER_ELEMENT) return false;
	const header = new Uint32Array(view.buffer, view.byteOffset, 3);
	return header[0] === 1179937895 && header[1] === 2;
}
//#endregion
//#region src/io/node-io.ts
/**
* *I/O service for Node.js.*
*
* The most common use of the I/O service is to read/write a {@link Document} with a given path.
* Methods are also available for converting in-memory representations of raw glTF files, both
* binary (*Uint8Array*) and JSON ({@link JSONDocument}).
*
* Usage:
*
* ```typescript
* import { NodeIO } from '@gltf-transform/core';
*
* const io = new NodeIO();
*
* // Read.
* let document;
* document = await io.read('model.glb'); // → Document
* document = await io.readBinary(glb);   // Uint8Array → Document
*
* // Write.
* await io.write('model.glb', document);      // → void
* const glb = await io.writeBinary(document); // Document → Uint8Array
* ```
*
* By default, NodeIO can only read/write paths on disk. To enable network requests, provide a Fetch
* API implementation (global [`fetch()`](https://nodejs.org/api/globals.html#fetch) is stable in
* Node.js v21+, or [`node-fetch`](https://www.npmjs.com/package/node-fetch) may be installed) and enable
* {@link NodeIO.setAllowNetwork setAllowNetwork}. Network requests may optionally be configured with
* [RequestInit](https://developer.mozilla.org/en-US/docs/Web/API/fetch#parameters) parameters.
*
* ```typescript
* const io = new NodeIO(fetch, {headers: {...}}).setAllowNetwork(true);
*
* const document = await io.read('https://example.com/path/to/model.glb');
* ```
*
* @category I/O
*/
var NodeIO = class extends PlatformIO {
	_fetch;
	_fetchConfig;
	_init;
	_fetchEnabled = false;
	/**
	* Constructs a new NodeIO service. Instances are reusable. By default, only NodeIO can only
	* read/write paths on disk. To enable HTTP requests, provide a Fetch API implementation and
	* enable {@link NodeIO.setAllowNetwork setAllowNetwork}.
	*
	* @param fetch Implementation of Fetch API.
	* @param fetchConfig Configuration object for Fetch API.
	*/
	constructor(_fetch = null, _fetchConfig = HTTPUtils.DEFAULT_INIT) {
		super();
		this._fetch = _fetch;
		this._fetchConfig = _fetchConfig;
		this._init = this.init();
	}
	async init() {
		if (this._init) return this._init;
		return Promise.all([Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 3024, 19)), Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 6760, 19))]).then(([fs, path]) => {
			this._fs = fs.promises;
			this._path = path;
		});
	}
	setAllowNetwork(allow) {
		if (allow && !this._fetch) throw new Error("NodeIO requires a Fetch API implementation for HTTP requests.");
		this._fetchEnabled = allow;
		return this;
	}
	async readURI(uri, type) {
		await this.init();
		if (HTTPUtils.isAbsoluteURL(uri)) {
			if (!this._fetchEnabled || !this._fetch) throw new Error("Network request blocked. Allow HTTP requests explicitly, if needed.");
			const response = await this._fetch(uri, this._fetchConfig);
			switch (type) {
				case "view": return new Uint8Array(await response.arrayBuffer());
				case "text": return response.text();
			}
		} else switch (type) {
			case "view": return this._fs.readFile(uri);
			case "text": return this._fs.readFile(uri, "utf8");
		}
	}
	resolve(base, path) {
		if (HTTPUtils.isAbsoluteURL(base) || HTTPUtils.isAbsoluteURL(path)) return HTTPUtils.resolve(base, path);
		return this._path.resolve(base, decodeURIComponent(path));
	}
	dirname(uri) {
		if (HTTPUtils.isAbsoluteURL(uri)) return HTTPUtils.dirname(uri);
		return this._path.dirname(uri);
	}
	/**********************************************************************************************
	* Public.
	*/
	/** Writes a {@link Document} instance to a local path. */
	async write(uri, doc) {
		await this.init();
		await (!!uri.match(/\.glb$/) ? this._writeGLB(uri, doc) : this._writeGLTF(uri, doc));
	}
	/**********************************************************************************************
	* Private.
	*/
	/** @internal */
	async _writeGLTF(uri, doc) {
		this.lastWriteBytes = 0;
		const { json, resources } = await this.writeJSON(doc, {
			format: "GLTF",
			basename: FileUtils.basename(uri)
		});
		const { _fs: fs, _path: path } = this;
		const dir = path.dirname(uri);
		const jsonContent = JSON.stringify(json, null, 2);
		await fs.writeFile(uri, jsonContent);
		this.lastWriteBytes += jsonContent.length;
		for (const batch of listBatches(Object.keys(resources), 10)) await Promise.all(batch.map(async (resourceURI) => {
			if (HTTPUtils.isAbsoluteURL(resourceURI)) {
				if (HTTPUtils.extension(resourceURI) === "bin") throw new Error(`Cannot write buffer to path "${resourceURI}".`);
				return;
			}
			const resourcePath = path.join(dir, decodeURIComponent(resourceURI));
			await fs.mkdir(path.dirname(resourcePath), { recursive: true });
			await fs.writeFile(resourcePath, resources[resourceURI]);
			this.lastWriteBytes += resources[resourceURI].byteLength;
		}));
	}
	/** @internal */
	async _writeGLB(uri, doc) {
		const buffer = await this.writeBinary(doc);
		await this._fs.writeFile(uri, buffer);
		this.lastWriteBytes = buffer.byteLength;
	}
};
/** Divides a flat input array into batches of size `batchSize`. */
function listBatches(array, batchSize) {
	const batches = [];
	for (let i = 0, il = array.length; i < il; i += batchSize) {
		const batch = [];
		for (let j = 0; j < batchSize && i + j < il; j++) batch.push(array[i + j]);
		batches.push(batch);
	}
	return batches;
}
//#endregion
//#region src/io/deno-io.ts
/**
* *I/O service for [Deno](https://deno.land/).*
*
* The most common use of the I/O service is to read/write a {@link Document} with a given path.
* Methods are also available for converting in-memory representations of raw glTF files, both
* binary (*Uint8Array*) and JSON ({@link JSONDocument}).
*
* _*NOTICE:* Support for the Deno environment is currently experimental. See
* [glTF-Transform#457](https://github.com/donmccurdy/glTF-Transform/issues/457)._
*
* Usage:
*
* ```typescript
* import { DenoIO } from 'https://esm.sh/@gltf-transform/core';
*
* const io = new DenoIO();
*
* // Read.
* let document;
* document = io.read('model.glb');  // → Document
* document = io.readBinary(glb);    // Uint8Array → Document
*
* // Write.
* const glb = io.writeBinary(document);  // Document → Uint8Array
* ```
*
* @category I/O
*/
var DenoIO = class extends (/* unused pure expression or super */ null && (NodeIO)) {};
//#endregion
//#region src/io/web-io.ts
/**
* *I/O service for Web.*
*
* The most common use of the I/O service is to read/write a {@link Document} with a given path.
* Methods are also available for converting in-memory representations of raw glTF files, both
* binary (*Uint8Array*) and JSON ({@link JSONDocument}).
*
* Usage:
*
* ```typescript
* import { WebIO } from '@gltf-transform/core';
*
* const io = new WebIO({credentials: 'include'});
*
* // Read.
* let document;
* document = await io.read('model.glb');  // → Document
* document = await io.readBinary(glb);    // Uint8Array → Document
*
* // Write.
* const glb = await io.writeBinary(document); // Document → Uint8Array
* ```
*
* @category I/O
*/
var WebIO = class extends PlatformIO {
	_fetchConfig;
	/**
	* Constructs a new WebIO service. Instances are reusable.
	* @param fetchConfig Configuration object for Fetch API.
	*/
	constructor(fetchConfig = HTTPUtils.DEFAULT_INIT) {
		super();
		this._fetchConfig = fetchConfig;
	}
	async readURI(uri, type) {
		const response = await fetch(uri, this._fetchConfig);
		switch (type) {
			case "view": return new Uint8Array(await response.arrayBuffer());
			case "text": return response.text();
		}
	}
	resolve(base, path) {
		return HTTPUtils.resolve(base, path);
	}
	dirname(uri) {
		return HTTPUtils.dirname(uri);
	}
};
//#endregion


//# sourceMappingURL=index.js.map

/***/ }),

/***/ 2556:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PI: () => (/* binding */ ALL_EXTENSIONS)
});

// UNUSED EXPORTS: Anisotropy, Class, ClassProperty, Clearcoat, DiffuseTransmission, Dispersion, EXTMeshFeatures, EXTMeshGPUInstancing, EXTMeshoptCompression, EXTStructuralMetadata, EXTTextureAVIF, EXTTextureWebP, EmissiveStrength, Enum, EnumValue, FeatureID, FeatureIDTexture, Features, INSTANCE_ATTRIBUTE, IOR, InstancedMesh, Iridescence, KHRAccessorFloat16, KHRAccessorFloat64, KHRDracoMeshCompression, KHRLightsPunctual, KHRMaterialsAnisotropy, KHRMaterialsClearcoat, KHRMaterialsDiffuseTransmission, KHRMaterialsDispersion, KHRMaterialsEmissiveStrength, KHRMaterialsIOR, KHRMaterialsIridescence, KHRMaterialsPBRSpecularGlossiness, KHRMaterialsSheen, KHRMaterialsSpecular, KHRMaterialsTransmission, KHRMaterialsUnlit, KHRMaterialsVariants, KHRMaterialsVolume, KHRMeshPrimitiveRestart, KHRMeshQuantization, KHRNodeVisibility, KHRONOS_EXTENSIONS, KHRTextureBasisu, KHRTextureTransform, KHRXMP, Light, Mapping, MappingList, MeshPrimitiveStructuralMetadata, NodeStructuralMetadata, PBRSpecularGlossiness, Packet, PropertyAttribute, PropertyAttributeProperty, PropertyTable, PropertyTableProperty, PropertyTexture, PropertyTextureProperty, Schema, Sheen, Specular, StructuralMetadata, Transform, Transmission, Unlit, Variant, Visibility, Volume

// EXTERNAL MODULE: ./node_modules/@gltf-transform/core/dist/index.js
var dist = __webpack_require__(3986);
// EXTERNAL MODULE: ./node_modules/property-graph/dist/index.mjs
var property_graph_dist = __webpack_require__(4691);
;// CONCATENATED MODULE: ./node_modules/ktx-parse/dist/ktx-parse.modern.js
///////////////////////////////////////////////////
// KTX2 Header.
///////////////////////////////////////////////////
const KHR_SUPERCOMPRESSION_NONE = 0;
const KHR_SUPERCOMPRESSION_BASISLZ = 1;
const KHR_SUPERCOMPRESSION_ZSTD = 2;
const KHR_SUPERCOMPRESSION_ZLIB = 3;
///////////////////////////////////////////////////
// Data Format Descriptor (DFD).
///////////////////////////////////////////////////
const KHR_DF_KHR_DESCRIPTORTYPE_BASICFORMAT = 0;
const KHR_DF_VENDORID_KHRONOS = 0;
const KHR_DF_VERSION = 2;
const KHR_DF_MODEL_UNSPECIFIED = 0;
const KHR_DF_MODEL_RGBSDA = 1;
// ...
const KHR_DF_MODEL_ETC1 = 160;
const KHR_DF_MODEL_ETC2 = 161;
const KHR_DF_MODEL_ASTC = 162;
const KHR_DF_MODEL_ETC1S = 163;
const KHR_DF_MODEL_UASTC = 166;
const KHR_DF_FLAG_ALPHA_STRAIGHT = 0;
const KHR_DF_FLAG_ALPHA_PREMULTIPLIED = 1;
const KHR_DF_TRANSFER_UNSPECIFIED = 0;
const KHR_DF_TRANSFER_LINEAR = 1;
const KHR_DF_TRANSFER_SRGB = 2;
const KHR_DF_TRANSFER_ITU = 3;
const KHR_DF_TRANSFER_NTSC = 4;
const KHR_DF_TRANSFER_SLOG = 5;
const KHR_DF_TRANSFER_SLOG2 = 6;
const KHR_DF_TRANSFER_BT1886 = 7;
const KHR_DF_TRANSFER_HLG_OETF = 8;
const KHR_DF_TRANSFER_HLG_EOTF = 9;
const KHR_DF_TRANSFER_PQ_EOTF = 10;
const KHR_DF_TRANSFER_PQ_OETF = 11;
const KHR_DF_TRANSFER_DCIP3 = 12;
const KHR_DF_TRANSFER_PAL_OETF = 13;
const KHR_DF_TRANSFER_PAL625_EOTF = 14;
const KHR_DF_TRANSFER_ST240 = 15;
const KHR_DF_TRANSFER_ACESCC = 16;
const KHR_DF_TRANSFER_ACESCCT = 17;
const KHR_DF_TRANSFER_ADOBERGB = 18;
const KHR_DF_PRIMARIES_UNSPECIFIED = 0;
const KHR_DF_PRIMARIES_BT709 = 1;
const KHR_DF_PRIMARIES_BT601_EBU = 2;
const KHR_DF_PRIMARIES_BT601_SMPTE = 3;
const KHR_DF_PRIMARIES_BT2020 = 4;
const KHR_DF_PRIMARIES_CIEXYZ = 5;
const KHR_DF_PRIMARIES_ACES = 6;
const KHR_DF_PRIMARIES_ACESCC = 7;
const KHR_DF_PRIMARIES_NTSC1953 = 8;
const KHR_DF_PRIMARIES_PAL525 = 9;
const KHR_DF_PRIMARIES_DISPLAYP3 = 10;
const KHR_DF_PRIMARIES_ADOBERGB = 11;
const KHR_DF_CHANNEL_RGBSDA_RED = 0;
const KHR_DF_CHANNEL_RGBSDA_GREEN = 1;
const KHR_DF_CHANNEL_RGBSDA_BLUE = 2;
const KHR_DF_CHANNEL_RGBSDA_STENCIL = 13;
const KHR_DF_CHANNEL_RGBSDA_DEPTH = 14;
const KHR_DF_CHANNEL_RGBSDA_ALPHA = 15;
const KHR_DF_SAMPLE_DATATYPE_FLOAT = 0x80;
const KHR_DF_SAMPLE_DATATYPE_SIGNED = 0x40;
const KHR_DF_SAMPLE_DATATYPE_EXPONENT = 0x20;
const KHR_DF_SAMPLE_DATATYPE_LINEAR = 0x10;
///////////////////////////////////////////////////
// VK FORMAT.
///////////////////////////////////////////////////
const VK_FORMAT_UNDEFINED = 0;
const VK_FORMAT_R4G4_UNORM_PACK8 = 1;
const VK_FORMAT_R4G4B4A4_UNORM_PACK16 = 2;
const VK_FORMAT_B4G4R4A4_UNORM_PACK16 = 3;
const VK_FORMAT_R5G6B5_UNORM_PACK16 = 4;
const VK_FORMAT_B5G6R5_UNORM_PACK16 = 5;
const VK_FORMAT_R5G5B5A1_UNORM_PACK16 = 6;
const VK_FORMAT_B5G5R5A1_UNORM_PACK16 = 7;
const VK_FORMAT_A1R5G5B5_UNORM_PACK16 = 8;
const VK_FORMAT_R8_UNORM = 9;
const VK_FORMAT_R8_SNORM = 10;
const VK_FORMAT_R8_UINT = 13;
const VK_FORMAT_R8_SINT = 14;
const VK_FORMAT_R8_SRGB = 15;
const VK_FORMAT_R8G8_UNORM = 16;
const VK_FORMAT_R8G8_SNORM = 17;
const VK_FORMAT_R8G8_UINT = 20;
const VK_FORMAT_R8G8_SINT = 21;
const VK_FORMAT_R8G8_SRGB = 22;
const VK_FORMAT_R8G8B8_UNORM = 23;
const VK_FORMAT_R8G8B8_SNORM = 24;
const VK_FORMAT_R8G8B8_UINT = 27;
const VK_FORMAT_R8G8B8_SINT = 28;
const VK_FORMAT_R8G8B8_SRGB = 29;
const VK_FORMAT_B8G8R8_UNORM = 30;
const VK_FORMAT_B8G8R8_SNORM = 31;
const VK_FORMAT_B8G8R8_UINT = 34;
const VK_FORMAT_B8G8R8_SINT = 35;
const VK_FORMAT_B8G8R8_SRGB = 36;
const VK_FORMAT_R8G8B8A8_UNORM = 37;
const VK_FORMAT_R8G8B8A8_SNORM = 38;
const VK_FORMAT_R8G8B8A8_UINT = 41;
const VK_FORMAT_R8G8B8A8_SINT = 42;
const VK_FORMAT_R8G8B8A8_SRGB = 43;
const VK_FORMAT_B8G8R8A8_UNORM = 44;
const VK_FORMAT_B8G8R8A8_SNORM = 45;
const VK_FORMAT_B8G8R8A8_UINT = 48;
const VK_FORMAT_B8G8R8A8_SINT = 49;
const VK_FORMAT_B8G8R8A8_SRGB = 50;
const VK_FORMAT_A2R10G10B10_UNORM_PACK32 = 58;
const VK_FORMAT_A2R10G10B10_SNORM_PACK32 = 59;
const VK_FORMAT_A2R10G10B10_UINT_PACK32 = 62;
const VK_FORMAT_A2R10G10B10_SINT_PACK32 = 63;
const VK_FORMAT_A2B10G10R10_UNORM_PACK32 = 64;
const VK_FORMAT_A2B10G10R10_SNORM_PACK32 = 65;
const VK_FORMAT_A2B10G10R10_UINT_PACK32 = 68;
const VK_FORMAT_A2B10G10R10_SINT_PACK32 = 69;
const VK_FORMAT_R16_UNORM = 70;
const VK_FORMAT_R16_SNORM = 71;
const VK_FORMAT_R16_UINT = 74;
const VK_FORMAT_R16_SINT = 75;
const VK_FORMAT_R16_SFLOAT = 76;
const VK_FORMAT_R16G16_UNORM = 77;
const VK_FORMAT_R16G16_SNORM = 78;
const VK_FORMAT_R16G16_UINT = 81;
const VK_FORMAT_R16G16_SINT = 82;
const VK_FORMAT_R16G16_SFLOAT = 83;
const VK_FORMAT_R16G16B16_UNORM = 84;
const VK_FORMAT_R16G16B16_SNORM = 85;
const VK_FORMAT_R16G16B16_UINT = 88;
const VK_FORMAT_R16G16B16_SINT = 89;
const VK_FORMAT_R16G16B16_SFLOAT = 90;
const VK_FORMAT_R16G16B16A16_UNORM = 91;
const VK_FORMAT_R16G16B16A16_SNORM = 92;
const VK_FORMAT_R16G16B16A16_UINT = 95;
const VK_FORMAT_R16G16B16A16_SINT = 96;
const VK_FORMAT_R16G16B16A16_SFLOAT = 97;
const VK_FORMAT_R32_UINT = 98;
const VK_FORMAT_R32_SINT = 99;
const VK_FORMAT_R32_SFLOAT = 100;
const VK_FORMAT_R32G32_UINT = 101;
const VK_FORMAT_R32G32_SINT = 102;
const VK_FORMAT_R32G32_SFLOAT = 103;
const VK_FORMAT_R32G32B32_UINT = 104;
const VK_FORMAT_R32G32B32_SINT = 105;
const VK_FORMAT_R32G32B32_SFLOAT = 106;
const VK_FORMAT_R32G32B32A32_UINT = 107;
const VK_FORMAT_R32G32B32A32_SINT = 108;
const VK_FORMAT_R32G32B32A32_SFLOAT = 109;
const VK_FORMAT_R64_UINT = 110;
const VK_FORMAT_R64_SINT = 111;
const VK_FORMAT_R64_SFLOAT = 112;
const VK_FORMAT_R64G64_UINT = 113;
const VK_FORMAT_R64G64_SINT = 114;
const VK_FORMAT_R64G64_SFLOAT = 115;
const VK_FORMAT_R64G64B64_UINT = 116;
const VK_FORMAT_R64G64B64_SINT = 117;
const VK_FORMAT_R64G64B64_SFLOAT = 118;
const VK_FORMAT_R64G64B64A64_UINT = 119;
const VK_FORMAT_R64G64B64A64_SINT = 120;
const VK_FORMAT_R64G64B64A64_SFLOAT = 121;
const VK_FORMAT_B10G11R11_UFLOAT_PACK32 = 122;
const VK_FORMAT_E5B9G9R9_UFLOAT_PACK32 = 123;
const VK_FORMAT_D16_UNORM = 124;
const VK_FORMAT_X8_D24_UNORM_PACK32 = 125;
const VK_FORMAT_D32_SFLOAT = 126;
const VK_FORMAT_S8_UINT = 127;
const VK_FORMAT_D16_UNORM_S8_UINT = 128;
const VK_FORMAT_D24_UNORM_S8_UINT = 129;
const VK_FORMAT_D32_SFLOAT_S8_UINT = 130;
const VK_FORMAT_BC1_RGB_UNORM_BLOCK = 131;
const VK_FORMAT_BC1_RGB_SRGB_BLOCK = 132;
const VK_FORMAT_BC1_RGBA_UNORM_BLOCK = 133;
const VK_FORMAT_BC1_RGBA_SRGB_BLOCK = 134;
const VK_FORMAT_BC2_UNORM_BLOCK = 135;
const VK_FORMAT_BC2_SRGB_BLOCK = 136;
const VK_FORMAT_BC3_UNORM_BLOCK = 137;
const VK_FORMAT_BC3_SRGB_BLOCK = 138;
const VK_FORMAT_BC4_UNORM_BLOCK = 139;
const VK_FORMAT_BC4_SNORM_BLOCK = 140;
const VK_FORMAT_BC5_UNORM_BLOCK = 141;
const VK_FORMAT_BC5_SNORM_BLOCK = 142;
const VK_FORMAT_BC6H_UFLOAT_BLOCK = 143;
const VK_FORMAT_BC6H_SFLOAT_BLOCK = 144;
const VK_FORMAT_BC7_UNORM_BLOCK = 145;
const VK_FORMAT_BC7_SRGB_BLOCK = 146;
const VK_FORMAT_ETC2_R8G8B8_UNORM_BLOCK = 147;
const VK_FORMAT_ETC2_R8G8B8_SRGB_BLOCK = 148;
const VK_FORMAT_ETC2_R8G8B8A1_UNORM_BLOCK = 149;
const VK_FORMAT_ETC2_R8G8B8A1_SRGB_BLOCK = 150;
const VK_FORMAT_ETC2_R8G8B8A8_UNORM_BLOCK = 151;
const VK_FORMAT_ETC2_R8G8B8A8_SRGB_BLOCK = 152;
const VK_FORMAT_EAC_R11_UNORM_BLOCK = 153;
const VK_FORMAT_EAC_R11_SNORM_BLOCK = 154;
const VK_FORMAT_EAC_R11G11_UNORM_BLOCK = 155;
const VK_FORMAT_EAC_R11G11_SNORM_BLOCK = 156;
const VK_FORMAT_ASTC_4x4_UNORM_BLOCK = 157;
const VK_FORMAT_ASTC_4x4_SRGB_BLOCK = 158;
const VK_FORMAT_ASTC_5x4_UNORM_BLOCK = 159;
const VK_FORMAT_ASTC_5x4_SRGB_BLOCK = 160;
const VK_FORMAT_ASTC_5x5_UNORM_BLOCK = 161;
const VK_FORMAT_ASTC_5x5_SRGB_BLOCK = 162;
const VK_FORMAT_ASTC_6x5_UNORM_BLOCK = 163;
const VK_FORMAT_ASTC_6x5_SRGB_BLOCK = 164;
const VK_FORMAT_ASTC_6x6_UNORM_BLOCK = 165;
const VK_FORMAT_ASTC_6x6_SRGB_BLOCK = 166;
const VK_FORMAT_ASTC_8x5_UNORM_BLOCK = 167;
const VK_FORMAT_ASTC_8x5_SRGB_BLOCK = 168;
const VK_FORMAT_ASTC_8x6_UNORM_BLOCK = 169;
const VK_FORMAT_ASTC_8x6_SRGB_BLOCK = 170;
const VK_FORMAT_ASTC_8x8_UNORM_BLOCK = 171;
const VK_FORMAT_ASTC_8x8_SRGB_BLOCK = 172;
const VK_FORMAT_ASTC_10x5_UNORM_BLOCK = 173;
const VK_FORMAT_ASTC_10x5_SRGB_BLOCK = 174;
const VK_FORMAT_ASTC_10x6_UNORM_BLOCK = 175;
const VK_FORMAT_ASTC_10x6_SRGB_BLOCK = 176;
const VK_FORMAT_ASTC_10x8_UNORM_BLOCK = 177;
const VK_FORMAT_ASTC_10x8_SRGB_BLOCK = 178;
const VK_FORMAT_ASTC_10x10_UNORM_BLOCK = 179;
const VK_FORMAT_ASTC_10x10_SRGB_BLOCK = 180;
const VK_FORMAT_ASTC_12x10_UNORM_BLOCK = 181;
const VK_FORMAT_ASTC_12x10_SRGB_BLOCK = 182;
const VK_FORMAT_ASTC_12x12_UNORM_BLOCK = 183;
const VK_FORMAT_ASTC_12x12_SRGB_BLOCK = 184;
const VK_FORMAT_R10X6_UNORM_PACK16 = 1000156007;
const VK_FORMAT_R10X6G10X6_UNORM_2PACK16 = 1000156008;
const VK_FORMAT_R10X6G10X6B10X6A10X6_UNORM_4PACK16 = 1000156009;
const VK_FORMAT_G10X6B10X6G10X6R10X6_422_UNORM_4PACK16 = 1000156010;
const VK_FORMAT_B10X6G10X6R10X6G10X6_422_UNORM_4PACK16 = 1000156011;
const VK_FORMAT_R12X4_UNORM_PACK16 = 1000156017;
const VK_FORMAT_R12X4G12X4_UNORM_2PACK16 = 1000156018;
const VK_FORMAT_R12X4G12X4B12X4A12X4_UNORM_4PACK16 = 1000156019;
const VK_FORMAT_G12X4B12X4G12X4R12X4_422_UNORM_4PACK16 = 1000156020;
const VK_FORMAT_B12X4G12X4R12X4G12X4_422_UNORM_4PACK16 = 1000156021;
const VK_FORMAT_PVRTC1_2BPP_UNORM_BLOCK_IMG = 1000054000;
const VK_FORMAT_PVRTC1_4BPP_UNORM_BLOCK_IMG = 1000054001;
const VK_FORMAT_PVRTC2_2BPP_UNORM_BLOCK_IMG = 1000054002;
const VK_FORMAT_PVRTC2_4BPP_UNORM_BLOCK_IMG = 1000054003;
const VK_FORMAT_PVRTC1_2BPP_SRGB_BLOCK_IMG = 1000054004;
const VK_FORMAT_PVRTC1_4BPP_SRGB_BLOCK_IMG = 1000054005;
const VK_FORMAT_PVRTC2_2BPP_SRGB_BLOCK_IMG = 1000054006;
const VK_FORMAT_PVRTC2_4BPP_SRGB_BLOCK_IMG = 1000054007;
const VK_FORMAT_ASTC_4x4_SFLOAT_BLOCK_EXT = 1000066000;
const VK_FORMAT_ASTC_5x4_SFLOAT_BLOCK_EXT = 1000066001;
const VK_FORMAT_ASTC_5x5_SFLOAT_BLOCK_EXT = 1000066002;
const VK_FORMAT_ASTC_6x5_SFLOAT_BLOCK_EXT = 1000066003;
const VK_FORMAT_ASTC_6x6_SFLOAT_BLOCK_EXT = 1000066004;
const VK_FORMAT_ASTC_8x5_SFLOAT_BLOCK_EXT = 1000066005;
const VK_FORMAT_ASTC_8x6_SFLOAT_BLOCK_EXT = 1000066006;
const VK_FORMAT_ASTC_8x8_SFLOAT_BLOCK_EXT = 1000066007;
const VK_FORMAT_ASTC_10x5_SFLOAT_BLOCK_EXT = 1000066008;
const VK_FORMAT_ASTC_10x6_SFLOAT_BLOCK_EXT = 1000066009;
const VK_FORMAT_ASTC_10x8_SFLOAT_BLOCK_EXT = 1000066010;
const VK_FORMAT_ASTC_10x10_SFLOAT_BLOCK_EXT = 1000066011;
const VK_FORMAT_ASTC_12x10_SFLOAT_BLOCK_EXT = 1000066012;
const VK_FORMAT_ASTC_12x12_SFLOAT_BLOCK_EXT = 1000066013;
const VK_FORMAT_A4R4G4B4_UNORM_PACK16_EXT = 1000340000;
const VK_FORMAT_A4B4G4R4_UNORM_PACK16_EXT = 1000340001;

/**
 * Creates a 'default' {@link KTX2Container} object, initialized with common
 * configuration wfor BT709 primaries and sRGB transfer, without pixel data.
 * There's nothing particularly special about the 'default' container; creating
 * the KTX2Container object explicitly is also fine.
 */
function createDefaultContainer() {
  return {
    vkFormat: VK_FORMAT_UNDEFINED,
    typeSize: 1,
    pixelWidth: 0,
    pixelHeight: 0,
    pixelDepth: 0,
    layerCount: 0,
    faceCount: 1,
    levelCount: 0,
    supercompressionScheme: KHR_SUPERCOMPRESSION_NONE,
    levels: [],
    dataFormatDescriptor: [{
      vendorId: KHR_DF_VENDORID_KHRONOS,
      descriptorType: KHR_DF_KHR_DESCRIPTORTYPE_BASICFORMAT,
      versionNumber: KHR_DF_VERSION,
      colorModel: KHR_DF_MODEL_UNSPECIFIED,
      colorPrimaries: KHR_DF_PRIMARIES_BT709,
      transferFunction: KHR_DF_TRANSFER_SRGB,
      flags: KHR_DF_FLAG_ALPHA_STRAIGHT,
      texelBlockDimension: [0, 0, 0, 0],
      bytesPlane: [0, 0, 0, 0, 0, 0, 0, 0],
      samples: []
    }],
    keyValue: {},
    globalData: null
  };
}

class BufferReader {
  constructor(data, byteOffset, byteLength, littleEndian) {
    this._dataView = void 0;
    this._littleEndian = void 0;
    this._offset = void 0;
    this._dataView = new DataView(data.buffer, data.byteOffset + byteOffset, byteLength);
    this._littleEndian = littleEndian;
    this._offset = 0;
  }
  _nextUint8() {
    const value = this._dataView.getUint8(this._offset);
    this._offset += 1;
    return value;
  }
  _nextUint16() {
    const value = this._dataView.getUint16(this._offset, this._littleEndian);
    this._offset += 2;
    return value;
  }
  _nextUint32() {
    const value = this._dataView.getUint32(this._offset, this._littleEndian);
    this._offset += 4;
    return value;
  }
  _nextUint64() {
    const left = this._dataView.getUint32(this._offset, this._littleEndian);
    const right = this._dataView.getUint32(this._offset + 4, this._littleEndian);
    // TODO(cleanup): Just test this...
    // const value = this._littleEndian ? left + (2 ** 32 * right) : (2 ** 32 * left) + right;
    const value = left + 2 ** 32 * right;
    this._offset += 8;
    return value;
  }
  _nextInt32() {
    const value = this._dataView.getInt32(this._offset, this._littleEndian);
    this._offset += 4;
    return value;
  }
  _nextUint8Array(len) {
    const value = new Uint8Array(this._dataView.buffer, this._dataView.byteOffset + this._offset, len);
    this._offset += len;
    return value;
  }
  _skip(bytes) {
    this._offset += bytes;
    return this;
  }
  _scan(maxByteLength, term = 0x00) {
    const byteOffset = this._offset;
    let byteLength = 0;
    while (this._dataView.getUint8(this._offset) !== term && byteLength < maxByteLength) {
      byteLength++;
      this._offset++;
    }
    if (byteLength < maxByteLength) this._offset++;
    return new Uint8Array(this._dataView.buffer, this._dataView.byteOffset + byteOffset, byteLength);
  }
}

///////////////////////////////////////////////////
// Common.
///////////////////////////////////////////////////
const KTX_WRITER = (/* unused pure expression or super */ null && (`KTX-Parse v${"1.1.0"}`));
const NUL = new Uint8Array([0x00]);
///////////////////////////////////////////////////
// KTX2 Header.
///////////////////////////////////////////////////
const KTX2_ID = [
// '´', 'K', 'T', 'X', '2', '0', 'ª', '\r', '\n', '\x1A', '\n'
0xab, 0x4b, 0x54, 0x58, 0x20, 0x32, 0x30, 0xbb, 0x0d, 0x0a, 0x1a, 0x0a];
const HEADER_BYTE_LENGTH = 68; // 13 * 4 + 2 * 8

/** Encodes text to an ArrayBuffer. */
function encodeText(text) {
  return new TextEncoder().encode(text);
}
/** Decodes an ArrayBuffer to text. */
function decodeText(buffer) {
  return new TextDecoder().decode(buffer);
}
/** Concatenates N ArrayBuffers. */
function concat(buffers) {
  let totalByteLength = 0;
  for (const buffer of buffers) {
    totalByteLength += buffer.byteLength;
  }
  const result = new Uint8Array(totalByteLength);
  let byteOffset = 0;
  for (const buffer of buffers) {
    result.set(new Uint8Array(buffer), byteOffset);
    byteOffset += buffer.byteLength;
  }
  return result;
}
/** Returns the least common multiple (LCM) for two positive integers. */
function leastCommonMultiple(a, b) {
  const max = Math.max(a, b);
  const min = Math.min(a, b);
  let lcm = max;
  while (lcm % min !== 0) {
    lcm += max;
  }
  return lcm;
}
/**
 * Returns amount of padding, in bytes, required to pad a value V to N-byte
 * boundaries. Both V and N must be positive integers.
 */
function getPadding(v, n = 4) {
  return Math.ceil(v / n) * n - v;
}
/** Returns byte length per texel block. */
function getBlockByteLength(container) {
  return container.levels[0].levelData.byteLength / getBlockCount(container, 0);
}
/**
 * Returns total number of blocks for given level. For VK_FORMAT_UNDEFINED, DFD is required.
 *
 * References:
 * - https://github.khronos.org/KTX-Specification/ktxspec.v2.html#levelImages
 */
function getBlockCount(container, levelIndex) {
  let blockCount = 1;
  const pixelDimensions = [container.pixelWidth, container.pixelHeight, container.pixelDepth];
  const blockDimensions = getBlockDimensions(container);
  for (let i = 0; i < 3; i++) {
    if (pixelDimensions[i] > 0) {
      const dimBlockCount = Math.ceil(Math.floor(pixelDimensions[i] * 2 ** -levelIndex) / blockDimensions[i]);
      blockCount *= Math.max(1, dimBlockCount);
    }
  }
  if (container.layerCount > 0) {
    blockCount *= container.layerCount;
  }
  if (container.faceCount > 0) {
    blockCount *= container.faceCount;
  }
  return blockCount;
}
/**
 * Given a KTX2 container, returns block dimensions as [width, height, depth]. Requires valid DFD.
 */
function getBlockDimensions(container) {
  const [x, y, z] = container.dataFormatDescriptor[0].texelBlockDimension;
  return [x + 1, y + 1, z + 1];
}

/**
 * Parses a KTX 2.0 file, returning an unpacked {@link KTX2Container} instance with all associated
 * data. The container's mip levels and other binary data are pointers into the original file, not
 * copies, so the original file should not be overwritten after reading.
 *
 * @param data Bytes of KTX 2.0 file, as Uint8Array or Buffer.
 */
function read(data) {
  ///////////////////////////////////////////////////
  // KTX 2.0 Identifier.
  ///////////////////////////////////////////////////
  const id = new Uint8Array(data.buffer, data.byteOffset, KTX2_ID.length);
  if (id[0] !== KTX2_ID[0] ||
  // '´'
  id[1] !== KTX2_ID[1] ||
  // 'K'
  id[2] !== KTX2_ID[2] ||
  // 'T'
  id[3] !== KTX2_ID[3] ||
  // 'X'
  id[4] !== KTX2_ID[4] ||
  // ' '
  id[5] !== KTX2_ID[5] ||
  // '2'
  id[6] !== KTX2_ID[6] ||
  // '0'
  id[7] !== KTX2_ID[7] ||
  // 'ª'
  id[8] !== KTX2_ID[8] ||
  // '\r'
  id[9] !== KTX2_ID[9] ||
  // '\n'
  id[10] !== KTX2_ID[10] ||
  // '\x1A'
  id[11] !== KTX2_ID[11] // '\n'
  ) {
    throw new Error('Missing KTX 2.0 identifier.');
  }
  const container = createDefaultContainer();
  ///////////////////////////////////////////////////
  // Header.
  ///////////////////////////////////////////////////
  const headerByteLength = 17 * Uint32Array.BYTES_PER_ELEMENT;
  const headerReader = new BufferReader(data, KTX2_ID.length, headerByteLength, true);
  container.vkFormat = headerReader._nextUint32();
  container.typeSize = headerReader._nextUint32();
  container.pixelWidth = headerReader._nextUint32();
  container.pixelHeight = headerReader._nextUint32();
  container.pixelDepth = headerReader._nextUint32();
  container.layerCount = headerReader._nextUint32();
  container.faceCount = headerReader._nextUint32();
  container.levelCount = headerReader._nextUint32();
  container.supercompressionScheme = headerReader._nextUint32();
  const dfdByteOffset = headerReader._nextUint32();
  const dfdByteLength = headerReader._nextUint32();
  const kvdByteOffset = headerReader._nextUint32();
  const kvdByteLength = headerReader._nextUint32();
  const sgdByteOffset = headerReader._nextUint64();
  const sgdByteLength = headerReader._nextUint64();
  ///////////////////////////////////////////////////
  // Level Index.
  ///////////////////////////////////////////////////
  const levelByteLength = Math.max(container.levelCount, 1) * 3 * 8;
  const levelReader = new BufferReader(data, KTX2_ID.length + headerByteLength, levelByteLength, true);
  for (let i = 0, il = Math.max(container.levelCount, 1); i < il; i++) {
    container.levels.push({
      levelData: new Uint8Array(data.buffer, data.byteOffset + levelReader._nextUint64(), levelReader._nextUint64()),
      uncompressedByteLength: levelReader._nextUint64()
    });
  }
  ///////////////////////////////////////////////////
  // Data Format Descriptor (DFD).
  ///////////////////////////////////////////////////
  const dfdReader = new BufferReader(data, dfdByteOffset, dfdByteLength, true);
  dfdReader._skip(4); // totalSize
  const vendorId = dfdReader._nextUint16();
  const descriptorType = dfdReader._nextUint16();
  const versionNumber = dfdReader._nextUint16();
  const descriptorBlockSize = dfdReader._nextUint16();
  const colorModel = dfdReader._nextUint8();
  const colorPrimaries = dfdReader._nextUint8();
  const transferFunction = dfdReader._nextUint8();
  const flags = dfdReader._nextUint8();
  const texelBlockDimension = [dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8()];
  const bytesPlane = [dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8()];
  const samples = [];
  const dfd = {
    vendorId,
    descriptorType,
    versionNumber,
    colorModel,
    colorPrimaries,
    transferFunction,
    flags,
    texelBlockDimension,
    bytesPlane,
    samples
  };
  const sampleStart = 6;
  const sampleWords = 4;
  const numSamples = (descriptorBlockSize / 4 - sampleStart) / sampleWords;
  for (let i = 0; i < numSamples; i++) {
    const sample = {
      bitOffset: dfdReader._nextUint16(),
      bitLength: dfdReader._nextUint8(),
      channelType: dfdReader._nextUint8(),
      samplePosition: [dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8(), dfdReader._nextUint8()],
      sampleLower: Number.NEGATIVE_INFINITY,
      sampleUpper: Number.POSITIVE_INFINITY
    };
    if (sample.channelType & KHR_DF_SAMPLE_DATATYPE_SIGNED) {
      sample.sampleLower = dfdReader._nextInt32();
      sample.sampleUpper = dfdReader._nextInt32();
    } else {
      sample.sampleLower = dfdReader._nextUint32();
      sample.sampleUpper = dfdReader._nextUint32();
    }
    dfd.samples[i] = sample;
  }
  container.dataFormatDescriptor.length = 0;
  container.dataFormatDescriptor.push(dfd);
  ///////////////////////////////////////////////////
  // Key/Value Data (KVD).
  ///////////////////////////////////////////////////
  const kvdReader = new BufferReader(data, kvdByteOffset, kvdByteLength, true);
  while (kvdReader._offset < kvdByteLength) {
    const keyValueByteLength = kvdReader._nextUint32();
    const keyData = kvdReader._scan(keyValueByteLength);
    const key = decodeText(keyData);
    container.keyValue[key] = kvdReader._nextUint8Array(keyValueByteLength - keyData.byteLength - 1);
    if (key.match(/^ktx/i)) {
      const text = decodeText(container.keyValue[key]);
      container.keyValue[key] = text.substring(0, text.lastIndexOf('\x00'));
    }
    const kvPadding = keyValueByteLength % 4 ? 4 - keyValueByteLength % 4 : 0; // align(4)
    // 4-byte alignment.
    kvdReader._skip(kvPadding);
  }
  ///////////////////////////////////////////////////
  // Supercompression Global Data (SGD).
  ///////////////////////////////////////////////////
  if (sgdByteLength <= 0) return container;
  const sgdReader = new BufferReader(data, sgdByteOffset, sgdByteLength, true);
  const endpointCount = sgdReader._nextUint16();
  const selectorCount = sgdReader._nextUint16();
  const endpointsByteLength = sgdReader._nextUint32();
  const selectorsByteLength = sgdReader._nextUint32();
  const tablesByteLength = sgdReader._nextUint32();
  const extendedByteLength = sgdReader._nextUint32();
  const imageDescs = [];
  for (let i = 0, il = Math.max(container.levelCount, 1); i < il; i++) {
    imageDescs.push({
      imageFlags: sgdReader._nextUint32(),
      rgbSliceByteOffset: sgdReader._nextUint32(),
      rgbSliceByteLength: sgdReader._nextUint32(),
      alphaSliceByteOffset: sgdReader._nextUint32(),
      alphaSliceByteLength: sgdReader._nextUint32()
    });
  }
  const endpointsByteOffset = sgdByteOffset + sgdReader._offset;
  const selectorsByteOffset = endpointsByteOffset + endpointsByteLength;
  const tablesByteOffset = selectorsByteOffset + selectorsByteLength;
  const extendedByteOffset = tablesByteOffset + tablesByteLength;
  const endpointsData = new Uint8Array(data.buffer, data.byteOffset + endpointsByteOffset, endpointsByteLength);
  const selectorsData = new Uint8Array(data.buffer, data.byteOffset + selectorsByteOffset, selectorsByteLength);
  const tablesData = new Uint8Array(data.buffer, data.byteOffset + tablesByteOffset, tablesByteLength);
  const extendedData = new Uint8Array(data.buffer, data.byteOffset + extendedByteOffset, extendedByteLength);
  container.globalData = {
    endpointCount,
    selectorCount,
    imageDescs,
    endpointsData,
    selectorsData,
    tablesData,
    extendedData
  };
  return container;
}

function _extends() {
  return _extends = Object.assign ? Object.assign.bind() : function (n) {
    for (var e = 1; e < arguments.length; e++) {
      var t = arguments[e];
      for (var r in t) ({}).hasOwnProperty.call(t, r) && (n[r] = t[r]);
    }
    return n;
  }, _extends.apply(null, arguments);
}

const DEFAULT_OPTIONS = {
  keepWriter: false
};
/**
 * Serializes a {@link KTX2Container} instance to a KTX 2.0 file. Mip levels and other binary data
 * are copied into the resulting Uint8Array, so the original container can safely be edited or
 * destroyed after it is serialized.
 *
 * Options:
 * - keepWriter: If true, 'KTXWriter' key/value field is written as provided by the container.
 * 		Otherwise, a string for the current ktx-parse version is generated. Default: false.
 *
 * @param container
 * @param options
 */
function write(container, options = {}) {
  // biome-ignore lint/style/noParameterAssign: Merging defaults only.
  options = _extends({}, DEFAULT_OPTIONS, options);
  ///////////////////////////////////////////////////
  // Supercompression Global Data (SGD).
  ///////////////////////////////////////////////////
  let sgdBuffer = new ArrayBuffer(0);
  if (container.globalData) {
    const sgdHeaderBuffer = new ArrayBuffer(20 + container.globalData.imageDescs.length * 5 * 4);
    const sgdHeaderView = new DataView(sgdHeaderBuffer);
    sgdHeaderView.setUint16(0, container.globalData.endpointCount, true);
    sgdHeaderView.setUint16(2, container.globalData.selectorCount, true);
    sgdHeaderView.setUint32(4, container.globalData.endpointsData.byteLength, true);
    sgdHeaderView.setUint32(8, container.globalData.selectorsData.byteLength, true);
    sgdHeaderView.setUint32(12, container.globalData.tablesData.byteLength, true);
    sgdHeaderView.setUint32(16, container.globalData.extendedData.byteLength, true);
    for (let i = 0; i < container.globalData.imageDescs.length; i++) {
      const imageDesc = container.globalData.imageDescs[i];
      sgdHeaderView.setUint32(20 + i * 5 * 4 + 0, imageDesc.imageFlags, true);
      sgdHeaderView.setUint32(20 + i * 5 * 4 + 4, imageDesc.rgbSliceByteOffset, true);
      sgdHeaderView.setUint32(20 + i * 5 * 4 + 8, imageDesc.rgbSliceByteLength, true);
      sgdHeaderView.setUint32(20 + i * 5 * 4 + 12, imageDesc.alphaSliceByteOffset, true);
      sgdHeaderView.setUint32(20 + i * 5 * 4 + 16, imageDesc.alphaSliceByteLength, true);
    }
    sgdBuffer = concat([sgdHeaderBuffer, container.globalData.endpointsData, container.globalData.selectorsData, container.globalData.tablesData, container.globalData.extendedData]);
  }
  ///////////////////////////////////////////////////
  // Key/Value Data (KVD).
  ///////////////////////////////////////////////////
  const keyValueData = [];
  const keyValueList = Object.entries(_extends({}, container.keyValue, !options.keepWriter && {
    KTXwriter: KTX_WRITER
  }));
  keyValueList.sort((a, b) => a[0] > b[0] ? 1 : -1);
  for (const [key, value] of keyValueList) {
    const keyData = encodeText(key);
    const valueData = typeof value === 'string' ? concat([encodeText(value), NUL]) : value;
    const kvByteLength = keyData.byteLength + 1 + valueData.byteLength;
    const kvPadding = getPadding(kvByteLength, 4); // align(4)
    keyValueData.push(concat([new Uint32Array([kvByteLength]), keyData, NUL, valueData, new Uint8Array(kvPadding).fill(0x00) // align(4)
    ]));
  }
  const kvdBuffer = concat(keyValueData);
  ///////////////////////////////////////////////////
  // Data Format Descriptor (DFD).
  ///////////////////////////////////////////////////
  if (container.dataFormatDescriptor.length !== 1 || container.dataFormatDescriptor[0].descriptorType !== KHR_DF_KHR_DESCRIPTORTYPE_BASICFORMAT) {
    throw new Error('Only BASICFORMAT Data Format Descriptor output supported.');
  }
  const dfd = container.dataFormatDescriptor[0];
  const dfdBuffer = new ArrayBuffer(28 + dfd.samples.length * 16);
  const dfdView = new DataView(dfdBuffer);
  const descriptorBlockSize = 24 + dfd.samples.length * 16;
  dfdView.setUint32(0, dfdBuffer.byteLength, true);
  dfdView.setUint16(4, dfd.vendorId, true);
  dfdView.setUint16(6, dfd.descriptorType, true);
  dfdView.setUint16(8, dfd.versionNumber, true);
  dfdView.setUint16(10, descriptorBlockSize, true);
  dfdView.setUint8(12, dfd.colorModel);
  dfdView.setUint8(13, dfd.colorPrimaries);
  dfdView.setUint8(14, dfd.transferFunction);
  dfdView.setUint8(15, dfd.flags);
  if (!Array.isArray(dfd.texelBlockDimension)) {
    throw new Error('texelBlockDimension is now an array. For dimensionality `d`, set `d - 1`.');
  }
  dfdView.setUint8(16, dfd.texelBlockDimension[0]);
  dfdView.setUint8(17, dfd.texelBlockDimension[1]);
  dfdView.setUint8(18, dfd.texelBlockDimension[2]);
  dfdView.setUint8(19, dfd.texelBlockDimension[3]);
  for (let i = 0; i < 8; i++) dfdView.setUint8(20 + i, dfd.bytesPlane[i]);
  for (let i = 0; i < dfd.samples.length; i++) {
    const sample = dfd.samples[i];
    const sampleByteOffset = 28 + i * 16;
    dfdView.setUint16(sampleByteOffset + 0, sample.bitOffset, true);
    dfdView.setUint8(sampleByteOffset + 2, sample.bitLength);
    dfdView.setUint8(sampleByteOffset + 3, sample.channelType);
    dfdView.setUint8(sampleByteOffset + 4, sample.samplePosition[0]);
    dfdView.setUint8(sampleByteOffset + 5, sample.samplePosition[1]);
    dfdView.setUint8(sampleByteOffset + 6, sample.samplePosition[2]);
    dfdView.setUint8(sampleByteOffset + 7, sample.samplePosition[3]);
    if (sample.channelType & KHR_DF_SAMPLE_DATATYPE_SIGNED) {
      dfdView.setInt32(sampleByteOffset + 8, sample.sampleLower, true);
      dfdView.setInt32(sampleByteOffset + 12, sample.sampleUpper, true);
    } else {
      dfdView.setUint32(sampleByteOffset + 8, sample.sampleLower, true);
      dfdView.setUint32(sampleByteOffset + 12, sample.sampleUpper, true);
    }
  }
  ///////////////////////////////////////////////////
  // Data alignment.
  ///////////////////////////////////////////////////
  const dfdByteOffset = KTX2_ID.length + HEADER_BYTE_LENGTH + container.levels.length * 3 * 8;
  const kvdByteOffset = dfdByteOffset + dfdBuffer.byteLength;
  let sgdByteOffset = sgdBuffer.byteLength > 0 ? kvdByteOffset + kvdBuffer.byteLength : 0;
  if (sgdByteOffset % 8) sgdByteOffset += 8 - sgdByteOffset % 8; // align(8)
  ///////////////////////////////////////////////////
  // Level Index.
  ///////////////////////////////////////////////////
  const levelData = [];
  const levelIndex = new DataView(new ArrayBuffer(container.levels.length * 3 * 8));
  const levelDataByteOffsets = new Uint32Array(container.levels.length);
  let levelAlign = 0;
  if (container.supercompressionScheme === KHR_SUPERCOMPRESSION_NONE) {
    levelAlign = leastCommonMultiple(getBlockByteLength(container), 4);
  }
  // Level data is ordered small → large.
  let levelDataByteOffset = (sgdByteOffset || kvdByteOffset + kvdBuffer.byteLength) + sgdBuffer.byteLength;
  for (let i = container.levels.length - 1; i >= 0; i--) {
    // Level padding.
    if (levelDataByteOffset % levelAlign) {
      const paddingBytes = getPadding(levelDataByteOffset, levelAlign);
      levelData.push(new Uint8Array(paddingBytes));
      levelDataByteOffset += paddingBytes;
    }
    // Level data.
    const level = container.levels[i];
    levelData.push(level.levelData);
    levelDataByteOffsets[i] = levelDataByteOffset;
    levelDataByteOffset += level.levelData.byteLength;
  }
  // Level index is ordered large → small.
  for (let i = 0; i < container.levels.length; i++) {
    const level = container.levels[i];
    levelIndex.setBigUint64(i * 24 + 0, BigInt(levelDataByteOffsets[i]), true);
    levelIndex.setBigUint64(i * 24 + 8, BigInt(level.levelData.byteLength), true);
    levelIndex.setBigUint64(i * 24 + 16, BigInt(level.uncompressedByteLength), true);
  }
  ///////////////////////////////////////////////////
  // Header.
  ///////////////////////////////////////////////////
  const headerBuffer = new ArrayBuffer(HEADER_BYTE_LENGTH);
  const headerView = new DataView(headerBuffer);
  headerView.setUint32(0, container.vkFormat, true);
  headerView.setUint32(4, container.typeSize, true);
  headerView.setUint32(8, container.pixelWidth, true);
  headerView.setUint32(12, container.pixelHeight, true);
  headerView.setUint32(16, container.pixelDepth, true);
  headerView.setUint32(20, container.layerCount, true);
  headerView.setUint32(24, container.faceCount, true);
  headerView.setUint32(28, container.levelCount, true);
  headerView.setUint32(32, container.supercompressionScheme, true);
  headerView.setUint32(36, dfdByteOffset, true);
  headerView.setUint32(40, dfdBuffer.byteLength, true);
  headerView.setUint32(44, kvdByteOffset, true);
  headerView.setUint32(48, kvdBuffer.byteLength, true);
  headerView.setBigUint64(52, BigInt(sgdBuffer.byteLength > 0 ? sgdByteOffset : 0), true);
  headerView.setBigUint64(60, BigInt(sgdBuffer.byteLength), true);
  ///////////////////////////////////////////////////
  // Compose.
  ///////////////////////////////////////////////////
  return new Uint8Array(concat([new Uint8Array(KTX2_ID).buffer, headerBuffer, levelIndex.buffer, dfdBuffer, kvdBuffer, sgdByteOffset > 0 ? new ArrayBuffer(sgdByteOffset - (kvdByteOffset + kvdBuffer.byteLength)) // align(8)
  : new ArrayBuffer(0), sgdBuffer, ...levelData]));
}


//# sourceMappingURL=ktx-parse.modern.js.map

;// CONCATENATED MODULE: ./node_modules/@gltf-transform/extensions/dist/index.js


//#region src/constants.ts
const EXT_MESH_GPU_INSTANCING = "EXT_mesh_gpu_instancing";
const EXT_MESH_FEATURES = "EXT_mesh_features";
const EXT_MESHOPT_COMPRESSION = "EXT_meshopt_compression";
const EXT_STRUCTURAL_METADATA = "EXT_structural_metadata";
const EXT_TEXTURE_WEBP = "EXT_texture_webp";
const EXT_TEXTURE_AVIF = "EXT_texture_avif";
const KHR_ACCESSOR_FLOAT16 = "KHR_accessor_float16";
const KHR_ACCESSOR_FLOAT64 = "KHR_accessor_float64";
const KHR_DRACO_MESH_COMPRESSION = "KHR_draco_mesh_compression";
const KHR_LIGHTS_PUNCTUAL = "KHR_lights_punctual";
const KHR_MATERIALS_ANISOTROPY = "KHR_materials_anisotropy";
const KHR_MATERIALS_CLEARCOAT = "KHR_materials_clearcoat";
const KHR_MATERIALS_DIFFUSE_TRANSMISSION = "KHR_materials_diffuse_transmission";
const KHR_MATERIALS_DISPERSION = "KHR_materials_dispersion";
const KHR_MATERIALS_EMISSIVE_STRENGTH = "KHR_materials_emissive_strength";
const KHR_MATERIALS_IOR = "KHR_materials_ior";
const KHR_MATERIALS_IRIDESCENCE = "KHR_materials_iridescence";
const KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS = "KHR_materials_pbrSpecularGlossiness";
const KHR_MATERIALS_SHEEN = "KHR_materials_sheen";
const KHR_MATERIALS_SPECULAR = "KHR_materials_specular";
const KHR_MATERIALS_TRANSMISSION = "KHR_materials_transmission";
const KHR_MATERIALS_UNLIT = "KHR_materials_unlit";
const KHR_MATERIALS_VOLUME = "KHR_materials_volume";
const KHR_MATERIALS_VARIANTS = "KHR_materials_variants";
const KHR_MESH_PRIMITIVE_RESTART = "KHR_mesh_primitive_restart";
const KHR_MESH_QUANTIZATION = "KHR_mesh_quantization";
const KHR_NODE_VISIBILITY = "KHR_node_visibility";
const KHR_TEXTURE_BASISU = "KHR_texture_basisu";
const KHR_TEXTURE_TRANSFORM = "KHR_texture_transform";
const KHR_XMP_JSON_LD = "KHR_xmp_json_ld";
//#endregion
//#region src/ext-mesh-features/feature-id.ts
/**
* Defines a Feature ID on a {@link Primitive}. See {@link EXTMeshFeatures}.
*
* @experimental
*/
var FeatureID = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_MESH_FEATURES;
	init() {
		this.extensionName = EXT_MESH_FEATURES;
		this.propertyType = "FeatureID";
		this.parentTypes = ["Features"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			nullFeatureId: null,
			label: "",
			attribute: null,
			texture: null,
			propertyTable: null
		});
	}
	getFeatureCount() {
		return this.get("featureCount");
	}
	setFeatureCount(featureCount) {
		return this.set("featureCount", featureCount);
	}
	getNullFeatureID() {
		return this.get("nullFeatureId");
	}
	setNullFeatureID(nullFeatureId) {
		return this.set("nullFeatureId", nullFeatureId);
	}
	getLabel() {
		return this.get("label");
	}
	setLabel(label) {
		return this.set("label", label);
	}
	getAttribute() {
		return this.get("attribute");
	}
	setAttribute(attribute) {
		return this.set("attribute", attribute);
	}
	getTexture() {
		return this.getRef("texture");
	}
	setTexture(texture) {
		return this.setRef("texture", texture);
	}
	getPropertyTable() {
		return this.getRef("propertyTable");
	}
	setPropertyTable(propertyTable) {
		return this.setRef("propertyTable", propertyTable);
	}
};
//#endregion
//#region src/ext-mesh-features/feature-id-texture.ts
/**
* Defines a Feature ID {@link Texture}. See {@link EXTMeshFeatures}.
*
* @experimental
*/
var FeatureIDTexture = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_MESH_FEATURES;
	init() {
		this.extensionName = EXT_MESH_FEATURES;
		this.propertyType = "FeatureIDTexture";
		this.parentTypes = ["FeatureID"];
	}
	getDefaults() {
		const defaultTextureInfo = new dist/* TextureInfo */.a8(this.graph, "textureInfo");
		defaultTextureInfo.setMinFilter(dist/* TextureInfo */.a8.MagFilter.NEAREST);
		defaultTextureInfo.setMagFilter(dist/* TextureInfo */.a8.MagFilter.NEAREST);
		return Object.assign(super.getDefaults(), {
			channels: [0],
			texture: null,
			textureInfo: defaultTextureInfo
		});
	}
	getChannels() {
		return this.get("channels");
	}
	setChannels(channels) {
		return this.set("channels", channels);
	}
	getTexture() {
		return this.getRef("texture");
	}
	setTexture(texture) {
		return this.setRef("texture", texture);
	}
	getTextureInfo() {
		return this.getRef("texture") ? this.getRef("textureInfo") : null;
	}
};
//#endregion
//#region src/ext-mesh-features/features.ts
/**
* Defines a list of Feature IDs on a {@link Primitive}. See {@Link EXTMeshFeatures}.
*
* @experimental
*/
var Features = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_MESH_FEATURES;
	init() {
		this.extensionName = EXT_MESH_FEATURES;
		this.propertyType = "Features";
		this.parentTypes = [dist/* PropertyType */.Ut.PRIMITIVE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { featureIds: new property_graph_dist/* RefSet */.mx([]) });
	}
	listFeatureIDs() {
		return this.listRefs("featureIds");
	}
	addFeatureID(featureId) {
		return this.addRef("featureIds", featureId);
	}
	removeFeatureID(featureId) {
		return this.removeRef("featureIds", featureId);
	}
};
//#endregion
//#region src/ext-mesh-features/mesh-features.ts
const NAME$2 = EXT_MESH_FEATURES;
/******************************************************************************
* Implementation.
*/
/**
* [`EXT_mesh_features`](https://github.com/CesiumGS/glTF/tree/proposal-EXT_mesh_features/extensions/2.0/Vendor/EXT_mesh_features/)
* defines a means of assigning identifiers to geometry and subcomponents of geometry within a glTF 2.0 asset.
*
* Properties:
* - {@link Features}
* - {@link FeatureID}
* - {@link FeatureIDTexture}
*
* ### Example
*
* ```typescript
* // Create an Extension attached to the Document.
* const meshFeaturesExt = document.createExtension(EXTMeshFeatures);
*
* // Define per-vertex Feature IDs.
* const idArray = new Int16Array([12, 23, 34, 45, 56, 78, 78, 89, 90]);
* const idAttribute = document.createAccessor()
* 	.setBuffer(document.listBuffers()[0])
* 	.setType(Accessor.Type.SCALAR)
* 	.setArray(idArray);
* const featureID = meshFeaturesExt.createFeatureID()
* 	.setFeatureCount(idArray.length)
* 	.setAttribute(0); // _FEATURE_ID_0
*
* // Primitives reference a set of >=1 FeatureID properties. Each property
* // defines a mapping from a part of the Primitive to an ID.
* const features = meshFeaturesExt.createMeshFeatures()
* 	.addFeatureID(featureID);
*
* // Assign FeatureID properties to the Primitive.
* primitive
* 	.setAttribute(`_FEATURE_ID_0`, idAttribute)
* 	.setExtension("EXT_mesh_features", features);
* ```
*
* @experimental
*/
var EXTMeshFeatures = class extends dist/* Extension */.YY {
	extensionName = EXT_MESH_FEATURES;
	static EXTENSION_NAME = EXT_MESH_FEATURES;
	createFeatures() {
		return new Features(this.document.getGraph());
	}
	createFeatureID() {
		return new FeatureID(this.document.getGraph());
	}
	createFeatureIDTexture() {
		return new FeatureIDTexture(this.document.getGraph());
	}
	read(context) {
		(context.jsonDoc.json.meshes || []).forEach((meshDef, meshIndex) => {
			(meshDef.primitives || []).forEach((primDef, primIndex) => {
				this._readPrimitive(context, meshIndex, primDef, primIndex);
			});
		});
		return this;
	}
	/** @hidden */
	_readPrimitive(context, meshIndex, primDef, primIndex) {
		if (!primDef.extensions || !primDef.extensions[NAME$2]) return;
		const features = this.createFeatures();
		const meshFeaturesDef = primDef.extensions[NAME$2];
		for (const featureIDDef of meshFeaturesDef.featureIds) {
			const featureID = _readFeatureID(this.document, this, context, featureIDDef);
			features.addFeatureID(featureID);
		}
		context.meshes[meshIndex].listPrimitives()[primIndex].setExtension(NAME$2, features);
	}
	write(context) {
		const meshDefs = context.jsonDoc.json.meshes;
		if (!meshDefs) return this;
		for (const mesh of this.document.getRoot().listMeshes()) {
			const meshDef = meshDefs[context.meshIndexMap.get(mesh)];
			mesh.listPrimitives().forEach((prim, primIndex) => {
				const primDef = meshDef.primitives[primIndex];
				this._writePrimitive(context, prim, primDef);
			});
		}
		return this;
	}
	/** @hidden */
	_writePrimitive(context, prim, primDef) {
		const meshFeatures = prim.getExtension(NAME$2);
		if (!meshFeatures) return;
		const meshFeaturesDef = { featureIds: [] };
		meshFeatures.listFeatureIDs().forEach((featureID) => {
			meshFeaturesDef.featureIds.push(_writeFeatureIDDef(this.document, context, featureID));
		});
		primDef.extensions = primDef.extensions || {};
		primDef.extensions[NAME$2] = meshFeaturesDef;
	}
};
/******************************************************************************
* Deserialization.
*/
function _readFeatureID(document, ext, context, featureIDDef) {
	const featureID = ext.createFeatureID().setFeatureCount(featureIDDef.featureCount);
	if (featureIDDef.nullFeatureId !== void 0) featureID.setNullFeatureID(featureIDDef.nullFeatureId);
	if (featureIDDef.label !== void 0) featureID.setLabel(featureIDDef.label);
	if (featureIDDef.attribute !== void 0) featureID.setAttribute(featureIDDef.attribute);
	const featureIDTextureDef = featureIDDef.texture;
	if (featureIDTextureDef !== void 0) {
		const featureIDTexture = _readFeatureIDTexture(ext, context, featureIDTextureDef);
		featureID.setTexture(featureIDTexture);
	}
	if (featureIDDef.propertyTable !== void 0) {
		const propertyTables = document.getRoot().getExtension(EXT_STRUCTURAL_METADATA).listPropertyTables();
		featureID.setPropertyTable(propertyTables[featureIDDef.propertyTable]);
	}
	return featureID;
}
function _readFeatureIDTexture(ext, context, featureIDTextureDef) {
	const featureIDTexture = ext.createFeatureIDTexture();
	const { json } = context.jsonDoc;
	if (featureIDTextureDef.channels) featureIDTexture.setChannels(featureIDTextureDef.channels);
	if (featureIDTextureDef.index !== void 0) {
		const textureIndex = json.textures[featureIDTextureDef.index].source;
		featureIDTexture.setTexture(context.textures[textureIndex]);
		context.setTextureInfo(featureIDTexture.getTextureInfo(), featureIDTextureDef);
	}
	return featureIDTexture;
}
/******************************************************************************
* Serialization.
*/
function _writeFeatureIDDef(document, context, featureID) {
	const root = document.getRoot();
	const featureIDDef = { featureCount: featureID.getFeatureCount() };
	if (featureID.getNullFeatureID() != null) featureIDDef.nullFeatureId = featureID.getNullFeatureID();
	if (featureID.getLabel()) featureIDDef.label = featureID.getLabel();
	if (featureID.getAttribute() != null) featureIDDef.attribute = featureID.getAttribute();
	if (featureID.getTexture()) {
		const featureIDTexture = featureID.getTexture();
		const texture = featureIDTexture.getTexture();
		const textureInfo = featureIDTexture.getTextureInfo();
		featureIDDef.texture = context.createTextureInfoDef(texture, textureInfo);
		const channels = featureIDTexture.getChannels();
		if (!dist/* MathUtils */.cj.eq(channels, [0])) featureIDDef.texture.channels = channels;
	}
	if (featureID.getPropertyTable()) {
		const structuralMetadata = root.getExtension(EXT_STRUCTURAL_METADATA);
		const propertyTable = featureID.getPropertyTable();
		featureIDDef.propertyTable = structuralMetadata.listPropertyTables().indexOf(propertyTable);
	}
	return featureIDDef;
}
//#endregion
//#region src/ext-mesh-gpu-instancing/instanced-mesh.ts
const INSTANCE_ATTRIBUTE = "INSTANCE_ATTRIBUTE";
/**
* Defines GPU instances of a {@link Mesh} under one {@link Node}. See {@link EXTMeshGPUInstancing}.
*/
var InstancedMesh = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_MESH_GPU_INSTANCING;
	init() {
		this.extensionName = EXT_MESH_GPU_INSTANCING;
		this.propertyType = "InstancedMesh";
		this.parentTypes = [dist/* PropertyType */.Ut.NODE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { attributes: new property_graph_dist/* RefMap */.kF() });
	}
	/** Returns an instance attribute as an {@link Accessor}. */
	getAttribute(semantic) {
		return this.getRefMap("attributes", semantic);
	}
	/**
	* Sets an instance attribute to an {@link Accessor}. All attributes must have the same
	* instance count.
	*/
	setAttribute(semantic, accessor) {
		return this.setRefMap("attributes", semantic, accessor, { usage: INSTANCE_ATTRIBUTE });
	}
	/**
	* Lists all instance attributes {@link Accessor}s associated with the InstancedMesh. Order
	* will be consistent with the order returned by {@link .listSemantics}().
	*/
	listAttributes() {
		return this.listRefMapValues("attributes");
	}
	/**
	* Lists all instance attribute semantics associated with the primitive. Order will be
	* consistent with the order returned by {@link .listAttributes}().
	*/
	listSemantics() {
		return this.listRefMapKeys("attributes");
	}
};
//#endregion
//#region src/ext-mesh-gpu-instancing/mesh-gpu-instancing.ts
/**
* [`EXT_mesh_gpu_instancing`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Vendor/EXT_mesh_gpu_instancing/)
* prepares mesh data for efficient GPU instancing.
*
* GPU instancing allows engines to render many copies of a single mesh at once using a small number
* of draw calls. Instancing is particularly useful for things like trees, grass, road signs, etc.
* Keep in mind that predefined batches, as used in this extension, may prevent frustum culling
* within a batch. Dividing batches into collocated cells may be preferable to using a single large
* batch.
*
* > _**NOTICE:** While this extension stores mesh data optimized for GPU instancing, it
* > is important to note that (1) GPU instancing and other optimizations are possible — and
* > encouraged — even without this extension, and (2) other common meanings of the term
* > "instancing" exist, distinct from this extension. See
* > [Appendix: Motivation and Purpose](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Vendor/EXT_mesh_gpu_instancing#appendix-motivation-and-purpose)
* > of the `EXT_mesh_gpu_instancing` specification._
*
* Properties:
* - {@link InstancedMesh}
*
* ### Example
*
* The `EXTMeshGPUInstancing` class provides a single {@link ExtensionProperty} type, `InstancedMesh`,
* which may be attached to any {@link Node} instance. For example:
*
* ```typescript
* import { EXTMeshGPUInstancing } from '@gltf-transform/extensions';
*
* // Create standard mesh, node, and scene hierarchy.
* // ...
*
* // Assign positions for each instance.
* const batchPositions = doc.createAccessor('instance_positions')
* 	.setArray(new Float32Array([
* 		0, 0, 0,
* 		1, 0, 0,
* 		2, 0, 0,
* 	]))
* 	.setType(Accessor.Type.VEC3)
* 	.setBuffer(buffer);
*
* // Assign IDs for each instance.
* const batchIDs = doc.createAccessor('instance_ids')
* 	.setArray(new Uint8Array([0, 1, 2]))
* 	.setType(Accessor.Type.SCALAR)
* 	.setBuffer(buffer);
*
* // Create an Extension attached to the Document.
* const batchExtension = document.createExtension(EXTMeshGPUInstancing)
* 	.setRequired(true);
* const batch = batchExtension.createInstancedMesh()
* 	.setAttribute('TRANSLATION', batchPositions)
* 	.setAttribute('_ID', batchIDs);
*
* node
* 	.setMesh(mesh)
* 	.setExtension('EXT_mesh_gpu_instancing', batch);
* ```
*
* Standard instance attributes are `TRANSLATION`, `ROTATION`, and `SCALE`, and support the accessor
* types allowed by the extension specification. Custom instance attributes are allowed, and should
* be prefixed with an underscore (`_*`).
*/
var EXTMeshGPUInstancing = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = EXT_MESH_GPU_INSTANCING;
	extensionName = EXT_MESH_GPU_INSTANCING;
	/** @hidden */
	prewriteTypes = [dist/* PropertyType */.Ut.ACCESSOR];
	/** Creates a new InstancedMesh property for use on a {@link Node}. */
	createInstancedMesh() {
		return new InstancedMesh(this.document.getGraph());
	}
	/** @hidden */
	read(context) {
		(context.jsonDoc.json.nodes || []).forEach((nodeDef, nodeIndex) => {
			if (!nodeDef.extensions || !nodeDef.extensions["EXT_mesh_gpu_instancing"]) return;
			const instancedMeshDef = nodeDef.extensions[EXT_MESH_GPU_INSTANCING];
			const instancedMesh = this.createInstancedMesh();
			for (const semantic in instancedMeshDef.attributes) instancedMesh.setAttribute(semantic, context.accessors[instancedMeshDef.attributes[semantic]]);
			context.nodes[nodeIndex].setExtension(EXT_MESH_GPU_INSTANCING, instancedMesh);
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		context.accessorUsageGroupedByParent.add(INSTANCE_ATTRIBUTE);
		for (const prop of this.properties) for (const attribute of prop.listAttributes()) context.addAccessorToUsageGroup(attribute, INSTANCE_ATTRIBUTE);
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listNodes().forEach((node) => {
			const instancedMesh = node.getExtension(EXT_MESH_GPU_INSTANCING);
			if (instancedMesh) {
				const nodeIndex = context.nodeIndexMap.get(node);
				const nodeDef = jsonDoc.json.nodes[nodeIndex];
				const instancedMeshDef = { attributes: {} };
				instancedMesh.listSemantics().forEach((semantic) => {
					const attribute = instancedMesh.getAttribute(semantic);
					instancedMeshDef.attributes[semantic] = context.accessorIndexMap.get(attribute);
				});
				nodeDef.extensions = nodeDef.extensions || {};
				nodeDef.extensions[EXT_MESH_GPU_INSTANCING] = instancedMeshDef;
			}
		});
		return this;
	}
};
//#endregion
//#region src/ext-meshopt-compression/constants.ts
let EncoderMethod$1 = /* @__PURE__ */ function(EncoderMethod) {
	EncoderMethod["QUANTIZE"] = "quantize";
	EncoderMethod["FILTER"] = "filter";
	return EncoderMethod;
}({});
//#endregion
//#region src/ext-meshopt-compression/decoder.ts
/**
* Returns true for a fallback buffer, else false.
*
*   - All references to the fallback buffer must come from bufferViews that
*     have a EXT_meshopt_compression extension specified.
*   - No references to the fallback buffer may come from
*     EXT_meshopt_compression extension JSON.
*/
function isFallbackBuffer(bufferDef) {
	if (!bufferDef.extensions || !bufferDef.extensions["EXT_meshopt_compression"]) return false;
	return !!bufferDef.extensions[EXT_MESHOPT_COMPRESSION].fallback;
}
//#endregion
//#region src/ext-meshopt-compression/encoder.ts
const { BYTE, SHORT, FLOAT } = dist/* Accessor */.Cd.ComponentType;
const { encodeNormalizedInt, decodeNormalizedInt } = dist/* MathUtils */.cj;
/** Pre-processes array with required filters or padding. */
function prepareAccessor(accessor, encoder, mode, filterOptions) {
	const { filter, bits } = filterOptions;
	const result = {
		array: accessor.getArray(),
		byteStride: accessor.getElementSize() * accessor.getComponentSize(),
		componentType: accessor.getComponentType(),
		normalized: accessor.getNormalized()
	};
	if (mode !== "ATTRIBUTES") return result;
	if (filter !== "NONE") {
		let array = accessor.getNormalized() ? decodeNormalizedIntArray(accessor) : new Float32Array(result.array);
		switch (filter) {
			case "EXPONENTIAL":
				result.byteStride = accessor.getElementSize() * 4;
				result.componentType = FLOAT;
				result.normalized = false;
				result.array = encoder.encodeFilterExp(array, accessor.getCount(), result.byteStride, bits);
				break;
			case "OCTAHEDRAL":
				result.byteStride = bits > 8 ? 8 : 4;
				result.componentType = bits > 8 ? SHORT : BYTE;
				result.normalized = true;
				array = accessor.getElementSize() === 3 ? padNormals(array) : array;
				result.array = encoder.encodeFilterOct(array, accessor.getCount(), result.byteStride, bits);
				break;
			case "QUATERNION":
				result.byteStride = 8;
				result.componentType = SHORT;
				result.normalized = true;
				result.array = encoder.encodeFilterQuat(array, accessor.getCount(), result.byteStride, bits);
				break;
			default: throw new Error("Invalid filter.");
		}
		result.min = accessor.getMin([]);
		result.max = accessor.getMax([]);
		if (accessor.getNormalized()) {
			result.min = result.min.map((v) => decodeNormalizedInt(v, accessor.getComponentType()));
			result.max = result.max.map((v) => decodeNormalizedInt(v, accessor.getComponentType()));
		}
		if (result.normalized) {
			result.min = result.min.map((v) => encodeNormalizedInt(v, result.componentType));
			result.max = result.max.map((v) => encodeNormalizedInt(v, result.componentType));
		}
	} else if (result.byteStride % 4) {
		result.array = padArrayElements(result.array, accessor.getElementSize());
		result.byteStride = result.array.byteLength / accessor.getCount();
	}
	return result;
}
function decodeNormalizedIntArray(attribute) {
	const componentType = attribute.getComponentType();
	const srcArray = attribute.getArray();
	const dstArray = new Float32Array(srcArray.length);
	for (let i = 0; i < srcArray.length; i++) dstArray[i] = decodeNormalizedInt(srcArray[i], componentType);
	return dstArray;
}
/** Pads array to 4 byte alignment, required for Meshopt ATTRIBUTE buffer views. */
function padArrayElements(srcArray, elementSize) {
	const elementStride = dist/* BufferUtils */.Ad.padNumber(srcArray.BYTES_PER_ELEMENT * elementSize) / srcArray.BYTES_PER_ELEMENT;
	const elementCount = srcArray.length / elementSize;
	const dstArray = new srcArray.constructor(elementCount * elementStride);
	for (let i = 0; i * elementSize < srcArray.length; i++) for (let j = 0; j < elementSize; j++) dstArray[i * elementStride + j] = srcArray[i * elementSize + j];
	return dstArray;
}
/** Pad normals with a .w component for octahedral encoding. */
function padNormals(srcArray) {
	const dstArray = new Float32Array(srcArray.length * 4 / 3);
	for (let i = 0, il = srcArray.length / 3; i < il; i++) {
		dstArray[i * 4] = srcArray[i * 3];
		dstArray[i * 4 + 1] = srcArray[i * 3 + 1];
		dstArray[i * 4 + 2] = srcArray[i * 3 + 2];
	}
	return dstArray;
}
function getMeshoptMode(accessor, usage) {
	if (usage === dist/* WriterContext */.Jk.BufferViewUsage.ELEMENT_ARRAY_BUFFER) return accessor.listParents().some((parent) => {
		return parent instanceof dist/* Primitive */.sG && parent.getMode() === dist/* Primitive */.sG.Mode.TRIANGLES;
	}) ? "TRIANGLES" : "INDICES";
	return "ATTRIBUTES";
}
function getMeshoptFilter(accessor, doc) {
	const refs = doc.getGraph().listParentEdges(accessor).filter((edge) => !(edge.getParent() instanceof dist/* Root */.bL));
	for (const ref of refs) {
		const refName = ref.getName();
		const refKey = ref.getAttributes().key || "";
		const isDelta = ref.getParent().propertyType === dist/* PropertyType */.Ut.PRIMITIVE_TARGET;
		if (refName === "indices") return { filter: "NONE" };
		if (refName === "attributes") {
			if (refKey === "POSITION") return { filter: "NONE" };
			if (refKey === "TEXCOORD_0") return { filter: "NONE" };
			if (refKey.startsWith("JOINTS_")) return { filter: "NONE" };
			if (refKey.startsWith("WEIGHTS_")) return { filter: "NONE" };
			if (refKey === "NORMAL" || refKey === "TANGENT") return isDelta ? { filter: "NONE" } : {
				filter: "OCTAHEDRAL",
				bits: 8
			};
		}
		if (refName === "output") {
			const targetPath = getTargetPath(accessor);
			if (targetPath === "rotation") return {
				filter: "QUATERNION",
				bits: 16
			};
			if (targetPath === "translation") return {
				filter: "EXPONENTIAL",
				bits: 12
			};
			if (targetPath === "scale") return {
				filter: "EXPONENTIAL",
				bits: 12
			};
			return { filter: "NONE" };
		}
		if (refName === "input") return { filter: "NONE" };
		if (refName === "inverseBindMatrices") return { filter: "NONE" };
	}
	return { filter: "NONE" };
}
function getTargetPath(accessor) {
	for (const sampler of accessor.listParents()) {
		if (!(sampler instanceof dist/* AnimationSampler */.fW)) continue;
		for (const channel of sampler.listParents()) {
			if (!(channel instanceof dist/* AnimationChannel */.a_)) continue;
			return channel.getTargetPath();
		}
	}
	return null;
}
//#endregion
//#region src/ext-meshopt-compression/meshopt-compression.ts
const DEFAULT_ENCODER_OPTIONS$1 = { method: "quantize" };
/**
* [`EXT_meshopt_compression`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Vendor/EXT_meshopt_compression/)
* provides compression and fast decoding for geometry, morph targets, and animations.
*
* Meshopt compression (based on the [meshoptimizer](https://github.com/zeux/meshoptimizer)
* library) offers a lightweight decoder with very fast runtime decompression, and is
* appropriate for models of any size. Meshopt can reduce the transmission sizes of geometry,
* morph targets, animation, and other numeric data stored in buffer views. When textures are
* large, other complementary compression methods should be used as well.
*
* For the full benefits of meshopt compression, **apply gzip, brotli, or another lossless
* compression method** to the resulting .glb, .gltf, or .bin files. Meshopt specifically
* pre-optimizes assets for this purpose — without this secondary compression, the size
* reduction is considerably less.
*
* Be aware that decompression happens before uploading to the GPU. While Meshopt decoding is
* considerably faster than Draco decoding, neither compression method will improve runtime
* performance directly. To improve framerate, you'll need to simplify the geometry by reducing
* vertex count or draw calls — not just compress it. Finally, be aware that Meshopt compression is
* lossy: repeatedly compressing and decompressing a model in a pipeline will lose precision, so
* compression should generally be the last stage of an art workflow, and uncompressed original
* files should be kept.
*
* The meshoptimizer library ([github](https://github.com/zeux/meshoptimizer/tree/master/js),
* [npm](https://www.npmjs.com/package/meshoptimizer)) is a required dependency for reading or
* writing files, and must be provided by the application. Compression may alternatively be applied
* with the [gltfpack](https://github.com/zeux/meshoptimizer/tree/master/gltf) tool.
*
* ### Example — Read
*
* To read glTF files using Meshopt compression, ensure that the extension
* and a decoder are registered. Geometry and other data are decompressed
* while reading the file.
*
* ```typescript
* import { NodeIO } from '@gltf-transform/core';
* import { EXTMeshoptCompression } from '@gltf-transform/extensions';
* import { MeshoptDecoder } from 'meshoptimizer';
*
* await MeshoptDecoder.ready;
*
* const io = new NodeIO()
* 	.registerExtensions([EXTMeshoptCompression])
* 	.registerDependencies({ 'meshopt.decoder': MeshoptDecoder });
*
* // Read and decode.
* const document = await io.read('compressed.glb');
* ```
*
* ### Example — Write
*
* The simplest way to apply Meshopt compression is with the {@link meshopt}
* transform. The extension and an encoder must be registered.
*
* ```typescript
* import { NodeIO } from '@gltf-transform/core';
* import { EXTMeshoptCompression } from '@gltf-transform/extensions';
* import { meshopt } from '@gltf-transform/functions';
* import { MeshoptEncoder } from 'meshoptimizer';
*
* await MeshoptEncoder.ready;
*
* const io = new NodeIO()
* 	.registerExtensions([EXTMeshoptCompression])
* 	.registerDependencies({ 'meshopt.encoder': MeshoptEncoder });
*
* await document.transform(
*   meshopt({encoder: MeshoptEncoder, level: 'medium'})
* );
*
* await io.write('compressed-medium.glb', document);
* ```
*
* ### Example — Advanced
*
* Internally, the {@link meshopt} transform reorders and quantizes vertex data
* to preparate for compression. If you prefer different pre-processing, the
* EXTMeshoptCompression extension can be added to the document manually:
*
* ```typescript
* import { reorder, quantize } from '@gltf-transform/functions';
* import { EXTMeshoptCompression } from '@gltf-transform/extensions';
* import { MeshoptEncoder } from 'meshoptimizer';
*
* await document.transform(
* 	reorder({encoder: MeshoptEncoder}),
* 	quantize()
* );
*
* document.createExtension(EXTMeshoptCompression)
* 	.setRequired(true)
* 	.setEncoderOptions({ method: EXTMeshoptCompression.EncoderMethod.QUANTIZE });
* ```
*
* In either case, compression is deferred until generating output with an I/O
* class.
*/
var EXTMeshoptCompression = class extends dist/* Extension */.YY {
	extensionName = EXT_MESHOPT_COMPRESSION;
	/** @hidden */
	prereadTypes = [dist/* PropertyType */.Ut.BUFFER, dist/* PropertyType */.Ut.PRIMITIVE];
	/** @hidden */
	prewriteTypes = [dist/* PropertyType */.Ut.BUFFER, dist/* PropertyType */.Ut.ACCESSOR];
	/** @hidden */
	readDependencies = ["meshopt.decoder"];
	/** @hidden */
	writeDependencies = ["meshopt.encoder"];
	static EXTENSION_NAME = EXT_MESHOPT_COMPRESSION;
	static EncoderMethod = EncoderMethod$1;
	_decoder = null;
	_decoderFallbackBufferMap = /* @__PURE__ */ new Map();
	_encoder = null;
	_encoderOptions = DEFAULT_ENCODER_OPTIONS$1;
	_encoderFallbackBuffer = null;
	_encoderBufferViews = {};
	_encoderBufferViewData = {};
	_encoderBufferViewAccessors = {};
	/** @hidden */
	install(key, dependency) {
		if (key === "meshopt.decoder") this._decoder = dependency;
		if (key === "meshopt.encoder") this._encoder = dependency;
		return this;
	}
	/**
	* Configures Meshopt options for quality/compression tuning. The two methods rely on different
	* pre-processing before compression, and should be compared on the basis of (a) quality/loss
	* and (b) final asset size after _also_ applying a lossless compression such as gzip or brotli.
	*
	* - QUANTIZE: Default. Pre-process with {@link quantize quantize()} (lossy to specified
	* 	precision) before applying lossless Meshopt compression. Offers a considerable compression
	* 	ratio with or without further supercompression. Equivalent to `gltfpack -c`.
	* - FILTER: Pre-process with lossy filters to improve compression, before applying lossless
	*	Meshopt compression. While output may initially be larger than with the QUANTIZE method,
	*	this method will benefit more from supercompression (e.g. gzip or brotli). Equivalent to
	* 	`gltfpack -cc`.
	*
	* Output with the FILTER method will generally be smaller after supercompression (e.g. gzip or
	* brotli) is applied, but may be larger than QUANTIZE output without it. Decoding is very fast
	* with both methods.
	*
	* Example:
	*
	* ```ts
	* import { EXTMeshoptCompression } from '@gltf-transform/extensions';
	*
	* doc.createExtension(EXTMeshoptCompression)
	* 	.setRequired(true)
	* 	.setEncoderOptions({
	* 		method: EXTMeshoptCompression.EncoderMethod.QUANTIZE
	* 	});
	* ```
	*/
	setEncoderOptions(options) {
		this._encoderOptions = {
			...DEFAULT_ENCODER_OPTIONS$1,
			...options
		};
		return this;
	}
	/**********************************************************************************************
	* Decoding.
	*/
	/** @internal Checks preconditions, decodes buffer views, and creates decoded primitives. */
	preread(context, propertyType) {
		if (!this._decoder) {
			if (!this.isRequired()) return this;
			throw new Error(`[${EXT_MESHOPT_COMPRESSION}] Please install extension dependency, "meshopt.decoder".`);
		}
		if (!this._decoder.supported) {
			if (!this.isRequired()) return this;
			throw new Error(`[${EXT_MESHOPT_COMPRESSION}]: Missing WASM support.`);
		}
		if (propertyType === dist/* PropertyType */.Ut.BUFFER) this._prereadBuffers(context);
		else if (propertyType === dist/* PropertyType */.Ut.PRIMITIVE) this._prereadPrimitives(context);
		return this;
	}
	/** @internal Decode buffer views. */
	_prereadBuffers(context) {
		const jsonDoc = context.jsonDoc;
		(jsonDoc.json.bufferViews || []).forEach((viewDef, index) => {
			if (!viewDef.extensions || !viewDef.extensions["EXT_meshopt_compression"]) return;
			const meshoptDef = viewDef.extensions[EXT_MESHOPT_COMPRESSION];
			const byteOffset = meshoptDef.byteOffset || 0;
			const byteLength = meshoptDef.byteLength || 0;
			const count = meshoptDef.count;
			const stride = meshoptDef.byteStride;
			const result = new Uint8Array(count * stride);
			const bufferDef = jsonDoc.json.buffers[meshoptDef.buffer];
			const resource = bufferDef.uri ? jsonDoc.resources[bufferDef.uri] : jsonDoc.resources[dist/* GLB_BUFFER */.dB];
			const source = dist/* BufferUtils */.Ad.toView(resource, byteOffset, byteLength);
			this._decoder.decodeGltfBuffer(result, count, stride, source, meshoptDef.mode, meshoptDef.filter);
			context.bufferViews[index] = result;
		});
	}
	/**
	* Mark fallback buffers and replacements.
	*
	* Note: Alignment with primitives is arbitrary; this just needs to happen
	* after Buffers have been parsed.
	* @internal
	*/
	_prereadPrimitives(context) {
		const jsonDoc = context.jsonDoc;
		(jsonDoc.json.bufferViews || []).forEach((viewDef) => {
			if (!viewDef.extensions || !viewDef.extensions["EXT_meshopt_compression"]) return;
			const meshoptDef = viewDef.extensions[EXT_MESHOPT_COMPRESSION];
			const buffer = context.buffers[meshoptDef.buffer];
			const fallbackBuffer = context.buffers[viewDef.buffer];
			const fallbackBufferDef = jsonDoc.json.buffers[viewDef.buffer];
			if (isFallbackBuffer(fallbackBufferDef)) this._decoderFallbackBufferMap.set(fallbackBuffer, buffer);
		});
	}
	/** @hidden Removes Fallback buffers, if extension is required. */
	read(_context) {
		if (!this.isRequired()) return this;
		for (const [fallbackBuffer, buffer] of this._decoderFallbackBufferMap) {
			for (const parent of fallbackBuffer.listParents()) if (parent instanceof dist/* Accessor */.Cd) parent.swap(fallbackBuffer, buffer);
			fallbackBuffer.dispose();
		}
		return this;
	}
	/**********************************************************************************************
	* Encoding.
	*/
	/** @internal Claims accessors that can be compressed and writes compressed buffer views. */
	prewrite(context, propertyType) {
		if (propertyType === dist/* PropertyType */.Ut.ACCESSOR) this._prewriteAccessors(context);
		else if (propertyType === dist/* PropertyType */.Ut.BUFFER) this._prewriteBuffers(context);
		return this;
	}
	/** @internal Claims accessors that can be compressed. */
	_prewriteAccessors(context) {
		const json = context.jsonDoc.json;
		const encoder = this._encoder;
		const options = this._encoderOptions;
		const graph = this.document.getGraph();
		const fallbackBuffer = this.document.createBuffer();
		const fallbackBufferIndex = this.document.getRoot().listBuffers().indexOf(fallbackBuffer);
		let nextID = 1;
		const parentToID = /* @__PURE__ */ new Map();
		const getParentID = (property) => {
			for (const parent of graph.listParents(property)) {
				if (parent.propertyType === dist/* PropertyType */.Ut.ROOT) continue;
				let id = parentToID.get(property);
				if (id === void 0) parentToID.set(property, id = nextID++);
				return id;
			}
			return -1;
		};
		this._encoderFallbackBuffer = fallbackBuffer;
		this._encoderBufferViews = {};
		this._encoderBufferViewData = {};
		this._encoderBufferViewAccessors = {};
		for (const accessor of this.document.getRoot().listAccessors()) {
			if (getTargetPath(accessor) === "weights") continue;
			if (accessor.getSparse()) continue;
			const usage = context.getAccessorUsage(accessor);
			const parentID = context.accessorUsageGroupedByParent.has(usage) ? getParentID(accessor) : null;
			const mode = getMeshoptMode(accessor, usage);
			const filter = options.method === "filter" ? getMeshoptFilter(accessor, this.document) : { filter: "NONE" };
			const preparedAccessor = prepareAccessor(accessor, encoder, mode, filter);
			const { array, byteStride } = preparedAccessor;
			const buffer = accessor.getBuffer();
			if (!buffer) throw new Error(`${EXT_MESHOPT_COMPRESSION}: Missing buffer for accessor.`);
			const bufferIndex = this.document.getRoot().listBuffers().indexOf(buffer);
			const key = [
				usage,
				parentID,
				mode,
				filter.filter,
				byteStride,
				bufferIndex
			].join(":");
			let bufferView = this._encoderBufferViews[key];
			let bufferViewData = this._encoderBufferViewData[key];
			let bufferViewAccessors = this._encoderBufferViewAccessors[key];
			if (!bufferView || !bufferViewData) {
				bufferViewAccessors = this._encoderBufferViewAccessors[key] = [];
				bufferViewData = this._encoderBufferViewData[key] = [];
				bufferView = this._encoderBufferViews[key] = {
					buffer: fallbackBufferIndex,
					target: dist/* WriterContext */.Jk.USAGE_TO_TARGET[usage],
					byteOffset: 0,
					byteLength: 0,
					byteStride: usage === dist/* WriterContext */.Jk.BufferViewUsage.ARRAY_BUFFER ? byteStride : void 0,
					extensions: { [EXT_MESHOPT_COMPRESSION]: {
						buffer: bufferIndex,
						byteOffset: 0,
						byteLength: 0,
						mode,
						filter: filter.filter !== "NONE" ? filter.filter : void 0,
						byteStride,
						count: 0
					} }
				};
			}
			const accessorDef = context.createAccessorDef(accessor);
			accessorDef.componentType = preparedAccessor.componentType;
			accessorDef.normalized = preparedAccessor.normalized;
			accessorDef.byteOffset = bufferView.byteLength;
			if (accessorDef.min && preparedAccessor.min) accessorDef.min = preparedAccessor.min;
			if (accessorDef.max && preparedAccessor.max) accessorDef.max = preparedAccessor.max;
			context.accessorIndexMap.set(accessor, json.accessors.length);
			json.accessors.push(accessorDef);
			bufferViewAccessors.push(accessorDef);
			bufferViewData.push(new Uint8Array(array.buffer, array.byteOffset, array.byteLength));
			bufferView.byteLength += array.byteLength;
			bufferView.extensions.EXT_meshopt_compression.count += accessor.getCount();
		}
	}
	/** @internal Writes compressed buffer views. */
	_prewriteBuffers(context) {
		const encoder = this._encoder;
		for (const key in this._encoderBufferViews) {
			const bufferView = this._encoderBufferViews[key];
			const bufferViewData = this._encoderBufferViewData[key];
			const buffer = this.document.getRoot().listBuffers()[bufferView.extensions[EXT_MESHOPT_COMPRESSION].buffer];
			const otherBufferViews = context.otherBufferViews.get(buffer) || [];
			const { count, byteStride, mode } = bufferView.extensions[EXT_MESHOPT_COMPRESSION];
			const srcArray = dist/* BufferUtils */.Ad.concat(bufferViewData);
			const dstArray = encoder.encodeGltfBuffer(srcArray, count, byteStride, mode);
			const compressedData = dist/* BufferUtils */.Ad.pad(dstArray);
			bufferView.extensions[EXT_MESHOPT_COMPRESSION].byteLength = dstArray.byteLength;
			bufferViewData.length = 0;
			bufferViewData.push(compressedData);
			otherBufferViews.push(compressedData);
			context.otherBufferViews.set(buffer, otherBufferViews);
		}
	}
	/** @hidden Puts encoded data into glTF output. */
	write(context) {
		let fallbackBufferByteOffset = 0;
		for (const key in this._encoderBufferViews) {
			const bufferView = this._encoderBufferViews[key];
			const bufferViewData = this._encoderBufferViewData[key][0];
			const bufferViewIndex = context.otherBufferViewsIndexMap.get(bufferViewData);
			const bufferViewAccessors = this._encoderBufferViewAccessors[key];
			for (const accessorDef of bufferViewAccessors) accessorDef.bufferView = bufferViewIndex;
			const finalBufferViewDef = context.jsonDoc.json.bufferViews[bufferViewIndex];
			const compressedByteOffset = finalBufferViewDef.byteOffset || 0;
			Object.assign(finalBufferViewDef, bufferView);
			finalBufferViewDef.byteOffset = fallbackBufferByteOffset;
			const bufferViewExtensionDef = finalBufferViewDef.extensions[EXT_MESHOPT_COMPRESSION];
			bufferViewExtensionDef.byteOffset = compressedByteOffset;
			fallbackBufferByteOffset += dist/* BufferUtils */.Ad.padNumber(bufferView.byteLength);
		}
		const fallbackBuffer = this._encoderFallbackBuffer;
		const fallbackBufferIndex = context.bufferIndexMap.get(fallbackBuffer);
		const fallbackBufferDef = context.jsonDoc.json.buffers[fallbackBufferIndex];
		fallbackBufferDef.byteLength = fallbackBufferByteOffset;
		fallbackBufferDef.extensions = { [EXT_MESHOPT_COMPRESSION]: { fallback: true } };
		fallbackBuffer.dispose();
		return this;
	}
};
//#endregion
//#region src/ext-structural-metadata/metadata.ts
/******************************************************************************
* Extension Properties.
*/
/**
* Stores top-level metadata. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var StructuralMetadata = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "StructuralMetadata";
		this.parentTypes = [dist/* PropertyType */.Ut.ROOT];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			schema: null,
			schemaUri: "",
			propertyTables: new property_graph_dist/* RefList */._r(),
			propertyTextures: new property_graph_dist/* RefList */._r(),
			propertyAttributes: new property_graph_dist/* RefList */._r()
		});
	}
	getSchema() {
		return this.getRef("schema");
	}
	setSchema(schema) {
		return this.setRef("schema", schema);
	}
	getSchemaUri() {
		return this.get("schemaUri");
	}
	setSchemaUri(schemaUri) {
		return this.set("schemaUri", schemaUri);
	}
	listPropertyTables() {
		return this.listRefs("propertyTables");
	}
	addPropertyTable(propertyTable) {
		return this.addRef("propertyTables", propertyTable);
	}
	removePropertyTable(propertyTable) {
		return this.removeRef("propertyTables", propertyTable);
	}
	listPropertyTextures() {
		return this.listRefs("propertyTextures");
	}
	addPropertyTexture(propertyTexture) {
		return this.addRef("propertyTextures", propertyTexture);
	}
	removePropertyTexture(propertyTexture) {
		return this.removeRef("propertyTextures", propertyTexture);
	}
	listPropertyAttributes() {
		return this.listRefs("propertyAttributes");
	}
	addPropertyAttribute(propertyAttribute) {
		return this.addRef("propertyAttributes", propertyAttribute);
	}
	removePropertyAttribute(propertyAttribute) {
		return this.removeRef("propertyAttributes", propertyAttribute);
	}
};
/**
* Defines a chema within {@link StructuralMetadata}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var Schema = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "Schema";
		this.parentTypes = ["StructuralMetadata"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			description: "",
			version: "",
			classes: new property_graph_dist/* RefMap */.kF(),
			enums: new property_graph_dist/* RefMap */.kF()
		});
	}
	getId() {
		return this.get("id");
	}
	setId(name) {
		return this.set("id", name);
	}
	getDescription() {
		return this.get("description");
	}
	setDescription(description) {
		return this.set("description", description);
	}
	getVersion() {
		return this.get("version");
	}
	setVersion(version) {
		return this.set("version", version);
	}
	setClass(key, value) {
		return this.setRefMap("classes", key, value);
	}
	getClass(key) {
		return this.getRefMap("classes", key);
	}
	listClassKeys() {
		return this.listRefMapKeys("classes");
	}
	listClassValues() {
		return this.listRefMapValues("classes");
	}
	setEnum(key, value) {
		return this.setRefMap("enums", key, value);
	}
	getEnum(key) {
		return this.getRefMap("enums", key);
	}
	listEnumKeys() {
		return this.listRefMapKeys("enums");
	}
	listEnumValues() {
		return this.listRefMapValues("enums");
	}
};
/**
* Defines a metadata class within a {@link Schema}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var Class = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "Class";
		this.parentTypes = ["Schema"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			description: "",
			properties: new property_graph_dist/* RefMap */.kF()
		});
	}
	getDescription() {
		return this.get("description");
	}
	setDescription(description) {
		return this.set("description", description);
	}
	setProperty(key, value) {
		return this.setRefMap("properties", key, value);
	}
	getProperty(key) {
		return this.getRefMap("properties", key);
	}
	listPropertyKeys() {
		return this.listRefMapKeys("properties");
	}
	listPropertyValues() {
		return this.listRefMapValues("properties");
	}
};
/**
* Defines a metadata property within a metadata {@link Class}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var ClassProperty = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "ClassProperty";
		this.parentTypes = ["Class"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			description: "",
			componentType: null,
			enumType: null,
			array: null,
			count: null,
			normalized: null,
			offset: null,
			scale: null,
			max: null,
			min: null,
			required: null,
			noData: null,
			default: null
		});
	}
	getDescription() {
		return this.get("description");
	}
	setDescription(description) {
		return this.set("description", description);
	}
	getType() {
		return this.get("type");
	}
	setType(type) {
		return this.set("type", type);
	}
	getComponentType() {
		return this.get("componentType");
	}
	setComponentType(componentType) {
		return this.set("componentType", componentType);
	}
	getEnumType() {
		return this.get("enumType");
	}
	setEnumType(enumType) {
		return this.set("enumType", enumType);
	}
	getArray() {
		return this.get("array");
	}
	setArray(array) {
		return this.set("array", array);
	}
	getCount() {
		return this.get("count");
	}
	setCount(count) {
		return this.set("count", count);
	}
	getNormalized() {
		return this.get("normalized");
	}
	setNormalized(normalized) {
		return this.set("normalized", normalized);
	}
	getOffset() {
		return this.get("offset");
	}
	setOffset(offset) {
		return this.set("offset", offset);
	}
	getScale() {
		return this.get("scale");
	}
	setScale(scale) {
		return this.set("scale", scale);
	}
	getMax() {
		return this.get("max");
	}
	setMax(max) {
		return this.set("max", max);
	}
	getMin() {
		return this.get("min");
	}
	setMin(min) {
		return this.set("min", min);
	}
	getRequired() {
		return this.get("required");
	}
	setRequired(required) {
		return this.set("required", required);
	}
	getNoData() {
		return this.get("noData");
	}
	setNoData(noData) {
		return this.set("noData", noData);
	}
	getDefault() {
		return this.get("default");
	}
	setDefault(defaultValue) {
		return this.set("default", defaultValue);
	}
};
/**
* Defines an enum, as a set of {@link EnumValue EnumValues}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var Enum = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "Enum";
		this.parentTypes = ["Schema"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			description: "",
			valueType: "UINT16",
			values: new property_graph_dist/* RefList */._r()
		});
	}
	getDescription() {
		return this.get("description");
	}
	setDescription(description) {
		return this.set("description", description);
	}
	getValueType() {
		return this.get("valueType");
	}
	setValueType(valueType) {
		return this.set("valueType", valueType);
	}
	listValues() {
		return this.listRefs("values");
	}
	addEnumValue(enumValue) {
		return this.addRef("values", enumValue);
	}
	removeEnumValue(enumValue) {
		return this.removeRef("values", enumValue);
	}
};
/**
* Defines a value of an {@link Enum}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var EnumValue = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "EnumValue";
		this.parentTypes = ["Enum"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { description: null });
	}
	getDescription() {
		return this.get("description");
	}
	setDescription(description) {
		return this.set("description", description);
	}
	getValue() {
		return this.get("value");
	}
	setValue(value) {
		return this.set("value", value);
	}
};
/**
* Defines a property table within a {@link StructuralMetadata}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyTable = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyTable";
		this.parentTypes = ["StructuralMetadata"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { properties: new property_graph_dist/* RefMap */.kF() });
	}
	getClass() {
		return this.get("class");
	}
	setClass(className) {
		return this.set("class", className);
	}
	getCount() {
		return this.get("count");
	}
	setCount(count) {
		return this.set("count", count);
	}
	setProperty(key, value) {
		return this.setRefMap("properties", key, value);
	}
	getProperty(key) {
		return this.getRefMap("properties", key);
	}
	listPropertyKeys() {
		return this.listRefMapKeys("properties");
	}
	listPropertyValues() {
		return this.listRefMapValues("properties");
	}
};
/**
* Defines a property within a {@link PropertyTable}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyTableProperty = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyTableProperty";
		this.parentTypes = ["PropertyTable"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			arrayOffsets: null,
			stringOffsets: null,
			arrayOffsetType: null,
			stringOffsetType: null,
			offset: null,
			scale: null,
			max: null,
			min: null
		});
	}
	getValues() {
		return this.get("values");
	}
	setValues(values) {
		return this.set("values", values);
	}
	getArrayOffsets() {
		return this.get("arrayOffsets");
	}
	setArrayOffsets(arrayOffsets) {
		return this.set("arrayOffsets", arrayOffsets);
	}
	getStringOffsets() {
		return this.get("stringOffsets");
	}
	setStringOffsets(stringOffsets) {
		return this.set("stringOffsets", stringOffsets);
	}
	getArrayOffsetType() {
		return this.get("arrayOffsetType");
	}
	setArrayOffsetType(arrayOffsetType) {
		return this.set("arrayOffsetType", arrayOffsetType);
	}
	getStringOffsetType() {
		return this.get("stringOffsetType");
	}
	setStringOffsetType(stringOffsetType) {
		return this.set("stringOffsetType", stringOffsetType);
	}
	getOffset() {
		return this.get("offset");
	}
	setOffset(offset) {
		return this.set("offset", offset);
	}
	getScale() {
		return this.get("scale");
	}
	setScale(scale) {
		return this.set("scale", scale);
	}
	getMax() {
		return this.get("max");
	}
	setMax(max) {
		return this.set("max", max);
	}
	getMin() {
		return this.get("min");
	}
	setMin(min) {
		return this.set("min", min);
	}
};
/**
* Defines a property {@link Texture} within a {@link StructuralMetadata}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyTexture = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyTexture";
		this.parentTypes = ["StructuralMetadata"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { properties: new property_graph_dist/* RefMap */.kF() });
	}
	getClass() {
		return this.get("class");
	}
	setClass(_class) {
		return this.set("class", _class);
	}
	setProperty(key, value) {
		return this.setRefMap("properties", key, value);
	}
	getProperty(key) {
		return this.getRefMap("properties", key);
	}
	listPropertyKeys() {
		return this.listRefMapKeys("properties");
	}
	listPropertyValues() {
		return this.listRefMapValues("properties");
	}
};
/**
* Defines a property of a {@link PropertyTexture}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyTextureProperty = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyTextureProperty";
		this.parentTypes = ["PropertyTexture"];
	}
	getDefaults() {
		const defaultTextureInfo = new dist/* TextureInfo */.a8(this.graph, "textureInfo");
		defaultTextureInfo.setMinFilter(dist/* TextureInfo */.a8.MagFilter.NEAREST);
		defaultTextureInfo.setMagFilter(dist/* TextureInfo */.a8.MagFilter.NEAREST);
		return Object.assign(super.getDefaults(), {
			channels: [0],
			texture: null,
			textureInfo: defaultTextureInfo,
			offset: null,
			scale: null,
			max: null,
			min: null
		});
	}
	getChannels() {
		return this.get("channels");
	}
	setChannels(channels) {
		return this.set("channels", channels);
	}
	getTexture() {
		return this.getRef("texture");
	}
	setTexture(texture) {
		return this.setRef("texture", texture);
	}
	getTextureInfo() {
		return this.getRef("texture") ? this.getRef("textureInfo") : null;
	}
	getOffset() {
		return this.get("offset");
	}
	setOffset(offset) {
		return this.set("offset", offset);
	}
	getScale() {
		return this.get("scale");
	}
	setScale(scale) {
		return this.set("scale", scale);
	}
	getMax() {
		return this.get("max");
	}
	setMax(max) {
		return this.set("max", max);
	}
	getMin() {
		return this.get("min");
	}
	setMin(min) {
		return this.set("min", min);
	}
};
/**
* Defines a property attribute. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyAttribute = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyAttribute";
		this.parentTypes = ["StructuralMetadata"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { properties: new property_graph_dist/* RefMap */.kF() });
	}
	getClass() {
		return this.get("class");
	}
	setClass(_class) {
		return this.set("class", _class);
	}
	setProperty(key, value) {
		return this.setRefMap("properties", key, value);
	}
	getProperty(key) {
		return this.getRefMap("properties", key);
	}
	listPropertyKeys() {
		return this.listRefMapKeys("properties");
	}
	listPropertyValues() {
		return this.listRefMapValues("properties");
	}
};
/**
* Defines a property within a {@link PropertyAttribute}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var PropertyAttributeProperty = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "PropertyAttributeProperty";
		this.parentTypes = ["PropertyAttribute"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			offset: null,
			scale: null,
			max: null,
			min: null
		});
	}
	getAttribute() {
		return this.get("attribute");
	}
	setAttribute(attribute) {
		return this.set("attribute", attribute);
	}
	getOffset() {
		return this.get("offset");
	}
	setOffset(offset) {
		return this.set("offset", offset);
	}
	getScale() {
		return this.get("scale");
	}
	setScale(scale) {
		return this.set("scale", scale);
	}
	getMax() {
		return this.get("max");
	}
	setMax(max) {
		return this.set("max", max);
	}
	getMin() {
		return this.get("min");
	}
	setMin(min) {
		return this.set("min", min);
	}
};
/**
* Defines structural metadata associated with a {@link Node}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var NodeStructuralMetadata = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "NodeStructuralMetadata";
		this.parentTypes = [dist/* PropertyType */.Ut.NODE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			class: "",
			properties: {}
		});
	}
	getClass() {
		return this.get("class");
	}
	setClass(className) {
		return this.set("class", className);
	}
	getProperties() {
		return this.get("properties");
	}
	setProperties(properties) {
		return this.set("properties", properties);
	}
};
/**
* Defines structural metadata associated with a {@link Primitive}. See {@link EXTStructuralMetadata}.
*
* @experimental
*/
var MeshPrimitiveStructuralMetadata = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	init() {
		this.extensionName = EXT_STRUCTURAL_METADATA;
		this.propertyType = "MeshPrimitiveStructuralMetadata";
		this.parentTypes = [dist/* PropertyType */.Ut.PRIMITIVE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			propertyTextures: new property_graph_dist/* RefList */._r(),
			propertyAttributes: new property_graph_dist/* RefList */._r()
		});
	}
	listPropertyTextures() {
		return this.listRefs("propertyTextures");
	}
	addPropertyTexture(propertyTexture) {
		return this.addRef("propertyTextures", propertyTexture);
	}
	removePropertyTexture(propertyTexture) {
		return this.removeRef("propertyTextures", propertyTexture);
	}
	listPropertyAttributes() {
		return this.listRefs("propertyAttributes");
	}
	addPropertyAttribute(propertyAttribute) {
		return this.addRef("propertyAttributes", propertyAttribute);
	}
	removePropertyAttribute(propertyAttribute) {
		return this.removeRef("propertyAttributes", propertyAttribute);
	}
};
//#endregion
//#region src/ext-structural-metadata/structural-metadata.ts
/******************************************************************************
* Implementation.
*/
/**
* [`EXT_structural_metadata`](https://github.com/CesiumGS/glTF/tree/proposal-EXT_structural_metadata/extensions/2.0/Vendor/EXT_structural_metadata/)
* defines a means of storing structured metadata within a glTF 2.0 asset.
*
* @experimental
*/
var EXTStructuralMetadata = class extends dist/* Extension */.YY {
	extensionName = EXT_STRUCTURAL_METADATA;
	static EXTENSION_NAME = EXT_STRUCTURAL_METADATA;
	/**
	* Must preparate buffer data, because property tables directly
	* reference buffer views, not accessors.
	*
	* @hidden
	*/
	prewriteTypes = [dist/* PropertyType */.Ut.BUFFER];
	/**
	* Must read EXT_structural_metadata before EXT_mesh_features.
	*
	* @hidden
	*/
	prereadTypes = [dist/* PropertyType */.Ut.SCENE];
	createStructuralMetadata() {
		return new StructuralMetadata(this.document.getGraph());
	}
	createSchema() {
		return new Schema(this.document.getGraph());
	}
	createClass() {
		return new Class(this.document.getGraph());
	}
	createClassProperty() {
		return new ClassProperty(this.document.getGraph());
	}
	createEnum() {
		return new Enum(this.document.getGraph());
	}
	createEnumValue() {
		return new EnumValue(this.document.getGraph());
	}
	createPropertyTable() {
		return new PropertyTable(this.document.getGraph());
	}
	createPropertyTableProperty() {
		return new PropertyTableProperty(this.document.getGraph());
	}
	createPropertyTexture() {
		return new PropertyTexture(this.document.getGraph());
	}
	createPropertyTextureProperty() {
		return new PropertyTextureProperty(this.document.getGraph());
	}
	createPropertyAttribute() {
		return new PropertyAttribute(this.document.getGraph());
	}
	createPropertyAttributeProperty() {
		return new PropertyAttributeProperty(this.document.getGraph());
	}
	createNodeStructuralMetadata() {
		return new NodeStructuralMetadata(this.document.getGraph());
	}
	createMeshPrimitiveStructuralMetadata() {
		return new MeshPrimitiveStructuralMetadata(this.document.getGraph());
	}
	read(_context) {
		return this;
	}
	preread(context) {
		const root = this.document.getRoot();
		const { json } = context.jsonDoc;
		const structuralMetadataDef = json.extensions[EXT_STRUCTURAL_METADATA];
		const structuralMetadata = _readStructuralMetadata(this, context, structuralMetadataDef);
		root.setExtension(EXT_STRUCTURAL_METADATA, structuralMetadata);
		(json.meshes || []).forEach((meshDef, meshIndex) => {
			const primitives = context.meshes[meshIndex].listPrimitives();
			(meshDef.primitives || []).forEach((primDef, primIndex) => {
				const prim = primitives[primIndex];
				this._readPrimitive(structuralMetadata, prim, primDef);
			});
		});
		(json.nodes || []).forEach((nodeDef, nodeIndex) => {
			this._readNode(context.nodes[nodeIndex], nodeDef);
		});
		return this;
	}
	/** @hidden */
	_readPrimitive(structuralMetadata, prim, primDef) {
		if (!primDef.extensions || !primDef.extensions["EXT_structural_metadata"]) return;
		const meshPrimitiveStructuralMetadata = this.createMeshPrimitiveStructuralMetadata();
		const meshPrimitiveStructuralMetadataDef = primDef.extensions[EXT_STRUCTURAL_METADATA];
		const propertyTextures = structuralMetadata.listPropertyTextures();
		const propertyTextureIndexDefs = meshPrimitiveStructuralMetadataDef.propertyTextures || [];
		for (const propertyTextureIndexDef of propertyTextureIndexDefs) {
			const propertyTexture = propertyTextures[propertyTextureIndexDef];
			meshPrimitiveStructuralMetadata.addPropertyTexture(propertyTexture);
		}
		const propertyAttributes = structuralMetadata.listPropertyAttributes();
		const propertyAttributeIndexDefs = meshPrimitiveStructuralMetadataDef.propertyAttributes || [];
		for (const propertyAttributeIndexDef of propertyAttributeIndexDefs) {
			const propertyAttribute = propertyAttributes[propertyAttributeIndexDef];
			meshPrimitiveStructuralMetadata.addPropertyAttribute(propertyAttribute);
		}
		prim.setExtension(EXT_STRUCTURAL_METADATA, meshPrimitiveStructuralMetadata);
	}
	/** @hidden */
	_readNode(node, nodeDef) {
		if (!nodeDef.extensions || !nodeDef.extensions["EXT_structural_metadata"]) return;
		const nodeStructuralMetadataDef = nodeDef.extensions[EXT_STRUCTURAL_METADATA];
		const nodeStructuralMetadata = this.createNodeStructuralMetadata().setClass(nodeStructuralMetadataDef.class).setProperties(nodeStructuralMetadataDef.properties);
		node.setExtension(EXT_STRUCTURAL_METADATA, nodeStructuralMetadata);
	}
	write(context) {
		const root = this.document.getRoot();
		const structuralMetadata = root.getExtension(EXT_STRUCTURAL_METADATA);
		if (!structuralMetadata) return this;
		const gltfDef = context.jsonDoc.json;
		const structuralMetadataDef = _writeStructuralMetadataDef(context, structuralMetadata);
		gltfDef.extensions = gltfDef.extensions || {};
		gltfDef.extensions[EXT_STRUCTURAL_METADATA] = structuralMetadataDef;
		const meshes = root.listMeshes();
		const meshDefs = gltfDef.meshes;
		if (meshDefs) for (const mesh of meshes) {
			const meshDef = meshDefs[context.meshIndexMap.get(mesh)];
			mesh.listPrimitives().forEach((prim, primIndex) => {
				const primDef = meshDef.primitives[primIndex];
				this._writePrimitive(structuralMetadata, prim, primDef);
			});
		}
		const nodes = root.listNodes();
		const nodeDefs = gltfDef.nodes;
		if (nodeDefs) for (const node of nodes) {
			const nodeIndex = context.nodeIndexMap.get(node);
			this._writeNode(node, nodeDefs[nodeIndex]);
		}
		return this;
	}
	/** @hidden */
	_writePrimitive(structuralMetadata, prim, primDef) {
		const meshPrimitiveStructuralMetadata = prim.getExtension(EXT_STRUCTURAL_METADATA);
		if (!meshPrimitiveStructuralMetadata) return;
		const globalPropertyTextures = structuralMetadata.listPropertyTextures();
		const globalPropertyAttributes = structuralMetadata.listPropertyAttributes();
		let propertyTextureDefs;
		let propertyAttributeDefs;
		const propertyTextures = meshPrimitiveStructuralMetadata.listPropertyTextures();
		if (propertyTextures.length > 0) {
			propertyTextureDefs = [];
			for (const propertyTexture of propertyTextures) {
				const index = globalPropertyTextures.indexOf(propertyTexture);
				if (index >= 0) propertyTextureDefs.push(index);
				else throw new Error(`${EXT_STRUCTURAL_METADATA}: Invalid property texture in mesh primitive`);
			}
		}
		const propertyAttributes = meshPrimitiveStructuralMetadata.listPropertyAttributes();
		if (propertyAttributes.length > 0) {
			propertyAttributeDefs = [];
			for (const propertyAttribute of propertyAttributes) {
				const index = globalPropertyAttributes.indexOf(propertyAttribute);
				if (index >= 0) propertyAttributeDefs.push(index);
				else throw new Error(`${EXT_STRUCTURAL_METADATA}: Invalid property attribute in mesh primitive`);
			}
		}
		const meshPrimitiveStructuralMetadataDef = {
			propertyTextures: propertyTextureDefs,
			propertyAttributes: propertyAttributeDefs
		};
		primDef.extensions = primDef.extensions || {};
		primDef.extensions[EXT_STRUCTURAL_METADATA] = meshPrimitiveStructuralMetadataDef;
	}
	/** @hidden */
	_writeNode(node, nodeDef) {
		const nodeStructuralMetadata = node.getExtension("EXT_structural_metadata");
		if (!nodeStructuralMetadata) return;
		nodeDef.extensions = nodeDef.extensions || {};
		nodeDef.extensions[EXT_STRUCTURAL_METADATA] = {
			class: nodeStructuralMetadata.getClass(),
			properties: nodeStructuralMetadata.getProperties()
		};
	}
	prewrite(context, propertyType) {
		if (propertyType === dist/* PropertyType */.Ut.BUFFER) this._prewriteBuffers(context);
		return this;
	}
	/**
	* Collects all buffer views that are referred to by the property tables, and
	* store them as "otherBufferViews" of the writer context (for the main
	* buffer), to make sure that they are part of the buffer when it is
	* eventually written in Writer.ts.
	*
	* @hidden
	*/
	_prewriteBuffers(context) {
		const document = this.document;
		const structuralMetadata = document.getRoot().getExtension(EXT_STRUCTURAL_METADATA);
		context.jsonDoc.json.bufferViews ||= [];
		for (const propertyTable of structuralMetadata.listPropertyTables()) for (const propertyValue of propertyTable.listPropertyValues()) {
			const otherBufferViews = getOrCreateOtherBufferViews(document, context);
			otherBufferViews.push(propertyValue.getValues());
			const arrayOffsets = propertyValue.getArrayOffsets();
			if (arrayOffsets) otherBufferViews.push(arrayOffsets);
			const stringOffsets = propertyValue.getStringOffsets();
			if (stringOffsets) otherBufferViews.push(stringOffsets);
		}
	}
};
/******************************************************************************
* Deserialization.
*/
function _readStructuralMetadata(ext, context, structuralMetadataDef) {
	const structuralMetadata = ext.createStructuralMetadata();
	if (structuralMetadataDef.schema !== void 0) {
		const schema = _readSchema(ext, structuralMetadataDef.schema);
		structuralMetadata.setSchema(schema);
	} else if (structuralMetadataDef.schemaUri) {
		const schemaUri = structuralMetadataDef.schemaUri;
		structuralMetadata.setSchemaUri(schemaUri);
	}
	const propertyTextureDefs = structuralMetadataDef.propertyTextures || [];
	for (const propertyTextureDef of propertyTextureDefs) {
		const propertyTexture = _readPropertyTexture(ext, context, propertyTextureDef);
		structuralMetadata.addPropertyTexture(propertyTexture);
	}
	const propertyTableDefs = structuralMetadataDef.propertyTables || [];
	for (const propertyTableDef of propertyTableDefs) {
		const propertyTable = _readPropertyTable(ext, context, propertyTableDef);
		structuralMetadata.addPropertyTable(propertyTable);
	}
	const propertyAttributeDefs = structuralMetadataDef.propertyAttributes || [];
	for (const propertyAttributeDef of propertyAttributeDefs) {
		const propertyAttribute = _readPropertyAttribute(ext, propertyAttributeDef);
		structuralMetadata.addPropertyAttribute(propertyAttribute);
	}
	return structuralMetadata;
}
function _readSchema(ext, schemaDef) {
	const schema = ext.createSchema().setId(schemaDef.id);
	if (schemaDef.name !== void 0) schema.setName(schemaDef.name);
	if (schemaDef.description !== void 0) schema.setDescription(schemaDef.description);
	if (schemaDef.version !== void 0) schema.setVersion(schemaDef.version);
	const classes = schemaDef.classes || {};
	for (const classKey of Object.keys(classes)) {
		const classDef = classes[classKey];
		schema.setClass(classKey, _readClass(ext, classDef));
	}
	const enums = schemaDef.enums || {};
	for (const enumKey of Object.keys(enums)) schema.setEnum(enumKey, _readEnum(ext, enums[enumKey]));
	return schema;
}
function _readClass(ext, classDef) {
	const classObject = ext.createClass();
	if (classDef.name !== void 0) classObject.setName(classDef.name);
	if (classDef.description !== void 0) classObject.setDescription(classDef.description);
	const properties = classDef.properties || {};
	for (const classPropertyKey of Object.keys(properties)) {
		const classProperty = _readClassProperty(ext, properties[classPropertyKey]);
		classObject.setProperty(classPropertyKey, classProperty);
	}
	return classObject;
}
function _readClassProperty(ext, classPropertyDef) {
	const classProperty = ext.createClassProperty().setType(classPropertyDef.type);
	if (classPropertyDef.name !== void 0) classProperty.setName(classPropertyDef.name);
	if (classPropertyDef.description !== void 0) classProperty.setDescription(classPropertyDef.description);
	if (classPropertyDef.componentType !== void 0) classProperty.setComponentType(classPropertyDef.componentType);
	if (classPropertyDef.enumType !== void 0) classProperty.setEnumType(classPropertyDef.enumType);
	if (classPropertyDef.array !== void 0) classProperty.setArray(classPropertyDef.array);
	if (classPropertyDef.count !== void 0) classProperty.setCount(classPropertyDef.count);
	if (classPropertyDef.normalized !== void 0) classProperty.setNormalized(classPropertyDef.normalized);
	if (classPropertyDef.offset !== void 0) classProperty.setOffset(classPropertyDef.offset);
	if (classPropertyDef.scale !== void 0) classProperty.setScale(classPropertyDef.scale);
	if (classPropertyDef.max !== void 0) classProperty.setMax(classPropertyDef.max);
	if (classPropertyDef.min !== void 0) classProperty.setMin(classPropertyDef.min);
	if (classPropertyDef.required !== void 0) classProperty.setRequired(classPropertyDef.required);
	if (classPropertyDef.noData !== void 0) classProperty.setNoData(classPropertyDef.noData);
	if (classPropertyDef.default !== void 0) classProperty.setDefault(classPropertyDef.default);
	return classProperty;
}
function _readEnum(ext, enumDef) {
	const enumObject = ext.createEnum();
	if (enumDef.name !== void 0) enumObject.setName(enumDef.name);
	if (enumDef.description !== void 0) enumObject.setDescription(enumDef.description);
	if (enumDef.valueType !== void 0) enumObject.setValueType(enumDef.valueType);
	const valueDefs = enumDef.values || {};
	for (const valueDef of valueDefs) enumObject.addEnumValue(_readEnumValue(ext, valueDef));
	return enumObject;
}
function _readEnumValue(ext, enumValueDef) {
	const enumValue = ext.createEnumValue();
	if (enumValueDef.name !== void 0) enumValue.setName(enumValueDef.name);
	if (enumValueDef.description !== void 0) enumValue.setDescription(enumValueDef.description);
	if (enumValueDef.value !== void 0) enumValue.setValue(enumValueDef.value);
	return enumValue;
}
function _readPropertyTexture(ext, context, propertyTextureDef) {
	const propertyTexture = ext.createPropertyTexture();
	propertyTexture.setClass(propertyTextureDef.class);
	if (propertyTextureDef.name !== void 0) propertyTexture.setName(propertyTextureDef.name);
	const properties = propertyTextureDef.properties || {};
	for (const propertyKey of Object.keys(properties)) {
		const propertyTextureProperty = _readPropertyTextureProperty(ext, context, properties[propertyKey]);
		propertyTexture.setProperty(propertyKey, propertyTextureProperty);
	}
	return propertyTexture;
}
function _readPropertyTextureProperty(ext, context, propertyTexturePropertyDef) {
	const propertyTextureProperty = ext.createPropertyTextureProperty();
	const textureDefs = context.jsonDoc.json.textures || [];
	if (propertyTexturePropertyDef.channels) propertyTextureProperty.setChannels(propertyTexturePropertyDef.channels);
	const source = textureDefs[propertyTexturePropertyDef.index].source;
	if (source !== void 0) {
		const texture = context.textures[source];
		propertyTextureProperty.setTexture(texture);
		const textureInfo = propertyTextureProperty.getTextureInfo();
		if (textureInfo) context.setTextureInfo(textureInfo, propertyTexturePropertyDef);
	}
	if (propertyTexturePropertyDef.offset !== void 0) propertyTextureProperty.setOffset(propertyTexturePropertyDef.offset);
	if (propertyTexturePropertyDef.scale !== void 0) propertyTextureProperty.setScale(propertyTexturePropertyDef.scale);
	if (propertyTexturePropertyDef.max !== void 0) propertyTextureProperty.setMax(propertyTexturePropertyDef.max);
	if (propertyTexturePropertyDef.min !== void 0) propertyTextureProperty.setMin(propertyTexturePropertyDef.min);
	return propertyTextureProperty;
}
function _readPropertyTable(ext, context, propertyTableDef) {
	const propertyTable = ext.createPropertyTable().setClass(propertyTableDef.class).setCount(propertyTableDef.count);
	if (propertyTableDef.name !== void 0) propertyTable.setName(propertyTableDef.name);
	const properties = propertyTableDef.properties || {};
	for (const propertyKey of Object.keys(properties)) {
		const propertyTableProperty = _readPropertyTableProperty(ext, context, properties[propertyKey]);
		propertyTable.setProperty(propertyKey, propertyTableProperty);
	}
	return propertyTable;
}
function _readPropertyTableProperty(ext, context, propertyTablePropertyDef) {
	const propertyTableProperty = ext.createPropertyTableProperty();
	const values = getBufferViewData(context, propertyTablePropertyDef.values);
	propertyTableProperty.setValues(values);
	if (propertyTablePropertyDef.arrayOffsets !== void 0) {
		const arrayOffsetsData = getBufferViewData(context, propertyTablePropertyDef.arrayOffsets);
		propertyTableProperty.setArrayOffsets(arrayOffsetsData);
	}
	if (propertyTablePropertyDef.stringOffsets !== void 0) {
		const stringOffsetsData = getBufferViewData(context, propertyTablePropertyDef.stringOffsets);
		propertyTableProperty.setStringOffsets(stringOffsetsData);
	}
	if (propertyTablePropertyDef.arrayOffsetType !== void 0) propertyTableProperty.setArrayOffsetType(propertyTablePropertyDef.arrayOffsetType);
	if (propertyTablePropertyDef.stringOffsetType !== void 0) propertyTableProperty.setStringOffsetType(propertyTablePropertyDef.stringOffsetType);
	if (propertyTablePropertyDef.offset !== void 0) propertyTableProperty.setOffset(propertyTablePropertyDef.offset);
	if (propertyTablePropertyDef.scale !== void 0) propertyTableProperty.setScale(propertyTablePropertyDef.scale);
	if (propertyTablePropertyDef.max !== void 0) propertyTableProperty.setMax(propertyTablePropertyDef.max);
	if (propertyTablePropertyDef.min !== void 0) propertyTableProperty.setMin(propertyTablePropertyDef.min);
	return propertyTableProperty;
}
function _readPropertyAttribute(ext, propertyAttributeDef) {
	const propertyAttribute = ext.createPropertyAttribute();
	propertyAttribute.setClass(propertyAttributeDef.class);
	if (propertyAttributeDef.name !== void 0) propertyAttribute.setName(propertyAttributeDef.name);
	const properties = propertyAttributeDef.properties || {};
	for (const propertyKey of Object.keys(properties)) {
		const propertyAttributeProperty = _readPropertyAttributeProperty(ext, properties[propertyKey]);
		propertyAttribute.setProperty(propertyKey, propertyAttributeProperty);
	}
	return propertyAttribute;
}
function _readPropertyAttributeProperty(ext, propertyAttributePropertyDef) {
	const propertyAttributeProperty = ext.createPropertyAttributeProperty();
	propertyAttributeProperty.setAttribute(propertyAttributePropertyDef.attribute);
	if (propertyAttributePropertyDef.offset !== void 0) propertyAttributeProperty.setOffset(propertyAttributePropertyDef.offset);
	if (propertyAttributePropertyDef.scale !== void 0) propertyAttributeProperty.setScale(propertyAttributePropertyDef.scale);
	if (propertyAttributePropertyDef.max !== void 0) propertyAttributeProperty.setMax(propertyAttributePropertyDef.max);
	if (propertyAttributePropertyDef.min !== void 0) propertyAttributeProperty.setMin(propertyAttributePropertyDef.min);
	return propertyAttributeProperty;
}
/******************************************************************************
* Serialization.
*/
function _writeStructuralMetadataDef(context, structuralMetadata) {
	const structuralMetadataDef = {};
	const schema = structuralMetadata.getSchema();
	if (schema) structuralMetadataDef.schema = _writeSchemaDef(schema);
	const schemaUri = structuralMetadata.getSchemaUri();
	if (schemaUri) structuralMetadataDef.schemaUri = schemaUri;
	const propertyTables = structuralMetadata.listPropertyTables();
	if (propertyTables.length > 0) {
		const propertyTableDefs = [];
		for (const propertyTable of propertyTables) {
			const propertyTableDef = _writePropertyTableDef(context, propertyTable);
			propertyTableDefs.push(propertyTableDef);
		}
		structuralMetadataDef.propertyTables = propertyTableDefs;
	}
	const propertyTextures = structuralMetadata.listPropertyTextures();
	if (propertyTextures.length > 0) {
		const propertyTextureDefs = [];
		for (const propertyTexture of propertyTextures) {
			const propertyTextureDef = _writePropertyTextureDef(context, propertyTexture);
			propertyTextureDefs.push(propertyTextureDef);
		}
		structuralMetadataDef.propertyTextures = propertyTextureDefs;
	}
	const propertyAttributes = structuralMetadata.listPropertyAttributes();
	if (propertyAttributes.length > 0) {
		const propertyAttributeDefs = [];
		for (const propertyAttribute of propertyAttributes) {
			const propertyAttributeDef = _writePropertyAttributeDef(propertyAttribute);
			propertyAttributeDefs.push(propertyAttributeDef);
		}
		structuralMetadataDef.propertyAttributes = propertyAttributeDefs;
	}
	return structuralMetadataDef;
}
function _writeSchemaDef(schema) {
	const schemaDef = { id: schema.getId() };
	const classKeys = schema.listClassKeys();
	if (classKeys.length > 0) {
		schemaDef.classes = {};
		for (const classKey of classKeys) {
			const classDef = _writeClassDef(schema.getClass(classKey));
			schemaDef.classes[classKey] = classDef;
		}
	}
	const enumKeys = schema.listEnumKeys();
	if (enumKeys.length > 0) {
		schemaDef.enums = {};
		for (const enumKey of enumKeys) {
			const enumDef = _writeEnumDef(schema.getEnum(enumKey));
			schemaDef.enums[enumKey] = enumDef;
		}
	}
	if (schema.getName()) schemaDef.name = schema.getName();
	if (schema.getDescription()) schemaDef.description = schema.getDescription();
	if (schema.getVersion()) schemaDef.version = schema.getVersion();
	return schemaDef;
}
function _writeClassDef(classObject) {
	const classDef = {};
	const propertyKeys = classObject.listPropertyKeys();
	if (propertyKeys.length > 0) {
		classDef.properties = {};
		for (const propertyKey of propertyKeys) {
			const propertyObject = classObject.getProperty(propertyKey);
			classDef.properties[propertyKey] = _writeClassPropertyDef(propertyObject);
		}
	}
	if (classObject.getName()) classDef.name = classObject.getName();
	if (classObject.getDescription()) classDef.description = classObject.getDescription();
	return classDef;
}
function _writeClassPropertyDef(classProperty) {
	const classPropertyDef = { type: classProperty.getType() };
	if (classProperty.getArray()) classPropertyDef.array = classProperty.getArray();
	if (classProperty.getNormalized()) classPropertyDef.normalized = classProperty.getNormalized();
	if (classProperty.getRequired()) classPropertyDef.required = classProperty.getRequired();
	if (classProperty.getName()) classPropertyDef.name = classProperty.getName();
	if (classProperty.getDescription()) classPropertyDef.description = classProperty.getDescription();
	if (classProperty.getComponentType() != null) classPropertyDef.componentType = classProperty.getComponentType();
	if (classProperty.getEnumType() != null) classPropertyDef.enumType = classProperty.getEnumType();
	if (classProperty.getCount() != null) classPropertyDef.count = classProperty.getCount();
	if (classProperty.getOffset() != null) classPropertyDef.offset = classProperty.getOffset();
	if (classProperty.getScale() != null) classPropertyDef.scale = classProperty.getScale();
	if (classProperty.getMax() != null) classPropertyDef.max = classProperty.getMax();
	if (classProperty.getMin() != null) classPropertyDef.min = classProperty.getMin();
	if (classProperty.getNoData() != null) classPropertyDef.noData = classProperty.getNoData();
	if (classProperty.getDefault() != null) classPropertyDef.default = classProperty.getDefault();
	return classPropertyDef;
}
function _writeEnumDef(enumObject) {
	const enumDef = { values: enumObject.listValues().map(_writeEnumValueDef) };
	if (enumObject.getName()) enumDef.name = enumObject.getName();
	if (enumObject.getDescription()) enumDef.description = enumObject.getDescription();
	if (enumObject.getValueType() !== "UINT16") enumDef.valueType = enumObject.getValueType();
	return enumDef;
}
function _writeEnumValueDef(enumValue) {
	const enumValueDef = {
		name: enumValue.getName(),
		value: enumValue.getValue()
	};
	if (enumValue.getDescription()) enumValueDef.description = enumValue.getDescription();
	return enumValueDef;
}
function _writePropertyTableDef(context, propertyTable) {
	const propertyTableDef = {
		class: propertyTable.getClass(),
		count: propertyTable.getCount()
	};
	if (propertyTable.getName()) propertyTableDef.name = propertyTable.getName();
	const propertyKeys = propertyTable.listPropertyKeys();
	if (propertyKeys.length > 0) {
		propertyTableDef.properties = {};
		for (const propertyKey of propertyKeys) {
			const propertyTablePropertyDef = _writePropertyTablePropertyDef(context, propertyTable.getProperty(propertyKey));
			propertyTableDef.properties[propertyKey] = propertyTablePropertyDef;
		}
	}
	return propertyTableDef;
}
function _writePropertyTablePropertyDef(context, propertyTableProperty) {
	const values = propertyTableProperty.getValues();
	const propertyTablePropertyDef = { values: context.otherBufferViewsIndexMap.get(values) };
	if (propertyTableProperty.getArrayOffsets()) {
		const arrayOffsets = propertyTableProperty.getArrayOffsets();
		propertyTablePropertyDef.arrayOffsets = context.otherBufferViewsIndexMap.get(arrayOffsets);
	}
	if (propertyTableProperty.getStringOffsets()) {
		const stringOffsets = propertyTableProperty.getStringOffsets();
		propertyTablePropertyDef.stringOffsets = context.otherBufferViewsIndexMap.get(stringOffsets);
	}
	if (propertyTableProperty.getArrayOffsetType() != null) propertyTablePropertyDef.arrayOffsetType = propertyTableProperty.getArrayOffsetType();
	if (propertyTableProperty.getStringOffsetType() != null) propertyTablePropertyDef.stringOffsetType = propertyTableProperty.getStringOffsetType();
	if (propertyTableProperty.getOffset() != null) propertyTablePropertyDef.offset = propertyTableProperty.getOffset();
	if (propertyTableProperty.getScale() != null) propertyTablePropertyDef.scale = propertyTableProperty.getScale();
	if (propertyTableProperty.getMax() != null) propertyTablePropertyDef.max = propertyTableProperty.getMax();
	if (propertyTableProperty.getMin() != null) propertyTablePropertyDef.min = propertyTableProperty.getMin();
	return propertyTablePropertyDef;
}
function _writePropertyAttributeDef(propertyAttribute) {
	const propertyAttributeDef = { class: propertyAttribute.getClass() };
	if (propertyAttribute.getName()) propertyAttributeDef.name = propertyAttribute.getName();
	const propertyKeys = propertyAttribute.listPropertyKeys();
	if (propertyKeys.length > 0) {
		propertyAttributeDef.properties = {};
		for (const propertyKey of propertyKeys) {
			const propertyAttributePropertyDef = _writePropertyAttributePropertyDef(propertyAttribute.getProperty(propertyKey));
			propertyAttributeDef.properties[propertyKey] = propertyAttributePropertyDef;
		}
	}
	return propertyAttributeDef;
}
function _writePropertyAttributePropertyDef(propertyAttributeProperty) {
	const propertyAttributePropertyDef = { attribute: propertyAttributeProperty.getAttribute() };
	if (propertyAttributeProperty.getOffset() != null) propertyAttributePropertyDef.offset = propertyAttributeProperty.getOffset();
	if (propertyAttributeProperty.getScale() != null) propertyAttributePropertyDef.scale = propertyAttributeProperty.getScale();
	if (propertyAttributeProperty.getMax() != null) propertyAttributePropertyDef.max = propertyAttributeProperty.getMax();
	if (propertyAttributeProperty.getMin() != null) propertyAttributePropertyDef.min = propertyAttributeProperty.getMin();
	return propertyAttributePropertyDef;
}
function _writePropertyTextureDef(context, propertyTexture) {
	const propertyTextureDef = { class: propertyTexture.getClass() };
	if (propertyTexture.getName()) propertyTextureDef.name = propertyTexture.getName();
	const propertyKeys = propertyTexture.listPropertyKeys();
	if (propertyKeys.length > 0) {
		propertyTextureDef.properties = {};
		for (const propertyKey of propertyKeys) {
			const propertyTexturePropertyDef = _writePropertyTexturePropertyDef(context, propertyTexture.getProperty(propertyKey));
			propertyTextureDef.properties[propertyKey] = propertyTexturePropertyDef;
		}
	}
	return propertyTextureDef;
}
function _writePropertyTexturePropertyDef(context, propertyTextureProperty) {
	const texture = propertyTextureProperty.getTexture();
	const textureInfo = propertyTextureProperty.getTextureInfo();
	const channels = propertyTextureProperty.getChannels();
	const textureInfoDef = context.createTextureInfoDef(texture, textureInfo);
	if (!dist/* MathUtils */.cj.eq(channels, [0])) textureInfoDef.channels = channels;
	if (propertyTextureProperty.getOffset() != null) textureInfoDef.offset = propertyTextureProperty.getOffset();
	if (propertyTextureProperty.getScale() != null) textureInfoDef.scale = propertyTextureProperty.getScale();
	if (propertyTextureProperty.getMax() != null) textureInfoDef.max = propertyTextureProperty.getMax();
	if (propertyTextureProperty.getMin() != null) textureInfoDef.min = propertyTextureProperty.getMin();
	return textureInfoDef;
}
/******************************************************************************
* Utilities.
*/
/**
* Obtains the data of the buffer view with the given index, based on the current reader context.
*
* This will internally resolve the buffer of the specified buffer view, and return the slice of
* the buffer data that corresponds to the buffer view.
*/
function getBufferViewData(context, bufferViewIndex) {
	const jsonDoc = context.jsonDoc;
	const bufferDefs = jsonDoc.json.buffers || [];
	const bufferViewDef = (jsonDoc.json.bufferViews || [])[bufferViewIndex];
	const bufferDef = bufferDefs[bufferViewDef.buffer];
	const bufferData = bufferDef.uri ? jsonDoc.resources[bufferDef.uri] : jsonDoc.resources[dist/* GLB_BUFFER */.dB];
	const byteOffset = bufferViewDef.byteOffset || 0;
	const byteLength = bufferViewDef.byteLength;
	return bufferData.slice(byteOffset, byteOffset + byteLength);
}
/**
* Obtain the "otherBufferViews" for the main buffer from the given context,
* creating them if they did not exist yet.
*
* TODO(cleanup): Unclear whether existence of these buffer views is conditional,
* or guaranteed to be missing. Check, and clarify this function.
*/
function getOrCreateOtherBufferViews(document, context) {
	const buffer = document.getRoot().listBuffers()[0];
	let otherBufferViews = context.otherBufferViews.get(buffer);
	if (!otherBufferViews) {
		otherBufferViews = [];
		context.otherBufferViews.set(buffer, otherBufferViews);
	}
	return otherBufferViews;
}
//#endregion
//#region src/ext-texture-avif/texture-avif.ts
var AVIFImageUtils = class {
	match(array) {
		return array.length >= 12 && dist/* BufferUtils */.Ad.decodeText(array.slice(4, 12)) === "ftypavif";
	}
	/**
	* Probes size of AVIF or HEIC image. Assumes a single static image, without
	* orientation or other metadata that would affect dimensions.
	*/
	getSize(array) {
		if (!this.match(array)) return null;
		const view = new DataView(array.buffer, array.byteOffset, array.byteLength);
		let box = unbox(view, 0);
		if (!box) return null;
		let offset = box.end;
		while (box = unbox(view, offset)) if (box.type === "meta") offset = box.start + 4;
		else if (box.type === "iprp" || box.type === "ipco") offset = box.start;
		else if (box.type === "ispe") return [view.getUint32(box.start + 4), view.getUint32(box.start + 8)];
		else if (box.type === "mdat") break;
		else offset = box.end;
		return null;
	}
	getChannels(_buffer) {
		return 4;
	}
};
/**
* [`EXT_texture_avif`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Vendor/EXT_texture_avif/)
* enables AVIF images for any material texture.
*
* AVIF offers greatly reduced transmission size, but
* [requires browser support](https://caniuse.com/avif). Like PNG and JPEG, an AVIF image is
* *fully decompressed* when uploaded to the GPU, which increases upload time and GPU memory cost.
* For seamless uploads and minimal GPU memory cost, it is necessary to use a GPU texture format
* like Basis Universal, with the `KHR_texture_basisu` extension.
*
* Defining no {@link ExtensionProperty} types, this {@link Extension} is simply attached to the
* {@link Document}, and affects the entire Document by allowing use of the `image/avif` MIME type
* and passing AVIF image data to the {@link Texture.setImage} method. Without the Extension, the
* same MIME types and image data would yield an invalid glTF document, under the stricter core glTF
* specification.
*
* Properties:
* - N/A
*
* ### Example
*
* ```typescript
* import { TextureAVIF } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const avifExtension = document.createExtension(TextureAVIF)
* 	.setRequired(true);
* document.createTexture('MyAVIFTexture')
* 	.setMimeType('image/avif')
* 	.setImage(fs.readFileSync('my-texture.avif'));
* ```
*
* AVIF conversion is not done automatically when adding the extension as shown above — you must
* convert the image data first, then pass the `.avif` payload to {@link Texture.setImage}.
*
* When the `EXT_texture_avif` extension is added to a file by glTF-Transform, the extension should
* always be required. This tool does not support writing assets that "fall back" to optional PNG or
* JPEG image data.
*/
var EXTTextureAVIF = class extends dist/* Extension */.YY {
	extensionName = EXT_TEXTURE_AVIF;
	/** @hidden */
	prereadTypes = [dist/* PropertyType */.Ut.TEXTURE];
	static EXTENSION_NAME = EXT_TEXTURE_AVIF;
	/** @hidden */
	static register() {
		dist/* ImageUtils */.Hg.registerFormat("image/avif", new AVIFImageUtils());
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.textures || []).forEach((textureDef) => {
			if (textureDef.extensions && textureDef.extensions["EXT_texture_avif"]) textureDef.source = textureDef.extensions[EXT_TEXTURE_AVIF].source;
		});
		return this;
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listTextures().forEach((texture) => {
			if (texture.getMimeType() === "image/avif") {
				const imageIndex = context.imageIndexMap.get(texture);
				(jsonDoc.json.textures || []).forEach((textureDef) => {
					if (textureDef.source === imageIndex) {
						textureDef.extensions = textureDef.extensions || {};
						textureDef.extensions[EXT_TEXTURE_AVIF] = { source: textureDef.source };
						delete textureDef.source;
					}
				});
			}
		});
		return this;
	}
};
function unbox(data, offset) {
	if (data.byteLength < 4 + offset) return null;
	const size = data.getUint32(offset);
	if (data.byteLength < size + offset || size < 8) return null;
	return {
		type: dist/* BufferUtils */.Ad.decodeText(new Uint8Array(data.buffer, data.byteOffset + offset + 4, 4)),
		start: offset + 8,
		end: offset + size
	};
}
//#endregion
//#region src/ext-texture-webp/texture-webp.ts
var WEBPImageUtils = class {
	match(array) {
		return array.length >= 12 && array[8] === 87 && array[9] === 69 && array[10] === 66 && array[11] === 80;
	}
	getSize(array) {
		const RIFF = dist/* BufferUtils */.Ad.decodeText(array.slice(0, 4));
		const WEBP = dist/* BufferUtils */.Ad.decodeText(array.slice(8, 12));
		if (RIFF !== "RIFF" || WEBP !== "WEBP") return null;
		const view = new DataView(array.buffer, array.byteOffset);
		let offset = 12;
		while (offset < view.byteLength) {
			const chunkId = dist/* BufferUtils */.Ad.decodeText(new Uint8Array([
				view.getUint8(offset),
				view.getUint8(offset + 1),
				view.getUint8(offset + 2),
				view.getUint8(offset + 3)
			]));
			const chunkByteLength = view.getUint32(offset + 4, true);
			if (chunkId === "VP8 ") return [view.getInt16(offset + 14, true) & 16383, view.getInt16(offset + 16, true) & 16383];
			else if (chunkId === "VP8L") {
				const b0 = view.getUint8(offset + 9);
				const b1 = view.getUint8(offset + 10);
				const b2 = view.getUint8(offset + 11);
				const b3 = view.getUint8(offset + 12);
				return [1 + ((b1 & 63) << 8 | b0), 1 + ((b3 & 15) << 10 | b2 << 2 | (b1 & 192) >> 6)];
			}
			offset += 8 + chunkByteLength + chunkByteLength % 2;
		}
		return null;
	}
	getChannels(_buffer) {
		return 4;
	}
};
/**
* [`EXT_texture_webp`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Vendor/EXT_texture_webp/)
* enables WebP images for any material texture.
*
* WebP offers greatly reduced transmission size, but
* [requires browser support](https://caniuse.com/webp). Like PNG and JPEG, a WebP image is
* *fully decompressed* when uploaded to the GPU, which increases upload time and GPU memory cost.
* For seamless uploads and minimal GPU memory cost, it is necessary to use a GPU texture format
* like Basis Universal, with the `KHR_texture_basisu` extension.
*
* Defining no {@link ExtensionProperty} types, this {@link Extension} is simply attached to the
* {@link Document}, and affects the entire Document by allowing use of the `image/webp` MIME type
* and passing WebP image data to the {@link Texture.setImage} method. Without the Extension, the
* same MIME types and image data would yield an invalid glTF document, under the stricter core glTF
* specification.
*
* Properties:
* - N/A
*
* ### Example
*
* ```typescript
* import { EXTTextureWebP } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const webpExtension = document.createExtension(EXTTextureWebP)
* 	.setRequired(true);
* document.createTexture('MyWebPTexture')
* 	.setMimeType('image/webp')
* 	.setImage(fs.readFileSync('my-texture.webp'));
* ```
*
* WebP conversion is not done automatically when adding the extension as shown above — you must
* convert the image data first, then pass the `.webp` payload to {@link Texture.setImage}.
*
* When the `EXT_texture_webp` extension is added to a file by glTF-Transform, the extension should
* always be required. This tool does not support writing assets that "fall back" to optional PNG or
* JPEG image data.
*/
var EXTTextureWebP = class extends dist/* Extension */.YY {
	extensionName = EXT_TEXTURE_WEBP;
	/** @hidden */
	prereadTypes = [dist/* PropertyType */.Ut.TEXTURE];
	static EXTENSION_NAME = EXT_TEXTURE_WEBP;
	/** @hidden */
	static register() {
		dist/* ImageUtils */.Hg.registerFormat("image/webp", new WEBPImageUtils());
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.textures || []).forEach((textureDef) => {
			if (textureDef.extensions && textureDef.extensions["EXT_texture_webp"]) textureDef.source = textureDef.extensions[EXT_TEXTURE_WEBP].source;
		});
		return this;
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listTextures().forEach((texture) => {
			if (texture.getMimeType() === "image/webp") {
				const imageIndex = context.imageIndexMap.get(texture);
				(jsonDoc.json.textures || []).forEach((textureDef) => {
					if (textureDef.source === imageIndex) {
						textureDef.extensions = textureDef.extensions || {};
						textureDef.extensions[EXT_TEXTURE_WEBP] = { source: textureDef.source };
						delete textureDef.source;
					}
				});
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-accessor-float16/accessor-float16.ts
const NAME$1 = KHR_ACCESSOR_FLOAT16;
/**
* [`KHR_accessor_float16`](https://github.com/donmccurdy/glTF-Transform/pull/1417) enables support
* for IEEE-754 binary16 ("half-precision" or "float16") {@link Accessor Accessors}, in all
* contexts where the base glTF 2.0 specification already allows binary32 ("single-precision" or
* "float32") Accessors. This extension must be marked as required; implementations that do not
* support float16 Accessors will be unable to parse the Document correctly.
*
* ### Example
*
* ```typescript
* import {Accessor} from '@gltf-transform/core';
* import {KHRAccessorFloat16} from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* document.createExtension(KHRAccessorFloat16).setRequired(true);
*
* // Store Float16Array instances in one or more Accessors.
* const mesh = document.getRoot().listMeshes()
*   .find((mesh) => mesh.getName() === 'MyMesh');
*
* for (const prim of mesh.listPrimitives()) {
*   const position = document.createAccessor()
*     .setType('VEC3')
*     .setArray(new Float16Array([...]));
*   prim.setAttribute('POSITION', position);
* }
* ```
*
* @experimental KHR_accessor_float16 is not yet ratified by the Khronos Group.
*/
var KHRAccessorFloat16 = class extends dist/* Extension */.YY {
	extensionName = NAME$1;
	static EXTENSION_NAME = NAME$1;
	/** @hidden */
	read(_) {
		return this;
	}
	/** @hidden */
	write(_) {
		return this;
	}
};
//#endregion
//#region src/khr-accessor-float64/accessor-float64.ts
const NAME = KHR_ACCESSOR_FLOAT64;
/**
* [`KHR_accessor_float64`](https://github.com/donmccurdy/glTF-Transform/pull/1417) enables support
* for IEEE-754 binary64 ("double-precision" or "float64") {@link Accessor Accessors}, in all
* contexts where the base glTF 2.0 specification already allows binary32 ("single-precision" or
* "float32") Accessors. This extension must be marked as required; implementations that do not
* support float64 Accessors will be unable to parse the Document correctly.
*
* ### Example
*
* ```typescript
* import {Accessor} from '@gltf-transform/core';
* import {KHRAccessorFloat64} from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* document.createExtension(KHRAccessorFloat64).setRequired(true);
*
* // Store Float64Array instances in one or more Accessors.
* const mesh = document.getRoot().listMeshes()
*   .find((mesh) => mesh.getName() === 'MyMesh');
*
* for (const prim of mesh.listPrimitives()) {
*   const position = document.createAccessor()
*     .setType('VEC3')
*     .setArray(new Float64Array([...]));
*   prim.setAttribute('POSITION', position);
* }
* ```
*
* @experimental KHR_accessor_float64 is not yet ratified by the Khronos Group.
*/
var KHRAccessorFloat64 = class extends dist/* Extension */.YY {
	extensionName = NAME;
	static EXTENSION_NAME = NAME;
	/** @hidden */
	read(_) {
		return this;
	}
	/** @hidden */
	write(_) {
		return this;
	}
};
//#endregion
//#region src/khr-draco-mesh-compression/decoder.ts
let decoderModule;
let COMPONENT_ARRAY;
let DATA_TYPE;
function decodeGeometry(decoder, data) {
	const buffer = new decoderModule.DecoderBuffer();
	try {
		buffer.Init(data, data.length);
		if (decoder.GetEncodedGeometryType(buffer) !== decoderModule.TRIANGULAR_MESH) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Unknown geometry type.`);
		const dracoMesh = new decoderModule.Mesh();
		if (!decoder.DecodeBufferToMesh(buffer, dracoMesh).ok() || dracoMesh.ptr === 0) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Decoding failure.`);
		return dracoMesh;
	} finally {
		decoderModule.destroy(buffer);
	}
}
function decodeIndex(decoder, mesh) {
	const numIndices = mesh.num_faces() * 3;
	let ptr;
	let indices;
	if (mesh.num_points() <= 65534) {
		const byteLength = numIndices * Uint16Array.BYTES_PER_ELEMENT;
		ptr = decoderModule._malloc(byteLength);
		decoder.GetTrianglesUInt16Array(mesh, byteLength, ptr);
		indices = new Uint16Array(decoderModule.HEAPU16.buffer, ptr, numIndices).slice();
	} else {
		const byteLength = numIndices * Uint32Array.BYTES_PER_ELEMENT;
		ptr = decoderModule._malloc(byteLength);
		decoder.GetTrianglesUInt32Array(mesh, byteLength, ptr);
		indices = new Uint32Array(decoderModule.HEAPU32.buffer, ptr, numIndices).slice();
	}
	decoderModule._free(ptr);
	return indices;
}
function decodeAttribute(decoder, mesh, attribute, accessorDef) {
	const dataType = DATA_TYPE[accessorDef.componentType];
	const ArrayCtor = COMPONENT_ARRAY[accessorDef.componentType];
	const numComponents = attribute.num_components();
	const numValues = mesh.num_points() * numComponents;
	const byteLength = numValues * ArrayCtor.BYTES_PER_ELEMENT;
	const ptr = decoderModule._malloc(byteLength);
	decoder.GetAttributeDataArrayForAllPoints(mesh, attribute, dataType, byteLength, ptr);
	const array = new ArrayCtor(decoderModule.HEAPF32.buffer, ptr, numValues).slice();
	decoderModule._free(ptr);
	return array;
}
function initDecoderModule(_decoderModule) {
	decoderModule = _decoderModule;
	COMPONENT_ARRAY = {
		[dist/* Accessor */.Cd.ComponentType.FLOAT]: Float32Array,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_INT]: Uint32Array,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_SHORT]: Uint16Array,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_BYTE]: Uint8Array,
		[dist/* Accessor */.Cd.ComponentType.SHORT]: Int16Array,
		[dist/* Accessor */.Cd.ComponentType.BYTE]: Int8Array
	};
	DATA_TYPE = {
		[dist/* Accessor */.Cd.ComponentType.FLOAT]: decoderModule.DT_FLOAT32,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_INT]: decoderModule.DT_UINT32,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_SHORT]: decoderModule.DT_UINT16,
		[dist/* Accessor */.Cd.ComponentType.UNSIGNED_BYTE]: decoderModule.DT_UINT8,
		[dist/* Accessor */.Cd.ComponentType.SHORT]: decoderModule.DT_INT16,
		[dist/* Accessor */.Cd.ComponentType.BYTE]: decoderModule.DT_INT8
	};
}
//#endregion
//#region src/khr-draco-mesh-compression/encoder.ts
let encoderModule;
let EncoderMethod = /* @__PURE__ */ function(EncoderMethod) {
	EncoderMethod[EncoderMethod["EDGEBREAKER"] = 1] = "EDGEBREAKER";
	EncoderMethod[EncoderMethod["SEQUENTIAL"] = 0] = "SEQUENTIAL";
	return EncoderMethod;
}({});
const DEFAULT_QUANTIZATION_BITS = {
	["POSITION"]: 14,
	["NORMAL"]: 10,
	["COLOR"]: 8,
	["TEX_COORD"]: 12,
	["GENERIC"]: 12
};
const DEFAULT_ENCODER_OPTIONS = {
	decodeSpeed: 5,
	encodeSpeed: 5,
	method: 1,
	quantizationBits: DEFAULT_QUANTIZATION_BITS,
	quantizationVolume: "mesh"
};
function initEncoderModule(_encoderModule) {
	encoderModule = _encoderModule;
}
/**
* References:
* - https://github.com/mrdoob/three.js/blob/dev/examples/js/exporters/DRACOExporter.js
* - https://github.com/CesiumGS/gltf-pipeline/blob/master/lib/compressDracoMeshes.js
*/
function encodeGeometry(prim, _options = DEFAULT_ENCODER_OPTIONS) {
	const options = {
		...DEFAULT_ENCODER_OPTIONS,
		..._options
	};
	options.quantizationBits = {
		...DEFAULT_QUANTIZATION_BITS,
		..._options.quantizationBits
	};
	const builder = new encoderModule.MeshBuilder();
	const mesh = new encoderModule.Mesh();
	const encoder = new encoderModule.ExpertEncoder(mesh);
	const attributeIDs = {};
	const dracoBuffer = new encoderModule.DracoInt8Array();
	const hasMorphTargets = prim.listTargets().length > 0;
	let hasSparseAttributes = false;
	for (const semantic of prim.listSemantics()) {
		const attribute = prim.getAttribute(semantic);
		if (attribute.getSparse()) {
			hasSparseAttributes = true;
			continue;
		}
		const attributeEnum = getAttributeEnum(semantic);
		const attributeID = addAttribute(builder, attribute.getComponentType(), mesh, encoderModule[attributeEnum], attribute.getCount(), attribute.getElementSize(), attribute.getArray());
		if (attributeID === -1) throw new Error(`Error compressing "${semantic}" attribute.`);
		attributeIDs[semantic] = attributeID;
		if (options.quantizationVolume === "mesh" || semantic !== "POSITION") encoder.SetAttributeQuantization(attributeID, options.quantizationBits[attributeEnum]);
		else if (typeof options.quantizationVolume === "object") {
			const { quantizationVolume } = options;
			const range = Math.max(quantizationVolume.max[0] - quantizationVolume.min[0], quantizationVolume.max[1] - quantizationVolume.min[1], quantizationVolume.max[2] - quantizationVolume.min[2]);
			encoder.SetAttributeExplicitQuantization(attributeID, options.quantizationBits[attributeEnum], attribute.getElementSize(), quantizationVolume.min, range);
		} else throw new Error("Invalid quantization volume state.");
	}
	const indices = prim.getIndices();
	if (!indices) throw new EncodingError("Primitive must have indices.");
	builder.AddFacesToMesh(mesh, indices.getCount() / 3, indices.getArray());
	encoder.SetSpeedOptions(options.encodeSpeed, options.decodeSpeed);
	encoder.SetTrackEncodedProperties(true);
	if (options.method === 0 || hasMorphTargets || hasSparseAttributes) encoder.SetEncodingMethod(encoderModule.MESH_SEQUENTIAL_ENCODING);
	else encoder.SetEncodingMethod(encoderModule.MESH_EDGEBREAKER_ENCODING);
	const byteLength = encoder.EncodeToDracoBuffer(!(hasMorphTargets || hasSparseAttributes), dracoBuffer);
	if (byteLength <= 0) throw new EncodingError("Error applying Draco compression.");
	const data = new Uint8Array(byteLength);
	for (let i = 0; i < byteLength; ++i) data[i] = dracoBuffer.GetValue(i);
	const numVertices = encoder.GetNumberOfEncodedPoints();
	const numIndices = encoder.GetNumberOfEncodedFaces() * 3;
	encoderModule.destroy(dracoBuffer);
	encoderModule.destroy(mesh);
	encoderModule.destroy(builder);
	encoderModule.destroy(encoder);
	return {
		numVertices,
		numIndices,
		data,
		attributeIDs
	};
}
function getAttributeEnum(semantic) {
	if (semantic === "POSITION") return "POSITION";
	else if (semantic === "NORMAL") return "NORMAL";
	else if (semantic.startsWith("COLOR_")) return "COLOR";
	else if (semantic.startsWith("TEXCOORD_")) return "TEX_COORD";
	return "GENERIC";
}
function addAttribute(builder, componentType, mesh, attribute, count, itemSize, array) {
	switch (componentType) {
		case dist/* Accessor */.Cd.ComponentType.UNSIGNED_BYTE: return builder.AddUInt8Attribute(mesh, attribute, count, itemSize, array);
		case dist/* Accessor */.Cd.ComponentType.BYTE: return builder.AddInt8Attribute(mesh, attribute, count, itemSize, array);
		case dist/* Accessor */.Cd.ComponentType.UNSIGNED_SHORT: return builder.AddUInt16Attribute(mesh, attribute, count, itemSize, array);
		case dist/* Accessor */.Cd.ComponentType.SHORT: return builder.AddInt16Attribute(mesh, attribute, count, itemSize, array);
		case dist/* Accessor */.Cd.ComponentType.UNSIGNED_INT: return builder.AddUInt32Attribute(mesh, attribute, count, itemSize, array);
		case dist/* Accessor */.Cd.ComponentType.FLOAT: return builder.AddFloatAttribute(mesh, attribute, count, itemSize, array);
		default: throw new Error(`Unexpected component type, "${componentType}".`);
	}
}
var EncodingError = class extends Error {};
//#endregion
//#region src/khr-draco-mesh-compression/draco-mesh-compression.ts
/**
* [`KHR_draco_mesh_compression`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_draco_mesh_compression/)
* provides advanced compression for mesh geometry.
*
* For models where geometry is a significant factor (>1 MB), Draco can reduce filesize by ~95%
* in many cases. When animation or textures are large, other complementary compression methods
* should be used as well. For geometry <1MB, the size of the WASM decoder library may outweigh
* size savings.
*
* Be aware that decompression happens before uploading to the GPU — this will add some latency to
* the parsing process, and means that compressing geometry with  Draco does _not_ affect runtime
* performance. To improve framerate, you'll need to simplify the geometry by reducing vertex count
* or draw calls — not just compress it. Finally, be aware that Draco compression is lossy:
* repeatedly compressing and decompressing a model in a pipeline will lose precision, so
* compression should generally be the last stage of an art workflow, and uncompressed original
* files should be kept.
*
* A decoder or encoder from the `draco3dgltf` npm module for Node.js (or
* [elsewhere for web](https://stackoverflow.com/a/66978236/1314762)) is required for reading and writing,
* and must be provided by the application.
*
* ### Encoding options
*
* Two compression methods are available: 'edgebreaker' and 'sequential'. The
* edgebreaker method will give higher compression in general, but changes the
* order of the model's vertices. To preserve index order, use sequential
* compression. When a mesh uses morph targets, or a high decoding speed is
* selected, sequential compression will automatically be chosen.
*
* Both speed options affect the encoder's choice of algorithms. For example, a
* requirement for fast decoding may prevent the encoder from using the best
* compression methods even if the encoding speed is set to 0. In general, the
* faster of the two options limits the choice of features that can be used by the
* encoder. Setting --decodeSpeed to be faster than the --encodeSpeed may allow
* the encoder to choose the optimal method out of the available features for the
* given --decodeSpeed.
*
* ### Example — Read
*
* To read glTF files using Draco compression, ensure that the extension
* and a decoder are registered. Geometry is decompressed while reading.
*
* ```typescript
* import { NodeIO } from '@gltf-transform/core';
* import { KHRDracoMeshCompression } from '@gltf-transform/extensions';
* import draco3d from 'draco3dgltf';
*
* const io = new NodeIO()
* 	.registerExtensions([KHRDracoMeshCompression])
* 	.registerDependencies({
* 		'draco3d.decoder': await draco3d.createDecoderModule()
* 	});
*
* // Read and decode.
* const document = await io.read('compressed.glb');
* ```
*
* ### Example — Write
*
* The simplest way to apply Draco compression is with the {@link draco}
* transform. The extension and an encoder must be registered.
*
* ```typescript
* import { NodeIO } from '@gltf-transform/core';
* import { KHRDracoMeshCompression } from '@gltf-transform/extensions';
* import { draco } from '@gltf-transform/functions';
* import draco3d from 'draco3dgltf';
*
* const io = new NodeIO()
* 	.registerExtensions([KHRDracoMeshCompression])
* 	.registerDependencies({
* 		'draco3d.encoder': await draco3d.createEncoderModule()
* 	});
*
* await document.transform(
*   draco({method: 'edgebreaker'})
* );
*
* await io.write('compressed.glb', document);
* ```
*
* ### Example
*
* Equivalently, the KHRDracoMeshCompression extension can be added manually to a document.
*
* ```typescript
* import { KHRDracoMeshCompression } from '@gltf-transform/extensions';
*
* document.createExtension(KHRDracoMeshCompression)
* 	.setRequired(true)
* 	.setEncoderOptions({
* 		method: KHRDracoMeshCompression.EncoderMethod.EDGEBREAKER,
* 		encodeSpeed: 5,
* 		decodeSpeed: 5,
* 	});
*
* await io.write('compressed.glb', document);
* ```
*
* In either case, Compression is deferred until generating output with an
* I/O class.
*/
var KHRDracoMeshCompression = class extends dist/* Extension */.YY {
	extensionName = KHR_DRACO_MESH_COMPRESSION;
	/** @hidden */
	prereadTypes = [dist/* PropertyType */.Ut.PRIMITIVE];
	/** @hidden */
	prewriteTypes = [dist/* PropertyType */.Ut.ACCESSOR];
	/** @hidden */
	readDependencies = ["draco3d.decoder"];
	/** @hidden */
	writeDependencies = ["draco3d.encoder"];
	static EXTENSION_NAME = KHR_DRACO_MESH_COMPRESSION;
	/**
	* Compression method. `EncoderMethod.EDGEBREAKER` usually provides a higher compression ratio,
	* while `EncoderMethod.SEQUENTIAL` better preserves original vertex order.
	*/
	static EncoderMethod = EncoderMethod;
	_decoderModule = null;
	_encoderModule = null;
	_encoderOptions = {};
	/** @hidden */
	install(key, dependency) {
		if (key === "draco3d.decoder") {
			this._decoderModule = dependency;
			initDecoderModule(this._decoderModule);
		}
		if (key === "draco3d.encoder") {
			this._encoderModule = dependency;
			initEncoderModule(this._encoderModule);
		}
		return this;
	}
	/**
	* Sets Draco compression options. Compression does not take effect until the Document is
	* written with an I/O class.
	*
	* Defaults:
	* ```
	* decodeSpeed?: number = 5;
	* encodeSpeed?: number = 5;
	* method?: EncoderMethod = EncoderMethod.EDGEBREAKER;
	* quantizationBits?: {[ATTRIBUTE_NAME]: bits};
	* quantizationVolume?: 'mesh' | 'scene' | bbox = 'mesh';
	* ```
	*/
	setEncoderOptions(options) {
		this._encoderOptions = options;
		return this;
	}
	/** @hidden */
	preread(context) {
		if (!this._decoderModule) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Please install extension dependency, "draco3d.decoder".`);
		const logger = this.document.getLogger();
		const jsonDoc = context.jsonDoc;
		const dracoMeshes = /* @__PURE__ */ new Map();
		try {
			const meshDefs = jsonDoc.json.meshes || [];
			for (const meshDef of meshDefs) for (const primDef of meshDef.primitives) {
				if (!primDef.extensions || !primDef.extensions["KHR_draco_mesh_compression"]) continue;
				const dracoDef = primDef.extensions[KHR_DRACO_MESH_COMPRESSION];
				let [decoder, dracoMesh] = dracoMeshes.get(dracoDef.bufferView) || [];
				if (!dracoMesh || !decoder) {
					const bufferViewDef = jsonDoc.json.bufferViews[dracoDef.bufferView];
					const bufferDef = jsonDoc.json.buffers[bufferViewDef.buffer];
					const resource = bufferDef.uri ? jsonDoc.resources[bufferDef.uri] : jsonDoc.resources[dist/* GLB_BUFFER */.dB];
					const byteOffset = bufferViewDef.byteOffset || 0;
					const byteLength = bufferViewDef.byteLength;
					const compressedData = dist/* BufferUtils */.Ad.toView(resource, byteOffset, byteLength);
					decoder = new this._decoderModule.Decoder();
					dracoMesh = decodeGeometry(decoder, compressedData);
					dracoMeshes.set(dracoDef.bufferView, [decoder, dracoMesh]);
					logger.debug(`[${KHR_DRACO_MESH_COMPRESSION}] Decompressed ${compressedData.byteLength} bytes.`);
				}
				for (const semantic in dracoDef.attributes) {
					const accessorDef = context.jsonDoc.json.accessors[primDef.attributes[semantic]];
					const dracoAttribute = decoder.GetAttributeByUniqueId(dracoMesh, dracoDef.attributes[semantic]);
					const attributeArray = decodeAttribute(decoder, dracoMesh, dracoAttribute, accessorDef);
					context.accessors[primDef.attributes[semantic]].setArray(attributeArray);
				}
				if (primDef.indices !== void 0) context.accessors[primDef.indices].setArray(decodeIndex(decoder, dracoMesh));
			}
		} finally {
			for (const [decoder, dracoMesh] of Array.from(dracoMeshes.values())) {
				this._decoderModule.destroy(decoder);
				this._decoderModule.destroy(dracoMesh);
			}
		}
		return this;
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	prewrite(context, _propertyType) {
		if (!this._encoderModule) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Please install extension dependency, "draco3d.encoder".`);
		const logger = this.document.getLogger();
		logger.debug(`[${KHR_DRACO_MESH_COMPRESSION}] Compression options: ${JSON.stringify(this._encoderOptions)}`);
		const primitiveHashMap = listDracoPrimitives(this.document);
		const primitiveEncodingMap = /* @__PURE__ */ new Map();
		let quantizationVolume = "mesh";
		if (this._encoderOptions.quantizationVolume === "scene") {
			if (this.document.getRoot().listScenes().length !== 1) logger.warn(`[${KHR_DRACO_MESH_COMPRESSION}]: quantizationVolume=scene requires exactly 1 scene.`);
			else quantizationVolume = (0,dist/* getBounds */.gW)(this.document.getRoot().listScenes().pop());
		}
		for (const prim of Array.from(primitiveHashMap.keys())) {
			const primHash = primitiveHashMap.get(prim);
			if (!primHash) throw new Error("Unexpected primitive.");
			if (primitiveEncodingMap.has(primHash)) {
				primitiveEncodingMap.set(primHash, primitiveEncodingMap.get(primHash));
				continue;
			}
			const indices = prim.getIndices();
			const accessorDefs = context.jsonDoc.json.accessors;
			let encodedPrim;
			try {
				encodedPrim = encodeGeometry(prim, {
					...this._encoderOptions,
					quantizationVolume
				});
			} catch (e) {
				if (e instanceof EncodingError) {
					logger.warn(`[${KHR_DRACO_MESH_COMPRESSION}]: ${e.message} Skipping primitive compression.`);
					continue;
				}
				throw e;
			}
			primitiveEncodingMap.set(primHash, encodedPrim);
			const indicesDef = context.createAccessorDef(indices);
			indicesDef.count = encodedPrim.numIndices;
			context.accessorIndexMap.set(indices, accessorDefs.length);
			accessorDefs.push(indicesDef);
			if (encodedPrim.numVertices > 65534 && dist/* Accessor */.Cd.getComponentSize(indicesDef.componentType) <= 2) indicesDef.componentType = dist/* Accessor */.Cd.ComponentType.UNSIGNED_INT;
			else if (encodedPrim.numVertices > 254 && dist/* Accessor */.Cd.getComponentSize(indicesDef.componentType) <= 1) indicesDef.componentType = dist/* Accessor */.Cd.ComponentType.UNSIGNED_SHORT;
			for (const semantic of prim.listSemantics()) {
				const attribute = prim.getAttribute(semantic);
				if (encodedPrim.attributeIDs[semantic] === void 0) continue;
				const attributeDef = context.createAccessorDef(attribute);
				attributeDef.count = encodedPrim.numVertices;
				context.accessorIndexMap.set(attribute, accessorDefs.length);
				accessorDefs.push(attributeDef);
			}
			const buffer = prim.getAttribute("POSITION").getBuffer() || this.document.getRoot().listBuffers()[0];
			if (!context.otherBufferViews.has(buffer)) context.otherBufferViews.set(buffer, []);
			context.otherBufferViews.get(buffer).push(encodedPrim.data);
		}
		logger.debug(`[${KHR_DRACO_MESH_COMPRESSION}] Compressed ${primitiveHashMap.size} primitives.`);
		context.extensionData[KHR_DRACO_MESH_COMPRESSION] = {
			primitiveHashMap,
			primitiveEncodingMap
		};
		return this;
	}
	/** @hidden */
	write(context) {
		const dracoContext = context.extensionData[KHR_DRACO_MESH_COMPRESSION];
		for (const mesh of this.document.getRoot().listMeshes()) {
			const meshDef = context.jsonDoc.json.meshes[context.meshIndexMap.get(mesh)];
			for (let i = 0; i < mesh.listPrimitives().length; i++) {
				const prim = mesh.listPrimitives()[i];
				const primDef = meshDef.primitives[i];
				const primHash = dracoContext.primitiveHashMap.get(prim);
				if (!primHash) continue;
				const encodedPrim = dracoContext.primitiveEncodingMap.get(primHash);
				if (!encodedPrim) continue;
				primDef.extensions = primDef.extensions || {};
				primDef.extensions[KHR_DRACO_MESH_COMPRESSION] = {
					bufferView: context.otherBufferViewsIndexMap.get(encodedPrim.data),
					attributes: encodedPrim.attributeIDs
				};
			}
		}
		if (!dracoContext.primitiveHashMap.size) {
			const json = context.jsonDoc.json;
			json.extensionsUsed = (json.extensionsUsed || []).filter((name) => name !== KHR_DRACO_MESH_COMPRESSION);
			json.extensionsRequired = (json.extensionsRequired || []).filter((name) => name !== KHR_DRACO_MESH_COMPRESSION);
		}
		return this;
	}
};
/**
* Returns a list of Primitives compatible with Draco compression. If any required preconditions
* fail, and would break assumptions required for compression, this function will throw an error.
*/
function listDracoPrimitives(doc) {
	const logger = doc.getLogger();
	const included = /* @__PURE__ */ new Set();
	const excluded = /* @__PURE__ */ new Set();
	let nonIndexed = 0;
	let nonTriangles = 0;
	for (const mesh of doc.getRoot().listMeshes()) for (const prim of mesh.listPrimitives()) if (!prim.getIndices()) {
		excluded.add(prim);
		nonIndexed++;
	} else if (prim.getMode() !== dist/* Primitive */.sG.Mode.TRIANGLES) {
		excluded.add(prim);
		nonTriangles++;
	} else included.add(prim);
	if (nonIndexed > 0) logger.warn(`[${KHR_DRACO_MESH_COMPRESSION}] Skipping Draco compression of ${nonIndexed} non-indexed primitives.`);
	if (nonTriangles > 0) logger.warn(`[${KHR_DRACO_MESH_COMPRESSION}] Skipping Draco compression of ${nonTriangles} non-TRIANGLES primitives.`);
	const accessors = doc.getRoot().listAccessors();
	const accessorIndices = /* @__PURE__ */ new Map();
	for (let i = 0; i < accessors.length; i++) accessorIndices.set(accessors[i], i);
	const includedAccessors = /* @__PURE__ */ new Map();
	const includedHashKeys = /* @__PURE__ */ new Set();
	const primToHashKey = /* @__PURE__ */ new Map();
	for (const prim of Array.from(included)) {
		let hashKey = createHashKey(prim, accessorIndices);
		if (includedHashKeys.has(hashKey)) {
			primToHashKey.set(prim, hashKey);
			continue;
		}
		if (includedAccessors.has(prim.getIndices())) {
			const indices = prim.getIndices();
			const dstIndices = indices.clone();
			accessorIndices.set(dstIndices, doc.getRoot().listAccessors().length - 1);
			prim.swap(indices, dstIndices);
		}
		for (const attribute of prim.listAttributes()) if (includedAccessors.has(attribute)) {
			const dstAttribute = attribute.clone();
			accessorIndices.set(dstAttribute, doc.getRoot().listAccessors().length - 1);
			prim.swap(attribute, dstAttribute);
		}
		hashKey = createHashKey(prim, accessorIndices);
		includedHashKeys.add(hashKey);
		primToHashKey.set(prim, hashKey);
		includedAccessors.set(prim.getIndices(), hashKey);
		for (const attribute of prim.listAttributes()) includedAccessors.set(attribute, hashKey);
	}
	for (const accessor of Array.from(includedAccessors.keys())) {
		const parentTypes = new Set(accessor.listParents().map((prop) => prop.propertyType));
		if (parentTypes.size !== 2 || !parentTypes.has(dist/* PropertyType */.Ut.PRIMITIVE) || !parentTypes.has(dist/* PropertyType */.Ut.ROOT)) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Compressed accessors must only be used as indices or vertex attributes.`);
	}
	for (const prim of Array.from(included)) {
		const hashKey = primToHashKey.get(prim);
		const indices = prim.getIndices();
		if (includedAccessors.get(indices) !== hashKey || prim.listAttributes().some((attr) => includedAccessors.get(attr) !== hashKey)) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Draco primitives must share all, or no, accessors.`);
	}
	for (const prim of Array.from(excluded)) {
		const indices = prim.getIndices();
		if (includedAccessors.has(indices) || prim.listAttributes().some((attr) => includedAccessors.has(attr))) throw new Error(`[${KHR_DRACO_MESH_COMPRESSION}] Accessor cannot be shared by compressed and uncompressed primitives.`);
	}
	return primToHashKey;
}
function createHashKey(prim, indexMap) {
	const hashElements = [];
	const indices = prim.getIndices();
	hashElements.push(indexMap.get(indices));
	for (const attribute of prim.listAttributes()) hashElements.push(indexMap.get(attribute));
	return hashElements.sort().join("|");
}
//#endregion
//#region src/khr-lights-punctual/light.ts
/**
* Defines a light attached to a {@link Node}. See {@link KHRLightsPunctual}.
*/
var Light = class Light extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_LIGHTS_PUNCTUAL;
	/**********************************************************************************************
	* CONSTANTS.
	*/
	static Type = {
		POINT: "point",
		SPOT: "spot",
		DIRECTIONAL: "directional"
	};
	/**********************************************************************************************
	* INSTANCE.
	*/
	init() {
		this.extensionName = KHR_LIGHTS_PUNCTUAL;
		this.propertyType = "Light";
		this.parentTypes = [dist/* PropertyType */.Ut.NODE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			color: [
				1,
				1,
				1
			],
			intensity: 1,
			type: Light.Type.POINT,
			range: null,
			innerConeAngle: 0,
			outerConeAngle: Math.PI / 4
		});
	}
	/**********************************************************************************************
	* COLOR.
	*/
	/** Light color; Linear-sRGB components. */
	getColor() {
		return this.get("color");
	}
	/** Light color; Linear-sRGB components. */
	setColor(color) {
		return this.set("color", color);
	}
	/**********************************************************************************************
	* INTENSITY.
	*/
	/**
	* Brightness of light. Units depend on the type of light: point and spot lights use luminous
	* intensity in candela (lm/sr) while directional lights use illuminance in lux (lm/m2).
	*/
	getIntensity() {
		return this.get("intensity");
	}
	/**
	* Brightness of light. Units depend on the type of light: point and spot lights use luminous
	* intensity in candela (lm/sr) while directional lights use illuminance in lux (lm/m2).
	*/
	setIntensity(intensity) {
		return this.set("intensity", intensity);
	}
	/**********************************************************************************************
	* TYPE.
	*/
	/** Type. */
	getType() {
		return this.get("type");
	}
	/** Type. */
	setType(type) {
		return this.set("type", type);
	}
	/**********************************************************************************************
	* RANGE.
	*/
	/**
	* Hint defining a distance cutoff at which the light's intensity may be considered to have
	* reached zero. Supported only for point and spot lights. Must be > 0. When undefined, range
	* is assumed to be infinite.
	*/
	getRange() {
		return this.get("range");
	}
	/**
	* Hint defining a distance cutoff at which the light's intensity may be considered to have
	* reached zero. Supported only for point and spot lights. Must be > 0. When undefined, range
	* is assumed to be infinite.
	*/
	setRange(range) {
		return this.set("range", range);
	}
	/**********************************************************************************************
	* SPOT LIGHT PROPERTIES
	*/
	/**
	* Angle, in radians, from centre of spotlight where falloff begins. Must be >= 0 and
	* < outerConeAngle.
	*/
	getInnerConeAngle() {
		return this.get("innerConeAngle");
	}
	/**
	* Angle, in radians, from centre of spotlight where falloff begins. Must be >= 0 and
	* < outerConeAngle.
	*/
	setInnerConeAngle(angle) {
		return this.set("innerConeAngle", angle);
	}
	/**
	* Angle, in radians, from centre of spotlight where falloff ends. Must be > innerConeAngle and
	* <= PI / 2.0.
	*/
	getOuterConeAngle() {
		return this.get("outerConeAngle");
	}
	/**
	* Angle, in radians, from centre of spotlight where falloff ends. Must be > innerConeAngle and
	* <= PI / 2.0.
	*/
	setOuterConeAngle(angle) {
		return this.set("outerConeAngle", angle);
	}
};
//#endregion
//#region src/khr-lights-punctual/lights-punctual.ts
/**
* [`KHR_lights_punctual`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_lights_punctual/) defines three "punctual" light types: directional, point and
* spot.
*
* Punctual lights are parameterized, infinitely small points that emit light in
* well-defined directions and intensities. Lights are referenced by nodes and inherit the transform
* of that node.
*
* Properties:
* - {@link Light}
*
* ### Example
*
* ```typescript
* import { KHRLightsPunctual, Light, LightType } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const lightsExtension = document.createExtension(KHRLightsPunctual);
*
* // Create a Light property.
* const light = lightsExtension.createLight()
*	.setType(LightType.POINT)
*	.setIntensity(2.0)
*	.setColor([1.0, 0.0, 0.0]);
*
* // Attach the property to a Material.
* node.setExtension('KHR_lights_punctual', light);
* ```
*/
var KHRLightsPunctual = class extends dist/* Extension */.YY {
	extensionName = KHR_LIGHTS_PUNCTUAL;
	static EXTENSION_NAME = KHR_LIGHTS_PUNCTUAL;
	/** Creates a new punctual Light property for use on a {@link Node}. */
	createLight(name = "") {
		return new Light(this.document.getGraph(), name);
	}
	/** @hidden */
	read(context) {
		const jsonDoc = context.jsonDoc;
		if (!jsonDoc.json.extensions || !jsonDoc.json.extensions["KHR_lights_punctual"]) return this;
		const lights = (jsonDoc.json.extensions["KHR_lights_punctual"].lights || []).map((lightDef) => {
			const light = this.createLight().setName(lightDef.name || "").setType(lightDef.type);
			if (lightDef.extras) light.setExtras(lightDef.extras);
			if (lightDef.color !== void 0) light.setColor(lightDef.color);
			if (lightDef.intensity !== void 0) light.setIntensity(lightDef.intensity);
			if (lightDef.range !== void 0) light.setRange(lightDef.range);
			if (lightDef.spot?.innerConeAngle !== void 0) light.setInnerConeAngle(lightDef.spot.innerConeAngle);
			if (lightDef.spot?.outerConeAngle !== void 0) light.setOuterConeAngle(lightDef.spot.outerConeAngle);
			return light;
		});
		jsonDoc.json.nodes.forEach((nodeDef, nodeIndex) => {
			if (!nodeDef.extensions || !nodeDef.extensions["KHR_lights_punctual"]) return;
			const lightNodeDef = nodeDef.extensions[KHR_LIGHTS_PUNCTUAL];
			context.nodes[nodeIndex].setExtension(KHR_LIGHTS_PUNCTUAL, lights[lightNodeDef.light]);
		});
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		if (this.properties.size === 0) return this;
		const lightDefs = [];
		const lightIndexMap = /* @__PURE__ */ new Map();
		for (const property of this.properties) {
			const light = property;
			const lightDef = context.createPropertyDef(property);
			lightDef.type = light.getType();
			if (!dist/* MathUtils */.cj.eq(light.getColor(), [
				1,
				1,
				1
			])) lightDef.color = light.getColor();
			if (light.getIntensity() !== 1) lightDef.intensity = light.getIntensity();
			if (light.getRange() != null) lightDef.range = light.getRange();
			if (light.getName()) lightDef.name = light.getName();
			if (light.getType() === Light.Type.SPOT) lightDef.spot = {
				innerConeAngle: light.getInnerConeAngle(),
				outerConeAngle: light.getOuterConeAngle()
			};
			lightDefs.push(lightDef);
			lightIndexMap.set(light, lightDefs.length - 1);
		}
		this.document.getRoot().listNodes().forEach((node) => {
			const light = node.getExtension(KHR_LIGHTS_PUNCTUAL);
			if (light) {
				const nodeIndex = context.nodeIndexMap.get(node);
				const nodeDef = jsonDoc.json.nodes[nodeIndex];
				nodeDef.extensions = nodeDef.extensions || {};
				nodeDef.extensions[KHR_LIGHTS_PUNCTUAL] = { light: lightIndexMap.get(light) };
			}
		});
		jsonDoc.json.extensions = jsonDoc.json.extensions || {};
		jsonDoc.json.extensions[KHR_LIGHTS_PUNCTUAL] = { lights: lightDefs };
		return this;
	}
};
//#endregion
//#region src/khr-materials-anisotropy/anisotropy.ts
const { R: R$7, G: G$7, B: B$5 } = dist/* TextureChannel */.x9;
/**
* Defines anisotropy (directionally-dependent reflections) on a PBR {@link Material}. See
* {@link KHRMaterialsAnisotropy}.
*/
var Anisotropy = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_ANISOTROPY;
	init() {
		this.extensionName = KHR_MATERIALS_ANISOTROPY;
		this.propertyType = "Anisotropy";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			anisotropyStrength: 0,
			anisotropyRotation: 0,
			anisotropyTexture: null,
			anisotropyTextureInfo: new dist/* TextureInfo */.a8(this.graph, "anisotropyTextureInfo")
		});
	}
	/**********************************************************************************************
	* Anisotropy strength.
	*/
	/** Anisotropy strength. */
	getAnisotropyStrength() {
		return this.get("anisotropyStrength");
	}
	/** Anisotropy strength. */
	setAnisotropyStrength(strength) {
		return this.set("anisotropyStrength", strength);
	}
	/**********************************************************************************************
	* Anisotropy rotation.
	*/
	/** Anisotropy rotation; linear multiplier. */
	getAnisotropyRotation() {
		return this.get("anisotropyRotation");
	}
	/** Anisotropy rotation; linear multiplier. */
	setAnisotropyRotation(rotation) {
		return this.set("anisotropyRotation", rotation);
	}
	/**********************************************************************************************
	* Anisotropy texture.
	*/
	/**
	* Anisotropy texture. Red and green channels represent the anisotropy
	* direction in [-1, 1] tangent, bitangent space, to be rotated by
	* anisotropyRotation. The blue channel contains strength as [0, 1] to be
	* multiplied by anisotropyStrength.
	*/
	getAnisotropyTexture() {
		return this.getRef("anisotropyTexture");
	}
	/**
	* Settings affecting the material's use of its anisotropy texture. If no
	* texture is attached, {@link TextureInfo} is `null`.
	*/
	getAnisotropyTextureInfo() {
		return this.getRef("anisotropyTexture") ? this.getRef("anisotropyTextureInfo") : null;
	}
	/** Anisotropy texture. See {@link Anisotropy.getAnisotropyTexture getAnisotropyTexture}. */
	setAnisotropyTexture(texture) {
		return this.setRef("anisotropyTexture", texture, { channels: R$7 | G$7 | B$5 });
	}
};
//#endregion
//#region src/khr-materials-anisotropy/materials-anisotropy.ts
/**
* [`KHR_materials_anisotropy`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_anisotropy/)
* defines anisotropy (directionally-dependent reflections) on a PBR material.
*
* ![Illustration](/media/extensions/khr-materials-anisotropy.jpg)
*
* > _**Figure:** Effect of each color channel in the anisotropyTexture. Left
* > to right: the full anisotropy texture, filling the red channel with black,
* > filling the green channel with black, filling the blue channel with black.
* > Source: [Khronos Group & Wayfair](https://github.com/KhronosGroup/glTF-Sample-Assets/tree/main/Models/AnisotropyBarnLamp)._
*
* This extension defines the anisotropic property of a material as observable with brushed metals
* for instance. An asymmetric specular lobe model is introduced to allow for such phenomena. The
* visually distinct feature of that lobe is the elongated appearance of the specular reflection.
* For a single punctual light source, the specular reflection will eventually degenerate into a
* zero width line in the limit, that is where the material is fully anisotropic, as opposed to be
* fully isotropic in which case the specular reflection is radially symmetric.
*
* Properties:
* - {@link Anisotropy}
*
* ### Example
*
* The `KHRMaterialsAnisotropy` class provides a single {@link ExtensionProperty} type, `Anisotropy`,
* which may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsAnisotropy, Anisotropy } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const anisotropyExtension = document.createExtension(KHRMaterialsAnisotropy);
*
* // Create an Anisotropy property.
* const anisotropy = anisotropyExtension.createAnisotropy()
* 	.setAnisotropyStrength(1.0)
* 	.setAnisotropyRotation(Math.PI / 4);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_anisotropy', anisotropy);
* ```
*/
var KHRMaterialsAnisotropy = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_ANISOTROPY;
	extensionName = KHR_MATERIALS_ANISOTROPY;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Anisotropy property for use on a {@link Material}. */
	createAnisotropy() {
		return new Anisotropy(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_anisotropy"]) {
				const anisotropy = this.createAnisotropy();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_ANISOTROPY, anisotropy);
				const anisotropyDef = materialDef.extensions[KHR_MATERIALS_ANISOTROPY];
				if (anisotropyDef.extras) anisotropy.setExtras(anisotropyDef.extras);
				if (anisotropyDef.anisotropyStrength !== void 0) anisotropy.setAnisotropyStrength(anisotropyDef.anisotropyStrength);
				if (anisotropyDef.anisotropyRotation !== void 0) anisotropy.setAnisotropyRotation(anisotropyDef.anisotropyRotation);
				if (anisotropyDef.anisotropyTexture !== void 0) {
					const textureInfoDef = anisotropyDef.anisotropyTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					anisotropy.setAnisotropyTexture(texture);
					context.setTextureInfo(anisotropy.getAnisotropyTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const anisotropy = material.getExtension(KHR_MATERIALS_ANISOTROPY);
			if (anisotropy) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const anisotropyDef = context.createPropertyDef(anisotropy);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_ANISOTROPY] = anisotropyDef;
				if (anisotropy.getAnisotropyStrength() > 0) anisotropyDef.anisotropyStrength = anisotropy.getAnisotropyStrength();
				if (anisotropy.getAnisotropyRotation() !== 0) anisotropyDef.anisotropyRotation = anisotropy.getAnisotropyRotation();
				if (anisotropy.getAnisotropyTexture()) {
					const texture = anisotropy.getAnisotropyTexture();
					const textureInfo = anisotropy.getAnisotropyTextureInfo();
					anisotropyDef.anisotropyTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-clearcoat/clearcoat.ts
const { R: R$6, G: G$6, B: B$4 } = dist/* TextureChannel */.x9;
/**
* Defines clear coat for a PBR material. See {@link KHRMaterialsClearcoat}.
*/
var Clearcoat = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_CLEARCOAT;
	init() {
		this.extensionName = KHR_MATERIALS_CLEARCOAT;
		this.propertyType = "Clearcoat";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			clearcoatFactor: 0,
			clearcoatTexture: null,
			clearcoatTextureInfo: new dist/* TextureInfo */.a8(this.graph, "clearcoatTextureInfo"),
			clearcoatRoughnessFactor: 0,
			clearcoatRoughnessTexture: null,
			clearcoatRoughnessTextureInfo: new dist/* TextureInfo */.a8(this.graph, "clearcoatRoughnessTextureInfo"),
			clearcoatNormalScale: 1,
			clearcoatNormalTexture: null,
			clearcoatNormalTextureInfo: new dist/* TextureInfo */.a8(this.graph, "clearcoatNormalTextureInfo")
		});
	}
	/**********************************************************************************************
	* Clearcoat.
	*/
	/** Clearcoat; linear multiplier. See {@link Clearcoat.getClearcoatTexture getClearcoatTexture}. */
	getClearcoatFactor() {
		return this.get("clearcoatFactor");
	}
	/** Clearcoat; linear multiplier. See {@link Clearcoat.getClearcoatTexture getClearcoatTexture}. */
	setClearcoatFactor(factor) {
		return this.set("clearcoatFactor", factor);
	}
	/**
	* Clearcoat texture; linear multiplier. The `r` channel of this texture specifies an amount
	* [0-1] of coating over the surface of the material, which may have its own roughness and
	* normal map properties.
	*/
	getClearcoatTexture() {
		return this.getRef("clearcoatTexture");
	}
	/**
	* Settings affecting the material's use of its clearcoat texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getClearcoatTextureInfo() {
		return this.getRef("clearcoatTexture") ? this.getRef("clearcoatTextureInfo") : null;
	}
	/** Sets clearcoat texture. See {@link Clearcoat.getClearcoatTexture getClearcoatTexture}. */
	setClearcoatTexture(texture) {
		return this.setRef("clearcoatTexture", texture, { channels: R$6 });
	}
	/**********************************************************************************************
	* Clearcoat roughness.
	*/
	/**
	* Clearcoat roughness; linear multiplier.
	* See {@link Clearcoat.getClearcoatRoughnessTexture getClearcoatRoughnessTexture}.
	*/
	getClearcoatRoughnessFactor() {
		return this.get("clearcoatRoughnessFactor");
	}
	/**
	* Clearcoat roughness; linear multiplier.
	* See {@link Clearcoat.getClearcoatRoughnessTexture getClearcoatRoughnessTexture}.
	*/
	setClearcoatRoughnessFactor(factor) {
		return this.set("clearcoatRoughnessFactor", factor);
	}
	/**
	* Clearcoat roughness texture; linear multiplier. The `g` channel of this texture specifies
	* roughness, independent of the base layer's roughness.
	*/
	getClearcoatRoughnessTexture() {
		return this.getRef("clearcoatRoughnessTexture");
	}
	/**
	* Settings affecting the material's use of its clearcoat roughness texture. If no texture is
	* attached, {@link TextureInfo} is `null`.
	*/
	getClearcoatRoughnessTextureInfo() {
		return this.getRef("clearcoatRoughnessTexture") ? this.getRef("clearcoatRoughnessTextureInfo") : null;
	}
	/**
	* Sets clearcoat roughness texture.
	* See {@link Clearcoat.getClearcoatRoughnessTexture getClearcoatRoughnessTexture}.
	*/
	setClearcoatRoughnessTexture(texture) {
		return this.setRef("clearcoatRoughnessTexture", texture, { channels: G$6 });
	}
	/**********************************************************************************************
	* Clearcoat normals.
	*/
	/** Clearcoat normal scale. See {@link Clearcoat.getClearcoatNormalTexture getClearcoatNormalTexture}. */
	getClearcoatNormalScale() {
		return this.get("clearcoatNormalScale");
	}
	/** Clearcoat normal scale. See {@link Clearcoat.getClearcoatNormalTexture getClearcoatNormalTexture}. */
	setClearcoatNormalScale(scale) {
		return this.set("clearcoatNormalScale", scale);
	}
	/**
	* Clearcoat normal map. Independent of the material base layer normal map.
	*/
	getClearcoatNormalTexture() {
		return this.getRef("clearcoatNormalTexture");
	}
	/**
	* Settings affecting the material's use of its clearcoat normal texture. If no texture is
	* attached, {@link TextureInfo} is `null`.
	*/
	getClearcoatNormalTextureInfo() {
		return this.getRef("clearcoatNormalTexture") ? this.getRef("clearcoatNormalTextureInfo") : null;
	}
	/** Sets clearcoat normal texture. See {@link Clearcoat.getClearcoatNormalTexture getClearcoatNormalTexture}. */
	setClearcoatNormalTexture(texture) {
		return this.setRef("clearcoatNormalTexture", texture, { channels: R$6 | G$6 | B$4 });
	}
};
//#endregion
//#region src/khr-materials-clearcoat/materials-clearcoat.ts
/**
* [KHR_materials_clearcoat](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_clearcoat/)
* defines a clear coating on a glTF PBR material.
*
* ![Illustration](/media/extensions/khr-materials-clearcoat.png)
*
* > _**Figure:** Comparison of a carbon-fiber material without clearcoat (left) and with clearcoat
* > (right). Source: [Filament](https://google.github.io/filament/Materials.html)._
*
* A clear coat is a common technique used in Physically-Based
* Rendering for a protective layer applied to a base material.
* Commonly used to represent car paint, carbon fiber, or thin lacquers.
*
* Properties:
* - {@link Clearcoat}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsClearcoat, Clearcoat } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const clearcoatExtension = document.createExtension(KHRMaterialsClearcoat);
*
* // Create Clearcoat property.
* const clearcoat = clearcoatExtension.createClearcoat()
*	.setClearcoatFactor(1.0);
*
* // Assign to a Material.
* material.setExtension('KHR_materials_clearcoat', clearcoat);
* ```
*/
var KHRMaterialsClearcoat = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_CLEARCOAT;
	extensionName = KHR_MATERIALS_CLEARCOAT;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Clearcoat property for use on a {@link Material}. */
	createClearcoat() {
		return new Clearcoat(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_clearcoat"]) {
				const clearcoat = this.createClearcoat();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_CLEARCOAT, clearcoat);
				const clearcoatDef = materialDef.extensions[KHR_MATERIALS_CLEARCOAT];
				if (clearcoatDef.extras) clearcoat.setExtras(clearcoatDef.extras);
				if (clearcoatDef.clearcoatFactor !== void 0) clearcoat.setClearcoatFactor(clearcoatDef.clearcoatFactor);
				if (clearcoatDef.clearcoatRoughnessFactor !== void 0) clearcoat.setClearcoatRoughnessFactor(clearcoatDef.clearcoatRoughnessFactor);
				if (clearcoatDef.clearcoatTexture !== void 0) {
					const textureInfoDef = clearcoatDef.clearcoatTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					clearcoat.setClearcoatTexture(texture);
					context.setTextureInfo(clearcoat.getClearcoatTextureInfo(), textureInfoDef);
				}
				if (clearcoatDef.clearcoatRoughnessTexture !== void 0) {
					const textureInfoDef = clearcoatDef.clearcoatRoughnessTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					clearcoat.setClearcoatRoughnessTexture(texture);
					context.setTextureInfo(clearcoat.getClearcoatRoughnessTextureInfo(), textureInfoDef);
				}
				if (clearcoatDef.clearcoatNormalTexture !== void 0) {
					const textureInfoDef = clearcoatDef.clearcoatNormalTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					clearcoat.setClearcoatNormalTexture(texture);
					context.setTextureInfo(clearcoat.getClearcoatNormalTextureInfo(), textureInfoDef);
					if (textureInfoDef.scale !== void 0) clearcoat.setClearcoatNormalScale(textureInfoDef.scale);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const clearcoat = material.getExtension(KHR_MATERIALS_CLEARCOAT);
			if (clearcoat) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const clearcoatDef = context.createPropertyDef(clearcoat);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_CLEARCOAT] = clearcoatDef;
				clearcoatDef.clearcoatFactor = clearcoat.getClearcoatFactor();
				clearcoatDef.clearcoatRoughnessFactor = clearcoat.getClearcoatRoughnessFactor();
				if (clearcoat.getClearcoatTexture()) {
					const texture = clearcoat.getClearcoatTexture();
					const textureInfo = clearcoat.getClearcoatTextureInfo();
					clearcoatDef.clearcoatTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (clearcoat.getClearcoatRoughnessTexture()) {
					const texture = clearcoat.getClearcoatRoughnessTexture();
					const textureInfo = clearcoat.getClearcoatRoughnessTextureInfo();
					clearcoatDef.clearcoatRoughnessTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (clearcoat.getClearcoatNormalTexture()) {
					const texture = clearcoat.getClearcoatNormalTexture();
					const textureInfo = clearcoat.getClearcoatNormalTextureInfo();
					clearcoatDef.clearcoatNormalTexture = context.createTextureInfoDef(texture, textureInfo);
					if (clearcoat.getClearcoatNormalScale() !== 1) clearcoatDef.clearcoatNormalTexture.scale = clearcoat.getClearcoatNormalScale();
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-diffuse-transmission/diffuse-transmission.ts
const { R: R$5, G: G$5, B: B$3, A: A$3 } = dist/* TextureChannel */.x9;
/**
* Defines diffuse transmission on a PBR {@link Material}. See {@link KHRMaterialsDiffuseTransmission}.
*
* @experimental KHR_materials_diffuse_transmission is not yet ratified by the Khronos Group.
*/
var DiffuseTransmission = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_DIFFUSE_TRANSMISSION;
	init() {
		this.extensionName = KHR_MATERIALS_DIFFUSE_TRANSMISSION;
		this.propertyType = "DiffuseTransmission";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			diffuseTransmissionFactor: 0,
			diffuseTransmissionTexture: null,
			diffuseTransmissionTextureInfo: new dist/* TextureInfo */.a8(this.graph, "diffuseTransmissionTextureInfo"),
			diffuseTransmissionColorFactor: [
				1,
				1,
				1
			],
			diffuseTransmissionColorTexture: null,
			diffuseTransmissionColorTextureInfo: new dist/* TextureInfo */.a8(this.graph, "diffuseTransmissionColorTextureInfo")
		});
	}
	/**********************************************************************************************
	* Diffuse transmission.
	*/
	/**
	* Percentage of reflected, non-specularly reflected light that is transmitted through the
	* surface via the Lambertian diffuse transmission, i.e., the strength of the diffuse
	* transmission effect.
	*/
	getDiffuseTransmissionFactor() {
		return this.get("diffuseTransmissionFactor");
	}
	/**
	* Percentage of reflected, non-specularly reflected light that is transmitted through the
	* surface via the Lambertian diffuse transmission, i.e., the strength of the diffuse
	* transmission effect.
	*/
	setDiffuseTransmissionFactor(factor) {
		return this.set("diffuseTransmissionFactor", factor);
	}
	/**
	* Texture that defines the strength of the diffuse transmission effect, stored in the alpha (A)
	* channel. Will be multiplied by the diffuseTransmissionFactor.
	*/
	getDiffuseTransmissionTexture() {
		return this.getRef("diffuseTransmissionTexture");
	}
	/**
	* Settings affecting the material's use of its diffuse transmission texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getDiffuseTransmissionTextureInfo() {
		return this.getRef("diffuseTransmissionTexture") ? this.getRef("diffuseTransmissionTextureInfo") : null;
	}
	/**
	* Texture that defines the strength of the diffuse transmission effect, stored in the alpha (A)
	* channel. Will be multiplied by the diffuseTransmissionFactor.
	*/
	setDiffuseTransmissionTexture(texture) {
		return this.setRef("diffuseTransmissionTexture", texture, { channels: A$3 });
	}
	/**********************************************************************************************
	* Diffuse transmission color.
	*/
	/** Color of the transmitted light; Linear-sRGB components. */
	getDiffuseTransmissionColorFactor() {
		return this.get("diffuseTransmissionColorFactor");
	}
	/** Color of the transmitted light; Linear-sRGB components. */
	setDiffuseTransmissionColorFactor(factor) {
		return this.set("diffuseTransmissionColorFactor", factor);
	}
	/**
	* Texture that defines the color of the transmitted light, stored in the RGB channels and
	* encoded in sRGB. This texture will be multiplied by diffuseTransmissionColorFactor.
	*/
	getDiffuseTransmissionColorTexture() {
		return this.getRef("diffuseTransmissionColorTexture");
	}
	/**
	* Settings affecting the material's use of its diffuse transmission color texture. If no
	* texture is attached, {@link TextureInfo} is `null`.
	*/
	getDiffuseTransmissionColorTextureInfo() {
		return this.getRef("diffuseTransmissionColorTexture") ? this.getRef("diffuseTransmissionColorTextureInfo") : null;
	}
	/**
	* Texture that defines the color of the transmitted light, stored in the RGB channels and
	* encoded in sRGB. This texture will be multiplied by diffuseTransmissionColorFactor.
	*/
	setDiffuseTransmissionColorTexture(texture) {
		return this.setRef("diffuseTransmissionColorTexture", texture, { channels: R$5 | G$5 | B$3 });
	}
};
//#endregion
//#region src/khr-materials-diffuse-transmission/materials-diffuse-transmission.ts
/**
* [KHR_materials_diffuse_transmission](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_diffuse_transmission/)
* defines diffuse transmission on a glTF PBR material.
*
* ![Illustration](/media/extensions/khr-materials-diffuse-transmission.png)
*
* > _**Figure:** Sphere using `KHR_materials_diffuse_transmission` with varying roughness (0.0, 0.2, 0.4).
* > Source: Khronos Group._
*
* Adds a Lambertian diffuse transmission BSDF to the metallic-roughness
* material. Thin, dielectric objects like leaves or paper diffusely transmit
* incoming light to the opposite side of the surface. For optically thick
* media (volumes) with short scattering distances and therefore dense
* scattering behavior, a diffuse transmission lobe is a phenomenological
* plausible and cheap approximation.
*
* Properties:
* - {@link DiffuseTransmission}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsDiffuseTransmission, DiffuseTransmission } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const diffuseTransmissionExtension = document.createExtension(KHRMaterialsDiffuseTransmission);
*
* // Create DiffuseTransmission property.
* const diffuseTransmission = diffuseTransmission.createDiffuseTransmission()
*	.setDiffuseTransmissionFactor(1.0);
*
* // Assign to a Material.
* material.setExtension('KHR_materials_diffuse_transmission', diffuseTransmission);
* ```
*
* @experimental KHR_materials_diffuse_transmission is not yet ratified by the Khronos Group.
*/
var KHRMaterialsDiffuseTransmission = class extends dist/* Extension */.YY {
	extensionName = KHR_MATERIALS_DIFFUSE_TRANSMISSION;
	static EXTENSION_NAME = KHR_MATERIALS_DIFFUSE_TRANSMISSION;
	/** Creates a new DiffuseTransmission property for use on a {@link Material}. */
	createDiffuseTransmission() {
		return new DiffuseTransmission(this.document.getGraph());
	}
	/** @hidden */
	read(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_diffuse_transmission"]) {
				const transmission = this.createDiffuseTransmission();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_DIFFUSE_TRANSMISSION, transmission);
				const transmissionDef = materialDef.extensions[KHR_MATERIALS_DIFFUSE_TRANSMISSION];
				if (transmissionDef.extras) transmission.setExtras(transmissionDef.extras);
				if (transmissionDef.diffuseTransmissionFactor !== void 0) transmission.setDiffuseTransmissionFactor(transmissionDef.diffuseTransmissionFactor);
				if (transmissionDef.diffuseTransmissionColorFactor !== void 0) transmission.setDiffuseTransmissionColorFactor(transmissionDef.diffuseTransmissionColorFactor);
				if (transmissionDef.diffuseTransmissionTexture !== void 0) {
					const textureInfoDef = transmissionDef.diffuseTransmissionTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					transmission.setDiffuseTransmissionTexture(texture);
					context.setTextureInfo(transmission.getDiffuseTransmissionTextureInfo(), textureInfoDef);
				}
				if (transmissionDef.diffuseTransmissionColorTexture !== void 0) {
					const textureInfoDef = transmissionDef.diffuseTransmissionColorTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					transmission.setDiffuseTransmissionColorTexture(texture);
					context.setTextureInfo(transmission.getDiffuseTransmissionColorTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		for (const material of this.document.getRoot().listMaterials()) {
			const transmission = material.getExtension(KHR_MATERIALS_DIFFUSE_TRANSMISSION);
			if (!transmission) continue;
			const materialIndex = context.materialIndexMap.get(material);
			const materialDef = jsonDoc.json.materials[materialIndex];
			const transmissionDef = context.createPropertyDef(transmission);
			materialDef.extensions = materialDef.extensions || {};
			materialDef.extensions[KHR_MATERIALS_DIFFUSE_TRANSMISSION] = transmissionDef;
			transmissionDef.diffuseTransmissionFactor = transmission.getDiffuseTransmissionFactor();
			transmissionDef.diffuseTransmissionColorFactor = transmission.getDiffuseTransmissionColorFactor();
			if (transmission.getDiffuseTransmissionTexture()) {
				const texture = transmission.getDiffuseTransmissionTexture();
				const textureInfo = transmission.getDiffuseTransmissionTextureInfo();
				transmissionDef.diffuseTransmissionTexture = context.createTextureInfoDef(texture, textureInfo);
			}
			if (transmission.getDiffuseTransmissionColorTexture()) {
				const texture = transmission.getDiffuseTransmissionColorTexture();
				const textureInfo = transmission.getDiffuseTransmissionColorTextureInfo();
				transmissionDef.diffuseTransmissionColorTexture = context.createTextureInfoDef(texture, textureInfo);
			}
		}
		return this;
	}
};
//#endregion
//#region src/khr-materials-dispersion/dispersion.ts
/**
* Defines dispersion for a PBR {@link Material}. See {@link KHRMaterialsDispersion}.
*/
var Dispersion = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_DISPERSION;
	init() {
		this.extensionName = KHR_MATERIALS_DISPERSION;
		this.propertyType = "Dispersion";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { dispersion: 0 });
	}
	/**********************************************************************************************
	* Dispersion.
	*/
	/** Dispersion. */
	getDispersion() {
		return this.get("dispersion");
	}
	/** Dispersion. */
	setDispersion(dispersion) {
		return this.set("dispersion", dispersion);
	}
};
//#endregion
//#region src/khr-materials-dispersion/materials-dispersion.ts
/**
* [KHR_materials_dispersion](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_dispersion/)
* defines dispersion on a glTF PBR material.
*
* ![illustration](/media/extensions/khr-materials-dispersion.jpg)
*
* > _**Figure:** Prisms demonstrating volumetric refraction and dispersion, for varying
* > values of dispersion and IOR. Source: Khronos Group, rendered in Adobe Stager._
*
* Dispersion enables configuring the strength of the angular separation of colors (chromatic
* aberration) transmitting through a relatively clear volume.  It is an enhancement to the
* default `KHR_materials_volume` transmission model which assumes no dispersion.
*
* Properties:
* - {@link Dispersion}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsDispersion, Dispersion } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const dispersionExtension = document.createExtension(KHRMaterialsDispersion);
*
* // Create Dispersion property.
* const dispersion = dispersionExtension.createDispersion().setDispersion(1.0);
*
* // Assign to a Material.
* material.setExtension('KHR_materials_dispersion', dispersion);
* ```
*/
var KHRMaterialsDispersion = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_DISPERSION;
	extensionName = KHR_MATERIALS_DISPERSION;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Dispersion property for use on a {@link Material}. */
	createDispersion() {
		return new Dispersion(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.materials || []).forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_dispersion"]) {
				const dispersion = this.createDispersion();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_DISPERSION, dispersion);
				const dispersionDef = materialDef.extensions[KHR_MATERIALS_DISPERSION];
				if (dispersionDef.extras) dispersion.setExtras(dispersionDef.extras);
				if (dispersionDef.dispersion !== void 0) dispersion.setDispersion(dispersionDef.dispersion);
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const dispersion = material.getExtension(KHR_MATERIALS_DISPERSION);
			if (dispersion) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const dispersionDef = context.createPropertyDef(dispersion);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_DISPERSION] = dispersionDef;
				dispersionDef.dispersion = dispersion.getDispersion();
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-emissive-strength/emissive-strength.ts
/**
* Defines emissive strength for a PBR {@link Material}, allowing high-dynamic-range
* (HDR) emissive materials. See {@link KHRMaterialsEmissiveStrength}.
*/
var EmissiveStrength = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_EMISSIVE_STRENGTH;
	init() {
		this.extensionName = KHR_MATERIALS_EMISSIVE_STRENGTH;
		this.propertyType = "EmissiveStrength";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { emissiveStrength: 1 });
	}
	/**********************************************************************************************
	* EmissiveStrength.
	*/
	/** EmissiveStrength. */
	getEmissiveStrength() {
		return this.get("emissiveStrength");
	}
	/** EmissiveStrength. */
	setEmissiveStrength(strength) {
		return this.set("emissiveStrength", strength);
	}
};
//#endregion
//#region src/khr-materials-emissive-strength/materials-emissive-strength.ts
/**
* [KHR_materials_emissive_strength](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_emissive_strength/)
* defines emissive strength and enables high-dynamic-range (HDR) emissive materials.
*
* ![Illustration](/media/extensions/khr-materials-emissive-strength.jpg)
*
* > _**Figure:** Cubes with emissive color #59BCF3 and emissive strength
* > increasing from 1 to 256 nits, left to right. Rendered in [three.js](https://threejs.org/),
* > with independent point lighting and a bloom effect.
* > Source: [Don McCurdy](https://www.donmccurdy.com/2024/04/27/emission-and-bloom/)._
*
* The core glTF 2.0 material model includes {@link Material.setEmissiveFactor `emissiveFactor`}
* and {@link Material.setEmissiveTexture `emissiveTexture`} to control the color and intensity
* of the light being emitted by the material, clamped to the range [0.0, 1.0]. However, in
* PBR environments with HDR reflections and lighting, stronger emission effects may be desirable.
*
* In this extension, a new {@link EmissiveStrength.setEmissiveStrength `emissiveStrength`} scalar
* factor is supplied, which governs the upper limit of emissive strength per material and may be
* given arbitrarily high values.
*
* For implementations where a physical light unit is needed, the units for the multiplicative
* product of the emissive texture and factor are candela per square meter (cd / m2), sometimes
* called _nits_. Many realtime rendering engines simplify this calculation by assuming that an
* emissive factor of 1.0 results in a fully exposed pixel.
*
* Properties:
* - {@link EmissiveStrength}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsEmissiveStrength, EmissiveStrength } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const emissiveStrengthExtension = document.createExtension(KHRMaterialsEmissiveStrength);
*
* // Create EmissiveStrength property.
* const emissiveStrength = emissiveStrengthExtension
* 	.createEmissiveStrength().setEmissiveStrength(5.0);
*
* // Assign to a Material.
* material.setExtension('KHR_materials_emissive_strength', emissiveStrength);
* ```
*/
var KHRMaterialsEmissiveStrength = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_EMISSIVE_STRENGTH;
	extensionName = KHR_MATERIALS_EMISSIVE_STRENGTH;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new EmissiveStrength property for use on a {@link Material}. */
	createEmissiveStrength() {
		return new EmissiveStrength(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.materials || []).forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_emissive_strength"]) {
				const emissiveStrength = this.createEmissiveStrength();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_EMISSIVE_STRENGTH, emissiveStrength);
				const emissiveStrengthDef = materialDef.extensions[KHR_MATERIALS_EMISSIVE_STRENGTH];
				if (emissiveStrengthDef.extras) emissiveStrength.setExtras(emissiveStrengthDef.extras);
				if (emissiveStrengthDef.emissiveStrength !== void 0) emissiveStrength.setEmissiveStrength(emissiveStrengthDef.emissiveStrength);
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const emissiveStrength = material.getExtension(KHR_MATERIALS_EMISSIVE_STRENGTH);
			if (emissiveStrength) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const emissiveStrengthDef = context.createPropertyDef(emissiveStrength);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_EMISSIVE_STRENGTH] = emissiveStrengthDef;
				emissiveStrengthDef.emissiveStrength = emissiveStrength.getEmissiveStrength();
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-ior/ior.ts
/**
* Defines index of refraction for a PBR {@link Material}. See {@link KHRMaterialsIOR}.
*/
var IOR = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_IOR;
	init() {
		this.extensionName = KHR_MATERIALS_IOR;
		this.propertyType = "IOR";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { ior: 1.5 });
	}
	/**********************************************************************************************
	* IOR.
	*/
	/** IOR. */
	getIOR() {
		return this.get("ior");
	}
	/** IOR. */
	setIOR(ior) {
		return this.set("ior", ior);
	}
};
//#endregion
//#region src/khr-materials-ior/materials-ior.ts
/**
* [KHR_materials_ior](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_ior/)
* defines index of refraction on a glTF PBR material.
*
* The dielectric BRDF of the metallic-roughness material in glTF uses a fixed value of 1.5 for the
* index of refraction. This is a good fit for many plastics and glass, but not for other materials
* like water or asphalt, sapphire or diamond. `KHR_materials_ior` allows users to set the index of
* refraction to a certain value.
*
* Properties:
* - {@link IOR}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsIOR, IOR } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const iorExtension = document.createExtension(KHRMaterialsIOR);
*
* // Create IOR property.
* const ior = iorExtension.createIOR().setIOR(1.0);
*
* // Assign to a Material.
* material.setExtension('KHR_materials_ior', ior);
* ```
*/
var KHRMaterialsIOR = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_IOR;
	extensionName = KHR_MATERIALS_IOR;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new IOR property for use on a {@link Material}. */
	createIOR() {
		return new IOR(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.materials || []).forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_ior"]) {
				const ior = this.createIOR();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_IOR, ior);
				const iorDef = materialDef.extensions[KHR_MATERIALS_IOR];
				if (iorDef.extras) ior.setExtras(iorDef.extras);
				if (iorDef.ior !== void 0) ior.setIOR(iorDef.ior);
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const ior = material.getExtension(KHR_MATERIALS_IOR);
			if (ior) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const iorDef = context.createPropertyDef(ior);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_IOR] = iorDef;
				iorDef.ior = ior.getIOR();
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-iridescence/iridescence.ts
const { R: R$4, G: G$4 } = dist/* TextureChannel */.x9;
/**
* Defines iridescence (thin film interference) on a PBR {@link Material}. See {@link KHRMaterialsIridescence}.
*/
var Iridescence = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_IRIDESCENCE;
	init() {
		this.extensionName = KHR_MATERIALS_IRIDESCENCE;
		this.propertyType = "Iridescence";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			iridescenceFactor: 0,
			iridescenceTexture: null,
			iridescenceTextureInfo: new dist/* TextureInfo */.a8(this.graph, "iridescenceTextureInfo"),
			iridescenceIOR: 1.3,
			iridescenceThicknessMinimum: 100,
			iridescenceThicknessMaximum: 400,
			iridescenceThicknessTexture: null,
			iridescenceThicknessTextureInfo: new dist/* TextureInfo */.a8(this.graph, "iridescenceThicknessTextureInfo")
		});
	}
	/**********************************************************************************************
	* Iridescence.
	*/
	/** Iridescence; linear multiplier. See {@link Iridescence.getIridescenceTexture getIridescenceTexture}. */
	getIridescenceFactor() {
		return this.get("iridescenceFactor");
	}
	/** Iridescence; linear multiplier. See {@link Iridescence.getIridescenceTexture getIridescenceTexture}. */
	setIridescenceFactor(factor) {
		return this.set("iridescenceFactor", factor);
	}
	/**
	* Iridescence intensity.
	*
	* Only the red (R) channel is used for iridescence intensity, but this texture may optionally
	* be packed with additional data in the other channels.
	*/
	getIridescenceTexture() {
		return this.getRef("iridescenceTexture");
	}
	/**
	* Settings affecting the material's use of its iridescence texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getIridescenceTextureInfo() {
		return this.getRef("iridescenceTexture") ? this.getRef("iridescenceTextureInfo") : null;
	}
	/** Iridescence intensity. See {@link Iridescence.getIridescenceTexture getIridescenceTexture}. */
	setIridescenceTexture(texture) {
		return this.setRef("iridescenceTexture", texture, { channels: R$4 });
	}
	/**********************************************************************************************
	* Iridescence IOR.
	*/
	/** Index of refraction of the dielectric thin-film layer. */
	getIridescenceIOR() {
		return this.get("iridescenceIOR");
	}
	/** Index of refraction of the dielectric thin-film layer. */
	setIridescenceIOR(ior) {
		return this.set("iridescenceIOR", ior);
	}
	/**********************************************************************************************
	* Iridescence thickness.
	*/
	/** Minimum thickness of the thin-film layer, in nanometers (nm). */
	getIridescenceThicknessMinimum() {
		return this.get("iridescenceThicknessMinimum");
	}
	/** Minimum thickness of the thin-film layer, in nanometers (nm). */
	setIridescenceThicknessMinimum(thickness) {
		return this.set("iridescenceThicknessMinimum", thickness);
	}
	/** Maximum thickness of the thin-film layer, in nanometers (nm). */
	getIridescenceThicknessMaximum() {
		return this.get("iridescenceThicknessMaximum");
	}
	/** Maximum thickness of the thin-film layer, in nanometers (nm). */
	setIridescenceThicknessMaximum(thickness) {
		return this.set("iridescenceThicknessMaximum", thickness);
	}
	/**
	* The green channel of this texture defines the thickness of the
	* thin-film layer by blending between the minimum and maximum thickness.
	*/
	getIridescenceThicknessTexture() {
		return this.getRef("iridescenceThicknessTexture");
	}
	/**
	* Settings affecting the material's use of its iridescence thickness texture.
	* If no texture is attached, {@link TextureInfo} is `null`.
	*/
	getIridescenceThicknessTextureInfo() {
		return this.getRef("iridescenceThicknessTexture") ? this.getRef("iridescenceThicknessTextureInfo") : null;
	}
	/**
	* Sets iridescence thickness texture.
	* See {@link Iridescence.getIridescenceThicknessTexture getIridescenceThicknessTexture}.
	*/
	setIridescenceThicknessTexture(texture) {
		return this.setRef("iridescenceThicknessTexture", texture, { channels: G$4 });
	}
};
//#endregion
//#region src/khr-materials-iridescence/materials-iridescence.ts
/**
* [`KHR_materials_iridescence`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_iridescence/)
* defines iridescence (thin film interference) on a PBR material.
*
* ![Illustration](/media/extensions/khr-materials-iridescence.png)
*
* > _**Figure:** Varying levels of iridescence IOR values.
* > Source: [Khronos Group](https://github.com/KhronosGroup/gltf/tree/main/extensions/2.0/Khronos/KHR_materials_iridescence)._
*
* Iridescence describes an effect where hue varies depending on the viewing
* angle and illumination angle: A thin-film of a semi-transparent layer
* results in inter-reflections and due to thin-film interference, certain
* wavelengths get absorbed or amplified. Iridescence can be seen on soap
* bubbles, oil films, or on the wings of many insects. With this extension,
* thickness and index of refraction (IOR) of the thin-film can be specified,
* enabling iridescent materials.
*
* Properties:
* - {@link Iridescence}
*
* ### Example
*
* The `KHRMaterialsIridescence` class provides a single {@link ExtensionProperty} type, `Iridescence`,
* which may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsIridescence, Iridescence } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const iridescenceExtension = document.createExtension(KHRMaterialsIridescence);
*
* // Create an Iridescence property.
* const iridescence = iridescenceExtension.createIridescence()
* 	.setIridescenceFactor(1.0)
* 	.setIridescenceIOR(1.8);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_iridescence', iridescence);
* ```
*/
var KHRMaterialsIridescence = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_IRIDESCENCE;
	extensionName = KHR_MATERIALS_IRIDESCENCE;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Iridescence property for use on a {@link Material}. */
	createIridescence() {
		return new Iridescence(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_iridescence"]) {
				const iridescence = this.createIridescence();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_IRIDESCENCE, iridescence);
				const iridescenceDef = materialDef.extensions[KHR_MATERIALS_IRIDESCENCE];
				if (iridescenceDef.extras) iridescence.setExtras(iridescenceDef.extras);
				if (iridescenceDef.iridescenceFactor !== void 0) iridescence.setIridescenceFactor(iridescenceDef.iridescenceFactor);
				if (iridescenceDef.iridescenceIor !== void 0) iridescence.setIridescenceIOR(iridescenceDef.iridescenceIor);
				if (iridescenceDef.iridescenceThicknessMinimum !== void 0) iridescence.setIridescenceThicknessMinimum(iridescenceDef.iridescenceThicknessMinimum);
				if (iridescenceDef.iridescenceThicknessMaximum !== void 0) iridescence.setIridescenceThicknessMaximum(iridescenceDef.iridescenceThicknessMaximum);
				if (iridescenceDef.iridescenceTexture !== void 0) {
					const textureInfoDef = iridescenceDef.iridescenceTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					iridescence.setIridescenceTexture(texture);
					context.setTextureInfo(iridescence.getIridescenceTextureInfo(), textureInfoDef);
				}
				if (iridescenceDef.iridescenceThicknessTexture !== void 0) {
					const textureInfoDef = iridescenceDef.iridescenceThicknessTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					iridescence.setIridescenceThicknessTexture(texture);
					context.setTextureInfo(iridescence.getIridescenceThicknessTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const iridescence = material.getExtension(KHR_MATERIALS_IRIDESCENCE);
			if (iridescence) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const iridescenceDef = context.createPropertyDef(iridescence);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_IRIDESCENCE] = iridescenceDef;
				if (iridescence.getIridescenceFactor() > 0) iridescenceDef.iridescenceFactor = iridescence.getIridescenceFactor();
				if (iridescence.getIridescenceIOR() !== 1.3) iridescenceDef.iridescenceIor = iridescence.getIridescenceIOR();
				if (iridescence.getIridescenceThicknessMinimum() !== 100) iridescenceDef.iridescenceThicknessMinimum = iridescence.getIridescenceThicknessMinimum();
				if (iridescence.getIridescenceThicknessMaximum() !== 400) iridescenceDef.iridescenceThicknessMaximum = iridescence.getIridescenceThicknessMaximum();
				if (iridescence.getIridescenceTexture()) {
					const texture = iridescence.getIridescenceTexture();
					const textureInfo = iridescence.getIridescenceTextureInfo();
					iridescenceDef.iridescenceTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (iridescence.getIridescenceThicknessTexture()) {
					const texture = iridescence.getIridescenceThicknessTexture();
					const textureInfo = iridescence.getIridescenceThicknessTextureInfo();
					iridescenceDef.iridescenceThicknessTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-pbr-specular-glossiness/pbr-specular-glossiness.ts
const { R: R$3, G: G$3, B: B$2, A: A$2 } = dist/* TextureChannel */.x9;
/**
* Converts a {@link Material} to a spec/gloss workflow. See {@link KHRMaterialsPBRSpecularGlossiness}.
*/
var PBRSpecularGlossiness = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS;
	init() {
		this.extensionName = KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS;
		this.propertyType = "PBRSpecularGlossiness";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			diffuseFactor: [
				1,
				1,
				1,
				1
			],
			diffuseTexture: null,
			diffuseTextureInfo: new dist/* TextureInfo */.a8(this.graph, "diffuseTextureInfo"),
			specularFactor: [
				1,
				1,
				1
			],
			glossinessFactor: 1,
			specularGlossinessTexture: null,
			specularGlossinessTextureInfo: new dist/* TextureInfo */.a8(this.graph, "specularGlossinessTextureInfo")
		});
	}
	/**********************************************************************************************
	* Diffuse.
	*/
	/** Diffuse; Linear-sRGB components. See {@link PBRSpecularGlossiness.getDiffuseTexture getDiffuseTexture}. */
	getDiffuseFactor() {
		return this.get("diffuseFactor");
	}
	/** Diffuse; Linear-sRGB components. See {@link PBRSpecularGlossiness.getDiffuseTexture getDiffuseTexture}. */
	setDiffuseFactor(factor) {
		return this.set("diffuseFactor", factor);
	}
	/**
	* Diffuse texture; sRGB. Alternative to baseColorTexture, used within the
	* spec/gloss PBR workflow.
	*/
	getDiffuseTexture() {
		return this.getRef("diffuseTexture");
	}
	/**
	* Settings affecting the material's use of its diffuse texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getDiffuseTextureInfo() {
		return this.getRef("diffuseTexture") ? this.getRef("diffuseTextureInfo") : null;
	}
	/** Sets diffuse texture. See {@link PBRSpecularGlossiness.getDiffuseTexture getDiffuseTexture}. */
	setDiffuseTexture(texture) {
		return this.setRef("diffuseTexture", texture, {
			channels: R$3 | G$3 | B$2 | A$2,
			isColor: true
		});
	}
	/**********************************************************************************************
	* Specular.
	*/
	/** Specular; linear multiplier. */
	getSpecularFactor() {
		return this.get("specularFactor");
	}
	/** Specular; linear multiplier. */
	setSpecularFactor(factor) {
		return this.set("specularFactor", factor);
	}
	/**********************************************************************************************
	* Glossiness.
	*/
	/** Glossiness; linear multiplier. */
	getGlossinessFactor() {
		return this.get("glossinessFactor");
	}
	/** Glossiness; linear multiplier. */
	setGlossinessFactor(factor) {
		return this.set("glossinessFactor", factor);
	}
	/**********************************************************************************************
	* Specular/Glossiness.
	*/
	/** Spec/gloss texture; linear multiplier. */
	getSpecularGlossinessTexture() {
		return this.getRef("specularGlossinessTexture");
	}
	/**
	* Settings affecting the material's use of its spec/gloss texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getSpecularGlossinessTextureInfo() {
		return this.getRef("specularGlossinessTexture") ? this.getRef("specularGlossinessTextureInfo") : null;
	}
	/** Spec/gloss texture; linear multiplier. */
	setSpecularGlossinessTexture(texture) {
		return this.setRef("specularGlossinessTexture", texture, { channels: R$3 | G$3 | B$2 | A$2 });
	}
};
//#endregion
//#region src/khr-materials-pbr-specular-glossiness/materials-pbr-specular-glossiness.ts
/**
* [`KHR_materials_pbrSpecularGlossiness`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_pbrSpecularGlossiness/)
* converts a PBR material from the default metal/rough workflow to a spec/gloss workflow.
*
* > _**NOTICE:** The spec/gloss workflow does _not_ support other PBR extensions such as clearcoat,
* > transmission, IOR, etc. For the complete PBR feature set and specular data, use the
* > {@link KHRMaterialsSpecular} extension instead, which provides specular data within a metal/rough
* > workflow._
*
* ![Illustration](/media/extensions/khr-material-pbr-specular-glossiness.png)
*
* > _**Figure:** Components of a PBR spec/gloss material. Source: Khronos Group._
*
* Properties:
* - {@link PBRSpecularGlossiness}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsPBRSpecularGlossiness } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const specGlossExtension = document.createExtension(KHRMaterialsPBRSpecularGlossiness);
*
* // Create a PBRSpecularGlossiness property.
* const specGloss = specGlossExtension.createPBRSpecularGlossiness()
* 	.setSpecularFactor(1.0);
*
* // // Assign to a Material.
* material.setExtension('KHR_materials_pbrSpecularGlossiness', specGloss);
* ```
*/
var KHRMaterialsPBRSpecularGlossiness = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS;
	extensionName = KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new PBRSpecularGlossiness property for use on a {@link Material}. */
	createPBRSpecularGlossiness() {
		return new PBRSpecularGlossiness(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_pbrSpecularGlossiness"]) {
				const specGloss = this.createPBRSpecularGlossiness();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS, specGloss);
				const specGlossDef = materialDef.extensions[KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS];
				if (specGlossDef.extras) specGloss.setExtras(specGlossDef.extras);
				if (specGlossDef.diffuseFactor !== void 0) specGloss.setDiffuseFactor(specGlossDef.diffuseFactor);
				if (specGlossDef.specularFactor !== void 0) specGloss.setSpecularFactor(specGlossDef.specularFactor);
				if (specGlossDef.glossinessFactor !== void 0) specGloss.setGlossinessFactor(specGlossDef.glossinessFactor);
				if (specGlossDef.diffuseTexture !== void 0) {
					const textureInfoDef = specGlossDef.diffuseTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					specGloss.setDiffuseTexture(texture);
					context.setTextureInfo(specGloss.getDiffuseTextureInfo(), textureInfoDef);
				}
				if (specGlossDef.specularGlossinessTexture !== void 0) {
					const textureInfoDef = specGlossDef.specularGlossinessTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					specGloss.setSpecularGlossinessTexture(texture);
					context.setTextureInfo(specGloss.getSpecularGlossinessTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const specGloss = material.getExtension(KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS);
			if (specGloss) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const specGlossDef = context.createPropertyDef(specGloss);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_PBR_SPECULAR_GLOSSINESS] = specGlossDef;
				specGlossDef.diffuseFactor = specGloss.getDiffuseFactor();
				specGlossDef.specularFactor = specGloss.getSpecularFactor();
				specGlossDef.glossinessFactor = specGloss.getGlossinessFactor();
				if (specGloss.getDiffuseTexture()) {
					const texture = specGloss.getDiffuseTexture();
					const textureInfo = specGloss.getDiffuseTextureInfo();
					specGlossDef.diffuseTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (specGloss.getSpecularGlossinessTexture()) {
					const texture = specGloss.getSpecularGlossinessTexture();
					const textureInfo = specGloss.getSpecularGlossinessTextureInfo();
					specGlossDef.specularGlossinessTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-sheen/sheen.ts
const { R: R$2, G: G$2, B: B$1, A: A$1 } = dist/* TextureChannel */.x9;
/**
* Defines sheen on a PBR {@link Material}. See {@link KHRMaterialsSheen}.
*/
var Sheen = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_SHEEN;
	init() {
		this.extensionName = KHR_MATERIALS_SHEEN;
		this.propertyType = "Sheen";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			sheenColorFactor: [
				0,
				0,
				0
			],
			sheenColorTexture: null,
			sheenColorTextureInfo: new dist/* TextureInfo */.a8(this.graph, "sheenColorTextureInfo"),
			sheenRoughnessFactor: 0,
			sheenRoughnessTexture: null,
			sheenRoughnessTextureInfo: new dist/* TextureInfo */.a8(this.graph, "sheenRoughnessTextureInfo")
		});
	}
	/**********************************************************************************************
	* Sheen color.
	*/
	/** Sheen; linear multiplier. */
	getSheenColorFactor() {
		return this.get("sheenColorFactor");
	}
	/** Sheen; linear multiplier. */
	setSheenColorFactor(factor) {
		return this.set("sheenColorFactor", factor);
	}
	/**
	* Sheen color texture, in sRGB colorspace.
	*/
	getSheenColorTexture() {
		return this.getRef("sheenColorTexture");
	}
	/**
	* Settings affecting the material's use of its sheen color texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getSheenColorTextureInfo() {
		return this.getRef("sheenColorTexture") ? this.getRef("sheenColorTextureInfo") : null;
	}
	/** Sets sheen color texture. See {@link Sheen.getSheenColorTexture getSheenColorTexture}. */
	setSheenColorTexture(texture) {
		return this.setRef("sheenColorTexture", texture, {
			channels: R$2 | G$2 | B$1,
			isColor: true
		});
	}
	/**********************************************************************************************
	* Sheen roughness.
	*/
	/** Sheen roughness; linear multiplier. See {@link Sheen.getSheenRoughnessTexture getSheenRoughnessTexture}. */
	getSheenRoughnessFactor() {
		return this.get("sheenRoughnessFactor");
	}
	/** Sheen roughness; linear multiplier. See {@link Sheen.getSheenRoughnessTexture getSheenRoughnessTexture}. */
	setSheenRoughnessFactor(factor) {
		return this.set("sheenRoughnessFactor", factor);
	}
	/**
	* Sheen roughness texture; linear multiplier. The `a` channel of this texture specifies
	* roughness, independent of the base layer's roughness.
	*/
	getSheenRoughnessTexture() {
		return this.getRef("sheenRoughnessTexture");
	}
	/**
	* Settings affecting the material's use of its sheen roughness texture. If no texture is
	* attached, {@link TextureInfo} is `null`.
	*/
	getSheenRoughnessTextureInfo() {
		return this.getRef("sheenRoughnessTexture") ? this.getRef("sheenRoughnessTextureInfo") : null;
	}
	/**
	* Sets sheen roughness texture.  The `a` channel of this texture specifies
	* roughness, independent of the base layer's roughness.
	*/
	setSheenRoughnessTexture(texture) {
		return this.setRef("sheenRoughnessTexture", texture, { channels: A$1 });
	}
};
//#endregion
//#region src/khr-materials-sheen/materials-sheen.ts
/**
* [`KHR_materials_sheen`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Khronos/KHR_materials_sheen/)
* defines a velvet-like sheen layered on a glTF PBR material.
*
* ![Illustration](/media/extensions/khr-materials-sheen.png)
*
* > _**Figure:** A cushion, showing high material roughness and low sheen roughness. Soft
* > highlights at edges of the material show backscattering from microfibers. Source: Khronos
* > Group._
*
* A sheen layer is a common technique used in Physically-Based Rendering to represent
* cloth and fabric materials.
*
* Properties:
* - {@link Sheen}
*
* ### Example
*
* The `KHRMaterialsSheen` class provides a single {@link ExtensionProperty} type, `Sheen`,
* which may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsSheen, Sheen } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const sheenExtension = document.createExtension(KHRMaterialsSheen);
*
* // Create a Sheen property.
* const sheen = sheenExtension.createSheen()
* 	.setSheenColorFactor([1.0, 1.0, 1.0]);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_sheen', sheen);
* ```
*/
var KHRMaterialsSheen = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_SHEEN;
	extensionName = KHR_MATERIALS_SHEEN;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Sheen property for use on a {@link Material}. */
	createSheen() {
		return new Sheen(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_sheen"]) {
				const sheen = this.createSheen();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_SHEEN, sheen);
				const sheenDef = materialDef.extensions[KHR_MATERIALS_SHEEN];
				if (sheenDef.extras) sheen.setExtras(sheenDef.extras);
				if (sheenDef.sheenColorFactor !== void 0) sheen.setSheenColorFactor(sheenDef.sheenColorFactor);
				if (sheenDef.sheenRoughnessFactor !== void 0) sheen.setSheenRoughnessFactor(sheenDef.sheenRoughnessFactor);
				if (sheenDef.sheenColorTexture !== void 0) {
					const textureInfoDef = sheenDef.sheenColorTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					sheen.setSheenColorTexture(texture);
					context.setTextureInfo(sheen.getSheenColorTextureInfo(), textureInfoDef);
				}
				if (sheenDef.sheenRoughnessTexture !== void 0) {
					const textureInfoDef = sheenDef.sheenRoughnessTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					sheen.setSheenRoughnessTexture(texture);
					context.setTextureInfo(sheen.getSheenRoughnessTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const sheen = material.getExtension(KHR_MATERIALS_SHEEN);
			if (sheen) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const sheenDef = context.createPropertyDef(sheen);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_SHEEN] = sheenDef;
				sheenDef.sheenColorFactor = sheen.getSheenColorFactor();
				sheenDef.sheenRoughnessFactor = sheen.getSheenRoughnessFactor();
				if (sheen.getSheenColorTexture()) {
					const texture = sheen.getSheenColorTexture();
					const textureInfo = sheen.getSheenColorTextureInfo();
					sheenDef.sheenColorTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (sheen.getSheenRoughnessTexture()) {
					const texture = sheen.getSheenRoughnessTexture();
					const textureInfo = sheen.getSheenRoughnessTextureInfo();
					sheenDef.sheenRoughnessTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-specular/specular.ts
const { R: R$1, G: G$1, B, A } = dist/* TextureChannel */.x9;
/**
* Defines specular reflectivity on a PBR {@link Material}. See {@link KHRMaterialsSpecular}.
*/
var Specular = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_SPECULAR;
	init() {
		this.extensionName = KHR_MATERIALS_SPECULAR;
		this.propertyType = "Specular";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			specularFactor: 1,
			specularTexture: null,
			specularTextureInfo: new dist/* TextureInfo */.a8(this.graph, "specularTextureInfo"),
			specularColorFactor: [
				1,
				1,
				1
			],
			specularColorTexture: null,
			specularColorTextureInfo: new dist/* TextureInfo */.a8(this.graph, "specularColorTextureInfo")
		});
	}
	/**********************************************************************************************
	* Specular.
	*/
	/** Specular; linear multiplier. See {@link Specular.getSpecularTexture getSpecularTexture}. */
	getSpecularFactor() {
		return this.get("specularFactor");
	}
	/** Specular; linear multiplier. See {@link Specular.getSpecularTexture getSpecularTexture}. */
	setSpecularFactor(factor) {
		return this.set("specularFactor", factor);
	}
	/** Specular color; Linear-sRGB components. See {@link Specular.getSpecularTexture getSpecularTexture}. */
	getSpecularColorFactor() {
		return this.get("specularColorFactor");
	}
	/** Specular color; Linear-sRGB components. See {@link Specular.getSpecularTexture getSpecularTexture}. */
	setSpecularColorFactor(factor) {
		return this.set("specularColorFactor", factor);
	}
	/**
	* Specular texture; linear multiplier. Configures the strength of the specular reflection in
	* the dielectric BRDF. A value of zero disables the specular reflection, resulting in a pure
	* diffuse material.
	*
	* Only the alpha (A) channel is used for specular strength, but this texture may optionally
	* be packed with specular color (RGB) into a single texture.
	*/
	getSpecularTexture() {
		return this.getRef("specularTexture");
	}
	/**
	* Settings affecting the material's use of its specular texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getSpecularTextureInfo() {
		return this.getRef("specularTexture") ? this.getRef("specularTextureInfo") : null;
	}
	/** Sets specular texture. See {@link Specular.getSpecularTexture getSpecularTexture}. */
	setSpecularTexture(texture) {
		return this.setRef("specularTexture", texture, { channels: A });
	}
	/**
	* Specular color texture; linear multiplier. Defines the F0 color of the specular reflection
	* (RGB channels, encoded in sRGB) in the the dielectric BRDF.
	*
	* Only RGB channels are used here, but this texture may optionally be packed with a specular
	* factor (A) into a single texture.
	*/
	getSpecularColorTexture() {
		return this.getRef("specularColorTexture");
	}
	/**
	* Settings affecting the material's use of its specular color texture. If no texture is
	* attached, {@link TextureInfo} is `null`.
	*/
	getSpecularColorTextureInfo() {
		return this.getRef("specularColorTexture") ? this.getRef("specularColorTextureInfo") : null;
	}
	/** Sets specular color texture. See {@link Specular.getSpecularColorTexture getSpecularColorTexture}. */
	setSpecularColorTexture(texture) {
		return this.setRef("specularColorTexture", texture, {
			channels: R$1 | G$1 | B,
			isColor: true
		});
	}
};
//#endregion
//#region src/khr-materials-specular/materials-specular.ts
/**
* [`KHR_materials_specular`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_specular/)
* adjusts the strength of the specular reflection in the dielectric BRDF.
*
* KHRMaterialsSpecular is a better alternative to the older
* {@link KHRMaterialsPBRSpecularGlossiness KHR_materials_pbrSpecularGlossiness} extension, and
* provides specular information while remaining within a metal/rough PBR workflow. A
* value of zero disables the specular reflection, resulting in a pure diffuse material.
*
* Properties:
* - {@link Specular}
*
* ### Example
*
* The `KHRMaterialsSpecular` class provides a single {@link ExtensionProperty} type, `Specular`,
* which may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsSpecular, Specular } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const specularExtension = document.createExtension(KHRMaterialsSpecular);
*
* // Create a Specular property.
* const specular = specularExtension.createSpecular()
* 	.setSpecularFactor(1.0);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_specular', specular);
* ```
*/
var KHRMaterialsSpecular = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_SPECULAR;
	extensionName = KHR_MATERIALS_SPECULAR;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Specular property for use on a {@link Material}. */
	createSpecular() {
		return new Specular(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_specular"]) {
				const specular = this.createSpecular();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_SPECULAR, specular);
				const specularDef = materialDef.extensions[KHR_MATERIALS_SPECULAR];
				if (specularDef.extras) specular.setExtras(specularDef.extras);
				if (specularDef.specularFactor !== void 0) specular.setSpecularFactor(specularDef.specularFactor);
				if (specularDef.specularColorFactor !== void 0) specular.setSpecularColorFactor(specularDef.specularColorFactor);
				if (specularDef.specularTexture !== void 0) {
					const textureInfoDef = specularDef.specularTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					specular.setSpecularTexture(texture);
					context.setTextureInfo(specular.getSpecularTextureInfo(), textureInfoDef);
				}
				if (specularDef.specularColorTexture !== void 0) {
					const textureInfoDef = specularDef.specularColorTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					specular.setSpecularColorTexture(texture);
					context.setTextureInfo(specular.getSpecularColorTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const specular = material.getExtension(KHR_MATERIALS_SPECULAR);
			if (specular) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const specularDef = context.createPropertyDef(specular);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_SPECULAR] = specularDef;
				if (specular.getSpecularFactor() !== 1) specularDef.specularFactor = specular.getSpecularFactor();
				if (!dist/* MathUtils */.cj.eq(specular.getSpecularColorFactor(), [
					1,
					1,
					1
				])) specularDef.specularColorFactor = specular.getSpecularColorFactor();
				if (specular.getSpecularTexture()) {
					const texture = specular.getSpecularTexture();
					const textureInfo = specular.getSpecularTextureInfo();
					specularDef.specularTexture = context.createTextureInfoDef(texture, textureInfo);
				}
				if (specular.getSpecularColorTexture()) {
					const texture = specular.getSpecularColorTexture();
					const textureInfo = specular.getSpecularColorTextureInfo();
					specularDef.specularColorTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-transmission/transmission.ts
const { R } = dist/* TextureChannel */.x9;
/**
* Defines optical transmission on a PBR {@link Material}. See {@link KHRMaterialsTransmission}.
*/
var Transmission = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_TRANSMISSION;
	init() {
		this.extensionName = KHR_MATERIALS_TRANSMISSION;
		this.propertyType = "Transmission";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			transmissionFactor: 0,
			transmissionTexture: null,
			transmissionTextureInfo: new dist/* TextureInfo */.a8(this.graph, "transmissionTextureInfo")
		});
	}
	/**********************************************************************************************
	* Transmission.
	*/
	/** Transmission; linear multiplier. See {@link Transmission.getTransmissionTexture getTransmissionTexture}. */
	getTransmissionFactor() {
		return this.get("transmissionFactor");
	}
	/** Transmission; linear multiplier. See {@link Transmission.getTransmissionTexture getTransmissionTexture}. */
	setTransmissionFactor(factor) {
		return this.set("transmissionFactor", factor);
	}
	/**
	* Transmission texture; linear multiplier. The `r` channel of this texture specifies
	* transmission [0-1] of the material's surface. By default this is a thin transparency
	* effect, but volume effects (refraction, subsurface scattering) may be introduced with the
	* addition of the `KHR_materials_volume` extension.
	*/
	getTransmissionTexture() {
		return this.getRef("transmissionTexture");
	}
	/**
	* Settings affecting the material's use of its transmission texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getTransmissionTextureInfo() {
		return this.getRef("transmissionTexture") ? this.getRef("transmissionTextureInfo") : null;
	}
	/** Sets transmission texture. See {@link Transmission.getTransmissionTexture getTransmissionTexture}. */
	setTransmissionTexture(texture) {
		return this.setRef("transmissionTexture", texture, { channels: R });
	}
};
//#endregion
//#region src/khr-materials-transmission/materials-transmission.ts
/**
* [`KHR_materials_transmission`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_transmission/)
* provides a common type of optical transparency: infinitely-thin materials with no refraction,
* scattering, or dispersion.
*
* ![Illustration](/media/extensions/khr-materials-transmission.png)
*
* > _**Figure:** Sphere using `KHR_materials_transmission` with varying roughness (0.0, 0.2, 0.4).
* > Source: Khronos Group._
*
* While default PBR materials using alpha blending become invisible as their opacity approaches
* zero, a transmissive material continues to reflect light in a glass-like manner, even at low
* transmission values. When combined with {@link KHRMaterialsVolume}, transmission may be used for
* thicker materials and refractive effects.
*
* Properties:
* - {@link Transmission}
*
* ### Example
*
* The `KHRMaterialsTransmission` class provides a single {@link ExtensionProperty} type,
* `Transmission`, which may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsTransmission, Transmission } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const transmissionExtension = document.createExtension(KHRMaterialsTransmission);
*
* // Create a Transmission property.
* const transmission = transmissionExtension.createTransmission()
* 	.setTransmissionFactor(1.0);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_transmission', transmission);
* ```
*/
var KHRMaterialsTransmission = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_TRANSMISSION;
	extensionName = KHR_MATERIALS_TRANSMISSION;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Transmission property for use on a {@link Material}. */
	createTransmission() {
		return new Transmission(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_transmission"]) {
				const transmission = this.createTransmission();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_TRANSMISSION, transmission);
				const transmissionDef = materialDef.extensions[KHR_MATERIALS_TRANSMISSION];
				if (transmissionDef.extras) transmission.setExtras(transmissionDef.extras);
				if (transmissionDef.transmissionFactor !== void 0) transmission.setTransmissionFactor(transmissionDef.transmissionFactor);
				if (transmissionDef.transmissionTexture !== void 0) {
					const textureInfoDef = transmissionDef.transmissionTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					transmission.setTransmissionTexture(texture);
					context.setTextureInfo(transmission.getTransmissionTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const transmission = material.getExtension(KHR_MATERIALS_TRANSMISSION);
			if (transmission) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const transmissionDef = context.createPropertyDef(transmission);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_TRANSMISSION] = transmissionDef;
				transmissionDef.transmissionFactor = transmission.getTransmissionFactor();
				if (transmission.getTransmissionTexture()) {
					const texture = transmission.getTransmissionTexture();
					const textureInfo = transmission.getTransmissionTextureInfo();
					transmissionDef.transmissionTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-unlit/unlit.ts
/**
* Converts a PBR {@link Material} to an unlit shading model. See {@link KHRMaterialsUnlit}.
*/
var Unlit = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_UNLIT;
	init() {
		this.extensionName = KHR_MATERIALS_UNLIT;
		this.propertyType = "Unlit";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
};
//#endregion
//#region src/khr-materials-unlit/materials-unlit.ts
/**
* [`KHR_materials_unlit`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_unlit/)
* defines an unlit shading model for use in glTF 2.0 materials.
*
* ![Illustration](/media/extensions/khr-materials-unlit.png)
*
* > _**Figure:** Unlit materials are useful for flat shading, stylized effects, and for improving
* > performance on mobile devices. Source: [Model by Hayden VanEarden](https://sketchfab.com/3d-models/summertime-kirby-c5711316103a4d67a62c34cfe8710938)._
*
* Unlit (also "Shadeless" or "Constant") materials provide a simple alternative to the Physically
* Based Rendering (PBR) shading models provided by the core specification. Unlit materials are
* often useful for cheaper rendering on performance-contrained devices, e.g. mobile phones.
* Additionally, unlit materials can be very useful in achieving stylized, non-photo-realistic
* effects like hand painted illustrative styles or baked toon shaders.
*
* Properties:
* - {@link Unlit}
*
* ### Example
*
* The `KHRMaterialsUnlit` class provides a single {@link ExtensionProperty} type, `Unlit`, which may
* be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsUnlit, Unlit } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const unlitExtension = document.createExtension(KHRMaterialsUnlit);
*
* // Create an Unlit property.
* const unlit = unlitExtension.createUnlit();
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_unlit', unlit);
* ```
*/
var KHRMaterialsUnlit = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_UNLIT;
	extensionName = KHR_MATERIALS_UNLIT;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Unlit property for use on a {@link Material}. */
	createUnlit() {
		return new Unlit(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		(context.jsonDoc.json.materials || []).forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_unlit"]) context.materials[materialIndex].setExtension(KHR_MATERIALS_UNLIT, this.createUnlit());
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			if (material.getExtension("KHR_materials_unlit")) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_UNLIT] = {};
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-materials-variants/mapping.ts
/**
* Maps {@link Variant}s to {@link Material}s. See {@link KHRMaterialsVariants}.
*/
var Mapping = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_VARIANTS;
	init() {
		this.extensionName = KHR_MATERIALS_VARIANTS;
		this.propertyType = "Mapping";
		this.parentTypes = ["MappingList"];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			material: null,
			variants: new property_graph_dist/* RefSet */.mx()
		});
	}
	/** The {@link Material} designated for this {@link Primitive}, under the given variants. */
	getMaterial() {
		return this.getRef("material");
	}
	/** The {@link Material} designated for this {@link Primitive}, under the given variants. */
	setMaterial(material) {
		return this.setRef("material", material);
	}
	/** Adds a {@link Variant} to this mapping. */
	addVariant(variant) {
		return this.addRef("variants", variant);
	}
	/** Removes a {@link Variant} from this mapping. */
	removeVariant(variant) {
		return this.removeRef("variants", variant);
	}
	/** Lists {@link Variant}s in this mapping. */
	listVariants() {
		return this.listRefs("variants");
	}
};
//#endregion
//#region src/khr-materials-variants/mapping-list.ts
/**
* List of material variant {@link Mapping}s. See {@link KHRMaterialsVariants}.
*/
var MappingList = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_VARIANTS;
	init() {
		this.extensionName = KHR_MATERIALS_VARIANTS;
		this.propertyType = "MappingList";
		this.parentTypes = [dist/* PropertyType */.Ut.PRIMITIVE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { mappings: new property_graph_dist/* RefSet */.mx() });
	}
	/** Adds a {@link Mapping} to this mapping. */
	addMapping(mapping) {
		return this.addRef("mappings", mapping);
	}
	/** Removes a {@link Mapping} from the list for this {@link Primitive}. */
	removeMapping(mapping) {
		return this.removeRef("mappings", mapping);
	}
	/** Lists {@link Mapping}s in this {@link Primitive}. */
	listMappings() {
		return this.listRefs("mappings");
	}
};
//#endregion
//#region src/khr-materials-variants/variant.ts
/**
* Defines a variant of a {@link Material}. See {@link KHRMaterialsVariants}.
*/
var Variant = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_VARIANTS;
	init() {
		this.extensionName = KHR_MATERIALS_VARIANTS;
		this.propertyType = "Variant";
		this.parentTypes = ["MappingList"];
	}
};
//#endregion
//#region src/khr-materials-variants/materials-variants.ts
/**
* [`KHR_materials_variants`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Khronos/KHR_materials_variants/)
* defines alternate {@link Material} states for any {@link Primitive} in the scene.
*
* ![Illustration](/media/extensions/khr-materials-variants.jpg)
*
* > _**Figure:** A sneaker, in three material variants. Source: Khronos Group._
*
* Uses include product configurators, night/day states, healthy/damaged states, etc. The
* `KHRMaterialsVariants` class provides three {@link ExtensionProperty} types: `Variant`, `Mapping`,
* and `MappingList`. When attached to {@link Primitive} properties, these offer flexible ways of
* defining the variants available to an application. Triggering a variant is out of scope of this
* extension, but could be handled in the application with a UI dropdown, particular game states,
* and so on.
*
* Mesh geometry cannot be changed by this extension, although another extension
* (tentative: `KHR_mesh_variants`) is under consideration by the Khronos Group, for that purpose.
*
* Properties:
* - {@link Variant}
* - {@link Mapping}
* - {@link MappingList}
*
* ### Example
*
* ```typescript
* import { KHRMaterialsVariants } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const variantExtension = document.createExtension(KHRMaterialsVariants);
*
* // Create some Variant states.
* const healthyVariant = variantExtension.createVariant('Healthy');
* const damagedVariant = variantExtension.createVariant('Damaged');
*
* // Create mappings from a Variant state to a Material.
* const healthyMapping = variantExtension.createMapping()
* 	.addVariant(healthyVariant)
* 	.setMaterial(healthyMat);
* const damagedMapping = variantExtension.createMapping()
* 	.addVariant(damagedVariant)
* 	.setMaterial(damagedMat);
*
* // Attach the mappings to a Primitive.
* primitive.setExtension(
* 	'KHR_materials_variants',
* 	variantExtension.createMappingList()
* 		.addMapping(healthyMapping)
* 		.addMapping(damagedMapping)
* );
* ```
*
* A few notes about this extension:
*
* 1. Viewers that don't recognized this extension will show the default material for each primitive
* 	 instead, so assign that material accordingly. This material can be — but doesn't have to be —
* 	 associated with one of the available variants.
* 2. Mappings can list multiple Variants. In that case, the first Mapping containing an active
* 	 Variant will be chosen by the viewer.
* 3. Variant names are how these states are identified, so choose informative names.
* 4. When writing the file to an unpacked `.gltf`, instead of an embedded `.glb`, viewers will have
* 	 the option of downloading only textures associated with the default state, and lazy-loading
* 	 any textures for inactive Variants only when they are needed.
*/
var KHRMaterialsVariants = class extends dist/* Extension */.YY {
	extensionName = KHR_MATERIALS_VARIANTS;
	static EXTENSION_NAME = KHR_MATERIALS_VARIANTS;
	/** Creates a new MappingList property. */
	createMappingList() {
		return new MappingList(this.document.getGraph());
	}
	/** Creates a new Variant property. */
	createVariant(name = "") {
		return new Variant(this.document.getGraph(), name);
	}
	/** Creates a new Mapping property. */
	createMapping() {
		return new Mapping(this.document.getGraph());
	}
	/** Lists all Variants on the current Document. */
	listVariants() {
		return Array.from(this.properties).filter((prop) => prop instanceof Variant);
	}
	/** @hidden */
	read(context) {
		const jsonDoc = context.jsonDoc;
		if (!jsonDoc.json.extensions || !jsonDoc.json.extensions["KHR_materials_variants"]) return this;
		const variants = (jsonDoc.json.extensions["KHR_materials_variants"].variants || []).map((variantDef) => this.createVariant().setName(variantDef.name || ""));
		(jsonDoc.json.meshes || []).forEach((meshDef, meshIndex) => {
			const mesh = context.meshes[meshIndex];
			(meshDef.primitives || []).forEach((primDef, primIndex) => {
				if (!primDef.extensions || !primDef.extensions["KHR_materials_variants"]) return;
				const mappingList = this.createMappingList();
				const variantPrimDef = primDef.extensions[KHR_MATERIALS_VARIANTS];
				for (const mappingDef of variantPrimDef.mappings) {
					const mapping = this.createMapping();
					if (mappingDef.material !== void 0) mapping.setMaterial(context.materials[mappingDef.material]);
					for (const variantIndex of mappingDef.variants || []) mapping.addVariant(variants[variantIndex]);
					mappingList.addMapping(mapping);
				}
				mesh.listPrimitives()[primIndex].setExtension(KHR_MATERIALS_VARIANTS, mappingList);
			});
		});
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		const variants = this.listVariants();
		if (!variants.length) return this;
		const variantDefs = [];
		const variantIndexMap = /* @__PURE__ */ new Map();
		for (const variant of variants) {
			variantIndexMap.set(variant, variantDefs.length);
			variantDefs.push(context.createPropertyDef(variant));
		}
		for (const mesh of this.document.getRoot().listMeshes()) {
			const meshIndex = context.meshIndexMap.get(mesh);
			mesh.listPrimitives().forEach((prim, primIndex) => {
				const mappingList = prim.getExtension(KHR_MATERIALS_VARIANTS);
				if (!mappingList) return;
				const primDef = context.jsonDoc.json.meshes[meshIndex].primitives[primIndex];
				const mappingDefs = mappingList.listMappings().map((mapping) => {
					const mappingDef = context.createPropertyDef(mapping);
					const material = mapping.getMaterial();
					if (material) mappingDef.material = context.materialIndexMap.get(material);
					mappingDef.variants = mapping.listVariants().map((variant) => variantIndexMap.get(variant));
					return mappingDef;
				});
				primDef.extensions = primDef.extensions || {};
				primDef.extensions[KHR_MATERIALS_VARIANTS] = { mappings: mappingDefs };
			});
		}
		jsonDoc.json.extensions = jsonDoc.json.extensions || {};
		jsonDoc.json.extensions[KHR_MATERIALS_VARIANTS] = { variants: variantDefs };
		return this;
	}
};
//#endregion
//#region src/khr-materials-volume/volume.ts
const { G } = dist/* TextureChannel */.x9;
/**
* Defines volume on a PBR {@link Material}. See {@link KHRMaterialsVolume}.
*/
var Volume = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_MATERIALS_VOLUME;
	init() {
		this.extensionName = KHR_MATERIALS_VOLUME;
		this.propertyType = "Volume";
		this.parentTypes = [dist/* PropertyType */.Ut.MATERIAL];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			thicknessFactor: 0,
			thicknessTexture: null,
			thicknessTextureInfo: new dist/* TextureInfo */.a8(this.graph, "thicknessTexture"),
			attenuationDistance: Infinity,
			attenuationColor: [
				1,
				1,
				1
			]
		});
	}
	/**********************************************************************************************
	* Thickness.
	*/
	/**
	* Thickness of the volume beneath the surface in meters in the local coordinate system of the
	* node. If the value is 0 the material is thin-walled. Otherwise the material is a volume
	* boundary. The doubleSided property has no effect on volume boundaries.
	*/
	getThicknessFactor() {
		return this.get("thicknessFactor");
	}
	/**
	* Thickness of the volume beneath the surface in meters in the local coordinate system of the
	* node. If the value is 0 the material is thin-walled. Otherwise the material is a volume
	* boundary. The doubleSided property has no effect on volume boundaries.
	*/
	setThicknessFactor(factor) {
		return this.set("thicknessFactor", factor);
	}
	/**
	* Texture that defines the thickness, stored in the G channel. This will be multiplied by
	* thicknessFactor.
	*/
	getThicknessTexture() {
		return this.getRef("thicknessTexture");
	}
	/**
	* Settings affecting the material's use of its thickness texture. If no texture is attached,
	* {@link TextureInfo} is `null`.
	*/
	getThicknessTextureInfo() {
		return this.getRef("thicknessTexture") ? this.getRef("thicknessTextureInfo") : null;
	}
	/**
	* Texture that defines the thickness, stored in the G channel. This will be multiplied by
	* thicknessFactor.
	*/
	setThicknessTexture(texture) {
		return this.setRef("thicknessTexture", texture, { channels: G });
	}
	/**********************************************************************************************
	* Attenuation.
	*/
	/**
	* Density of the medium given as the average distance in meters that light travels in the
	* medium before interacting with a particle.
	*/
	getAttenuationDistance() {
		return this.get("attenuationDistance");
	}
	/**
	* Density of the medium given as the average distance in meters that light travels in the
	* medium before interacting with a particle.
	*/
	setAttenuationDistance(distance) {
		return this.set("attenuationDistance", distance);
	}
	/**
	* Color (linear) that white light turns into due to absorption when reaching the attenuation
	* distance.
	*/
	getAttenuationColor() {
		return this.get("attenuationColor");
	}
	/**
	* Color (linear) that white light turns into due to absorption when reaching the attenuation
	* distance.
	*/
	setAttenuationColor(color) {
		return this.set("attenuationColor", color);
	}
};
//#endregion
//#region src/khr-materials-volume/materials-volume.ts
/**
* [KHR_materials_volume](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_materials_volume/)
* adds refraction, absorption, or scattering to a glTF PBR material already using transmission or
* translucency.
*
* ![Illustration](/media/extensions/khr-materials-volume.png)
*
* > _**Figure:** Base color changes the amount of light passing through the volume boundary
* > (left). The overall color of the object is the same everywhere, as if the object is covered
* > with a colored, transparent foil. Absorption changes the amount of light traveling through the
* > volume (right). The overall color depends on the distance the light traveled through it; at
* > small distances (tail of the dragon) less light is absorbed and the color is brighter than at
* > large distances. Source: Khronos Group._
*
* By default, a glTF 2.0 material describes the scattering properties of a surface enclosing an
* infinitely thin volume. The surface defined by the mesh represents a thin wall. The volume
* extension makes it possible to turn the surface into an interface between volumes. The mesh to
* which the material is attached defines the boundaries of an homogeneous medium and therefore must
* be manifold. Volumes provide effects like refraction, absorption and scattering. Scattering
* effects will require future (TBD) extensions.
*
* The volume extension must be combined with {@link KHRMaterialsTransmission} or
* `KHR_materials_translucency` in order to define entry of light into the volume.
*
* Properties:
* - {@link Volume}
*
* ### Example
*
* The `KHRMaterialsVolume` class provides a single {@link ExtensionProperty} type, `Volume`, which
* may be attached to any {@link Material} instance. For example:
*
* ```typescript
* import { KHRMaterialsVolume, Volume } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const volumeExtension = document.createExtension(KHRMaterialsVolume);
*
* // Create a Volume property.
* const volume = volumeExtension.createVolume()
* 	.setThicknessFactor(1.0)
* 	.setThicknessTexture(texture)
* 	.setAttenuationDistance(1.0)
* 	.setAttenuationColorFactor([1, 0.5, 0.5]);
*
* // Attach the property to a Material.
* material.setExtension('KHR_materials_volume', volume);
* ```
*
* A thickness texture is required in most realtime renderers, and can be baked in software such as
* Blender or Substance Painter. When `thicknessFactor = 0`, all volumetric effects are disabled.
*/
var KHRMaterialsVolume = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_MATERIALS_VOLUME;
	extensionName = KHR_MATERIALS_VOLUME;
	prereadTypes = [dist/* PropertyType */.Ut.MESH];
	prewriteTypes = [dist/* PropertyType */.Ut.MESH];
	/** Creates a new Volume property for use on a {@link Material}. */
	createVolume() {
		return new Volume(this.document.getGraph());
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(_context) {
		return this;
	}
	/** @hidden */
	preread(context) {
		const jsonDoc = context.jsonDoc;
		const materialDefs = jsonDoc.json.materials || [];
		const textureDefs = jsonDoc.json.textures || [];
		materialDefs.forEach((materialDef, materialIndex) => {
			if (materialDef.extensions && materialDef.extensions["KHR_materials_volume"]) {
				const volume = this.createVolume();
				context.materials[materialIndex].setExtension(KHR_MATERIALS_VOLUME, volume);
				const volumeDef = materialDef.extensions[KHR_MATERIALS_VOLUME];
				if (volumeDef.extras) volume.setExtras(volumeDef.extras);
				if (volumeDef.thicknessFactor !== void 0) volume.setThicknessFactor(volumeDef.thicknessFactor);
				if (volumeDef.attenuationDistance !== void 0) volume.setAttenuationDistance(volumeDef.attenuationDistance);
				if (volumeDef.attenuationColor !== void 0) volume.setAttenuationColor(volumeDef.attenuationColor);
				if (volumeDef.thicknessTexture !== void 0) {
					const textureInfoDef = volumeDef.thicknessTexture;
					const texture = context.textures[textureDefs[textureInfoDef.index].source];
					volume.setThicknessTexture(texture);
					context.setTextureInfo(volume.getThicknessTextureInfo(), textureInfoDef);
				}
			}
		});
		return this;
	}
	/** @hidden */
	prewrite(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listMaterials().forEach((material) => {
			const volume = material.getExtension(KHR_MATERIALS_VOLUME);
			if (volume) {
				const materialIndex = context.materialIndexMap.get(material);
				const materialDef = jsonDoc.json.materials[materialIndex];
				const volumeDef = context.createPropertyDef(volume);
				materialDef.extensions = materialDef.extensions || {};
				materialDef.extensions[KHR_MATERIALS_VOLUME] = volumeDef;
				if (volume.getThicknessFactor() > 0) volumeDef.thicknessFactor = volume.getThicknessFactor();
				if (Number.isFinite(volume.getAttenuationDistance())) volumeDef.attenuationDistance = volume.getAttenuationDistance();
				if (!dist/* MathUtils */.cj.eq(volume.getAttenuationColor(), [
					1,
					1,
					1
				])) volumeDef.attenuationColor = volume.getAttenuationColor();
				if (volume.getThicknessTexture()) {
					const texture = volume.getThicknessTexture();
					const textureInfo = volume.getThicknessTextureInfo();
					volumeDef.thicknessTexture = context.createTextureInfoDef(texture, textureInfo);
				}
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-mesh-primitive-restart/mesh-primitive-restart.ts
/**
* [`KHR_mesh_primitive_restart`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Vendor/KHR_mesh_primitive_restart/)
* enables batching multiple line strips, line loops, triangle strips, or triangle fans into a single draw call.
*
* By default, glTF 2.0 prohibits index buffers from containing maximal index values. These values
* are used in many graphics APIs, including WebGL 2, as primitive restart values. The
* `KHR_mesh_primitive_restart` extension lifts that restriction, allowing restart values to be used
* in the indices of any {@link Primitive} with an applicable draw mode. When present in indices,
* the primitive restart value instructs the graphics API to end the current topological primitive,
* and to begin a new topological primitive on the next index. Compared to writing separate
* Primitives and separate indices {@link Accessor Accessors}, use of primitive restart values
* can improve runtime performance and file size in assets with many primitives. Implementations
* using graphics APIs that do not support primitive restart values may still support this extension,
* by pre-processing the indices, potentially still receiving some performance benefits.
*
* The following primitive modes support primitive restart values:
*
* - `LINE_LOOP`
* - `LINE_STRIP`
* - `TRIANGLE_STRIP`
* - `TRIANGLE_FAN`
*
* Defining no {@link ExtensionProperty} types, this {@link Extension} is simply attached to the
* {@link Document}, and affects the entire Document by allowing any {@link Primitive} with an
* applicable draw mode to use primitive restart values in indices. Without the Extension, the
* same use of these data types would yield an invalid glTF document, under the stricter core
* glTF specification.
*
* Properties:
* - N/A
*
* ### Example
*
* ```typescript
* import { KHRMeshPrimitiveRestart } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const primRestartExtension = document.createExtension(KHRMeshPrimitiveRestart).setRequired(true);
*
* // Create a LINE_STRIP primitive containing two line strips. The first connects vertices
* // [0, 1, 2], and the second connects vertices [3, 4, 5].
* const indices = document.createAccessor()
*   .setType("SCALAR")
*   .setArray(new Uint16Array([0, 1, 2, 0xFFFF, 3, 4, 5]));
* const position = document.createAccessor()
*   .setType("VEC3")
*   .setArray(new Float32Array([...]))
* const prim = document.createPrimitive()
*   .setMode(Primitive.Mode.LINE_STRIP)
*   .setAttribute('POSITION', position)
*   .setIndices(indices);
* ```
*
* @experimental KHR_mesh_primitive_restart is not yet ratified by the Khronos Group.
*/
var KHRMeshPrimitiveRestart = class extends dist/* Extension */.YY {
	extensionName = KHR_MESH_PRIMITIVE_RESTART;
	static EXTENSION_NAME = KHR_MESH_PRIMITIVE_RESTART;
	/** @hidden */
	read(_) {
		return this;
	}
	/** @hidden */
	write(_) {
		return this;
	}
};
//#endregion
//#region src/khr-mesh-quantization/mesh-quantization.ts
/**
* [`KHR_mesh_quantization`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_mesh_quantization/)
* expands allowed component types for vertex attributes to include 16- and 8-bit storage.
*
* Quantization provides a memory/precision tradeoff — depending on the application needs, 16-bit or
* 8-bit storage can be sufficient for mesh geometry, at 1/2 or 1/4 the size. For example, a 10x10
* mesh might be written to a uint16 {@link Accessor}, with values `0–65536`, normalized to be
* interpreted as `0–1`. With an additional 10x scale on any node {@link Node} instantiating the
* quantized {@link Mesh}, the model retains its original scale with a minimal quality loss and
* up to 50% file size reduction.
*
* Defining no {@link ExtensionProperty} types, this {@link Extension} is simply attached to the
* {@link Document}, and affects the entire Document by allowing more flexible use of
* {@link Accessor} types for vertex attributes. Without the Extension, the same use of these data
* types would yield an invalid glTF document, under the stricter core glTF specification.
*
* Properties:
* - N/A
*
* ### Example
*
* ```typescript
* import { KHRMeshQuantization } from '@gltf-transform/extensions';
* import { quantize } from '@gltf-transform/functions';
*
* // Create an Extension attached to the Document.
* const quantizationExtension = document.createExtension(KHRMeshQuantization).setRequired(true);
*
* // Use Uint16Array, Uint8Array, Int16Array, and Int8Array in vertex accessors manually,
* // or apply the provided quantize() function to compute quantized accessors automatically:
* await document.transform(quantize({
* 	quantizePosition: 16,
* 	quantizeNormal: 12,
* 	quantizeTexcoord: 14
* }));
* ```
*
* For more documentation about automatic quantization, see the {@link quantize} function.
*/
var KHRMeshQuantization = class extends dist/* Extension */.YY {
	extensionName = KHR_MESH_QUANTIZATION;
	static EXTENSION_NAME = KHR_MESH_QUANTIZATION;
	/** @hidden */
	read(_) {
		return this;
	}
	/** @hidden */
	write(_) {
		return this;
	}
};
//#endregion
//#region src/khr-node-visibility/visibility.ts
/**
* Defines visibility of a {@link Node} and its descendants. See {@link KHRNodeVisibility}.
*/
var Visibility = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_NODE_VISIBILITY;
	init() {
		this.extensionName = KHR_NODE_VISIBILITY;
		this.propertyType = "Visibility";
		this.parentTypes = [dist/* PropertyType */.Ut.NODE];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), { visible: true });
	}
	/** Visibility of node and descendants. */
	getVisible() {
		return this.get("visible");
	}
	/** Visibility of node and descendants. */
	setVisible(visible) {
		return this.set("visible", visible);
	}
};
//#endregion
//#region src/khr-node-visibility/node-visibility.ts
/**
* [KHR_node_visibility](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_node_visibility/)
* defines visibility of a {@link Node} and its descendants.
*
* Properties:
* - {@link Visibility}
*
* ### Example
*
* ```typescript
* import { KHRNodeVisibility, Visibility } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const visibilityExtension = document.createExtension(KHRNodeVisibility);
*
* // Create Visibility property.
* const visibility = visibilityExtension.createVisibility().setVisible(false);
*
* // Assign to a Node.
* node.setExtension('KHR_node_visibility', visibility);
* ```
*/
var KHRNodeVisibility = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_NODE_VISIBILITY;
	extensionName = KHR_NODE_VISIBILITY;
	/** Creates a new Visibility property for use on a {@link Node}. */
	createVisibility() {
		return new Visibility(this.document.getGraph());
	}
	/** @hidden */
	read(context) {
		(context.jsonDoc.json.nodes || []).forEach((nodeDef, nodeIndex) => {
			if (nodeDef.extensions && nodeDef.extensions["KHR_node_visibility"]) {
				const visibility = this.createVisibility();
				context.nodes[nodeIndex].setExtension(KHR_NODE_VISIBILITY, visibility);
				const visibilityDef = nodeDef.extensions[KHR_NODE_VISIBILITY];
				if (visibilityDef.visible !== void 0) visibility.setVisible(visibilityDef.visible);
			}
		});
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		for (const node of this.document.getRoot().listNodes()) {
			const visibility = node.getExtension(KHR_NODE_VISIBILITY);
			if (!visibility) continue;
			const nodeIndex = context.nodeIndexMap.get(node);
			const nodeDef = jsonDoc.json.nodes[nodeIndex];
			nodeDef.extensions = nodeDef.extensions || {};
			nodeDef.extensions[KHR_NODE_VISIBILITY] = { visible: visibility.getVisible() };
		}
		return this;
	}
};
//#endregion
//#region src/khr-texture-basisu/texture-basisu.ts
function isUncompressed(container) {
	return container.vkFormat > VK_FORMAT_UNDEFINED && container.vkFormat <= VK_FORMAT_E5B9G9R9_UFLOAT_PACK32;
}
function isUniversal(container) {
	const isBasisHDR = container.vkFormat === VK_FORMAT_ASTC_4x4_SFLOAT_BLOCK_EXT && container.dataFormatDescriptor[0].colorModel === 167;
	return container.vkFormat === VK_FORMAT_UNDEFINED || isBasisHDR;
}
var KTX2ImageUtils = class {
	match(array) {
		return array[0] === 171 && array[1] === 75 && array[2] === 84 && array[3] === 88 && array[4] === 32 && array[5] === 50 && array[6] === 48 && array[7] === 187 && array[8] === 13 && array[9] === 10 && array[10] === 26 && array[11] === 10;
	}
	getSize(array) {
		const container = read(array);
		return [container.pixelWidth, container.pixelHeight];
	}
	getChannels(array) {
		const container = read(array);
		const dfd = container.dataFormatDescriptor[0];
		if (isUncompressed(container)) return dfd.samples.length;
		if (isUniversal(container)) switch (dfd.colorModel) {
			case KHR_DF_MODEL_ETC1S: return dfd.samples.length === 2 && (dfd.samples[1].channelType & 15) === 15 ? 4 : 3;
			case KHR_DF_MODEL_UASTC: return (dfd.samples[0].channelType & 15) === 3 ? 4 : 3;
			default: throw new Error(`Unexpected KTX2 colorModel, "${dfd.colorModel}".`);
		}
		throw new Error(`Unexpected KTX2 vkFormat, "${container.vkFormat}".`);
	}
	getVRAMByteLength(array) {
		const container = read(array);
		let uncompressedBytes = 0;
		if (isUniversal(container)) {
			const hasAlpha = this.getChannels(array) > 3;
			for (let i = 0; i < container.levels.length; i++) {
				const level = container.levels[i];
				if (level.uncompressedByteLength) uncompressedBytes += level.uncompressedByteLength;
				else {
					const levelWidth = Math.max(1, Math.floor(container.pixelWidth / Math.pow(2, i)));
					const levelHeight = Math.max(1, Math.floor(container.pixelHeight / Math.pow(2, i)));
					const blockSize = hasAlpha ? 16 : 8;
					uncompressedBytes += levelWidth / 4 * (levelHeight / 4) * blockSize;
				}
			}
		} else for (const level of container.levels) if (container.supercompressionScheme === KHR_SUPERCOMPRESSION_NONE) uncompressedBytes += level.levelData.byteLength;
		else uncompressedBytes += level.uncompressedByteLength;
		return uncompressedBytes;
	}
};
/**
* [`KHR_texture_basisu`](https://github.com/KhronosGroup/glTF/tree/master/extensions/2.0/Khronos/KHR_texture_basisu)
* enables KTX2 GPU textures with Basis Universal supercompression for any material texture.
*
* GPU texture formats, unlike traditional image formats, remain compressed in GPU memory. As a
* result, they (1) upload to the GPU much more quickly, and (2) require much less GPU memory. In
* certain cases they may also have smaller filesizes than PNG or JPEG textures, but this is not
* guaranteed. GPU textures often require more careful tuning during compression to maintain image
* quality, but this extra effort is worthwhile for applications that need to maintain a smooth
* framerate while uploading images, or where GPU memory is limited.
*
* Defining no {@link ExtensionProperty} types, this {@link Extension} is simply attached to the
* {@link Document}, and affects the entire Document by allowing use of the `image/ktx2` MIME type
* and passing KTX2 image data to the {@link Texture.setImage} method. Without the Extension, the
* same MIME types and image data would yield an invalid glTF document, under the stricter core glTF
* specification.
*
* Properties:
* - N/A
*
* ### Example
*
* ```typescript
* import { KHRTextureBasisu } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const basisuExtension = document.createExtension(KHRTextureBasisu)
* 	.setRequired(true);
* document.createTexture('MyCompressedTexture')
* 	.setMimeType('image/ktx2')
* 	.setImage(fs.readFileSync('my-texture.ktx2'));
* ```
*
* Compression is not done automatically when adding the extension as shown above — you must
* compress the image data first, then pass the `.ktx2` payload to {@link Texture.setImage}. The
* glTF Transform CLI has functions to help with this, or any similar KTX2-capable
* utility will work.
*
* When the `KHR_texture_basisu` extension is added to a file by glTF Transform, the extension
* should always be required. This tool does not support writing assets that "fall back" to optional
* PNG or JPEG image data.
*
* > _**NOTICE:** Compressing some textures — particularly 3-component (RGB) normal maps, and
* > occlusion/roughness/metalness maps, may give poor results with the ETC1S compression option.
* > These issues can often be avoided with the larger UASTC compression option, or by upscaling the
* > texture before compressing it.
* >
* > For best results when authoring new textures, use
* > [texture dilation](https://docs.substance3d.com/spdoc/padding-134643719.html) and minimize
* > prominent UV seams._
*/
var KHRTextureBasisu = class extends dist/* Extension */.YY {
	static EXTENSION_NAME = KHR_TEXTURE_BASISU;
	extensionName = KHR_TEXTURE_BASISU;
	/** @hidden */
	prereadTypes = [dist/* PropertyType */.Ut.TEXTURE];
	/** @hidden */
	static register() {
		dist/* ImageUtils */.Hg.registerFormat("image/ktx2", new KTX2ImageUtils());
	}
	/** @hidden */
	preread(context) {
		if (context.jsonDoc.json.textures) context.jsonDoc.json.textures.forEach((textureDef) => {
			if (textureDef.extensions && textureDef.extensions["KHR_texture_basisu"]) textureDef.source = textureDef.extensions[KHR_TEXTURE_BASISU].source;
		});
		return this;
	}
	/** @hidden */
	read(_context) {
		return this;
	}
	/** @hidden */
	write(context) {
		const jsonDoc = context.jsonDoc;
		this.document.getRoot().listTextures().forEach((texture) => {
			if (texture.getMimeType() === "image/ktx2") {
				const imageIndex = context.imageIndexMap.get(texture);
				jsonDoc.json.textures.forEach((textureDef) => {
					if (textureDef.source === imageIndex) {
						textureDef.extensions = textureDef.extensions || {};
						textureDef.extensions[KHR_TEXTURE_BASISU] = { source: textureDef.source };
						delete textureDef.source;
					}
				});
			}
		});
		return this;
	}
};
//#endregion
//#region src/khr-texture-transform/transform.ts
/**
* Defines UV transform for a {@link TextureInfo}. See {@link KHRTextureTransform}.
*/
var Transform = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_TEXTURE_TRANSFORM;
	init() {
		this.extensionName = KHR_TEXTURE_TRANSFORM;
		this.propertyType = "Transform";
		this.parentTypes = [dist/* PropertyType */.Ut.TEXTURE_INFO];
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			offset: [0, 0],
			rotation: 0,
			scale: [1, 1],
			texCoord: null
		});
	}
	getOffset() {
		return this.get("offset");
	}
	setOffset(offset) {
		return this.set("offset", offset);
	}
	getRotation() {
		return this.get("rotation");
	}
	setRotation(rotation) {
		return this.set("rotation", rotation);
	}
	getScale() {
		return this.get("scale");
	}
	setScale(scale) {
		return this.set("scale", scale);
	}
	getTexCoord() {
		return this.get("texCoord");
	}
	setTexCoord(texCoord) {
		return this.set("texCoord", texCoord);
	}
};
//#endregion
//#region src/khr-texture-transform/texture-transform.ts
/**
* [`KHR_texture_transform`](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_texture_transform/)
* adds offset, rotation, and scale to {@link TextureInfo} properties.
*
* Affine UV transforms are useful for reducing the number of textures the GPU must load, improving
* performance when used in techniques like texture atlases. UV transforms cannot be animated at
* this time.
*
* Properties:
* - {@link Transform}
*
* ### Example
*
* The `KHRTextureTransform` class provides a single {@link ExtensionProperty} type, `Transform`, which
* may be attached to any {@link TextureInfo} instance. For example:
*
* ```typescript
* import { KHRTextureTransform } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const transformExtension = document.createExtension(KHRTextureTransform)
* 	.setRequired(true);
*
* // Create a reusable Transform.
* const transform = transformExtension.createTransform()
* 	.setScale([100, 100]);
*
* // Apply the Transform to a Material's baseColorTexture.
* document.createMaterial()
* 	.setBaseColorTexture(myTexture)
* 	.getBaseColorTextureInfo()
* 	.setExtension('KHR_texture_transform', transform);
* ```
*/
var KHRTextureTransform = class extends dist/* Extension */.YY {
	extensionName = KHR_TEXTURE_TRANSFORM;
	static EXTENSION_NAME = KHR_TEXTURE_TRANSFORM;
	/** Creates a new Transform property for use on a {@link TextureInfo}. */
	createTransform() {
		return new Transform(this.document.getGraph());
	}
	/** @hidden */
	read(context) {
		for (const [textureInfo, textureInfoDef] of Array.from(context.textureInfos.entries())) {
			if (!textureInfoDef.extensions || !textureInfoDef.extensions["KHR_texture_transform"]) continue;
			const transform = this.createTransform();
			const transformDef = textureInfoDef.extensions[KHR_TEXTURE_TRANSFORM];
			if (transformDef.offset !== void 0) transform.setOffset(transformDef.offset);
			if (transformDef.rotation !== void 0) transform.setRotation(transformDef.rotation);
			if (transformDef.scale !== void 0) transform.setScale(transformDef.scale);
			if (transformDef.texCoord !== void 0) transform.setTexCoord(transformDef.texCoord);
			textureInfo.setExtension(KHR_TEXTURE_TRANSFORM, transform);
		}
		return this;
	}
	/** @hidden */
	write(context) {
		const textureInfoEntries = Array.from(context.textureInfoDefMap.entries());
		for (const [textureInfo, textureInfoDef] of textureInfoEntries) {
			const transform = textureInfo.getExtension(KHR_TEXTURE_TRANSFORM);
			if (!transform) continue;
			textureInfoDef.extensions = textureInfoDef.extensions || {};
			const transformDef = {};
			const eq = dist/* MathUtils */.cj.eq;
			if (!eq(transform.getOffset(), [0, 0])) transformDef.offset = transform.getOffset();
			if (transform.getRotation() !== 0) transformDef.rotation = transform.getRotation();
			if (!eq(transform.getScale(), [1, 1])) transformDef.scale = transform.getScale();
			if (transform.getTexCoord() != null) transformDef.texCoord = transform.getTexCoord();
			textureInfoDef.extensions[KHR_TEXTURE_TRANSFORM] = transformDef;
		}
		return this;
	}
};
//#endregion
//#region src/khr-xmp-json-ld/packet.ts
const PARENT_TYPES = [
	dist/* PropertyType */.Ut.ROOT,
	dist/* PropertyType */.Ut.SCENE,
	dist/* PropertyType */.Ut.NODE,
	dist/* PropertyType */.Ut.MESH,
	dist/* PropertyType */.Ut.MATERIAL,
	dist/* PropertyType */.Ut.TEXTURE,
	dist/* PropertyType */.Ut.ANIMATION
];
/**
* Defines an XMP packet associated with a Document or Property. See {@link KHRXMP}.
*/
var Packet = class extends dist/* ExtensionProperty */.X6 {
	static EXTENSION_NAME = KHR_XMP_JSON_LD;
	init() {
		this.extensionName = KHR_XMP_JSON_LD;
		this.propertyType = "Packet";
		this.parentTypes = PARENT_TYPES;
	}
	getDefaults() {
		return Object.assign(super.getDefaults(), {
			context: {},
			properties: {}
		});
	}
	/**********************************************************************************************
	* Context.
	*/
	/**
	* Returns the XMP context definition URL for the given term.
	* See: https://json-ld.org/spec/latest/json-ld/#the-context
	* @param term Case-sensitive term. Usually a concise, lowercase, alphanumeric identifier.
	*/
	getContext() {
		return this.get("context");
	}
	/**
	* Sets the XMP context definition URL for the given term.
	* See: https://json-ld.org/spec/latest/json-ld/#the-context
	*
	* Example:
	*
	* ```typescript
	* packet.setContext({
	*   dc: 'http://purl.org/dc/elements/1.1/',
	*   model3d: 'https://schema.khronos.org/model3d/xsd/1.0/',
	* });
	* ```
	*
	* @param term Case-sensitive term. Usually a concise, lowercase, alphanumeric identifier.
	* @param definition URI for XMP namespace.
	*/
	setContext(context) {
		return this.set("context", { ...context });
	}
	/**********************************************************************************************
	* Properties.
	*/
	/**
	* Lists properties defined in this packet.
	*
	* Example:
	*
	* ```typescript
	* packet.listProperties(); // → ['dc:Language', 'dc:Creator', 'xmp:CreateDate']
	* ```
	*/
	listProperties() {
		return Object.keys(this.get("properties"));
	}
	/**
	* Returns the value of a property, as a literal or JSONLD object.
	*
	* Example:
	*
	* ```typescript
	* packet.getProperty('dc:Creator'); // → {"@list": ["Acme, Inc."]}
	* packet.getProperty('dc:Title'); // → {"@type": "rdf:Alt", "rdf:_1": {"@language": "en-US", "@value": "Lamp"}}
	* packet.getProperty('xmp:CreateDate'); // → "2022-01-01"
	* ```
	*/
	getProperty(name) {
		const properties = this.get("properties");
		return name in properties ? properties[name] : null;
	}
	/**
	* Sets the value of a property, as a literal or JSONLD object.
	*
	* Example:
	*
	* ```typescript
	* packet.setProperty('dc:Creator', {'@list': ['Acme, Inc.']});
	* packet.setProperty('dc:Title', {
	* 	'@type': 'rdf:Alt',
	* 	'rdf:_1': {'@language': 'en-US', '@value': 'Lamp'}
	* });
	* packet.setProperty('model3d:preferredSurfaces', {'@list': ['vertical']});
	* ```
	*/
	setProperty(name, value) {
		this._assertContext(name);
		const properties = { ...this.get("properties") };
		if (value) properties[name] = value;
		else delete properties[name];
		return this.set("properties", properties);
	}
	/**********************************************************************************************
	* Serialize / Deserialize.
	*/
	/**
	* Serializes the packet context and properties to a JSONLD object.
	*/
	toJSONLD() {
		return {
			"@context": copyJSON(this.get("context")),
			...copyJSON(this.get("properties"))
		};
	}
	/**
	* Deserializes a JSONLD packet, then overwrites existing context and properties with
	* the new values.
	*/
	fromJSONLD(jsonld) {
		jsonld = copyJSON(jsonld);
		const context = jsonld["@context"];
		if (context) this.set("context", context);
		delete jsonld["@context"];
		return this.set("properties", jsonld);
	}
	/**********************************************************************************************
	* Validation.
	*/
	/** @hidden */
	_assertContext(name) {
		if (!(name.split(":")[0] in this.get("context"))) throw new Error(`${KHR_XMP_JSON_LD}: Missing context for term, "${name}".`);
	}
};
function copyJSON(object) {
	return JSON.parse(JSON.stringify(object));
}
//#endregion
//#region src/khr-xmp-json-ld/xmp.ts
/**
* [KHR_xmp_json_ld](https://github.com/KhronosGroup/gltf/blob/main/extensions/2.0/Khronos/KHR_xmp_json_ld/)
* defines XMP metadata associated with a glTF asset.
*
* XMP metadata provides standardized fields describing the content, provenance, usage
* restrictions, or other attributes of a 3D model. XMP metadata does not generally affect the
* parsing or runtime behavior of the content — for that, use custom extensions, custom vertex
* attributes, or extras. Similarly, storage mechanisms other than XMP should be preferred
* for binary content like mesh data, animations, or textures.
*
* Generally XMP metadata is associated with the entire glTF asset by attaching an XMP {@link Packet}
* to the document {@link Root}. In less common cases where metadata must be associated with
* specific subsets of a document, XMP Packets may be attached to {@link Scene}, {@link Node},
* {@link Mesh}, {@link Material}, {@link Texture}, or {@link Animation} properties.
*
* Within each packet, XMP properties become available when an
* [XMP namespace](https://www.adobe.io/xmp/docs/XMPNamespaces/) is registered
* with {@link Packet.setContext}. Packets cannot use properties whose namespaces are not
* registered as context. While not all XMP namespaces are relevant to 3D assets, some common
* namespaces provide useful metadata about authorship and provenance. Additionally, the `model3d`
* namespace provides certain properties specific to 3D content, such as Augmented Reality (AR)
* orientation data.
*
* Common XMP contexts for 3D models include:
*
* | Prefix      | URI                                         | Name                           |
* |:------------|:--------------------------------------------|:-------------------------------|
* | `dc`        | http://purl.org/dc/elements/1.1/            | Dublin Core                    |
* | `model3d`   | https://schema.khronos.org/model3d/xsd/1.0/ | Model 3D                       |
* | `rdf`       | http://www.w3.org/1999/02/22-rdf-syntax-ns# | Resource Description Framework |
* | `xmp`       | http://ns.adobe.com/xap/1.0/                | XMP                            |
* | `xmpRights` | http://ns.adobe.com/xap/1.0/rights/         | XMP Rights Management          |
*
* Only the XMP contexts required for a packet should be assigned, and different packets
* in the same asset may use different contexts. For greater detail on available XMP
* contexts and how to use them in glTF assets, see the
* [3DC Metadata Recommendations](https://github.com/KhronosGroup/3DC-Metadata-Recommendations/blob/main/model3d.md).
*
* Properties:
* - {@link Packet}
*
* ### Example
*
* ```typescript
* import { KHRXMP, Packet } from '@gltf-transform/extensions';
*
* // Create an Extension attached to the Document.
* const xmpExtension = document.createExtension(KHRXMP);
*
* // Create Packet property.
* const packet = xmpExtension.createPacket()
* 	.setContext({
* 		dc: 'http://purl.org/dc/elements/1.1/',
* 	})
*	.setProperty('dc:Creator', {"@list": ["Acme, Inc."]});
*
* // Option 1: Assign to Document Root.
* document.getRoot().setExtension('KHR_xmp_json_ld', packet);
*
* // Option 2: Assign to a specific Property.
* texture.setExtension('KHR_xmp_json_ld', packet);
* ```
*/
var KHRXMP = class extends dist/* Extension */.YY {
	extensionName = KHR_XMP_JSON_LD;
	static EXTENSION_NAME = KHR_XMP_JSON_LD;
	/** Creates a new XMP packet, to be linked with a {@link Document} or {@link Property Properties}. */
	createPacket() {
		return new Packet(this.document.getGraph());
	}
	/** Lists XMP packets currently defined in a {@link Document}. */
	listPackets() {
		return Array.from(this.properties);
	}
	/** @hidden */
	read(context) {
		const extensionDef = context.jsonDoc.json.extensions?.[KHR_XMP_JSON_LD];
		if (!extensionDef || !extensionDef.packets) return this;
		const json = context.jsonDoc.json;
		const root = this.document.getRoot();
		const packets = extensionDef.packets.map((packetDef) => this.createPacket().fromJSONLD(packetDef));
		const defLists = [
			[json.asset],
			json.scenes,
			json.nodes,
			json.meshes,
			json.materials,
			json.images,
			json.animations
		];
		const propertyLists = [
			[root],
			root.listScenes(),
			root.listNodes(),
			root.listMeshes(),
			root.listMaterials(),
			root.listTextures(),
			root.listAnimations()
		];
		for (let i = 0; i < defLists.length; i++) {
			const defs = defLists[i] || [];
			for (let j = 0; j < defs.length; j++) {
				const def = defs[j];
				if (def.extensions && def.extensions["KHR_xmp_json_ld"]) {
					const xmpDef = def.extensions[KHR_XMP_JSON_LD];
					propertyLists[i][j].setExtension(KHR_XMP_JSON_LD, packets[xmpDef.packet]);
				}
			}
		}
		return this;
	}
	/** @hidden */
	write(context) {
		const { json } = context.jsonDoc;
		const packetDefs = [];
		for (const packet of this.properties) {
			packetDefs.push(packet.toJSONLD());
			for (const parent of packet.listParents()) {
				let parentDef;
				switch (parent.propertyType) {
					case dist/* PropertyType */.Ut.ROOT:
						parentDef = json.asset;
						break;
					case dist/* PropertyType */.Ut.SCENE:
						parentDef = json.scenes[context.sceneIndexMap.get(parent)];
						break;
					case dist/* PropertyType */.Ut.NODE:
						parentDef = json.nodes[context.nodeIndexMap.get(parent)];
						break;
					case dist/* PropertyType */.Ut.MESH:
						parentDef = json.meshes[context.meshIndexMap.get(parent)];
						break;
					case dist/* PropertyType */.Ut.MATERIAL:
						parentDef = json.materials[context.materialIndexMap.get(parent)];
						break;
					case dist/* PropertyType */.Ut.TEXTURE:
						parentDef = json.images[context.imageIndexMap.get(parent)];
						break;
					case dist/* PropertyType */.Ut.ANIMATION:
						parentDef = json.animations[context.animationIndexMap.get(parent)];
						break;
					default:
						parentDef = null;
						this.document.getLogger().warn(`[${KHR_XMP_JSON_LD}]: Unsupported parent property, "${parent.propertyType}"`);
				}
				if (!parentDef) continue;
				parentDef.extensions = parentDef.extensions || {};
				parentDef.extensions[KHR_XMP_JSON_LD] = { packet: packetDefs.length - 1 };
			}
		}
		if (packetDefs.length > 0) {
			json.extensions = json.extensions || {};
			json.extensions[KHR_XMP_JSON_LD] = { packets: packetDefs };
		}
		return this;
	}
};
//#endregion
//#region src/index.ts
const KHRONOS_EXTENSIONS = [
	KHRAccessorFloat16,
	KHRAccessorFloat64,
	KHRDracoMeshCompression,
	KHRLightsPunctual,
	KHRMaterialsAnisotropy,
	KHRMaterialsClearcoat,
	KHRMaterialsDiffuseTransmission,
	KHRMaterialsDispersion,
	KHRMaterialsEmissiveStrength,
	KHRMaterialsIOR,
	KHRMaterialsIridescence,
	KHRMaterialsPBRSpecularGlossiness,
	KHRMaterialsSpecular,
	KHRMaterialsSheen,
	KHRMaterialsTransmission,
	KHRMaterialsUnlit,
	KHRMaterialsVariants,
	KHRMaterialsVolume,
	KHRMeshPrimitiveRestart,
	KHRMeshQuantization,
	KHRNodeVisibility,
	KHRTextureBasisu,
	KHRTextureTransform,
	KHRXMP
];
const ALL_EXTENSIONS = [
	EXTMeshGPUInstancing,
	EXTMeshFeatures,
	EXTMeshoptCompression,
	EXTStructuralMetadata,
	EXTTextureAVIF,
	EXTTextureWebP,
	...KHRONOS_EXTENSIONS
];
//#endregion


//# sourceMappingURL=index.js.map

/***/ }),

/***/ 4691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TS: () => (/* binding */ Graph),
/* harmony export */   Vy: () => (/* binding */ $immutableKeys),
/* harmony export */   _r: () => (/* binding */ RefList),
/* harmony export */   id: () => (/* binding */ $attributes),
/* harmony export */   kF: () => (/* binding */ RefMap),
/* harmony export */   m$: () => (/* binding */ GraphEdge),
/* harmony export */   mx: () => (/* binding */ RefSet),
/* harmony export */   tZ: () => (/* binding */ GraphNode)
/* harmony export */ });
/* unused harmony export EventDispatcher */
//#region src/event-dispatcher.ts
var EventDispatcher = class {
	_listeners = {};
	addEventListener(type, listener) {
		const listeners = this._listeners;
		if (listeners[type] === void 0) listeners[type] = [];
		if (listeners[type].indexOf(listener) === -1) listeners[type].push(listener);
		return this;
	}
	removeEventListener(type, listener) {
		const listenerArray = this._listeners[type];
		if (listenerArray !== void 0) {
			const index = listenerArray.indexOf(listener);
			if (index !== -1) listenerArray.splice(index, 1);
		}
		return this;
	}
	dispatchEvent(event) {
		const listenerArray = this._listeners[event.type];
		if (listenerArray !== void 0) {
			const array = listenerArray.slice(0);
			for (let i = 0, l = array.length; i < l; i++) array[i].call(this, event);
		}
		return this;
	}
	dispose() {
		for (const key in this._listeners) delete this._listeners[key];
	}
};

//#endregion
//#region src/graph-edge.ts
/**
* Represents a connection between two {@link GraphNode} resources in a {@link Graph}.
*
* The left node is considered the owner, and the right node the resource. The
* owner is responsible for being able find and remove a reference to a resource, given
* that link. The resource does not hold a reference to the link or to the owner,
* although that reverse lookup can be done on the graph.
*/
var GraphEdge = class {
	_disposed = false;
	_name;
	_parent;
	_child;
	_attributes;
	constructor(_name, _parent, _child, _attributes = {}) {
		this._name = _name;
		this._parent = _parent;
		this._child = _child;
		this._attributes = _attributes;
		if (!_parent.isOnGraph(_child)) throw new Error("Cannot connect disconnected graphs.");
	}
	/** Name (attribute name from parent {@link GraphNode}). */
	getName() {
		return this._name;
	}
	/** Owner node. */
	getParent() {
		return this._parent;
	}
	/** Resource node. */
	getChild() {
		return this._child;
	}
	/**
	* Sets the child node.
	*
	* @internal Only {@link Graph} implementations may safely call this method directly. Use
	* 	{@link Property.swap} or {@link Graph.swapChild} instead.
	*/
	setChild(child) {
		this._child = child;
		return this;
	}
	/** Attributes of the graph node relationship. */
	getAttributes() {
		return this._attributes;
	}
	/** Destroys a (currently intact) edge, updating both the graph and the owner. */
	dispose() {
		if (this._disposed) return;
		this._parent._destroyRef(this);
		this._disposed = true;
	}
	/** Whether this link has been destroyed. */
	isDisposed() {
		return this._disposed;
	}
};

//#endregion
//#region src/graph.ts
/**
* A graph manages a network of {@link GraphNode} nodes, connected
* by {@link @Link} edges.
*/
var Graph = class extends EventDispatcher {
	_emptySet = /* @__PURE__ */ new Set();
	_edges = /* @__PURE__ */ new Set();
	_parentEdges = /* @__PURE__ */ new Map();
	_childEdges = /* @__PURE__ */ new Map();
	/** Returns a list of all parent->child edges on this graph. */
	listEdges() {
		return Array.from(this._edges);
	}
	/** Returns a list of all edges on the graph having the given node as their child. */
	listParentEdges(node) {
		return Array.from(this._childEdges.get(node) || this._emptySet);
	}
	/** Returns a list of parent nodes for the given child node. */
	listParents(node) {
		const parentSet = /* @__PURE__ */ new Set();
		for (const edge of this.listParentEdges(node)) parentSet.add(edge.getParent());
		return Array.from(parentSet);
	}
	/** Returns a list of all edges on the graph having the given node as their parent. */
	listChildEdges(node) {
		return Array.from(this._parentEdges.get(node) || this._emptySet);
	}
	/** Returns a list of child nodes for the given parent node. */
	listChildren(node) {
		const childSet = /* @__PURE__ */ new Set();
		for (const edge of this.listChildEdges(node)) childSet.add(edge.getChild());
		return Array.from(childSet);
	}
	disconnectParents(node, filter) {
		for (const edge of this.listParentEdges(node)) if (!filter || filter(edge.getParent())) edge.dispose();
		return this;
	}
	/**********************************************************************************************
	* Internal.
	*/
	/**
	* Creates a {@link GraphEdge} connecting two {@link GraphNode} instances. Edge is returned
	* for the caller to store.
	* @param a Owner
	* @param b Resource
	* @hidden
	* @internal
	*/
	_createEdge(name, a, b, attributes) {
		const edge = new GraphEdge(name, a, b, attributes);
		this._edges.add(edge);
		const parent = edge.getParent();
		if (!this._parentEdges.has(parent)) this._parentEdges.set(parent, /* @__PURE__ */ new Set());
		this._parentEdges.get(parent).add(edge);
		const child = edge.getChild();
		if (!this._childEdges.has(child)) this._childEdges.set(child, /* @__PURE__ */ new Set());
		this._childEdges.get(child).add(edge);
		return edge;
	}
	/**
	* Detaches a {@link GraphEdge} from the {@link Graph}. Before calling this
	* method, ensure that the GraphEdge has first been detached from any
	* associated {@link GraphNode} attributes.
	* @hidden
	* @internal
	*/
	_destroyEdge(edge) {
		this._edges.delete(edge);
		this._parentEdges.get(edge.getParent()).delete(edge);
		this._childEdges.get(edge.getChild()).delete(edge);
		return this;
	}
};

//#endregion
//#region src/refs.ts
/**
* An ordered collection of {@link Ref Refs}, allowing duplicates. Removing
* a Ref is an O(n) operation — use {@link RefSet} for faster removal, if
* duplicates are not required.
*/
var RefList = class {
	list = [];
	constructor(refs) {
		if (refs) for (const ref of refs) this.list.push(ref);
	}
	add(ref) {
		this.list.push(ref);
	}
	remove(ref) {
		const index = this.list.indexOf(ref);
		if (index >= 0) this.list.splice(index, 1);
	}
	removeChild(child) {
		const refs = [];
		for (const ref of this.list) if (ref.getChild() === child) refs.push(ref);
		for (const ref of refs) this.remove(ref);
		return refs;
	}
	listRefsByChild(child) {
		const refs = [];
		for (const ref of this.list) if (ref.getChild() === child) refs.push(ref);
		return refs;
	}
	values() {
		return this.list;
	}
};
/**
* An ordered collection of {@link Ref Refs}, without duplicates. Adding or
* removing a Ref is typically O(1) or O(log(n)), and faster than
* {@link RefList}. If support for duplicates is required, use {@link RefList}.
*/
var RefSet = class {
	set = /* @__PURE__ */ new Set();
	map = /* @__PURE__ */ new Map();
	constructor(refs) {
		if (refs) for (const ref of refs) this.add(ref);
	}
	add(ref) {
		const child = ref.getChild();
		this.removeChild(child);
		this.set.add(ref);
		this.map.set(child, ref);
	}
	remove(ref) {
		this.set.delete(ref);
		this.map.delete(ref.getChild());
	}
	removeChild(child) {
		const ref = this.map.get(child) || null;
		if (ref) this.remove(ref);
		return ref;
	}
	getRefByChild(child) {
		return this.map.get(child) || null;
	}
	values() {
		return Array.from(this.set);
	}
};
/**
* Map (or dictionary) from string keys to {@link Ref Refs}.
*/
var RefMap = class {
	map = {};
	constructor(map) {
		if (map) Object.assign(this.map, map);
	}
	set(key, child) {
		this.map[key] = child;
	}
	delete(key) {
		delete this.map[key];
	}
	get(key) {
		return this.map[key] || null;
	}
	keys() {
		return Object.keys(this.map);
	}
	values() {
		return Object.values(this.map);
	}
};

//#endregion
//#region src/graph-node.ts
const $attributes = Symbol("attributes");
const $immutableKeys = Symbol("immutableKeys");
/**
* Represents a node in a {@link Graph}.
*/
var GraphNode = class GraphNode extends EventDispatcher {
	_disposed = false;
	/**
	* Internal graph used to search and maintain references.
	* @hidden
	*/
	graph;
	/**
	* Attributes (literal values and GraphNode references) associated with this instance. For each
	* GraphNode reference, the attributes stores a {@link GraphEdge}. List and Map references are
	* stored as arrays and dictionaries of edges.
	* @internal
	*/
	[$attributes];
	/**
	* Attributes included with `getDefaultAttributes` are considered immutable, and cannot be
	* modifed by `.setRef()`, `.copy()`, or other GraphNode methods. Both the edges and the
	* properties will be disposed with the parent GraphNode.
	*
	* Currently, only single-edge references (getRef/setRef) are supported as immutables.
	*
	* @internal
	*/
	[$immutableKeys];
	constructor(graph) {
		super();
		this.graph = graph;
		this[$immutableKeys] = /* @__PURE__ */ new Set();
		this[$attributes] = this._createAttributes();
	}
	/**
	* Returns default attributes for the graph node. Subclasses having any attributes (either
	* literal values or references to other graph nodes) must override this method. Literal
	* attributes should be given their default values, if any. References should generally be
	* initialized as empty (Ref → null, RefList → [], RefMap → {}) and then modified by setters.
	*
	* Any single-edge references (setRef) returned by this method will be considered immutable,
	* to be owned by and disposed with the parent node. Multi-edge references (addRef, removeRef,
	* setRefMap) cannot be returned as default attributes.
	*/
	getDefaults() {
		return {};
	}
	/**
	* Constructs and returns an object used to store a graph nodes attributes. Compared to the
	* default Attributes interface, this has two distinctions:
	*
	* 1. Slots for GraphNode<T> objects are replaced with slots for GraphEdge<this, GraphNode<T>>
	* 2. GraphNode<T> objects provided as defaults are considered immutable
	*
	* @internal
	*/
	_createAttributes() {
		const defaultAttributes = this.getDefaults();
		const attributes = {};
		for (const key in defaultAttributes) {
			const value = defaultAttributes[key];
			if (value instanceof GraphNode) {
				const ref = this.graph._createEdge(key, this, value);
				this[$immutableKeys].add(key);
				attributes[key] = ref;
			} else attributes[key] = value;
		}
		return attributes;
	}
	/** @internal Returns true if two nodes are on the same {@link Graph}. */
	isOnGraph(other) {
		return this.graph === other.graph;
	}
	/** Returns true if the node has been permanently removed from the graph. */
	isDisposed() {
		return this._disposed;
	}
	/**
	* Removes both inbound references to and outbound references from this object. At the end
	* of the process the object holds no references, and nothing holds references to it. A
	* disposed object is not reusable.
	*/
	dispose() {
		if (this._disposed) return;
		this.graph.listChildEdges(this).forEach((edge) => edge.dispose());
		this.graph.disconnectParents(this);
		this._disposed = true;
		this.dispatchEvent({ type: "dispose" });
	}
	/**
	* Removes all inbound references to this object. At the end of the process the object is
	* considered 'detached': it may hold references to child resources, but nothing holds
	* references to it. A detached object may be re-attached.
	*/
	detach() {
		this.graph.disconnectParents(this);
		return this;
	}
	/**
	* Transfers this object's references from the old node to the new one. The old node is fully
	* detached from this parent at the end of the process.
	*
	* @hidden
	*/
	swap(prevValue, nextValue) {
		for (const attribute in this[$attributes]) {
			const value = this[$attributes][attribute];
			if (value instanceof GraphEdge) {
				const ref = value;
				if (ref.getChild() === prevValue) this.setRef(attribute, nextValue, ref.getAttributes());
			} else if (value instanceof RefList) for (const ref of value.listRefsByChild(prevValue)) {
				const refAttributes = ref.getAttributes();
				this.removeRef(attribute, prevValue);
				this.addRef(attribute, nextValue, refAttributes);
			}
			else if (value instanceof RefSet) {
				const ref = value.getRefByChild(prevValue);
				if (ref) {
					const refAttributes = ref.getAttributes();
					this.removeRef(attribute, prevValue);
					this.addRef(attribute, nextValue, refAttributes);
				}
			} else if (value instanceof RefMap) for (const key of value.keys()) {
				const ref = value.get(key);
				if (ref.getChild() === prevValue) this.setRefMap(attribute, key, nextValue, ref.getAttributes());
			}
		}
		return this;
	}
	/**********************************************************************************************
	* Literal attributes.
	*/
	/** @hidden */
	get(attribute) {
		return this[$attributes][attribute];
	}
	/** @hidden */
	set(attribute, value) {
		this[$attributes][attribute] = value;
		return this.dispatchEvent({
			type: "change",
			attribute
		});
	}
	/**********************************************************************************************
	* Ref: 1:1 graph node references.
	*/
	/** @hidden */
	getRef(attribute) {
		const ref = this[$attributes][attribute];
		return ref ? ref.getChild() : null;
	}
	/** @hidden */
	setRef(attribute, value, attributes) {
		if (this[$immutableKeys].has(attribute)) throw new Error(`Cannot overwrite immutable attribute, "${attribute}".`);
		const prevRef = this[$attributes][attribute];
		if (prevRef) prevRef.dispose();
		if (!value) return this;
		const ref = this.graph._createEdge(attribute, this, value, attributes);
		this[$attributes][attribute] = ref;
		return this.dispatchEvent({
			type: "change",
			attribute
		});
	}
	/**********************************************************************************************
	* RefList: 1:many graph node references.
	*/
	/** @hidden */
	listRefs(attribute) {
		return this.assertRefList(attribute).values().map((ref) => ref.getChild());
	}
	/** @hidden */
	addRef(attribute, value, attributes) {
		const ref = this.graph._createEdge(attribute, this, value, attributes);
		this.assertRefList(attribute).add(ref);
		return this.dispatchEvent({
			type: "change",
			attribute
		});
	}
	/** @hidden */
	removeRef(attribute, value) {
		const refs = this.assertRefList(attribute);
		if (refs instanceof RefList) for (const ref of refs.listRefsByChild(value)) ref.dispose();
		else {
			const ref = refs.getRefByChild(value);
			if (ref) ref.dispose();
		}
		return this;
	}
	/** @hidden */
	assertRefList(attribute) {
		const refs = this[$attributes][attribute];
		if (refs instanceof RefList || refs instanceof RefSet) return refs;
		throw new Error(`Expected RefList or RefSet for attribute "${attribute}"`);
	}
	/**********************************************************************************************
	* RefMap: Named 1:many (map) graph node references.
	*/
	/** @hidden */
	listRefMapKeys(attribute) {
		return this.assertRefMap(attribute).keys();
	}
	/** @hidden */
	listRefMapValues(attribute) {
		return this.assertRefMap(attribute).values().map((ref) => ref.getChild());
	}
	/** @hidden */
	getRefMap(attribute, key) {
		const ref = this.assertRefMap(attribute).get(key);
		return ref ? ref.getChild() : null;
	}
	/** @hidden */
	setRefMap(attribute, key, value, metadata) {
		const refMap = this.assertRefMap(attribute);
		const prevRef = refMap.get(key);
		if (prevRef) prevRef.dispose();
		if (!value) return this;
		metadata = Object.assign(metadata || {}, { key });
		const ref = this.graph._createEdge(attribute, this, value, {
			...metadata,
			key
		});
		refMap.set(key, ref);
		return this.dispatchEvent({
			type: "change",
			attribute,
			key
		});
	}
	/** @hidden */
	assertRefMap(attribute) {
		const map = this[$attributes][attribute];
		if (map instanceof RefMap) return map;
		throw new Error(`Expected RefMap for attribute "${attribute}"`);
	}
	/**********************************************************************************************
	* Events.
	*/
	/**
	* Dispatches an event on the GraphNode, and on the associated
	* Graph. Event types on the graph are prefixed, `"node:[type]"`.
	*/
	dispatchEvent(event) {
		super.dispatchEvent({
			...event,
			target: this
		});
		this.graph.dispatchEvent({
			...event,
			target: this,
			type: `node:${event.type}`
		});
		return this;
	}
	/**********************************************************************************************
	* Internal.
	*/
	/** @hidden */
	_destroyRef(ref) {
		const attribute = ref.getName();
		if (this[$attributes][attribute] === ref) {
			this[$attributes][attribute] = null;
			if (this[$immutableKeys].has(attribute)) ref.getChild().dispose();
		} else if (this[$attributes][attribute] instanceof RefList) this[$attributes][attribute].remove(ref);
		else if (this[$attributes][attribute] instanceof RefSet) this[$attributes][attribute].remove(ref);
		else if (this[$attributes][attribute] instanceof RefMap) {
			const refMap = this[$attributes][attribute];
			for (const key of refMap.keys()) if (refMap.get(key) === ref) refMap.delete(key);
		} else return;
		this.graph._destroyEdge(ref);
		this.dispatchEvent({
			type: "change",
			attribute
		});
	}
};

//#endregion


/***/ })

};

//# sourceMappingURL=556.index.js.map