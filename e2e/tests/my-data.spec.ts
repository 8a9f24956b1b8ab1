import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { TAKE_SCREENSHOTS } from '../support/admin';
import { api, apiLogin, CONSENT_VERSION, uniqueMobile } from '../support/api';
import { photoPair } from '../support/photo-pair';
import { phonePage, settledSnapshot, signIn } from '../support/ui';
import { savedVisit } from '../support/visits';

const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Her whole page as her phone scrolls it. */
async function phoneShot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Issue 34 acceptance: a customer opens 我的数据 from her report on her phone, sees who viewed
 * her photos and asks for her photos to be deleted; staff (tablet) see the request on the
 * counter overview and carry it out; her page shows it done and her photos answer 404.
 */
test('issue 34: 我的数据 — she sees who viewed her photos and asks to delete them; staff carry it out', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const session = await apiLogin(request);
  const store = await api<{ id: number }>(request, session, 'post', '/api/store', {
    name: `数据店${randomUUID().slice(0, 8)}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const name = `林晓${randomUUID().slice(0, 3)}`;
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: name,
    mobile: uniqueMobile('137'),
    gender: 'female',
    age: 31,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  const pair = photoPair();
  const recordId = await savedVisit(request, session, customer.id, [
    readFileSync(pair.normal),
    readFileSync(pair.polarised),
  ]);
  const link = await api<{ path: string; token: string }>(
    request,
    session,
    'post',
    `/api/customer/${customer.id}/report-links`,
    { recordId },
  );
  // Staff look at her photos: the audit log's reads are what her page lists.
  const record = await api<{ scan: { photos: Array<{ url: string }> } }>(
    request,
    session,
    'get',
    `/api/customer/record/${recordId}`,
  );
  const photoUrls = record.scan.photos.map((photo) => photo.url);
  const staffGet = (url: string) =>
    request.get(url, { headers: { Authorization: `Bearer ${session.token}` } });
  for (const url of photoUrls) expect((await staffGet(url)).status()).toBe(200);

  // Her phone: from her report to 我的数据.
  const phone = await phonePage(browser, baseURL!);
  await phone.goto(link.path);
  await phone.getByRole('link', { name: '我的数据' }).click();
  await expect(phone).toHaveURL(new RegExp(`/d/${link.token}$`));
  await expect(phone.getByRole('heading', { name: '我的数据', level: 1 })).toBeVisible();
  const views = phone.getByTestId('photo-views');
  await expect(views.getByText('管理员')).toBeVisible();
  await expect(views.getByText(`查看 ${photoUrls.length} 次`)).toBeVisible();
  await expect(phone.getByText('右颧骨')).toBeVisible();
  await phoneShot(phone, 'my-data-phone');
  // Customer-facing: WCAG 2.1 A/AA as the report (issue 29 #13).
  await expectAccessible(phone, '我的数据');

  await phone.getByRole('button', { name: '删除我的照片/全部数据' }).click();
  const dialog = phone.getByRole('dialog', { name: '申请删除' });
  await dialog.getByText('只删除照片').click();
  await dialog.getByRole('button', { name: '确认提交' }).click();
  await expect(dialog).toBeHidden();
  const requests = phone.getByTestId('my-data-requests');
  await expect(requests.getByText('删除我的照片')).toBeVisible();
  await expect(requests.getByText('处理中')).toBeVisible();
  await phoneShot(phone, 'my-data-phone-requested');

  // The tablet at the counter: the request, due in 15 working days, a click from her page.
  await signIn(page);
  const due = page.getByTestId('data-requests-due');
  const item = due.getByRole('link', { name: new RegExp(`${name} · 删除照片`) });
  await expect(item).toBeVisible();
  await settledSnapshot(page, 'my-data-counter-request');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${customer.id}`));
  const card = page.locator('.ant-card').filter({ hasText: '顾客的数据申请' });
  await expect(card.getByText('处理中')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await settledSnapshot(page, 'my-data-customer-request');
  await card.getByRole('button', { name: '删除照片并完成' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '删除照片并完成' }).click();
  await expect(card.getByText('已完成')).toBeVisible();

  // Her page says so; her photos are gone from her report and from staff's screens.
  await phone.reload();
  await expect(requests.getByText('已完成')).toBeVisible();
  await phoneShot(phone, 'my-data-phone-done');
  for (const url of photoUrls) expect((await staffGet(url)).status()).toBe(404);
  for (const n of [0, 1])
    expect((await request.get(`/api/public/report/${link.token}/image/${n}`)).status()).toBe(404);
});
