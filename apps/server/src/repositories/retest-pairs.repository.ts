import { and, count, desc, eq, gte, max } from 'drizzle-orm';
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

/** Each dimension's score in a capture's stored result; null where it was not scored. */
export function capturedScores(
  findings: RetestCaptureFindings,
): Record<DetectDimension, number | null> {
  const result = findings.result as Partial<Record<DetectDimension, { score?: unknown }>> | null;
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((d) => {
      const score = result?.[d]?.score;
      return [d, typeof score === 'number' ? score : null];
    }),
  ) as Record<DetectDimension, number | null>;
}

const ofDevice = (device: CompanyDevice) =>
  and(
    eq(retestPairs.scope, device.scope),
    eq(retestPairs.ownerId, device.ownerId),
    eq(retestPairs.deviceLabel, device.deviceLabel),
  );

/** Test-retest pairs (issue 32 #1): per company and device, newest first. */
export function createRetestPairsRepository(db: Db) {
  return {
    /** Stores a pair; each capture's scores are kept beside its analysis for the card. */
    async insert(
      values: Omit<NewRetestPairRow, 'testScores' | 'retestScores'>,
    ): Promise<RetestPairRow> {
      const [row] = await db
        .insert(retestPairs)
        .values({
          ...values,
          testScores: capturedScores(values.test),
          retestScores: capturedScores(values.retest),
        })
        .returning();
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
     * What a device's card counts: one engine version's pairs taken since `since` — their
     * scores only, kept in columns of their own (a card reads 14 numbers of a pair, not its two
     * compressed analyses; DECISIONS §100).
     */
    async scoresOf(device: CompanyDevice, engineVersion: string, since: Date) {
      return db
        .select({
          test: retestPairs.testScores,
          retest: retestPairs.retestScores,
          testAccepted: retestPairs.testAccepted,
          retestAccepted: retestPairs.retestAccepted,
        })
        .from(retestPairs)
        .where(
          and(
            ofDevice(device),
            eq(retestPairs.engineVersion, engineVersion),
            gte(retestPairs.createdAt, since),
          ),
        );
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
