import type { LightType, ScanRecord } from '@skinscope/contracts';

/** A part's photos from the customer's previous visit (issue 19 #4): the ghost of a re-check. */
export interface PreviousPhotos {
  recordId: number;
  /** When that visit was (ISO). */
  created: string;
  urls: Partial<Record<LightType, string>>;
}

/** The visit being photographed: its record once saved, and when it began (none: now). */
export interface CurrentVisit {
  recordId: number | null;
  created?: string | undefined;
}

/**
 * The newest earlier visit with a photo of `part`, and that visit's photos of it by light (the
 * last one of each light, as the record lists them). Null on a first visit, before a part is
 * chosen, or when no earlier visit photographed this part.
 */
export function previousPartPhotos(
  records: readonly ScanRecord[],
  part: string | null,
  current: CurrentVisit,
): PreviousPhotos | null {
  if (!part) return null;
  const newestFirst = [...records].sort(
    (a, b) => b.created.localeCompare(a.created) || b.id - a.id,
  );
  for (const record of newestFirst) {
    if (record.id === current.recordId) continue;
    // Adding parts to an older visit: a later one is not its "previous".
    if (current.created && record.created >= current.created) continue;
    const urls: Partial<Record<LightType, string>> = {};
    for (const photo of record.scan.photos) if (photo.part === part) urls[photo.type] = photo.url;
    if (urls.normal || urls.lighting) return { recordId: record.id, created: record.created, urls };
  }
  return null;
}
