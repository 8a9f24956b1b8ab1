import { and, count, desc, eq, gte, max, sql, type SQL } from 'drizzle-orm';
import { retestPairs, users, type Db, type RetestCaptureFindings } from '@skinscope/db';
import { DETECT_DIMENSIONS, type DetectDimension, type Scope } from '@skinscope/contracts';

export type { RetestCaptureFindings };
export type RetestPairRow = typeof retestPairs.$inferSelect;
export type NewRetestPairRow = typeof retestPairs.$inferInsert;
export type RetestPairWithAuthor = RetestPairRow & { userName: string | null };

/** A company's device: the camera label within the company (scope + owner id). */
export interface CompanyDevice {
  scope: Scope;
  ownerId: number;
  deviceLabel: string;
}

/**
 * Each dimension's score of a capture's stored result (`picked.${column}`, below), built in the
 * database: a card needs 14 numbers of a pair, not its two ≈ 1 KB analyses.
 */
const scoresIn = (column: 'test' | 'retest'): SQL<Partial<Record<DetectDimension, unknown>>> =>
  sql`jsonb_build_object(${sql.join(
    DETECT_DIMENSIONS.map(
      (d) =>
        sql`${sql.raw(`'${d}'`)}, ${sql.raw(`picked.${column}`)} -> ${sql.raw(`'${d}'`)} -> 'score'`,
    ),
    sql`, `,
  )})`;

const ofDevice = (device: CompanyDevice) =>
  and(
    eq(retestPairs.scope, device.scope),
    eq(retestPairs.ownerId, device.ownerId),
    eq(retestPairs.deviceLabel, device.deviceLabel),
  );

/** Test-retest pairs (issue 32 #1): per company and device, newest first. */
export function createRetestPairsRepository(db: Db) {
  return {
    async insert(values: NewRetestPairRow): Promise<RetestPairRow> {
      const [row] = await db.insert(retestPairs).values(values).returning();
      return row!;
    },
    async findById(id: number): Promise<RetestPairRow | undefined> {
      const [row] = await db.select().from(retestPairs).where(eq(retestPairs.id, id)).limit(1);
      return row;
    },
    /** A device's pairs, newest first, with the name of who took each. */
    async listByDevice(device: CompanyDevice): Promise<RetestPairWithAuthor[]> {
      const rows = await db
        .select({ row: retestPairs, userName: users.fullName })
        .from(retestPairs)
        .leftJoin(users, eq(users.id, retestPairs.userId))
        .where(ofDevice(device))
        .orderBy(desc(retestPairs.createdAt), desc(retestPairs.id));
      return rows.map(({ row, userName }) => ({ ...row, userName }));
    },
    /**
     * What a device's card counts: one engine version's pairs taken since `since`, each
     * capture's scores only.
     */
    async scoresOf(device: CompanyDevice, engineVersion: string, since: Date) {
      // Each row's stored analyses are compressed (TOAST): every `->` on the column would
      // decompress it again, 14 times a pair. The subquery takes each `result` out once (OFFSET 0
      // keeps PostgreSQL from folding it into the outer select); with 1,000 pairs this halved
      // the query (DECISIONS §98, `npm run bench -- device-repeatability`).
      const picked = sql`(select ${retestPairs.test} -> 'result' as test,
          ${retestPairs.retest} -> 'result' as retest,
          ${retestPairs.testAccepted} as test_accepted,
          ${retestPairs.retestAccepted} as retest_accepted
        from ${retestPairs}
        where ${and(
          ofDevice(device),
          eq(retestPairs.engineVersion, engineVersion),
          gte(retestPairs.createdAt, since),
        )}
        offset 0) as picked`;
      return db
        .select({
          test: scoresIn('test'),
          retest: scoresIn('retest'),
          testAccepted: sql<boolean>`picked.test_accepted`,
          retestAccepted: sql<boolean>`picked.retest_accepted`,
        })
        .from(picked);
    },
    /** Each device of a company with pairs: how many, and when the newest was taken. */
    async devicesOf(company: Omit<CompanyDevice, 'deviceLabel'>) {
      return db
        .select({
          deviceLabel: retestPairs.deviceLabel,
          pairs: count(),
          lastPairAt: max(retestPairs.createdAt),
        })
        .from(retestPairs)
        .where(and(eq(retestPairs.scope, company.scope), eq(retestPairs.ownerId, company.ownerId)))
        .groupBy(retestPairs.deviceLabel);
    },
    /**
     * Per device of a company, the accepted pairs one engine version took since `since` (what
     * its card counts); devices without any are left out.
     */
    async acceptedCountsOf(
      company: Omit<CompanyDevice, 'deviceLabel'>,
      engineVersion: string,
      since: Date,
    ) {
      return db
        .select({ deviceLabel: retestPairs.deviceLabel, accepted: count() })
        .from(retestPairs)
        .where(
          and(
            eq(retestPairs.scope, company.scope),
            eq(retestPairs.ownerId, company.ownerId),
            eq(retestPairs.engineVersion, engineVersion),
            gte(retestPairs.createdAt, since),
            eq(retestPairs.testAccepted, true),
            eq(retestPairs.retestAccepted, true),
          ),
        )
        .groupBy(retestPairs.deviceLabel);
    },
    async delete(id: number): Promise<void> {
      await db.delete(retestPairs).where(eq(retestPairs.id, id));
    },
  };
}
