import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters, type Db } from '@skinscope/db';

/**
 * Fixed-window counters that every replica shares (ARCHITECTURE §1: no state a replica alone
 * holds): in Redis when REDIS_URL is set (redis-rate-limiter.ts), else in the database.
 */
export interface RateLimiter {
  /** Hits counted so far in the window that contains `now`. */
  count(key: string, windowMs: number): Promise<number>;
  /** Counts one hit and returns the new total for the window. */
  hit(key: string, windowMs: number): Promise<number>;
  /** Milliseconds until the window that contains `now` ends. */
  retryAfterMs(windowMs: number): number;
}

export const HOUR_MS = 3_600_000;

/** Counts one hit of `key` this hour; true once the hour's hits pass `ceiling`. */
export async function pastHourlyCeiling(
  limiter: RateLimiter,
  key: string,
  ceiling: number,
): Promise<boolean> {
  return (await limiter.hit(key, HOUR_MS)) > ceiling;
}

/** The start of the fixed window of `windowMs` that contains `at` (windows align to the epoch). */
export function windowStartOf(at: Date, windowMs: number): Date {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/** Milliseconds from `at` until its window of `windowMs` ends. */
export function msUntilWindowEnds(at: Date, windowMs: number): number {
  return windowStartOf(at, windowMs).getTime() + windowMs - at.getTime();
}

export function createDbRateLimiter(db: Db, now: () => Date): RateLimiter {
  const windowStart = (windowMs: number) => windowStartOf(now(), windowMs);
  let lastSweep = 0;
  // Old windows are useless; sweep them now and then rather than on every hit.
  const sweep = async () => {
    const at = now().getTime();
    if (at - lastSweep < 3_600_000) return;
    lastSweep = at;
    await db
      .delete(rateLimitCounters)
      .where(lt(rateLimitCounters.windowStart, new Date(at - 2 * 86_400_000)));
  };
  return {
    async count(key, windowMs) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(
          and(
            eq(rateLimitCounters.key, key),
            eq(rateLimitCounters.windowStart, windowStart(windowMs)),
          ),
        );
      return row?.hits ?? 0;
    },
    async hit(key, windowMs) {
      await sweep();
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: windowStart(windowMs), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return row?.hits ?? 1;
    },
    retryAfterMs(windowMs) {
      return msUntilWindowEnds(now(), windowMs);
    },
  };
}
