import { Redis } from 'ioredis';
import { msUntilWindowEnds, windowStartOf, type RateLimiter } from './rate-limiter';

/** Every key this app writes starts so, apart from other users of the same Redis. */
const PREFIX = 'skinscope:rl:';
/** A window's counter outlives its window by this much (clock skew between replicas). */
const KEEP_AFTER_WINDOW_MS = 60_000;

/**
 * The shared counters of issue 20 #3: a Redis at `url`. A command that cannot reach Redis fails
 * at once (one retry, no offline queue) instead of waiting: a limit that cannot be counted
 * answers an error, it is never skipped.
 */
export function connectRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
  });
  // ioredis reconnects by itself; without a listener each failure would be an unhandled event.
  redis.on('error', onError);
  return redis;
}

/**
 * Fixed-window counters in Redis, the same windows as the database's (`windowStartOf`): one key
 * per key and window, counted with INCR and dropped by Redis after the window.
 */
export function createRedisRateLimiter(redis: Redis, now: () => Date): RateLimiter {
  const keyOf = (key: string, windowMs: number) =>
    `${PREFIX}${key}:${windowStartOf(now(), windowMs).getTime()}`;
  return {
    async count(key, windowMs) {
      const hits = await redis.get(keyOf(key, windowMs));
      return hits === null ? 0 : Number(hits);
    },
    async hit(key, windowMs) {
      const redisKey = keyOf(key, windowMs);
      // A time to live, not a deadline: the app's and Redis's clocks need not agree.
      const keepMs = msUntilWindowEnds(now(), windowMs) + KEEP_AFTER_WINDOW_MS;
      const results = await redis.multi().incr(redisKey).pexpire(redisKey, keepMs).exec();
      const [error, hits] = results?.[0] ?? [new Error('Redis transaction discarded'), null];
      if (error) throw error;
      return Number(hits);
    },
    retryAfterMs(windowMs) {
      return msUntilWindowEnds(now(), windowMs);
    },
  };
}
