import { storageKeyOf } from './photo-key';
import type { Scan } from './records';

/** One photographed part of a record: its normal and polarised ("lighting") photo URLs. */
export interface ScanPair {
  part: string;
  position: number;
  normal: string | null;
  lighting: string | null;
}

/**
 * The record's photos as part pairs, in capture order. The scan is the record's complete photo
 * list, read from the photos table (server: repositories/record-scans.ts); a retaken photo of
 * the same part and light replaces the earlier one.
 */
export function pairsOfScan(scan: Scan): ScanPair[] {
  const pairs = new Map<string, ScanPair>();
  for (const photo of scan.photos) {
    const key = `${photo.position}-${photo.part}`;
    const pair = pairs.get(key) ?? {
      part: photo.part,
      position: photo.position,
      normal: null,
      lighting: null,
    };
    pair[photo.type] = photo.url;
    pairs.set(key, pair);
  }
  return [...pairs.values()].sort((a, b) => a.position - b.position);
}

/** How a pair of stored photos is matched to its analysis: normal key and polarised key. */
export const pairKey = (normalKey: string, polarisedKey: string) => `${normalKey}|${polarisedKey}`;

/** The storage keys of a pair with both photos, or null while one is missing. */
export function storedPairOf(pair: {
  normal: string | null;
  lighting: string | null;
}): { normalKey: string; polarisedKey: string } | null {
  const normalKey = pair.normal ? storageKeyOf(pair.normal) : null;
  const polarisedKey = pair.lighting ? storageKeyOf(pair.lighting) : null;
  return normalKey && polarisedKey ? { normalKey, polarisedKey } : null;
}
