import { expect, test } from '@playwright/test';
import { api, apiLogin, registerStaff, uniqueMobile } from '../support/api';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';

const PASSWORD = 'Staff#pass2026';

/** A colleague of the administrator's own company (scope reach) and a customer of that company. */
async function colleagueAndCustomer(request: Parameters<typeof apiLogin>[0]) {
  const staffMobile = uniqueMobile('137');
  await registerStaff(request, staffMobile, PASSWORD);
  const boss = await apiLogin(request);
  const [staff] = await api<Array<{ id: number }>>(
    request,
    boss,
    'get',
    `/api/user?mobile=${staffMobile}`,
  );
  await api(request, boss, 'put', `/api/user/${staff!.id}/company`, {
    companyUserId: boss.userId,
    scope: 'reach',
  });
  const store = await api<{ id: number; name: string }>(request, boss, 'post', '/api/store', {
    name: `授权门店${staffMobile.slice(-4)}`,
    clientName: '',
    scope: 'reach',
    companyUserId: boss.userId,
  });
  const customerMobile = `139${staffMobile.slice(-8)}`;
  const customer = await api<{ id: number }>(request, boss, 'post', '/server/recCustomer', {
    fullName: `赵敏${staffMobile.slice(-2)}`,
    mobile: customerMobile,
    gender: 'female',
    age: 30,
    storeId: store.id,
  });
  return { staffMobile, customerMobile, customerId: customer.id };
}

test('issue 17 #5 #4 #18: an admin names a colleague, authorises a customer to them from the user list and from customer detail, and reads it in the audit log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { staffMobile, customerMobile, customerId } = await colleagueAndCustomer(request);
  const staffName = `周芷若${staffMobile.slice(-2)}`;
  await signIn(page);

  // #5: the name is set from the user list.
  await page.goto('/user/list');
  await page.getByLabel('手机号').fill(staffMobile);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: staffMobile });
  await expect(row.getByText('未填写姓名')).toBeVisible();
  await expect(row.getByText('连锁企业')).toBeVisible();
  await expect(row.getByText(/^公司：管理员（/)).toBeVisible();
  await row.getByRole('button', { name: '修改姓名' }).click();
  const rename = dialogTitled(page, '修改姓名');
  await rename.getByLabel('姓名').fill(staffName);
  await settledSnapshot(page, 'admin-user-rename');
  await rename.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('姓名已保存')).toBeVisible();
  await expect(row.getByText(staffName)).toBeVisible();
  await settledSnapshot(page, 'admin-user-list');

  // #4 from the user list: find the customer by phone, authorise.
  await row.getByRole('button', { name: '顾客授权' }).click();
  const fromList = dialogTitled(page, '顾客授权');
  await expect(fromList.getByText(`员工：${staffName}`)).toBeVisible();
  await fromList.getByLabel('选择顾客').fill(customerMobile);
  await page.locator('.ant-select-item-option', { hasText: customerMobile }).click();
  await settledSnapshot(page, 'admin-user-customer-authorisation');
  await fromList.getByRole('button', { name: '授权', exact: true }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  await expect(fromList).toBeHidden();

  // #4 from customer detail: the same authorisation, released from the customer's side.
  await page.goto(`/query/detail/${customerId}?scope=reach`);
  await expect(page.getByText('员工授权')).toBeVisible();
  await settledSnapshot(page, 'customer-detail-authorisation-card');
  await page
    .getByRole('button', { name: /授权管理/ })
    .last()
    .click();
  const fromDetail = dialogTitled(page, '授权管理');
  await fromDetail.getByRole('radio', { name: staffName }).check();
  await settledSnapshot(page, 'customer-detail-authorisation-dialog');
  await fromDetail.getByRole('button', { name: '解除授权' }).click();
  await expect(page.getByText('解除成功')).toBeVisible();

  // #18: the audit log names the targets and links to the customer.
  await page.goto('/admin/audit');
  // This journey's row (the other worker's journeys release authorisations too): the one that
  // links to this customer, under her name.
  const customerLink = `/query/detail/${customerId}?scope=reach`;
  const released = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: '解除员工授权' })
    .filter({ has: page.locator(`a[href="${customerLink}"]`) });
  const link = released.first().getByRole('link', { name: /^顾客：赵敏/ });
  await expect(link).toHaveAttribute('href', customerLink);
  await expect(page.getByText(`用户：${staffName}`).first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody')).not.toContainText('#');
  await settledSnapshot(page, 'admin-audit-named');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${customerId}`));
});

test('issue 17 #5: 个人资料 is reached from the header; a wrong current password is said under its field', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.getByRole('button', { name: '个人资料' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(page.getByLabel('姓名')).toHaveValue('管理员');
  await settledSnapshot(page, 'profile');

  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('请输入当前密码')).toBeVisible();
  await page.getByLabel('当前密码').fill('Wrong#pass2026');
  await page.getByLabel('新密码', { exact: true }).fill('New#pass2026x');
  await page.getByLabel('确认新密码').fill('New#pass2026x');
  await page.getByRole('button', { name: '修改密码' }).click();
  await expect(page.getByText('当前密码不正确')).toBeVisible();
  await settledSnapshot(page, 'profile-wrong-password');
});

test('issue 17 #19: the register dialog says each problem under its own field, with the length rule', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: '注册账号' }).click();
  const dialog = dialogTitled(page, '注册账号');
  await expect(dialog.getByText('8-16 位字符，不能使用常见密码')).toBeVisible();
  await dialog.getByLabel('手机号').fill(uniqueMobile('137'));
  await dialog.getByLabel('密码', { exact: true }).fill('Ab#12');
  await dialog.getByLabel('确认密码').fill('Ab#13');
  await dialog.getByRole('button', { name: '注册' }).click();
  await expect(dialog.getByText('请输入验证码')).toBeVisible();
  await expect(dialog.getByText('密码至少 8 位')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
  await expect(page.getByText('请输入相关内容')).toHaveCount(0);
  await settledSnapshot(page, 'register-dialog-field-errors');
});
