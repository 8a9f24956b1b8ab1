import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { customers, dataRequests, stores, users, type Db } from '@skinscope/db';
import type { DataRequestKind, DataRequestStatus, Scope } from '@skinscope/contracts';

export type DataRequestRow = typeof dataRequests.$inferSelect;

/** A request with the names staff see beside it. */
const staffColumns = {
  request: dataRequests,
  customerName: customers.fullName,
  storeName: stores.name,
  handler: { fullName: users.fullName, mobile: users.mobile },
};

/** A customer's requests about her own data (issue 34 #1). */
export function createDataRequestsRepository(db: Db) {
  const staffRows = (where: SQL | undefined) =>
    db
      .select(staffColumns)
      .from(dataRequests)
      .leftJoin(customers, eq(customers.id, dataRequests.customerId))
      .leftJoin(stores, eq(stores.id, dataRequests.storeId))
      .leftJoin(users, eq(users.id, dataRequests.handledBy))
      .where(where);

  return {
    /**
     * Holds the customer's requests of one kind until the transaction ends, so that two
     * submissions at once cannot both find none open.
     */
    async lockKind(customerId: number, kind: DataRequestKind): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`data_request:${customerId}:${kind}`}))`,
      );
    },
    async findOpen(customerId: number, kind: DataRequestKind): Promise<DataRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(dataRequests)
        .where(
          and(
            eq(dataRequests.customerId, customerId),
            eq(dataRequests.kind, kind),
            eq(dataRequests.status, 'open'),
          ),
        )
        .limit(1);
      return row;
    },
    async insert(values: typeof dataRequests.$inferInsert): Promise<DataRequestRow> {
      const [row] = await db.insert(dataRequests).values(values).returning();
      return row!;
    },
    async findById(id: number): Promise<DataRequestRow | undefined> {
      const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id)).limit(1);
      return row;
    },
    /** Her requests, newest first (what 我的数据 lists). */
    listOfCustomer: (customerId: number) =>
      db
        .select()
        .from(dataRequests)
        .where(eq(dataRequests.customerId, customerId))
        .orderBy(desc(dataRequests.requestedAt), desc(dataRequests.id)),
    /** Her requests as staff see them, newest first. */
    listForStaffOfCustomer: (customerId: number) =>
      staffRows(eq(dataRequests.customerId, customerId)).orderBy(
        desc(dataRequests.requestedAt),
        desc(dataRequests.id),
      ),
    /**
     * A company's open requests, the earliest due first; with `storeId`, that store's and those
     * of customers filed under no store.
     */
    listOpen: (company: { scope: Scope; ownerId: number }, storeId: number | null) =>
      staffRows(
        and(
          eq(dataRequests.scope, company.scope),
          eq(dataRequests.ownerId, company.ownerId),
          eq(dataRequests.status, 'open'),
          storeId === null
            ? undefined
            : or(eq(dataRequests.storeId, storeId), isNull(dataRequests.storeId)),
        ),
      ).orderBy(asc(dataRequests.dueOn), asc(dataRequests.id)),
    /** Closes an open request; false when it was no longer open (a colleague was quicker). */
    async close(
      id: number,
      change: { status: Exclude<DataRequestStatus, 'open'>; at: Date; by: number; note?: string },
    ): Promise<boolean> {
      const rows = await db
        .update(dataRequests)
        .set({
          status: change.status,
          handledAt: change.at,
          handledBy: change.by,
          note: change.note ?? null,
        })
        .where(and(eq(dataRequests.id, id), eq(dataRequests.status, 'open')))
        .returning({ id: dataRequests.id });
      return rows.length > 0;
    },
  };
}
