/** A single-channel float image, row-major. Kernels take and return planes; they never mutate inputs. */
import { newFloat32, newUint8, overwrittenUint8 } from './arena';
import { clearMarkedWords, countMarked, nonZeroBytes, wordsOf } from './mask-words';
export interface Plane {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** A binary or labelled mask, row-major; 0 means "not marked". */
export interface Mask {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export function createPlane(width: number, height: number, fill = 0): Plane {
  const data = newFloat32(width * height);
  if (fill !== 0) data.fill(fill);
  return { width, height, data };
}

export function createMask(width: number, height: number): Mask {
  return { width, height, data: newUint8(width * height) };
}

export function planeFrom(width: number, height: number, data: Float32Array): Plane {
  if (data.length !== width * height) throw new RangeError('plane data does not match its size');
  return { width, height, data };
}

/** Marked pixels of `mask` (that are also marked in `within`, when given). */
export function countMask(mask: Mask, within?: Mask): number {
  return countMarked(mask.data, within?.data);
}

/** 1 where `a` is marked and none of `excluded` is (all the same size), else 0. */
export function maskMinus(a: Mask, ...excluded: Mask[]): Mask {
  const out = overwrittenUint8(a.data.length);
  const from = wordsOf(a.data);
  const to = wordsOf(out);
  if (from && to) for (let j = 0; j < to.length; j += 1) to[j] = nonZeroBytes(from[j]!);
  else for (let i = 0; i < out.length; i += 1) out[i] = +(a.data[i]! !== 0);
  if (
    !clearMarkedWords(
      out,
      excluded.map((mask) => mask.data),
    )
  )
    // Branch-free (a branch on image masks mispredicts): (v − 1) >>> 31 is 1 for v = 0, else 0
    // (mask values are 0–255).
    for (const mask of excluded) {
      const m = mask.data;
      for (let i = 0; i < out.length; i += 1) out[i] = out[i]! & ((m[i]! - 1) >>> 31);
    }
  return { width: a.width, height: a.height, data: out };
}

/** Union of several same-size masks. */
export function maskUnion(...masks: Mask[]): Mask {
  const first = masks[0];
  if (!first) throw new RangeError('maskUnion needs at least one mask');
  const out = createMask(first.width, first.height);
  for (const mask of masks) {
    const m = mask.data;
    for (let i = 0; i < m.length; i += 1) if (m[i]! !== 0) out.data[i] = 1;
  }
  return out;
}
