import type { DetectItem, Scan } from '@skinscope/contracts';
import { isFacePartKey } from '@skinscope/domain';
import { AppError } from '../../http/app-error';

/**
 * Every part a record names must be one of the 14 face parts (issue 17 #17): a record saved
 * with a part nobody chose would show 未标注部位 on every report after it.
 */
export function requireLabelledParts(field: string, parts: readonly string[]): void {
  if (parts.every(isFacePartKey)) return;
  throw new AppError('VALIDATION_FAILED', {
    issues: [{ field, message: '请先选择部位' }],
  });
}

/**
 * The detectList a scan's photos describe: one item per position, in position order. The record
 * stores no list of its own (DECISIONS §92): every response's detectList, the parts infinite
 * capture continues and the pairs a visit's analyses are matched by come from its photos, here.
 */
export function detectListOfScan(scan: Scan): DetectItem[] {
  const items: DetectItem[] = [];
  const byPosition = new Map<number, DetectItem>();
  for (const photo of [...scan.photos].sort((a, b) => a.position - b.position)) {
    let item = byPosition.get(photo.position);
    if (!item) {
      item = { name: photo.part, normal: null, lighting: null };
      byPosition.set(photo.position, item);
      items.push(item);
    }
    item[photo.type] = photo.url;
  }
  return items;
}

/** The scan with the photos at `position` replaced by the pair of `item` (camera photos). */
export function scanWithPair(scan: Scan, position: number, item: DetectItem): Scan {
  return {
    photos: [
      ...scan.photos.filter((photo) => photo.position !== position),
      ...(['normal', 'lighting'] as const).flatMap((type) => {
        const url = item[type];
        return url ? [{ part: item.name, position, type, url, source: 'camera' as const }] : [];
      }),
    ],
  };
}
