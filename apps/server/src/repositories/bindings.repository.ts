import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { customerBindings, customers, stores, users, type Db } from '@skinscope/db';
import type { Tenancy } from '../policy';
import { noSessionCache, type SessionCache } from './session-cache';

/**
 * `sessions` is told of every new binding: a signed-in user's session knows whether any
 * customer is bound to them (CustomerVisibility.hasBindings), and a list must not leave out a
 * customer bound a moment ago. An ended binding needs no word: a stale "has bindings" only
 * keeps a side in a statement that no longer matches.
 */
export function createBindingsRepository(db: Db, sessions: SessionCache = noSessionCache) {
  return {
    async bind(customerId: number, userId: number, createdBy: number): Promise<void> {
      sessions.forgetUser(userId);
      await db
        .insert(customerBindings)
        .values({ customerId, userId, createdBy })
        .onConflictDoNothing();
    },
    async unbind(customerId: number, userId: number): Promise<void> {
      await db
        .delete(customerBindings)
        .where(
          and(eq(customerBindings.customerId, customerId), eq(customerBindings.userId, userId)),
        );
    },
    /** Ends every authorisation a third party holds for the customers of one store. */
    async unbindStoreCustomers(userId: number, storeId: number): Promise<void> {
      await db
        .delete(customerBindings)
        .where(
          and(
            eq(customerBindings.userId, userId),
            inArray(
              customerBindings.customerId,
              db.select({ id: customers.id }).from(customers).where(eq(customers.storeId, storeId)),
            ),
          ),
        );
    },
    async boundUserIds(customerId: number): Promise<Set<number>> {
      const rows = await db
        .select({ userId: customerBindings.userId })
        .from(customerBindings)
        .where(eq(customerBindings.customerId, customerId));
      return new Set(rows.map((row) => row.userId));
    },
    /** Staff bound to a store (third parties of spec §2), with that store's name. */
    async usersOfStore(storeId: number) {
      return db
        .select({
          id: users.id,
          fullName: users.fullName,
          mobile: users.mobile,
          storeName: stores.name,
        })
        .from(users)
        .innerJoin(stores, eq(stores.id, users.storeId))
        .where(and(eq(users.storeId, storeId), eq(users.forbid, false)))
        .orderBy(asc(users.id));
    },
    /** Everyone of a company (same scope; owner id = company user id or own id), but one person. */
    async colleaguesOf({ scope, ownerId }: Tenancy, exceptUserId: number) {
      return db
        .select({ id: users.id, fullName: users.fullName, mobile: users.mobile })
        .from(users)
        .where(
          and(
            eq(users.scope, scope),
            or(eq(users.companyUserId, ownerId), eq(users.id, ownerId)),
            ne(users.id, exceptUserId),
            eq(users.forbid, false),
          ),
        )
        .orderBy(asc(users.id));
    },
  };
}
