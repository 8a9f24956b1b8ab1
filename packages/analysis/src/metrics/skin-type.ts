/**
 * skin_type (ANALYSIS.md): oil fraction = share of the patch covered by glints, where the normal
 * photo shines beyond the polarised one, each glint outlined at its half maximum (shine.ts);
 * the type is oil when the fraction reaches oilFraction, dry when the flake index reaches
 * dryFlakes, mid otherwise. The score falls with shine and with flakes.
 */
import { CALIBRATION } from '../calibration';
import type { Mask } from '../kernels/plane';
import type { AnalysisContext } from '../prepare';
import { detectShine } from '../shine';
import type { MetricOutput, SkinType } from '../types';
import { fullArea } from './masks';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.skinType;

export interface ShineOutput {
  /** Half-grid glints (≥ 2 of 4 pixels) for the overlay, and any-pixel glints for exclusions. */
  mask: Mask;
  exclusion: Mask;
  fullMask: Mask | null;
  /** % of the ROI. */
  fraction: number;
  alpha: number;
}

export function analyzeShine(ctx: AnalysisContext): ShineOutput {
  const shine = detectShine(ctx.normal, ctx.polarised, ctx.shift, {
    ratio: C.specularRatio,
    edge: C.glintEdge,
    roi: ctx.roi,
    keepFull: ctx.keepFullMasks,
  });
  return {
    mask: shine.halfMask,
    exclusion: shine.halfAny,
    fullMask: shine.fullMask,
    fraction: fullArea(shine.count, ctx),
    alpha: shine.alpha,
  };
}

export function skinTypeOf(oilFraction: number, flakeIndex: number): SkinType {
  if (oilFraction >= C.oilFraction) return 'oil';
  if (flakeIndex >= C.dryFlakes) return 'dry';
  return 'mid';
}

export function analyzeSkinType(
  shine: ShineOutput,
  flakeIndex: number,
  flakeScore: number,
): MetricOutput {
  const score = Math.min(scoreFromAnchors(shine.fraction, C.oilAnchors), flakeScore);
  return {
    result: {
      score: round(score),
      type: skinTypeOf(shine.fraction, flakeIndex),
      level: levelFromScore(score),
      area: round(shine.fraction),
      result: null,
    },
    measures: {
      oilFraction: round(shine.fraction, 3),
      flakeIndex: round(flakeIndex, 3),
      alpha: round(shine.alpha, 4),
    },
    mask: shine.mask,
    ...(shine.fullMask ? { fullMask: shine.fullMask } : {}),
  };
}
