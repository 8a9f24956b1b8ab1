import type { LightPhotos } from './captured-photo';

export type StepGap = 'part' | 'photos';

/**
 * Why a photo step may not go on yet (issue 17 #17): each step needs its part and both its
 * normal and polarised photos, so no record lists a part without a name or a photo. The part
 * comes first, as it is chosen before the photos.
 */
export function stepGap(part: string | null, photos: LightPhotos): StepGap | null {
  if (!part) return 'part';
  if (!photos.normal || !photos.lighting) return 'photos';
  return null;
}
