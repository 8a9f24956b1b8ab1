import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';

const t = setupTestApp();

describe('GET /api/user/{userId}', () => {
  it('gives a user their own rights', async () => {
    const user = await t.createUser({ canScan: true, canUpload: false });
    const token = await t.signIn(user.mobile);
    const response = await t.app.inject({ url: `/api/user/${user.id}`, headers: t.bearer(token) });
    expect(response.json()).toEqual({
      code: 200,
      message: 'ok',
      data: { canScan: true, canUpload: false },
    });
  });

  it("refuses another user's rights to staff (403)", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const token = await t.signIn(me.mobile);
    const response = await t.app.inject({ url: `/api/user/${other.id}`, headers: t.bearer(token) });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('FORBIDDEN');
  });

  it('lets an administrator read anyone, and answers 404 for nobody', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const other = await t.createUser({ canUpload: true });
    const token = await t.signIn(admin.mobile);
    const found = await t.app.inject({ url: `/api/user/${other.id}`, headers: t.bearer(token) });
    expect(found.json().data).toEqual({ canScan: false, canUpload: true });
    const missing = await t.app.inject({ url: '/api/user/99999', headers: t.bearer(token) });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the id', async () => {
    const user = await t.createUser();
    const token = await t.signIn(user.mobile);
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await t.app.inject({ url: `/api/user/${id}`, headers: t.bearer(token) });
      expect(response.statusCode, id).toBe(400);
      expect(response.json().details.issues[0].field).toBe('userId');
    }
  });
});
