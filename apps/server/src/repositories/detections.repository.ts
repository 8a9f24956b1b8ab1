import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { pairKey } from '@skinscope/contracts';
import { detections, type Db } from '@skinscope/db';
import { anyOf, preparedShapes } from './prepared';

export type DetectionRow = typeof detections.$inferSelect;
export type NewDetectionRow = typeof detections.$inferInsert;

export function createDetectionsRepository(db: Db) {
  const prepared = preparedShapes();
  /**
   * The analyses of several records in one query, oldest first: one prepared statement however
   * many records (an array parameter, not a list of them).
   */
  async function listByRecords(recordIds: readonly number[]): Promise<DetectionRow[]> {
    if (recordIds.length === 0) return [];
    const statement = prepared('by-records', () =>
      db
        .select()
        .from(detections)
        .where(anyOf(detections.recordId, 'recordIds'))
        .orderBy(asc(detections.id)),
    );
    return statement.execute({ recordIds: [...recordIds] });
  }

  return {
    /**
     * Stores an analysis. A record's pair has one analysis: a new one of the same pair replaces
     * it in place (same id, so its masks are overwritten too); `replaced` tells which.
     */
    async save(values: NewDetectionRow): Promise<{ row: DetectionRow; replaced: boolean }> {
      const { result, measures, quality, version, userId, part, position } = values;
      const [saved] = await db
        .insert(detections)
        .values(values)
        .onConflictDoUpdate({
          target: [detections.recordId, detections.normalKey, detections.polarisedKey],
          set: {
            result,
            measures,
            quality,
            version,
            userId,
            part,
            position,
            createdAt: new Date(),
          },
        })
        // xmax is 0 on a row the statement inserted, its transaction's id on one it updated.
        .returning({ ...getTableColumns(detections), replaced: sql<boolean>`xmax::text <> '0'` });
      const { replaced, ...row } = saved!;
      return { row, replaced };
    },
    async findById(id: number): Promise<DetectionRow | undefined> {
      const [row] = await db.select().from(detections).where(eq(detections.id, id)).limit(1);
      return row;
    },
    /** A record's analyses, oldest first: one per pair. */
    async listByRecord(recordId: number): Promise<DetectionRow[]> {
      return listByRecords([recordId]);
    },
    listByRecords,
    /** Which of these pairs (normal key + polarised key) of a record already have an analysis. */
    async analysedPairs(recordId: number, normalKeys: string[]): Promise<Set<string>> {
      if (normalKeys.length === 0) return new Set();
      const rows = await db
        .select({ normalKey: detections.normalKey, polarisedKey: detections.polarisedKey })
        .from(detections)
        .where(and(eq(detections.recordId, recordId), inArray(detections.normalKey, normalKeys)));
      return new Set(rows.map((row) => pairKey(row.normalKey, row.polarisedKey)));
    },
  };
}
