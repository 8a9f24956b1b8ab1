import type { DetectDimension, DetectDimensionResult, PartDetection } from '@skinscope/contracts';
import type { BandUsed } from './progress-verdict';

/**
 * Issue 32 #4 (DECISIONS "Two captures averaged"): a part photographed twice in one visit is
 * reported as the mean of its two accepted analyses. Two independent captures with the same
 * noise σ average to σ/√2, so every band of one capture — the engine's and the device's
 * measured one (max(engine, MDC95)) alike — shrinks by √2 for the mean. A mean's band is never
 * narrower than the engine's band for a mean (the engine's band ÷ √2): the device band of one
 * capture is already never narrower than the engine's.
 */

/** The band of the mean of two captures, from the band of one. */
export function bandOfMean(band: number): number {
  return band / Math.SQRT2;
}

type DoneDetection = Extract<PartDetection, { status: 'done' }>;

/** 肤质 is a type: a mean of two types means nothing, the first accepted capture's is taken. */
const NOT_AVERAGED: ReadonlySet<DetectDimension> = new Set(['skin_type']);

/** Two decimals, as scores are stored. */
const roundScore = (score: number) => Math.round(score * 100) / 100;

/** Whether two analyses measured on one scale with one device calibration, so they average. */
function sameMeasurement(a: DoneDetection, b: DoneDetection): boolean {
  return (
    a.version.engine === b.version.engine &&
    a.version.calibration === b.version.calibration &&
    a.deviceCalibrationId === b.deviceCalibrationId
  );
}

/** One capture of a part: its analysis and, where the server chose them, its verdict bands. */
export interface PartCapture {
  detection: PartDetection;
  bandsInUse?: Partial<Record<DetectDimension, BandUsed>> | undefined;
}

/**
 * A visit's captures of one part (capture order) as the one analysis its reports read:
 * - two accepted analyses of the same engine, calibration table and device calibration: the
 *   first accepted capture (its photos and marked images) with each dimension's score the mean
 *   of the two and its bands ÷ √2, those dimensions listed in `averaged`; a dimension only one
 *   capture could score, and 肤质, keep the first's result and single-capture band;
 * - else the first accepted capture as it is (one accepted, or two that measured differently);
 * - none accepted: the first capture (its refusal or pending state is what the part shows).
 */
export function meanOfCaptures<C extends PartCapture>(captures: readonly [C, ...C[]]): C {
  const accepted = captures.filter(
    (capture): capture is C & { detection: DoneDetection } => capture.detection.status === 'done',
  );
  const [first, second] = accepted;
  if (!first) return captures[0];
  if (!second || !sameMeasurement(first.detection, second.detection)) return first;

  const averaged: DetectDimension[] = [];
  const dimensions: Partial<Record<DetectDimension, DetectDimensionResult>> = {};
  for (const [key, result] of Object.entries(first.detection.dimensions)) {
    const dimension = key as DetectDimension;
    const other = second.detection.dimensions[dimension]?.score;
    if (NOT_AVERAGED.has(dimension) || result.score === null || typeof other !== 'number') {
      dimensions[dimension] = result;
      continue;
    }
    dimensions[dimension] = { ...result, score: roundScore((result.score + other) / 2) };
    averaged.push(dimension);
  }
  const ofMean = <V>(
    bands: Partial<Record<DetectDimension, V>> | undefined,
    band: (value: V) => V,
  ): Partial<Record<DetectDimension, V>> | undefined =>
    bands &&
    Object.fromEntries(
      Object.entries(bands).map(([key, value]) => [
        key,
        averaged.includes(key as DetectDimension) ? band(value) : value,
      ]),
    );
  return {
    ...first,
    detection: {
      ...first.detection,
      dimensions: dimensions as DoneDetection['dimensions'],
      ...(first.detection.repeatability && {
        repeatability: ofMean(first.detection.repeatability, bandOfMean),
      }),
      averaged,
    },
    bandsInUse: ofMean(first.bandsInUse, (used) => ({ ...used, band: bandOfMean(used.band) })),
  };
}
