import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { detections } from '@skinscope/db';
import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import {
  computeConsultation,
  QuestionnaireAnswersSchema,
  toRecordFields,
  type SituationRecord,
} from '@skinscope/domain';
import { setupTestApp } from '../../../test-support/test-app';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import type { Tenant } from '../../../test-support/fixtures';
import {
  consentedCustomer,
  phantomPair,
  savePair,
  type PhotoPair,
} from '../../../test-support/visit-fixtures';

/** Issue 19 #6: the summary's scores are the answers' moved by the visit's analysed photos. */
const t = setupTestApp({ config: { analysisWorkers: 1 } });
const answers = QuestionnaireAnswersSchema.parse(FIRST_VISIT_ANSWERS);
/** The part savePair photographs; the summary names it beside what it showed (issue 29 #8). */
const PART = 'yqg';
const PART_NAME = '右颧骨';

let pair: PhotoPair;
beforeAll(async () => {
  pair = await phantomPair(3);
});

/** A visit whose one pair the engine has analysed (for real, on a phantom). */
async function analysedVisit() {
  const { tenant, customer } = await consentedCustomer(t);
  const { recordId } = await savePair(t, tenant, customer.id, { pair });
  return { tenant, customerId: customer.id, recordId };
}

const rowsOf = (recordId: number) =>
  t.database.db.select().from(detections).where(eq(detections.recordId, recordId));

type Dimensions = Record<string, { score: number | null; area: number; result: string | null }>;

/** Sets the stored analysis to known values: every score 70, then `change` on top. */
async function setMeasured(id: number, change: (dimensions: Dimensions) => void) {
  const [row] = await t.database.db.select().from(detections).where(eq(detections.id, id));
  const result = structuredClone(row!.result) as Dimensions;
  for (const dimension of DETECT_DIMENSIONS) result[dimension]!.score = 70;
  change(result);
  await t.database.db.update(detections).set({ result }).where(eq(detections.id, id));
  return result;
}

/** Saves the summary with numbers of the browser's own, then reads the stored situation. */
async function saveSummary(tenant: Tenant, recordId: number): Promise<SituationRecord> {
  const forged = {
    step: '美肤',
    pointList: [{ name: '控油平衡', point: 10, questionnaire: 10, measured: 2, evidence: ['x'] }],
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record/full',
    headers: t.bearer(tenant.staffToken),
    payload: { recordId, detectList: [], answers: FIRST_VISIT_ANSWERS, situation: forged },
  });
  expect(response.statusCode).toBe(200);
  const record = await t.app.inject({
    url: `/api/customer/record/${recordId}`,
    headers: t.bearer(tenant.staffToken),
  });
  return record.json().data.situation as SituationRecord;
}

const point = (situation: SituationRecord, name: string) =>
  situation.pointList.find((it) => it.name === name);

describe('POST /api/customer/record/full with analysed photos', () => {
  it('moves the questionnaire scores by the stored analysis, whatever the browser sent', async () => {
    const { tenant, recordId } = await analysedVisit();
    const [row] = await rowsOf(recordId);
    expect(row?.quality.ok).toBe(true);
    const measured = await setMeasured(row!.id, (dimensions) => {
      dimensions.skin_type!.area = 20;
      dimensions.elasticity!.score = 30;
    });

    const situation = await saveSummary(tenant, recordId);

    // Dry and sensitive in period: oil control 10 and firming 10 from the answers alone.
    expect(point(situation, '控油平衡')).toEqual({
      name: '控油平衡',
      point: 8,
      questionnaire: 10,
      measured: -2,
      evidence: [`${PART_NAME}油脂较多`],
    });
    expect(point(situation, '紧致抗皱')).toMatchObject({
      point: 8,
      evidence: [`${PART_NAME}细纹较多`],
    });
    expect(situation).toEqual(
      toRecordFields(
        computeConsultation(answers, [
          { part: PART, dimensions: measured, colorCalibrated: false },
        ]),
      ).situation,
    );
    expect(situation.step).toBe('修损');
  });

  it('a refused pair leaves the questionnaire scores as they are', async () => {
    const { tenant, recordId } = await analysedVisit();
    const [row] = await rowsOf(recordId);
    await t.database.db
      .update(detections)
      .set({ result: null, quality: { ok: false, reasons: [] } })
      .where(eq(detections.id, row!.id));

    const situation = await saveSummary(tenant, recordId);

    expect(situation).toEqual(toRecordFields(computeConsultation(answers)).situation);
    expect(situation.pointList.every((it) => it.evidence === undefined)).toBe(true);
  });

  it('a colour analysed without the device calibration never moves brightening', async () => {
    const { tenant, recordId } = await analysedVisit();
    const [row] = await rowsOf(recordId);
    expect(row?.calibrationId).toBeNull();
    await setMeasured(row!.id, (dimensions) => {
      // Even one that names a tone, as results stored before calibrations did.
      dimensions.color = { ...dimensions.color!, score: 10, result: 'ziran' };
      dimensions.pigment!.score = null;
    });

    const situation = await saveSummary(tenant, recordId);

    expect(point(situation, '提亮美白')).toEqual({ name: '提亮美白', point: 10 });
  });

  it('a retaken pair counts with its new analysis only', async () => {
    const { tenant, customerId, recordId } = await analysedVisit();
    const [old] = await rowsOf(recordId);
    await setMeasured(old!.id, (dimensions) => {
      dimensions.elasticity!.score = 10;
    });
    await savePair(t, tenant, customerId, { recordId, pair });
    const rows = await rowsOf(recordId);
    expect(rows).toHaveLength(2);
    const current = rows.find((row) => row.id !== old!.id)!;
    const measured = await setMeasured(current.id, () => {});

    const situation = await saveSummary(tenant, recordId);

    expect(point(situation, '紧致抗皱')).toMatchObject({
      point: 10,
      evidence: [`${PART_NAME}少量细纹`],
    });
    expect(situation).toEqual(
      toRecordFields(
        computeConsultation(answers, [
          { part: PART, dimensions: measured, colorCalibrated: false },
        ]),
      ).situation,
    );
  });
});
