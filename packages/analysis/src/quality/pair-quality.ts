/**
 * Checks of the normal/polarised pair (one photo given twice is same-photo.ts's): same size,
 * the same patch (registration NCC and a plausible shift: 位置不一致 otherwise), and lights not
 * swapped — the polarised photo must not shine where the normal one does not (its specular share
 * must not exceed the normal one's).
 */
import { CALIBRATION } from '../calibration';
import type { PhotoPlanes } from '../photo';
import { estimatePairShift, type PairShift } from '../registration';
import { downsample2 } from '../kernels/resample';
import { maxPool2, specularShare } from '../specular';
import { pairReason, type QualityReason } from './messages';

const Q = CALIBRATION.quality;

export interface PairQuality {
  ok: boolean;
  reasons: QualityReason[];
  shift: PairShift | null;
  measures: { specularNormal: number; specularPolarised: number };
}

/** Where the two photos line up, and how much of each shines where the other does not. */
export interface Lights {
  shift: PairShift;
  measures: { specularNormal: number; specularPolarised: number };
}

/**
 * The shift between two photos of one size and each one's specular share against the other
 * (specular.ts): what a normal light shows and a polarised one does not. Two copies of one photo
 * shine alike; two lights of one patch do not (same-photo evidence, check-quality.ts).
 */
export function compareLights(normal: PhotoPlanes, polarised: PhotoPlanes): Lights {
  const shift = estimatePairShift(normal.logY, polarised.logY);
  // On the quarter grid: the brightest of 4×4 pixels keeps a glint, the mean is the diffuse light.
  const quarter = { dx: shift.dx / 4, dy: shift.dy / 4 };
  const ratio = CALIBRATION.skinType.specularRatio;
  const n = { peak: maxPool2(normal.yMax), mean: downsample2(normal.y) };
  const p = { peak: maxPool2(polarised.yMax), mean: downsample2(polarised.y) };
  return {
    shift,
    measures: {
      specularNormal: specularShare(n, p.mean, quarter, ratio),
      specularPolarised: specularShare(p, n.mean, { dx: -quarter.dx, dy: -quarter.dy }, ratio),
    },
  };
}

/** `lights`: compareLights's answer when the caller already has it. */
export function pairQualityOf(
  normal: PhotoPlanes,
  polarised: PhotoPlanes,
  lights?: Lights,
): PairQuality {
  const none = { specularNormal: 0, specularPolarised: 0 };
  if (normal.width !== polarised.width || normal.height !== polarised.height) {
    return { ok: false, reasons: [pairReason('SIZE_MISMATCH')], shift: null, measures: none };
  }
  const { shift, measures } = lights ?? compareLights(normal, polarised);
  if (shift.ncc < Q.minRegistrationNcc || Math.hypot(shift.dx, shift.dy) > Q.maxShift) {
    return { ok: false, reasons: [pairReason('MISREGISTERED')], shift, measures: none };
  }
  const swapped = measures.specularPolarised > measures.specularNormal + Q.swappedMargin;
  return { ok: !swapped, reasons: swapped ? [pairReason('SWAPPED_LIGHTS')] : [], shift, measures };
}
