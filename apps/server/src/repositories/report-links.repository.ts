import { desc, eq } from 'drizzle-orm';
import { records, reportLinks, users, type Db } from '@skinscope/db';
import { shareLinkQueries } from './share-links.repository';

export type ReportLinkRow = typeof reportLinks.$inferSelect;
export type NewReportLinkRow = typeof reportLinks.$inferInsert;

/** Report links (issue 19 #3), found by the digest of their token or by id. */
export function createReportLinksRepository(db: Db) {
  return {
    ...shareLinkQueries(db, reportLinks),
    async insert(values: NewReportLinkRow): Promise<ReportLinkRow> {
      const [row] = await db.insert(reportLinks).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
    async findById(id: number): Promise<ReportLinkRow | undefined> {
      const [row] = await db.select().from(reportLinks).where(eq(reportLinks.id, id)).limit(1);
      return row;
    },
    /** A customer's links, newest first, with their visit's date and their creator's name. */
    async listByCustomer(customerId: number) {
      return db
        .select({
          link: reportLinks,
          recordDate: records.createdAt,
          creator: { fullName: users.fullName, mobile: users.mobile },
        })
        .from(reportLinks)
        .innerJoin(records, eq(records.id, reportLinks.recordId))
        .leftJoin(users, eq(users.id, reportLinks.createdBy))
        .where(eq(reportLinks.customerId, customerId))
        .orderBy(desc(reportLinks.createdAt), desc(reportLinks.id));
    },
  };
}
