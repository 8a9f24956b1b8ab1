import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@skinscope/db';
import {
  CreatedReportLinkSchema,
  PublicStudyReportSchema,
  ShareLinkSchema,
  StudyAnalysisSchema,
  type StudyProtocolInput,
} from '@skinscope/contracts';
import { z } from 'zod';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, type Tenant } from '../../../test-support/fixtures';
import { seedStudy } from '../../../test-support/study-seed';

const DAY_MS = 86_400_000;
const RATE_LIMIT = 20;
let offsetMs = 0;
const t = setupTestApp({
  config: { publicReportRateLimit: RATE_LIMIT, publicUrl: 'https://skin.example.com' },
  deps: () => ({ now: () => new Date(Date.now() + offsetMs) }),
});
beforeEach(() => {
  offsetMs = 0;
});

const PROTOCOL: StudyProtocolInput = {
  name: '舒缓精华 28 天',
  sponsor: '示例品牌',
  subject: { kind: 'care', careKey: 'basic-soothe' },
  design: 'single_arm',
  parts: ['yqg', 'zqg'],
  primary: 'sensitivity',
  secondary: ['pigment'],
  schedule: [0, 14, 28],
};

async function studyOf(tenant: Tenant, participants = 6) {
  return seedStudy(t.database.db, { scope: 'cgo', id: tenant.staffId }, PROTOCOL, {
    participants,
  });
}

const as = (token: string) => ({
  create: (studyId: number, payload: unknown = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/studies/${studyId}/links`,
      headers: t.bearer(token),
      payload: payload as Record<string, unknown>,
    }),
  list: (studyId: number) =>
    t.app.inject({ url: `/api/studies/${studyId}/links`, headers: t.bearer(token) }),
  revoke: (studyId: number, linkId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/studies/${studyId}/links/${linkId}`,
      headers: t.bearer(token),
    }),
});

const open = (token: string, remoteAddress = '198.51.100.9') =>
  t.app.inject({ url: `/api/public/study/${token}`, remoteAddress });

async function newLink(tenant: Tenant, studyId: number, expiresInDays?: number) {
  const response = await as(tenant.staffToken).create(
    studyId,
    expiresInDays === undefined ? {} : { expiresInDays },
  );
  expect(response.statusCode, response.body).toBe(200);
  return CreatedReportLinkSchema.parse(response.json().data);
}

const actions = async () =>
  (await t.database.db.select().from(auditLog)).map((row) => ({
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    details: row.details,
  }));

describe('a study shared with its sponsor (issue 33 #6)', () => {
  it('opens without sign-in: the protocol and aggregate statistics, no participant anywhere', async () => {
    const tenant = await createTenant(t, 'cgo', '研究店');
    const { studyId, names } = await studyOf(tenant);
    const link = await newLink(tenant, studyId);
    expect(link.path).toBe(`/s/${link.token}`);
    expect(link.url).toBe(`https://skin.example.com/s/${link.token}`);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(29 * DAY_MS);

    const response = await open(link.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow, noarchive');
    const report = PublicStudyReportSchema.parse(response.json().data);
    expect(report.protocol.name).toBe('舒缓精华 28 天');
    expect(report.protocol.sponsor).toBe('示例品牌');
    expect(report).toMatchObject({ enrolled: 6, withdrawn: 0 });
    expect(report.versions).toEqual([expect.objectContaining({ version: 1, enrolled: 6 })]);
    const [primary] = report.endpoints;
    expect(primary!.dimension).toBe('sensitivity');
    expect(primary!.timepoints.map((tp) => [tp.day, tp.analysed, tp.treated.n])).toEqual([
      [14, 6, 6],
      [28, 6, 6],
    ]);
    // The same statistics those who run the study read.
    const analysis = StudyAnalysisSchema.parse(
      (
        await t.app.inject({
          url: `/api/studies/${studyId}/analysis`,
          headers: t.bearer(tenant.staffToken),
        })
      ).json().data,
    );
    expect(primary!.timepoints[1]!.treated).toEqual(analysis.endpoints[0]!.timepoints[1]!.treated);
    // No code, value, name or id of a participant in what the link answers.
    const data = JSON.stringify(response.json().data);
    expect(data).not.toMatch(/P0\d|"values"|"code"|customer|受试者/);
    for (const name of names) expect(data).not.toContain(name);
    // Nor does the link reach the export or the analysis.
    expect(
      (await t.app.inject({ url: `/api/studies/${studyId}/export?token=${link.token}` }))
        .statusCode,
    ).toBe(401);

    await open(link.token);
    const listed = z
      .array(ShareLinkSchema)
      .parse((await as(tenant.staffToken).list(studyId)).json().data);
    expect(listed).toEqual([
      expect.objectContaining({ id: link.id, status: 'active', views: 2, createdBy: '研究店店长' }),
    ]);
    // Two openings, one audit row for the hour that counts them; the address of the first.
    const viewed = (await actions()).filter((row) => row.action === 'study_link.viewed');
    expect(viewed).toEqual([
      {
        action: 'study_link.viewed',
        targetType: 'study',
        targetId: String(studyId),
        details: expect.objectContaining({ linkId: link.id, count: 2 }),
      },
    ]);
    expect((await actions()).map((row) => row.action)).toContain('study_link.created');
  });

  it('revoked or expired answers as the customer report link does; garbage too', async () => {
    const tenant = await createTenant(t, 'cgo', '研究店');
    const { studyId } = await studyOf(tenant, 3);
    const week = await newLink(tenant, studyId, 7);
    const other = await newLink(tenant, studyId);

    expect((await as(tenant.staffToken).revoke(studyId, other.id)).statusCode).toBe(200);
    const revoked = await open(other.token);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toMatchObject({
      error: 'REPORT_LINK_INVALID',
      message: '报告链接已失效或不存在',
    });
    // Revoking again changes nothing; one audit row.
    expect((await as(tenant.staffToken).revoke(studyId, other.id)).statusCode).toBe(200);
    expect((await actions()).filter((row) => row.action === 'study_link.revoked')).toHaveLength(1);

    const statuses = z
      .array(ShareLinkSchema)
      .parse((await as(tenant.staffToken).list(studyId)).json().data)
      .map((link) => [link.id, link.status]);
    expect(statuses).toEqual([
      [other.id, 'revoked'],
      [week.id, 'active'],
    ]);
    expect((await open(week.token)).statusCode).toBe(200);
    // A week and a day later (the staff session has lapsed by then, so only the link is read).
    offsetMs = 8 * DAY_MS;
    expect((await open(week.token)).json().error).toBe('REPORT_LINK_INVALID');
    expect((await open('not-a-token')).json().error).toBe('REPORT_LINK_INVALID');
    expect((await open('A'.repeat(43))).json().error).toBe('REPORT_LINK_INVALID');
    offsetMs = 0;

    // Only 7, 30 or 90 days, said in Chinese.
    const refused = await as(tenant.staffToken).create(studyId, { expiresInDays: 365 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('有效期只能是 7、30、90 天');
  });

  it('only who runs the study makes, lists and revokes links; another company gets 404', async () => {
    const tenant = await createTenant(t, 'cgo', '研究店');
    const { studyId } = await studyOf(tenant, 2);
    const link = await newLink(tenant, studyId);
    const staffUser = await t.createUser({
      scope: 'cgo',
      canScan: true,
      companyUserId: tenant.staffId,
    });
    const staff = as(await t.signIn(staffUser.mobile));
    const stranger = as((await createTenant(t, 'cgo', '别家店')).staffToken);

    expect((await staff.create(studyId)).statusCode).toBe(403);
    expect((await staff.list(studyId)).statusCode).toBe(403);
    expect((await staff.revoke(studyId, link.id)).statusCode).toBe(403);
    expect((await stranger.create(studyId)).statusCode).toBe(404);
    expect((await stranger.list(studyId)).statusCode).toBe(404);
    expect((await stranger.revoke(studyId, link.id)).statusCode).toBe(404);
    // A link of another study is not this study's.
    const { studyId: second } = await seedStudy(
      t.database.db,
      { scope: 'cgo', id: tenant.staffId },
      PROTOCOL,
      { participants: 1, seed: 2 },
    );
    expect((await as(tenant.staffToken).revoke(second, link.id)).statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it('shares the customer report’s allowance per address: 429 with Retry-After', async () => {
    const tenant = await createTenant(t, 'cgo', '研究店');
    const { studyId } = await studyOf(tenant, 1);
    const link = await newLink(tenant, studyId);
    for (let k = 0; k < RATE_LIMIT; k += 1)
      expect((await open(link.token, '192.0.2.44')).statusCode).toBe(200);
    const limited = await open(link.token, '192.0.2.44');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The customer report's endpoint counts against the same allowance.
    expect(
      (await t.app.inject({ url: `/api/public/report/${link.token}`, remoteAddress: '192.0.2.44' }))
        .statusCode,
    ).toBe(429);
    expect((await open(link.token, '192.0.2.45')).statusCode).toBe(200);
  });
});
