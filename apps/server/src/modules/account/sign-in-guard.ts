import { createHash } from 'node:crypto';
import type { SignInGuard } from '../../repositories/sign-in-guards.repository';

/**
 * Account protection (DECISIONS "Sign-in and SMS limits"). Failed sign-ins from browsers new to
 * an account are counted per account, whatever the address: a few mistakes cost nothing, then
 * each further failure makes the next try wait longer, and from the tenth the account is held
 * for new browsers until the hold runs out, an SMS code, a password reset or an administrator
 * lifts it: at most ten guesses an hour, from all addresses together. A browser that signed in
 * to the account before (its device cookie, issue 29 #1) is not held by that: its failures are
 * counted under its own key with the same rules, and once those hold it, it counts as new.
 */
export const SIGN_IN_RULES = {
  /** Failures 1–4 cost nothing: typing mistakes. */
  freeFailures: 4,
  /** The 5th failure makes the next try wait 1 s, doubling with each failure: 1, 2, 4, 8, 16 s. */
  firstDelayMs: 1_000,
  /** The 10th failure holds the account for an hour, doubling with each failure after it. */
  holdAfter: 10,
  holdMs: 3_600_000,
  maxHoldMs: 24 * 3_600_000,
  /** Failures older than a day are forgotten. */
  forgetAfterMs: 24 * 3_600_000,
  /** Per address only a high ceiling: failed sign-ins from one address in 15 minutes. */
  addressWindowMs: 15 * 60_000,
  addressFailures: 100,
} as const;

export type { SignInGuard };

export type SignInBlock = { kind: 'wait' | 'held'; until: Date } | null;

/** The key an account's failures are counted under; unknown names are hashed, never stored. */
export function guardKeyOf(userId: number | null, typedName: string): string {
  if (userId !== null) return `user:${userId}`;
  return `name:${createHash('sha256').update(typedName).digest('hex')}`;
}

/** The key a known browser's own failures are counted under (its device cookie's id). */
export function deviceGuardKeyOf(userId: number, deviceId: string): string {
  return `device:${userId}:${deviceId}`;
}

/** Whether a sign-in may be tried now, given the account's failures so far. */
export function signInBlock(guard: SignInGuard | null, now: Date): SignInBlock {
  if (!guard) return null;
  const { failures, lastFailureAt } = guard;
  const since = now.getTime() - lastFailureAt.getTime();
  if (since >= SIGN_IN_RULES.forgetAfterMs || failures <= SIGN_IN_RULES.freeFailures) return null;
  const held = failures >= SIGN_IN_RULES.holdAfter;
  const waitMs = held
    ? Math.min(
        SIGN_IN_RULES.holdMs * 2 ** (failures - SIGN_IN_RULES.holdAfter),
        SIGN_IN_RULES.maxHoldMs,
      )
    : SIGN_IN_RULES.firstDelayMs * 2 ** (failures - SIGN_IN_RULES.freeFailures - 1);
  if (since >= waitMs) return null;
  return { kind: held ? 'held' : 'wait', until: new Date(lastFailureAt.getTime() + waitMs) };
}
