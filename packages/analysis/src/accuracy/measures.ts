/**
 * Scoring the engine against phantom ground truth: spot matching (F1, area error), mask IoU,
 * line precision/recall with a distance tolerance, Spearman's rank correlation.
 */
import { componentShape, labelComponents } from '../kernels/components';
import type { Mask } from '../kernels/plane';
import type { PhantomLine, PhantomSpot } from '../phantom/phantom-types';

export interface SpotScore {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  f1: number;
  /** Mean |detected − true| / true area over matched spots. */
  meanAreaError: number;
  /** |Σ detected − Σ true| / Σ true over matched spots. */
  totalAreaError: number;
}

/**
 * Detected spots are the 8-connected components of a full-resolution mask; a detection matches
 * the nearest unmatched true spot whose centre lies within max(r, 4) px of its centroid.
 */
export function scoreSpots(detected: Mask, truth: readonly PhantomSpot[]): SpotScore {
  const components = labelComponents(detected);
  const used = new Set<number>();
  let tp = 0;
  let fp = 0;
  let areaError = 0;
  let sumDetected = 0;
  let sumTrue = 0;
  for (let id = 1; id <= components.count; id += 1) {
    const shape = componentShape(components, id);
    let best = -1;
    let bestDistance = Infinity;
    truth.forEach((spot, k) => {
      const d = Math.hypot(spot.x - (shape.cx + 0.5), spot.y - (shape.cy + 0.5));
      if (!used.has(k) && d <= Math.max(spot.r, 4) && d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    });
    if (best < 0) {
      fp += 1;
      continue;
    }
    used.add(best);
    tp += 1;
    const trueArea = Math.PI * truth[best]!.r ** 2;
    areaError += Math.abs(shape.area - trueArea) / trueArea;
    sumDetected += shape.area;
    sumTrue += trueArea;
  }
  const fn = truth.length - tp;
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    f1: tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn),
    meanAreaError: tp > 0 ? areaError / tp : NaN,
    totalAreaError: sumTrue > 0 ? Math.abs(sumDetected - sumTrue) / sumTrue : NaN,
  };
}

/** Intersection over union of two same-size masks, counting only pixels of `within`. */
export function iou(a: Mask, b: Mask, within?: Mask): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.data.length; i += 1) {
    if (within && !within.data[i]) continue;
    const x = a.data[i] !== 0;
    const y = b.data[i] !== 0;
    if (x && y) inter += 1;
    if (x || y) union += 1;
  }
  return union === 0 ? 1 : inter / union;
}

/** Points every `step` px along each polyline. */
export function samplePolylines(lines: readonly PhantomLine[], step = 1): [number, number][] {
  const out: [number, number][] = [];
  for (const line of lines)
    for (let k = 1; k < line.points.length; k += 1) {
      const [ax, ay] = line.points[k - 1]!;
      const [bx, by] = line.points[k]!;
      const n = Math.max(1, Math.ceil(Math.hypot(bx - ax, by - ay) / step));
      for (let t = 0; t < n; t += 1) out.push([ax + ((bx - ax) * t) / n, ay + ((by - ay) * t) / n]);
    }
  return out;
}

/** Share of points of `a` within `tolerance` px of some point of `b` (grid-bucketed search). */
export function shareWithin(
  a: readonly (readonly [number, number])[],
  b: readonly (readonly [number, number])[],
  tolerance: number,
): number {
  if (a.length === 0) return 1;
  const cell = Math.max(1, tolerance);
  const grid = new Map<string, [number, number][]>();
  for (const p of b) {
    const key = `${Math.floor(p[0] / cell)},${Math.floor(p[1] / cell)}`;
    const list = grid.get(key) ?? [];
    list.push([p[0], p[1]]);
    grid.set(key, list);
  }
  let hit = 0;
  for (const [x, y] of a) {
    const gx = Math.floor(x / cell);
    const gy = Math.floor(y / cell);
    let found = false;
    for (let j = -1; j <= 1 && !found; j += 1)
      for (let i = -1; i <= 1 && !found; i += 1)
        for (const [px, py] of grid.get(`${gx + i},${gy + j}`) ?? []) {
          if (Math.hypot(px - x, py - y) <= tolerance) {
            found = true;
            break;
          }
        }
    if (found) hit += 1;
  }
  return hit / a.length;
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((p, q) => p[0] - q[0]);
  const out = new Array<number>(values.length);
  for (let k = 0; k < order.length;) {
    let j = k;
    while (j + 1 < order.length && order[j + 1]![0] === order[k]![0]) j += 1;
    for (let t = k; t <= j; t += 1) out[order[t]![1]] = (k + j) / 2 + 1;
    k = j + 1;
  }
  return out;
}

/** Spearman's ρ: Pearson correlation of the ranks (ties get mean ranks). */
export function spearman(x: readonly number[], y: readonly number[]): number {
  const rx = ranks(x);
  const ry = ranks(y);
  const n = x.length;
  const mx = rx.reduce((s, v) => s + v, 0) / n;
  const my = ry.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (rx[i]! - mx) * (ry[i]! - my);
    sxx += (rx[i]! - mx) ** 2;
    syy += (ry[i]! - my) ** 2;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}
