/**
 * The phantom invariance suite (issue 18 #6, issue 31 #4; ANALYSIS.md "Repeatability"): each
 * phantom case is analysed as captured and again after one change the real re-takes cannot
 * make (repeatability-plan.ts); the spread of a dimension under a change is the largest
 * absolute score change over the cases and the change's directions (few cases, so the largest,
 * not a percentile). Every variant shares the base's sensor noise, so the spread is the
 * change's own effect. It sets no band: the bands are the real re-takes' (real-retake-fit.ts).
 */
import { analyzePair, type AnalysisResult } from '../analyze';
import type { DeviceCalibration } from '../device-calibration';
import { generatePhantom } from '../phantom/generate';
import { REFERENCE_DEVICE, type PhantomOptions } from '../phantom/spec';
import { DIMENSIONS, type Dimension, type RgbImage } from '../types';
import { calibrationOf } from './device';
import { throughJpeg } from './real-retake-capture';
import {
  BASE_QUALITY,
  CALIBRATION_GAINS,
  CHANGES,
  REPEATABILITY_CASES,
  VARIANTS,
  type ChangeId,
} from './repeatability-plan';

interface Refusal {
  change: ChangeId | 'base';
  case: string;
  codes: string[];
}

export interface RepeatabilityFigures {
  /** Cases whose base pair was accepted (the others are in `refusals` as 'base'). */
  casesAccepted: number;
  /** Largest |Δscore| (points) per change and dimension. */
  spread: Record<ChangeId, Record<Dimension, number>>;
  /** The case that gave each spread. */
  worstCase: Record<ChangeId, Record<Dimension, string>>;
  /** Largest |ΔITA°| per change (colour's measure behind its word). */
  itaChange: Record<ChangeId, number>;
  /** Variants whose colour word or skin type differs from the base's. */
  labelFlips: Record<ChangeId, number>;
  /** Accepted variants per change. */
  compared: Record<ChangeId, number>;
  refusals: Refusal[];
}

/** The device calibration at each exposure gain, fitted from a colour-card capture at that gain. */
async function calibrations(): Promise<Map<number, DeviceCalibration>> {
  const capture = { noise: 1.5, jpegQuality: BASE_QUALITY, shift: { dx: 0, dy: 0 }, disc: null };
  const fitted = await Promise.all(
    CALIBRATION_GAINS.map((gain) =>
      calibrationOf(
        {
          ...REFERENCE_DEVICE,
          exposureP: REFERENCE_DEVICE.exposureP * gain,
          exposureN: REFERENCE_DEVICE.exposureN * gain,
        },
        capture,
      ),
    ),
  );
  return new Map(CALIBRATION_GAINS.map((gain, k) => [gain, fitted[k]!]));
}

function emptyFigures(): RepeatabilityFigures {
  const perChange = <T>(value: () => T) =>
    Object.fromEntries(CHANGES.map((c) => [c, value()])) as Record<ChangeId, T>;
  const perDimension = <T>(value: T) =>
    Object.fromEntries(DIMENSIONS.map((d) => [d, value])) as Record<Dimension, T>;
  return {
    casesAccepted: 0,
    spread: perChange(() => perDimension(0)),
    worstCase: perChange(() => perDimension('')),
    itaChange: perChange(() => 0),
    labelFlips: perChange(() => 0),
    compared: perChange(() => 0),
    refusals: [],
  };
}

function compare(
  figures: RepeatabilityFigures,
  change: ChangeId,
  name: string,
  base: AnalysisResult,
  moved: AnalysisResult,
): void {
  const [b, m] = [base.dimensions!, moved.dimensions!];
  figures.compared[change] += 1;
  for (const d of DIMENSIONS) {
    const delta = Math.abs(m[d].score! - b[d].score!);
    if (delta > figures.spread[change][d]) {
      figures.spread[change][d] = delta;
      figures.worstCase[change][d] = name;
    }
  }
  // An engine that gives no ITA (uncalibrated colour, issue 18 #3) leaves this column at 0.
  const ita = Math.abs((moved.measures!.color.ita ?? NaN) - (base.measures!.color.ita ?? NaN));
  if (Number.isFinite(ita)) figures.itaChange[change] = Math.max(figures.itaChange[change], ita);
  if (m.color.result !== b.color.result || m.skin_type.type !== b.skin_type.type)
    figures.labelFlips[change] += 1;
}

const codes = (result: AnalysisResult) => result.quality.reasons.map((r) => r.code);

async function measureCase(
  options: PhantomOptions & { name: string },
  fitted: Map<number, DeviceCalibration>,
  figures: RepeatabilityFigures,
): Promise<void> {
  const analyse = (shot: { normal: RgbImage; polarised: RgbImage }, gain?: number) =>
    analyzePair(
      shot.normal,
      shot.polarised,
      gain === undefined ? {} : { deviceCalibration: fitted.get(gain)! },
    );
  const raw = generatePhantom(options);
  const base = await throughJpeg(raw, BASE_QUALITY);
  const bases = { uncalibrated: analyse(base), calibrated: analyse(base, 1) };
  if (!bases.uncalibrated.dimensions || !bases.calibrated.dimensions) {
    figures.refusals.push({ change: 'base', case: options.name, codes: codes(bases.uncalibrated) });
    return;
  }
  figures.casesAccepted += 1;
  for (const variant of VARIANTS) {
    const shot = await throughJpeg(raw, BASE_QUALITY, variant.alter);
    const moved = analyse(shot, variant.calibratedAt);
    if (!moved.dimensions) {
      figures.refusals.push({ change: variant.change, case: options.name, codes: codes(moved) });
      continue;
    }
    const reference = variant.calibratedAt === undefined ? bases.uncalibrated : bases.calibrated;
    compare(figures, variant.change, options.name, reference, moved);
  }
}

export async function measureRepeatability(): Promise<RepeatabilityFigures> {
  const fitted = await calibrations();
  const figures = emptyFigures();
  for (const options of REPEATABILITY_CASES) await measureCase(options, fitted, figures);
  return figures;
}
