import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customers, records, type Db } from '@skinscope/db';
import type { Scan } from '@skinscope/contracts';
import type { Tenancy } from '../policy';
import { preparedShapes } from './prepared';
import { linkedPhotosJson, scanOfPhotos, scansOf, writeScan } from './record-scans';

type StoredRecord = typeof records.$inferSelect;
/** A record with its scan, read from the photos that name it. */
export type RecordRow = StoredRecord & { scan: Scan };
export type NewRecordRow = typeof records.$inferInsert & { scan?: Scan };

/**
 * A record is a finished visit once completed_at is set (summary saved); until then it is a
 * draft (issue 17 #26). Every query that counts visits uses `isVisit`.
 */
export const isVisit = isNotNull(records.completedAt);

export type RecordKind = 'visits' | 'drafts' | 'all';
const KIND_CONDITIONS: Record<RecordKind, SQL | undefined> = {
  visits: isVisit,
  drafts: isNull(records.completedAt),
  all: undefined,
};

/** A record read with `linkedPhotosJson`: the record and its scan. */
const recordWithScan = (row: {
  record: StoredRecord;
  photos: Parameters<typeof scanOfPhotos>[0];
}): RecordRow => ({ ...row.record, scan: scanOfPhotos(row.photos) });

export function createRecordsRepository(db: Db) {
  const prepared = preparedShapes();
  async function withScans(rows: StoredRecord[]): Promise<RecordRow[]> {
    const scans = await scansOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({ ...row, scan: scans.get(row.id) ?? { photos: [] } }));
  }
  const first = async (rows: StoredRecord[]) => (await withScans(rows))[0];

  return {
    /** A record with its photos, in one prepared statement (every record read starts here). */
    async findById(id: number): Promise<RecordRow | undefined> {
      const statement = prepared('by-id', () =>
        db
          .select({ record: records, photos: linkedPhotosJson(records.id) })
          .from(records)
          .where(eq(records.id, sql.placeholder('id')))
          .limit(1),
      );
      const [row] = await statement.execute({ id });
      return row && recordWithScan(row);
    },
    /** Several records by id (an efficacy study's visits), in no particular order. */
    async listByIds(ids: readonly number[]): Promise<RecordRow[]> {
      if (ids.length === 0) return [];
      return withScans(
        await db
          .select()
          .from(records)
          .where(inArray(records.id, [...ids])),
      );
    },
    /**
     * A customer's records, newest first (spec §9: history sorted by date, newest first):
     * finished visits (default), drafts, or everything stored (the customer's data export).
     */
    async listByCustomer(customerId: number, which: RecordKind = 'visits'): Promise<RecordRow[]> {
      // Issue 35 #2: one prepared statement per kind, each record with its photos.
      const statement = prepared(`by-customer:${which}`, () =>
        db
          .select({ record: records, photos: linkedPhotosJson(records.id) })
          .from(records)
          // and() leaves out an undefined condition: 'all' filters by customer only.
          .where(and(eq(records.customerId, sql.placeholder('customerId')), KIND_CONDITIONS[which]))
          .orderBy(desc(records.createdAt), desc(records.id)),
      );
      const rows = await statement.execute({ customerId });
      return rows.map(recordWithScan);
    },
    /** The customer's latest finished visit (a draft is no visit: issue 17 #26). */
    async latestOf(customerId: number): Promise<RecordRow | undefined> {
      return first(
        await db
          .select()
          .from(records)
          .where(and(eq(records.customerId, customerId), isVisit))
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
    /**
     * Issue 33 #5: the finished visits from `since` on of the company's customers who had a visit
     * recommending the care item or goods product `item` then, oldest first, each with her store. Which visits recommended it
     * the domain decides (`parseStoredRecommend`); the condition here only narrows the read.
     */
    async listCareCourses(
      company: Tenancy,
      item: { field: 'products' | 'goods'; key: string },
      since: Date,
    ): Promise<Array<RecordRow & { storeId: number | null }>> {
      const recommending = alias(records, 'recommending');
      // The recommendation's comma list of care items (`products`) or of goods (`goods`).
      const listed = sql`(',' || replace(${recommending.recommend}->>${item.field}, ' ', '') || ',')`;
      const rows = await db
        .select({ record: records, storeId: customers.storeId })
        .from(records)
        .innerJoin(customers, eq(customers.id, records.customerId))
        .where(
          and(
            eq(customers.scope, company.scope),
            eq(customers.ownerId, company.ownerId),
            isVisit,
            gte(records.createdAt, since),
            inArray(
              records.customerId,
              db
                .select({ customerId: recommending.customerId })
                .from(recommending)
                .where(
                  and(
                    isNotNull(recommending.completedAt),
                    gte(recommending.createdAt, since),
                    sql`${listed} like ${`%,${item.key},%`}`,
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(records.createdAt), asc(records.id));
      const withScan = await withScans(rows.map((row) => row.record));
      return withScan.map((record, index) => ({
        ...record,
        storeId: rows[index]?.storeId ?? null,
      }));
    },
    /** Deletes a record; its photos stay the customer's (photos.record_id is set null). */
    async remove(id: number): Promise<void> {
      await db.delete(records).where(eq(records.id, id));
    },
  };
}

export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
