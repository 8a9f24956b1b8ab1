import type { LightType, ScanPhoto } from '@skinscope/contracts';
import { facePartName } from '@skinscope/domain';

/** Spec §9: only the first 10 photos of a record are shown. */
export const SHOWN_PHOTOS_PER_RECORD = 10;

/** One photographed face part of a record: its normal-light and polarised photo. */
export interface PartPhotos {
  /** Stable React key: position and part. */
  key: string;
  partKey: string;
  /** The part's Chinese name, or null for a key the catalogue does not know. */
  partName: string | null;
  position: number;
  photos: Partial<Record<LightType, string>>;
}

/** Groups photos by capture position and part, in capture order; at most `limit` photos. */
export function groupPhotosByPart(
  photos: readonly ScanPhoto[],
  limit: number = Number.POSITIVE_INFINITY,
): PartPhotos[] {
  const groups = new Map<string, PartPhotos>();
  for (const photo of photos.slice(0, limit)) {
    const key = `${photo.position}-${photo.part}`;
    const group = groups.get(key) ?? {
      key,
      partKey: photo.part,
      partName: facePartName(photo.part) ?? null,
      position: photo.position,
      photos: {},
    };
    // A retaken photo of the same part and light replaces the earlier one.
    group.photos[photo.type] = photo.url;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}
