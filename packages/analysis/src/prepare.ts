/**
 * Shared planes of one analysis: the polarised photo's colour (flat-fielded, optionally
 * device-calibrated, in CIELAB on the half grid), the ROI (lit disc minus hair) and the N/P
 * registration. Every metric reads from here, so no plane is computed twice. (The normal photo's
 * relief planes need the glints first: metrics/relief.ts.)
 */
import { overwrittenFloat32, overwrittenUint8 } from './kernels/arena';
import { fastLog10 } from './kernels/fast-math';
import { CALIBRATION } from './calibration';
import type { DeviceCalibration } from './device-calibration';
import { estimateFlatField, litRegion } from './flat-field';
import { blindIllumination, deviceIllumination, type Illumination } from './illumination';
import { writeLab, type LabPlanes } from './kernels/lab';
import { dilateMask } from './kernels/morphology';
import { countMask, maskMinus, type Mask, type Plane } from './kernels/plane';
import { scratchFloat32, scratchFloat64 } from './kernels/scratch';
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
  /** Lit cells the ROI leaves out because a hair lies over them (the skin under it is unseen). */
  hair: Mask;
  /** Whether full-resolution masks are wanted for spots, red areas and glints (accuracy tests, precise overlays). */
  keepFullMasks: boolean;
  vignetting: number;
  calibrated: boolean;
  /** Polarised colour on the half grid, flat-fielded (and calibrated): CIELAB. */
  lab: LabPlanes;
  /**
   * Melanin index MI = 100·log10(1/R) and erythema index EI = 100·[log10(1/G) − 1.44·log10(1/R)]
   * (Takiwaki 1998, Yamamoto 2008) of the same linear colour, R and G floored at 0.001.
   */
  mi: Plane;
  ei: Plane;
}

/**
 * CIELAB and the melanin and erythema indices of one row of linear colour, R and G floored at
 * 0.001 for the indices (one log10 R for both). Its own function: V8 then inlines the table
 * lookups.
 */
function colourRow(
  r: Float32Array,
  g: Float32Array,
  b: Float32Array,
  lab: LabPlanes,
  mi: Float32Array,
  ei: Float32Array,
  o: number,
) {
  const [L, A, B] = [lab.L.data, lab.a.data, lab.b.data];
  for (let x = 0; x < r.length; x += 1) {
    const R = r[x]!;
    const G = g[x]!;
    writeLab(R, G, b[x]!, L, A, B, o + x);
    const log10R = fastLog10(Math.max(R, 1e-3));
    mi[o + x] = -100 * log10R;
    ei[o + x] = 100 * (1.44 * log10R - fastLog10(Math.max(G, 1e-3)));
  }
}

/**
 * The polarised photo's colour, a row at a time: divided by the illumination (vignetting scales
 * the raw signal), then the device's gains (exposure, white balance) and colour matrix when
 * calibrated, then CIELAB and the two chromophore indices. The corrected linear R, G, B live
 * only in three row buffers (in the processor's first-level cache), not in five planes written
 * and read back; the results are the same.
 */
function polarisedColour(p: PhotoPlanes, light: Illumination, cal?: DeviceCalibration) {
  const { width: w, height: h } = p.r;
  const plane = (data: Float32Array) => ({ width: w, height: h, data });
  const lab = {
    L: plane(overwrittenFloat32(w * h)),
    a: plane(overwrittenFloat32(w * h)),
    b: plane(overwrittenFloat32(w * h)),
  };
  const mi = overwrittenFloat32(w * h);
  const ei = overwrittenFloat32(w * h);
  const gains = scratchFloat64('flat-gains', w);
  const r = scratchFloat32('colour-row-r', w);
  const g = scratchFloat32('colour-row-g', w);
  const b = scratchFloat32('colour-row-b', w);
  const [pr, pg, pb] = [p.r.data, p.g.data, p.b.data];
  const [gr, gg, gb] = cal?.gains.polarised ?? [1, 1, 1];
  const m = cal?.matrix;
  const o = cal?.offset ?? [0, 0, 0];
  for (let y = 0; y < h; y += 1) {
    light.inverseRow(y, gains);
    const row = y * w;
    if (!cal) {
      for (let x = 0; x < w; x += 1) {
        r[x] = pr[row + x]! * gains[x]!;
        g[x] = pg[row + x]! * gains[x]!;
        b[x] = pb[row + x]! * gains[x]!;
      }
    } else if (!m) {
      for (let x = 0; x < w; x += 1) {
        r[x] = pr[row + x]! * gains[x]! * gr;
        g[x] = pg[row + x]! * gains[x]! * gg;
        b[x] = pb[row + x]! * gains[x]! * gb;
      }
    } else {
      // The corrected colour stays in double precision until the matrix is applied.
      for (let x = 0; x < w; x += 1) {
        const R = pr[row + x]! * gains[x]! * gr;
        const G = pg[row + x]! * gains[x]! * gg;
        const B = pb[row + x]! * gains[x]! * gb;
        r[x] = m[0]! * R + m[1]! * G + m[2]! * B + o[0];
        g[x] = m[3]! * R + m[4]! * G + m[5]! * B + o[1];
        b[x] = m[6]! * R + m[7]! * G + m[8]! * B + o[2];
      }
    }
    colourRow(r, g, b, lab, mi, ei, row);
  }
  return { lab, mi: plane(mi), ei: plane(ei) };
}

/** Hair: very dark things in the polarised photo, grown by 1 half px, inside the lit disc. */
function hairOver(lit: Mask, L: Plane): Mask {
  const skinL = median(L, 0, 100, lit);
  const dark = overwrittenUint8(lit.data.length);
  for (let i = 0; i < dark.length; i += 1)
    dark[i] = L.data[i]! < skinL - CALIBRATION.roi.hairDeltaL ? 1 : 0;
  const grown = dilateMask({ width: lit.width, height: lit.height, data: dark }, 3);
  for (let i = 0; i < dark.length; i += 1) grown.data[i] = grown.data[i]! & lit.data[i]!;
  return grown;
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
  // The lit disc comes from the blind fit on the quarter grid (its edge is smooth: the photo's
  // own barrel edge, wherever this capture put it) and is used on the half grid.
  const flat = estimateFlatField(quarterY);
  const litQuarter = litRegion(quarterY, flat);
  const { width: hw, height: hh } = polarised.y;
  const light = calibration
    ? deviceIllumination(calibration.flatField.polarised, hw, hh)
    : blindIllumination(flat, quarterY, litQuarter, hw, hh);
  const { lab, mi, ei } = polarisedColour(polarised, light, calibration);
  const lit = upsampleMask(litQuarter, 2, hw, hh);
  const hair = hairOver(lit, lab.L);
  const roi = maskMinus(lit, hair);
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
    hair,
    keepFullMasks: keepFullMasks ?? false,
    vignetting: flat.k,
    calibrated: calibration !== undefined,
    lab,
    mi,
    ei,
  };
}
