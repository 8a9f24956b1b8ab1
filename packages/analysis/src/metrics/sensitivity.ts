/**
 * sensitivity (ANALYSIS.md): the score is the red load, a* of the polarised photo above the
 * frame's own skin baseline counted by a ramp over the skin (area × redness, continuous, issue 31
 * #3), and on a calibrated device also the skin's absolute a* (whole-field redness). Red areas
 * (a* above the skin's median by redDeltaA, the median re-estimated without them, found on the
 * quarter grid and outlined at full resolution) and vessels (bright ridges of the erythema index
 * EI = 100·[log10(1/G) − 1.44·log10(1/R)], Takiwaki 1998 / Yamamoto 2008, on the half grid) are
 * measured and drawn, but do not set the score: on the real-skin corpus vessel density ranked red
 * photos no better than chance (ANALYSIS.md "Validation on real skin").
 */
import { copyUint8, overwrittenFloat32 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { componentShape, labelComponents } from '../kernels/components';
import { gaussianBlur } from '../kernels/gaussian';
import { addRidgeScale, createRidgeResult } from '../kernels/hessian';
import { dilateMask, erodeMask } from '../kernels/morphology';
import { createMask, type Mask, type Plane } from '../kernels/plane';
import { downsample2, downsampleMask2 } from '../kernels/resample';
import { ridgeLines, type RidgeLines } from '../kernels/ridge-lines';
import { median } from '../kernels/stats';
import { excessLoad } from '../kernels/excess-load';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { areaOf, clipToRoi, fullArea } from './masks';
import { refineRegions, type RefinedRegions } from './refine';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.sensitivity;

export interface SensitivityOutput extends MetricOutput {
  /** Red areas and vessels on the half grid (colour exclusion). */
  exclusion: Mask;
}

function without(base: Mask, ...masks: Mask[]): Mask {
  const out = copyUint8(base.data);
  for (const m of masks) for (let i = 0; i < out.length; i += 1) if (m.data[i]) out[i] = 0;
  return { width: base.width, height: base.height, data: out };
}

function above(plane: Plane, threshold: number, within: Mask): Mask {
  const out = createMask(plane.width, plane.height);
  for (let i = 0; i < out.data.length; i += 1)
    out.data[i] = plane.data[i]! >= threshold && within.data[i] ? 1 : 0;
  return out;
}

/**
 * Δa* on the quarter grid: smoothed a* minus the median a* of skin that is neither red nor spot
 * (`baseline`, the skin's own redness: on a calibrated device, an absolute reading).
 */
function deltaA(a: Plane, skin: Mask): { delta: Plane; baseline: number } {
  const first = median(a, -60, 80, skin);
  const base = median(a, -60, 80, without(skin, above(a, first + C.redDeltaA, skin)));
  const baseline = Number.isFinite(base) ? base : first;
  const out = overwrittenFloat32(a.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = a.data[i]! - baseline;
  return { delta: { width: a.width, height: a.height, data: out }, baseline };
}

/**
 * The red load (% of the skin, 0–100): a* smoothed over ≈ 12 px against the frame's skin
 * baseline (its lower quantile), each cell counted by a ramp of its excess. Relative to the
 * photo's own skin, so calm dark skin is not red; smooth, so a re-take moves it little.
 */
function redLoad(quarterA: Plane, skin: Mask): number {
  return excessLoad(quarterA, skin, {
    sigma: C.load.smoothQuarter,
    baselineQuantile: C.load.baselineQuantile,
    range: [-60, 80],
    excessFrom: C.load.excessFrom,
    excessTo: C.load.excessTo,
  }).load;
}

/** Red areas: threshold, opening by 3×3 quarter px (drops vessels), area filter, full-resolution outline. */
function redAreas(
  ctx: AnalysisContext,
  spots: Mask,
): RefinedRegions & { baseline: number; load: number } {
  const quarterA = downsample2(ctx.lab.a);
  const a = gaussianBlur(quarterA, C.smoothQuarter);
  const skin = without(downsampleMask2(ctx.roi, 4), downsampleMask2(spots, 1));
  const load = redLoad(quarterA, skin);
  const { delta, baseline } = deltaA(a, skin);
  const opened = dilateMask(erodeMask(above(delta, C.redDeltaA, skin), 3), 3);
  const components = labelComponents(opened);
  const thresholds = new Map<number, number>();
  for (let id = 1; id <= components.count; id += 1) {
    if (componentShape(components, id).area >= C.minAreaQuarter) thresholds.set(id, C.redDeltaA);
  }
  const hw = ctx.halfWidth;
  const regions = refineRegions(delta, 4, components, thresholds, ctx, {
    veto: (x, y) => spots.data[(y >> 1) * hw + (x >> 1)] !== 0,
  });
  return { ...regions, baseline, load };
}

/**
 * The skin's own redness on a calibrated device: how far its a* (outside red areas and spots)
 * lies above the most that even-toned skin shows. Red areas are found against the skin's own
 * median, so redness spread over the whole patch is invisible to them; only a calibrated a* can
 * tell it. Uncalibrated, a* is the camera's as much as the skin's: no absolute reading.
 */
function diffuseRedness(ctx: AnalysisContext, skinA: number): number | null {
  if (!ctx.calibrated || !Number.isFinite(skinA)) return null;
  return Math.max(0, skinA - C.evenSkinMaxA);
}

function vesselLines(ctx: AnalysisContext): RidgeLines {
  const ridges = createRidgeResult(ctx.halfWidth, ctx.halfHeight);
  const ei = gaussianBlur(ctx.ei, C.vesselSigmaHalf);
  addRidgeScale(
    ei,
    C.vesselSigmaHalf,
    { beta: C.vesselBeta, c: C.vesselC, polarity: 'bright' },
    ridges,
    0,
  );
  return ridgeLines(ridges, {
    low: C.vesselLow,
    high: C.vesselHigh,
    minLength: C.vesselMinLengthHalf,
    mask: ctx.roi,
    ramp: C.vesselRamp,
  });
}

export function analyzeSensitivity(ctx: AnalysisContext, spots: Mask): SensitivityOutput {
  const red = redAreas(ctx, spots);
  const vessels = vesselLines(ctx);
  const vesselHalf = clipToRoi(vessels.mask, ctx);
  const mask = createMask(ctx.halfWidth, ctx.halfHeight);
  for (let i = 0; i < mask.data.length; i += 1)
    mask.data[i] = red.half.data[i] ? 1 : vesselHalf.data[i] ? 2 : 0;
  const redArea = fullArea(red.count, ctx);
  // Vessel length: centre-line pixels of the half grid are 2 px long at full resolution; graded
  // across the hysteresis and length cuts, so a vessel near a cut counts in part.
  const vesselDensity = (2 * vessels.gradedLength() * 1e4) / Math.max(1, 4 * ctx.roiCount);
  const excessA = diffuseRedness(ctx, red.baseline);
  const score = Math.min(
    scoreFromAnchors(red.load, C.loadAnchors),
    excessA === null ? 100 : scoreFromAnchors(excessA, C.diffuseAnchors),
  );
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(areaOf(mask, ctx)),
      result: null,
    },
    measures: {
      redLoad: round(red.load, 3),
      redArea: round(redArea, 3),
      vesselDensity: round(vesselDensity, 3),
      // 1: the score includes the skin's absolute a* (calibrated device); 0: red areas are
      // judged only against the patch's own median a*.
      absolute: excessA === null ? 0 : 1,
      skinA: round(red.baseline, 2),
      ...(excessA === null ? {} : { excessA: round(excessA, 2) }),
    },
    mask,
    ...(red.full ? { fullMask: red.full } : {}),
    exclusion: mask,
  };
}
