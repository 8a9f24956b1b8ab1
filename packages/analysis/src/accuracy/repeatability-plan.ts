/**
 * What the repeatability suite (issue 18 #6) photographs and how it changes the capture: skin
 * phantoms of L* 30–78 with different feature mixes, each captured once as the base (JPEG 95)
 * and again with one change, as a salon's second photo of the same patch might differ. Every
 * change is made before JPEG, as the camera would encode what it sees; so rotation and flip
 * include a new encoding, unlike accuracy/metamorphic-case.ts (the engine's own invariance).
 */
import type { PhantomOptions } from '../phantom/spec';
import type { RgbImage } from '../types';
import { addSensorNoise, gainInLinearLight } from './capture-changes';
import { flipHorizontal, rotate90 } from './transforms';

/**
 * 512×384: a quarter of a capture's pixels keeps the suite within its time budget, and rotation
 * maps the half and quarter grids onto themselves at any size divisible by 4. Tones on the skin
 * locus (b* as in colour-case.ts); each case stresses one feature the metrics read.
 */
export const REPEATABILITY_CASES: readonly (PhantomOptions & { name: string })[] = [
  { name: 'L* 30, spots', seed: 601, tone: { L: 30, a: 11, b: 20 }, spots: 10 },
  { name: 'L* 40, no spots, pores', seed: 602, tone: { L: 40, a: 11, b: 20 }, spots: 0, pores: 80 },
  { name: 'L* 52, lines, shine', seed: 603, tone: { L: 52, a: 11, b: 18 }, lines: 5, shine: 0.1 },
  { name: 'L* 62, redness, vessels', seed: 604, tone: { L: 62, a: 12, b: 16 }, redness: 3, vessels: 5 },
  { name: 'L* 70, flakes', seed: 605, tone: { L: 70, a: 10, b: 14 }, flakes: 80 },
  { name: 'L* 78, default mix', seed: 606, tone: { L: 78, a: 9, b: 12.5 } },
].map((c) => ({ ...c, width: 512, height: 384 })); // prettier-ignore

export const CHANGES = [
  'retake',
  'jpeg-60',
  'exposure',
  'exposure-calibrated',
  'white-balance',
  'rotate-90',
  'flip',
  'shift-5px',
] as const;
export type ChangeId = (typeof CHANGES)[number];

export const CHANGE_LABELS: Record<ChangeId, string> = {
  retake: 'retake (fresh noise σ 1)',
  'jpeg-60': 'JPEG q60 (base q95)',
  exposure: 'exposure ±10 %, uncalibrated',
  'exposure-calibrated': 'exposure ±10 %, calibrated',
  'white-balance': 'white balance R/B ±3 %',
  'rotate-90': '90° rotation',
  flip: 'flip',
  'shift-5px': 'N/P shift 5 px',
};

/** Issue 18 #6: ≤ 3 points under every change except exposure on an uncalibrated device. */
export const TARGET_POINTS = 3;
export const TARGET_EXEMPT: ReadonlySet<ChangeId> = new Set(['exposure']);

export type BandMode = 'uncalibrated' | 'calibrated';

/**
 * The changes each published band covers. A device calibration is fitted at one exposure, so a
 * calibrated result's band takes exposure as the calibration fixes it; an uncalibrated result
 * has nothing to fix exposure with, so its band takes exposure as it comes.
 */
export const BAND_CHANGES: Record<BandMode, readonly ChangeId[]> = {
  uncalibrated: CHANGES.filter((c) => c !== 'exposure-calibrated'),
  calibrated: CHANGES.filter((c) => c !== 'exposure'),
};

export const BASE_QUALITY = 95;

export interface Variant {
  change: ChangeId;
  /** The capture it starts from: the base, or the one whose normal frame sits 5 px further. */
  from: 'base' | 'shifted';
  /** Done to each photo's camera output before JPEG. */
  alter?: (image: RgbImage, photo: 'normal' | 'polarised') => RgbImage;
  quality: number;
  /** Exposure gain the device calibration was fitted at; absent: analysed uncalibrated. */
  calibratedAt?: number;
}

/** 5 px between N and P on top of the capture's own shift: (3, 4). */
export const EXTRA_SHIFT = { dx: 3, dy: 4 } as const;
/** ±10 % exposure (issue 18 #6), in linear light. */
const EXPOSURE_GAINS = [1.1, 0.9] as const;
/** "A few % per channel": red and blue ±3 % against green, warmer and cooler. */
const WHITE_BALANCE_GAINS = [
  [1.03, 1, 0.97],
  [0.97, 1, 1.03],
] as const;

const exposure = (gain: number) => (image: RgbImage) =>
  gainInLinearLight(image, [gain, gain, gain]);

/** A retake's fresh sensor noise: σ 1 code value, about the phantom camera's own (1–2). */
const RETAKE_NOISE = 1;

export const VARIANTS: readonly Variant[] = [
  {
    change: 'retake',
    from: 'base',
    alter: (image, photo) => addSensorNoise(image, RETAKE_NOISE, photo === 'normal' ? 71 : 72),
    quality: BASE_QUALITY,
  },
  { change: 'jpeg-60', from: 'base', quality: 60 },
  ...EXPOSURE_GAINS.flatMap((gain): Variant[] => [
    { change: 'exposure', from: 'base', alter: exposure(gain), quality: BASE_QUALITY },
    {
      change: 'exposure-calibrated',
      from: 'base',
      alter: exposure(gain),
      quality: BASE_QUALITY,
      calibratedAt: gain,
    },
  ]),
  ...WHITE_BALANCE_GAINS.map((gains): Variant => ({
    change: 'white-balance',
    from: 'base',
    alter: (image) => gainInLinearLight(image, gains),
    quality: BASE_QUALITY,
  })),
  { change: 'rotate-90', from: 'base', alter: rotate90, quality: BASE_QUALITY },
  { change: 'flip', from: 'base', alter: flipHorizontal, quality: BASE_QUALITY },
  { change: 'shift-5px', from: 'shifted', quality: BASE_QUALITY },
];

/** Exposure gains a device calibration is needed at: the base's and each calibrated variant's. */
export const CALIBRATION_GAINS = [1, ...EXPOSURE_GAINS] as const;
