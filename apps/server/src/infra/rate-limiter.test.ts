/**
 * Issue 20 #3: rate-limit counters shared by every replica. The same contract holds for the
 * database's counters and Redis's (the machine's Redis at 127.0.0.1:6379, or REDIS_URL); two
 * apps on two databases that share one Redis share its limits.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../config';
import { setupTestApp } from '../../test-support/test-app';
import { createDbRateLimiter, type RateLimiter } from './rate-limiter';
import { connectRedis, createRedisRateLimiter } from './redis-rate-limiter';
import { createRateLimitCountersRepository } from '../repositories/rate-limit-counters.repository';

const REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;

let clock = new Date('2026-11-25T08:00:00Z');
const now = () => clock;
let redis: Redis;
let testDatabase: TestDatabase;

beforeAll(async () => {
  redis = connectRedis(REDIS_URL, (error) => {
    throw error;
  });
  testDatabase = await createTestDatabase(
    loadConfig().databaseUrl ? { databaseUrl: loadConfig().databaseUrl } : {},
  );
});
afterAll(async () => {
  await redis.quit();
  await testDatabase.close();
});

const limiters: [string, () => RateLimiter][] = [
  [
    'database',
    () => createDbRateLimiter(createRateLimitCountersRepository(testDatabase.database.db), now),
  ],
  ['redis', () => createRedisRateLimiter(redis, now)],
];

describe.each(limiters)('rate-limit counters in the %s', (_where, limiterOf) => {
  it('counts hits per key within a fixed window, and starts again in the next one', async () => {
    clock = new Date('2026-11-25T08:00:00Z');
    const limiter = limiterOf();
    // Keys unique to this run: Redis keeps counters between test runs until their window ends.
    const key = `test:${randomUUID()}`;
    expect(await limiter.count(key, 15 * MINUTE)).toBe(0);
    expect(await limiter.hit(key, 15 * MINUTE)).toBe(1);
    expect(await limiter.hit(key, 15 * MINUTE)).toBe(2);
    expect(await limiter.hit(key, 15 * MINUTE)).toBe(3);
    expect(await limiter.count(key, 15 * MINUTE)).toBe(3);
    expect(await limiter.count(`${key}:other`, 15 * MINUTE)).toBe(0);

    clock = new Date('2026-11-25T08:10:00Z');
    expect(await limiter.count(key, 15 * MINUTE)).toBe(3);
    expect(limiter.retryAfterMs(15 * MINUTE)).toBe(5 * MINUTE);

    clock = new Date('2026-11-25T08:15:00Z');
    expect(await limiter.count(key, 15 * MINUTE)).toBe(0);
    expect(await limiter.hit(key, 15 * MINUTE)).toBe(1);
  });
});

it('Redis drops a window’s counter after the window (no key lives forever)', async () => {
  clock = new Date();
  const key = `test:${randomUUID()}`;
  await createRedisRateLimiter(redis, now).hit(key, 15 * MINUTE);
  const [name] = await redis.keys(`skinscope:rl:${key}:*`);
  const ttl = await redis.pttl(name!);
  expect(ttl).toBeGreaterThan(0);
  expect(ttl).toBeLessThanOrEqual(16 * MINUTE);
});

it('a Redis that cannot be reached fails the count at once: a limit is never skipped', async () => {
  const errors: Error[] = [];
  const unreachable = connectRedis('redis://127.0.0.1:1', (error) => errors.push(error));
  try {
    const limiter = createRedisRateLimiter(unreachable, now);
    await expect(limiter.hit('test:unreachable', MINUTE)).rejects.toThrow();
    await expect(limiter.count('test:unreachable', MINUTE)).rejects.toThrow();
  } finally {
    unreachable.disconnect();
  }
});

describe('two replicas on their own databases, one Redis', () => {
  const SMS_HOURLY_LIMIT = 3;
  const replica = () =>
    setupTestApp({ config: { redisUrl: REDIS_URL, smsHourlyLimit: SMS_HOURLY_LIMIT } });
  const a = replica();
  const b = replica();
  let mobileSeq = 0;
  const sendCode = (app: typeof a) => {
    mobileSeq += 1;
    return app.app.inject({
      url: `/server/mobileKey?mobilNum=1371111${String(mobileSeq).padStart(4, '0')}&purpose=register`,
      remoteAddress: `10.20.${mobileSeq}.1`,
    });
  };

  it('share the hourly SMS ceiling: codes sent on A count on B', async () => {
    // This hour's all-mobiles counter may hold an earlier run's codes.
    const earlier = await redis.keys('skinscope:rl:sms:all:*');
    if (earlier.length > 0) await redis.del(...earlier);

    expect((await sendCode(a)).statusCode).toBe(200);
    expect((await sendCode(a)).statusCode).toBe(200);
    expect((await sendCode(b)).statusCode).toBe(200);
    const refusedOnB = await sendCode(b);
    expect(refusedOnB.statusCode).toBe(429);
    expect((await sendCode(a)).statusCode).toBe(429);
    expect(a.sms.sent.length + b.sms.sent.length).toBe(SMS_HOURLY_LIMIT);
  });

  it('are ready only while their Redis answers', async () => {
    const ready = await a.app.inject({ url: '/ready' });
    expect(ready.json().data).toEqual({ database: 'up', images: 'up', counters: 'up' });
  });
});

describe('a replica whose Redis is gone', () => {
  const lost = setupTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } });

  it('is not ready, and refuses to count instead of skipping the limit', async () => {
    const ready = await lost.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().details).toEqual({ database: 'up', images: 'up', counters: 'down' });
    const code = await lost.app.inject({
      url: '/server/mobileKey?mobilNum=13711119999&purpose=register',
    });
    expect(code.statusCode).toBeGreaterThanOrEqual(500);
    expect(lost.sms.sent).toHaveLength(0);
  });
});
