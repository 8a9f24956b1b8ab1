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

test('a wrong password shows the error toast and stays on login', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(admin().mobile);
  await page.getByPlaceholder('请输入密码').fill('Wrong#password9');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snapshot(page, 'login-wrong-password');
});

test('empty fields are refused before any request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('用户名和密码不能为空')).toBeVisible();
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('非常抱歉，您访问的页面找不到了')).toBeVisible();
  await snapshot(page, 'not-found');
});

test('without a token a protected page sends the user to login', async ({ page }) => {
  await page.goto('/collection/condition');
  await expect(page.getByText('身份信息丢失，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await snapshot(page, 'identity-lost');
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
