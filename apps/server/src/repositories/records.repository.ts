import { desc, eq } from 'drizzle-orm';
import { records, type Db } from '@skinscope/db';

export type RecordRow = typeof records.$inferSelect;
export type NewRecordRow = typeof records.$inferInsert;

export function createRecordsRepository(db: Db) {
  return {
    async findById(id: number): Promise<RecordRow | undefined> {
      const [row] = await db.select().from(records).where(eq(records.id, id)).limit(1);
      return row;
    },
    /** Newest first (spec §9: history sorted by date, newest first). */
    async listByCustomer(customerId: number): Promise<RecordRow[]> {
      return db
        .select()
        .from(records)
        .where(eq(records.customerId, customerId))
        .orderBy(desc(records.createdAt), desc(records.id));
    },
    async latestOf(customerId: number): Promise<RecordRow | undefined> {
      const [row] = await db
        .select()
        .from(records)
        .where(eq(records.customerId, customerId))
        .orderBy(desc(records.createdAt), desc(records.id))
        .limit(1);
      return row;
    },
    async insert(values: NewRecordRow): Promise<RecordRow> {
      const [row] = await db.insert(records).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async update(id: number, values: Partial<NewRecordRow>): Promise<RecordRow | undefined> {
      const [row] = await db.update(records).set(values).where(eq(records.id, id)).returning();
      return row;
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
