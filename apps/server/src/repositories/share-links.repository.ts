import { eq, sql } from 'drizzle-orm';
import type { Db, dataLinks, reportLinks, studyLinks } from '@skinscope/db';
import { preparedShapes } from './prepared';

type ShareLinkTable = typeof reportLinks | typeof studyLinks | typeof dataLinks;

/**
 * What every share link's table answers alike (a customer's report and her data page, a study's
 * for its sponsor):
 * found by its token's digest, revoked, its openings counted.
 */
export function shareLinkQueries<Table extends ShareLinkTable>(db: Db, table: Table) {
  // The tables share these columns (schema.ts `shareLinkColumns`); one view of them serves both.
  const links = table as typeof reportLinks;
  const prepared = preparedShapes();
  return {
    /** Every opening of a link (its page and each of its images) starts here: prepared. */
    async findByTokenHash(tokenHash: string): Promise<Table['$inferSelect'] | undefined> {
      const statement = prepared('by-token', () =>
        db
          .select()
          .from(links)
          .where(eq(links.tokenHash, sql.placeholder('tokenHash')))
          .limit(1),
      );
      const [row] = await statement.execute({ tokenHash });
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
