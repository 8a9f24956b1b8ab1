import { and, desc, eq } from 'drizzle-orm';
import { dataLinks, users, type Db } from '@skinscope/db';
import { shareLinkQueries } from './share-links.repository';

export type DataLinkRow = typeof dataLinks.$inferSelect;

/** Links to a customer's own data page, 我的数据 (issue 34 #1). */
export function createDataLinksRepository(db: Db) {
  return {
    ...shareLinkQueries(db, dataLinks),
    async insert(values: typeof dataLinks.$inferInsert): Promise<DataLinkRow> {
      const [row] = await db.insert(dataLinks).values(values).returning();
      return row!;
    },
    async find(customerId: number, id: number): Promise<DataLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(dataLinks)
        .where(and(eq(dataLinks.customerId, customerId), eq(dataLinks.id, id)))
        .limit(1);
      return row;
    },
    /** Her links, newest first, with their creator's name. */
    async listByCustomer(customerId: number) {
      return db
        .select({ link: dataLinks, creator: { fullName: users.fullName, mobile: users.mobile } })
        .from(dataLinks)
        .leftJoin(users, eq(users.id, dataLinks.createdBy))
        .where(eq(dataLinks.customerId, customerId))
        .orderBy(desc(dataLinks.createdAt), desc(dataLinks.id));
    },
  };
}
