/**
 * A plane's local level and spread, robustly: the median and the scaled median absolute
 * deviation (1.4826·MAD, σ for Gaussian data) of each square tile, interpolated bilinearly
 * between tile centres. Robust, so that the few features a tile holds (spots) do not raise the
 * texture's level or spread they are judged against. Tiles with too few pixels inside the mask
 * take the statistics of the whole masked plane.
 */
import { overwrittenFloat32 } from './arena';
import type { Mask, Plane } from './plane';

export interface TileLevels {
  level: Plane;
  spread: Plane;
}

/** The k-th smallest of the first `n` values of `a` (Hoare's quickselect, reorders them). */
function select(a: Float32Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i += 1;
      while (a[j]! > pivot) j -= 1;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return a[k]!;
}

/** Median of the first `n` values of `buffer` (reordered; the mean of the middle two for even n). */
function medianOf(buffer: Float32Array, n: number): number {
  const upper = select(buffer, n, n >> 1);
  if (n % 2) return upper;
  // After the selection everything before n/2 is ≤ the upper middle: the lower one is their maximum.
  let lower = -Infinity;
  for (let k = 0; k < n >> 1; k += 1) lower = Math.max(lower, buffer[k]!);
  return 0.5 * (lower + upper);
}

function robust(buffer: Float32Array, n: number): [number, number] {
  const level = medianOf(buffer, n);
  for (let k = 0; k < n; k += 1) buffer[k] = Math.abs(buffer[k]! - level);
  return [level, 1.4826 * medianOf(buffer, n)];
}

/** Bilinear interpolation of a tile grid (values at tile centres) to every pixel. */
function interpolate(
  grid: Float64Array,
  nx: number,
  ny: number,
  tileW: number,
  tileH: number,
  w: number,
  h: number,
): Plane {
  // Per column: the left tile and the weight of the right one (clamped at the outer half tiles).
  const left = new Int32Array(w);
  const right = new Int32Array(w);
  const fx = new Float32Array(w);
  for (let x = 0; x < w; x += 1) {
    const u = Math.min(nx - 1, Math.max(0, (x + 0.5) / tileW - 0.5));
    left[x] = Math.floor(u);
    right[x] = Math.min(nx - 1, left[x]! + 1);
    fx[x] = u - left[x]!;
  }
  const out = overwrittenFloat32(w * h);
  for (let y = 0; y < h; y += 1) {
    const v = Math.min(ny - 1, Math.max(0, (y + 0.5) / tileH - 0.5));
    const j0 = Math.floor(v);
    const j1 = Math.min(ny - 1, j0 + 1);
    const fy = v - j0;
    const r0 = j0 * nx;
    const r1 = j1 * nx;
    const row = y * w;
    for (let x = 0; x < w; x += 1) {
      const i0 = left[x]!;
      const i1 = right[x]!;
      const f = fx[x]!;
      const top = grid[r0 + i0]! + f * (grid[r0 + i1]! - grid[r0 + i0]!);
      const bottom = grid[r1 + i0]! + f * (grid[r1 + i1]! - grid[r1 + i0]!);
      out[row + x] = top + fy * (bottom - top);
    }
  }
  return { width: w, height: h, data: out };
}

/**
 * Robust level and spread of `src` over tiles of `tile` px, sampling every `step`th pixel of
 * every `step`th row inside `mask`; a tile needs a quarter of its samples inside the mask.
 */
export function robustTileLevels(src: Plane, mask: Mask, tile: number, step = 2): TileLevels {
  const { width: w, height: h } = src;
  const nx = Math.max(1, Math.round(w / tile));
  const ny = Math.max(1, Math.round(h / tile));
  const tw = w / nx;
  const th = h / ny;
  const capacity = Math.ceil(tw / step + 1) * Math.ceil(th / step + 1);
  const buffer = new Float32Array(capacity);
  const all = new Float32Array(Math.ceil(w / step) * Math.ceil(h / step));
  let allCount = 0;
  const levels = new Float64Array(nx * ny).fill(NaN);
  const spreads = new Float64Array(nx * ny).fill(NaN);
  for (let j = 0; j < ny; j += 1)
    for (let i = 0; i < nx; i += 1) {
      let n = 0;
      for (let y = Math.round(j * th); y < Math.round((j + 1) * th); y += step)
        for (let x = Math.round(i * tw); x < Math.round((i + 1) * tw); x += step) {
          const k = y * w + x;
          if (!mask.data[k]) continue;
          buffer[n] = src.data[k]!;
          all[allCount] = buffer[n]!;
          n += 1;
          allCount += 1;
        }
      if (4 * n < ((tw / step) * th) / step) continue;
      [levels[j * nx + i], spreads[j * nx + i]] = robust(buffer, n);
    }
  if (levels.some((v) => Number.isNaN(v))) {
    // Only then: sorting every sample of the plane costs more than all the tiles together.
    const [globalLevel, globalSpread] = allCount > 0 ? robust(all, allCount) : [0, 0];
    for (let k = 0; k < nx * ny; k += 1)
      if (Number.isNaN(levels[k]!)) {
        levels[k] = globalLevel;
        spreads[k] = globalSpread;
      }
  }
  return {
    level: interpolate(levels, nx, ny, tw, th, w, h),
    spread: interpolate(spreads, nx, ny, tw, th, w, h),
  };
}
