import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from './qualified';
import { photos, type Db } from '@skinscope/db';
import { parsePhotoKey, photoUrl, storageKeyOf, type Scan } from '@skinscope/contracts';

/** A photo as a record's scan names it: the columns a scan is built from. */
type LinkedPhoto = Pick<
  typeof photos.$inferSelect,
  'part' | 'position' | 'lightType' | 'source' | 'storageKey'
>;

/** A scan from its photos (in scan order); a photo with no place or a foreign key is left out. */
export function scanOfPhotos(linked: readonly LinkedPhoto[]): Scan {
  const scan: Scan = { photos: [] };
  for (const photo of linked) {
    const key = parsePhotoKey(photo.storageKey);
    if (!key || photo.part === null || photo.position === null || !photo.lightType) continue;
    scan.photos.push({
      part: photo.part,
      position: photo.position,
      type: photo.lightType,
      url: photoUrl(key),
      source: photo.source ?? 'camera',
    });
  }
  return scan;
}

/**
 * A record's scan lives in the photos table (issue 16 #3): each photo it names carries the
 * record, part, position, light, source and its place in the list. These functions are the
 * only readers and writers of that link.
 */
export async function scansOf(db: Db, recordIds: number[]): Promise<Map<number, Scan>> {
  if (recordIds.length === 0) return new Map();
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
  const byRecord = new Map<number, LinkedPhoto[]>(recordIds.map((id) => [id, []]));
  for (const photo of linked)
    if (photo.recordId !== null) byRecord.get(photo.recordId)?.push(photo);
  return new Map([...byRecord].map(([id, ofRecord]) => [id, scanOfPhotos(ofRecord)]));
}

/**
 * The same scan read within a record query (issue 35 #2: a record list in one statement): the
 * record's photos as a JSON array in scan order, turned into its scan by `scanOfPhotos`.
 */
export const linkedPhotosJson = (recordId: PgColumn) =>
  sql<LinkedPhoto[]>`coalesce((select json_agg(json_build_object(
      'part', ${photos.part}, 'position', ${photos.position}, 'lightType', ${photos.lightType},
      'source', ${photos.source}, 'storageKey', ${photos.storageKey})
      order by ${photos.scanOrder}, ${photos.id})
    from ${photos} where ${photos.recordId} = ${qualified(recordId)}), '[]'::json)`;

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
