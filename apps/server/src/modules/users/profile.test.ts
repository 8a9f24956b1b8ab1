import { describe, expect, it } from 'vitest';
import { UserSchema } from '@skinscope/contracts';
import { TEST_PASSWORD, setupTestApp } from '../../../test-support/test-app';
import { createTenant, giveConsent, registerCustomer } from '../../../test-support/fixtures';

const t = setupTestApp();

const put = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: t.bearer(token), payload });

describe('issue 17 #5: staff names and passwords', () => {
  it('a staff member sets their name, and their records show it instead of a masked mobile', async () => {
    const tenant = await createTenant(t);
    const named = await put(tenant.staffToken, '/api/account/profile', { fullName: ' 顾问小林 ' });
    expect(named.statusCode).toBe(200);
    expect(UserSchema.parse(named.json().data).fullName).toBe('顾问小林');
    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(tenant.staffToken),
      payload: { recordId: 0, recCustomerId: customer.id },
    });
    const saved = await t.app.inject({
      url: `/api/customer/record/${record.json().data}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(saved.json().data.recUserName).toBe('顾问小林');

    const empty = await put(tenant.staffToken, '/api/account/profile', { fullName: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/姓名/);
    const long = await put(tenant.staffToken, '/api/account/profile', {
      fullName: '长'.repeat(21),
    });
    expect(long.statusCode).toBe(400);
  });

  it('changes the password with the current one, ending every session', async () => {
    const user = await t.createUser({ scope: 'cgo', canScan: true });
    const token = await t.signIn(user.mobile);
    const wrong = await put(token, '/api/account/password', {
      currentPassword: 'Wrong#2026ok',
      newPassword: 'Fresh#2026ok',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.issues).toEqual([
      { field: 'currentPassword', message: '当前密码不正确' },
    ]);
    const same = await put(token, '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(same.json().details.issues[0].message).toBe('新密码不能与当前密码相同');

    const changed = await put(token, '/api/account/password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Fresh#2026ok',
    });
    expect(changed.statusCode).toBe(200);
    // The old token is over: spec §8's 登录已过期 (417).
    expect((await t.app.inject({ url: '/api/store', headers: t.bearer(token) })).statusCode).toBe(
      417,
    );
    await expect(t.signIn(user.mobile)).rejects.toThrow();
    await expect(t.signIn(user.mobile, 'Fresh#2026ok')).resolves.toBeTruthy();
  });

  it('allows ten wrong current passwords an hour, then answers 429', async () => {
    const user = await t.createUser({ scope: 'cgo' });
    const token = await t.signIn(user.mobile);
    const statuses = [];
    for (let k = 0; k < 11; k += 1) {
      const answer = await put(token, '/api/account/password', {
        currentPassword: `Wrong#${k}2026`,
        newPassword: 'Fresh#2026ok',
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('an administrator corrects a staff member’s name; staff may not', async () => {
    const admin = await t.createUser({ role: 'admin', scope: 'reach' });
    const adminToken = await t.signIn(admin.mobile);
    const staff = await t.createUser({ scope: 'cgo', fullName: '小林' });
    const renamed = await put(adminToken, `/api/user/${staff.id}/name`, { fullName: '林晓' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id: staff.id, fullName: '林晓' });
    const audit = await t.app.inject({
      url: '/api/audit?action=admin.user_renamed',
      headers: t.bearer(adminToken),
    });
    expect(audit.json().data).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'admin.user_renamed' })]),
    );
    const staffToken = await t.signIn(staff.mobile);
    expect(
      (await put(staffToken, `/api/user/${admin.id}/name`, { fullName: 'x' })).statusCode,
    ).toBe(403);
  });
});
