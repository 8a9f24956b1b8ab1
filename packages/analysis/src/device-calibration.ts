/**
 * Per-device calibration (ANALYSIS.md "Device calibration"), fitted once per microscope from a
 * capture of a neutral reference card under each light (card-calibration.ts) and stored as JSON
 * by the server: the flat-field (vignetting) of each light, per-channel gains that fix exposure
 * and white balance, and optionally a 3×3 matrix + offset in linear RGB from a colour chart.
 * Applied in that order before CIELAB. Without a valid one, colour gives no ITA word.
 */
import { SRGB_TO_LINEAR } from './kernels/lab';

/** Bumped when the stored shape or its meaning changes: an older calibration is then not valid. */
export const DEVICE_CALIBRATION_FORMAT = 2;

export type Rgb = readonly [number, number, number];

/**
 * Relative illumination of one light over the frame: Σ c_k·u^i·v^j over the FLAT_FIELD_TERMS
 * (i + j ≤ 4), u and v from −1 to 1 across the frame's width and height (so it holds at any
 * resolution of the same field of view), 1 at the centre.
 */
export interface FlatFieldModel {
  coefficients: readonly number[];
}

/** The monomials u^i·v^j of the flat-field polynomial, i + j ≤ 4: 15 terms, lowest degree first. */
export const FLAT_FIELD_TERMS: readonly (readonly [number, number])[] = [0, 1, 2, 3, 4].flatMap(
  (degree) => Array.from({ length: degree + 1 }, (_, j) => [degree - j, j] as const),
);

export interface DeviceCalibration {
  format: typeof DEVICE_CALIBRATION_FORMAT;
  /** Each light's flat-field, fitted from the card (non-blind). */
  flatField: { normal: FlatFieldModel; polarised: FlatFieldModel };
  /** Linear-RGB multipliers that bring the flat-fielded card to its known reflectance. */
  gains: { normal: Rgb; polarised: Rgb };
  /** From a colour chart: out_c = Σ_j matrix[3c + j]·in_j + offset[c], after the gains (linear 0–1). */
  matrix?: readonly number[];
  offset?: Rgb;
  /** The card's reflectance (linear, neutral) the gains were fitted to. */
  cardReflectance: number;
  /** Free text naming the device and the capture, for the record. */
  id?: string;
}

/**
 * Format 1, before card calibration (a matrix and offset only): no flat-field, no gains. Still
 * accepted where a calibration is passed in (stored ones exist), and treated as none.
 */
export interface LegacyDeviceCalibration {
  matrix: readonly number[];
  offset: Rgb;
  id?: string;
}

/** A 3×3 matrix and offset in linear RGB fitted from colour-chart patches. */
export interface ColourMatrix {
  matrix: readonly number[];
  offset: Rgb;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isVector = (v: unknown, n: number, positive = false): boolean =>
  Array.isArray(v) && v.length === n && v.every((x) => isFiniteNumber(x) && (!positive || x > 0));
const isFlatField = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  isVector((v as FlatFieldModel).coefficients, FLAT_FIELD_TERMS.length);

/**
 * The calibration if `value` is a valid one of the current format (a stored JSON object), else
 * null: an older format, a missing light or a non-finite number is not a calibration.
 */
export function parseDeviceCalibration(value: unknown): DeviceCalibration | null {
  if (typeof value !== 'object' || value === null) return null;
  const cal = value as Partial<DeviceCalibration>;
  const ok =
    cal.format === DEVICE_CALIBRATION_FORMAT &&
    typeof cal.flatField === 'object' &&
    cal.flatField !== null &&
    isFlatField(cal.flatField.normal) &&
    isFlatField(cal.flatField.polarised) &&
    typeof cal.gains === 'object' &&
    cal.gains !== null &&
    isVector(cal.gains.normal, 3, true) &&
    isVector(cal.gains.polarised, 3, true) &&
    isFiniteNumber(cal.cardReflectance) &&
    cal.cardReflectance > 0 &&
    (cal.matrix === undefined ? cal.offset === undefined : isVector(cal.matrix, 9)) &&
    (cal.offset === undefined ? cal.matrix === undefined : isVector(cal.offset, 3)) &&
    (cal.id === undefined || typeof cal.id === 'string');
  return ok ? (value as DeviceCalibration) : null;
}

/** The flat-field's relative illumination at (u, v), both in [−1, 1] across the frame. */
export function flatFieldAt(model: FlatFieldModel, u: number, v: number): number {
  let sum = 0;
  FLAT_FIELD_TERMS.forEach(([i, j], k) => {
    sum += model.coefficients[k]! * u ** i * v ** j;
  });
  return sum;
}

/**
 * The flat-field along row v as a polynomial in u: coefficients of u^0 … u^4 (Horner per pixel
 * is five multiply-adds, against fifteen powers).
 */
export function flatFieldRow(model: FlatFieldModel, v: number): number[] {
  const row = [0, 0, 0, 0, 0];
  FLAT_FIELD_TERMS.forEach(([i, j], k) => {
    row[i] = row[i]! + model.coefficients[k]! * v ** j;
  });
  return row;
}

/** A linear colour as the calibrated device sees it: corrected in place. */
export type ColourCorrection = (rgb: Float64Array) => void;

/**
 * The colour part of one light's calibration: the gains (exposure and white balance), then the
 * chart's matrix and offset when there is one, as prepare.ts applies them to the polarised
 * planes (which are divided by the flat-field first). The matrix corrects the sensor's
 * crosstalk, the same under either light, so it applies to both.
 */
export function colourCorrection(
  cal: DeviceCalibration,
  light: 'normal' | 'polarised',
): ColourCorrection {
  const [gr, gg, gb] = cal.gains[light];
  const m = cal.matrix;
  const o = cal.offset ?? [0, 0, 0];
  return (rgb) => {
    const r = rgb[0]! * gr;
    const g = rgb[1]! * gg;
    const b = rgb[2]! * gb;
    if (!m) {
      rgb[0] = r;
      rgb[1] = g;
      rgb[2] = b;
      return;
    }
    rgb[0] = m[0]! * r + m[1]! * g + m[2]! * b + o[0];
    rgb[1] = m[3]! * r + m[4]! * g + m[5]! * b + o[1];
    rgb[2] = m[6]! * r + m[7]! * g + m[8]! * b + o[2];
  };
}

/** Solves the n×n system A x = b by Gaussian elimination with partial pivoting (null if singular). */
function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c += 1) {
    let pivot = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const p = m[c]![c]!;
    if (Math.abs(p) < 1e-12) return null;
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = m[r]![c]! / p;
      for (let k = c; k <= n; k += 1) m[r]![k] = m[r]![k]! - f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/**
 * Least-squares coefficients c of Σ_m c_m·row_m ≈ value over the rows (one row of terms a
 * point), by the normal equations; null if they are singular.
 */
export function leastSquares(
  rows: readonly (readonly number[])[],
  values: readonly number[],
): number[] | null {
  const terms = rows[0]?.length ?? 0;
  const ata = Array.from({ length: terms }, (_, a) =>
    Array.from({ length: terms }, (_, b) => rows.reduce((s, r) => s + r[a]! * r[b]!, 0)),
  );
  const atb = Array.from({ length: terms }, (_, a) =>
    rows.reduce((s, r, k) => s + r[a]! * values[k]!, 0),
  );
  return solveLinear(ata, atb);
}

/**
 * Least-squares 3×3 + offset from pairs of (measured, reference) linear RGB colours. Needs at
 * least 4 patches that span the colour space; throws otherwise.
 */
export function fitColourMatrixLinear(
  patches: readonly { measured: Rgb; reference: Rgb }[],
): ColourMatrix {
  if (patches.length < 4) throw new Error('at least 4 patches are needed');
  const xs = patches.map((p) => [...p.measured, 1]);
  const ata = [0, 1, 2, 3].map((i) =>
    [0, 1, 2, 3].map((j) => xs.reduce((s, x) => s + x[i]! * x[j]!, 0)),
  );
  const matrix: number[] = [];
  const offset: number[] = [];
  for (let c = 0; c < 3; c += 1) {
    const atb = [0, 1, 2, 3].map((i) =>
      xs.reduce((s, x, k) => s + x[i]! * patches[k]!.reference[c]!, 0),
    );
    const coef = solveLinear(ata, atb);
    if (!coef) throw new Error('colour card does not span the colour space');
    matrix.push(coef[0]!, coef[1]!, coef[2]!);
    offset.push(coef[3]!);
  }
  return { matrix, offset: [offset[0]!, offset[1]!, offset[2]!] };
}

function toLinear(rgb: Rgb): [number, number, number] {
  const lin = (v: number) => {
    const lo = Math.max(0, Math.min(255, Math.floor(v)));
    const hi = Math.min(255, lo + 1);
    return SRGB_TO_LINEAR[lo]! + (SRGB_TO_LINEAR[hi]! - SRGB_TO_LINEAR[lo]!) * (v - lo);
  };
  return [lin(rgb[0]), lin(rgb[1]), lin(rgb[2])];
}

/**
 * The same from sRGB code values 0–255 (measured = mean or median of a patch capture, reference
 * = the chart's published sRGB values).
 */
export function fitColourMatrix(
  patches: readonly { measured: Rgb; reference: Rgb }[],
): ColourMatrix {
  return fitColourMatrixLinear(
    patches.map((p) => ({ measured: toLinear(p.measured), reference: toLinear(p.reference) })),
  );
}

/** Applies a colour matrix (if any) to one linear colour. */
export function applyColourMatrix(
  cal: Partial<ColourMatrix>,
  r: number,
  g: number,
  b: number,
): [number, number, number] {
  const m = cal.matrix;
  const o = cal.offset ?? [0, 0, 0];
  if (!m) return [r, g, b];
  return [
    m[0]! * r + m[1]! * g + m[2]! * b + o[0],
    m[3]! * r + m[4]! * g + m[5]! * b + o[1],
    m[6]! * r + m[7]! * g + m[8]! * b + o[2],
  ];
}
