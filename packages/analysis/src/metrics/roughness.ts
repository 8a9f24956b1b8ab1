/**
 * roughness (ANALYSIS.md), on the normal photo's relief with its glints filled and their
 * surroundings left out (relief.ts), normalised by the skin that remains: detail energy σ(ln Y − G*ln Y)
 * (≈ relative σ(Y − G*Y)/mean Y; G is σ ≈ 2 half px, from the quarter grid), GLCM texture of
 * the detail image (32 levels, d ∈ {1, 2, 4}, 4 angles, symmetric, normalised), rough areas
 * where the local σ of detail is high (running box sums), and pore density from dark LoG blobs.
 */
import { newUint8, overwrittenFloat32 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { blobMaxima, laplacianResponse } from '../kernels/blobs';
import { integralLocalStats } from '../kernels/integral';
import { glcmTexture, quantize } from '../kernels/glcm';
import { createMask, type Mask, type Plane } from '../kernels/plane';
import { downsample2, downsampleMask2, upsample2Bilinear } from '../kernels/resample';
import { meanStd } from '../kernels/stats';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { reliefPlanes, type ReliefPlanes } from './relief';
import { levelFromScore, percent, round, scoreFromAnchors } from './score';

const C = CALIBRATION.roughness;

/**
 * Rough areas: local σ of the detail over (2r + 1)² half px above roughLocalStd, computed on the
 * quarter grid from the means of detail and detail² (a quarter of the work), marked back on
 * the half grid.
 */
function roughAreas(detail: Plane, valid: Mask, ctx: AnalysisContext): Mask {
  const validQ = downsampleMask2(valid, 2);
  const r = Math.max(1, Math.round(C.localRadiusHalf / 2));
  // Local σ by integral images (ANALYSIS.md), on the quarter grid where it is cheap.
  const local = integralLocalStats(downsample2(detail), r, validQ).std.data;
  const qw = validQ.width;
  const rough = newUint8(local.length);
  for (let k = 0; k < local.length; k += 1) rough[k] = local[k]! >= C.roughLocalStd ? 1 : 0;
  const out = createMask(ctx.halfWidth, ctx.halfHeight);
  for (let y = 0; y < ctx.halfHeight; y += 1) {
    const row = Math.min(validQ.height - 1, y >> 1) * qw;
    const o = y * ctx.halfWidth;
    for (let x = 0; x < ctx.halfWidth; x += 1)
      out.data[o + x] = valid.data[o + x]! & rough[row + Math.min(qw - 1, x >> 1)]!;
  }
  return out;
}

/** Pores: dark LoG blobs (σ 1 half px) on the cleaned normal photo, marked as their 3×3 half-px neighbourhood (≈ their size). */
function markPores(ctx: AnalysisContext, relief: ReliefPlanes, rough: Mask): number {
  const valid = relief.valid;
  const response = laplacianResponse(relief.smooth, 1, 'dark');
  const pores = blobMaxima([response], {
    sigmas: [1],
    threshold: 100 * C.poreThreshold,
    mask: valid,
  });
  const w = ctx.halfWidth;
  for (const p of pores)
    for (let y = Math.max(0, p.y - 1); y <= Math.min(ctx.halfHeight - 1, p.y + 1); y += 1)
      for (let x = Math.max(0, p.x - 1); x <= Math.min(w - 1, p.x + 1); x += 1)
        if (valid.data[y * w + x]) rough.data[y * w + x] = 2;
  return pores.length;
}

/** `glints`: half-grid cells with any shiny pixel (skin_type's exclusion mask). */
export function analyzeRoughness(ctx: AnalysisContext, glints: Mask): MetricOutput {
  const relief = reliefPlanes(ctx, glints, C.glintRimHalf);
  // Dark detail only (glints filled, flakes capped): relief is furrows and pores.
  const log = relief.clean;
  const base = upsample2Bilinear(relief.quarterSmooth, log.width, log.height).data;
  const detail = overwrittenFloat32(log.data.length);
  // logN is 100·ln Y: divide by 100 for relative units (0.01 = 1 % luminance).
  for (let i = 0; i < detail.length; i += 1) detail[i] = (log.data[i]! - base[i]!) / 100;
  const detailPlane = { width: log.width, height: log.height, data: detail };
  const valid = relief.valid;
  const energy = 100 * meanStd(detailPlane, valid).std;
  const q = quantize(detailPlane, C.glcmLevels, -C.glcmRange, C.glcmRange);
  const texture = glcmTexture(q, log.width, log.height, {
    levels: C.glcmLevels,
    distances: C.glcmDistances,
    mask: valid,
    flipClosed: true,
  });
  const rough = roughAreas(detailPlane, valid, ctx);
  const pores = markPores(ctx, relief, rough);
  let roughCells = 0;
  for (let i = 0; i < rough.data.length; i += 1) if (rough.data[i] === 1) roughCells += 1;
  const score =
    0.5 * scoreFromAnchors(energy, C.detailAnchors) +
    0.5 * scoreFromAnchors(texture.contrast, C.contrastAnchors);
  // Per area of skin measured: glints hide pores, they do not remove them.
  const poreDensity = (pores * 1e4) / Math.max(1, 4 * relief.validCount);
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(percent(roughCells, relief.validCount)),
      result: null,
    },
    measures: {
      detailEnergy: round(energy, 4),
      glcmContrast: round(texture.contrast, 4),
      glcmHomogeneity: round(texture.homogeneity, 4),
      glcmEnergy: round(texture.energy, 4),
      glcmEntropy: round(texture.entropy, 4),
      poreDensity: round(poreDensity, 3),
      // % of the ROI measured: the rest is glints and their surroundings (relief.ts).
      measuredArea: round(percent(relief.validCount, ctx.roiCount)),
    },
    mask: rough,
  };
}
