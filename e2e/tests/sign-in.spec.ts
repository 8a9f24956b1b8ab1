import { expect, test } from '@playwright/test';
import { admin, snapshot } from '../support/admin';

test('the printed administrator signs in, sees the header and the query page, and logs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await snapshot(page, 'login');

  await page.getByPlaceholder('请输入手机号').fill(admin().mobile);
  await page.getByPlaceholder('请输入密码').fill(admin().password);
  await page.getByPlaceholder('请输入密码').press('Enter');

  await expect(page).toHaveURL(/\/query$/);
  await expect(page.getByRole('button', { name: '查找' })).toBeVisible();
  await expect(page.getByRole('button', { name: '新增会员' })).toBeVisible();
  // An admin of a non-pubdom scope sees every header icon.
  for (const name of ['退出登录', '会员查询', '优秀案例', '检测案例查询', '用户授权管理']) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
  await snapshot(page, 'query');

  // Signed in: visiting login goes straight to query.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/query$/);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/query');
  await expect(page.getByText('身份信息丢失，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the page obeys its content security policy (no violations, no console errors)', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(admin().mobile);
  await page.getByPlaceholder('请输入密码').fill(admin().password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/query$/);
  expect(problems).toEqual([]);
});
