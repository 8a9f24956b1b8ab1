/**
 * sRGB ↔ CIELAB (D65, 2° observer) with lookup tables: one 256-entry table linearises 8-bit
 * sRGB, one 8,193-entry table with linear interpolation replaces the cube root. ANALYSIS.md
 * (Speed) measured the naive per-pixel pow/cbrt at ≈ 50 ms per 1024×768 image; the tables make
 * it a few ms. lab.test.ts checks the tables against a plain float oracle (ΔE < 0.1).
 */
import { overwrittenFloat32 } from './arena';
import type { Plane } from './plane';

/** IEC 61966-2-1 sRGB transfer function, applied once per 8-bit code value. */
export const SRGB_TO_LINEAR: Float32Array = (() => {
  const lut = new Float32Array(256);
  for (let i = 0; i < 256; i += 1) {
    const v = i / 255;
    // 0.04045, 12.92, 0.055, 1.055, 2.4: the sRGB standard's piecewise curve.
    lut[i] = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }
  return lut;
})();

/** sRGB primaries → XYZ (IEC 61966-2-1), rows pre-divided by the D65 white (0.95047, 1, 1.08883). */
const XN = 0.95047;
const ZN = 1.08883;
const MX = [0.4124564 / XN, 0.3575761 / XN, 0.1804375 / XN] as const;
const MY = [0.2126729, 0.7151522, 0.072175] as const;
const MZ = [0.0193339 / ZN, 0.119192 / ZN, 0.9503041 / ZN] as const;

/** CIE 1976: ε = (6/29)³ and κ = (29/3)³, the exact rational forms (CIE 15:2004 note). */
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;
/** The table covers t ∈ [0, 1.25]: calibrated colours may exceed the white a little. */
const CBRT_MAX = 1.25;
const CBRT_STEPS = 8192;
const CBRT_SCALE = CBRT_STEPS / CBRT_MAX;

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

const F_LUT: Float32Array = (() => {
  const lut = new Float32Array(CBRT_STEPS + 2);
  for (let i = 0; i <= CBRT_STEPS + 1; i += 1) lut[i] = labF(i / CBRT_SCALE);
  return lut;
})();

/** Lab's f(t) by table lookup with linear interpolation; exact formula outside the table. */
export function labFLookup(t: number): number {
  if (t <= 0) return (KAPPA * t + 16) / 116;
  const x = t * CBRT_SCALE;
  if (x >= CBRT_STEPS) return labF(t);
  const i = x | 0;
  const lo = F_LUT[i]!;
  return lo + (F_LUT[i + 1]! - lo) * (x - i);
}

export interface LabPlanes {
  L: Plane;
  a: Plane;
  b: Plane;
}

/** Linear RGB (0–1) of one colour → [L*, a*, b*]. */
export function linearToLab(r: number, g: number, b: number): [number, number, number] {
  const fx = labFLookup(MX[0] * r + MX[1] * g + MX[2] * b);
  const fy = labFLookup(MY[0] * r + MY[1] * g + MY[2] * b);
  const fz = labFLookup(MZ[0] * r + MZ[1] * g + MZ[2] * b);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** Relative luminance Y (0–1) of linear RGB, the Y row of the sRGB matrix. */
export function linearLuminance(r: number, g: number, b: number): number {
  return MY[0] * r + MY[1] * g + MY[2] * b;
}

/** Writes L*, a*, b* of linear R, G, B into element i of three arrays (for per-pixel passes). */
export function writeLab(
  R: number,
  G: number,
  Bl: number,
  L: Float32Array,
  A: Float32Array,
  B: Float32Array,
  i: number,
): void {
  const fx = labFLookup(MX[0] * R + MX[1] * G + MX[2] * Bl);
  const fy = labFLookup(MY[0] * R + MY[1] * G + MY[2] * Bl);
  const fz = labFLookup(MZ[0] * R + MZ[1] * G + MZ[2] * Bl);
  L[i] = 116 * fy - 16;
  A[i] = 500 * (fx - fy);
  B[i] = 200 * (fy - fz);
}

/** Linear-RGB planes (same size) → L*, a*, b* planes. */
export function linearPlanesToLab(r: Plane, g: Plane, b: Plane): LabPlanes {
  const n = r.data.length;
  const L = overwrittenFloat32(n);
  const A = overwrittenFloat32(n);
  const B = overwrittenFloat32(n);
  const rd = r.data;
  const gd = g.data;
  const bd = b.data;
  for (let i = 0; i < n; i += 1) writeLab(rd[i]!, gd[i]!, bd[i]!, L, A, B, i);
  const { width, height } = r;
  return {
    L: { width, height, data: L },
    a: { width, height, data: A },
    b: { width, height, data: B },
  };
}

/** 8-bit sRGB pixels (RGB or RGBA interleaved) → L*, a*, b* planes at full resolution. */
export function srgbToLab(
  data: ArrayLike<number>,
  width: number,
  height: number,
  channels: 3 | 4,
): LabPlanes {
  const n = width * height;
  const r = overwrittenFloat32(n);
  const g = overwrittenFloat32(n);
  const b = overwrittenFloat32(n);
  for (let i = 0, j = 0; i < n; i += 1, j += channels) {
    r[i] = SRGB_TO_LINEAR[data[j]!]!;
    g[i] = SRGB_TO_LINEAR[data[j + 1]!]!;
    b[i] = SRGB_TO_LINEAR[data[j + 2]!]!;
  }
  return linearPlanesToLab(
    { width, height, data: r },
    { width, height, data: g },
    { width, height, data: b },
  );
}

/** Inverse of Lab's f. */
function labFInverse(f: number): number {
  const f3 = f * f * f;
  return f3 > EPSILON ? f3 : (116 * f - 16) / KAPPA;
}

/**
 * CIELAB → linear sRGB (may fall outside 0–1 for out-of-gamut colours; callers clip).
 * Inverse matrix of IEC 61966-2-1 (XYZ → linear sRGB).
 */
export function labToLinear(L: number, a: number, b: number): [number, number, number] {
  const fy = (L + 16) / 116;
  const x = XN * labFInverse(fy + a / 500);
  const y = L > KAPPA * EPSILON ? fy * fy * fy : L / KAPPA;
  const z = ZN * labFInverse(fy - b / 200);
  return [
    3.2404542 * x - 1.5371385 * y - 0.4985314 * z,
    -0.969266 * x + 1.8760108 * y + 0.041556 * z,
    0.0556434 * x - 0.2040259 * y + 1.0572252 * z,
  ];
}

const ENCODE_STEPS = 4096;
/** Linear → 8-bit sRGB table (4,097 entries, interpolated; below 0.01 the exact curve is used). */
const ENCODE_LUT: Float32Array = (() => {
  const lut = new Float32Array(ENCODE_STEPS + 1);
  for (let i = 0; i <= ENCODE_STEPS; i += 1) {
    const v = i / ENCODE_STEPS;
    lut[i] = 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  }
  return lut;
})();

/** Linear (0–1, clipped) → sRGB code value 0–255 as a float (not rounded). */
export function linearToSrgb(v: number): number {
  if (v <= 0) return 0;
  if (v >= 1) return 255;
  if (v < 0.01) return 255 * (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055);
  const x = v * ENCODE_STEPS;
  const i = x | 0;
  const lo = ENCODE_LUT[i]!;
  return lo + (ENCODE_LUT[Math.min(ENCODE_STEPS, i + 1)]! - lo) * (x - i);
}
