import { CameraSettingsSchema, ScanPhotoSchema } from '@skinscope/contracts';
import type { CameraSettings, DetectItem, LightType, ScanPhoto } from '@skinscope/contracts';
import { z } from 'zod';

/**
 * A photo taken (or uploaded) on a capture screen: spec §3 "Captured image" without its
 * `base64Img`. The pixels never enter storage: the photo is uploaded at once, the screen shows
 * it from memory, and only its stored URL is kept with the step (so a reload shows the stored
 * copy).
 */
export type CapturedPhoto = Pick<ScanPhoto, 'type' | 'url' | 'source'> & {
  /** The camera that took it (its MediaDeviceInfo label); none for a chosen file. */
  deviceLabel?: string | undefined;
  /** Its exposure and white balance then (issue 31 #3); none for a chosen file. */
  cameraSettings?: CameraSettings | undefined;
};

export const CapturedPhotoSchema = ScanPhotoSchema.pick({
  type: true,
  url: true,
  source: true,
}).extend({ deviceLabel: z.string().optional(), cameraSettings: CameraSettingsSchema.optional() });

/** A slot's photos by light; a missing light has not been photographed yet. */
export type LightPhotos = Partial<Record<LightType, CapturedPhoto>>;

export const LightPhotosSchema = z.object({
  normal: CapturedPhotoSchema.optional(),
  lighting: CapturedPhotoSchema.optional(),
});

export const BOTH_LIGHTS: readonly LightType[] = ['normal', 'lighting'];

/** One photographed part: where it is and its photos. */
export interface PartShot {
  part: string | null;
  photos: LightPhotos;
}

/** spec §3 DetectList item of a part; a part never chosen has no item. */
function detectItemOf(shot: PartShot): DetectItem | null {
  if (!shot.part) return null;
  return {
    name: shot.part,
    normal: shot.photos.normal?.url ?? null,
    lighting: shot.photos.lighting?.url ?? null,
  };
}

/**
 * The record's scan: every photo of every chosen part. Positions count the chosen parts only,
 * so that they match the places of the parts in the detectList.
 */
export function scanPhotosOf(shots: readonly PartShot[]): ScanPhoto[] {
  return shots
    .flatMap(({ part, photos }) => (part ? [{ part, photos }] : []))
    .flatMap(({ part, photos }, position) =>
      BOTH_LIGHTS.flatMap((light) => {
        const photo = photos[light];
        return photo
          ? [{ part, position, type: photo.type, url: photo.url, source: photo.source }]
          : [];
      }),
    );
}

/** The detectList of the parts (spec §3), in the same order as `scanPhotosOf`. */
export function detectListOf(shots: readonly PartShot[]): DetectItem[] {
  return shots.flatMap((shot) => {
    const item = detectItemOf(shot);
    return item ? [item] : [];
  });
}
