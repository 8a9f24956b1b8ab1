import { and, asc, count, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { signInGuards, stores, users, type Db } from '@skinscope/db';
import type { Company, UserListQuery, UserListRow } from '@skinscope/contracts';
import { noSessionCache, type SessionCache } from './session-cache';
import type { SignInGuard } from './sign-in-guards.repository';
import { likePattern } from '../infra/like-pattern';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** `sessions` (the app's session cache) is told of every change to a user: signed-in requests see it at once. */
export function createUsersRepository(db: Db, sessions: SessionCache = noSessionCache) {
  return {
    async findByMobile(mobile: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
      return row;
    },
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    /** user/list: name and mobile contain the filters; oldest accounts first, stable paging. */
    async list(
      query: UserListQuery,
    ): Promise<Array<Omit<UserListRow, 'lockedUntil'> & { guard: SignInGuard | null }>> {
      const conditions: SQL[] = [];
      if (query.name) conditions.push(ilike(users.fullName, likePattern(query.name)));
      if (query.mobile) conditions.push(ilike(users.mobile, likePattern(query.mobile)));
      const rows = await db
        .select({
          id: users.id,
          fullName: users.fullName,
          mobile: users.mobile,
          scope: users.scope,
          role: users.role,
          companyUserId: users.companyUserId,
          storeId: users.storeId,
          storeName: stores.name,
          canScan: users.canScan,
          canUpload: users.canUpload,
          forbid: users.forbid,
          failures: signInGuards.failures,
          lastFailureAt: signInGuards.lastFailureAt,
        })
        .from(users)
        .leftJoin(stores, eq(stores.id, users.storeId))
        // The guard key of an existing account (sign-in-guard.ts guardKeyOf).
        .leftJoin(signInGuards, eq(signInGuards.account, sql`'user:' || ${users.id}`))
        .where(and(...conditions))
        .orderBy(asc(users.id))
        .offset(query.begin)
        .limit(query.length);
      return rows.map(({ failures, lastFailureAt, ...row }) => ({
        ...row,
        guard: failures === null || lastFailureAt === null ? null : { failures, lastFailureAt },
      }));
    },
    /** Accounts heading a company: no company of their own, a scope other than pubdom. */
    async listCompanies(): Promise<Company[]> {
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          mobile: users.mobile,
          scope: users.scope,
        })
        .from(users)
        .where(and(isNull(users.companyUserId), ne(users.scope, 'pubdom')))
        .orderBy(asc(users.id))
        .limit(500);
    },
    async count(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users);
      return row?.value ?? 0;
    },
    async update(id: number, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
      sessions.forgetUser(id);
      const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },
    async insert(values: NewUserRow): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
