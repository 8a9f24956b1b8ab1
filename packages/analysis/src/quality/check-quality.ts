import { photoPlanes, type PhotoPlanes } from '../photo';
import type { RgbImage } from '../types';
import type { QualityReason } from './messages';
import { pairQualityOf, type PairQuality } from './pair-quality';
import { photoQualityOf, type PhotoQuality } from './photo-quality';

export interface QualityReport {
  ok: boolean;
  reasons: QualityReason[];
  normal: PhotoQuality;
  polarised: PhotoQuality;
  /** Null when a photo already failed (pair checks need two usable photos). */
  pair: PairQuality | null;
}

export function qualityOf(normal: PhotoPlanes, polarised: PhotoPlanes): QualityReport {
  const n = photoQualityOf(normal, 'normal');
  const p = photoQualityOf(polarised, 'polarised');
  const pair = n.ok && p.ok ? pairQualityOf(normal, polarised) : null;
  const reasons = [...n.reasons, ...p.reasons, ...(pair?.reasons ?? [])];
  return { ok: reasons.length === 0, reasons, normal: n, polarised: p, pair };
}

/** The checks read luminance only. */
const LUMINANCE_ONLY = { colour: false };

/** All checks of a photo pair given as RGB or RGBA pixels. */
export function checkQuality(normal: RgbImage, polarised: RgbImage): QualityReport {
  return qualityOf(photoPlanes(normal, LUMINANCE_ONLY), photoPlanes(polarised, LUMINANCE_ONLY));
}
