/**
 * Pixels hidden by something lying over the skin (a glint, a hair) replaced by the mean of the
 * visible pixels within `radius` (normalised convolution); the few a large hidden cluster leaves
 * without any visible neighbour get the visible pixels' median (of values within [lo, hi]).
 */
import { overwrittenFloat32, overwrittenUint8 } from './arena';
import { maskedBoxMean } from './box';
import type { Mask, Plane } from './plane';
import { median } from './stats';

export function fillHidden(
  src: Plane,
  hidden: Mask,
  radius: number,
  range: { lo: number; hi: number },
): Plane {
  const { width: w, height: h } = src;
  // Nothing hidden: every pixel keeps its own value, so the local means (the costly part) are
  // not needed. Callers only read the plane.
  if (hidden.data.indexOf(1) < 0) return src;
  const visible = overwrittenUint8(w * h);
  for (let i = 0; i < visible.length; i += 1) visible[i] = 1 - hidden.data[i]!;
  const around = maskedBoxMean(src, radius, { width: w, height: h, data: visible }).data;
  const out = overwrittenFloat32(w * h);
  let orphans = 0;
  for (let i = 0; i < out.length; i += 1) {
    if (visible[i]) out[i] = src.data[i]!;
    else if (around[i] !== 0) out[i] = around[i]!;
    else {
      out[i] = NaN;
      orphans += 1;
    }
  }
  if (orphans > 0) {
    const typical = median(src, range.lo, range.hi, { width: w, height: h, data: visible });
    for (let i = 0; i < out.length; i += 1) if (Number.isNaN(out[i])) out[i] = typical;
  }
  return { width: w, height: h, data: out };
}
