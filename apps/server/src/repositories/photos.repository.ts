import { and, eq, inArray } from 'drizzle-orm';
import { photos, type Db } from '@skinscope/db';

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;

export function createPhotosRepository(db: Db) {
  return {
    async insert(values: NewPhotoRow): Promise<PhotoRow> {
      const [row] = await db.insert(photos).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findByKey(storageKey: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .select()
        .from(photos)
        .where(eq(photos.storageKey, storageKey))
        .limit(1);
      return row;
    },
    async findByKeys(customerId: number, keys: string[]): Promise<PhotoRow[]> {
      if (keys.length === 0) return [];
      return db
        .select()
        .from(photos)
        .where(and(eq(photos.customerId, customerId), inArray(photos.storageKey, keys)));
    },
    async listByRecord(recordId: number): Promise<PhotoRow[]> {
      return db
        .select()
        .from(photos)
        .where(eq(photos.recordId, recordId))
        .orderBy(photos.position, photos.id);
    },
  };
}
