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

/**
 * The database's counter rows, one per key and window (repositories/rate-limit-counters.repository.ts
 * holds the SQL).
 */
export interface RateLimitCounterRows {
  /** The hits of `key` in the window that starts at `windowStart`; 0 when there is no row. */
  hits(key: string, windowStart: Date): Promise<number>;
  /** Adds one hit to that window's row (creating it) and returns the new total. */
  increment(key: string, windowStart: Date): Promise<number>;
  /** Drops the rows of windows that started before `before`. */
  deleteBefore(before: Date): Promise<void>;
}

/** Old windows are useless; they are swept this often rather than on every hit… */
const SWEEP_EVERY_MS = HOUR_MS;
/** …and a window's row is kept this long after it starts (the longest window is an hour). */
const KEEP_ROWS_MS = 2 * 86_400_000;

/** The counters as database rows, when no Redis is configured. */
export function createDbRateLimiter(rows: RateLimitCounterRows, now: () => Date): RateLimiter {
  const windowStart = (windowMs: number) => windowStartOf(now(), windowMs);
  let lastSweep = 0;
  const sweep = async () => {
    const at = now().getTime();
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    await rows.deleteBefore(new Date(at - KEEP_ROWS_MS));
  };
  return {
    count: (key, windowMs) => rows.hits(key, windowStart(windowMs)),
    async hit(key, windowMs) {
      await sweep();
      return rows.increment(key, windowStart(windowMs));
    },
    retryAfterMs(windowMs) {
      return msUntilWindowEnds(now(), windowMs);
    },
  };
}
