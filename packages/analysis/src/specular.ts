/**
 * Specular (surface) reflection from the normal/polarised pair (ANALYSIS.md skin_type, after
 * Matsubara 2012): cross-polarised light carries no surface reflection, so where the normal
 * photo is brighter than α × the polarised one, the surface shines. α = median ratio Y_N / Y_P
 * (exposure and polariser loss). The polarised side is the maximum over a 3×3 neighbourhood
 * after shifting by the registration, which tolerates ±1 px of misregistration at the edges of
 * dark spots and lines.
 */
import { newFloat32, overwrittenFloat32 } from './kernels/arena';
import { max2 } from './kernels/fast-math';
import { dilate } from './kernels/morphology';
import type { Plane } from './kernels/plane';
import { quantile } from './kernels/stats';

/**
 * First index ≥ `from` of the every-3rd sample along an axis of `size` pixels that a flip of
 * the axis maps onto itself (x and size − 1 − x both ≡ r mod 3): a rotated or flipped pair is
 * then sampled at the same pixels, and its α is the same.
 */
function symmetricStart(from: number, size: number): number {
  const r = (2 * (size - 1)) % 3;
  return from + ((((r - from) % 3) + 3) % 3);
}

/** Y_b(x, y) / Y_r(x + dx, y + dy) over every 3rd row and column, ignoring near-black. */
function ratios(bright: Plane, reference: Plane, dx: number, dy: number): Float32Array {
  const { width: w, height: h } = bright;
  const out = newFloat32(Math.ceil(w / 3) * Math.ceil(h / 3));
  let n = 0;
  for (let y = symmetricStart(Math.max(0, -dy), h); y < Math.min(h, h - dy); y += 3)
    for (let x = symmetricStart(Math.max(0, -dx), w); x < Math.min(w, w - dx); x += 3) {
      const p = reference.data[(y + dy) * w + x + dx]!;
      if (p > 0.005) out[n++] = bright.data[y * w + x]! / p;
    }
  return out.subarray(0, n);
}

function medianOf(values: Float32Array): number {
  const median = quantile(values, 0.5, 0, 4);
  return Number.isFinite(median) && median > 0 ? median : 1;
}

/** Median of Y_b(x, y) / Y_r(x + dx, y + dy) over every 3rd row and column, ignoring near-black. */
function medianRatio(bright: Plane, reference: Plane, dx: number, dy: number): number {
  return medianOf(ratios(bright, reference, dx, dy));
}

/**
 * α of the diffuse light, N = α·P + specular with specular ≥ 0: the median ratio of the pixels
 * that do not shine by the previous estimate (ratio below (1 + `ratio`)·α), twice. The plain
 * median rises with the share of the patch that shines (35 % of glints lift it by ≈ 15 %, and an
 * oily forehead shining over most of the patch would raise it into the shine itself), and every
 * glint is then measured against a ceiling that is too high.
 */
export function diffuseRatio(
  bright: Plane,
  reference: Plane,
  dx: number,
  dy: number,
  ratio: number,
): number {
  const all = ratios(bright, reference, dx, dy);
  const dull = overwrittenFloat32(all.length);
  let alpha = medianOf(all);
  for (let pass = 0; pass < 2; pass += 1) {
    const limit = (1 + ratio) * alpha;
    let n = 0;
    for (let i = 0; i < all.length; i += 1) if (all[i]! < limit) dull[n++] = all[i]!;
    if (n === 0) break;
    alpha = medianOf(dull.subarray(0, n));
  }
  return alpha;
}

/** 2×2 maximum pooling onto the next coarser grid. */
export function maxPool2(src: Plane): Plane {
  const w = src.width >> 1;
  const h = src.height >> 1;
  const out = overwrittenFloat32(w * h);
  const d = src.data;
  for (let y = 0; y < h; y += 1) {
    const r0 = 2 * y * src.width;
    const r1 = r0 + src.width;
    for (let x = 0; x < w; x += 1)
      out[y * w + x] = max2(
        max2(d[r0 + 2 * x]!, d[r0 + 2 * x + 1]!),
        max2(d[r1 + 2 * x]!, d[r1 + 2 * x + 1]!),
      );
  }
  return { width: w, height: h, data: out };
}

/**
 * Share of pixels where `bright.peak` exceeds (1 + ratio)·α·max₃ₓ₃ of the matching `reference`
 * pixel (x + dx, y + dy), (dx, dy) rounded, α = median(bright.mean / reference). The
 * swapped-lights check compares N over P with P over N.
 */
export function specularShare(
  bright: { peak: Plane; mean: Plane },
  reference: Plane,
  shift: { dx: number; dy: number },
  ratio: number,
): number {
  const { width: w, height: h } = reference;
  const dx = Math.round(shift.dx);
  const dy = Math.round(shift.dy);
  const k = (1 + ratio) * medianRatio(bright.mean, reference, dx, dy);
  const ceiling = dilate(reference, 3).data;
  let count = 0;
  let total = 0;
  for (let y = Math.max(0, -dy); y < Math.min(h, h - dy); y += 1)
    for (let x = Math.max(0, -dx); x < Math.min(w, w - dx); x += 1) {
      total += 1;
      if (bright.peak.data[y * w + x]! >= k * ceiling[(y + dy) * w + x + dx]!) count += 1;
    }
  return total > 0 ? count / total : 0;
}
