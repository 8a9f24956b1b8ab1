/**
 * What the phantom invariance suite (issue 18 #6, issue 31 #4) photographs and how it changes
 * the capture: skin phantoms of L* 30–78 with different feature mixes, each captured once as the
 * base (JPEG 95) and again with one change the real re-takes (real-retake-plan.ts) cannot make:
 * exposure on a calibrated device (the real corpus has no colour card) and a white-balance
 * shift. The bands come from the real re-takes; these changes are held to their own limit.
 * A 90° turn and a flip are the metamorphic check's (metamorphic-case.ts, ≤ 1 point); JPEG
 * quality, exposure uncalibrated, fresh noise and the N/P shift are the real re-takes'.
 */
import type { PhantomOptions } from '../phantom/spec';
import type { RgbImage } from '../types';
import { gainInLinearLight } from './capture-changes';

/**
 * 512×384: a quarter of a capture's pixels keeps the suite within its time budget. Tones on the
 * skin locus (b* as in colour-case.ts); each case stresses one feature the metrics read.
 */
export const REPEATABILITY_CASES: readonly (PhantomOptions & { name: string })[] = [
  { name: 'L* 30, spots', seed: 601, tone: { L: 30, a: 11, b: 20 }, spots: 10 },
  { name: 'L* 40, no spots, pores', seed: 602, tone: { L: 40, a: 11, b: 20 }, spots: 0, pores: 80 },
  { name: 'L* 52, lines, shine', seed: 603, tone: { L: 52, a: 11, b: 18 }, lines: 5, shine: 0.1 },
  { name: 'L* 62, redness, vessels', seed: 604, tone: { L: 62, a: 12, b: 16 }, redness: 3, vessels: 5 },
  { name: 'L* 70, flakes', seed: 605, tone: { L: 70, a: 10, b: 14 }, flakes: 80 },
  { name: 'L* 78, default mix', seed: 606, tone: { L: 78, a: 9, b: 12.5 } },
].map((c) => ({ ...c, width: 512, height: 384 })); // prettier-ignore

export const CHANGES = ['exposure-calibrated', 'white-balance'] as const;
export type ChangeId = (typeof CHANGES)[number];

export const CHANGE_LABELS: Record<ChangeId, string> = {
  'exposure-calibrated': 'exposure ±10 %, calibrated',
  'white-balance': 'white balance R/B ±3 %',
};

/** Issue 18 #6: ≤ 3 points under each change. */
export const TARGET_POINTS = 3;

export const BASE_QUALITY = 95;

export interface Variant {
  change: ChangeId;
  /** Done to each photo's camera output before JPEG. */
  alter: (image: RgbImage) => RgbImage;
  /** Exposure gain the device calibration was fitted at; absent: analysed uncalibrated. */
  calibratedAt?: number;
}

/** ±10 % exposure (issue 18 #6), in linear light. */
const EXPOSURE_GAINS = [1.1, 0.9] as const;
/** "A few % per channel": red and blue ±3 % against green, warmer and cooler. */
const WHITE_BALANCE_GAINS = [
  [1.03, 1, 0.97],
  [0.97, 1, 1.03],
] as const;

export const VARIANTS: readonly Variant[] = [
  ...EXPOSURE_GAINS.map((gain): Variant => ({
    change: 'exposure-calibrated',
    alter: (image) => gainInLinearLight(image, [gain, gain, gain]),
    calibratedAt: gain,
  })),
  ...WHITE_BALANCE_GAINS.map((gains): Variant => ({
    change: 'white-balance',
    alter: (image) => gainInLinearLight(image, gains),
  })),
];

/** Exposure gains a device calibration is needed at: the base's and each calibrated variant's. */
export const CALIBRATION_GAINS = [1, ...EXPOSURE_GAINS] as const;
