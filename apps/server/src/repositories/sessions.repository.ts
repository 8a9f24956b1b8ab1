import { and, eq, isNull, sql } from 'drizzle-orm';
import { customerBindings, sessions, users, type Db } from '@skinscope/db';
import { preparedShapes } from './prepared';
import { qualified } from './qualified';
import { noSessionCache, type SessionCache, type SessionWithUser } from './session-cache';

export type SessionRow = typeof sessions.$inferSelect;

/** `cache` keeps session reads for a few seconds and is told of every change (session-cache.ts). */
export function createSessionsRepository(db: Db, cache: SessionCache = noSessionCache) {
  const prepared = preparedShapes();
  // Every signed-in request's check (when not cached): one prepared statement.
  const withUser = () =>
    prepared('session-with-user', () =>
      db
        .select({
          session: sessions,
          user: users,
          hasBindings: sql<boolean>`exists (select 1 from ${customerBindings} where ${customerBindings.userId} = ${qualified(users.id)})`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
        .limit(1),
    );
  return {
    async create(values: {
      userId: number;
      tokenHash: string;
      /** The service's clock, not the database's: expiry and sliding are judged by it. */
      createdAt: Date;
      expiresAt: Date;
    }): Promise<SessionRow> {
      const [row] = await db
        .insert(sessions)
        .values({ ...values, lastUsedAt: values.createdAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findWithUser(tokenHash: string): Promise<SessionWithUser | undefined> {
      const cached = cache.get(tokenHash);
      if (cached) return cached;
      const [row] = await withUser().execute({ tokenHash });
      if (row) cache.put(tokenHash, row);
      return row;
    },
    async extend(id: number, lastUsedAt: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastUsedAt, expiresAt }).where(eq(sessions.id, id));
      cache.extended(id, lastUsedAt, expiresAt);
    },
    async revokeAllForUser(userId: number, at: Date): Promise<void> {
      cache.forgetUser(userId);
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },
    /** 顾客模式 (issue 29 #5): the customer the session is handed to, or null to leave it. */
    async setCustomerMode(id: number, customerId: number | null): Promise<void> {
      cache.forgetSession(id);
      await db
        .update(sessions)
        .set({ customerModeCustomerId: customerId })
        .where(eq(sessions.id, id));
    },
    async revoke(id: number, at: Date): Promise<void> {
      cache.forgetSession(id);
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
