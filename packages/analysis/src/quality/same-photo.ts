/**
 * Is the "pair" one photo given twice (issue 18 #1, 两张照片相同)? Two lights differ in what
 * they show: the normal photo has glints and surface relief, the polarised one pigment and no
 * reflection. One photo given twice — re-encoded at another JPEG quality, re-exposed, slightly
 * zoomed or saved at another size — shows the same structure at every scale.
 *
 * Both photos are reduced to the same small thumbnail of log-luminance (so a copy saved at
 * another size lands on the same grid), band-passed (exposure and vignetting out), and
 * correlated over small zooms and shifts. JPEG loss and resampling are fine detail the thumbnail
 * averages away; a real N/P pair stays well below (calibration.ts `maxSamePhotoNcc`). About
 * 1 ms per pair on 80×60 thumbnails.
 */
import { boxMean } from '../kernels/box';
import type { Plane } from '../kernels/plane';

/** Thumbnail size: 1/12.8 of a 1024×768 photo (≈ 13 px per cell), 4:3 like the microscope. */
const THUMB_W = 80;
const THUMB_H = 60;
/** Band-pass radius in thumbnail px (≈ 1/6 of the frame): above spots, below vignetting. */
const BAND_RADIUS = 5;
/** Zooms tried: a copy rescaled or cropped by up to ±4 %. */
const ZOOM_STEP = 0.02;
const ZOOMS = [0.96, 0.98, 1, 1.02, 1.04];
/** Shifts tried, in thumbnail px (±3 ≈ ±40 full px: a cropped copy), then ±½ px around the best. */
const SHIFT_RADIUS = 3;
const FINE_STEPS = [-0.5, -0.25, 0, 0.25, 0.5];
/** Compared window: inside both thumbnails for every zoom and shift tried (4 % of 40 px + 4.5 + 1). */
const MARGIN = 7;

/** Mean of each cell of a THUMB_W × THUMB_H grid laid over the plane (any size). */
function thumbnail(src: Plane): Plane {
  const { width: w, height: h, data } = src;
  const out = new Float32Array(THUMB_W * THUMB_H);
  for (let ty = 0; ty < THUMB_H; ty += 1) {
    const y0 = Math.floor((ty * h) / THUMB_H);
    const y1 = Math.max(y0 + 1, Math.floor(((ty + 1) * h) / THUMB_H));
    for (let tx = 0; tx < THUMB_W; tx += 1) {
      const x0 = Math.floor((tx * w) / THUMB_W);
      const x1 = Math.max(x0 + 1, Math.floor(((tx + 1) * w) / THUMB_W));
      let sum = 0;
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) sum += data[y * w + x]!;
      out[ty * THUMB_W + tx] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return { width: THUMB_W, height: THUMB_H, data: out };
}

/** The thumbnail minus its local mean: the structure, without exposure or vignetting. */
function bandPassed(thumb: Plane): Plane {
  const local = boxMean(thumb, BAND_RADIUS).data;
  const out = new Float32Array(thumb.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = thumb.data[i]! - local[i]!;
  return { width: thumb.width, height: thumb.height, data: out };
}

/** Sum and sum of squares of the fixed window: the same for every candidate, so summed once. */
interface WindowSums {
  sum: number;
  sum2: number;
}

function windowSums(a: Float32Array): WindowSums {
  let sum = 0;
  let sum2 = 0;
  for (let i = 0; i < a.length; i += 1) {
    sum += a[i]!;
    sum2 += a[i]! * a[i]!;
  }
  return { sum, sum2 };
}

/**
 * Pearson correlation of two equally long sample arrays (NCC). `a`'s sums come from
 * `windowSums`: each sum had its own accumulator, added in the same order, so summing them
 * once gives the same doubles as summing them with b's in every call.
 */
function correlation(a: Float32Array, aSums: WindowSums, b: Float32Array): number {
  const sa = aSums.sum;
  const saa = aSums.sum2;
  let sb = 0;
  let sbb = 0;
  let sab = 0;
  for (let i = 0; i < a.length; i += 1) {
    const v = b[i]!;
    sb += v;
    sbb += v * v;
    sab += a[i]! * v;
  }
  const n = a.length;
  const den = Math.sqrt(Math.max(0, saa - (sa * sa) / n) * Math.max(0, sbb - (sb * sb) / n));
  return den > 0 ? (sab - (sa * sb) / n) / den : 0;
}

/** The window compared: the plane without a MARGIN-px border, row by row. */
function windowOf(src: Plane): Float32Array {
  const { width: w, height: h } = src;
  const out = new Float32Array((w - 2 * MARGIN) * (h - 2 * MARGIN));
  let k = 0;
  for (let y = MARGIN; y < h - MARGIN; y += 1)
    for (let x = MARGIN; x < w - MARGIN; x += 1) out[k++] = src.data[y * w + x]!;
  return out;
}

/**
 * The window of `src` zoomed by `zoom` about the centre and shifted by (ox, oy) px, bilinear:
 * window pixel (x, y) reads src(cx + (x − cx)/zoom + ox, …), always inside the plane.
 */
function sampleWindow(src: Plane, zoom: number, ox: number, oy: number, out: Float32Array) {
  const { width: w, height: h, data } = src;
  const cx = (w - 1) / 2;
  const cy = (h - 1) / 2;
  // Each column's source position does not depend on the row: computed once per column (the
  // same expression, so the same doubles) instead of a division per sample.
  const columns = w - 2 * MARGIN;
  const colX0 = new Int32Array(columns);
  const colFx = new Float64Array(columns);
  for (let x = MARGIN; x < w - MARGIN; x += 1) {
    const sx = cx + (x - cx) / zoom + ox;
    const x0 = Math.floor(sx);
    colX0[x - MARGIN] = x0;
    colFx[x - MARGIN] = sx - x0;
  }
  let k = 0;
  for (let y = MARGIN; y < h - MARGIN; y += 1) {
    const sy = cy + (y - cy) / zoom + oy;
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    for (let c = 0; c < columns; c += 1) {
      const fx = colFx[c]!;
      const i = y0 * w + colX0[c]!;
      const top = data[i]! + fx * (data[i + 1]! - data[i]!);
      const bottom = data[i + w]! + fx * (data[i + w + 1]! - data[i + w]!);
      out[k++] = top + fy * (bottom - top);
    }
  }
}

/**
 * How alike the two photos are as pictures: the best NCC of their band-passed log-luminance
 * thumbnails over small zooms and shifts, −1..1: whole thumbnail px first, then quarter px
 * and half-steps of zoom around the best (a copy rarely lands on the same cell boundaries).
 * Takes the half-grid log-luminance planes (photo.ts `logY`), of any sizes.
 */
export function samePhotoNcc(normalLog: Plane, polarisedLog: Plane): number {
  const n = bandPassed(thumbnail(normalLog));
  const p = bandPassed(thumbnail(polarisedLog));
  const window = windowOf(n);
  const windowSum = windowSums(window);
  const sampled = new Float32Array(window.length);
  let best = { ncc: -1, zoom: 1, ox: 0, oy: 0 };
  const consider = (zoom: number, ox: number, oy: number) => {
    sampleWindow(p, zoom, ox, oy, sampled);
    const ncc = correlation(window, windowSum, sampled);
    if (ncc > best.ncc) best = { ncc, zoom, ox, oy };
  };
  // Whole px at zoom 1, then every zoom around the best shift (a zoom about the centre barely
  // moves it), then the fine steps: 169 candidates instead of 320.
  for (let oy = -SHIFT_RADIUS; oy <= SHIFT_RADIUS; oy += 1)
    for (let ox = -SHIFT_RADIUS; ox <= SHIFT_RADIUS; ox += 1) consider(1, ox, oy);
  const shift = best;
  for (const zoom of ZOOMS)
    for (let oy = shift.oy - 1; oy <= shift.oy + 1; oy += 1)
      for (let ox = shift.ox - 1; ox <= shift.ox + 1; ox += 1) consider(zoom, ox, oy);
  const coarse = best;
  for (const dz of [-ZOOM_STEP / 2, 0, ZOOM_STEP / 2])
    for (const fy of FINE_STEPS)
      for (const fx of FINE_STEPS) consider(coarse.zoom + dz, coarse.ox + fx, coarse.oy + fy);
  return best.ncc;
}
