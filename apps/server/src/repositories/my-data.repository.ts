import { and, desc, eq, like, sql } from 'drizzle-orm';
import { auditLog, stores, users, type Db } from '@skinscope/db';

/**
 * What 我的数据 reads that no other repository does (issue 34 #1): who viewed her photos. A
 * photo read is audited as `photo.read` on the photo's key, `img/{customerId}/…` (images
 * service), so her reads are exactly the keys under her folder: the trailing slash keeps
 * customer 1 from matching customer 12's photos.
 */
export function createMyDataRepository(db: Db) {
  return {
    /** Reads of her photos per staff member and China calendar day, newest day first. */
    async photoViewsOf(customerId: number) {
      // UTC+8 without daylight saving; `at time zone 'UTC'` needs no time zone database.
      const day = sql<string>`to_char(${auditLog.at} at time zone 'UTC' + interval '8 hours', 'YYYY-MM-DD')`;
      return db
        .select({
          day,
          actorId: auditLog.actorId,
          fullName: users.fullName,
          mobile: users.mobile,
          storeName: stores.name,
          count: sql<number>`count(*)::int`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(stores, eq(stores.id, users.storeId))
        .where(
          and(
            eq(auditLog.action, 'photo.read'),
            eq(auditLog.targetType, 'photo'),
            like(auditLog.targetId, `img/${customerId}/%`),
          ),
        )
        .groupBy(day, auditLog.actorId, users.fullName, users.mobile, stores.name)
        .orderBy(desc(day), desc(sql`count(*)`));
    },
  };
}
