import { asc, eq, inArray, or } from 'drizzle-orm';
import {
  analysisJobs,
  consents,
  customers,
  detections,
  photos,
  records,
  reportLinks,
  retestPairs,
  type Db,
} from '@skinscope/db';

/** What deleting a customer's photos and analyses removed from the database (counts and keys). */
export interface DeletedPhotoRows {
  photos: number;
  /** Her detections: their masks and marked images live under `detect/{id}/`. */
  detectionIds: number[];
  analysisJobs: number;
  retestPairs: number;
  /** The four photo keys of each of her test-retest pairs. */
  retestKeys: string[];
}

/** The four photo keys of a test-retest pair, as a query selects or returns them. */
const retestKeyColumns = {
  a: retestPairs.testNormalKey,
  b: retestPairs.testPolarisedKey,
  c: retestPairs.retestNormalKey,
  d: retestPairs.retestPolarisedKey,
};
const keysOfPairs = (rows: Array<{ a: string; b: string; c: string; d: string }>) =>
  rows.flatMap((row) => [row.a, row.b, row.c, row.d]);

/** Everything stored under one customer, for export and erasure (DECISIONS "Privacy"). */
export function createPrivacyRepository(db: Db) {
  return {
    consentsOf: (customerId: number) =>
      db
        .select()
        .from(consents)
        .where(eq(consents.customerId, customerId))
        .orderBy(asc(consents.id)),
    photosOf: (customerId: number) =>
      db.select().from(photos).where(eq(photos.customerId, customerId)).orderBy(asc(photos.id)),
    detectionsOf: (customerId: number) =>
      db
        .select()
        .from(detections)
        .where(eq(detections.customerId, customerId))
        .orderBy(asc(detections.id)),
    /** Her report links as the export lists them: when, for which visit, seen how often; no token. */
    reportLinksOf: (customerId: number) =>
      db
        .select({
          recordId: reportLinks.recordId,
          createdAt: reportLinks.createdAt,
          expiresAt: reportLinks.expiresAt,
          revokedAt: reportLinks.revokedAt,
          views: reportLinks.views,
          lastViewedAt: reportLinks.lastViewedAt,
        })
        .from(reportLinks)
        .where(eq(reportLinks.customerId, customerId))
        .orderBy(asc(reportLinks.id)),
    /** Records, photos, detections, consents and bindings go with it (ON DELETE CASCADE). */
    /** The photo keys of her test-retest pairs (issue 32: only with her consent for them). */
    async retestPhotoKeysOf(customerId: number): Promise<string[]> {
      const rows = await db
        .select(retestKeyColumns)
        .from(retestPairs)
        .where(eq(retestPairs.customerId, customerId));
      return keysOfPairs(rows);
    },
    /**
     * Deletes her photos and analyses and keeps her and her visits (issue 34 #2): photo rows,
     * detections of her or of her records, her records' analysis jobs, her test-retest pairs.
     * `returning` reports only what this transaction deleted, so two callers at once never
     * count (or later remove the files of) the same row twice.
     */
    async deletePhotosOf(customerId: number): Promise<DeletedPhotoRows> {
      const herRecords = db
        .select({ id: records.id })
        .from(records)
        .where(eq(records.customerId, customerId));
      const removedPhotos = await db
        .delete(photos)
        .where(eq(photos.customerId, customerId))
        .returning({ id: photos.id });
      const removedDetections = await db
        .delete(detections)
        .where(or(eq(detections.customerId, customerId), inArray(detections.recordId, herRecords)))
        .returning({ id: detections.id });
      const removedJobs = await db
        .delete(analysisJobs)
        .where(inArray(analysisJobs.recordId, herRecords))
        .returning({ id: analysisJobs.id });
      const removedPairs = await db
        .delete(retestPairs)
        .where(eq(retestPairs.customerId, customerId))
        .returning(retestKeyColumns);
      return {
        photos: removedPhotos.length,
        detectionIds: removedDetections.map((row) => row.id),
        analysisJobs: removedJobs.length,
        retestPairs: removedPairs.length,
        retestKeys: keysOfPairs(removedPairs),
      };
    },
    async deleteCustomer(customerId: number): Promise<void> {
      await db.delete(customers).where(eq(customers.id, customerId));
    },
  };
}
