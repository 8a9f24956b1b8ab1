import { desc, eq } from 'drizzle-orm';
import { records, type Db } from '@skinscope/db';
import type { Scan } from '@skinscope/contracts';
import { scansOf, writeScan } from './record-scans';

type StoredRecord = typeof records.$inferSelect;
/** A record with its scan, read from the photos that name it. */
export type RecordRow = StoredRecord & { scan: Scan };
export type NewRecordRow = typeof records.$inferInsert & { scan?: Scan };

export function createRecordsRepository(db: Db) {
  async function withScans(rows: StoredRecord[]): Promise<RecordRow[]> {
    const scans = await scansOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, scan: scans.get(row.id) ?? { photos: [] } }));
  }
  const first = async (rows: StoredRecord[]) => (await withScans(rows))[0];

  return {
    async findById(id: number): Promise<RecordRow | undefined> {
      return first(await db.select().from(records).where(eq(records.id, id)).limit(1));
    },
    /** Newest first (spec §9: history sorted by date, newest first). */
    async listByCustomer(customerId: number): Promise<RecordRow[]> {
      return withScans(
        await db
          .select()
          .from(records)
          .where(eq(records.customerId, customerId))
          .orderBy(desc(records.createdAt), desc(records.id)),
      );
    },
    async latestOf(customerId: number): Promise<RecordRow | undefined> {
      return first(
        await db
          .select()
          .from(records)
          .where(eq(records.customerId, customerId))
          .orderBy(desc(records.createdAt), desc(records.id))
          .limit(1),
      );
    },
    /** Stores the record and, when given, links its scan's photos to it. */
    async insert({ scan, ...values }: NewRecordRow): Promise<RecordRow> {
      const [row] = await db.insert(records).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      if (scan) await writeScan(db, row, scan);
      return { ...row, scan: scan ?? { photos: [] } };
    },
    async update(
      id: number,
      { scan, ...values }: Partial<NewRecordRow>,
    ): Promise<StoredRecord | undefined> {
      const [row] = await db.update(records).set(values).where(eq(records.id, id)).returning();
      if (row && scan) await writeScan(db, row, scan);
      return row;
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
