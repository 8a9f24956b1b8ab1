import { describe, expect, it } from 'vitest';
import { createSessionCache, type SessionWithUser } from './session-cache';

const found = (sessionId: number, userId: number) =>
  ({ session: { id: sessionId, userId }, user: { id: userId } }) as unknown as SessionWithUser;

describe('session cache (issue 17 #2)', () => {
  it('answers a token for five seconds, then asks the database again', () => {
    let now = 1_000_000;
    const cache = createSessionCache(() => now);
    cache.put('a', found(1, 7));
    now += 4_999;
    expect(cache.get('a')).toEqual(found(1, 7));
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets a session or a user at once, and keeps no read of it for one TTL after', () => {
    let now = 1_000_000;
    const cache = createSessionCache(() => now);
    cache.put('a', found(1, 7));
    cache.put('b', found(2, 7));
    cache.put('c', found(3, 8));
    cache.forgetSession(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    cache.forgetUser(7);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
    // A read that was in flight (or ran before the change committed) saw the old row.
    cache.put('b', found(2, 7));
    expect(cache.get('b')).toBeUndefined();
    now += 5_000;
    cache.put('b', found(2, 7));
    expect(cache.get('b')).toBeDefined();
  });

  it('moves a cached session’s sliding expiry with the database’s', () => {
    const cache = createSessionCache(() => 0);
    cache.put('a', found(1, 7));
    const [used, expires] = [new Date(5), new Date(10)];
    cache.extended(1, used, expires);
    expect(cache.get('a')?.session).toMatchObject({ lastUsedAt: used, expiresAt: expires });
  });
});
