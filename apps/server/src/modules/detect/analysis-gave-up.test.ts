/**
 * Issue 19: a pair whose background analysis gave up (failed after its retries, here at once
 * because its photo is gone) is reported `unavailable` by every read of the visit, never
 * `pending` for ever: the history report, the progress page and the customer's report. Issue
 * 20: each says why, in the words of the reason's code, never the error's own text.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analysisJobs, detections } from '@skinscope/db';
import {
  CustomerProgressSchema,
  HistoryReportSchema,
  PublicReportSchema,
  VisitAnalysisSchema,
} from '@skinscope/contracts';
import { createFileImageStore } from '../../infra/image-store';
import { setupTestApp } from '../../../test-support/test-app';
import { phantomPair } from '../../../test-support/visit-fixtures';
import {
  createTenant,
  finishVisit,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

/** A finished visit whose one pair's analysis failed for good: its normal photo was lost. */
async function visitWhoseAnalysisGaveUp() {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(5);
  const normal = await uploadPhoto(t, tenant, customer.id, 1_763_950_000_001, normalJpeg);
  const lighting = await uploadPhoto(t, tenant, customer.id, 1_763_950_000_002, polarisedJpeg);
  const photos = [
    { part: 'yqg', position: 0, type: 'normal', url: normal.url },
    { part: 'yqg', position: 0, type: 'lighting', url: lighting.url },
  ];
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: { recordId: 0, recCustomerId: customer.id, scan: { photos } },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const recordId = saved.json().data as number;
  await finishVisit(t, tenant.staffToken, recordId);
  await t.app.detect.idle();

  // Run the pair's job again with its normal photo gone: it stops as failed, storing nothing.
  const [job] = await t.database.db
    .select()
    .from(analysisJobs)
    .where(eq(analysisJobs.recordId, recordId));
  await t.database.db.delete(detections).where(eq(detections.normalKey, job!.normalKey));
  await createFileImageStore(path.join(t.config.dataDir, 'images')).remove(job!.normalKey);
  await t.database.db
    .update(analysisJobs)
    .set({ state: 'queued', attempts: 0, runAfter: new Date(0) })
    .where(eq(analysisJobs.id, job!.id));
  await t.app.detect.analyseInBackground(recordId);
  await t.app.detect.idle();
  const [after] = await t.database.db
    .select()
    .from(analysisJobs)
    .where(eq(analysisJobs.id, job!.id));
  expect(after).toMatchObject({
    state: 'failed',
    lastError: 'MissingPhotoError',
    failureReason: 'photo_missing',
  });
  return { tenant, customerId: customer.id, recordId };
}

const get = (token: string, url: string) => t.app.inject({ url, headers: t.bearer(token) });

describe('an analysis that gave up', () => {
  it('is unavailable with its reason, not pending, in every read of the visit', async () => {
    const { tenant, customerId, recordId } = await visitWhoseAnalysisGaveUp();
    const lost = { code: 'photo_missing', message: '照片文件已丢失，需重新拍摄' };

    const history = await get(tenant.staffToken, `/server/analysis?recMainId=${recordId}`);
    expect(history.statusCode).toBe(200);
    const report = HistoryReportSchema.parse(history.json().data.reports[0]);
    expect(report.anaParts.map((part) => part.detection)).toEqual([
      { status: 'unavailable', reason: lost },
    ]);
    expect(report.anaParts[0]!.anaFigList).toEqual([]);

    const visit = await get(tenant.staffToken, `/api/customer/record/${recordId}/analysis`);
    expect(visit.statusCode).toBe(200);
    const parts = VisitAnalysisSchema.parse(visit.json().data).parts;
    expect(parts.map((part) => part.analysis)).toEqual([{ status: 'unavailable', reason: lost }]);

    const progress = await get(tenant.staffToken, `/api/customer/${customerId}/progress`);
    expect(progress.statusCode).toBe(200);
    const measurements = CustomerProgressSchema.parse(progress.json().data).parts[0]!.measurements;
    expect(measurements).toMatchObject([
      { recordId, status: 'unavailable', reasons: [lost.message], dimensions: null },
    ]);

    const link = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${customerId}/report-links`,
      headers: t.bearer(tenant.staffToken),
      payload: { recordId },
    });
    expect(link.statusCode).toBe(200);
    const opened = await t.app.inject({ url: `/api/public/report/${link.json().data.token}` });
    expect(opened.statusCode).toBe(200);
    const shown = PublicReportSchema.parse(opened.json().data).parts;
    expect(shown).toMatchObject([
      { part: 'yqg', status: 'unavailable', reasons: [lost.message], dimensions: [] },
    ]);
  });
});
