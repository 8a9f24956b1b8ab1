import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { auditLog, users, type Db } from '@skinscope/db';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  actorId?: number | undefined;
  action?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  begin: number;
  length: number;
}

export function createAuditRepository(db: Db) {
  return {
    /** Answers the new row's id. */
    async insert(entry: NewAuditRow): Promise<number> {
      const [row] = await db.insert(auditLog).values(entry).returning({ id: auditLog.id });
      return row!.id;
    },
    /**
     * Counts one more occurrence into the row of `entry.action` on `entry.target…` whose
     * `details[key]` equals `entry.details[key]` and that was written since `since`, or writes
     * that row with `count: 1` (issue 29 #3: one row per report link per hour). Call inside a
     * transaction: the advisory lock makes concurrent occurrences count into the one row.
     */
    async countSince(
      entry: NewAuditRow & { at: Date; details: Record<string, unknown> },
      key: string,
      since: Date,
    ): Promise<void> {
      const value = String(entry.details[key]);
      const lockName = `audit:${entry.action}:${entry.targetType}:${entry.targetId}:${key}=${value}`;
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName}))`);
      const [counted] = await db
        .update(auditLog)
        .set({
          details: sql`jsonb_set(${auditLog.details}, '{count}', to_jsonb(coalesce((${auditLog.details} ->> 'count')::int, 1) + 1))`,
        })
        .where(
          and(
            eq(auditLog.action, entry.action),
            gte(auditLog.at, since),
            entry.targetType ? eq(auditLog.targetType, entry.targetType) : undefined,
            entry.targetId ? eq(auditLog.targetId, entry.targetId) : undefined,
            sql`${auditLog.details} ->> ${key} = ${value}`,
          ),
        )
        .returning({ id: auditLog.id });
      if (!counted)
        await db.insert(auditLog).values({ ...entry, details: { ...entry.details, count: 1 } });
    },
    async list(filter: AuditFilter): Promise<Array<AuditRow & { actorName: string | null }>> {
      const conditions: SQL[] = [];
      if (filter.actorId !== undefined) conditions.push(eq(auditLog.actorId, filter.actorId));
      if (filter.action) conditions.push(eq(auditLog.action, filter.action));
      if (filter.from) conditions.push(gte(auditLog.at, filter.from));
      if (filter.to) conditions.push(lte(auditLog.at, filter.to));
      const rows = await db
        .select({ entry: auditLog, actorName: users.fullName, actorMobile: users.mobile })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(...conditions))
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .offset(filter.begin)
        .limit(filter.length);
      return rows.map(({ entry, actorName, actorMobile }) => ({
        ...entry,
        actorName: actorName ?? actorMobile,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
