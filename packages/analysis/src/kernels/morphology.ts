/**
 * Grey-level morphology with flat rectangular structuring elements. The 1-D running min/max is
 * the van Herk / Gil–Werman algorithm (van Herk 1992, Gil & Werman 1993): about three
 * comparisons per sample whatever the window length, where a naive window costs k. A k×k square
 * is separable (rows, then columns), so erosion and dilation are O(1) per pixel; ANALYSIS.md
 * measured a naive r = 10 top-hat at ≈ 190 ms. Pixels outside the image do not take part
 * (padding with ∓∞), so borders are not darkened or brightened.
 */
import type { Mask, Plane } from './plane';

type Op = 'min' | 'max';

/**
 * Running min or max of window `size` (odd, centred) over `n` samples of `src`, read and written
 * with a stride. `g`, `h` are scratch buffers of at least n + size − 1 samples.
 */
export function runningExtreme1d(
  src: Float32Array,
  offset: number,
  stride: number,
  n: number,
  size: number,
  op: Op,
  out: Float32Array,
  g: Float32Array,
  h: Float32Array,
): void {
  const r = (size - 1) >> 1;
  const m = n + 2 * r;
  const pad = op === 'max' ? -Infinity : Infinity;
  const isMax = op === 'max';
  for (let i = 0; i < m; i += 1) {
    const j = i - r;
    g[i] = j >= 0 && j < n ? src[offset + j * stride]! : pad;
  }
  h.set(g.subarray(0, m));
  // g: extreme from the start of each block of `size` up to i; h: from i to the block's end.
  for (let i = 1; i < m; i += 1) {
    if (i % size === 0) continue;
    const a = g[i - 1]!;
    const b = g[i]!;
    g[i] = isMax ? (a > b ? a : b) : a < b ? a : b;
  }
  for (let i = m - 2; i >= 0; i -= 1) {
    if ((i + 1) % size === 0) continue;
    const a = h[i + 1]!;
    const b = h[i]!;
    h[i] = isMax ? (a > b ? a : b) : a < b ? a : b;
  }
  // Window [i, i + size − 1] in padded coordinates is centred on source sample i.
  for (let i = 0; i < n; i += 1) {
    const a = h[i]!;
    const b = g[i + size - 1]!;
    out[offset + i * stride] = isMax ? (a > b ? a : b) : a < b ? a : b;
  }
}

function rectFilter(src: Plane, sizeX: number, sizeY: number, op: Op): Plane {
  if (sizeX % 2 === 0 || sizeY % 2 === 0)
    throw new RangeError('structuring element sizes must be odd');
  const { width: w, height: h } = src;
  const longest = Math.max(w, h) + Math.max(sizeX, sizeY);
  const g = new Float32Array(longest);
  const hh = new Float32Array(longest);
  const tmp = new Float32Array(src.data.length);
  const out = new Float32Array(src.data.length);
  for (let y = 0; y < h; y += 1) runningExtreme1d(src.data, y * w, 1, w, sizeX, op, tmp, g, hh);
  for (let x = 0; x < w; x += 1) runningExtreme1d(tmp, x, w, h, sizeY, op, out, g, hh);
  return { width: w, height: h, data: out };
}

/** Erosion (local minimum) with a sizeX × sizeY rectangle; a square when sizeY is omitted. */
export function erode(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  return rectFilter(src, sizeX, sizeY, 'min');
}

/** Dilation (local maximum) with a sizeX × sizeY rectangle. */
export function dilate(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  return rectFilter(src, sizeX, sizeY, 'max');
}

/** Opening: erosion then dilation; removes bright details smaller than the element. */
export function opening(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  return dilate(erode(src, sizeX, sizeY), sizeX, sizeY);
}

/** Closing: dilation then erosion; fills dark details smaller than the element. */
export function closing(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  return erode(dilate(src, sizeX, sizeY), sizeX, sizeY);
}

/** White top-hat: image − opening; bright details smaller than the element, ≥ 0. */
export function whiteTopHat(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  const open = opening(src, sizeX, sizeY).data;
  const out = new Float32Array(src.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = src.data[i]! - open[i]!;
  return { width: src.width, height: src.height, data: out };
}

/** Black top-hat: closing − image; dark details smaller than the element, ≥ 0. */
export function blackTopHat(src: Plane, sizeX: number, sizeY = sizeX): Plane {
  const close = closing(src, sizeX, sizeY).data;
  const out = new Float32Array(src.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = close[i]! - src.data[i]!;
  return { width: src.width, height: src.height, data: out };
}

/** Binary dilation of a 0/1 mask by a square of side `size` (odd). */
export function dilateMask(mask: Mask, size: number): Mask {
  const plane = { width: mask.width, height: mask.height, data: Float32Array.from(mask.data) };
  const grown = dilate(plane, size).data;
  const out = new Uint8Array(grown.length);
  for (let i = 0; i < out.length; i += 1) out[i] = grown[i]! > 0 ? 1 : 0;
  return { width: mask.width, height: mask.height, data: out };
}

/** Binary erosion of a 0/1 mask by a square of side `size` (odd); outside the image does not erode. */
export function erodeMask(mask: Mask, size: number): Mask {
  const plane = { width: mask.width, height: mask.height, data: Float32Array.from(mask.data) };
  const shrunk = erode(plane, size).data;
  const out = new Uint8Array(shrunk.length);
  for (let i = 0; i < out.length; i += 1) out[i] = shrunk[i]! > 0 ? 1 : 0;
  return { width: mask.width, height: mask.height, data: out };
}
