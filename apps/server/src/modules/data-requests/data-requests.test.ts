import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, dataRequests, detections, photos, records } from '@skinscope/db';
import {
  ERRORS,
  CreatedReportLinkSchema,
  DataRequestSchema,
  MyDataSchema,
  StaffDataRequestSchema,
  type MyData,
} from '@skinscope/contracts';
import { addWorkingDays, chinaDateOf } from '@skinscope/domain';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { analysedVisit, phantomPairs, staffApi } from '../../../test-support/visit-fixtures';

const DAY_MS = 86_400_000;
const RATE_LIMIT = 40;
let offsetMs = 0;
const t = setupTestApp({
  config: {
    analysisWorkers: 1,
    publicReportRateLimit: RATE_LIMIT,
    publicUrl: 'https://skin.example.com',
  },
  deps: () => ({ now: () => new Date(Date.now() + offsetMs) }),
});

let pairs: Array<{ normal: Buffer; polarised: Buffer }>;
beforeAll(async () => {
  pairs = await phantomPairs([3]);
});
beforeEach(() => {
  offsetMs = 0;
});

let address = 0;
/** Each test from addresses of its own: the public allowance is per address. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

/** A consenting customer with one analysed visit, and the URLs of that visit's photos. */
async function customerWithVisit(tenant: Tenant, mobile: string) {
  const customer = await registerCustomer(t, tenant, { mobile });
  await giveConsent(t, tenant, customer.id);
  const recordId = await analysedVisit(t, tenant, customer.id, pairs[0]!);
  const rows = await t.database.db.select().from(photos).where(eq(photos.customerId, customer.id));
  return { customer, recordId, photoUrls: rows.map((row) => `/home/imagerec/${row.storageKey}`) };
}

async function dataLink(tenant: Tenant, customerId: number) {
  const response = await staffApi(t, tenant.staffToken).post(
    `/api/customer/${customerId}/data-links`,
    {},
  );
  expect(response.statusCode).toBe(200);
  return CreatedReportLinkSchema.parse(response.json().data);
}

const openPage = (token: string, remoteAddress = '203.0.113.9') =>
  t.app.inject({ url: `/api/public/my-data/${token}`, remoteAddress });

async function myData(token: string): Promise<MyData> {
  const response = await openPage(token, nextAddress());
  expect(response.statusCode).toBe(200);
  return MyDataSchema.parse(response.json().data);
}

const ask = (token: string, kind: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/my-data/${token}/requests`,
    remoteAddress: nextAddress(),
    payload: { kind },
  });

/** A colleague of the tenant's company who scans but does not head it. */
async function colleagueOf(tenant: Tenant) {
  const user = await t.createUser({ scope: 'cgo', companyUserId: tenant.staffId, canScan: true });
  return { ...tenant, staffId: user.id, staffToken: await t.signIn(user.mobile) };
}

const openRequests = async (tenant: Tenant) => {
  const response = await staffApi(t, tenant.staffToken).get('/api/data-requests');
  expect(response.statusCode).toBe(200);
  return StaffDataRequestSchema.array().parse(response.json().data);
};

describe('我的数据 (issue 34 #1)', () => {
  it('shows her visits, consents and who viewed her photos, through her data link or report link', async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const { customer, recordId, photoUrls } = await customerWithVisit(tenant, '13812340001');
    const other = await customerWithVisit(tenant, '13812340002');
    const staff = staffApi(t, tenant.staffToken);
    // Two reads of her photo today, one of the other customer's: only hers are listed.
    expect((await staff.get(photoUrls[0]!)).statusCode).toBe(200);
    expect((await staff.get(photoUrls[1]!)).statusCode).toBe(200);
    expect((await staff.get(other.photoUrls[0]!)).statusCode).toBe(200);

    const link = await dataLink(tenant, customer.id);
    expect(link.url).toBe(`https://skin.example.com/d/${link.token}`);
    const page = await myData(link.token);
    expect(page).toMatchObject({
      customerName: '张*',
      mobile: '138****0001',
      storeName: '甲店',
      photoViews: [{ date: chinaDateOf(new Date()), staffName: '甲店店长', count: 2 }],
      requests: [],
    });
    expect(page.visits).toEqual([
      expect.objectContaining({ parts: ['右颧骨'], photos: 2, analyses: 1, storeName: '甲店' }),
    ]);
    expect(page.analyses.count).toBe(1);
    expect(page.consents).toEqual([expect.objectContaining({ guardianRelation: null })]);

    // Her report link opens the same page.
    const report = await staff.post(`/api/customer/${customer.id}/report-links`, { recordId });
    const viaReport = await myData(CreatedReportLinkSchema.parse(report.json().data).token);
    expect(viaReport.photoViews).toEqual(page.photoViews);

    const viewed = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'data_link.viewed'), eq(auditLog.targetId, String(customer.id))),
      );
    expect(viewed.map((row) => Object.keys(row.details ?? {}).sort())).toEqual(
      expect.arrayContaining([
        ['count', 'linkId'],
        ['count', 'reportLinkId'],
      ]),
    );
  });

  it('answers the same 404 for bad, unknown, revoked and expired links, and shares the allowance', async () => {
    const tenant = await createTenant(t, 'cgo', '乙店');
    const customer = await registerCustomer(t, tenant, { mobile: '13812340003' });
    const link = await dataLink(tenant, customer.id);
    const gone = (response: { statusCode: number; json: () => { message: string } }) => {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(ERRORS.REPORT_LINK_INVALID.message);
    };
    gone(await openPage('x', nextAddress()));
    gone(await openPage('A'.repeat(43), nextAddress()));
    offsetMs = 30 * DAY_MS + 1000;
    gone(await openPage(link.token, nextAddress()));
    offsetMs = 0;
    const revoked = await staffApi(t, tenant.staffToken).remove(
      `/api/customer/${customer.id}/data-links/${link.id}`,
    );
    expect(revoked.statusCode).toBe(200);
    gone(await openPage(link.token, nextAddress()));
    gone(await ask(link.token, 'export'));

    // One allowance per address over every public link: the report's requests count here too.
    const live = await dataLink(tenant, customer.id);
    const crowded = '192.0.2.77';
    for (let i = 0; i < RATE_LIMIT; i += 1)
      await t.app.inject({ url: `/api/public/report/${'B'.repeat(43)}`, remoteAddress: crowded });
    expect((await openPage(live.token, crowded)).statusCode).toBe(429);
  });

  it('records a request due in 15 working days, once per kind while open, audited', async () => {
    const tenant = await createTenant(t, 'cgo', '丙店');
    const customer = await registerCustomer(t, tenant, { mobile: '13812340004' });
    const link = await dataLink(tenant, customer.id);
    const first = await ask(link.token, 'erase_photos');
    expect(first.statusCode).toBe(200);
    const request = DataRequestSchema.parse(first.json().data);
    expect(request).toMatchObject({
      kind: 'erase_photos',
      status: 'open',
      dueOn: addWorkingDays(chinaDateOf(new Date()), 15),
    });
    const again = await ask(link.token, 'erase_photos');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERRORS.DATA_REQUEST_OPEN.message);
    expect((await ask(link.token, 'export')).statusCode).toBe(200);
    expect((await ask(link.token, 'nonsense')).statusCode).toBe(400);

    expect((await myData(link.token)).requests.map((row) => row.kind).sort()).toEqual([
      'erase_photos',
      'export',
    ]);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'data_request.created'));
    expect(audited.filter((row) => row.targetId === String(customer.id))).toHaveLength(2);
  });

  it('staff of her company see it; a store manager erases her photos, her visits stay, her photos 404', async () => {
    const tenant = await createTenant(t, 'cgo', '丁店');
    const stranger = await createTenant(t, 'cgo', '戊店');
    const { customer, recordId, photoUrls } = await customerWithVisit(tenant, '13812340005');
    const staff = staffApi(t, tenant.staffToken);
    const report = CreatedReportLinkSchema.parse(
      (await staff.post(`/api/customer/${customer.id}/report-links`, { recordId })).json().data,
    );
    expect(
      (await t.app.inject({ url: `/api/public/report/${report.token}/image/0` })).statusCode,
    ).toBe(200);
    const asked = DataRequestSchema.parse((await ask(report.token, 'erase_photos')).json().data);

    const listed = await openRequests(tenant);
    expect(listed).toEqual([
      expect.objectContaining({
        id: asked.id,
        customerId: customer.id,
        customerName: '张丽',
        storeName: '丁店',
        overdue: false,
      }),
    ]);
    expect(await openRequests(stranger)).toEqual([]);
    const onHerPage = await staff.get(`/api/customer/${customer.id}/data-requests`);
    expect(StaffDataRequestSchema.array().parse(onHerPage.json().data)).toHaveLength(1);

    // Counter staff may not erase (403 with why); another company cannot even see it (404).
    const colleague = await colleagueOf(tenant);
    const refused = await staffApi(t, colleague.staffToken).post(
      `/api/data-requests/${asked.id}/erase`,
      {},
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ERRORS.NOT_AUTHORIZED_FOR_DATA_REQUESTS.message);
    expect(
      (await staffApi(t, stranger.staffToken).post(`/api/data-requests/${asked.id}/erase`, {}))
        .statusCode,
    ).toBe(404);
    // An erasure request is not carried out by an export.
    expect((await staff.post(`/api/data-requests/${asked.id}/export`, {})).statusCode).toBe(409);

    const erased = await staff.post(`/api/data-requests/${asked.id}/erase`, {});
    expect(erased.statusCode).toBe(200);
    expect((await staff.post(`/api/data-requests/${asked.id}/erase`, {})).statusCode).toBe(409);
    for (const url of photoUrls) expect((await staff.get(url)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/public/report/${report.token}/image/0` })).statusCode,
    ).toBe(404);
    const db = t.database.db;
    expect(
      await db.select().from(detections).where(eq(detections.customerId, customer.id)),
    ).toEqual([]);
    expect(await db.select().from(records).where(eq(records.customerId, customer.id))).toHaveLength(
      1,
    );

    const page = await myData(report.token);
    expect(page.requests).toEqual([expect.objectContaining({ id: asked.id, status: 'done' })]);
    expect(page.visits).toEqual([expect.objectContaining({ photos: 0, analyses: 0 })]);
    expect(await openRequests(tenant)).toEqual([]);
    const done = StaffDataRequestSchema.array().parse(
      (await staff.get(`/api/customer/${customer.id}/data-requests`)).json().data,
    );
    expect(done[0]).toMatchObject({ status: 'done', handledBy: '丁店店长' });
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(customer.id)))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['customer.photos_deleted', 'data_request.done']),
    );
  });

  it('exports for an export request, erases everything for an erase_all (links die, the request stays)', async () => {
    const tenant = await createTenant(t, 'cgo', '己店');
    const { customer } = await customerWithVisit(tenant, '13812340006');
    const staff = staffApi(t, tenant.staffToken);
    const link = await dataLink(tenant, customer.id);
    const exportAsked = DataRequestSchema.parse((await ask(link.token, 'export')).json().data);
    const zip = await staff.post(`/api/data-requests/${exportAsked.id}/export`, {});
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await myData(link.token)).requests[0]).toMatchObject({ status: 'done' });

    const eraseAsked = DataRequestSchema.parse((await ask(link.token, 'erase_all')).json().data);
    expect((await staff.post(`/api/data-requests/${eraseAsked.id}/erase`, {})).statusCode).toBe(
      200,
    );
    expect((await openPage(link.token, nextAddress())).statusCode).toBe(404);
    const [kept] = await t.database.db
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, eraseAsked.id));
    expect(kept).toMatchObject({ customerId: null, status: 'done', handledBy: tenant.staffId });
  });

  it('any staff of her company may withdraw a request with a reason she then reads', async () => {
    const tenant = await createTenant(t, 'cgo', '庚店');
    const customer = await registerCustomer(t, tenant, { mobile: '13812340007' });
    const link = await dataLink(tenant, customer.id);
    const asked = DataRequestSchema.parse((await ask(link.token, 'erase_all')).json().data);
    const colleague = staffApi(t, (await colleagueOf(tenant)).staffToken);
    const blank = await colleague.post(`/api/data-requests/${asked.id}/cancel`, { note: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('撤销原因');
    const cancelled = await colleague.post(`/api/data-requests/${asked.id}/cancel`, {
      note: '顾客到店说明是误操作',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await myData(link.token)).requests[0]).toMatchObject({
      status: 'cancelled',
      note: '顾客到店说明是误操作',
    });
    // A new one may be made once none is open.
    expect((await ask(link.token, 'erase_all')).statusCode).toBe(200);
  });
});
