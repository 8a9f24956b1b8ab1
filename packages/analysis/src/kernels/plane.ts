/** A single-channel float image, row-major. Kernels take and return planes; they never mutate inputs. */
import { newFloat32, newUint8 } from './arena';
import { countMarked } from './mask-words';
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

/** Pixels marked in `a` and not in `b` (same size). */
export function maskMinus(a: Mask, b: Mask): Mask {
  const out = createMask(a.width, a.height);
  for (let i = 0; i < out.data.length; i += 1)
    out.data[i] = a.data[i]! !== 0 && b.data[i]! === 0 ? 1 : 0;
  return out;
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
