import { and, asc, eq, isNull, ne, or, ilike, sql, type SQL } from 'drizzle-orm';
import { stores, type Db } from '@skinscope/db';
import type { Scope, Store } from '@skinscope/contracts';
import { likePattern } from '../infra/like-pattern';
import { preparedShapes } from './prepared';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export interface StoreFilter {
  scope?: Scope | undefined;
  companyUserId?: number | undefined;
  /** A store shown besides those of scope and company (a staff member's bound store). */
  alsoStoreId?: number | null | undefined;
  name?: string | undefined;
  includeArchived?: boolean | undefined;
}

export function toStoreView(row: StoreRow): Store {
  return {
    id: row.id,
    name: row.name,
    clientName: row.clientName,
    scope: row.scope,
    companyUserId: row.companyUserId,
    archived: row.archived,
  };
}

export function createStoresRepository(db: Db) {
  const prepared = preparedShapes();
  return {
    async findById(id: number): Promise<StoreRow | undefined> {
      const statement = prepared('by-id', () =>
        db
          .select()
          .from(stores)
          .where(eq(stores.id, sql.placeholder('id')))
          .limit(1),
      );
      const [row] = await statement.execute({ id });
      return row;
    },
    async list(filter: StoreFilter): Promise<StoreRow[]> {
      const company: SQL[] = [];
      if (filter.scope) company.push(eq(stores.scope, filter.scope));
      if (filter.companyUserId !== undefined)
        company.push(eq(stores.companyUserId, filter.companyUserId));
      const conditions: SQL[] = [];
      const ofCompany = and(...company);
      if (ofCompany)
        conditions.push(
          filter.alsoStoreId == null
            ? ofCompany
            : (or(ofCompany, eq(stores.id, filter.alsoStoreId)) as SQL),
        );
      if (filter.name) conditions.push(ilike(stores.name, likePattern(filter.name)));
      if (!filter.includeArchived) conditions.push(eq(stores.archived, false));
      return db
        .select()
        .from(stores)
        .where(and(...conditions))
        .orderBy(asc(stores.name), asc(stores.id))
        .limit(500);
    },
    /** A live store of the same company with this name (trimmed, case-insensitive), but `exceptId`. */
    async findSameName(
      name: string,
      companyUserId: number | null,
      exceptId?: number,
    ): Promise<StoreRow | undefined> {
      const conditions: SQL[] = [
        eq(sql`lower(trim(${stores.name}))`, name.trim().toLowerCase()),
        companyUserId === null
          ? isNull(stores.companyUserId)
          : eq(stores.companyUserId, companyUserId),
        eq(stores.archived, false),
      ];
      if (exceptId !== undefined) conditions.push(ne(stores.id, exceptId));
      const [row] = await db
        .select()
        .from(stores)
        .where(and(...conditions))
        .limit(1);
      return row;
    },
    async insert(values: NewStoreRow): Promise<StoreRow> {
      const [row] = await db.insert(stores).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, values: Partial<NewStoreRow>): Promise<StoreRow | undefined> {
      const [row] = await db.update(stores).set(values).where(eq(stores.id, id)).returning();
      return row;
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
