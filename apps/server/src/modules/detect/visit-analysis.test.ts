/**
 * Issue 19 #5: analyse/expect reads the visit's analysis part by part while the customer is
 * still there: measured, refused with the engine's reasons, waiting, or given up.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analysisJobs, detections, deviceCalibrations } from '@skinscope/db';
import { DETECT_DIMENSIONS, type VisitAnalysis } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { phantomPair } from '../../../test-support/visit-fixtures';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from '../../../test-support/fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

/**
 * A draft with three parts as the wizard saves them: the cheekbone's pair as taken, the left
 * cheek's pair with its lights swapped (normal and polarised photos exchanged), the chin with
 * its normal photo only.
 */
async function draftVisit(tenant: Tenant) {
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(11);
  const upload = async (stamp: number, jpeg: Buffer) =>
    (await uploadPhoto(t, tenant, customer.id, 1_763_900_000_000 + stamp, jpeg)).url;
  const photos = [
    { part: 'yqg', position: 0, type: 'normal', url: await upload(1, normalJpeg) },
    { part: 'yqg', position: 0, type: 'lighting', url: await upload(2, polarisedJpeg) },
    { part: 'zlj', position: 1, type: 'normal', url: await upload(3, polarisedJpeg) },
    { part: 'zlj', position: 1, type: 'lighting', url: await upload(4, normalJpeg) },
    { part: 'xb', position: 2, type: 'normal', url: await upload(5, normalJpeg) },
  ];
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: { recordId: 0, recCustomerId: customer.id, scan: { photos } },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  return { recordId: saved.json().data as number, photos };
}

function readAnalysis(tenant: Tenant, recordId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/customer/record/${recordId}/analysis`,
    headers: t.bearer(tenant.staffToken),
  });
}

async function analysisOf(tenant: Tenant, recordId: number): Promise<VisitAnalysis> {
  const response = await readAnalysis(tenant, recordId);
  expect(response.statusCode).toBe(200);
  return response.json().data as VisitAnalysis;
}

describe('GET /api/customer/record/{recordId}/analysis', () => {
  it('shows each part measured, refused with its reasons, or without a pair, once settled', async () => {
    const tenant = await createTenant(t);
    const { recordId, photos } = await draftVisit(tenant);
    await t.app.detect.idle();

    const analysis = await analysisOf(tenant, recordId);
    expect(analysis).toMatchObject({ recordId, settled: true });
    const [cheekbone, cheek, chin] = analysis.parts;
    expect(cheekbone).toMatchObject({
      part: 'yqg',
      position: 0,
      normal: photos[0]!.url,
      lighting: photos[1]!.url,
      analysis: { status: 'done', colorCalibrated: false },
    });
    if (cheekbone?.analysis.status !== 'done') throw new Error('not measured');
    expect(Object.keys(cheekbone.analysis.dimensions).sort()).toEqual(
      [...DETECT_DIMENSIONS].sort(),
    );
    expect(cheekbone.analysis.dimensions.roughness.filename).toBe(
      `d${cheekbone.analysis.detectionId}-roughness.jpg`,
    );
    expect(cheekbone.analysis.version.engine).toMatch(/\d+\.\d+\.\d+/);

    // The swapped pair is refused by the photo checks, in the engine's own words.
    expect(cheek).toMatchObject({ part: 'zlj', analysis: { status: 'failed' } });
    if (cheek?.analysis.status !== 'failed') throw new Error('not refused');
    expect(cheek.analysis.reasons.length).toBeGreaterThan(0);
    expect(cheek.analysis.reasons[0]!.message).toMatch(/[\u4e00-\u9fa5]/);

    expect(chin).toMatchObject({ part: 'xb', lighting: null, analysis: { status: 'incomplete' } });
  });

  it('is not settled while a pair waits, and settles when its job gives up', async () => {
    const tenant = await createTenant(t);
    const { recordId } = await draftVisit(tenant);
    await t.app.detect.idle();
    // The cheekbone's pair as it is before its analysis ran: queued, nothing stored yet.
    const [job] = await t.database.db
      .select()
      .from(analysisJobs)
      .where(eq(analysisJobs.recordId, recordId))
      .orderBy(analysisJobs.id);
    await t.database.db.delete(detections).where(eq(detections.normalKey, job!.normalKey));
    await t.database.db
      .update(analysisJobs)
      .set({ state: 'queued', runAfter: new Date(Date.now() + 3_600_000) })
      .where(eq(analysisJobs.id, job!.id));

    const waiting = await analysisOf(tenant, recordId);
    expect(waiting.settled).toBe(false);
    expect(waiting.parts[0]?.analysis).toEqual({ status: 'pending' });

    await t.database.db
      .update(analysisJobs)
      .set({ state: 'failed', lastError: 'Error', failureReason: 'analysis_error' })
      .where(eq(analysisJobs.id, job!.id));
    const given = await analysisOf(tenant, recordId);
    expect(given.settled).toBe(true);
    expect(given.parts[0]?.analysis).toEqual({
      status: 'unavailable',
      reason: { code: 'analysis_error', message: '分析多次出错，可重新检测' },
    });
  });

  it('calls a colour calibrated only when a calibration was applied and a tone named', async () => {
    const tenant = await createTenant(t);
    const { recordId } = await draftVisit(tenant);
    await t.app.detect.idle();
    // A calibration of a format the engine no longer reads: stored with the analysis, but the
    // colour was measured uncalibrated (no tone), as the progress page and report read it too.
    const [device] = await t.database.db
      .insert(deviceCalibrations)
      .values({
        scope: 'cgo',
        ownerId: tenant.staffId,
        deviceLabel: 'USB Microscope (1234:5678)',
        name: '旧格式',
        version: 1,
        calibration: { format: 0 },
        report: {},
      })
      .returning();
    const stored = await t.database.db
      .select()
      .from(detections)
      .where(eq(detections.recordId, recordId));
    const measured = stored.find((row) => row.result !== null)!;
    const cheekbone = eq(detections.id, measured.id);
    await t.database.db.update(detections).set({ calibrationId: device!.id }).where(cheekbone);
    const cheekboneAnalysis = async () => {
      const [part] = (await analysisOf(tenant, recordId)).parts;
      if (part?.analysis.status !== 'done') throw new Error('not measured');
      return part.analysis;
    };
    expect(await cheekboneAnalysis()).toMatchObject({ colorCalibrated: false });

    const result = structuredClone(measured.result) as Record<string, Record<string, unknown>>;
    result.color!.result = 'ziran';
    await t.database.db.update(detections).set({ result }).where(cheekbone);
    expect(await cheekboneAnalysis()).toMatchObject({ colorCalibrated: true });
  });

  it("answers 404 for another company's record and for a record that does not exist", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t, 'reach', '别家门店');
    const { recordId } = await draftVisit(tenant);
    expect((await readAnalysis(other, recordId)).statusCode).toBe(404);
    expect((await readAnalysis(tenant, recordId + 1000)).statusCode).toBe(404);
    expect((await readAnalysis(tenant, 0)).statusCode).toBe(400);
  });
});
