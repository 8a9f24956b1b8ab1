import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, verificationCodes } from '@skinscope/db';
import type { PasswordHasher } from '../../infra/password-hasher';
import { createLogger } from '../../logging';
import { memoryLog } from '../../../test-support/memory-log';
import { setupTestApp, TEST_PASSWORD, testHasher } from '../../../test-support/test-app';

let clock = new Date('2026-11-22T08:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
/** Counts hashes: anonymous requests with a wrong code must not make the server hash. */
let hashes = 0;
const countingHasher: PasswordHasher = {
  hash: (password) => {
    hashes += 1;
    return testHasher.hash(password);
  },
  verify: (stored, password) => testHasher.verify(stored, password),
};
const log = memoryLog();
const SMS_HOURLY_LIMIT = 40;
const t = setupTestApp({
  config: { smsHourlyLimit: SMS_HOURLY_LIMIT },
  deps: () => ({
    now: () => clock,
    hasher: countingHasher,
    logger: createLogger({ logLevel: 'info' }, log.stream),
  }),
});

const NEW_MOBILE = '13711112222';
const sendCode = (mobile: string, purpose = 'register', ip = '10.0.0.1') =>
  t.app.inject({
    url: `/server/mobileKey?mobilNum=${mobile}&purpose=${purpose}`,
    remoteAddress: ip,
  });
const register = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/server/register', payload: body });
const reset = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/account/reset', payload: body });

describe('GET /server/mobileKey', () => {
  it('sends a 6-digit code that no response contains, and stores only a digest', async () => {
    const response = await sendCode(NEW_MOBILE);
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: { resendAfterSeconds: 60 } });
    const code = t.sms.lastCodeFor(NEW_MOBILE);
    expect(code).toMatch(/^\d{6}$/);
    expect(response.body).not.toContain(code);
    const rows = await t.database.db.select().from(verificationCodes);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
  });

  it('refuses a malformed mobile with a Chinese message naming the field, and sends nothing', async () => {
    for (const mobile of ['', '1234', '23800000000', '1380000000a']) {
      const response = await sendCode(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json().details.issues[0]).toMatchObject({
        field: 'mobilNum',
        message: '请输入正确的 11 位手机号',
      });
    }
    expect(t.sms.sent).toEqual([]);
  });

  it('1,000 rapid requests reach the provider at most once per 60 s and 10 times a day', async () => {
    clock = new Date('2026-11-22T00:00:00Z');
    const deliveredAt: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const before = t.sms.sent.length;
      // Spread over a day: a request every ~86 s, from many addresses (the per-IP limit aside).
      await sendCode(NEW_MOBILE, 'register', `10.1.${i % 250}.${Math.floor(i / 250)}`);
      if (t.sms.sent.length > before) deliveredAt.push(clock.getTime());
      advance(i % 10 === 0 ? 86_000 : 500);
      if (deliveredAt.length > 11) break;
    }
    expect(deliveredAt.length).toBe(10);
    for (let i = 1; i < deliveredAt.length; i += 1) {
      expect((deliveredAt[i] ?? 0) - (deliveredAt[i - 1] ?? 0)).toBeGreaterThanOrEqual(60_000);
    }
    // 1,000 requests through the whole pipeline: ≈ 4 s idle, far more on 2 busy cores.
  }, 90_000);

  it('answers too-soon and daily-limit requests with clear messages', async () => {
    await sendCode(NEW_MOBILE);
    const tooSoon = await sendCode(NEW_MOBILE);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      error: 'CODE_TOO_SOON',
      message: '验证码发送太频繁，请稍后再试',
    });
    expect(tooSoon.json().details.retryAfterSeconds).toBeGreaterThan(0);
    for (let i = 0; i < 9; i += 1) {
      advance(61_000);
      expect((await sendCode(NEW_MOBILE)).statusCode).toBe(200);
    }
    advance(61_000);
    const daily = await sendCode(NEW_MOBILE);
    expect(daily.json()).toMatchObject({ error: 'CODE_DAILY_LIMIT' });
    advance(86_400_000);
    expect((await sendCode(NEW_MOBILE)).statusCode).toBe(200);
  });

  it('limits one address asking for many mobiles', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1)
      statuses.push(
        (await sendCode(`136${String(i).padStart(8, '0')}`, 'register', '10.9.9.9')).statusCode,
      );
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('stops sending codes at the hourly ceiling for all mobiles, with an alert in the log', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= SMS_HOURLY_LIMIT; i += 1) {
      const mobile = `137${String(i).padStart(8, '0')}`;
      statuses.push((await sendCode(mobile, 'register', `10.2.${i}.1`)).statusCode);
    }
    expect(statuses.slice(0, SMS_HOURLY_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(t.sms.sent).toHaveLength(SMS_HOURLY_LIMIT);
    const alerts = log.lines().filter((line) => line.alert === 'sms');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.level).toBe(50);
    advance(3_600_000);
    expect((await sendCode('13799999999', 'register', '10.3.0.1')).statusCode).toBe(200);
  });

  it('does not reveal whether a mobile has an account', async () => {
    const user = await t.createUser();
    const registerExisting = await sendCode(user.mobile, 'register');
    const resetUnknown = await sendCode(NEW_MOBILE, 'reset');
    expect(registerExisting.json()).toEqual({
      code: 200,
      message: 'ok',
      data: { resendAfterSeconds: 60 },
    });
    expect(resetUnknown.json()).toEqual(registerExisting.json());
    expect(t.sms.sent).toEqual([]);
  });
});

describe('POST /server/register', () => {
  async function codeFor(mobile: string) {
    await sendCode(mobile);
    return t.sms.lastCodeFor(mobile) ?? '';
  }

  it('creates a pubdom account without rights that can sign in', async () => {
    const verifyKey = await codeFor(NEW_MOBILE);
    const response = await register({
      mobile: NEW_MOBILE,
      username: NEW_MOBILE,
      password: 'Fresh#skin88',
      verifyKey,
      enabled: true,
    });
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: null });
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: NEW_MOBILE, password: 'Fresh#skin88' },
    });
    expect(login.json().data.recUser).toMatchObject({
      scope: 'pubdom',
      canScan: false,
      canUpload: false,
      role: 'staff',
    });
  });

  it('a code works once only', async () => {
    const verifyKey = await codeFor(NEW_MOBILE);
    const body = { mobile: NEW_MOBILE, username: NEW_MOBILE, password: 'Fresh#skin88', verifyKey };
    expect((await register(body)).statusCode).toBe(200);
    expect((await register(body)).json()).toMatchObject({
      error: 'CODE_INVALID',
      message: '验证码错误或已过期',
    });
  });

  it('a code expires after 5 minutes', async () => {
    const verifyKey = await codeFor(NEW_MOBILE);
    advance(5 * 60_000 + 1000);
    const response = await register({
      mobile: NEW_MOBILE,
      username: NEW_MOBILE,
      password: 'Fresh#skin88',
      verifyKey,
    });
    expect(response.json().error).toBe('CODE_INVALID');
  });

  it('five wrong tries retire the code, even the right one after', async () => {
    const verifyKey = await codeFor(NEW_MOBILE);
    const wrong = verifyKey === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await register({
        mobile: NEW_MOBILE,
        username: NEW_MOBILE,
        password: 'Fresh#skin88',
        verifyKey: wrong,
      });
      expect(response.json().error).toBe('CODE_INVALID');
    }
    const right = await register({
      mobile: NEW_MOBILE,
      username: NEW_MOBILE,
      password: 'Fresh#skin88',
      verifyKey,
    });
    expect(right.json().error).toBe('CODE_INVALID');
  });

  it('a register code does not reset a password', async () => {
    const user = await t.createUser();
    await sendCode(user.mobile, 'reset');
    const code = t.sms.lastCodeFor(user.mobile) ?? '';
    const response = await register({
      mobile: user.mobile,
      username: user.mobile,
      password: 'Fresh#skin88',
      verifyKey: code,
    });
    expect(response.json().error).toBe('CODE_INVALID');
  });

  it.each([
    ['short password', { password: 'Ab#1234' }, 'password', '密码至少 8 位'],
    ['long password', { password: 'Ab#12345678901234' }, 'password', '密码最多 16 位'],
    [
      'common password',
      { password: 'password123' },
      'password',
      '密码过于常见，请换一个更难猜的密码',
    ],
    ['username not the mobile', { username: '13700000000' }, 'username', '用户名须与手机号一致'],
    ['code of 5 digits', { verifyKey: '12345' }, 'verifyKey', '请输入 6 位验证码'],
  ])('refuses a %s and creates nothing', async (_name, change, field, message) => {
    const verifyKey = await codeFor(NEW_MOBILE);
    const response = await register({
      mobile: NEW_MOBILE,
      username: NEW_MOBILE,
      password: 'Fresh#skin88',
      verifyKey,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues).toContainEqual({ field, message });
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: NEW_MOBILE, password: 'Fresh#skin88' },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('POST /api/account/reset', () => {
  it('sets the new password, signs the user out everywhere, and the old password fails', async () => {
    const user = await t.createUser();
    const oldToken = await t.signIn(user.mobile);
    await sendCode(user.mobile, 'reset');
    const code = t.sms.lastCodeFor(user.mobile) ?? '';
    const response = await reset({ telephone: user.mobile, code, password: 'Brand#new2026' });
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: null });
    expect(
      (await t.app.inject({ url: `/api/user/${user.id}`, headers: t.bearer(oldToken) })).statusCode,
    ).toBe(417);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username: user.mobile, password },
      });
    expect((await login(TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login('Brand#new2026')).statusCode).toBe(200);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, user.id))
    ).map((row) => row.action);
    expect(actions).toContain('account.password_reset');
  });

  it('lifts a sign-in hold: the owner proves the mobile with an SMS code', async () => {
    const user = await t.createUser();
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username: user.mobile, password },
      });
    for (let i = 0; i < 10; i += 1) {
      await login(`Guess#${i}xyz`);
      advance(20_000);
    }
    expect((await login(TEST_PASSWORD)).json().error).toBe('ACCOUNT_LOCKED');
    await sendCode(user.mobile, 'reset');
    const code = t.sms.lastCodeFor(user.mobile) ?? '';
    expect(
      (await reset({ telephone: user.mobile, code, password: 'Brand#new2026' })).statusCode,
    ).toBe(200);
    expect((await login('Brand#new2026')).statusCode).toBe(200);
  });

  it('checks the code before hashing: wrong codes cost no password hash', async () => {
    const user = await t.createUser();
    await sendCode(user.mobile, 'reset');
    hashes = 0;
    for (let i = 0; i < 5; i += 1) {
      const response = await reset({
        telephone: user.mobile,
        code: '000000',
        password: 'Brand#new2026',
      });
      expect(response.json().error).toBe('CODE_INVALID');
    }
    for (let i = 0; i < 5; i += 1) {
      const response = await register({
        mobile: NEW_MOBILE,
        username: NEW_MOBILE,
        password: 'Brand#new2026',
        verifyKey: '000000',
      });
      expect(response.json().error).toBe('CODE_INVALID');
    }
    expect(hashes).toBe(0);
  });

  it('puts a ceiling on register and reset attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1)
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/account/reset',
            remoteAddress: '10.4.4.4',
            payload: { telephone: NEW_MOBILE, code: '123456', password: 'Brand#new2026' },
          })
        ).statusCode,
      );
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const user = await t.createUser();
    await sendCode(user.mobile, 'reset');
    const code = t.sms.lastCodeFor(user.mobile) ?? '';
    const response = await reset({
      telephone: user.mobile,
      code: code === '999999' ? '999998' : '999999',
      password: 'Brand#new2026',
    });
    expect(response.json().error).toBe('CODE_INVALID');
    expect(await t.signIn(user.mobile)).toBeTruthy();
  });

  it('answers an unknown mobile like a wrong code', async () => {
    const response = await reset({
      telephone: NEW_MOBILE,
      code: '123456',
      password: 'Brand#new2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('CODE_INVALID');
  });
});
