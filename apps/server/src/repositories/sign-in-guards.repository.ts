import { eq, sql } from 'drizzle-orm';
import { signInGuards, type Db } from '@skinscope/db';

/** An account's failed sign-ins so far (the rules are in modules/account/sign-in-guard.ts). */
export interface SignInGuard {
  failures: number;
  lastFailureAt: Date;
}

/** Failed sign-ins per account, in the database so that every replica sees the same counts. */
export interface SignInGuardsRepository {
  find(account: string): Promise<SignInGuard | null>;
  /**
   * Counts one failure; when the last one is older than `forgetBefore` the count starts again
   * at 1. Returns the new state.
   */
  recordFailure(account: string, at: Date, forgetBefore: Date): Promise<SignInGuard>;
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
    async recordFailure(account, at, forgetBefore) {
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
