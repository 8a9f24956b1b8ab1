import { and, desc, eq } from 'drizzle-orm';
import { studyLinks, users, type Db } from '@skinscope/db';
import { shareLinkQueries } from './share-links.repository';

export type StudyLinkRow = typeof studyLinks.$inferSelect;

/** A study's share links for its sponsor (issue 33 #6). */
export function createStudyLinksRepository(db: Db) {
  return {
    ...shareLinkQueries(db, studyLinks),
    async insert(values: typeof studyLinks.$inferInsert): Promise<StudyLinkRow> {
      const [row] = await db.insert(studyLinks).values(values).returning();
      return row!;
    },
    async find(studyId: number, id: number): Promise<StudyLinkRow | undefined> {
      const [row] = await db
        .select()
        .from(studyLinks)
        .where(and(eq(studyLinks.studyId, studyId), eq(studyLinks.id, id)))
        .limit(1);
      return row;
    },
    /** A study's links, newest first, with their creator's name. */
    async listByStudy(studyId: number) {
      return db
        .select({ link: studyLinks, creator: { fullName: users.fullName, mobile: users.mobile } })
        .from(studyLinks)
        .leftJoin(users, eq(users.id, studyLinks.createdBy))
        .where(eq(studyLinks.studyId, studyId))
        .orderBy(desc(studyLinks.createdAt), desc(studyLinks.id));
    },
  };
}
