import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, detections, deviceCalibrations, records } from '@skinscope/db';
import {
  CURRENT_RESEARCH_CONSENT_VERSION,
  StudyAnalysisSchema,
  StudyDetailSchema,
  StudyParticipantSchema,
  StudyParticipationSchema,
  type StudyProtocolInput,
} from '@skinscope/contracts';
import { pairedEndpoint } from '@skinscope/domain';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import {
  analysedVisit,
  phantomPairs,
  savePair,
  staffApi,
  type PhotoPair,
} from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

let pair: PhotoPair;
beforeAll(async () => {
  [pair] = (await phantomPairs([3])) as [PhotoPair];
});

/** The visits' part is the right cheekbone (yqg), as every visit fixture takes it. */
const PROTOCOL: StudyProtocolInput = {
  name: '舒缓精华 14 天',
  sponsor: '示例品牌',
  subject: { kind: 'care', careKey: 'basic-soothe' },
  design: 'single_arm',
  parts: ['yqg'],
  primary: 'sensitivity',
  secondary: ['roughness'],
  schedule: [0, 14],
};

const DAY_MS = 24 * 60 * 60 * 1000;

async function consenting(tenant: Tenant, mobile: string) {
  const customer = await registerCustomer(t, tenant, { mobile });
  await giveConsent(t, tenant, customer.id);
  return customer;
}

/** A finished visit analysed as if by a calibrated microscope, taken `daysAgo` days ago. */
async function visitOn(tenant: Tenant, customerId: number, daysAgo: number, calibrationId: number) {
  const recordId = await analysedVisit(t, tenant, customerId, pair);
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  await t.database.db.update(records).set({ createdAt: at }).where(eq(records.id, recordId));
  await t.database.db
    .update(detections)
    .set({ calibrationId })
    .where(eq(detections.recordId, recordId));
  return recordId;
}

async function calibrationOf(tenant: Tenant): Promise<number> {
  const [row] = await t.database.db
    .insert(deviceCalibrations)
    .values({
      scope: 'cgo',
      ownerId: tenant.staffId,
      deviceLabel: 'USB Microscope (1234:5678)',
      name: '一号显微镜',
      version: 1,
      calibration: {},
      report: {},
    })
    .returning();
  return row!.id;
}

describe('efficacy studies (issue 33)', () => {
  it('defines, enrols with the research consent, records visits, withdraws and analyses', async () => {
    const tenant = await createTenant(t, 'cgo', '研究店');
    const manager = staffApi(t, tenant.staffToken);
    // A member of staff of the company who takes photos but does not head it.
    const staffUser = await t.createUser({
      scope: 'cgo',
      canScan: true,
      companyUserId: tenant.staffId,
    });
    const staff = staffApi(t, await t.signIn(staffUser.mobile));
    const stranger = staffApi(t, (await createTenant(t, 'cgo', '别家店')).staffToken);

    // The domain's rules answer in Chinese, per field; staff do not define studies.
    const refused = await manager.post('/api/studies', { ...PROTOCOL, primary: 'skin_type' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('肤质是类型，不能作为功效指标');
    expect((await staff.post('/api/studies', PROTOCOL)).statusCode).toBe(403);

    const created = await manager.post('/api/studies', PROTOCOL);
    expect(created.statusCode, created.body).toBe(200);
    const study = StudyDetailSchema.parse(created.json().data);
    expect(study).toMatchObject({ version: 1, locked: false, enrolled: 0, targetSize: 30 });
    expect((await stranger.get(`/api/studies/${study.id}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/studies/${study.id}`)).statusCode).toBe(200);

    // Corrected before anyone joined: the same version.
    const corrected = await manager.put(`/api/studies/${study.id}/protocol`, {
      ...PROTOCOL,
      targetSize: 32,
    });
    expect(StudyDetailSchema.parse(corrected.json().data)).toMatchObject({
      version: 1,
      targetSize: 32,
    });

    const anna = await consenting(tenant, '13900000001');
    const bella = await consenting(tenant, '13900000002');
    const enrol = (customerId: number, consentVersion: string = CURRENT_RESEARCH_CONSENT_VERSION) =>
      staff.post(`/api/studies/${study.id}/enrolments`, { customerId, consentVersion });
    const noConsent = await enrol(anna.id, 'v1-2026-11');
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json().message).toBe('顾客尚未同意参加研究，请先请她阅读并同意研究知情同意书');
    const first = StudyParticipantSchema.parse((await enrol(anna.id)).json().data);
    const second = StudyParticipantSchema.parse((await enrol(bella.id)).json().data);
    expect([first.code, second.code]).toEqual(['P01', 'P02']);
    expect(first).toMatchObject({ protocolVersion: 1, consentVersion: 'research-v1-2026-12' });
    expect((await enrol(anna.id)).json().message).toBe('这位顾客已经在本研究中');

    // Locked at the first enrolment: a change is version 2; those enrolled keep version 1.
    const changed = await manager.put(`/api/studies/${study.id}/protocol`, {
      ...PROTOCOL,
      schedule: [0, 14, 28],
    });
    const afterChange = StudyDetailSchema.parse(changed.json().data);
    expect(afterChange.version).toBe(2);
    expect(afterChange.versions.map((v) => [v.version, v.lockedAt !== null])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(afterChange.participants.map((p) => p.protocolVersion)).toEqual([1, 1]);

    // Her visits: day 0 fourteen days ago, day 14 today, both on the calibrated microscope.
    const calibrationId = await calibrationOf(tenant);
    const day0 = await visitOn(tenant, anna.id, 14, calibrationId);
    const day14 = await visitOn(tenant, anna.id, 0, calibrationId);
    const visits = `/api/studies/${study.id}/enrolments/${first.enrolmentId}/visits`;
    const tag = (recordId: number, timepoint: number) =>
      staff.post(visits, { recordId, timepoint });
    expect((await tag(day0, 28)).json().message).toBe('研究方案中没有这个访视时间点');
    const bellaVisit = await visitOn(tenant, bella.id, 0, calibrationId);
    expect((await tag(bellaVisit, 0)).statusCode).toBe(404);
    const { recordId: draft } = await savePair(t, tenant, anna.id, { pair });
    expect((await tag(draft, 0)).json().message).toBe('这次检测还没有完成，完成后才能记为研究访视');
    expect((await tag(day0, 0)).statusCode).toBe(200);
    expect((await tag(day0, 14)).json().message).toBe(
      '这次检测已记为研究访视，或这个时间点已有访视',
    );
    const tagged = StudyParticipantSchema.parse((await tag(day14, 14)).json().data);
    expect(tagged.visits.map((v) => [v.timepoint, v.recordId])).toEqual([
      [0, day0],
      [14, day14],
    ]);

    // Due visits: Anna has all hers; Bella's day 0 is not recorded yet, so nothing is scheduled.
    const due = await staff.get('/api/study-participations');
    expect(
      StudyParticipationSchema.array()
        .parse(due.json().data)
        .map((p) => [p.code, p.recorded, p.recordIds, p.due]),
    ).toEqual([
      ['P01', [0, 14], [day0, day14], []],
      ['P02', [], [], []],
    ]);
    expect((await stranger.get('/api/study-participations')).json().data).toEqual([]);
    expect((await stranger.get(`/api/study-participations?customerId=${anna.id}`)).statusCode).toBe(
      404,
    );

    // Bella withdraws: no more visits, and she leaves the analysis (counted as withdrawn).
    const withdrawn = await staff.post(
      `/api/studies/${study.id}/enrolments/${second.enrolmentId}/withdraw`,
      {},
    );
    expect(StudyParticipantSchema.parse(withdrawn.json().data).withdrawnAt).not.toBeNull();
    const late = await staff.post(
      `/api/studies/${study.id}/enrolments/${second.enrolmentId}/visits`,
      { recordId: bellaVisit, timepoint: 0 },
    );
    expect(late.json().message).toBe('这位顾客已退出研究，不能再记录研究访视');
    // Withdrawn: no longer due anywhere.
    const hers = await staff.get(`/api/study-participations?customerId=${bella.id}`);
    expect(hers.json().data).toEqual([]);

    // The analysis: for those who run the study only, against the protocol in force.
    expect((await staff.get(`/api/studies/${study.id}/analysis`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/studies/${study.id}/analysis`)).statusCode).toBe(404);
    const analysed = await manager.get(`/api/studies/${study.id}/analysis`);
    expect(analysed.statusCode, analysed.body).toBe(200);
    const analysis = StudyAnalysisSchema.parse(analysed.json().data);
    expect(analysis).toMatchObject({ enrolled: 2, withdrawn: 1 });
    expect(
      analysis.endpoints.map((e) => [e.dimension, e.role, e.timepoints.map((p) => p.day)]),
    ).toEqual([
      ['sensitivity', 'primary', [14, 28]],
      ['roughness', 'secondary', [14, 28]],
    ]);
    const [at14, at28] = analysis.endpoints[0]!.timepoints;
    // The same photos at both visits: no change, and each number is the statistic of the values.
    expect(at14!.values.map((v) => [v.code, v.change])).toEqual([['P01', 0]]);
    expect(at14!.exclusions).toEqual({ withdrawn: 1 });
    expect(at14!.treated).toEqual(
      pairedEndpoint(
        at14!.values.map((v) => v.baseline),
        at14!.values.map((v) => v.followUp),
        at14!.values.map((v) => v.band!),
      ),
    );
    expect(at28!.exclusions).toEqual({ withdrawn: 1, missing_visit: 1 });

    // Its values by code, for anyone to recompute: no name in the file.
    expect((await staff.get(`/api/studies/${study.id}/export`)).statusCode).toBe(403);
    const exported = await manager.get(`/api/studies/${study.id}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.body.split('\n')[1]).toMatch(/^sensitivity,primary,14,P01,treated,1,/);
    expect(exported.body).not.toContain(anna.fullName);

    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'study'), eq(auditLog.targetId, String(study.id))));
    expect(audited.map((row) => row.action).sort()).toEqual([
      'study.analysis_read',
      'study.created',
      'study.exported',
      'study.protocol_changed',
      'study.protocol_changed',
    ]);
  });
});
