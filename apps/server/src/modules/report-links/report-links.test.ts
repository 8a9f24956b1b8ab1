import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, consents, detections, records } from '@skinscope/db';
import { CALIBRATION_VERSION, ENGINE_VERSION } from '@skinscope/analysis';
import {
  CreatedReportLinkSchema,
  DETECT_DIMENSIONS,
  PublicReportSchema,
  ReportLinkSchema,
  type PublicReport,
} from '@skinscope/contracts';
import sharp from 'sharp';
import { createLogger } from '../../logging';
import { memoryLog } from '../../../test-support/memory-log';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { analysedVisit, phantomPairs } from '../../../test-support/visit-fixtures';

const DAY_MS = 86_400_000;
let offsetMs = 0;
const log = memoryLog();
const RATE_LIMIT = 30;
const t = setupTestApp({
  config: {
    analysisWorkers: 1,
    publicReportRateLimit: RATE_LIMIT,
    publicUrl: 'https://skin.example.com',
    // Forwarded headers are believed here for addresses, never for a link's address.
    trustProxy: 1,
  },
  deps: () => ({
    now: () => new Date(Date.now() + offsetMs),
    logger: createLogger({ logLevel: 'info' }, log.stream),
  }),
});

let pairs: Array<{ normal: Buffer; polarised: Buffer }>;
beforeAll(async () => {
  pairs = await phantomPairs([3, 5]);
});
beforeEach(() => {
  offsetMs = 0;
});

/** A finished, analysed visit of the right cheek (yqg) with this pair. */
const visit = (tenant: Tenant, customerId: number, photos: (typeof pairs)[number]) =>
  analysedVisit(t, tenant, customerId, photos);

/** Sets a visit's measured scores (and the analysis's repeatability bands) to known values. */
async function setScores(recordId: number, score: number, bands: number | null) {
  const [row] = await t.database.db
    .select()
    .from(detections)
    .where(eq(detections.recordId, recordId));
  const result = row!.result as Record<string, unknown>;
  for (const dimension of DETECT_DIMENSIONS) (result[dimension] as { score: number }).score = score;
  // Stored beside the scores, as the engine's analyses are (issue 18 #6).
  result.repeatability =
    bands === null ? undefined : Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, bands]));
  await t.database.db.update(detections).set({ result }).where(eq(detections.id, row!.id));
}

async function customerWithTwoVisits(tenant: Tenant) {
  const customer = await registerCustomer(t, tenant, { mobile: '13812341234' });
  await giveConsent(t, tenant, customer.id);
  const first = await visit(tenant, customer.id, pairs[0]!);
  const second = await visit(tenant, customer.id, pairs[1]!);
  return { customer, first, second };
}

const createLink = (tenant: Tenant, customerId: number, recordId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/report-links`,
    headers: t.bearer(tenant.staffToken),
    payload: { recordId },
  });

async function newLink(tenant: Tenant, customerId: number, recordId: number) {
  const response = await createLink(tenant, customerId, recordId);
  expect(response.statusCode).toBe(200);
  return CreatedReportLinkSchema.parse(response.json().data);
}

const openReport = (token: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ url: `/api/public/report/${token}`, remoteAddress });

const listLinks = (tenant: Tenant, customerId: number) =>
  t.app.inject({
    url: `/api/customer/${customerId}/report-links`,
    headers: t.bearer(tenant.staffToken),
  });

const revoke = (tenant: Pick<Tenant, 'staffToken'>, ref: string | number) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/report-links/${ref}`,
    headers: t.bearer(tenant.staffToken),
  });

/** A colleague in the tenant's company: reads its customers; scans only when `canScan`. */
async function colleagueOf(tenant: Tenant, canScan: boolean) {
  const user = await t.createUser({ scope: 'cgo', companyUserId: tenant.staffId, canScan });
  return { ...tenant, staffId: user.id, staffToken: await t.signIn(user.mobile) };
}

describe('customer report links (issue 19 #3)', () => {
  it('shares one finished visit: report without sign-in, masked, token-scoped images, audited', async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    await setScores(first, 60, 2);
    await setScores(second, 70, 2);

    const link = await newLink(tenant, customer.id, second);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.url).toBe(`https://skin.example.com/r/${link.token}`);
    expect(link.path).toBe(`/r/${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const response = await openReport(link.token);
    expect(response.statusCode).toBe(200);
    const report: PublicReport = PublicReportSchema.parse(response.json().data);
    expect(report).toMatchObject({
      storeName: '甲店',
      consultantName: '甲店店长',
      customerName: '张*',
      mobile: '138****1234',
    });
    const [part] = report.parts;
    expect(part).toMatchObject({ partName: '右颧骨', status: 'done' });
    const roughness = part!.dimensions.find((d) => d.dimension === 'roughness')!;
    expect(roughness.change).toMatchObject({ previousScore: 60, difference: 10, band: 2 });
    expect(roughness.change!.verdict).toBe('better');
    // 肤质 is a type: a change is shown, never judged better or worse.
    expect(part!.dimensions.find((d) => d.dimension === 'skin_type')!.change!.verdict).toBeNull();
    // Analysed without a device calibration: colour shows its difference, never a verdict.
    expect(part!.dimensions.find((d) => d.dimension === 'color')!.change).toMatchObject({
      difference: 10,
      verdict: null,
      reason: 'uncalibrated',
    });
    expect(report.carePlan?.phase).toBeTruthy();
    expect(report.carePlan!.care.length).toBeGreaterThan(0);
    // Issue 18 #8: which engine and calibration table measured it (versions, not ids).
    expect(part).toMatchObject({
      colorCalibrated: false,
      version: { engine: ENGINE_VERSION, calibration: CALIBRATION_VERSION },
    });

    // No ids, no storage keys, no full mobile anywhere in the answer.
    const text = response.body;
    expect(text).not.toContain('13812341234');
    expect(text).not.toMatch(/"(id|customerId|recordId|detectionId|deviceCalibrationId)"/);
    expect(text).not.toContain(`img/${customer.id}/`);
    expect(text).not.toContain('/fileSvr/');

    // Every image URL of the report answers a JPEG through this token only.
    const urls = [part!.normalImage, part!.polarisedImage, ...part!.dimensions.map((d) => d.image)];
    expect(urls.every((url) => url?.startsWith(`/api/public/report/${link.token}/image/`))).toBe(
      true,
    );
    const firstImage = await t.app.inject({ url: urls[0]!, remoteAddress: '203.0.113.7' });
    expect(firstImage.statusCode).toBe(200);
    expect(firstImage.headers['content-type']).toBe('image/jpeg');
    const marked = await t.app.inject({ url: urls[3]!, remoteAddress: '203.0.113.7' });
    expect(marked.statusCode).toBe(200);
    const beyond = await t.app.inject({
      url: `/api/public/report/${link.token}/image/${urls.length}`,
    });
    expect(beyond.statusCode).toBe(404);
    // The earlier visit's link serves the earlier visit's photo at the same position.
    const earlier = await newLink(tenant, customer.id, first);
    const earlierImage = await t.app.inject({
      url: `/api/public/report/${earlier.token}/image/0`,
    });
    expect(earlierImage.statusCode).toBe(200);
    expect(earlierImage.rawPayload.equals(firstImage.rawPayload)).toBe(false);

    const listed = await listLinks(tenant, customer.id);
    const links = ReportLinkSchema.array().parse(listed.json().data);
    expect(links.map((l) => [l.recordId, l.status, l.views])).toEqual([
      [first, 'active', 0],
      [second, 'active', 1],
    ]);

    const actions = (await t.database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions.filter((a) => a.startsWith('report_link.'))).toEqual([
      'report_link.created',
      'report_link.viewed',
      'report_link.created',
    ]);
    const viewed = (await t.database.db.select().from(auditLog)).find(
      (row) => row.action === 'report_link.viewed',
    );
    expect(viewed).toMatchObject({ actorId: null, ip: '203.0.113.7', targetId: String(second) });
    // The token is the whole permission: it never reaches the log.
    expect(log.text()).not.toContain(link.token);
    expect(log.text()).toContain('/api/public/report/[sha256:');
  });

  it('issue 29 #12: an image in a width fit for the screen, made once, kept beside its original', async () => {
    const tenant = await createTenant(t);
    const { customer, second } = await customerWithTwoVisits(tenant);
    const link = await newLink(tenant, customer.id, second);
    const part = PublicReportSchema.parse((await openReport(link.token)).json().data).parts[0]!;
    for (const url of [part.normalImage!, part.dimensions[1]!.image!]) {
      const full = await t.app.inject({ url });
      const small = await t.app.inject({ url: `${url}?w=480` });
      expect(small.statusCode, url).toBe(200);
      expect(small.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
      expect(small.rawPayload.length).toBeLessThan(full.rawPayload.length / 3);
      // Kept: the second request reads the same bytes back.
      const again = await t.app.inject({ url: `${url}?w=480` });
      expect(again.rawPayload.equals(small.rawPayload)).toBe(true);
    }
    const odd = await t.app.inject({ url: `${part.normalImage!}?w=500` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().details.issues[0].message).toBe('图片宽度只能是 160、480、960');
    // A copy is as private as its original: a revoked link serves neither.
    expect((await revoke(tenant, link.token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${part.normalImage!}?w=480` })).statusCode).toBe(404);
  });

  it('without bands a change is numbers only; a first visit has no change', async () => {
    const tenant = await createTenant(t);
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    await setScores(first, 60, null);
    await setScores(second, 61, null);
    const later = await openReport((await newLink(tenant, customer.id, second)).token);
    const change = PublicReportSchema.parse(later.json().data).parts[0]!.dimensions[1]!.change;
    expect(change).toMatchObject({ difference: 1, band: null, verdict: null });
    const earlier = await openReport((await newLink(tenant, customer.id, first)).token);
    const part = PublicReportSchema.parse(earlier.json().data).parts[0]!;
    expect(part.previousDate).toBeNull();
    expect(part.dimensions.every((d) => d.change === null)).toBe(true);
  });

  it('a change within the band is 稳定 (stable)', async () => {
    const tenant = await createTenant(t);
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    await setScores(first, 60, 3);
    await setScores(second, 58, 3);
    const report = await openReport((await newLink(tenant, customer.id, second)).token);
    const change = PublicReportSchema.parse(report.json().data).parts[0]!.dimensions[1]!.change;
    expect(change).toMatchObject({ difference: -2, verdict: 'stable' });
  });

  it("the change carries a note when the two visits' skin states differ (issue 19 #7)", async () => {
    const tenant = await createTenant(t);
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    const usual = { makeupRemoved: true, cleansedRecently: false, productsToday: false };
    await t.database.db.update(records).set({ skinState: usual }).where(eq(records.id, first));
    await t.database.db
      .update(records)
      .set({ skinState: { ...usual, makeupRemoved: false } })
      .where(eq(records.id, second));
    const report = await openReport((await newLink(tenant, customer.id, second)).token);
    const part = PublicReportSchema.parse(report.json().data).parts[0]!;
    expect(part.stateNote).toBe('本次未卸妆，对比仅供参考');
    // The first visit has nothing to compare with, hence no note.
    const earlier = await openReport((await newLink(tenant, customer.id, first)).token);
    expect(PublicReportSchema.parse(earlier.json().data).parts[0]!.stateNote).toBeNull();
  });

  it('a revoked link answers 404 at once, report and images; by token or by listed id', async () => {
    const tenant = await createTenant(t);
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    const link = await newLink(tenant, customer.id, second);
    expect((await openReport(link.token)).statusCode).toBe(200);
    expect((await revoke(tenant, link.token)).statusCode).toBe(200);
    const gone = await openReport(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('报告链接已失效或不存在');
    const image = await t.app.inject({ url: `/api/public/report/${link.token}/image/0` });
    expect(image.statusCode).toBe(404);

    const other = await newLink(tenant, customer.id, first);
    expect((await revoke(tenant, other.id)).statusCode).toBe(200);
    expect((await openReport(other.token)).statusCode).toBe(404);
    const statuses = ReportLinkSchema.array()
      .parse((await listLinks(tenant, customer.id)).json().data)
      .map((l) => l.status);
    expect(statuses).toEqual(['revoked', 'revoked']);
    const revoked = (await t.database.db.select().from(auditLog)).filter(
      (row) => row.action === 'report_link.revoked',
    );
    expect(revoked).toHaveLength(2);
  });

  it('an expired link answers 404; garbage and unknown tokens answer the same', async () => {
    const tenant = await createTenant(t);
    const { customer, second } = await customerWithTwoVisits(tenant);
    const link = await newLink(tenant, customer.id, second);
    offsetMs = 30 * DAY_MS + 1000;
    expect((await openReport(link.token)).statusCode).toBe(404);
    offsetMs = 0;
    expect((await openReport(link.token)).statusCode).toBe(200);
    expect((await openReport('x'.repeat(43))).statusCode).toBe(404);
    expect((await openReport('not-a-token')).statusCode).toBe(404);
  });

  it("another company's staff get 404 for creating, listing and revoking", async () => {
    const ours = await createTenant(t, 'cgo', '甲店');
    const theirs = await createTenant(t, 'reach', '乙店');
    const { customer, second } = await customerWithTwoVisits(ours);
    const link = await newLink(ours, customer.id, second);
    expect((await createLink(theirs, customer.id, second)).statusCode).toBe(404);
    expect((await listLinks(theirs, customer.id)).statusCode).toBe(404);
    expect((await revoke(theirs, link.token)).statusCode).toBe(404);
    expect((await revoke(theirs, link.id)).statusCode).toBe(404);
    expect((await openReport(link.token)).statusCode).toBe(200);
  });

  it('refuses without consent (in Chinese), for a draft, and for a record of another customer', async () => {
    const tenant = await createTenant(t);
    const { customer, second } = await customerWithTwoVisits(tenant);
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(tenant.staffToken),
      payload: { recordId: 0, recCustomerId: customer.id, scanType: 'FULL_SCAN' },
    });
    const notVisit = await createLink(tenant, customer.id, draft.json().data as number);
    expect(notVisit.statusCode).toBe(409);
    expect(notVisit.json().message).toBe('这次检测尚未完成，完成后才能生成报告链接');

    const someoneElse = await registerCustomer(t, tenant, { mobile: '13900000009' });
    expect((await createLink(tenant, someoneElse.id, second)).statusCode).toBe(404);

    await t.database.db.delete(consents).where(eq(consents.customerId, customer.id));
    const refused = await createLink(tenant, customer.id, second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('顾客尚未签署知情同意，不能生成报告链接');
  });

  it('limits the public endpoints per address: 429 with Retry-After, others unaffected', async () => {
    for (let i = 0; i < RATE_LIMIT; i += 1)
      expect((await openReport('x'.repeat(43), '198.51.100.9')).statusCode).toBe(404);
    const limited = await openReport('x'.repeat(43), '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const image = await t.app.inject({
      url: `/api/public/report/${'x'.repeat(43)}/image/0`,
      remoteAddress: '198.51.100.9',
    });
    expect(image.statusCode).toBe(429);
    expect((await openReport('x'.repeat(43), '198.51.100.10')).statusCode).toBe(404);
  });

  it("issue 29 #2: creating, listing and revoking links need canScan; revoking a colleague's link names both", async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const { customer, second } = await customerWithTwoVisits(tenant);
    const link = await newLink(tenant, customer.id, second);

    // She reads the customer (her company's) but may not scan: every link call is refused.
    const reader = await colleagueOf(tenant, false);
    const readable = await t.app.inject({
      url: `/api/customer/${customer.id}`,
      headers: t.bearer(reader.staffToken),
    });
    expect(readable.statusCode).toBe(200);
    for (const response of [
      await createLink(reader, customer.id, second),
      await listLinks(reader, customer.id),
      await revoke(reader, link.token),
      await revoke(reader, link.id),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: 'NOT_AUTHORIZED_TO_SHARE',
        message: '暂无检测权限，不能分享或撤销报告链接，请联系管理员',
      });
    }
    expect((await openReport(link.token)).statusCode).toBe(200);

    // A colleague who may scan revokes the owner's link: the row names revoker and creator.
    const scanner = await colleagueOf(tenant, true);
    expect((await revoke(scanner, link.id)).statusCode).toBe(200);
    expect((await openReport(link.token)).statusCode).toBe(404);
    const [revoked] = (await t.database.db.select().from(auditLog)).filter(
      (row) => row.action === 'report_link.revoked',
    );
    expect(revoked).toMatchObject({
      actorId: scanner.staffId,
      targetId: String(second),
      details: { linkId: link.id, createdBy: tenant.staffId },
    });
  });

  it('issue 29 #3: images are no-store; a revoke never logs its token; views are one audit row per link and hour', async () => {
    const tenant = await createTenant(t);
    const { customer, first, second } = await customerWithTwoVisits(tenant);
    const link = await newLink(tenant, customer.id, second);
    const other = await newLink(tenant, customer.id, first);

    const image = await t.app.inject({ url: `/api/public/report/${link.token}/image/0` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('no-store');

    // Three views of one link from two addresses, one of another link: two rows, counted.
    await openReport(link.token, '203.0.113.7');
    await openReport(link.token, '203.0.113.8');
    await openReport(link.token, '203.0.113.7');
    await openReport(other.token, '203.0.113.9');
    const viewRows = async () =>
      (await t.database.db.select().from(auditLog))
        .filter((row) => row.action === 'report_link.viewed')
        .map((row) => [row.targetId, row.details, row.ip]);
    expect(await viewRows()).toEqual([
      [String(second), { linkId: link.id, count: 3 }, '203.0.113.7'],
      [String(first), { linkId: other.id, count: 1 }, '203.0.113.9'],
    ]);
    // The next hour starts a new row.
    offsetMs = 3_600_000;
    await openReport(link.token, '203.0.113.8');
    expect(await viewRows()).toHaveLength(3);
    offsetMs = 0;

    // Refused (another company) and done: neither request logs the token, only its digest.
    const stranger = await createTenant(t, 'reach', '乙店');
    expect((await revoke(stranger, link.token)).statusCode).toBe(404);
    expect((await revoke(tenant, link.token)).statusCode).toBe(200);
    expect((await revoke(tenant, 'x'.repeat(44))).statusCode).toBe(400);
    expect(log.text()).not.toContain(link.token);
    expect(log.text()).not.toContain('x'.repeat(44));
    expect(log.text()).toContain('/api/report-links/[sha256:');
  });

  it('issue 29 #6: every link is built on PUBLIC_URL, whatever Host or X-Forwarded-* say', async () => {
    const tenant = await createTenant(t);
    const { customer, second } = await customerWithTwoVisits(tenant);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${customer.id}/report-links`,
      headers: {
        ...t.bearer(tenant.staffToken),
        host: 'evil.example',
        'x-forwarded-proto': 'javascript',
        'x-forwarded-host': 'evil.example',
      },
      payload: { recordId: second },
    });
    const link = CreatedReportLinkSchema.parse(response.json().data);
    expect(link.url).toBe(`https://skin.example.com/r/${link.token}`);
    const settings = await t.app.inject({ url: '/server/settings' });
    expect(settings.json().data.publicUrl).toBe('https://skin.example.com');
  });
});
