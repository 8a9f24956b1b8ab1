import { describe, expect, it } from 'vitest';
import { auditLog, signInGuards } from '@skinscope/db';
import { setupTestApp, TEST_PASSWORD } from '../../../test-support/test-app';

let clock = new Date('2026-11-29T08:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const t = setupTestApp({ deps: () => ({ now: () => clock }) });

/** A browser: the cookies the server set for it, sent back as a browser would. */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    async signIn(
      username: string,
      password: string,
      options: { ip?: string; unlockCode?: string } = {},
    ) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/server/login',
        payload: { username, password, unlockCode: options.unlockCode },
        remoteAddress: options.ip ?? '192.0.2.1',
        headers: jar.size
          ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') }
          : {},
      });
      const set = response.headers['set-cookie'];
      for (const line of [set ?? []].flat()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return response;
    },
  };
}

/** A stranger guessing from a new address each time, waiting out each delay: `count` failures. */
async function guessFromEverywhere(mobile: string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) {
    statuses.push(
      (await browser().signIn(mobile, `Guess#${i}xyz`, { ip: `198.51.100.${i + 1}` })).statusCode,
    );
    later(20_000);
  }
  return statuses;
}

describe('issue 29 #1: strangers cannot lock the owner out', () => {
  it('gives a signed-in browser an HttpOnly, SameSite=Strict device cookie for the sign-in call only', async () => {
    const owner = await t.createUser();
    const response = await browser().signIn(owner.mobile, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^skinscope_device_${owner.id}=v1\\.${owner.id}\\.`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/server/login');
    expect(cookie).toContain(`Max-Age=${180 * 86_400}`);
    // Plain HTTP (a salon's LAN): not Secure, or the browser would drop it.
    expect(cookie).not.toContain('Secure');
    // The key that signs it is the installation's, in the database; the cookie is no token.
    expect(response.json().data.accessToken).not.toBe(cookie);
  });

  it('after 10+ failures from rotating addresses the owner signs in at once from her known browser', async () => {
    const owner = await t.createUser();
    const herTablet = browser();
    expect((await herTablet.signIn(owner.mobile, TEST_PASSWORD)).statusCode).toBe(200);

    const statuses = await guessFromEverywhere(owner.mobile, 12);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    const stranger = await browser().signIn(owner.mobile, TEST_PASSWORD, { ip: '203.0.113.50' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error).toBe('ACCOUNT_LOCKED');

    const known = await herTablet.signIn(owner.mobile, TEST_PASSWORD);
    expect(known.statusCode).toBe(200);
    // Her success does not vouch for other browsers: the stranger's count stands.
    expect((await browser().signIn(owner.mobile, TEST_PASSWORD)).json().error).toBe(
      'ACCOUNT_LOCKED',
    );
    // A typo on her tablet is hers alone: it neither waits nor is held by the account.
    expect((await herTablet.signIn(owner.mobile, 'Typo#1abc')).statusCode).toBe(401);
    expect((await herTablet.signIn(owner.mobile, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps new browsers to at most ten guesses an hour per account, from all addresses together', async () => {
    const owner = await t.createUser();
    const wrong: number[] = [];
    // One guess every 36 s for three hours from ever new addresses: every allowed try is taken.
    for (let i = 0; i < 300; i += 1) {
      const response = await browser().signIn(owner.mobile, `Guess#${i}xyz`, {
        ip: `198.51.${100 + (i % 50)}.${1 + (i % 200)}`,
      });
      if (response.statusCode === 401) wrong.push(clock.getTime());
      later(36_000);
    }
    for (const at of wrong) {
      const withinHour = wrong.filter((other) => other >= at && other < at + 3_600_000);
      expect(withinHour.length).toBeLessThanOrEqual(10);
    }
    expect(wrong.length).toBeGreaterThanOrEqual(10);
  });

  it('a held owner on a new browser signs in with an SMS code sent to her mobile', async () => {
    const owner = await t.createUser();
    await guessFromEverywhere(owner.mobile, 10);
    const newPhone = browser();
    const held = await newPhone.signIn(owner.mobile, TEST_PASSWORD);
    expect(held.json()).toMatchObject({ error: 'ACCOUNT_LOCKED' });
    expect(held.json().message).toContain('短信验证码');

    const sent = await t.app.inject({
      url: `/server/mobileKey?mobilNum=${owner.mobile}&purpose=unlock`,
      remoteAddress: '192.0.2.9',
    });
    expect(sent.statusCode).toBe(200);
    const code = t.sms.lastCodeFor(owner.mobile)!;
    expect(t.sms.sent.at(-1)).toMatchObject({ purpose: 'unlock' });

    const wrongCode = await newPhone.signIn(owner.mobile, TEST_PASSWORD, {
      unlockCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().error).toBe('CODE_INVALID');
    // A code does not stand in for the password.
    const noPassword = await newPhone.signIn(owner.mobile, 'Guess#zzz1', { unlockCode: code });
    expect(noPassword.statusCode).toBe(401);

    later(61_000);
    await t.app.inject({
      url: `/server/mobileKey?mobilNum=${owner.mobile}&purpose=unlock`,
      remoteAddress: '192.0.2.9',
    });
    const unlocked = await newPhone.signIn(owner.mobile, TEST_PASSWORD, {
      unlockCode: t.sms.lastCodeFor(owner.mobile)!,
    });
    expect(unlocked.statusCode).toBe(200);
    // The phone is known from now on, and the hold is lifted.
    expect(newPhone.jar.has(`skinscope_device_${owner.id}`)).toBe(true);
    expect((await browser().signIn(owner.mobile, TEST_PASSWORD)).statusCode).toBe(200);
    const actions = (await t.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).toContain('auth.unlocked_by_code');
  });

  it('a stolen or forged device cookie buys no unlimited guessing', async () => {
    const owner = await t.createUser();
    const stolen = browser();
    await stolen.signIn(owner.mobile, TEST_PASSWORD);
    const name = `skinscope_device_${owner.id}`;
    const value = stolen.jar.get(name)!;

    // Forged: another account's cookie, a changed signature, a changed account: all ignored.
    const other = await t.createUser();
    const otherBrowser = browser();
    await otherBrowser.signIn(other.mobile, TEST_PASSWORD);
    await guessFromEverywhere(owner.mobile, 10);
    for (const forged of [
      otherBrowser.jar.get(`skinscope_device_${other.id}`)!,
      `${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`,
      value.replace(`v1.${owner.id}.`, `v1.${other.id}.`),
    ]) {
      const fake = browser();
      fake.jar.set(name, forged);
      expect((await fake.signIn(owner.mobile, TEST_PASSWORD)).json().error).toBe('ACCOUNT_LOCKED');
    }

    // The stolen one: its own ten failures (with their delays), then it counts as a new browser.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await stolen.signIn(owner.mobile, `Guess#${i}abc`)).statusCode);
      later(20_000);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(-2).map(String)).toEqual(['429', '429']);
    expect((await stolen.signIn(owner.mobile, TEST_PASSWORD)).json().error).toBe('ACCOUNT_LOCKED');
    const keys = (await t.database.db.select().from(signInGuards)).map((row) => row.account);
    expect(keys).toEqual(
      expect.arrayContaining([`user:${owner.id}`, expect.stringMatching(/^device:\d+:/)]),
    );
  });
});
