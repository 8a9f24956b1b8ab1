import { photoPlanes, type PhotoPlanes } from '../photo';
import type { RgbImage } from '../types';
import { CALIBRATION } from '../calibration';
import type { DeviceCalibration } from '../device-calibration';
import { DETECT_DIMENSION_NAMES } from '@skinscope/contracts';
import type { Dimension } from '../types';
import { channelClippedReason, pairReason, type QualityReason } from './messages';
import { compareLights, pairQualityOf, type Lights, type PairQuality } from './pair-quality';
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
  /**
   * Dimensions the pair cannot measure, each with its 无法评估 reason (issue 31); the others are
   * scored. Only for a pair that passed.
   */
  notAssessable: Partial<Record<Dimension, QualityReason>>;
}

/** What a clipped channel of the polarised photo spoils: the colour read from it. */
const READ_FROM_COLOUR: readonly Dimension[] = ['color', 'sensitivity'];

function notAssessableOf(p: PhotoQuality): Partial<Record<Dimension, QualityReason>> {
  if (p.clippedChannels.length === 0) return {};
  return Object.fromEntries(
    READ_FROM_COLOUR.map((key) => [
      key,
      channelClippedReason(p.clippedChannels, DETECT_DIMENSION_NAMES[key]),
    ]),
  );
}

/**
 * One photo given twice: alike as pictures (same-photo.ts), and with pixel-level evidence that
 * the lights do not differ — the normal photo shines no more than the polarised one (issue 31:
 * two lights of one patch share structure by design, a strong edge or hair makes their
 * thumbnails alike). Photos of different sizes cannot be two lights of one microscope: alike
 * thumbnails suffice. `lights` is the comparison made, for the pair checks to reuse.
 */
function onePhotoTwice(
  normal: PhotoPlanes,
  polarised: PhotoPlanes,
  alike: number,
): { twice: boolean; lights?: Lights } {
  if (alike <= CALIBRATION.quality.maxSamePhotoNcc) return { twice: false };
  if (normal.width !== polarised.width || normal.height !== polarised.height)
    return { twice: true };
  const lights = compareLights(normal, polarised);
  const { specularNormal, specularPolarised } = lights.measures;
  return {
    twice: specularNormal - specularPolarised < CALIBRATION.quality.minLightDifference,
    lights,
  };
}

/**
 * The photos' own reasons. When the polarised photo cannot be judged as skin (a cat, a lens cap),
 * that is the reason; the normal photo, judged on structure only, adds only a reason of the same
 * kind (a cat gets no glare or focus verdict).
 */
function photoReasonsOf(n: PhotoQuality, p: PhotoQuality): QualityReason[] {
  return p.judged ? [...n.reasons, ...p.reasons] : [...(n.judged ? [] : n.reasons), ...p.reasons];
}

const isDifferentPhotos = (reason: QualityReason) =>
  reason.code === 'MISREGISTERED' || reason.code === 'SIZE_MISMATCH';

/**
 * One photo given twice is said first, whatever else is wrong with it (a cat given twice is
 * both). The other pair checks need a usable polarised photo and a normal one judged on
 * structure. When the normal photo fails its own checks (glare, focus) the pair is still
 * compared: if it shows something else than the polarised photo, 位置不一致 is the reason, not
 * its glare. A polarised photo refused for glare while the normal one passes may be the normal
 * photo, so the lights are compared and 常光/偏振光可能装反 replaces 反光过强 when the "polarised"
 * photo shines more.
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
  const { twice, lights } = onePhotoTwice(normal, polarised, samePhoto);
  if (twice) {
    const reasons = [pairReason('IDENTICAL_PHOTOS'), ...photoReasonsOf(n, p)];
    return {
      ok: false,
      reasons,
      normal: n,
      polarised: p,
      pair: null,
      samePhoto,
      notAssessable: {},
    };
  }
  const polarisedGlare = p.reasons.length === 1 && p.reasons[0]!.code === 'GLARE';
  const pair =
    n.judged && (p.ok || polarisedGlare) ? pairQualityOf(normal, polarised, lights) : null;
  const different = pair?.reasons.some(isDifferentPhotos) ?? false;
  const swapped =
    n.ok && (pair?.reasons.some((reason) => reason.code === 'SWAPPED_LIGHTS') ?? false);
  const photoReasons = different ? p.reasons : swapped ? n.reasons : photoReasonsOf(n, p);
  const pairReasons = n.ok || different ? (pair?.reasons ?? []) : [];
  const reasons = [...photoReasons, ...pairReasons];
  const ok = reasons.length === 0;
  const notAssessable = ok ? notAssessableOf(p) : {};
  return { ok, reasons, normal: n, polarised: p, pair, samePhoto, notAssessable };
}

/** The checks read luminance only. */
const LUMINANCE_ONLY = { colour: false };

/** All checks of a photo pair given as RGB or RGBA pixels. */
export function checkQuality(normal: RgbImage, polarised: RgbImage): QualityReport {
  return qualityOf(photoPlanes(normal, LUMINANCE_ONLY), photoPlanes(polarised, LUMINANCE_ONLY));
}
