/**
 * Issue 19 #6: an analysis that finishes after the summary was saved still moves the stored
 * care scores, by the same rule as the save.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analysisJobs, detections } from '@skinscope/db';
import {
  computeConsultation,
  QuestionnaireAnswersSchema,
  toRecordFields,
  type MeasuredDimension,
  type SituationRecord,
} from '@skinscope/domain';
import { createRepositories } from '../../repositories';
import { setupTestApp } from '../../../test-support/test-app';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import { finishVisit, type Tenant } from '../../../test-support/fixtures';
import { consentedCustomer, phantomPair, savePair } from '../../../test-support/visit-fixtures';
import { rescoreAfterAnalysis } from './record-rescore';

const t = setupTestApp({ config: { analysisWorkers: 1 } });
const answers = QuestionnaireAnswersSchema.parse(FIRST_VISIT_ANSWERS);

/**
 * A visit whose one pair is not analysed yet: its job waits (as a slow or retried job does)
 * and nothing is stored for it.
 */
async function visitWithLateAnalysis(
  scanType: 'FULL_SCAN' | 'PHOTO_ONLY' = 'FULL_SCAN',
  whose?: Awaited<ReturnType<typeof consentedCustomer>>,
) {
  const { tenant, customer } = whose ?? (await consentedCustomer(t));
  const pair = await phantomPair(3);
  const { recordId } = await savePair(t, tenant, customer.id, { scanType, pair });
  await t.database.db.delete(detections).where(eq(detections.recordId, recordId));
  await t.database.db
    .update(analysisJobs)
    .set({ state: 'queued', attempts: 0, runAfter: new Date(Date.now() + 3_600_000) })
    .where(eq(analysisJobs.recordId, recordId));
  return { tenant, recordId };
}

/** The waiting job runs now, and stores its analysis. */
async function analysisArrives(recordId: number) {
  await t.database.db
    .update(analysisJobs)
    .set({ runAfter: new Date(0) })
    .where(eq(analysisJobs.recordId, recordId));
  await t.app.detect.analyseInBackground(recordId);
  await t.app.detect.idle();
  const [row] = await t.database.db
    .select()
    .from(detections)
    .where(eq(detections.recordId, recordId));
  expect(row?.quality.ok).toBe(true);
  return {
    part: 'yqg',
    dimensions: row!.result as Record<string, MeasuredDimension>,
    colorCalibrated: row!.calibrationId !== null,
  };
}

async function storedRecord(tenant: Tenant, recordId: number) {
  const response = await t.app.inject({
    url: `/api/customer/record/${recordId}`,
    headers: t.bearer(tenant.staffToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { situation: SituationRecord | null; steps: unknown };
}

describe('an analysis that finishes after the summary was saved', () => {
  it('moves the stored care scores as the save would have', async () => {
    const { tenant, recordId } = await visitWithLateAnalysis();
    await finishVisit(t, tenant.staffToken, recordId);
    const before = await storedRecord(tenant, recordId);
    // Saved while the pair was still being analysed: the answers' scores alone.
    expect(before.situation).toEqual(toRecordFields(computeConsultation(answers, [])).situation);

    const analysis = await analysisArrives(recordId);
    const after = await storedRecord(tenant, recordId);
    const expected = toRecordFields(computeConsultation(answers, [analysis]));
    expect(after.situation).toEqual(expected.situation);
    // The phantom's analysis bears on some scores: the stored ones did move.
    expect(after.situation!.pointList.some((point) => 'evidence' in point)).toBe(true);
    expect(after.situation).not.toEqual(before.situation);
    // Phase and care steps follow the answers alone: untouched.
    expect(after.situation!.step).toBe(before.situation!.step);
    expect(after.steps).toEqual(before.steps);
  });

  it('leaves a draft (no summary yet) and a photo-only visit’s carried-over scores alone', async () => {
    const repos = createRepositories(t.database.db);
    const draft = await visitWithLateAnalysis();
    await analysisArrives(draft.recordId);
    expect((await storedRecord(draft.tenant, draft.recordId)).situation).toBeNull();
    expect(await rescoreAfterAnalysis(repos, draft.recordId)).toBe(false);

    // A photo-only visit after a first visit: it carries that visit's consultation over.
    const customer = await consentedCustomer(t);
    const first = await visitWithLateAnalysis('FULL_SCAN', customer);
    await finishVisit(t, first.tenant.staffToken, first.recordId);
    const photoOnly = await visitWithLateAnalysis('PHOTO_ONLY', customer);
    await finishVisit(t, photoOnly.tenant.staffToken, photoOnly.recordId);
    const before = await storedRecord(photoOnly.tenant, photoOnly.recordId);
    expect(before.situation).toEqual((await storedRecord(first.tenant, first.recordId)).situation);
    await analysisArrives(photoOnly.recordId);
    expect(await storedRecord(photoOnly.tenant, photoOnly.recordId)).toEqual(before);
    expect(await rescoreAfterAnalysis(repos, photoOnly.recordId)).toBe(false);
  });
});
