import { CALIBRATION, estimatePairShift, photoPlanes } from '@skinscope/analysis';
import type { PairShift, RgbImage } from '@skinscope/analysis';

/**
 * How well a repeat close-up lines up with the previous visit's photo of the part (issue 19 #4),
 * measured with the engine's own registration (the normal/polarised matcher: dark detail, NCC,
 * coarse to fine, ±48 px). Pores, lines and spots stay where they are between visits, so the
 * matcher finds the same patch across weeks as it does across the two lights.
 */
export type Alignment =
  | { kind: 'aligned' | 'shifted'; shiftPx: number; percent: number }
  /** No match within the matcher's reach: another patch, or moved by more than about 50 px. */
  | { kind: 'lost' };

/**
 * Below this NCC the photos show different skin. Higher than the engine's pair limit (0.12):
 * two photos in the same light share more than a pair does, and unrelated phantom patches in
 * the same light reached 0.13–0.21 (the same patch moved 12–60 px: 0.99; a normal/polarised
 * pair: 0.73–0.78). Provisional until repeat visits of real skin are measured.
 */
const MIN_REPEAT_NCC = 0.35;

/**
 * A shift up to the engine's largest plausible pair shift (40 px, 4% of the microscope's width)
 * still compares the same pores; beyond it the staff re-position.
 */
export function judgeAlignment(shift: PairShift, width: number): Alignment {
  if (!(shift.ncc >= MIN_REPEAT_NCC)) return { kind: 'lost' };
  const shiftPx = Math.round(Math.hypot(shift.dx, shift.dy));
  const percent = Math.round((1000 * shiftPx) / Math.max(1, width)) / 10;
  return {
    kind: shiftPx <= CALIBRATION.quality.maxShift ? 'aligned' : 'shifted',
    shiftPx,
    percent,
  };
}

/**
 * The alignment of `current` against `previous`, both as decoded pixels; null when they differ
 * in size (another camera): the matcher compares equal grids only.
 */
export function measureAlignment(current: RgbImage, previous: RgbImage): Alignment | null {
  if (current.width !== previous.width || current.height !== previous.height) return null;
  const a = photoPlanes(current, { colour: false });
  const b = photoPlanes(previous, { colour: false });
  return judgeAlignment(estimatePairShift(a.logY, b.logY), current.width);
}
