/**
 * What the real re-take suite (issue 31 #4, ANALYSIS.md "Repeatability") photographs and how a
 * re-take differs from the first capture. Each real-skin photo stands for the skin under the
 * microscope; a capture is a window of it (the microscope's frame), encoded as the camera
 * would, with its own sensor noise and its own normal-light twin (normal-twin.ts, made from
 * that capture's polarised photo). The base is the centred window; every re-take moves the
 * window, turns it, changes the exposure or the JPEG quality, or shifts N against P, as a
 * second photo of the same patch a few minutes later does, and two re-takes combine them.
 * Deterministic: the signs, axes and sizes are drawn from the file name.
 */
import { createHash } from 'node:crypto';
import { createRng } from '../phantom/prng';

/**
 * The capture window, centred in the 1024 × 768 photo, leaves a margin of 48 × 36 px each side:
 * a 2 % shift (19 × 14 px) with a 1.5° turn (the corners move by ≤ 9 × 12 px), a 5 px N/P
 * shift and the resampling kernel's 2 px stay inside the photo (960 × 720 did not hold them).
 * Sides divisible by 8 keep the engine's half and quarter grids whole.
 */
export const WINDOW = { width: 928, height: 696 } as const;

/** The base capture's JPEG quality: a microscope camera's usual setting (the corpus: q81–90). */
const BASE_QUALITY = 90;

/** Each capture's fresh sensor noise, σ in code values (the phantom camera's is 1–2). */
export const CAPTURE_NOISE = 1;

export const CHANGES = [
  'shift-1',
  'shift-3',
  'rotation',
  'exposure',
  'jpeg-70',
  'jpeg-80',
  'jpeg-95',
  'np-shift',
  'combined-a',
  'combined-b',
] as const;
export type RetakeChange = (typeof CHANGES)[number];

export const CHANGE_LABELS: Record<RetakeChange, string> = {
  'shift-1': 'frame shifted 1 %',
  'shift-3': 'frame shifted 3 %',
  rotation: 'turned 0.5–1.5°',
  exposure: 'exposure ±5 %',
  'jpeg-70': 'JPEG q70 (base q90)',
  'jpeg-80': 'JPEG q80',
  'jpeg-95': 'JPEG q95 (fresh noise only)',
  'np-shift': 'N/P shift ≤ 5 px more',
  'combined-a': 'shift 2 % + 1° + exp. 3 % + q85',
  'combined-b': 'shift 1–2 % + 0.5–1.5° + exp. 2–5 % + q70/80/95 + N/P',
};

export interface Capture {
  /** 'base', or the change this re-take makes. */
  change: RetakeChange | 'base';
  /** Window offset from the centred one, px of the photo. */
  dx: number;
  dy: number;
  /** Turn of the window about its centre, degrees. */
  angle: number;
  /** Exposure: a gain on both photos in linear light. */
  gain: number;
  quality: number;
  /**
   * Where the normal photo's window sits against the polarised one's, px (on top of the twin's
   * own 1–3 px).
   */
  np: { dx: number; dy: number };
  /** Seeds the capture's sensor noise and its twin (twin noise and twin shift). */
  seedName: string;
}

const sign = (next: () => number) => (next() < 0.5 ? -1 : 1);

/** An integer N/P offset of length 4–5 px in a direction drawn from `next`. */
function npOffset(next: () => number): { dx: number; dy: number } {
  const [a, b] = (
    [
      [3, 4],
      [4, 3],
      [5, 0],
      [0, 5],
    ] as const
  )[Math.floor(4 * next())]!;
  return { dx: sign(next) * a, dy: sign(next) * b };
}

const pixels = (percent: number, size: number) => Math.round((percent / 100) * size);

export type Retake = Capture & { change: RetakeChange };

/** The base capture and the re-takes of one photo. */
export function capturePlan(file: string): { base: Capture; retakes: Retake[] } {
  const seed = createHash('sha256').update(file, 'utf8').digest().readUInt32LE(0);
  const rng = createRng(seed);
  const next = () => rng.next();
  const base: Capture = {
    change: 'base',
    dx: 0,
    dy: 0,
    angle: 0,
    gain: 1,
    quality: BASE_QUALITY,
    np: { dx: 0, dy: 0 },
    seedName: `${file}#base`,
  };
  const retake = (change: RetakeChange, differs: Partial<Capture>): Retake => ({
    ...base,
    ...differs,
    change,
    seedName: `${file}#${change}`,
  });
  // One shift along each axis, the axis of the small one drawn.
  const smallOnX = next() < 0.5;
  const along = (onX: boolean, percent: number) =>
    onX
      ? { dx: sign(next) * pixels(percent, WINDOW.width), dy: 0 }
      : { dx: 0, dy: sign(next) * pixels(percent, WINDOW.height) };
  const diagonal = (percent: number) => ({
    dx: sign(next) * pixels(percent, WINDOW.width),
    dy: sign(next) * pixels(percent, WINDOW.height),
  });
  const exposure = (lo: number, hi: number) => 1 + (sign(next) * rng.range(lo, hi)) / 100;
  const retakes = [
    retake('shift-1', along(smallOnX, 1)),
    retake('shift-3', along(!smallOnX, 3)),
    retake('rotation', { angle: sign(next) * rng.range(0.5, 1.5) }),
    retake('exposure', { gain: 1 + sign(next) * 0.05 }),
    retake('jpeg-70', { quality: 70 }),
    retake('jpeg-80', { quality: 80 }),
    retake('jpeg-95', { quality: 95 }),
    retake('np-shift', { np: npOffset(next) }),
    retake('combined-a', { ...diagonal(2), angle: sign(next), gain: exposure(3, 3), quality: 85 }),
    retake('combined-b', {
      ...diagonal(rng.range(1, 2)),
      angle: sign(next) * rng.range(0.5, 1.5),
      gain: exposure(2, 5),
      quality: ([70, 80, 95] as const)[Math.floor(3 * next())]!,
      np: npOffset(next),
    }),
  ];
  return { base, retakes };
}
