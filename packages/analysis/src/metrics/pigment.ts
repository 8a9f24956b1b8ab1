/**
 * pigment (ANALYSIS.md): melanin index MI = 100·log10(1/R) of the polarised photo (Takiwaki
 * 1998; haemoglobin absorbs little red, so redness does not pass for pigment); a top-hat (MI
 * minus its morphological opening, i.e. the black top-hat of reflectance) for dark details
 * smaller than the element; hysteresis threshold; size and roundness filters (pores are small,
 * lines and vessels thin); each spot outlined at its half maximum at full resolution. Touching
 * spots are counted by the LoG maxima inside them.
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
import { distanceToBackground } from '../kernels/distance';
import { gaussianBlur } from '../kernels/gaussian';
import { opening } from '../kernels/morphology';
import type { Mask, Plane } from '../kernels/plane';
import { downsample2, upsample2Bilinear } from '../kernels/resample';
import { median } from '../kernels/stats';
import type { AnalysisContext } from '../prepare';
import type { MetricOutput } from '../types';
import { fullArea } from './masks';
import { refineRegions } from './refine';
import { levelFromScore, round, scoreFromAnchors } from './score';

const C = CALIBRATION.pigment;

export interface PigmentOutput extends MetricOutput {
  /** Spots on the half grid, for the colour and redness exclusions. */
  exclusion: Mask;
}

/** The melanin index (prepare.ts), smoothed. */
function melaninIndex(ctx: AnalysisContext): Plane {
  return gaussianBlur(ctx.mi, C.smoothHalf);
}

/**
 * MI minus its opening (the background without spots), the opening taken on the quarter grid
 * with an 11×11 square (≈ 44 px) and interpolated back: a quarter of the work, and the
 * background is smooth anyway.
 */
function spotResponse(mi: Plane): Plane {
  const background = upsample2Bilinear(
    opening(downsample2(mi), C.topHatQuarter),
    mi.width,
    mi.height,
  ).data;
  const out = overwrittenFloat32(mi.data.length);
  for (let i = 0; i < out.length; i += 1) out[i] = Math.max(0, mi.data[i]! - background[i]!);
  return { width: mi.width, height: mi.height, data: out };
}

function threshold(response: Plane, level: number, roi: Mask): Mask {
  const out = overwrittenUint8(response.data.length);
  for (let i = 0; i < out.length; i += 1)
    out[i] = response.data[i]! >= level && roi.data[i] ? 1 : 0;
  return { width: response.width, height: response.height, data: out };
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
 * sits on a line markedly thinner than itself (inner radius ≥ 1.5 × the line's).
 */
function isLinePiece(traced: Traced, width: number, cx: number, cy: number, r: number): boolean {
  const height = traced.inner.length / width;
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
  let beyond = 0;
  let thickest = 0;
  for (let y = y0; y <= y1; y += 1)
    for (let x = x0; x <= x1; x += 1) {
      const i = y * width + x;
      const d2 = (x - cx) ** 2 + (y - cy) ** 2;
      if (labels[i] !== host || d2 <= (body + r + 1) ** 2 || d2 > reach * reach) continue;
      beyond += 1;
      thickest = Math.max(thickest, traced.inner[i]!);
    }
  // A few pixels beyond the body are its ragged rim, not a line.
  return beyond >= 4 && body < C.lineRadiusRatio * thickest;
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
 * Separates spots from the wrinkles or vessels they touch. A component that is not round
 * (area / π r² > maxCompactness, r its largest inner radius) is replaced by the union of the
 * discs inscribed at its "core" pixels, those at least 0.7·r from its edge: a spot's body
 * survives whole, the thinner line it touched (inner radius well below the spot's) does not.
 * A line alone, or a crossing of lines, keeps most of itself and stays elongated.
 */
function separateSpots(mask: Mask): Mask {
  const { width: w, height: h } = mask;
  const components = labelComponents(mask);
  const inner = distanceToBackground(mask);
  const radius = innerRadii(components, inner);
  const round = newUint8(components.count + 1);
  for (let id = 1; id <= components.count; id += 1) {
    round[id] =
      components.stats[(id - 1) * STAT_FIELDS]! <= C.maxCompactness * Math.PI * radius[id]! ** 2
        ? 1
        : 0;
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
 * Spot candidates: components at the `low` level with a seed at `high`, of spot size, round
 * (area / π r² ≤ maxCompactness, r the largest inner radius), round in their traced
 * neighbourhood too, and not cut by the photo's edge (their size would be unknown).
 */
function spotComponents(response: Plane, ctx: AnalysisContext) {
  const candidates = separateSpots(threshold(response, C.low, ctx.roi));
  const components = labelComponents(candidates);
  const radius = innerRadii(components, distanceToBackground(candidates));
  const tracedMask = threshold(response, C.trace, ctx.roi);
  const traced: Traced = {
    components: labelComponents(tracedMask),
    inner: distanceToBackground(tracedMask),
  };
  const peak = newFloat32(components.count + 1);
  for (const i of components.pixels) {
    const id = components.labels[i]!;
    if (response.data[i]! > peak[id]!) peak[id] = response.data[i]!;
  }
  const kept: number[] = [];
  for (let id = 1; id <= components.count; id += 1) {
    const area = components.stats[(id - 1) * STAT_FIELDS]!;
    const r = radius[id]!;
    if (peak[id]! < C.high || area < C.minAreaHalf || area / (Math.PI * r * r) > C.maxCompactness)
      continue;
    const { cx, cy, box } = componentShape(components, id);
    if (
      box.x0 === 0 ||
      box.y0 === 0 ||
      box.x1 === ctx.halfWidth - 1 ||
      box.y1 === ctx.halfHeight - 1
    )
      continue;
    if (isLinePiece(traced, ctx.halfWidth, cx, cy, r)) continue;
    kept.push(id);
  }
  return { components, peak, kept };
}

export function analyzePigment(ctx: AnalysisContext): PigmentOutput {
  const mi = melaninIndex(ctx);
  const response = spotResponse(mi);
  const { components, peak, kept } = spotComponents(response, ctx);
  // Each spot is outlined at its half maximum (FWHM), never below the candidate threshold.
  const thresholds = new Map(kept.map((id) => [id, Math.max(C.low, C.edgeFraction * peak[id]!)]));
  const spots = refineRegions(response, 2, components, thresholds, ctx);
  const area = fullArea(spots.count, ctx);
  const score = scoreFromAnchors(area, C.anchors);
  return {
    result: {
      score: round(score),
      type: null,
      level: levelFromScore(score),
      area: round(area),
      result: null,
    },
    measures: {
      spotCount: countSpots(response, components, kept),
      spotArea: round(area, 3),
      medianMelaninIndex: round(median(mi, 0, 300, ctx.roi), 3),
    },
    mask: spots.half,
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
