import { CALIBRATION, type Anchors } from '../calibration';
import type { Level } from '../types';

/** Piecewise-linear score through the anchors, clamped to the first and last score. */
export function scoreFromAnchors(value: number, anchors: Anchors): number {
  const first = anchors[0]!;
  const last = anchors[anchors.length - 1]!;
  if (!(value > first[0])) return first[1];
  if (value >= last[0]) return last[1];
  for (let k = 1; k < anchors.length; k += 1) {
    const [x1, y1] = anchors[k]!;
    const [x0, y0] = anchors[k - 1]!;
    if (value <= x1) return y0 + ((y1 - y0) * (value - x0)) / (x1 - x0);
  }
  return last[1];
}

export function levelFromScore(score: number): Level {
  const cuts = CALIBRATION.levels;
  if (score >= cuts.none) return 'none';
  if (score >= cuts.lightly) return 'lightly';
  if (score >= cuts.moderately) return 'moderately';
  return 'severe';
}

/** Rounds to `digits` decimals; keeps JSON short and stable. */
export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  const r = Math.round(value * f) / f;
  return Object.is(r, -0) ? 0 : r;
}

/** Share in % of `part` in `whole`, 0 when empty. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? (100 * part) / whole : 0;
}
