import { photoPlanes, type PhotoPlanes } from '../photo';
import type { RgbImage } from '../types';
import { CALIBRATION } from '../calibration';
import type { DeviceCalibration } from '../device-calibration';
import { pairReason, type QualityReason } from './messages';
import { pairQualityOf, type PairQuality } from './pair-quality';
import { photoQualityOf, type PhotoQuality } from './photo-quality';
import { samePhotoNcc } from './same-photo';

export interface QualityReport {
  ok: boolean;
  reasons: QualityReason[];
  normal: PhotoQuality;
  polarised: PhotoQuality;
  /** Null when a photo already failed (pair checks need two usable photos). */
  pair: PairQuality | null;
  /** How alike the two photos are as pictures (same-photo.ts); above the limit, one photo twice. */
  samePhoto: number;
}

/**
 * One photo given twice is said first, whatever else is wrong with it (a cat given twice is
 * both). The other pair checks need two usable photos, with one exception: a polarised photo
 * refused for glare while the normal one passes may be the normal photo, so the lights are
 * compared and 常光/偏振光可能装反 replaces 反光过强 when the "polarised" photo shines more.
 */
export function qualityOf(
  normal: PhotoPlanes,
  polarised: PhotoPlanes,
  calibration?: DeviceCalibration,
): QualityReport {
  const n = photoQualityOf(normal, 'normal', calibration);
  const p = photoQualityOf(polarised, 'polarised', calibration);
  // A photo too small to judge is not compared either (its thumbnail would be mostly repeats).
  const judged = [n, p].every((q) => q.reasons[0]?.code !== 'TOO_SMALL');
  const samePhoto = judged ? samePhotoNcc(normal.logY, polarised.logY) : 0;
  if (samePhoto > CALIBRATION.quality.maxSamePhotoNcc) {
    const reasons = [pairReason('IDENTICAL_PHOTOS'), ...n.reasons, ...p.reasons];
    return { ok: false, reasons, normal: n, polarised: p, pair: null, samePhoto };
  }
  const polarisedGlare = p.reasons.length === 1 && p.reasons[0]!.code === 'GLARE';
  const pair = n.ok && (p.ok || polarisedGlare) ? pairQualityOf(normal, polarised) : null;
  const swapped = pair?.reasons.some((reason) => reason.code === 'SWAPPED_LIGHTS') ?? false;
  const photoReasons = swapped ? n.reasons : [...n.reasons, ...p.reasons];
  const reasons = [...photoReasons, ...(pair?.reasons ?? [])];
  return { ok: reasons.length === 0, reasons, normal: n, polarised: p, pair, samePhoto };
}

/** The checks read luminance only. */
const LUMINANCE_ONLY = { colour: false };

/** All checks of a photo pair given as RGB or RGBA pixels. */
export function checkQuality(normal: RgbImage, polarised: RgbImage): QualityReport {
  return qualityOf(photoPlanes(normal, LUMINANCE_ONLY), photoPlanes(polarised, LUMINANCE_ONLY));
}
