import { asc, eq } from 'drizzle-orm';
import {
  consents,
  customers,
  detections,
  photos,
  reportLinks,
  retestPairs,
  type Db,
} from '@skinscope/db';

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
        .select({
          a: retestPairs.testNormalKey,
          b: retestPairs.testPolarisedKey,
          c: retestPairs.retestNormalKey,
          d: retestPairs.retestPolarisedKey,
        })
        .from(retestPairs)
        .where(eq(retestPairs.customerId, customerId));
      return rows.flatMap((row) => [row.a, row.b, row.c, row.d]);
    },
    async deleteCustomer(customerId: number): Promise<void> {
      await db.delete(customers).where(eq(customers.id, customerId));
    },
  };
}
