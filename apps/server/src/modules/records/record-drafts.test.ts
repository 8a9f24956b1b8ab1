import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, photos } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import { createTenant, finishVisit } from '../../../test-support/fixtures';
import { consultingCustomer, staffApi } from '../../../test-support/visit-fixtures';

const t = setupTestApp();

describe('issue 17 #26: an unfinished consultation is a draft, not a visit', () => {
  it('counts a visit only once its summary is saved; until then it is a draft with its answers', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const id = await staff.startRecord(customer.id, {
      scanType: 'FULL_SCAN',
      scan,
      answers: FIRST_VISIT_ANSWERS,
    });

    // Not a visit: no record in the list, history, counter or as the customer's latest visit.
    expect(
      (await staff.get(`/api/customer/record?recCustomerId=${customer.id}`)).json().data,
    ).toEqual([]);
    expect(
      (await staff.get(`/server/analysis_key?key=${encodeURIComponent('张丽')}`)).json().data
        .historyRecordList,
    ).toEqual([]);
    expect((await staff.get('/api/customer')).json().data[0].latestRecord).toBeNull();
    expect((await staff.get('/api/customer/counter')).json().data.today).toEqual([]);
    // The rating of "the last visit" has no visit to go to.
    const rating = { all: 4, effect: 4, service: 5, environment: 5 };
    expect((await staff.put(`/api/customer/${customer.id}/evaluation`, rating)).statusCode).toBe(
      404,
    );

    // A draft, with what resuming needs.
    const drafts = await staff.get(`/api/customer/${customer.id}/drafts`);
    expect(drafts.statusCode).toBe(200);
    expect(drafts.json().data).toEqual([
      expect.objectContaining({
        id,
        scanType: 'FULL_SCAN',
        recUserName: '门店店长',
        detectList: [expect.objectContaining({ name: 'yqg' })],
        answers: expect.objectContaining({ condition: [1, 9], mainConcern: 9 }),
      }),
    ]);

    await finishVisit(t, tenant.staffToken, id);
    expect((await staff.get(`/api/customer/${customer.id}/drafts`)).json().data).toEqual([]);
    expect(
      (await staff.get(`/api/customer/record?recCustomerId=${customer.id}`)).json().data,
    ).toEqual([expect.objectContaining({ id })]);
    expect((await staff.get('/api/customer')).json().data[0].latestRecord).toMatchObject({
      id,
      scanType: 'FULL_SCAN',
    });
  });

  it('a photo-only visit is done once its first part is saved', async () => {
    const { tenant, customer, normal, lighting } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const id = await staff.startRecord(customer.id, { scanType: 'PHOTO_ONLY' });
    expect((await staff.get(`/api/customer/${customer.id}/drafts`)).json().data).toHaveLength(1);
    const part = await staff.put(`/api/customer/${id}/detect?position=0`, {
      name: 'zlj',
      normal,
      lighting,
    });
    expect(part.statusCode).toBe(200);
    expect((await staff.get(`/api/customer/${customer.id}/drafts`)).json().data).toEqual([]);
    expect(
      (await staff.get(`/api/customer/record?recCustomerId=${customer.id}`)).json().data,
    ).toEqual([expect.objectContaining({ id, scanType: 'PHOTO_ONLY' })]);
  });

  it('staff discard a draft: the record goes, its photos stay the customer’s, and it is audited', async () => {
    const { tenant, customer, scan, normal } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const draft = await staff.startRecord(customer.id, { scan });
    const other = await createTenant(t, 'cgo', '别家');
    expect(
      (await staffApi(t, other.staffToken).remove(`/api/customer/record/${draft}/draft`))
        .statusCode,
    ).toBe(404);
    expect(
      (await staffApi(t, other.staffToken).get(`/api/customer/${customer.id}/drafts`)).statusCode,
    ).toBe(404);

    const discarded = await staff.remove(`/api/customer/record/${draft}/draft`);
    expect(discarded.statusCode).toBe(200);
    expect((await staff.get(`/api/customer/${customer.id}/drafts`)).json().data).toEqual([]);
    expect((await staff.get(`/api/customer/record/${draft}`)).statusCode).toBe(404);
    const [photo] = await t.database.db
      .select({ customerId: photos.customerId, recordId: photos.recordId })
      .from(photos)
      .where(eq(photos.storageKey, normal.replace('/home/imagerec/', '')));
    expect(photo).toEqual({ customerId: customer.id, recordId: null });
    const audited = await t.database.db
      .select({ action: auditLog.action, targetId: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.action, 'record.draft_discarded'));
    expect(audited).toEqual([{ action: 'record.draft_discarded', targetId: String(customer.id) }]);
  });

  it('a finished visit cannot be discarded; staff without the right to check cannot discard', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const visit = await staff.startRecord(customer.id, { scan });
    await finishVisit(t, tenant.staffToken, visit);
    const refused = await staff.remove(`/api/customer/record/${visit}/draft`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'RECORD_NOT_DRAFT',
      message: '这次检测已完成，不能放弃',
    });

    const draft = await staff.startRecord(customer.id);
    const clerk = await t.createUser({ scope: 'cgo', companyUserId: tenant.staffId });
    const clerkApi = staffApi(t, await t.signIn(clerk.mobile));
    expect((await clerkApi.remove(`/api/customer/record/${draft}/draft`)).statusCode).toBe(403);
  });

  it('refuses answers outside the questionnaire’s catalogue', async () => {
    const { tenant, customer } = await consultingCustomer(t);
    const response = await staffApi(t, tenant.staffToken).post('/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      answers: { ...FIRST_VISIT_ANSWERS, condition: [999] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('issue 17 #25: a photo-only visit without an earlier consultation keeps its photos', () => {
  it('saves the visit with photos only when no earlier visit has a questionnaire', async () => {
    const { tenant, customer, normal, lighting } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    // An earlier photo-only visit (nothing to carry over) …
    const first = await staff.startRecord(customer.id, { scanType: 'PHOTO_ONLY' });
    await finishVisit(t, tenant.staffToken, first);
    // … and another one: it still works, with its photos and no consultation.
    const second = await staff.startRecord(customer.id, { scanType: 'PHOTO_ONLY' });
    const part = await staff.put(`/api/customer/${second}/detect?position=0`, {
      name: 'zlj',
      normal,
      lighting,
    });
    expect(part.statusCode).toBe(200);
    const record = (await staff.get(`/api/customer/record/${second}`)).json().data;
    expect(record).toMatchObject({ scanType: 'PHOTO_ONLY', problem: null, recommend: null });
    expect(record.detectList).toEqual([{ name: 'zlj', normal, lighting }]);
  });

  it('carries over the newest visit that has a consultation, quotes stripped', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const full = await staff.startRecord(customer.id, { scan });
    await finishVisit(t, tenant.staffToken, full);
    const photoOnly = await staff.startRecord(customer.id, { scanType: 'PHOTO_ONLY' });
    await finishVisit(t, tenant.staffToken, photoOnly);
    // The newest visit (photo-only) has the copy; a third one still finds a consultation.
    const third = await staff.startRecord(customer.id, { scanType: 'PHOTO_ONLY' });
    const record = (await staff.get(`/api/customer/record/${third}`)).json().data;
    const source = (await staff.get(`/api/customer/record/${full}`)).json().data;
    expect(record.situation).toEqual(source.situation);
    expect(record.recommend.goods).not.toMatch(/["“”]/);
  });
});
