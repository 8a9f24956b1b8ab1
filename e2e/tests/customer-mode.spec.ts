import { expect, test } from '@playwright/test';
import { admin } from '../support/admin';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';

const staffIcons = ['会员查询', '优秀案例', '检测案例查询', '用户授权管理', '退出登录'];

test('issue 17 #11: 顾客模式 hides the staff icons, survives a reload, and ends only with the staff password', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: '顾客模式' }).click();
  const actions = page.getByRole('navigation', { name: '快捷操作' });
  for (const name of staffIcons) await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(actions.getByRole('button')).toHaveCount(1);
  await settledSnapshot(page, 'customer-mode-on');

  // A customer reloading the page does not get the staff screens back.
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

  await dialog.getByLabel('登录密码').fill(admin().password);
  await dialog.getByRole('button', { name: '验证并退出' }).click();
  for (const name of staffIcons) await expect(page.getByRole('button', { name })).toBeVisible();
});
