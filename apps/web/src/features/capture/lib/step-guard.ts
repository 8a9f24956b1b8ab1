import type { LightPhotos } from './captured-photo';

export type StepGap = 'part' | 'photos' | 'again';

/**
 * Why a photo step may not go on yet (issue 17 #17): each step needs its part and both its
 * normal and polarised photos, so no record lists a part without a name or a photo. The part
 * comes first, as it is chosen before the photos. `again`: the second capture the company asks
 * for (issue 32 #4), absent when it asks for none.
 */
export function stepGap(
  part: string | null,
  photos: LightPhotos,
  again?: LightPhotos,
): StepGap | null {
  if (!part) return 'part';
  if (!photos.normal || !photos.lighting) return 'photos';
  // Issue 32 #4: with 每个部位拍两次取平均 the second capture is needed too.
  if (again && (!again.normal || !again.lighting)) return 'again';
  return null;
}
