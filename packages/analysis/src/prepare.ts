/**
 * Shared planes of one analysis: the polarised photo's colour (flat-fielded, optionally
 * device-calibrated, in CIELAB on the half grid), the normal photo's log-luminance at two
 * scales, the ROI (lit disc minus hair) and the N/P registration. Every metric reads from here,
 * so no plane is computed twice.
 */
import { newFloat64, overwrittenFloat32, overwrittenUint8 } from './kernels/arena';
import { fastLog10 } from './kernels/fast-math';
import { CALIBRATION } from './calibration';
import type { DeviceCalibration } from './device-calibration';
import { estimateFlatField, litRegion, type FlatField } from './flat-field';
import { boxMean } from './kernels/box';
import { gaussianBlur } from './kernels/gaussian';
import { linearPlanesToLab, type LabPlanes } from './kernels/lab';
import { dilateMask } from './kernels/morphology';
import { countMask, type Mask, type Plane } from './kernels/plane';
import { scratchFloat64 } from './kernels/scratch';
import { downsample2, upsampleMask } from './kernels/resample';
import { median } from './kernels/stats';
import type { PhotoPlanes } from './photo';
import type { PairShift } from './registration';

export interface AnalysisContext {
  width: number;
  height: number;
  halfWidth: number;
  halfHeight: number;
  normal: PhotoPlanes;
  polarised: PhotoPlanes;
  shift: PairShift;
  /** Analysed pixels on the half grid (polarised frame; N differs by the shift), and their count. */
  roi: Mask;
  roiCount: number;
  /** Whether full-resolution masks are wanted for spots, red areas and glints (accuracy tests, precise overlays). */
  keepFullMasks: boolean;
  vignetting: number;
  calibrated: boolean;
  /** Polarised colour on the half grid: flat-fielded (and calibrated) linear RGB and CIELAB. */
  lin: { r: Plane; g: Plane; b: Plane };
  /** log10 of linear R (floored at 0.001), in double precision: the melanin and erythema indices share it. */
  log10R: Float64Array;
  lab: LabPlanes;
  /** 100·ln Y of the normal photo on the half grid. */
  logN: Plane;
  /**
   * The same without bright things (glints, flakes: capped at the local mean), as is, blurred with
   * σ = 1 half px, and on the quarter grid with σ = 1 quarter px (≈ 2 half px). Line, pore and
   * texture filters look for dark detail; a glint would leave a dark-rimmed halo after blurring.
   */
  logNClean: Plane;
  logNSmooth: Plane;
  logNQuarterSmooth: Plane;
}

function correctColour(p: PhotoPlanes, flat: FlatField, cal?: DeviceCalibration) {
  const { width: w, height: h } = p.r;
  const r = overwrittenFloat32(w * h);
  const g = overwrittenFloat32(w * h);
  const b = overwrittenFloat32(w * h);
  // Flat-field first (vignetting scales the raw signal), then the centre-fitted calibration.
  const half2 = (w / 2) ** 2 + (h / 2) ** 2;
  const fall = flat.k;
  const dx2 = Float32Array.from({ length: w }, (_, x) => (x + 0.5 - w / 2) ** 2);
  const gains = scratchFloat64('flat-gains', w);
  const [pr, pg, pb] = [p.r.data, p.g.data, p.b.data];
  const m = cal?.matrix;
  const o = cal?.offset ?? [0, 0, 0];
  for (let y = 0; y < h; y += 1) {
    const dy2 = (y + 0.5 - h / 2) ** 2;
    for (let x = 0; x < w; x += 1)
      gains[x] = 1 / Math.max(0.2, 1 - (fall * (dx2[x]! + dy2)) / half2);
    const row = y * w;
    if (!m) {
      // No calibration: the identity would change nothing (1·R + 0·G + 0·B + 0 = R exactly).
      for (let x = 0; x < w; x += 1) {
        r[row + x] = pr[row + x]! * gains[x]!;
        g[row + x] = pg[row + x]! * gains[x]!;
        b[row + x] = pb[row + x]! * gains[x]!;
      }
      continue;
    }
    for (let x = 0; x < w; x += 1) {
      const i = row + x;
      const R = pr[i]! * gains[x]!;
      const G = pg[i]! * gains[x]!;
      const B = pb[i]! * gains[x]!;
      r[i] = m[0]! * R + m[1]! * G + m[2]! * B + o[0]!;
      g[i] = m[3]! * R + m[4]! * G + m[5]! * B + o[1]!;
      b[i] = m[6]! * R + m[7]! * G + m[8]! * B + o[2]!;
    }
  }
  const plane = (data: Float32Array) => ({ width: w, height: h, data });
  return { r: plane(r), g: plane(g), b: plane(b) };
}

/** ROI minus hair: very dark things in the polarised photo, grown by 1 half px. */
function withoutHair(lit: Mask, L: Plane): Mask {
  const skinL = median(L, 0, 100, lit);
  const hair = overwrittenUint8(lit.data.length);
  for (let i = 0; i < hair.length; i += 1)
    hair[i] = L.data[i]! < skinL - CALIBRATION.roi.hairDeltaL ? 1 : 0;
  const grown = dilateMask({ width: lit.width, height: lit.height, data: hair }, 3).data;
  const out = overwrittenUint8(lit.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = lit.data[i]! && !grown[i]! ? 1 : 0;
  return { width: lit.width, height: lit.height, data: out };
}

/** Caps the log-luminance at its local mean (17×17 half px): dark detail stays, glints and flakes go. */
function withoutBright(log: Plane): Plane {
  const local = boxMean(log, 8).data;
  const out = overwrittenFloat32(log.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.min(log.data[i]!, local[i]!);
  return { width: log.width, height: log.height, data: out };
}

function log10Of(plane: Plane): Float64Array {
  const out = newFloat64(plane.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = fastLog10(Math.max(plane.data[i]!, 1e-3));
  return out;
}

export interface PrepareInput {
  normal: PhotoPlanes;
  polarised: PhotoPlanes;
  shift: PairShift;
  calibration?: DeviceCalibration;
  keepFullMasks?: boolean;
}

export function prepareContext({
  normal,
  polarised,
  shift,
  calibration,
  keepFullMasks,
}: PrepareInput): AnalysisContext {
  const quarterY = downsample2(polarised.y);
  const flat = estimateFlatField(quarterY);
  const lin = correctColour(polarised, flat, calibration);
  const lab = linearPlanesToLab(lin.r, lin.g, lin.b);
  // The lit disc is found on the quarter grid (its edge is smooth) and used on the half grid.
  const lit = upsampleMask(litRegion(quarterY, flat), 2, polarised.y.width, polarised.y.height);
  const roi = withoutHair(lit, lab.L);
  const clean = withoutBright(normal.logY);
  return {
    width: polarised.width,
    height: polarised.height,
    halfWidth: roi.width,
    halfHeight: roi.height,
    normal,
    polarised,
    shift,
    roi,
    roiCount: countMask(roi),
    keepFullMasks: keepFullMasks ?? false,
    vignetting: flat.k,
    calibrated: calibration !== undefined,
    lin,
    log10R: log10Of(lin.r),
    lab,
    logN: normal.logY,
    logNClean: clean,
    logNSmooth: gaussianBlur(clean, 1),
    logNQuarterSmooth: gaussianBlur(downsample2(clean), 1),
  };
}
