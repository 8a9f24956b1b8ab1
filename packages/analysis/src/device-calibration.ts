/**
 * Per-device colour calibration (ANALYSIS.md): a 3×3 matrix and an offset in linear RGB,
 * fitted by least squares from captures of a colour card, applied before CIELAB. Stored in the
 * server's config per microscope; without one, colour results say they are uncalibrated.
 */
import { SRGB_TO_LINEAR } from './kernels/lab';

export interface DeviceCalibration {
  /** Row-major 3×3: out_c = Σ_j matrix[3c + j]·in_j + offset[c], on linear RGB (0–1). */
  matrix: readonly number[];
  offset: readonly [number, number, number];
  /** Free text naming the device and the card capture, for the record. */
  id?: string;
}

function toLinear(rgb: readonly [number, number, number]): [number, number, number] {
  const lin = (v: number) => {
    const lo = Math.max(0, Math.min(255, Math.floor(v)));
    const hi = Math.min(255, lo + 1);
    return SRGB_TO_LINEAR[lo]! + (SRGB_TO_LINEAR[hi]! - SRGB_TO_LINEAR[lo]!) * (v - lo);
  };
  return [lin(rgb[0]), lin(rgb[1]), lin(rgb[2])];
}

/** Solves the 4×4 system A x = b by Gaussian elimination with partial pivoting. */
function solve4(a: number[][], b: number[]): number[] {
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < 4; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < 4; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (Math.abs(p) < 1e-12) throw new Error('colour card does not span the colour space');
    for (let r = 0; r < 4; r += 1) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      for (let k = c; k < 5; k += 1) m[r]![k] = m[r]![k]! - f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[4]! / row[i]!);
}

/**
 * Fits the calibration from pairs of (measured, reference) sRGB colours in code values 0–255
 * (measured = mean or median of a patch capture). Needs at least 4 well-spread patches.
 */
export function fitDeviceCalibration(
  patches: readonly {
    measured: readonly [number, number, number];
    reference: readonly [number, number, number];
  }[],
  id?: string,
): DeviceCalibration {
  if (patches.length < 4) throw new Error('at least 4 patches are needed');
  const xs = patches.map((p) => [...toLinear(p.measured), 1]);
  const ys = patches.map((p) => toLinear(p.reference));
  const ata = [0, 1, 2, 3].map((i) =>
    [0, 1, 2, 3].map((j) => xs.reduce((s, x) => s + x[i]! * x[j]!, 0)),
  );
  const matrix: number[] = [];
  const offset: number[] = [];
  for (let c = 0; c < 3; c += 1) {
    const atb = [0, 1, 2, 3].map((i) => xs.reduce((s, x, k) => s + x[i]! * ys[k]![c]!, 0));
    const coef = solve4(ata, atb);
    matrix.push(coef[0]!, coef[1]!, coef[2]!);
    offset.push(coef[3]!);
  }
  return { matrix, offset: [offset[0]!, offset[1]!, offset[2]!], ...(id ? { id } : {}) };
}

/** Applies the calibration to one linear colour. */
export function applyDeviceCalibration(
  cal: DeviceCalibration,
  r: number,
  g: number,
  b: number,
): [number, number, number] {
  const m = cal.matrix;
  return [
    m[0]! * r + m[1]! * g + m[2]! * b + cal.offset[0],
    m[3]! * r + m[4]! * g + m[5]! * b + cal.offset[1],
    m[6]! * r + m[7]! * g + m[8]! * b + cal.offset[2],
  ];
}
