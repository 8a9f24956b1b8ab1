import { and, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
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
    async insert(entry: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(entry);
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
