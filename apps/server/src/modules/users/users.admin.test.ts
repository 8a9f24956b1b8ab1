import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';

const t = setupTestApp();

async function adminAndStaff() {
  const admin = await t.createUser({ role: 'admin', scope: 'reach', fullName: '店长' });
  const staff = await t.createUser({ scope: 'pubdom', fullName: '小李' });
  return {
    admin,
    staff,
    adminToken: await t.signIn(admin.mobile),
    staffToken: await t.signIn(staff.mobile),
  };
}

async function createStore(token: string, name = '静安门店') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/store',
    headers: t.bearer(token),
    payload: { name, clientName: '静安', scope: 'reach' },
  });
  return response.json().data as { id: number; name: string };
}

const ADMIN_ROUTES: Array<[string, string, unknown?]> = [
  ['GET', '/api/user'],
  ['PUT', '/api/user/1/authorize', { canScan: true }],
  ['PUT', '/api/user/1/authorize/upload', { canUpload: true }],
  ['PUT', '/api/user/1/forbid'],
  ['PUT', '/api/user/1/activate'],
  ['PUT', '/api/user/1/store/bind', { storeId: 1 }],
  ['PUT', '/api/user/1/store/unbind'],
  ['PUT', '/api/user/1/company', { companyUserId: null, scope: 'cgo' }],
  ['POST', '/api/store', { name: '门店', scope: 'cgo' }],
  ['PUT', '/api/store/1', { name: '门店', scope: 'cgo' }],
  ['DELETE', '/api/store/1'],
  ['GET', '/api/audit'],
];

describe('administration is for administrators only', () => {
  it.each(ADMIN_ROUTES)(
    '%s %s answers 403 to staff and changes nothing',
    async (method, url, payload) => {
      const { staffToken, admin } = await adminAndStaff();
      const response = await t.app.inject({
        method: method as 'GET',
        url: url.replace('/1', `/${admin.id}`),
        headers: t.bearer(staffToken),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'FORBIDDEN',
        message: '没有权限，请联系管理员',
      });
      const rights = await t.app.inject({
        url: `/api/user/${admin.id}`,
        headers: t.bearer(await t.signIn(admin.mobile)),
      });
      expect(rights.json().data).toEqual({ canScan: false, canUpload: false });
    },
  );

  it.each(ADMIN_ROUTES)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user', () => {
  it('searches by name and phone and pages by offset', async () => {
    const { adminToken } = await adminAndStaff();
    for (let i = 0; i < 3; i += 1) await t.createUser({ fullName: `王${i}` });
    const list = (query: string) =>
      t.app.inject({ url: `/api/user?${query}`, headers: t.bearer(adminToken) });
    const byName = (await list('name=王')).json().data;
    expect(byName.map((row: { fullName: string }) => row.fullName)).toEqual(['王0', '王1', '王2']);
    expect(byName[0]).toMatchObject({
      canScan: false,
      canUpload: false,
      forbid: false,
      storeName: null,
    });
    const page = (await list('begin=1&length=2')).json().data;
    expect(page).toHaveLength(2);
    expect((await list('mobile=13900000')).json().data.length).toBeGreaterThan(0);
    expect((await list('name=%25')).json().data).toEqual([]); // a literal %, not a wildcard
    expect((await list('length=500')).statusCode).toBe(400);
  });
});

describe('admin toggles', () => {
  it('allows and refuses scanning and case upload, flipping the flag', async () => {
    const { adminToken, staff, staffToken } = await adminAndStaff();
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, headers: t.bearer(adminToken), payload });
    expect(
      (await put(`/api/user/${staff.id}/authorize`, { canScan: true })).json().data.canScan,
    ).toBe(true);
    expect(
      (await put(`/api/user/${staff.id}/authorize/upload`, { canUpload: true })).json().data
        .canUpload,
    ).toBe(true);
    const rights = await t.app.inject({
      url: `/api/user/${staff.id}`,
      headers: t.bearer(staffToken),
    });
    expect(rights.json().data).toEqual({ canScan: true, canUpload: true });
    expect(
      (await put(`/api/user/${staff.id}/authorize`, { canScan: false })).json().data.canScan,
    ).toBe(false);
    expect((await put(`/api/user/${staff.id}/authorize`, { canScan: 'yes' })).statusCode).toBe(400);
    expect((await put('/api/user/99999/authorize', { canScan: true })).statusCode).toBe(404);
  });

  it("disabling stops the user's existing token on the next request and refuses login", async () => {
    const { adminToken, staff, staffToken } = await adminAndStaff();
    const disabled = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/forbid`,
      headers: t.bearer(adminToken),
    });
    expect(disabled.json().data.forbid).toBe(true);
    expect(
      (await t.app.inject({ url: `/api/user/${staff.id}`, headers: t.bearer(staffToken) }))
        .statusCode,
    ).toBe(417);
    const login = await t.app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: staff.mobile, password: 'Salon#2026ok' },
    });
    expect(login.json().message).toBe('账号已停用，请联系管理员');
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/activate`,
      headers: t.bearer(adminToken),
    });
    expect(await t.signIn(staff.mobile)).toBeTruthy();
  });

  it('an administrator cannot disable their own account', async () => {
    const { admin, adminToken } = await adminAndStaff();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${admin.id}/forbid`,
      headers: t.bearer(adminToken),
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('store binding', () => {
  it('binds a pubdom user to a store and unbinds', async () => {
    const { adminToken, staff } = await adminAndStaff();
    const store = await createStore(adminToken);
    const bind = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/store/bind`,
      headers: t.bearer(adminToken),
      payload: { storeId: store.id, storeName: store.name, userName: '小李' },
    });
    expect(bind.json().data.storeId).toBe(store.id);
    const listed = await t.app.inject({
      url: '/api/user?name=小李',
      headers: t.bearer(adminToken),
    });
    expect(listed.json().data[0].storeName).toBe('静安门店');
    const unbind = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/store/unbind`,
      headers: t.bearer(adminToken),
    });
    expect(unbind.json().data.storeId).toBeNull();
  });

  it('refuses users of other scopes, archived and unknown stores', async () => {
    const { adminToken } = await adminAndStaff();
    const cgo = await t.createUser({ scope: 'cgo' });
    const pubdom = await t.createUser({ scope: 'pubdom' });
    const store = await createStore(adminToken);
    const bind = (userId: number, storeId: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${userId}/store/bind`,
        headers: t.bearer(adminToken),
        payload: { storeId },
      });
    expect((await bind(cgo.id, store.id)).json()).toMatchObject({
      code: 409,
      message: '只有公共账号可以绑定门店',
    });
    expect((await bind(pubdom.id, 99999)).statusCode).toBe(404);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/store/${store.id}`,
      headers: t.bearer(adminToken),
    });
    expect((await bind(pubdom.id, store.id)).json().error).toBe('STORE_ARCHIVED');
  });
});

describe('company and scope', () => {
  it('an admin sets a staff member company and scope', async () => {
    const { admin, adminToken, staff } = await adminAndStaff();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/company`,
      headers: t.bearer(adminToken),
      payload: { companyUserId: admin.id, scope: 'reach' },
    });
    expect(response.json().data).toMatchObject({ companyUserId: admin.id, scope: 'reach' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/company`,
      headers: t.bearer(adminToken),
      payload: { companyUserId: admin.id, scope: 'mars' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('audit log', () => {
  it('records sign-ins and admin actions without secrets, newest first', async () => {
    const { adminToken, staff, admin } = await adminAndStaff();
    await t.app.inject({
      method: 'POST',
      url: '/server/login',
      payload: { username: staff.mobile, password: 'Wrong#pass123' },
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${staff.id}/authorize`,
      headers: t.bearer(adminToken),
      payload: { canScan: true },
    });
    const response = await t.app.inject({ url: '/api/audit', headers: t.bearer(adminToken) });
    const entries = response.json().data as Array<{
      action: string;
      actorId: number;
      actorName: string;
      targetId: string;
    }>;
    expect(entries[0]).toMatchObject({
      action: 'admin.user_scan_allowed',
      actorId: admin.id,
      actorName: '店长',
      targetId: String(staff.id),
    });
    expect(entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['auth.login', 'auth.login_failed', 'admin.user_scan_allowed']),
    );
    expect(response.body).not.toContain('Wrong#pass123');
    const filtered = await t.app.inject({
      url: '/api/audit?action=auth.login_failed',
      headers: t.bearer(adminToken),
    });
    expect(
      filtered
        .json()
        .data.every((entry: { action: string }) => entry.action === 'auth.login_failed'),
    ).toBe(true);
    expect(
      (await t.app.inject({ url: '/api/audit?action=nope', headers: t.bearer(adminToken) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('an admin action and its audit row (issue 15, finding 5)', () => {
  it('commit together: when the audit row cannot be written, the change is not applied', async () => {
    const { staff, adminToken } = await adminAndStaff();
    const scan = (canScan: boolean, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${staff.id}/authorize`,
        headers: { ...t.bearer(adminToken), ...headers },
        payload: { canScan },
      });
    // A garbled forwarded address once made this answer 500 after applying it, unaudited.
    expect((await scan(true, { 'x-forwarded-for': 'x'.repeat(100) })).statusCode).toBe(200);
    // Now make the audit write itself fail (as a full disk or a broken column would).
    await t.database.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit unavailable'; end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`,
    );
    try {
      expect((await scan(false)).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.database.db.execute(sql`drop function refuse_audit()`);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, staff.id));
    expect(row?.canScan).toBe(true);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.user_scan_allowed'));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.ip).toBe('127.0.0.1');
  });
});
