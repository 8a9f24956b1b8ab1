/**
 * elasticity (ANALYSIS.md): fine lines as dark ridges of the normal photo's log-luminance —
 * Frangi vesselness (β 0.5) at σ 1 half px (2 px) on the half grid and σ 1 quarter px (≈ 4 px)
 * on the quarter grid for wider lines, centre lines by non-maximum suppression and hysteresis,
 * line length per area of skin measured (glints filled and their surroundings left out,
 * relief.ts: a glint's rim is not a line), and structure-tensor coherence. An image proxy for fine lines, not a
 * mechanical measurement of elasticity (the UI help says so).
 */
import { CALIBRATION } from '../calibration';
import { addRidgeScale, createRidgeResult, mergeCoarseRidges } from '../kernels/hessian';
import { dilateMask } from '../kernels/morphology';
import { createMask, type Mask } from '../kernels/plane';
import { ridgeLines } from '../kernels/ridge-lines';
import { meanCoherence } from '../kernels/structure-tensor';
import { downsample2, downsampleMask2, upsampleMask2 } from '../kernels/resample';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { areaOf, clipToRoi } from './masks';
import { reliefPlanes, type ReliefPlanes } from './relief';
import { levelFromScore, percent, round, scoreFromAnchors } from './score';

const C = CALIBRATION.elasticity;

export interface ElasticityOutput extends MetricOutput {
  /** One-pixel centre lines on the half grid (the accuracy suite compares them with the truth). */
  centrelines: Mask;
}

function ridges(ctx: AnalysisContext, relief: ReliefPlanes) {
  const options = { beta: C.beta, c: C.c, polarity: 'dark' as const };
  const fine = createRidgeResult(ctx.halfWidth, ctx.halfHeight);
  addRidgeScale(relief.smooth, 1, options, fine, 0);
  const q = relief.quarterSmooth;
  const coarse = createRidgeResult(q.width, q.height);
  addRidgeScale(q, 1, options, coarse, 1);
  mergeCoarseRidges(fine, coarse, 1);
  return fine;
}

/** `glints`: half-grid cells with any shiny pixel (skin_type's exclusion mask). */
export function analyzeElasticity(ctx: AnalysisContext, glints: Mask): ElasticityOutput {
  const relief = reliefPlanes(ctx, glints, C.glintRimHalf);
  const valid = relief.valid;
  const response = ridges(ctx, relief);
  const lines = ridgeLines(response, {
    low: C.low,
    high: C.high,
    minLength: C.minLengthHalf,
    minStraightness: C.minStraightness,
    // Traced over the whole ROI, so that a line crossing a glint's surroundings keeps its
    // length; counted only where it was measured.
    mask: ctx.roi,
    bridge: relief.shadow,
    ramp: C.lineRamp,
  });
  const centrelines = lines.mask;
  // Overlay: the ridge itself (response ≥ low) within a pixel of the centre lines.
  const near = dilateMask(centrelines, 3);
  const ridge = createMask(ctx.halfWidth, ctx.halfHeight);
  for (let i = 0; i < ridge.data.length; i += 1)
    ridge.data[i] = near.data[i] && response.response.data[i]! >= C.low ? 1 : 0;
  clipToRoi(ridge, ctx);
  // The score's length is graded across the cuts (a line near a threshold counts in part), so a
  // retake that moves one line across a cut moves the score a little, not by the whole line.
  const density = (2 * lines.gradedLength(valid) * 1e4) / Math.max(1, 4 * relief.validCount);
  const score = scoreFromAnchors(density, C.anchors);
  // Coherence on the 1/8 grid: an orientation statistic of the whole patch needs no detail.
  const eighth = downsampleMask2(downsampleMask2(valid, 4), 4);
  const coherence = meanCoherence(downsample2(relief.quarterSmooth), C.coherenceRhoEighth, eighth);
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(areaOf(ridge, ctx)),
      result: null,
    },
    measures: {
      lineDensity: round(density, 3),
      coherence: round(coherence, 4),
      measuredArea: round(percent(relief.validCount, ctx.roiCount)),
    },
    mask: ridge,
    // Full resolution: the centre lines themselves (each half-grid pixel as its 2×2 block).
    ...(ctx.keepFullMasks ? { fullMask: upsampleMask2(centrelines, ctx.width, ctx.height) } : {}),
    centrelines,
  };
}
