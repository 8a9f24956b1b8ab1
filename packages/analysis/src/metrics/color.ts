/**
 * color (ANALYSIS.md): individual typology angle ITA° = atan2(L* − 50, b*)·180/π (Chardon 1991)
 * from the median L* and b* of the polarised photo over the ROI minus spots, red areas,
 * vessels and flakes; the result word is its category (Del Bino 2006 cuts). The score is tone
 * evenness: σ of ITA° over tiles, each weighed by its share of plain skin; uneven tiles are marked.
 *
 * ITA is a measurement only on a calibrated device (issue 18 #3): a camera's automatic exposure
 * moved a dark-skinned subject's L* to 67–76 and ±10 % exposure moves ITA by ≈ 3°. Without a
 * calibration the word (`result`) is null and the patch's ITA, L* and b* are not reported; the
 * score, evenness within the photo, does not depend on exposure and stays.
 */
import { CALIBRATION } from '../calibration';
import { countMask, createMask, type Mask } from '../kernels/plane';
import { median } from '../kernels/stats';
import type { AnalysisContext } from '../prepare';
import type { ColorWord, MetricOutput } from '../types';
import { areaOf, roiWithout } from './masks';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.color;

export function ita(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

/** ITA° category: > 55 toubai, (41, 55] baixi, (28, 41] ziran, (10, 28] xiaomai, (−30, 10] anchen, ≤ −30 youhei. */
export function colorWord(angle: number): ColorWord {
  const cuts = C.itaCuts;
  if (angle > cuts.toubai) return 'toubai';
  if (angle > cuts.baixi) return 'baixi';
  if (angle > cuts.ziran) return 'ziran';
  if (angle > cuts.xiaomai) return 'xiaomai';
  if (angle > cuts.anchen) return 'anchen';
  return 'youhei';
}

interface Tile {
  x0: number;
  y0: number;
  ita: number;
  /** How much the tile counts in the evenness: 0–1 by its share of plain skin (`tileWeight`). */
  weight: number;
}

/**
 * A tile's weight from its share of plain skin: 0 at half (below, it is skipped), 1 from
 * `C.tileFullShare`. What is left of a tile mostly covered by lesions is their rim (their blur,
 * and JPEG 4:2:0 spreads their chroma over its 16 px blocks), so its mean says little about the
 * skin's tone; and a tile near the half cut came and went between two JPEG qualities of the
 * same photo (7.4 points at q60, repeatability suite). Graded, it moves the score a little.
 */
function tileWeight(share: number): number {
  return Math.min(1, Math.max(0, (share - 0.5) / (C.tileFullShare - 0.5)));
}

/** Tile ITA° from tile mean L*, b* over valid pixels, each with its `tileWeight`. */
function tileItas(ctx: AnalysisContext, valid: Mask): Tile[] {
  const t = C.tileHalf;
  const { L, b } = ctx.lab;
  const tiles: Tile[] = [];
  for (let y0 = 0; y0 + t <= ctx.halfHeight; y0 += t)
    for (let x0 = 0; x0 + t <= ctx.halfWidth; x0 += t) {
      let sl = 0;
      let sb = 0;
      let n = 0;
      for (let y = y0; y < y0 + t; y += 1)
        for (let x = x0; x < x0 + t; x += 1) {
          const i = y * ctx.halfWidth + x;
          if (!valid.data[i]) continue;
          sl += L.data[i]!;
          sb += b.data[i]!;
          n += 1;
        }
      const weight = tileWeight(n / (t * t));
      if (weight > 0) tiles.push({ x0, y0, ita: ita(sl / n, sb / n), weight });
    }
  return tiles;
}

export function analyzeColor(ctx: AnalysisContext, excluded: Mask[]): MetricOutput {
  let valid = roiWithout(ctx, ...excluded);
  // Too little plain skin left (a patch covered in lesions): use the whole ROI.
  if (countMask(valid) < 1000) valid = ctx.roi;
  const L = median(ctx.lab.L, 0, 100, valid);
  const b = median(ctx.lab.b, -60, 80, valid);
  const angle = ita(L, b);
  const tiles = tileItas(ctx, valid);
  const weights = tiles.reduce((s, t) => s + t.weight, 0);
  const total = Math.max(1e-9, weights);
  const mean = tiles.reduce((s, t) => s + t.weight * t.ita, 0) / total;
  const sigma = Math.sqrt(tiles.reduce((s, t) => s + t.weight * (t.ita - mean) ** 2, 0) / total);
  const mask = createMask(ctx.halfWidth, ctx.halfHeight);
  const t = C.tileHalf;
  for (const tile of tiles) {
    if (Math.abs(tile.ita - angle) < C.unevenDelta) continue;
    // 1 = lighter than the patch, 2 = darker.
    const value = tile.ita > angle ? 1 : 2;
    for (let y = tile.y0; y < tile.y0 + t; y += 1)
      for (let x = tile.x0; x < tile.x0 + t; x += 1)
        if (ctx.roi.data[y * ctx.halfWidth + x]) mask.data[y * ctx.halfWidth + x] = value;
  }
  const score = scoreFromAnchors(sigma, C.anchors);
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(areaOf(mask, ctx)),
      result: ctx.calibrated ? colorWord(angle) : null,
    },
    measures: {
      ...(ctx.calibrated ? { ita: round(angle, 3), L: round(L, 3), b: round(b, 3) } : {}),
      itaSigma: round(sigma, 3),
      calibrated: ctx.calibrated ? 1 : 0,
    },
    mask,
  };
}
