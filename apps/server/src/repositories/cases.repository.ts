import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { cases, type Db } from '@skinscope/db';
import type { ExampleCase, Scope } from '@skinscope/contracts';

export type CaseRow = typeof cases.$inferSelect;
export type NewCaseRow = typeof cases.$inferInsert;

export function toCaseView(row: CaseRow): ExampleCase {
  return {
    id: row.id,
    description: row.description,
    products: row.products,
    cares: row.cares,
    imgUrl: row.imgUrl,
    userId: row.userId,
    userName: row.userName,
    created: row.createdAt.toISOString(),
  };
}

export function createCasesRepository(db: Db) {
  return {
    async findById(id: number): Promise<CaseRow | undefined> {
      const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
      return row;
    },
    /** Newest first; a case matches when it has every selected item of both lists. */
    async list(
      tenant: { scope: Scope; ownerId: number },
      filter: {
        products?: string[] | undefined;
        cares?: string[] | undefined;
        begin: number;
        length: number;
      },
    ) {
      const conditions: SQL[] = [eq(cases.scope, tenant.scope), eq(cases.ownerId, tenant.ownerId)];
      if (filter.products?.length)
        conditions.push(sql`${cases.products} @> ${JSON.stringify(filter.products)}::jsonb`);
      if (filter.cares?.length)
        conditions.push(sql`${cases.cares} @> ${JSON.stringify(filter.cares)}::jsonb`);
      return db
        .select()
        .from(cases)
        .where(and(...conditions))
        .orderBy(desc(cases.createdAt), desc(cases.id))
        .offset(filter.begin)
        .limit(filter.length);
    },
    async insert(values: NewCaseRow): Promise<CaseRow> {
      const [row] = await db.insert(cases).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, values: Partial<NewCaseRow>): Promise<void> {
      await db.update(cases).set(values).where(eq(cases.id, id));
    },
    async remove(id: number): Promise<void> {
      await db.delete(cases).where(eq(cases.id, id));
    },
  };
}
