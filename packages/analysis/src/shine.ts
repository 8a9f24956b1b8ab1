/**
 * Glints of the normal photo (the oil measure of skin_type). Candidates come from the half grid
 * (brightest of 2×2 normal pixels against α × the polarised light around, see specular.ts); only
 * their neighbourhood is examined at full resolution, where each glint is outlined at its half
 * maximum: a pixel shines when its specular excess D = Y_N − α·C reaches ratio·α·C and half the
 * local peak of D (the 3×3 half-grid cells around, ≈ ±3 px). C, the polarised ceiling, is the
 * brightest polarised pixel of the 3×3 half-grid cells around the matching position (≈ 6×6 px),
 * which tolerates ±2 px of misregistration at the edges of dark spots and lines. The half-maximum
 * edge does not depend on skin tone or on how far optics and JPEG spread a glint (a plain ratio
 * test reaches far into the blurred rim on dark skin, where glints are many times the diffuse
 * light); touching glints keep their own peaks.
 */
import { newFloat32, overwrittenFloat32 } from './kernels/arena';
import { max2 } from './kernels/fast-math';
import { dilate, dilateMask } from './kernels/morphology';
import { createMask, type Mask, type Plane } from './kernels/plane';
import { luminanceAt, type PhotoPlanes } from './photo';
import { scratchInt32 } from './kernels/scratch';
import { diffuseRatio } from './specular';

export interface ShineMap {
  /** Half grid: cells with at least 2 of their 4 pixels shiny (overlay), and with any (exclusion). */
  halfMask: Mask;
  halfAny: Mask;
  /** Shiny full-resolution pixels inside the ROI. */
  count: number;
  alpha: number;
  /** Full-resolution mask (normal frame), only when asked for. */
  fullMask: Mask | null;
}

/** Half-grid cells worth examining: 2×2 maxima that shine, grown by one cell. */
function candidates(
  normal: PhotoPlanes,
  ceiling: Float32Array,
  hdx: number,
  hdy: number,
  k: number,
): Mask {
  const { width: w, height: h } = normal.y;
  const out = createMask(w, h);
  const column = scratchInt32('shine-candidate-columns', w);
  for (let x = 0; x < w; x += 1) column[x] = Math.min(w - 1, Math.max(0, x + hdx));
  const peak = normal.yMax.data;
  const shiny = out.data;
  for (let y = 0; y < h; y += 1) {
    const ry = Math.min(h - 1, Math.max(0, y + hdy)) * w;
    const o = y * w;
    for (let x = 0; x < w; x += 1) shiny[o + x] = +(peak[o + x]! >= k * ceiling[ry + column[x]!]!);
  }
  return dilateMask(out, 3);
}

interface Excess {
  /** D of each of a cell's 4 pixels (0 = not significant). */
  values: Float32Array;
  /** Each cell's largest D. */
  peak: Plane;
}

/** Specular excess at full resolution inside the candidate cells only. */
function excessInRegion(
  normal: PhotoPlanes,
  ceiling: Float32Array,
  region: Mask,
  alpha: number,
  shift: { dx: number; dy: number },
  ratio: number,
): Excess {
  const { width: w, height: h } = normal.y;
  const W = normal.width;
  // Only the candidate cells' values are ever read, and each of them is written below.
  const values = overwrittenFloat32(4 * w * h);
  const peak = { width: w, height: h, data: newFloat32(w * h) };
  // The half-grid cell of the polarised ceiling that each full-resolution column and row meets.
  const column = scratchInt32('shine-columns', 2 * w);
  for (let X = 0; X < 2 * w; X += 1) column[X] = Math.min(w - 1, Math.max(0, (X + shift.dx) >> 1));
  const row = scratchInt32('shine-rows', 2 * h);
  for (let Y = 0; Y < 2 * h; Y += 1) row[Y] = Math.min(h - 1, Math.max(0, (Y + shift.dy) >> 1)) * w;
  const { data: src, channels } = normal.source;
  const inRegion = region.data;
  const peaks = peak.data;
  for (let cy = 0; cy < h; cy += 1)
    for (let cx = 0, c = cy * w; cx < w; cx += 1, c += 1) {
      if (!inRegion[c]) continue;
      let cellPeak = 0;
      // The cell's 4 pixels: k = 0, 1 on its first row, 2, 3 on its second.
      for (let k = 0; k < 4; k += 1) {
        const X = 2 * cx + (k & 1);
        const Y = 2 * cy + (k >> 1);
        const diffuse = alpha * ceiling[row[Y]! + column[X]!]!;
        const d = luminanceAt(src, (Y * W + X) * channels) - diffuse;
        // Without branches (the test flips at random along a glint's rim): 0 if not significant.
        const value = d * +(d >= ratio * diffuse);
        values[4 * c + k] = value;
        cellPeak = max2(cellPeak, value);
      }
      peaks[c] = cellPeak;
    }
  return { values, peak };
}

/**
 * Rounding that a flip of the photos mirrors: halves go to the even neighbour (Math.round
 * sends 1.5 to 2 but −1.5 to −1, so a flipped pair would compare other pixels).
 */
function roundEven(v: number): number {
  const r = Math.round(v);
  return Math.abs(v - Math.trunc(v)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

export function detectShine(
  normal: PhotoPlanes,
  polarised: PhotoPlanes,
  shift: { dx: number; dy: number },
  options: { ratio: number; edge: number; roi: Mask; keepFull: boolean },
): ShineMap {
  const { width: w, height: h } = normal.y;
  const W = normal.width;
  const half = { dx: roundEven(shift.dx / 2), dy: roundEven(shift.dy / 2) };
  const alpha = diffuseRatio(normal.y, polarised.y, half.dx, half.dy, options.ratio);
  const ceiling = dilate(polarised.yMax, 3).data;
  const region = candidates(normal, ceiling, half.dx, half.dy, (1 + options.ratio) * alpha);
  const full = { dx: roundEven(shift.dx), dy: roundEven(shift.dy) };
  const excess = excessInRegion(normal, ceiling, region, alpha, full, options.ratio);
  const local = dilate(excess.peak, 3).data;
  const halfMask = createMask(w, h);
  const halfAny = createMask(w, h);
  const fullMask = options.keepFull ? createMask(W, normal.height) : null;
  let count = 0;
  // Arrays and numbers read once: a property load per pixel costs more than the test itself.
  const inRegion = region.data;
  const values = excess.values;
  const roi = options.roi.data;
  const any = halfAny.data;
  const most = halfMask.data;
  const edge = options.edge;
  for (let c = 0; c < w * h; c += 1) {
    if (!inRegion[c]) continue;
    let shiny = 0;
    for (let k = 0; k < 4; k += 1) {
      const d = values[4 * c + k]!;
      // & of comparisons: no branch on the rim of a glint, where the tests flip at random.
      const on = +(d > 0) & +(d >= edge * local[c]!);
      shiny += on;
      if (fullMask && on)
        fullMask.data[(2 * Math.floor(c / w) + (k >> 1)) * W + 2 * (c % w) + (k & 1)] = 1;
    }
    any[c] = +(shiny > 0);
    most[c] = +(shiny >= 2);
    if (roi[c]) count += shiny;
  }
  return { halfMask, halfAny, count, alpha, fullMask };
}
