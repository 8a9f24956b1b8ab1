import { eq, sql } from 'drizzle-orm';
import { signInGuards, type Db } from '@skinscope/db';
import { SIGN_IN_RULES, type SignInGuard } from './sign-in-guard';

/** Failed sign-ins per account, in the database so that every replica sees the same counts. */
export interface SignInGuardsRepository {
  find(account: string): Promise<SignInGuard | null>;
  /** Counts one failure (a failure after a quiet day starts again at 1); returns the new state. */
  recordFailure(account: string, at: Date): Promise<SignInGuard>;
  clear(account: string): Promise<void>;
}

export function createSignInGuardsRepository(db: Db): SignInGuardsRepository {
  return {
    async find(account) {
      const [row] = await db
        .select({ failures: signInGuards.failures, lastFailureAt: signInGuards.lastFailureAt })
        .from(signInGuards)
        .where(eq(signInGuards.account, account));
      return row ?? null;
    },
    async recordFailure(account, at) {
      const forgetBefore = new Date(at.getTime() - SIGN_IN_RULES.forgetAfterMs);
      // One statement, so that concurrent failures each count.
      const [row] = await db
        .insert(signInGuards)
        .values({ account, failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: signInGuards.account,
          set: {
            failures: sql`case when ${signInGuards.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInGuards.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: signInGuards.failures, lastFailureAt: signInGuards.lastFailureAt });
      return row ?? { failures: 1, lastFailureAt: at };
    },
    async clear(account) {
      await db.delete(signInGuards).where(eq(signInGuards.account, account));
    },
  };
}
