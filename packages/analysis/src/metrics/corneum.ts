/**
 * corneum (ANALYSIS.md): flakes are white-top-hat pixels of the polarised L* (brighter than
 * their surroundings) that are also less chromatic than the local mean C*ab: detached
 * corneocytes scatter white, depolarised light (Velthuizen), while skin keeps its hue. The
 * chroma is judged per bright patch, summed around it (whiteFlakes), not per pixel.
 * Reported as area %, count and mean size (px).
 */
import { newUint8, overwrittenFloat32 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { componentShape, labelComponents } from '../kernels/components';
import { maskedBoxMean } from '../kernels/box';
import { opening } from '../kernels/morphology';
import { downsample2, downsampleMask2 } from '../kernels/resample';
import { createMask, maskMinus, type Mask, type Plane } from '../kernels/plane';
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

/**
 * Keeps the bright candidates that are white: a candidate's chroma deficit against the local
 * mean, summed over its box widened by chromaMarginHalf, is at least (1 − maxChromaRatio) per
 * pixel of the candidate. Summed, not per pixel: JPEG 4:2:0 keeps chroma at half resolution
 * and q60 quantises it in blocks of 16 px, which spreads a small flake's whiteness over its
 * block; the sum over the block survives, the per-pixel chroma does not.
 */
function whiteFlakes(bright: Mask, deficit: Float32Array): { flakes: Mask; count: number } {
  const components = labelComponents(bright);
  const { width: w, height: h } = bright;
  const m = C.chromaMarginHalf;
  const keep = newUint8(components.count + 1);
  let count = 0;
  for (let id = 1; id <= components.count; id += 1) {
    const { area, box } = componentShape(components, id);
    let sum = 0;
    for (let y = Math.max(0, box.y0 - m); y <= Math.min(h - 1, box.y1 + m); y += 1)
      for (let x = Math.max(0, box.x0 - m); x <= Math.min(w - 1, box.x1 + m); x += 1)
        sum += deficit[y * w + x]!;
    keep[id] = sum >= (1 - C.maxChromaRatio) * area ? 1 : 0;
    count += keep[id]!;
  }
  const flakes = createMask(w, h);
  for (const i of components.pixels) flakes.data[i] = keep[components.labels[i]!]!;
  return { flakes, count };
}

export function analyzeCorneum(ctx: AnalysisContext): CorneumOutput {
  const L = ctx.lab.L;
  // Background lightness: opening on the quarter grid by 3×3 (≈ 12 px), wider than any flake.
  const background = opening(downsample2(L), C.topHatQuarter);
  const c = chroma(ctx);
  // Bright candidates: ≥ minDeltaL above the background (read at the nearest quarter cell).
  const bright = createMask(ctx.halfWidth, ctx.halfHeight);
  const qw = background.width;
  const cellOf = (x: number, y: number) =>
    Math.min(background.height - 1, y >> 1) * qw + Math.min(qw - 1, x >> 1);
  for (let y = 0, i = 0; y < L.height; y += 1)
    for (let x = 0; x < L.width; x += 1, i += 1)
      bright.data[i] =
        ctx.roi.data[i] && L.data[i]! - background.data[cellOf(x, y)]! >= C.minDeltaL ? 1 : 0;
  // Local mean C*ab of the skin around (a cheap stand-in for ANALYSIS.md's local median),
  // without the candidates: a flake must not lower the chroma it is compared with.
  const skin = downsampleMask2(maskMinus(ctx.roi, bright), 4);
  const localC = maskedBoxMean(downsample2(c), C.localRadiusQuarter, skin);
  // Chroma deficit against it, as a share of it (a white pixel 1, a skin-coloured one 0).
  const deficit = overwrittenFloat32(L.data.length);
  for (let y = 0, i = 0; y < L.height; y += 1)
    for (let x = 0; x < L.width; x += 1, i += 1) {
      const local = localC.data[cellOf(x, y)]!;
      deficit[i] = ctx.roi.data[i] ? (local - c.data[i]!) / Math.max(1, local) : 0;
    }
  const { flakes: half, count } = whiteFlakes(bright, deficit);
  const flakePixels = 4 * countInRoi(half, ctx);
  const flakeIndex = fullArea(flakePixels, ctx);
  const score = scoreFromAnchors(flakeIndex, C.anchors);
  const meanSize = count > 0 ? flakePixels / count : 0;
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
      flakeCount: count,
      meanFlakeSize: round(meanSize, 1),
    },
    mask: half,
    flakeIndex,
  };
}
