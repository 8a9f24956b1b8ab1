import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { admin } from '../support/admin';
import { api, apiLogin, CONSENT_VERSION, uniqueMobile } from '../support/api';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';

const staffIcons = ['会员查询', '优秀案例', '检测案例查询', '用户授权管理', '退出登录'];

/** What the server itself answers this page's session for a call (the token the page holds). */
async function statusOf(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const token = /(?:^|; )skinscope_token=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const type = window.localStorage.getItem('skinscope.tokenType') ?? '';
    const response = await fetch(url, {
      headers: { Authorization: `${type} ${decodeURIComponent(token)}` },
    });
    return response.status;
  }, path);
}

test('issue 17 #11, issue 29 #5: 顾客模式 hands the session to her; the rest stays closed, on the server too, until the staff password', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await apiLogin(request);
  const store = await api<{ id: number }>(request, session, 'post', '/api/store', {
    name: `顾客模式店${Date.now() % 1_000_000}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const member = (fullName: string) =>
    api<{ id: number; mobile: string }>(request, session, 'post', '/server/recCustomer', {
      fullName,
      mobile: uniqueMobile('137'),
      gender: 'female',
      age: 30,
      storeId: store.id,
    });
  const her = await member('林晓');
  const other = await member('王芳');
  await api(request, session, 'post', `/api/customer/${her.id}/consent`, {
    version: CONSENT_VERSION,
  });

  await signIn(page);
  // Her consultation begins from her detail: the switch names the customer it hands over to.
  await page.goto(`/query/detail/${her.id}?scope=reach`);
  await page.getByRole('button', { name: '开始检测' }).click();
  await expect(page).toHaveURL(/\/introduce$/);
  await page.getByRole('button', { name: '顾客模式' }).click();
  const actions = page.getByRole('navigation', { name: '快捷操作' });
  await expect(actions.getByRole('button', { name: /顾客模式/ })).toBeVisible();
  for (const name of staffIcons) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(actions.getByRole('button')).toHaveCount(1);
  await settledSnapshot(page, 'customer-mode-on');

  // The address bar leads nowhere: other screens are closed, and the server refuses the calls.
  await page.goto(`/query/detail/${other.id}?scope=reach`);
  await expect(page.getByText('顾客模式中，此页面已关闭')).toBeVisible();
  await expect(page.getByText(other.mobile)).toHaveCount(0);
  await settledSnapshot(page, 'customer-mode-closed');
  expect(await statusOf(page, `/api/customer/${other.id}`)).toBe(404);
  expect(await statusOf(page, '/api/customer?begin=0&length=10')).toBe(403);
  expect(await statusOf(page, '/api/user?begin=0&length=10')).toBe(403);
  expect(await statusOf(page, `/api/customer/${her.id}`)).toBe(200);
  // Her consultation goes on.
  await page.goto('/introduce');
  await expect(page.getByRole('navigation', { name: '检测流程' })).toBeVisible();

  // A reload does not hand the staff screens back.
  await page.reload();
  await expect(actions.getByRole('button', { name: /顾客模式/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);

  await actions.getByRole('button', { name: /顾客模式/ }).click();
  const dialog = dialogTitled(page, '退出顾客模式');
  await dialog.getByLabel('登录密码').fill('Wrong#2026ok');
  await dialog.getByRole('button', { name: '验证并退出' }).click();
  await expect(dialog.getByText('密码不正确')).toBeVisible();
  await settledSnapshot(page, 'customer-mode-leave-wrong');
  await expect(page.getByRole('button', { name: '退出登录' })).toHaveCount(0);
  expect(await statusOf(page, '/api/customer?begin=0&length=10')).toBe(403);

  await dialog.getByLabel('登录密码').fill(admin().password);
  await dialog.getByRole('button', { name: '验证并退出' }).click();
  for (const name of staffIcons) await expect(page.getByRole('button', { name })).toBeVisible();
  expect(await statusOf(page, '/api/customer?begin=0&length=10')).toBe(200);
});
