import { eq, sql } from 'drizzle-orm';
import type { Db, dataLinks, reportLinks, studyLinks } from '@skinscope/db';

type ShareLinkTable = typeof reportLinks | typeof studyLinks | typeof dataLinks;

/**
 * What every share link's table answers alike (a customer's report and her data page, a study's
 * for its sponsor):
 * found by its token's digest, revoked, its openings counted.
 */
export function shareLinkQueries<Table extends ShareLinkTable>(db: Db, table: Table) {
  // The tables share these columns (schema.ts `shareLinkColumns`); one view of them serves both.
  const links = table as typeof reportLinks;
  return {
    async findByTokenHash(tokenHash: string): Promise<Table['$inferSelect'] | undefined> {
      const [row] = await db.select().from(links).where(eq(links.tokenHash, tokenHash)).limit(1);
      return row;
    },
    async revoke(id: number, at: Date): Promise<void> {
      await db.update(links).set({ revokedAt: at }).where(eq(links.id, id));
    },
    async countView(id: number, at: Date): Promise<void> {
      await db
        .update(links)
        .set({ views: sql`${links.views} + 1`, lastViewedAt: at })
        .where(eq(links.id, id));
    },
  };
}
