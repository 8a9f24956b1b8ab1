import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { verificationCodes, type Db } from '@skinscope/db';
import type { CodePurpose } from '@skinscope/contracts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export function createVerificationCodesRepository(db: Db) {
  return {
    /** Serialises code requests for one mobile (across replicas) until the transaction ends. */
    async lockMobile(mobile: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`);
    },
    async latestCreatedAt(mobile: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(eq(verificationCodes.mobile, mobile))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return row?.createdAt;
    },
    async countSince(mobile: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.mobile, mobile), gt(verificationCodes.createdAt, since)));
      return row?.value ?? 0;
    },
    /** Issues a new code and retires every earlier live one for the same mobile and purpose. */
    async replace(values: {
      mobile: string;
      purpose: CodePurpose;
      codeHash: string;
      salt: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: values.createdAt })
        .where(
          and(
            eq(verificationCodes.mobile, values.mobile),
            eq(verificationCodes.purpose, values.purpose),
            isNull(verificationCodes.consumedAt),
          ),
        );
      await db.insert(verificationCodes).values(values);
    },
    async findLive(
      mobile: string,
      purpose: CodePurpose,
      now: Date,
    ): Promise<VerificationCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.mobile, mobile),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1)
        .for('update');
      return row;
    },
    async recordWrongGuess(id: number, attempts: number, retire: Date | null): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ attempts, consumedAt: retire })
        .where(eq(verificationCodes.id, id));
    },
    async consume(id: number, at: Date): Promise<void> {
      await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(eq(verificationCodes.id, id));
    },
  };
}

export type VerificationCodesRepository = ReturnType<typeof createVerificationCodesRepository>;
