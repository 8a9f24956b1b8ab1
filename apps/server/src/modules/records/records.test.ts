import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  finishVisit,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

const t = setupTestApp();

async function customerWithPhotos() {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const normal = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001);
  const lighting = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_002);
  return { tenant, customer, normal: normal.url, lighting: lighting.url };
}

const saveRecord = (token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(token),
    payload: body,
  });

/** A record whose summary is saved: a visit, not a draft (issue 17 #26). */
async function saveVisit(token: string, body: Record<string, unknown>): Promise<number> {
  const id = (await saveRecord(token, body)).json().data as number;
  await finishVisit(t, token, id);
  return id;
}

describe('records', () => {
  it('creates a record with its photos, lists it newest first and shows it in detail', async () => {
    const { tenant, customer, normal, lighting } = await customerWithPhotos();
    const scan = {
      photos: [
        { part: 'yqg', position: 0, type: 'normal', url: normal },
        { part: 'yqg', position: 0, type: 'lighting', url: lighting },
      ],
    };
    const created = await saveRecord(tenant.staffToken, {
      recordId: 0,
      recCustomerId: customer.id,
      // A client naming someone else as the recorder is ignored (issue 15, finding 8).
      recUserName: '别人',
      scanType: 'FULL_SCAN',
      scan,
    });
    const id = created.json().data;
    expect(id).toBeGreaterThan(0);
    await finishVisit(t, tenant.staffToken, id);
    const list = await t.app.inject({
      url: `/api/customer/record?recCustomerId=${customer.id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(list.json().data).toHaveLength(1);
    expect(list.json().data[0]).toMatchObject({
      id,
      recUserName: '门店店长',
      scanType: 'FULL_SCAN',
      // The photos' parts are listed at once (issue 17 #10).
      detectList: [{ name: 'yqg', normal, lighting }],
      evaluation: null,
    });
    const detail = await t.app.inject({
      url: `/api/customer/${id}/detail`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(detail.json().data.photos).toEqual([
      { part: 'yqg', position: 0, type: 'normal', url: normal },
      { part: 'yqg', position: 0, type: 'lighting', url: lighting },
    ]);
    const search = await t.app.inject({
      url: '/api/customer',
      headers: t.bearer(tenant.staffToken),
    });
    expect(search.json().data[0].latestRecord).toMatchObject({ id, scanType: 'FULL_SCAN' });
  });

  it("refuses a scan naming another customer's photo, and an unknown customer", async () => {
    const first = await customerWithPhotos();
    const second = await registerCustomer(t, first.tenant, { mobile: '13900001111' });
    const foreignPhoto = await saveRecord(first.tenant.staffToken, {
      recordId: 0,
      recCustomerId: second.id,
      scan: { photos: [{ part: 'yqg', position: 0, type: 'normal', url: first.normal }] },
    });
    expect(foreignPhoto.statusCode).toBe(400);
    expect(foreignPhoto.json().details.issues[0].message).toBe(
      '照片不存在或不属于该顾客，请重新拍摄',
    );
    expect(
      (await saveRecord(first.tenant.staffToken, { recordId: 0, recCustomerId: 99999 })).statusCode,
    ).toBe(404);
    expect(
      (
        await saveRecord(first.tenant.staffToken, {
          recordId: 0,
          recCustomerId: second.id,
          scanType: 'NOPE',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('sets detection photos position by position', async () => {
    const { tenant, customer, normal, lighting } = await customerWithPhotos();
    const id = (
      await saveRecord(tenant.staffToken, { recordId: 0, recCustomerId: customer.id })
    ).json().data;
    const put = (position: number, body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customer/${id}/detect?position=${position}`,
        headers: t.bearer(tenant.staffToken),
        payload: body,
      });
    const list = await put(0, { name: 'zlj', normal, lighting });
    expect(list.json().data).toEqual([{ name: 'zlj', normal, lighting }]);
    expect(
      (await put(0, { name: 'zlj', normal: null, lighting: null })).json().details.issues[0]
        .message,
    ).toBe('请先拍摄该部位');
    expect((await put(5, { name: 'zlj', normal, lighting: null })).statusCode).toBe(400);
    const record = await t.app.inject({
      url: `/api/customer/record/${id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(record.json().data.scan.photos).toHaveLength(2);
  });

  it('stores the evaluation of the last visit on the latest record; 0 stars are refused', async () => {
    const { tenant, customer } = await customerWithPhotos();
    await saveVisit(tenant.staffToken, { recordId: 0, recCustomerId: customer.id });
    const evaluate = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customer/${customer.id}/evaluation?scope=cgo`,
        headers: t.bearer(tenant.staffToken),
        payload: body,
      });
    const zero = await evaluate({ all: 0, effect: 5, service: 5, environment: 5 });
    expect(zero.json().details.issues[0]).toEqual({ field: 'all', message: '请为总体满意度评分' });
    expect(zero.json().message).toBe('请为总体满意度评分');
    expect((await evaluate({ all: 4, effect: 5, service: 5, environment: 3 })).statusCode).toBe(
      200,
    );
    const list = await t.app.inject({
      url: `/api/customer/record?recCustomerId=${customer.id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(list.json().data[0].evaluation).toEqual({
      all: 4,
      effect: 5,
      service: 5,
      environment: 3,
    });
  });

  it("another company's staff cannot read, change or detail a record", async () => {
    const { tenant, customer } = await customerWithPhotos();
    const id = (
      await saveRecord(tenant.staffToken, { recordId: 0, recCustomerId: customer.id })
    ).json().data;
    const other = await createTenant(t, 'cgo', '别家');
    for (const url of [`/api/customer/record/${id}`, `/api/customer/${id}/detail`]) {
      expect((await t.app.inject({ url, headers: t.bearer(other.staffToken) })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await saveRecord(other.staffToken, { recordId: id, recCustomerId: customer.id })).statusCode,
    ).toBe(404);
  });
});

describe('GET /server/analysis_key (history)', () => {
  it('lists numbered records of members by name, newest first, only of one company', async () => {
    const { tenant, customer } = await customerWithPhotos();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(await saveVisit(tenant.staffToken, { recordId: 0, recCustomerId: customer.id }));
    const history = await t.app.inject({
      url: `/server/analysis_key?key=${encodeURIComponent('张丽')}&pageIndex=0&pageSize=2`,
      headers: t.bearer(tenant.staffToken),
    });
    const rows = history.json().data.historyRecordList;
    expect(rows.map((row: { recordId: number; no: number }) => [row.recordId, row.no])).toEqual([
      [ids[2], 1],
      [ids[1], 2],
    ]);
    expect(rows[0].custName).toBe('张丽');
    // Issue 17 #2: history is by the exact name (王芳 must not list 王芳芳).
    const partOfName = await t.app.inject({
      url: `/server/analysis_key?key=${encodeURIComponent('张')}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(partOfName.json().data.historyRecordList).toEqual([]);
    const page2 = await t.app.inject({
      url: `/server/analysis_key?key=&pageIndex=1&pageSize=2`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(page2.json().data.historyRecordList).toEqual([
      expect.objectContaining({ recordId: ids[0], no: 3 }),
    ]);
    const other = await createTenant(t, 'cgo', '别家');
    const foreign = await t.app.inject({
      url: '/server/analysis_key?key=',
      headers: t.bearer(other.staffToken),
    });
    expect(foreign.json().data.historyRecordList).toEqual([]);
  });

  it("merges the own company's visits and a bound customer's, newest first, each once, page by page", async () => {
    const a = await createTenant(t, 'cgo', 'A店');
    const b = await createTenant(t, 'cgo', 'B店');
    const own = await registerCustomer(t, a);
    const other = await registerCustomer(t, b, { fullName: '王芳', mobile: '13987654321' });
    const visits: number[] = [];
    for (const [tenant, customer] of [
      [a, own],
      [b, other],
      [a, own],
      [b, other],
    ] as const)
      visits.push(await saveVisit(tenant.staffToken, { recordId: 0, recCustomerId: customer.id }));
    const { customerBindings } = await import('@skinscope/db');
    // B's member bound to A's staff; A's own member bound too (visible on both sides).
    await t.database.db.insert(customerBindings).values([
      { customerId: other.id, userId: a.staffId },
      { customerId: own.id, userId: a.staffId },
    ]);
    // Written behind the app's back: a new session reads it at once (session-cache.ts).
    const aToken = await t.signIn(a.staffMobile);
    const page = async (token: string, pageIndex: number) =>
      (
        await t.app.inject({
          url: `/server/analysis_key?key=&pageIndex=${pageIndex}&pageSize=3`,
          headers: t.bearer(token),
        })
      )
        .json()
        .data.historyRecordList.map((row: { recordId: number; no: number }) => [
          row.recordId,
          row.no,
        ]);
    expect(await page(aToken, 0)).toEqual([
      [visits[3], 1],
      [visits[2], 2],
      [visits[1], 3],
    ]);
    expect(await page(aToken, 1)).toEqual([[visits[0], 4]]);
    // B is bound to nothing of A's.
    expect(await page(b.staffToken, 0)).toEqual([
      [visits[3], 1],
      [visits[1], 2],
    ]);
    const customers = await t.app.inject({ url: '/api/customer', headers: t.bearer(aToken) });
    expect(customers.json().data.map((row: { id: number }) => row.id)).toEqual([other.id, own.id]);
  });
});

describe('GET /api/customer/record/full/face (face-record search)', () => {
  it("finds a customer's scan by phone, operator and date, with at most 10 photos, never another company's", async () => {
    const { tenant, customer, normal } = await customerWithPhotos();
    // Twelve photos of their own (a photo is one place in one record's scan).
    const more = [];
    for (let k = 0; k < 11; k += 1)
      more.push((await uploadPhoto(t, tenant, customer.id, 1_763_800_001_000 + k)).url);
    const photos = [normal, ...more].map((url, position) => ({
      part: 'yqg',
      position,
      type: 'normal',
      url,
    }));
    const id = await saveVisit(tenant.staffToken, {
      recordId: 0,
      recCustomerId: customer.id,
      scan: { photos },
    });
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const search = (token: string, query: string) =>
      t.app.inject({ url: `/api/customer/record/full/face?${query}`, headers: t.bearer(token) });
    const found = await search(
      tenant.staffToken,
      `telephone=${customer.mobile}&userName=${encodeURIComponent('店长')}&startTime=${today}&endTime=${today}`,
    );
    expect(found.json().data).toEqual([
      expect.objectContaining({
        recordId: id,
        recCustomerId: customer.id,
        customerName: '张丽',
        storeName: '门店',
        recUserName: '门店店长',
      }),
    ]);
    expect(found.json().data[0].scan.photos).toHaveLength(10);
    expect(
      (await search(tenant.staffToken, 'startTime=2020-01-01&endTime=2020-01-02')).json().data,
    ).toEqual([]);
    expect((await search(tenant.staffToken, 'startTime=yesterday')).statusCode).toBe(400);
    // A day the calendar lacks is a bad input too, not a database error (it answered 500).
    for (const day of ['2026-13-01', '2026-02-31'])
      expect((await search(tenant.staffToken, `endTime=${day}`)).statusCode).toBe(400);
    const other = await createTenant(t, 'cgo', '别家');
    expect((await search(other.staffToken, '')).json().data).toEqual([]);
  });
});

describe('not authorised to check (issue 17 #12)', () => {
  it('starting a check without canScan has spec §8 "not authorised to check" as its own message', async () => {
    const { tenant, customer } = await customerWithPhotos();
    const clerk = await t.createUser({ scope: 'cgo', companyUserId: tenant.staffId });
    const refused = await saveRecord(await t.signIn(clerk.mobile), {
      recordId: 0,
      recCustomerId: customer.id,
      scanType: 'FULL_SCAN',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: 'NOT_AUTHORIZED_TO_CHECK',
      message: '暂无检测权限，请联系管理员',
    });
  });
});

describe('issue 17 #22: the history list shows what kind of visit, who recorded it and a photo', () => {
  it('answers the scan type, the recorder (name, else masked mobile) and the first normal photo', async () => {
    const { tenant, customer, normal, lighting } = await customerWithPhotos();
    await saveVisit(tenant.staffToken, {
      recordId: 0,
      recCustomerId: customer.id,
      scanType: 'RETRY_SCAN',
      scan: {
        photos: [
          { part: 'yqg', position: 0, type: 'lighting', url: lighting },
          { part: 'yqg', position: 0, type: 'normal', url: normal },
        ],
      },
    });
    const nameless = await t.createUser({
      fullName: null,
      canScan: true,
      scope: 'cgo',
      companyUserId: tenant.staffId,
    });
    await saveVisit(await t.signIn(nameless.mobile), {
      recordId: 0,
      recCustomerId: customer.id,
      scanType: 'PHOTO_ONLY',
    });
    const history = await t.app.inject({
      url: `/server/analysis_key?key=${encodeURIComponent('张丽')}`,
      headers: t.bearer(tenant.staffToken),
    });
    const [photoOnly, retry] = history.json().data.historyRecordList;
    expect(photoOnly).toMatchObject({
      scanType: 'PHOTO_ONLY',
      recorder: `${nameless.mobile.slice(0, 3)}****${nameless.mobile.slice(-4)}`,
      thumbnail: null,
    });
    expect(retry).toMatchObject({
      scanType: 'RETRY_SCAN',
      recorder: '门店店长',
      thumbnail: normal,
    });
  });
});
