import { describe, expect, it } from 'vitest';
import {
  CARE_EFFECT_NAMES,
  careUsesOf,
  computeConsultation,
  parseStoredRecommend,
  toRecordFields,
} from '@skinscope/domain';
import { QuestionnaireAnswersSchema } from '@skinscope/domain';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import { eq } from 'drizzle-orm';
import { records } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

const t = setupTestApp();

async function recordFor(gender: 'female' | 'male' = 'female', scanType = 'FULL_SCAN') {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant, { gender });
  await giveConsent(t, tenant, customer.id);
  const save = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: { recordId: 0, recCustomerId: customer.id, scanType },
  });
  return { tenant, customer, recordId: save.json().data as number };
}

const saveFull = (token: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/record/full',
    headers: t.bearer(token),
    payload: body,
  });

describe('POST /api/customer/record/full', () => {
  it('stores what the server computes from the answers, ignoring numbers sent by the browser', async () => {
    const { tenant, recordId } = await recordFor();
    const forged = { step: '美肤', pointList: [{ name: 'x', point: 10 }] };
    const response = await saveFull(tenant.staffToken, {
      recordId,
      detectList: [],
      answers: FIRST_VISIT_ANSWERS,
      situation: forged,
      recommend: { goods: 'x', products: 'y' },
    });
    expect(response.json()).toEqual({ code: 200, message: 'ok', data: recordId });
    const record = (
      await t.app.inject({
        url: `/api/customer/record/${recordId}`,
        headers: t.bearer(tenant.staffToken),
      })
    ).json().data;
    const expected = toRecordFields(
      computeConsultation(QuestionnaireAnswersSchema.parse(FIRST_VISIT_ANSWERS)),
    );
    expect(record.situation).toEqual(expected.situation);
    expect(record.situation.step).toBe('修损');
    expect(record.steps).toEqual(expected.steps);
    expect(record.recommend).toEqual(expected.recommend);
    expect(record.problem).toMatchObject(expected.problem);
  });

  it("refuses answers that do not fit the customer's path (menses answered for a man)", async () => {
    const { tenant, recordId } = await recordFor('male');
    const response = await saveFull(tenant.staffToken, { recordId, answers: FIRST_VISIT_ANSWERS });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues.map((issue: { field: string }) => issue.field)).toContain(
      'answers.menses',
    );
  });

  it('refuses unknown option keys and a main concern that was not selected', async () => {
    const { tenant, recordId } = await recordFor();
    expect(
      (
        await saveFull(tenant.staffToken, {
          recordId,
          answers: { ...FIRST_VISIT_ANSWERS, habit: [99] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await saveFull(tenant.staffToken, {
          recordId,
          answers: { ...FIRST_VISIT_ANSWERS, mainConcern: 3 },
        })
      ).statusCode,
    ).toBe(400);
    expect((await saveFull(tenant.staffToken, { recordId })).json().details.issues[0].message).toBe(
      '请先完成问卷',
    );
  });

  it('a photo-only visit carries over the previous consultation', async () => {
    const { tenant, customer, recordId } = await recordFor();
    await saveFull(tenant.staffToken, { recordId, answers: FIRST_VISIT_ANSWERS });
    const photoOnly = (
      await t.app.inject({
        method: 'POST',
        url: '/api/customer/record',
        headers: t.bearer(tenant.staffToken),
        payload: { recordId: 0, recCustomerId: customer.id, scanType: 'PHOTO_ONLY' },
      })
    ).json().data;
    const { url } = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_010);
    const response = await saveFull(tenant.staffToken, {
      recordId: photoOnly,
      detectList: [{ name: 'yqg', normal: url, lighting: null }],
    });
    expect(response.statusCode).toBe(200);
    const [latest, first] = (
      await t.app.inject({
        url: `/api/customer/record?recCustomerId=${customer.id}`,
        headers: t.bearer(tenant.staffToken),
      })
    ).json().data;
    expect(latest.id).toBe(photoOnly);
    expect(latest.recommend).toEqual(first.recommend);
    // The list sent names a photo the visit's photos do not hold: its parts are its photos'.
    expect(latest.detectList).toEqual([]);
  });

  it('issue 17 #3: a repeat visit with 否 starts as a copy of the latest record, quotes stripped, detect list empty', async () => {
    const { tenant, customer, recordId } = await recordFor();
    await saveFull(tenant.staffToken, { recordId, answers: FIRST_VISIT_ANSWERS });
    // Stored goods and products may carry quotation marks (spec §3).
    await t.database.db
      .update(records)
      .set({ recommend: { goods: '“玻尿酸”精华,"修护"面膜', products: "'控油'乳液" } })
      .where(eq(records.id, recordId));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(tenant.staffToken),
      payload: { recordId: 0, recCustomerId: customer.id, scanType: 'PHOTO_ONLY' },
    });
    const read = (id: number) =>
      t.app.inject({ url: `/api/customer/record/${id}`, headers: t.bearer(tenant.staffToken) });
    const previous = (await read(recordId)).json().data;
    const copy = (await read(created.json().data)).json().data;
    expect(copy).toMatchObject({
      scanType: 'PHOTO_ONLY',
      problem: previous.problem,
      situation: previous.situation,
      steps: previous.steps,
      recommend: { goods: '玻尿酸精华,修护面膜', products: '控油乳液' },
      detectList: [],
      scan: { photos: [] },
    });
  });

  it('issue 17 #6: a record names the products and effects of its care, and the record search filters on them', async () => {
    const { tenant, customer, recordId } = await recordFor();
    await saveFull(tenant.staffToken, { recordId, answers: FIRST_VISIT_ANSWERS });
    const record = (
      await t.app.inject({
        url: `/api/customer/record/${recordId}`,
        headers: t.bearer(tenant.staffToken),
      })
    ).json().data;
    const { care } = parseStoredRecommend(record.recommend);
    expect(record).toMatchObject(careUsesOf(care));
    expect(record.cares.length).toBeGreaterThan(0);
    const found = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/customer/record/full/face?telephone=${customer.mobile}&${query}`,
          headers: t.bearer(tenant.staffToken),
        })
      )
        .json()
        .data.map((row: { recordId: number }) => row.recordId);
    const [effect] = record.cares as string[];
    const [product] = record.products as string[];
    expect(await found(`cares=${encodeURIComponent(effect!)}`)).toEqual([recordId]);
    expect(await found(`products=${encodeURIComponent(`"${product!}"`)}`)).toEqual([recordId]);
    const unused = CARE_EFFECT_NAMES.find((name) => !record.cares.includes(name))!;
    expect(await found(`cares=${encodeURIComponent(`${effect!},${unused}`)}`)).toEqual([]);
    expect(await found(`products=${encodeURIComponent('不存在的产品')}`)).toEqual([]);
  });
});
