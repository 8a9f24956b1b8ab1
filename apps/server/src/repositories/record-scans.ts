import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { photos, type Db } from '@skinscope/db';
import { parsePhotoKey, photoUrl, storageKeyOf, type Scan } from '@skinscope/contracts';

/**
 * A record's scan lives in the photos table (issue 16 #3): each photo it names carries the
 * record, part, position, light, source and its place in the list. These two functions are the
 * only readers and writers of that link.
 */
export async function scansOf(db: Db, recordIds: number[]): Promise<Map<number, Scan>> {
  const scans = new Map<number, Scan>(recordIds.map((id) => [id, { photos: [] }]));
  if (recordIds.length === 0) return scans;
  const linked = await db
    .select({
      recordId: photos.recordId,
      part: photos.part,
      position: photos.position,
      lightType: photos.lightType,
      source: photos.source,
      storageKey: photos.storageKey,
    })
    .from(photos)
    .where(inArray(photos.recordId, recordIds))
    .orderBy(asc(photos.scanOrder), asc(photos.id));
  for (const photo of linked) {
    const key = parsePhotoKey(photo.storageKey);
    const scan = photo.recordId === null ? undefined : scans.get(photo.recordId);
    if (!key || !scan || photo.part === null || photo.position === null || !photo.lightType)
      continue;
    scan.photos.push({
      part: photo.part,
      position: photo.position,
      type: photo.lightType,
      url: photoUrl(key),
      source: photo.source ?? 'camera',
    });
  }
  return scans;
}

/**
 * Makes `scan` the record's photos: photos it no longer names are let go (they stay the
 * customer's), the named ones (the caller checked they are this customer's) take their part,
 * position, light and order.
 */
export async function writeScan(
  db: Db,
  record: { id: number; customerId: number },
  scan: Scan,
): Promise<void> {
  const keys = scan.photos.flatMap((photo) => storageKeyOf(photo.url) ?? []);
  await db
    .update(photos)
    .set({
      recordId: null,
      part: null,
      position: null,
      lightType: null,
      source: null,
      scanOrder: null,
    })
    .where(
      and(
        eq(photos.recordId, record.id),
        keys.length > 0 ? notInArray(photos.storageKey, keys) : undefined,
      ),
    );
  for (const [order, photo] of scan.photos.entries()) {
    const key = storageKeyOf(photo.url);
    if (!key) continue;
    await db
      .update(photos)
      .set({
        recordId: record.id,
        part: photo.part,
        position: photo.position,
        lightType: photo.type,
        source: photo.source,
        scanOrder: order,
      })
      .where(and(eq(photos.customerId, record.customerId), eq(photos.storageKey, key)));
  }
}
