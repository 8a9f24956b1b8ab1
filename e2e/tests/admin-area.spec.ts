import { expect, test } from '@playwright/test';
import { api, apiLogin, registerStaff, uniqueMobile } from '../support/api';
import { expectAccessible } from '../support/a11y';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';
import { expectToast } from '../support/toasts';

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
  await expectToast(page, '姓名已保存', () => rename.getByRole('button', { name: '保存' }).click());
  await expect(row.getByText(staffName)).toBeVisible();
  await settledSnapshot(page, 'admin-user-list');

  // #4 from the user list: find the customer by phone, authorise.
  await row.getByRole('button', { name: '顾客授权' }).click();
  const fromList = dialogTitled(page, '顾客授权');
  await expect(fromList.getByText(`员工：${staffName}`)).toBeVisible();
  await fromList.getByLabel('选择顾客').fill(customerMobile);
  await page.locator('.ant-select-item-option', { hasText: customerMobile }).click();
  await settledSnapshot(page, 'admin-user-customer-authorisation');
  await expectToast(page, '授权成功', () =>
    fromList.getByRole('button', { name: '授权', exact: true }).click(),
  );
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
  await expectToast(page, '解除成功', () =>
    fromDetail.getByRole('button', { name: '解除授权' }).click(),
  );

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
  // The log's rows (the 人脸信息备案 card above it has a table of its own).
  const log = page.locator('.ant-table-tbody').filter({ hasText: '解除员工授权' });
  await expect(log).not.toContainText('#');
  await settledSnapshot(page, 'admin-audit-named');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${customerId}`));
});

test('issue 34 #5: the impact assessment is generated, saved as a record and reopened', async ({
  page,
}) => {
  await signIn(page);
  // From 操作日志, the tab beside it.
  await page.goto('/admin/audit');
  await page.getByRole('tab', { name: /影响评估/ }).click();
  await expect(page).toHaveURL(/\/admin\/impact-assessment$/);
  await expect(page.getByRole('heading', { name: '个人信息保护影响评估报告' })).toBeVisible();
  for (const heading of ['一、评估对象', '二、处理目的与同意', '五、安全措施', '六、风险与结论'])
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  // Nothing configures backups: the assessment says so among the risks.
  await expect(page.getByText(/^备份：系统没有配置自动备份/)).toBeVisible();
  await expectAccessible(page, 'the impact assessment');

  const person = `负责人${Date.now() % 10_000}`;
  await page.getByLabel('负责人', { exact: true }).fill(person);
  await page.getByLabel('评估结论与改进措施').fill('风险可控；本月内配置备份。');
  await settledSnapshot(page, 'admin-impact-assessment');
  await expectToast(page, '评估已保存', () =>
    page.getByRole('button', { name: /保存评估/ }).click(),
  );
  await expect(page.getByText(/于 .* 保存/)).toBeVisible();
  await expect(page.getByRole('button', { name: /保存评估/ })).toHaveCount(0);

  // Back to the live state, then the kept one again from 历次评估.
  await page.getByRole('combobox', { name: '历次评估' }).click();
  await page
    .locator('.ant-select-item-option-content', { hasText: '当前情况（实时生成）' })
    .click();
  await expect(page.getByRole('button', { name: /保存评估/ })).toBeVisible();
  await page.getByRole('combobox', { name: '历次评估' }).click();
  await page.locator('.ant-select-item-option-content', { hasText: person }).click();
  await expect(page.getByText('风险可控；本月内配置备份。')).toBeVisible();
  await settledSnapshot(page, 'admin-impact-assessment-saved');
});
