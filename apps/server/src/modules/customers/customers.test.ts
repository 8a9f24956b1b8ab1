import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, customers, records } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  finishVisit,
  giveConsent,
  postCustomer,
  registerCustomer,
} from '../../../test-support/fixtures';

const t = setupTestApp();

const search = (token: string, query = '') =>
  t.app.inject({ url: `/api/customer?${query}`, headers: t.bearer(token) });

describe('POST /server/recCustomer', () => {
  it('registers a member in the staff member tenant and returns its search row', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant, { nickName: '丽丽' });
    expect(customer).toMatchObject({
      fullName: '张丽',
      mobile: '13912345678',
      gender: 'female',
      age: 32,
      nickname: '丽丽',
      storeId: tenant.storeId,
      storeName: '门店',
      scope: 'cgo',
      remark: null,
      latestRecord: null,
    });
  });

  it.each([
    ['an empty name', { fullName: '' }, 'fullName'],
    ['a 21-character name', { fullName: '张'.repeat(21) }, 'fullName'],
    ['a 12-digit phone', { mobile: '139123456789' }, 'mobile'],
    ['letters as age', { age: 'abc' }, 'age'],
    ['no store', { storeId: undefined }, 'storeId'],
    ['an unknown gender', { gender: 'x' }, 'gender'],
  ])('refuses %s, naming the field, and stores nothing', async (_name, change, field) => {
    const tenant = await createTenant(t);
    const response = await postCustomer(t, tenant, change);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues.map((issue: { field: string }) => issue.field)).toContain(
      field,
    );
    expect(await t.database.db.select().from(customers)).toEqual([]);
  });

  it('issue 29 #4: a name with bidi overrides or zero-width characters is stored without them', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant, {
      fullName: '\u202E张\u200B丽',
      nickName: '\u2066丽丽\u2069',
    });
    expect(customer).toMatchObject({ fullName: '张丽', nickname: '丽丽' });
    const onlyInvisible = await postCustomer(t, tenant, {
      fullName: '\u202E\u200D',
      mobile: '13912345679',
    });
    expect(onlyInvisible.statusCode).toBe(400);
    expect(onlyInvisible.json().message).toBe('姓名：不能为空');
  });

  it("refuses another company's store and a second member with the same phone", async () => {
    const a = await createTenant(t, 'cgo', 'A店');
    const b = await createTenant(t, 'cgo', 'B店');
    const foreign = await postCustomer(t, a, { storeId: b.storeId });
    expect(foreign.json().details.issues).toEqual([
      { field: 'storeId', message: '请选择合作门店' },
    ]);
    await registerCustomer(t, a);
    const duplicate = await postCustomer(t, a, { fullName: '李四' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      error: 'CUSTOMER_EXISTS',
      message: '该手机号的会员已存在',
    });
  });

  it('needs canScan: "not yet authorized, contact the administrator"', async () => {
    const user = await t.createUser({ canScan: false });
    const token = await t.signIn(user.mobile);
    const response = await postCustomer(t, {
      staffToken: token,
      staffId: user.id,
      staffMobile: user.mobile,
      storeId: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('暂未授权，请联系管理员');
    expect((await search(token)).json().message).toBe('暂未授权，请联系管理员');
  });
});

describe('GET /api/customer', () => {
  it('finds by phone or name from the start, newest first, 10 a page', async () => {
    const tenant = await createTenant(t);
    for (let i = 0; i < 12; i += 1) {
      await registerCustomer(t, tenant, {
        fullName: i % 2 ? `王${i}` : `李${i}`,
        mobile: `1391234${String(i).padStart(4, '0')}`,
      });
    }
    const page1 = (await search(tenant.staffToken)).json().data;
    expect(page1).toHaveLength(10);
    expect(page1[0].fullName).toBe('王11');
    expect((await search(tenant.staffToken, 'begin=10&length=10')).json().data).toHaveLength(2);
    expect(
      (await search(tenant.staffToken, 'telephone=13912340003'))
        .json()
        .data.map((c: { fullName: string }) => c.fullName),
    ).toEqual(['王3']);
    expect(
      (await search(tenant.staffToken, `name=${encodeURIComponent('李')}`)).json().data,
    ).toHaveLength(6);
    expect((await search(tenant.staffToken, 'telephone=%25')).json().data).toEqual([]);
    expect((await search(tenant.staffToken, `name=${'x'.repeat(51)}`)).statusCode).toBe(400);
  });

  it('issue 17 #2: finds by any part of the name and by any 4+ digits of the phone', async () => {
    const tenant = await createTenant(t);
    await registerCustomer(t, tenant, { fullName: '王芳', mobile: '13912345678' });
    await registerCustomer(t, tenant, { fullName: '李王芳芳', mobile: '13887651234' });
    await registerCustomer(t, tenant, { fullName: '赵敏', mobile: '13700001111' });
    const names = async (query: string) =>
      (await search(tenant.staffToken, query))
        .json()
        .data.map((c: { fullName: string }) => c.fullName)
        .sort();
    expect(await names(`name=${encodeURIComponent('王芳')}`)).toEqual(['李王芳芳', '王芳']);
    expect(await names(`name=${encodeURIComponent('芳芳')}`)).toEqual(['李王芳芳']);
    // The last four digits, or any four or more in the middle.
    expect(await names('telephone=5678')).toEqual(['王芳']);
    expect(await names('telephone=1234')).toEqual(['李王芳芳', '王芳']);
    expect(await names('telephone=00001')).toEqual(['赵敏']);
    // Fewer than four digits match from the start only (3 digits would match almost anyone).
    expect(await names('telephone=138')).toEqual(['李王芳芳']);
    expect(await names('telephone=567')).toEqual([]);
  });

  it('issue 17 #2: finds by a part of one or two characters, also in names of other scripts', async () => {
    const tenant = await createTenant(t);
    await registerCustomer(t, tenant, { fullName: '王芳', mobile: '13912345678' });
    await registerCustomer(t, tenant, { fullName: '李王芳芳', mobile: '13887651234' });
    await registerCustomer(t, tenant, { fullName: 'Anna_Lee', mobile: '13700001111' });
    const names = async (part: string) =>
      (await search(tenant.staffToken, `name=${encodeURIComponent(part)}`))
        .json()
        .data.map((c: { fullName: string }) => c.fullName)
        .sort();
    expect(await names('芳')).toEqual(['李王芳芳', '王芳']);
    expect(await names('王')).toEqual(['李王芳芳', '王芳']);
    expect(await names('李')).toEqual(['李王芳芳']);
    expect(await names('王芳')).toEqual(['李王芳芳', '王芳']);
    // A pair is found in order, in the middle of a name; its characters apart are not enough.
    expect(await names('芳王')).toEqual([]);
    expect(await names('na')).toEqual(['Anna_Lee']);
    // Case as typed, and % and _ are characters, never wildcards.
    expect(await names('NA')).toEqual([]);
    expect(await names('_')).toEqual(['Anna_Lee']);
    expect(await names('%')).toEqual([]);
    expect(await names('a_')).toEqual(['Anna_Lee']);
  });
});

describe('tenancy: no request crosses a company', () => {
  it('another company, or the same owner id in another scope, sees nothing; a bound staff member does', async () => {
    const a = await createTenant(t, 'cgo', 'A店');
    const b = await createTenant(t, 'cgo', 'B店');
    const customer = await registerCustomer(t, a);
    // Same owner id as A, other scope: a different tenant.
    const sameOwnerOtherScope = await t.createUser({
      scope: 'reach',
      canScan: true,
      companyUserId: a.staffId,
    });
    const colleague = await t.createUser({ scope: 'cgo', canScan: true, companyUserId: a.staffId });
    for (const token of [b.staffToken, await t.signIn(sameOwnerOtherScope.mobile)]) {
      expect((await search(token)).json().data).toEqual([]);
      expect(
        (await t.app.inject({ url: `/api/customer/${customer.id}`, headers: t.bearer(token) }))
          .statusCode,
      ).toBe(404);
      const remark = await t.app.inject({
        method: 'PUT',
        url: '/api/customer/remark/update',
        headers: t.bearer(token),
        payload: { recCustomerId: customer.id, remark: '越权' },
      });
      expect(remark.statusCode).toBe(404);
      expect(
        (
          await t.app.inject({
            url: `/api/customer/record?recCustomerId=${customer.id}`,
            headers: t.bearer(token),
          })
        ).statusCode,
      ).toBe(404);
      expect((await giveConsent(t, { ...b, staffToken: token }, customer.id)).statusCode).toBe(404);
    }
    // A colleague of the same company (company user id stands for them) sees the customer.
    const colleagueToken = await t.signIn(colleague.mobile);
    expect((await search(colleagueToken)).json().data.map((c: { id: number }) => c.id)).toEqual([
      customer.id,
    ]);
    const { customerBindings } = await import('@skinscope/db');
    await t.database.db
      .insert(customerBindings)
      .values({ customerId: customer.id, userId: b.staffId });
    // Written behind the app's back: a new session reads it at once, a cached one within 5 s
    // (session-cache.ts; the app's own binding route tells the cache).
    const boundToken = await t.signIn(b.staffMobile);
    expect((await search(boundToken)).json().data.map((c: { id: number }) => c.id)).toEqual([
      customer.id,
    ]);
    expect(
      (await t.app.inject({ url: `/api/customer/${customer.id}`, headers: t.bearer(boundToken) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('remark and consent', () => {
  it('updates the remark, also with the skinworker-prefixed id', async () => {
    const tenant = await createTenant(t, 'skinworker');
    const customer = await registerCustomer(t, tenant);
    const update = (recCustomerId: unknown, remark: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/remark/update',
        headers: t.bearer(tenant.staffToken),
        payload: { recCustomerId, remark },
      });
    expect((await update(`skinworker${customer.id}`, '偏干，注意保湿')).json()).toEqual({
      code: 200,
      message: 'ok',
      data: null,
    });
    expect(
      (
        await t.app.inject({
          url: `/api/customer/${customer.id}`,
          headers: t.bearer(tenant.staffToken),
        })
      ).json().data.remark,
    ).toBe('偏干，注意保湿');
    const empty = await update(customer.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.issues).toEqual([{ field: 'remark', message: '备注不能为空' }]);
  });

  it('records the consent version with the hash of its text', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    const response = await giveConsent(t, tenant, customer.id);
    expect(response.json().data).toMatchObject({ version: 'v1-2026-11' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${customer.id}/consent`,
      headers: t.bearer(tenant.staffToken),
      payload: { version: 'v0' },
    });
    expect(unknown.statusCode).toBe(400);
    const { consents } = await import('@skinscope/db');
    const [row] = await t.database.db.select().from(consents);
    expect(row?.textHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('issue 17 #30: staff correct a customer name, phone, age or store', () => {
  const put = (token: string, id: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/customer/${id}`,
      headers: t.bearer(token),
      payload: body,
    });

  it('saves the corrected details, audits which fields changed, and refuses an age of 250 with a message', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    const valid = { fullName: '张莉', mobile: '13912340000', age: 33, storeId: tenant.storeId };
    const saved = await put(tenant.staffToken, customer.id, valid);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ fullName: '张莉', mobile: '13912340000', age: 33 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.updated'));
    expect(entry).toMatchObject({
      actorId: tenant.staffId,
      details: { fields: ['fullName', 'mobile', 'age'] },
    });

    const tooOld = await put(tenant.staffToken, customer.id, { ...valid, age: 250 });
    expect(tooOld.statusCode).toBe(400);
    expect(tooOld.json().details.issues).toEqual([
      { field: 'age', message: '年龄应在 1–120 岁之间' },
    ]);
    const badPhone = await put(tenant.staffToken, customer.id, { ...valid, mobile: '123' });
    expect(badPhone.json().details.issues[0].message).toBe('请输入正确的 11 位手机号');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row?.age).toBe(33);
  });

  it("refuses another member's phone, another company's store, and staff of other companies", async () => {
    const a = await createTenant(t, 'cgo', 'A店');
    const b = await createTenant(t, 'cgo', 'B店');
    const first = await registerCustomer(t, a);
    await registerCustomer(t, a, { fullName: '李四', mobile: '13900002222' });
    const body = { fullName: '张丽', mobile: '13912345678', age: 32, storeId: a.storeId };
    const taken = await put(a.staffToken, first.id, { ...body, mobile: '13900002222' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().details.issues).toEqual([
      { field: 'mobile', message: '该手机号已属于另一位会员' },
    ]);
    const foreignStore = await put(a.staffToken, first.id, { ...body, storeId: b.storeId });
    expect(foreignStore.json().details.issues).toEqual([
      { field: 'storeId', message: '请选择合作门店' },
    ]);
    expect((await put(b.staffToken, first.id, body)).statusCode).toBe(404);
  });
});

describe('issue 17 #31: the query page lists today, recently seen and due customers', () => {
  it('answers today visits, recent customers and those past the re-check interval, of this company only', async () => {
    const tenant = await createTenant(t);
    const fresh = await registerCustomer(t, tenant, { fullName: '今天', mobile: '13900003333' });
    const old = await registerCustomer(t, tenant, { fullName: '上月', mobile: '13900004444' });
    await registerCustomer(t, tenant, { fullName: '从未检测', mobile: '13900005555' });
    const save = async (customerId: number) => {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/customer/record',
        headers: t.bearer(tenant.staffToken),
        payload: { recordId: 0, recCustomerId: customerId, scanType: 'FULL_SCAN' },
      });
      await finishVisit(t, tenant.staffToken, saved.json().data as number);
      return saved;
    };
    await save(fresh.id);
    const oldRecord = (await save(old.id)).json().data as number;
    await t.database.db
      .update(records)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(records.id, oldRecord));

    const overview = await t.app.inject({
      url: '/api/customer/counter',
      headers: t.bearer(tenant.staffToken),
    });
    expect(overview.statusCode).toBe(200);
    const data = overview.json().data;
    expect(data.recheckIntervalDays).toBe(28);
    expect(data.today).toEqual([
      expect.objectContaining({
        customerName: '今天',
        scanType: 'FULL_SCAN',
        recorder: '门店店长',
      }),
    ]);
    expect(data.recent.map((row: { fullName: string }) => row.fullName)).toEqual(['今天', '上月']);
    expect(data.due).toEqual([
      expect.objectContaining({
        fullName: '上月',
        mobile: '139****4444',
        lastScanType: 'FULL_SCAN',
      }),
    ]);

    const other = await createTenant(t, 'cgo', '别家');
    const foreign = await t.app.inject({
      url: '/api/customer/counter',
      headers: t.bearer(other.staffToken),
    });
    expect(foreign.json().data).toMatchObject({ today: [], recent: [], due: [] });
  });
});
