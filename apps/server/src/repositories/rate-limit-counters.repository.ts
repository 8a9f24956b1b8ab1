import { and, eq, lt, sql } from 'drizzle-orm';
import { rateLimitCounters, type Db } from '@skinscope/db';
import type { RateLimitCounterRows } from '../infra/rate-limiter';

/** Fixed-window hit counters in the database, when no Redis holds them (infra/rate-limiter.ts). */
export function createRateLimitCountersRepository(db: Db): RateLimitCounterRows {
  return {
    async hits(key, windowStart) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
      return row?.hits ?? 0;
    },
    async increment(key, windowStart) {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStart, hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitCounters.key, rateLimitCounters.windowStart],
          set: { hits: sql`${rateLimitCounters.hits} + 1` },
        })
        .returning({ hits: rateLimitCounters.hits });
      return row?.hits ?? 1;
    },
    async deleteBefore(before) {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
    },
  };
}
