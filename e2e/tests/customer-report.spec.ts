import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { api, apiLogin, CONSENT_VERSION, uniqueMobile } from '../support/api';
import { snapshot } from '../support/admin';
import { removePhantoms } from '../support/phantom';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';
import { finishedVisit } from '../support/visits';

const runId = `${Date.now()}`.slice(-6);
/** Beside the full-page snapshots: what the screen itself shows (1024×768, 390×844). */
const viewportShot = (name: string) =>
  fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test.afterAll(removePhantoms);

test('issue 19 #3: staff share a finished visit; the customer opens her report without signing in; a revoked link is invalid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await apiLogin(request);
  const store = await api<{ id: number; name: string }>(request, session, 'post', '/api/store', {
    name: `静安店${runId}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const mobile = uniqueMobile('136');
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: `林悦${runId.slice(-3)}`,
    mobile,
    gender: 'female',
    age: 31,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  await finishedVisit(request, session, customer.id, 11);
  await finishedVisit(request, session, customer.id, 12);

  // Staff: 生成报告链接 on her latest visit (the first record, drawn open).
  await signIn(page);
  await page.goto(`/query/detail/${customer.id}?scope=reach`);
  await page.getByRole('button', { name: '生成报告链接', exact: true }).first().click();
  const dialog = dialogTitled(page, '顾客报告链接');
  const shown = dialog.getByTestId('report-link-url');
  await expect(shown).toContainText('/r/');
  const url = (await shown.textContent())!.trim();
  await expect(dialog.getByRole('img', { name: '报告链接二维码' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '复制链接' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '打印' })).toBeVisible();
  await expect(dialog.locator('.customers-report-links .ant-list-item')).toHaveCount(1);
  await settledSnapshot(page, 'customer-report-link-modal');
  await page.screenshot({ path: viewportShot('customer-report-link-modal-1024x768') });

  // The customer: a phone, no session.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const customerPage = await phone.newPage();
  await customerPage.goto(url);
  await expect(customerPage.getByRole('heading', { name: '皮肤检测报告' })).toBeVisible();
  await expect(customerPage.getByText(store.name)).toBeVisible();
  await expect(
    customerPage.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`, { exact: false }),
  ).toBeVisible();
  await expect(customerPage.getByText(mobile)).toHaveCount(0);
  await expect(customerPage.getByRole('heading', { name: '右颧骨' })).toBeVisible();
  await expect(customerPage.getByRole('heading', { name: '护理方案' })).toBeVisible();
  await expect(customerPage.locator('.app-header')).toHaveCount(0);
  // Marked images load lazily as she scrolls; a full-page picture needs them all now.
  await customerPage.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await expect
    .poll(() =>
      customerPage.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  await snapshot(customerPage, 'customer-report-phone');
  await customerPage.screenshot({ path: viewportShot('customer-report-phone-390x844') });
  await customerPage.setViewportSize({ width: 794, height: 1123 });
  await customerPage.emulateMedia({ media: 'print' });
  await snapshot(customerPage, 'customer-report-print');
  await customerPage.emulateMedia({ media: 'screen' });

  // The staff list counts her view; 撤销 ends the link at once.
  await page.reload();
  await page.getByRole('button', { name: '生成报告链接', exact: true }).first().click();
  const again = dialogTitled(page, '顾客报告链接');
  await expect(again.locator('.customers-report-links .ant-list-item')).toHaveCount(2);
  const first = again.locator('.customers-report-links .ant-list-item').nth(1);
  await expect(first).toContainText('查看 1 次');
  await first.getByRole('button', { name: '撤销' }).click();
  await page.locator('.ant-popover').getByRole('button', { name: '确定' }).click();
  await expect(first).toContainText('已撤销');

  await customerPage.reload();
  await expect(customerPage.getByRole('heading', { name: '报告链接已失效' })).toBeVisible();
  const token = url.split('/r/')[1]!;
  const gone = await request.get(`/api/public/report/${token}`);
  expect(gone.status()).toBe(404);
  await phone.close();
});
