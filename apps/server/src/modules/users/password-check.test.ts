import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, setupTestApp } from '../../testing/test-app';

const t = setupTestApp();

const check = (token: string, password: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/password/check',
    headers: t.bearer(token),
    payload: { password },
  });

describe('issue 17 #11: leaving 顾客模式 asks for the staff password', () => {
  it('accepts the signed-in user’s own password and refuses another, keeping the session', async () => {
    const user = await t.createUser({ scope: 'cgo', canScan: true });
    const token = await t.signIn(user.mobile);

    expect((await check(token, TEST_PASSWORD)).statusCode).toBe(200);
    const wrong = await check(token, 'Wrong#2026ok');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.issues).toEqual([{ field: 'password', message: '密码不正确' }]);
    expect((await check(token, '')).json().details.issues[0].message).toBe('请输入当前密码');
    // A wrong guess does not end the session: staff simply try again.
    expect((await check(token, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('shares the hourly ceiling of wrong passwords with the password change', async () => {
    const user = await t.createUser({ scope: 'cgo' });
    const token = await t.signIn(user.mobile);
    const statuses = [];
    for (let k = 0; k < 11; k += 1)
      statuses.push((await check(token, `Wrong#${k}2026`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: t.bearer(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#2026ok' },
    });
    expect(change.statusCode).toBe(429);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/account/password/check',
      payload: { password: TEST_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});
