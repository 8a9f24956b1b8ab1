/**
 * corneum (ANALYSIS.md): flakes are white-top-hat pixels of the polarised L* (brighter than
 * their surroundings) that are also less chromatic than the local mean C*ab: detached
 * corneocytes scatter white, depolarised light (Velthuizen), while skin keeps its hue.
 * Reported as area %, count and mean size (px).
 */
import { overwrittenFloat32 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { labelComponents } from '../kernels/components';
import { maskedBoxMean } from '../kernels/box';
import { opening } from '../kernels/morphology';
import { downsample2, downsampleMask2 } from '../kernels/resample';
import { createMask, type Plane } from '../kernels/plane';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { countInRoi, fullArea } from './masks';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.corneum;

export interface CorneumOutput extends MetricOutput {
  /** Flake area in % of the ROI (the dry-skin index of skin_type). */
  flakeIndex: number;
}

function chroma(ctx: AnalysisContext): Plane {
  const { a, b } = ctx.lab;
  const out = overwrittenFloat32(a.data.length);
  for (let i = 0; i < out.length; i += 1)
    out[i] = Math.sqrt(a.data[i]! * a.data[i]! + b.data[i]! * b.data[i]!);
  return { width: a.width, height: a.height, data: out };
}

export function analyzeCorneum(ctx: AnalysisContext): CorneumOutput {
  const L = ctx.lab.L;
  // Background lightness: opening on the quarter grid by 3×3 (≈ 12 px), wider than any flake.
  const background = opening(downsample2(L), C.topHatQuarter);
  const c = chroma(ctx);
  // Local mean C*ab (a cheap stand-in for ANALYSIS.md's local median: flakes are too sparse to bias it).
  const localC = maskedBoxMean(downsample2(c), C.localRadiusQuarter, downsampleMask2(ctx.roi, 4));
  // Both quarter-grid planes are read at the nearest quarter cell (both are smooth).
  const half = createMask(ctx.halfWidth, ctx.halfHeight);
  const qw = background.width;
  for (let y = 0; y < L.height; y += 1) {
    const row = Math.min(background.height - 1, y >> 1) * qw;
    for (let x = 0; x < L.width; x += 1) {
      const i = y * L.width + x;
      const k = row + Math.min(qw - 1, x >> 1);
      const brighter = L.data[i]! - background.data[k]! >= C.minDeltaL;
      half.data[i] =
        ctx.roi.data[i] && brighter && c.data[i]! <= C.maxChromaRatio * localC.data[k]! ? 1 : 0;
    }
  }
  const components = labelComponents(half);
  const flakePixels = 4 * countInRoi(half, ctx);
  const flakeIndex = fullArea(flakePixels, ctx);
  const score = scoreFromAnchors(flakeIndex, C.anchors);
  const meanSize = components.count > 0 ? flakePixels / components.count : 0;
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(flakeIndex),
      result: null,
    },
    measures: {
      flakeIndex: round(flakeIndex, 3),
      flakeCount: components.count,
      meanFlakeSize: round(meanSize, 1),
    },
    mask: half,
    flakeIndex,
  };
}
