/**
 * pigment (ANALYSIS.md): melanin index MI = 100·log10(1/R) of the polarised photo (Takiwaki
 * 1998; haemoglobin absorbs little red, so redness does not pass for pigment), read under hairs
 * from the skin around them; a top-hat (MI minus its morphological opening, i.e. the black
 * top-hat of reflectance) for dark details smaller than the element; hysteresis threshold;
 * size and roundness filters (pores are small, lines and vessels thin); a colour test (pigment
 * is brown, shade is grey: pigment-colour.ts); each spot outlined at its half maximum at full
 * resolution. Touching spots are counted by the LoG maxima inside them.
 */
import { newFloat32, newUint8, overwrittenFloat32, overwrittenUint8 } from '../kernels/arena';
import { CALIBRATION } from '../calibration';
import { detectBlobs } from '../kernels/blobs';
import {
  componentShape,
  labelComponents,
  STAT_FIELDS,
  type Components,
} from '../kernels/components';
import { boxMean, maskedBoxMean } from '../kernels/box';
import { distanceToBackground } from '../kernels/distance';
import { gaussianBlur } from '../kernels/gaussian';
import { erodeMask, opening } from '../kernels/morphology';
import { maskMinus, type Mask, type Plane } from '../kernels/plane';
import { fillHidden } from '../kernels/fill';
import { downsample2, upsample2Bilinear } from '../kernels/resample';
import { median } from '../kernels/stats';
import { excessLoad, ramp } from '../kernels/excess-load';
import { robustTileLevels, type TileLevels } from '../kernels/tile-levels';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { areaOf, fullArea } from './masks';
import { melaninShare } from './pigment-colour';
import { refineRegions } from './refine';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.pigment;

export interface PigmentOutput extends MetricOutput {
  /** Spots on the half grid, for the colour and redness exclusions. */
  exclusion: Mask;
}

/**
 * The melanin index (prepare.ts) with the skin under hairs (prepare.ts's hair mask) filled from
 * the skin around them: a hair across a spot would otherwise cut it in two halves, neither of
 * them round, and dense hair would pass for a dark patch.
 */
function filledMelaninIndex(ctx: AnalysisContext): Plane {
  // MI = 100·log10(1/R), R ≥ 0.001: within [0, 300].
  return fillHidden(ctx.mi, ctx.hair, C.hairFillHalf, { lo: 0, hi: 300 });
}

/**
 * Pigmented area against the frame's own skin (issue 31 #3): a spot is judged against its
 * neighbourhood, so a patch larger than the top-hat raises its own background and was scored
 * clear (a cheek under a large naevus scored 100). Here the melanin index, smoothed over ≈ 12 px,
 * is compared with the frame's skin baseline (its lower quantile: the skin's own tone, which
 * holds while a patch covers less than the rest of the frame); each pixel counts by a ramp of its
 * excess, so the load is pigmented area × contrast and moves smoothly when a re-take shifts the
 * frame. MI is a logarithm: the excess is a ratio of reflectances, the same on light and dark
 * skin and under any exposure. Returns the load (% of the sought pixels), the baseline and the
 * patch (the ramp's upper half, for the marked image).
 */
function patches(filled: Plane, sought: Mask): { load: number; baseline: number; mask: Mask } {
  const { excessFrom, excessTo } = C.patch;
  const measured = excessLoad(filled, sought, {
    sigma: C.patch.smoothHalf,
    baselineQuantile: C.patch.baselineQuantile,
    range: [0, 300],
    excessFrom,
    excessTo,
  });
  const { smooth, baseline } = measured;
  const mask = overwrittenUint8(smooth.length);
  for (let i = 0; i < smooth.length; i += 1)
    mask[i] = sought.data[i] && ramp(smooth[i]! - baseline, excessFrom, excessTo) >= 0.5 ? 1 : 0;
  return {
    load: measured.load,
    baseline,
    mask: { width: filled.width, height: filled.height, data: mask },
  };
}

/**
 * The marked image: spots (1), and the outline of large pigmented areas (2, ≈ 4 px wide) where
 * no spot is: filled, a patch covering half the frame would hide the skin it marks.
 */
function markedImage(spots: Mask, patch: Mask): Mask {
  const inner = erodeMask(patch, 5).data;
  const out = newUint8(spots.data.length);
  for (let i = 0; i < out.length; i += 1)
    out[i] = spots.data[i] ? 1 : patch.data[i] && !inner[i] ? 2 : 0;
  return { width: spots.width, height: spots.height, data: out };
}

/** Where spots are sought and outlined: the ROI and the hairs' cells, filled from around them. */
function underHairsToo(ctx: AnalysisContext): Mask {
  const out = overwrittenUint8(ctx.roi.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = ctx.roi.data[i]! | ctx.hair.data[i]!;
  return { width: ctx.roi.width, height: ctx.roi.height, data: out };
}

/**
 * MI minus its opening (the background without spots), the opening taken on the quarter grid
 * with an 11×11 square (≈ 44 px) and interpolated back: a quarter of the work, and the
 * background is smooth anyway. The opening sees MI raised to the local mean of the skin around
 * it (9×9 quarter px, spots left out) where it is lower: bright things (flakes, light texture)
 * would otherwise drag the background down around them and draw a ring of false "pigment" there.
 */
function spotResponse(mi: Plane): Plane {
  const quarter = downsample2(mi);
  const q = quarter.data;
  // The skin's mean around each cell, without what is darker than that mean by the candidate
  // floor (spots): a large spot would otherwise raise its own background and a dark halo
  // around it, which both lower it and widen its tile's spread.
  const plain = boxMean(quarter, C.brightCapQuarter).data;
  const skin = overwrittenUint8(q.length);
  for (let i = 0; i < q.length; i += 1) skin[i] = q[i]! <= plain[i]! + C.low ? 1 : 0;
  const local = maskedBoxMean(quarter, C.brightCapQuarter, {
    width: quarter.width,
    height: quarter.height,
    data: skin,
  }).data;
  // A window without skin (none in practice) keeps its plain mean.
  for (let i = 0; i < q.length; i += 1) q[i] = Math.max(q[i]!, local[i] || plain[i]!);
  const background = upsample2Bilinear(opening(quarter, C.topHatQuarter), mi.width, mi.height).data;
  const out = overwrittenFloat32(mi.data.length);
  // Signed: the texture's spread (tile MAD) is measured on both sides of its level.
  for (let i = 0; i < out.length; i += 1) out[i] = mi.data[i]! - background[i]!;
  // Opened with a small square: hairs and pores, narrower than it, leave the response; a spot
  // (≥ 5 half px across) keeps its plateau, and a hair crossing it no longer sets its peak.
  return opening({ width: mi.width, height: mi.height, data: out }, C.thinOpeningHalf);
}

/**
 * The neighbourhood a spot must stand out from: the robust level and spread (median, 1.4826·MAD)
 * of the response over tiles of `textureTileHalf`. On skin with pores, fine relief and mottled
 * melanin the top-hat is never zero; its median is the texture's level, its spread the texture's
 * contrast. MI is a logarithm, so both are already relative to the local lightness.
 */
type Texture = TileLevels;

/** Response above the texture's level by at least max(floor, z × its spread), inside the ROI. */
function threshold(response: Plane, texture: Texture, floor: number, z: number, roi: Mask): Mask {
  const out = overwrittenUint8(response.data.length);
  const level = texture.level.data;
  const spread = texture.spread.data;
  for (let i = 0; i < out.length; i += 1)
    out[i] =
      roi.data[i] && response.data[i]! >= level[i]! + Math.max(floor, z * spread[i]!) ? 1 : 0;
  return { width: response.width, height: response.height, data: out };
}

/**
 * Rose's detectability of a disc (Rose 1948; Burgess 1999): contrast over the background's
 * fluctuation times the disc's size. Here: the peak's height over the texture level in units of
 * the texture's spread, times the radius (full px) of its half-maximum outline. A spot beats the
 * texture by being both darker and larger than the pores and texture pits around it.
 */
function detectability(texture: Texture, i: number, value: number, fwhmHalf: number): number {
  const radius = 2 * Math.sqrt(fwhmHalf / Math.PI);
  return contrastAt(texture, i, value, C.spreadFloor, 1) * radius;
}

/**
 * Whether a candidate's peak stands out of its neighbourhood's texture: by zHigh spreads; or, for
 * a spot larger than the texture's own blobs (mottled melanin with pores on it reaches ≈ 5.6
 * spreads, but only up to r ≈ 8 px at half maximum), by zHighLarge spreads if it is an island at
 * its half maximum (a large patch of dark mottle runs on into its surroundings).
 */
function standsOut(
  response: Plane,
  texture: Texture,
  i: number,
  value: number,
  fwhmRadiusHalf: number,
  edge: number,
  components: Components,
  id: number,
): boolean {
  if (contrastAt(texture, i, value, C.high, C.zHigh) >= 1) return true;
  if (fwhmRadiusHalf < C.largeRadiusHalf) return false;
  if (contrastAt(texture, i, value, C.high, C.zHighLarge) < 1) return false;
  const { cx, cy } = componentShape(components, id);
  return armsAround(response, cx, cy, fwhmRadiusHalf + C.armGapHalf, edge) < C.maxArmSamples;
}

/** How far a response stands above its neighbourhood: its height over the level, in units of max(floor, z·spread). */
function contrastAt(texture: Texture, i: number, value: number, floor: number, z: number): number {
  return (value - texture.level.data[i]!) / Math.max(floor, z * texture.spread.data[i]!);
}

interface Traced {
  components: Components;
  /** Distance to the background (half px) of every traced pixel. */
  inner: Float32Array;
}

/**
 * Whether a candidate is a piece of a line: a wrinkle or vessel, which the polarised photo shows
 * faintly, breaks into short roundish pieces at `low` but is continuous at `trace`. Around the
 * candidate (outside its own traced body, out to max(8, 3r) half px) the traced component then
 * goes on with an inner radius close to the candidate's own; a spot is either alone there or
 * sits on a line markedly thinner than itself (inner radius ≥ 1.5 × the line's) or markedly
 * fainter (the candidate's height over the texture level ≥ lineContrastRatio × the line's, its
 * upper decile beyond the candidate): a line's contrast changes slowly along it, while a spot
 * adds its own pigment to the line it sits on.
 */
function isLinePiece(
  traced: Traced,
  response: Plane,
  candidate: { cx: number; cy: number; r: number; height: number; level: number },
): boolean {
  const { cx, cy, r } = candidate;
  const width = response.width;
  const height = response.height;
  const labels = traced.components.labels;
  const host = labels[Math.round(cy) * width + Math.round(cx)]!;
  if (host === 0) return false;
  const reach = Math.max(8, 3 * r);
  const x0 = Math.max(0, Math.floor(cx - reach));
  const x1 = Math.min(width - 1, Math.ceil(cx + reach));
  const y0 = Math.max(0, Math.floor(cy - reach));
  const y1 = Math.min(height - 1, Math.ceil(cy + reach));
  let body = 0;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      if (labels[i] === host && (x - cx) ** 2 + (y - cy) ** 2 <= (r + 2) ** 2)
        body = Math.max(body, traced.inner[i]!);
    }
  const beyond: number[] = [];
  let thickest = 0;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (labels[i] !== host || d2 <= (body + r + 1) ** 2 || d2 > reach * reach) continue;
      beyond.push(response.data[i]!);
      thickest = Math.max(thickest, traced.inner[i]!);
    }
  // A few pixels beyond the body are its ragged rim, not a line.
  if (beyond.length < 4 || body >= C.lineRadiusRatio * thickest) return false;
  beyond.sort((p, q) => p - q);
  const line = beyond[Math.floor(0.9 * (beyond.length - 1))]! - candidate.level;
  return candidate.height < C.lineContrastRatio * line;
}

/** Largest inner radius (half px) of each component, from the distances to the background. */
function innerRadii(components: Components, inner: Float32Array): Float32Array {
  const radius = newFloat32(components.count + 1);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    radius[id] = Math.max(radius[id]!, inner[i]!);
  }
  return radius;
}

/**
 * Separates spots from the wrinkles, vessels or hairs they touch. A component that is not round
 * (area / π r² > maxCompactness, r its largest inner radius), or that is wider than any hair or
 * line piece (r ≥ minRadiusOnLineHalf), is replaced by the union of the discs inscribed at its
 * "core" pixels, those at least 0.7·r from its edge: a spot's body survives whole, the thinner
 * line it touched or that crosses it (inner radius well below the spot's) does not. A line
 * alone, or a crossing of lines, keeps most of itself and stays elongated.
 */
function separateSpots(mask: Mask): Mask {
  const { width: w, height: h } = mask;
  const components = labelComponents(mask);
  const inner = distanceToBackground(mask);
  const radius = innerRadii(components, inner);
  const round = newUint8(components.count + 1);
  for (let id = 1; id <= components.count; id += 1) {
    const compact =
      components.stats[(id - 1) * STAT_FIELDS]! <= C.maxCompactness * Math.PI * radius[id]! ** 2;
    round[id] = compact && radius[id]! < C.minRadiusOnLineHalf ? 1 : 0;
  }
  const out = newUint8(w * h);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (round[id]) {
      out[i] = 1;
      continue;
    }
    const d = inner[i]!;
    if (d < 0.7 * radius[id]!) continue;
    const x = i % w;
    const y = (i - x) / w;
    const r = Math.floor(d);
    for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy += 1)
      for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx += 1) {
        const j = yy * w + xx;
        if ((xx - x) ** 2 + (yy - y) ** 2 <= d * d && components.labels[j] === id) out[j] = 1;
      }
  }
  return { width: w, height: h, data: out };
}

/**
 * Whether a candidate continues outward at its own half maximum: of `ARM_SAMPLES` points on a
 * circle `armGapHalf` half px beyond its outline, how many the response still holds at `edge`.
 * A spot is an island (none or one, a pore touching it); a hair, a crossing of hairs or a line
 * runs on through the circle at two or more places.
 */
const ARM_SAMPLES = 32;
function armsAround(response: Plane, cx: number, cy: number, radius: number, edge: number): number {
  const { width: w, height: h } = response;
  let count = 0;
  for (let k = 0; k < ARM_SAMPLES; k += 1) {
    const a = (2 * Math.PI * k) / ARM_SAMPLES;
    const x = Math.round(cx + radius * Math.cos(a));
    const y = Math.round(cy + radius * Math.sin(a));
    if (x >= 0 && y >= 0 && x < w && y < h && response.data[y * w + x]! >= edge) count += 1;
  }
  return count;
}

/** The upper quartile of the response over each component's pixels (grouped by label, then sorted). */
function bodyHeights(response: Plane, components: Components): Float32Array {
  const start = new Int32Array(components.count + 2);
  for (const i of components.pixels) {
    const next = components.labels[i]! + 1;
    start[next] = start[next]! + 1;
  }
  for (let id = 1; id <= components.count + 1; id += 1) start[id] = start[id]! + start[id - 1]!;
  const fill = start.slice();
  const values = new Float32Array(components.pixels.length);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    values[fill[id]!] = response.data[i]!;
    fill[id] = fill[id]! + 1;
  }
  const out = newFloat32(components.count + 1);
  for (let id = 1; id <= components.count; id += 1) {
    const v = values.subarray(start[id], start[id + 1]).sort();
    out[id] = v[Math.floor(C.bodyQuantile * (v.length - 1))]!;
  }
  return out;
}

/** Components with a pixel next to an analysed-region hole inside the frame (hair the ROI left out). */
function touchesRoiHole(components: Components, roi: Mask): Uint8Array {
  const { width: w, height: h } = roi;
  const out = newUint8(components.count + 1);
  for (const i of components.pixels) {
    const x = i % w;
    const y = (i - x) / w;
    if (
      (x > 0 && !roi.data[i - 1]) ||
      (x < w - 1 && !roi.data[i + 1]) ||
      (y > 0 && !roi.data[i - w]) ||
      (y < h - 1 && !roi.data[i + w])
    )
      out[components.labels[i]!] = 1;
  }
  return out;
}

/**
 * Spot candidates: components at the `low` level with a seed at `high`, of spot size, round
 * (area / π r² ≤ maxCompactness, r the largest inner radius), round in their traced
 * neighbourhood too, and not cut by the photo's edge (their size would be unknown).
 */
function spotComponents(response: Plane, texture: Texture, ctx: AnalysisContext, sought: Mask) {
  const candidates = separateSpots(threshold(response, texture, C.low, C.zLow, sought));
  const components = labelComponents(candidates);
  const radius = innerRadii(components, distanceToBackground(candidates));
  const tracedMask = threshold(response, texture, C.trace, C.zTrace, ctx.roi);
  const traced: Traced = {
    components: labelComponents(tracedMask),
    inner: distanceToBackground(tracedMask),
  };
  const peak = newFloat32(components.count + 1);
  const peakAt = new Int32Array(components.count + 1);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (response.data[i]! > peak[id]!) {
      peak[id] = response.data[i]!;
      peakAt[id] = i;
    }
  }
  // The outline: half way from the neighbourhood's level to the body's height (FWHM over the
  // texture). The body's height is the component's upper quartile, not its maximum: a hair
  // crossing a spot is darker than the spot but covers little of it.
  const body = bodyHeights(response, components);
  const edge = newFloat32(components.count + 1);
  for (let id = 1; id <= components.count; id += 1) {
    const base = texture.level.data[peakAt[id]!]!;
    edge[id] = Math.max(
      base + Math.max(C.low, C.zLow * texture.spread.data[peakAt[id]!]!),
      base + C.edgeFraction * (body[id]! - base),
    );
  }
  // Size at the outline: pores are small at their own half maximum whatever texture joins them.
  const fwhmArea = new Int32Array(components.count + 1);
  const fwhmMask = newUint8(response.data.length);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (response.data[i]! < edge[id]!) continue;
    fwhmArea[id] = fwhmArea[id]! + 1;
    fwhmMask[i] = 1;
  }
  // …and shape there: a hair is a thin bar at its own half maximum however wide its faint rim.
  const fwhmRadius = innerRadii(
    components,
    distanceToBackground({ width: response.width, height: response.height, data: fwhmMask }),
  );
  const hole = touchesRoiHole(traced.components, ctx.roi);
  const kept: number[] = [];
  const weights = new Map<number, number>();
  for (let id = 1; id <= components.count; id += 1) {
    const area = components.stats[(id - 1) * STAT_FIELDS]!;
    const r = radius[id]!;
    const roundWeight = roundness(fwhmArea[id]! / (Math.PI * fwhmRadius[id]! ** 2));
    if (
      roundWeight === 0 ||
      !standsOut(
        response,
        texture,
        peakAt[id]!,
        peak[id]!,
        fwhmRadius[id]!,
        edge[id]!,
        components,
        id,
      ) ||
      fwhmArea[id]! < C.minAreaHalf ||
      detectability(texture, peakAt[id]!, peak[id]!, fwhmArea[id]!) < C.minDetectability ||
      area / (Math.PI * r * r) > C.maxCompactness
    )
      continue;
    const { cx, cy, box } = componentShape(components, id);
    if (
      box.x0 === 0 ||
      box.y0 === 0 ||
      box.x1 === ctx.halfWidth - 1 ||
      box.y1 === ctx.halfHeight - 1
    )
      continue;
    // Lines and hairs: a piece of a traced line, a hair piece whose darkest part the ROI left
    // out (prepare.ts; its traced body runs into that hole), or something that runs on through a
    // circle beyond its outline (a hair, a crossing of hairs). A spot a hair or a wrinkle crosses
    // fails these too, but it is wider at its own half maximum than any hair or line piece.
    if (fwhmRadius[id]! < C.minRadiusOnLineHalf) {
      const host = traced.components.labels[Math.round(cy) * ctx.halfWidth + Math.round(cx)]!;
      const level = texture.level.data[peakAt[id]!]!;
      const candidate = { cx, cy, r, height: peak[id]! - level, level };
      if (isLinePiece(traced, response, candidate) || hole[host]) continue;
      const arms = armsAround(response, cx, cy, fwhmRadius[id]! + C.armGapHalf, edge[id]!);
      if (arms >= C.maxArmSamples) continue;
    }
    // Pigment, not shade (pigment-colour.ts): the part of its height that melanin explains
    // passes the candidate threshold on its own.
    const inBody = (i: number) => response.data[i]! >= edge[id]!;
    const share = Math.min(1, Math.max(0, melaninShare(ctx, components, id, inBody)));
    const level = texture.level.data[peakAt[id]!]!;
    const pigmentPeak = level + share * (peak[id]! - level);
    if (contrastAt(texture, peakAt[id]!, pigmentPeak, C.low, C.zLow) < 1) continue;
    weights.set(id, roundWeight);
    if (fwhmArea[id]! <= C.maxFwhmCompactness * Math.PI * fwhmRadius[id]! ** 2) kept.push(id);
  }
  return { components, edge, kept, weights };
}

/**
 * How round a candidate is at its half maximum, from its compactness there (area / πr², r the
 * inner radius): 1 up to maxFwhmCompactness·(1 − ramp), 0 from ·(1 + ramp), linear between.
 * The outline and the count keep the hard cut; the spot area behind the score is weighted by
 * this, so a spot whose outline JPEG moves across the cut moves the score a little.
 */
function roundness(compactness: number): number {
  const lo = C.maxFwhmCompactness * (1 - C.fwhmCompactnessRamp);
  const hi = C.maxFwhmCompactness * (1 + C.fwhmCompactnessRamp);
  return compactness <= lo ? 1 : compactness >= hi ? 0 : (hi - compactness) / (hi - lo);
}

/**
 * Spot area (full px) behind the score: each candidate's outlined area times its roundness,
 * including the candidates beyond the hard cut (not outlined, so measured here on their own).
 */
function weightedSpotPixels(
  response: Plane,
  found: ReturnType<typeof spotComponents>,
  outlined: Map<number, number>,
  ctx: AnalysisContext,
  sought: Mask,
): number {
  const beyond = new Map<number, number>();
  for (const id of found.weights.keys()) if (!outlined.has(id)) beyond.set(id, found.edge[id]!);
  const more = beyond.size
    ? refineRegions(response, 2, found.components, beyond, ctx, { within: sought }).perRegion
    : new Map<number, number>();
  let total = 0;
  for (const [id, weight] of found.weights)
    total += weight * (outlined.get(id) ?? more.get(id) ?? 0);
  return total;
}

export function analyzePigment(ctx: AnalysisContext): PigmentOutput {
  const filled = filledMelaninIndex(ctx);
  const mi = gaussianBlur(filled, C.smoothHalf);
  const response = spotResponse(mi);
  const texture = robustTileLevels(response, ctx.roi, C.textureTileHalf);
  const sought = underHairsToo(ctx);
  const found = spotComponents(response, texture, ctx, sought);
  const { components, edge, kept } = found;
  // Each spot is outlined at its half maximum over the texture, never below the candidate threshold.
  const thresholds = new Map(kept.map((id) => [id, edge[id]!]));
  const spots = refineRegions(response, 2, components, thresholds, ctx, { within: sought });
  const area = fullArea(spots.count, ctx);
  const scored = fullArea(weightedSpotPixels(response, found, spots.perRegion, ctx, sought), ctx);
  const patch = patches(filled, sought);
  // Spots and patches on one scale: a spot's area counts whole, a patch's soft area by a weight
  // (calibration.ts), so that neither a spot nor a patch reads as the other.
  const score = scoreFromAnchors(scored + C.patch.weight * patch.load, C.anchors);
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      // Marked area: spots, and the patches where no spot is.
      area: round(area + areaOf(maskMinus(patch.mask, spots.half), ctx)),
      result: null,
    },
    measures: {
      spotCount: countSpots(response, components, kept),
      spotArea: round(area, 3),
      medianMelaninIndex: round(median(mi, 0, 300, ctx.roi), 3),
      patchLoad: round(patch.load, 3),
      skinMelaninIndex: round(patch.baseline, 3),
    },
    mask: markedImage(spots.half, patch.mask),
    ...(spots.full ? { fullMask: spots.full } : {}),
    exclusion: spots.half,
  };
}

/** Components this large (half px, ≈ r 5 half px) may hold touching spots. */
const SPLIT_AREA = 80;

/**
 * Spots = LoG maxima inside each kept component (touching spots count separately), at least
 * one each; only large components are searched, on their own bounding box.
 */
function countSpots(response: Plane, components: Components, kept: number[]): number {
  let count = 0;
  for (const id of kept) {
    const shape = componentShape(components, id);
    if (shape.area < SPLIT_AREA) {
      count += 1;
      continue;
    }
    const { x0, y0, x1, y1 } = shape.box;
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    const crop = newFloat32(w * h);
    for (let y = 0; y < h; y += 1)
      crop.set(
        response.data.subarray((y0 + y) * response.width + x0, (y0 + y) * response.width + x1 + 1),
        y * w,
      );
    // σ 2–6 half px: the LoG peaks on blobs of radius σ√2 ≈ 3–8 half px (r 6–17 px).
    const blobs = detectBlobs(
      { width: w, height: h, data: crop },
      { sigmas: [2, 3, 4.5, 6], threshold: C.high, polarity: 'bright' },
    );
    const inside = blobs.filter(
      (b) => components.labels[(y0 + b.y) * response.width + x0 + b.x] === id,
    ).length;
    count += Math.max(1, inside);
  }
  return count;
}
