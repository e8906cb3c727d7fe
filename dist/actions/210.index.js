export const id = 210;
export const ids = [210];
export const modules = {

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


/***/ }),

/***/ 9210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   compareWithReference: () => (/* binding */ compareWithReference),
/* harmony export */   decodePng: () => (/* binding */ decodePng)
/* harmony export */ });
/* harmony import */ var pngjs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(359);
/* harmony import */ var _likeness_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6731);
/* harmony import */ var _images_similarity_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1195);



// Apart from likeness.ts, and imported by verify-app only with a reference: pngjs and ssim.js stay out of the start of
// every other step.
/** A PNG's pixels, RGBA (pure); throws, saying why, on a file that is no PNG. */
function decodePng(png) {
    const image = pngjs__WEBPACK_IMPORTED_MODULE_0__/* .PNG */ .O.sync.read(png);
    return { data: image.data, width: image.width, height: image.height };
}
/**
 * The screenshot against the reference (pure): alike when the whole picture's SSIM and its least similar region's are
 * both at least `bound`. No screenshot, one that is no PNG, or one of another size, is a fault with no similarity.
 */
function compareWithReference(screenshot, reference, bound) {
    // A page stuck in a script gives none: the picture is not proved alike.
    if (!screenshot)
        return { fault: (0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .pictureFault */ .rq)('No screenshot to compare with the reference: the page gave none') };
    let shot;
    try {
        shot = decodePng(screenshot);
    }
    catch (error) {
        return {
            fault: (0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .pictureFault */ .rq)(`The screenshot could not be read as a PNG (${String(error)}), so it was not compared`),
        };
    }
    if (shot.width !== reference.width || shot.height !== reference.height)
        return {
            fault: (0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .pictureFault */ .rq)(`The screenshot is ${shot.width}×${shot.height} and the reference ${reference.width}×${reference.height}: a picture of another size cannot be compared (give the screenshot of an earlier verify-app run)`),
        };
    const found = (0,_images_similarity_js__WEBPACK_IMPORTED_MODULE_1__/* .similarity */ .k)(reference, shot, _likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .GRID */ .Z);
    return (0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .alike */ .nO)(found, bound)
        ? { similarity: found }
        : {
            similarity: found,
            fault: (0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .pictureFault */ .rq)(`The picture differs from the reference: similarity ${(0,_likeness_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSimilarity */ .jo)(found, bound)}`),
        };
}


/***/ })

};

//# sourceMappingURL=210.index.js.map