/**
 * Run by `small-integer-shapes.test.ts` as `node --allow-natives-syntax --import tsx <this>`:
 * generates a phantom (with lines), checks its quality and analyses it with full masks, analyses
 * a pair decoded by sharp, then prints whether V8 still stores the width and height of a fresh
 * plane and a fresh image as small integers. One object literal that begins with a fractional
 * `width` turns them into doubles for the whole thread, and every kernel's index arithmetic
 * with them (≈ 25 % slower).
 */
import { analyzePair } from './analyze';
import { decodeImage } from './node/decode';
import { phantomJpegs } from './node/phantom-jpeg';
import { generatePhantom } from './phantom/generate';
import { checkQuality } from './quality/check-quality';

// V8's %IsSmi is reachable only through eval, with --allow-natives-syntax.
const isSmallInteger = (0, eval)('(x) => %IsSmi(x)') as (value: unknown) => boolean;

const phantom = generatePhantom({ seed: 5, width: 1024, height: 768, spots: 6, lines: 3 });
checkQuality(phantom.normal, phantom.polarised);
analyzePair(phantom.normal, phantom.polarised, { keepFullMasks: true });
// What a worker does for the server: photos decoded by sharp, then analysed.
const jpegs = await phantomJpegs({ seed: 6, spots: 4, lines: 2 });
analyzePair(await decodeImage(jpegs.normalJpeg), await decodeImage(jpegs.polarisedJpeg));

const plane = { width: 512, height: 384, data: new Float32Array(1) };
const image = { width: 1024, height: 768, channels: 3, data: new Uint8Array(1) };
console.log(
  JSON.stringify({
    planeWidth: isSmallInteger(plane.width),
    planeHeight: isSmallInteger(plane.height),
    imageWidth: isSmallInteger(image.width),
    imageHeight: isSmallInteger(image.height),
  }),
);
