import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

const t = setupTestApp();

async function visitWithPhotos(count: number) {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1)
    urls.push((await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001 + index)).url);
  return { tenant, customer, urls };
}

const send = (token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: t.bearer(token), payload });

describe('record parts', () => {
  it('issue 17 #10: parts are added to a visit’s record before its summary saved the part list', async () => {
    const { tenant, customer, urls } = await visitWithPhotos(8);
    const [a, b, c, d, e, f, g, h] = urls;
    // The expect screen saves the three steps' photos; the summary has not run yet.
    const saved = await send(tenant.staffToken, 'POST', '/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      scanType: 'FULL_SCAN',
      scan: {
        photos: [
          { part: 'yqg', position: 0, type: 'normal', url: a },
          { part: 'yqg', position: 0, type: 'lighting', url: b },
          { part: 'zlj', position: 1, type: 'normal', url: c },
          { part: 'zlj', position: 1, type: 'lighting', url: d },
          { part: 'xb', position: 2, type: 'normal', url: e },
          { part: 'xb', position: 2, type: 'lighting', url: f },
        ],
      },
    });
    const id = saved.json().data as number;
    const added = await send(tenant.staffToken, 'PUT', `/api/customer/${id}/detect?position=3`, {
      name: 'mx',
      normal: g,
      lighting: h,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.map((item: { name: string }) => item.name)).toEqual([
      'yqg',
      'zlj',
      'xb',
      'mx',
    ]);
    const record = await t.app.inject({
      url: `/api/customer/record/${id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(record.json().data.scan.photos).toHaveLength(8);
    // A gap is still refused.
    const gap = await send(tenant.staffToken, 'PUT', `/api/customer/${id}/detect?position=9`, {
      name: 'zet',
      normal: g,
      lighting: null,
    });
    expect(gap.json().details.issues[0].message).toBe('拍摄位置不连续');
  });

  it('the summary’s part list changes no part: the visit’s photos are its parts', async () => {
    const { tenant, customer, urls } = await visitWithPhotos(5);
    const [a, b, c, d, e] = urls;
    const other = await registerCustomer(t, tenant, { mobile: '13900002222' });
    await giveConsent(t, tenant, other.id);
    const { url: foreign } = await uploadPhoto(t, tenant, other.id, 1_763_800_000_100);
    const saved = await send(tenant.staffToken, 'POST', '/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      scan: {
        photos: [
          { part: 'yqg', position: 0, type: 'normal', url: a },
          { part: 'yqg', position: 0, type: 'lighting', url: b },
        ],
      },
    });
    const id = saved.json().data as number;
    // Infinite capture adds a part after the browser took its copy of the list.
    await send(tenant.staffToken, 'PUT', `/api/customer/${id}/detect?position=1`, {
      name: 'zlj',
      normal: c,
      lighting: d,
    });
    // The browser's list still has the first part only, renamed, and a part whose photo no
    // record holds: the save goes through and the photos win.
    const full = await send(tenant.staffToken, 'POST', '/api/customer/record/full', {
      recordId: id,
      detectList: [
        { name: 'zqg', normal: a, lighting: b },
        { name: 'mx', normal: e, lighting: null },
      ],
      answers: FIRST_VISIT_ANSWERS,
    });
    expect(full.statusCode).toBe(200);
    const record = await t.app.inject({
      url: `/api/customer/record/${id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(record.json().data.detectList).toEqual([
      { name: 'yqg', normal: a, lighting: b },
      { name: 'zlj', normal: c, lighting: d },
    ]);
    // The list is still checked: another customer's photo is refused.
    const foreignList = await send(tenant.staffToken, 'POST', '/api/customer/record/full', {
      recordId: id,
      detectList: [{ name: 'yqg', normal: foreign, lighting: null }],
      answers: FIRST_VISIT_ANSWERS,
    });
    expect(foreignList.statusCode).toBe(400);
    expect(foreignList.json().details.issues[0].message).toBe(
      '照片不存在或不属于该顾客，请重新拍摄',
    );
  });

  it('issue 17 #17: no record is saved with an unlabelled part', async () => {
    const { tenant, customer, urls } = await visitWithPhotos(2);
    const [normal, lighting] = urls;
    const unlabelled = await send(tenant.staffToken, 'POST', '/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      scan: { photos: [{ part: 'zz', position: 0, type: 'normal', url: normal }] },
    });
    expect(unlabelled.statusCode).toBe(400);
    expect(unlabelled.json().details.issues[0].message).toBe('请先选择部位');

    const id = (
      await send(tenant.staffToken, 'POST', '/api/customer/record', {
        recordId: 0,
        recCustomerId: customer.id,
      })
    ).json().data as number;
    const detect = await send(tenant.staffToken, 'PUT', `/api/customer/${id}/detect?position=0`, {
      name: 'zz',
      normal,
      lighting,
    });
    expect(detect.statusCode).toBe(400);
    expect(detect.json().details.issues[0].message).toBe('请先选择部位');

    const full = await send(tenant.staffToken, 'POST', '/api/customer/record/full', {
      recordId: id,
      detectList: [{ name: 'zz', normal, lighting }],
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().details.issues[0].message).toBe('请先选择部位');
  });
});
