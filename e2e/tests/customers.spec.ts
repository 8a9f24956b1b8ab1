import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { admin } from '../support/admin';
import {
  api,
  apiLogin,
  CONSENT_VERSION,
  registerStaff,
  uniqueMobile,
  uploadPhoto,
  type ApiSession,
} from '../support/api';
import { skinPhoto } from '../support/skin-photo';
import { chooseStore, settledSnapshot, signIn } from '../support/ui';
import { expectToast } from '../support/toasts';

/** Unique per run: the same server data dir may see several runs of a journey. */
const runId = `${Date.now()}`.slice(-8);
// Four distinct photos of one check.
const SKIN_TONES = ['#e8b89a', '#d9a184', '#c98f76', '#f0c8ad'];

/** A store of the admin's own company (scope reach), for the register form's store choice. */
async function createStore(request: APIRequestContext, session: ApiSession, name: string) {
  return api<{ id: number; name: string }>(request, session, 'post', '/api/store', {
    name,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
}

/** A staff member of another company: self-registered by SMS code, then set up by the admin. */
async function createOtherCompanyStaff(request: APIRequestContext, adminSession: ApiSession) {
  const mobile = uniqueMobile('137');
  const password = 'Other#company26';
  await registerStaff(request, mobile, password);
  const [staff] = await api<Array<{ id: number }>>(
    request,
    adminSession,
    'get',
    `/api/user?mobile=${mobile}`,
  );
  const staffId = staff!.id;
  // Same scope as the admin, but heading a company of their own (no company above them, issue
  // 17 #16): scope alone must not reveal customers.
  await api(request, adminSession, 'put', `/api/user/${staffId}/company`, {
    companyUserId: null,
    scope: 'reach',
  });
  await api(request, adminSession, 'put', `/api/user/${staffId}/authorize`, { canScan: true });
  return { mobile, password };
}

test('a member is registered, found by phone, given a remark, and hidden from another company', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const adminSession = await apiLogin(request);
  const store = await createStore(request, adminSession, `静安旗舰店${runId.slice(-4)}`);
  const mobile = uniqueMobile('139');
  const name = `林晓${runId.slice(-2)}`;

  await signIn(page, admin().mobile, admin().password);
  await page.getByRole('button', { name: '新增会员' }).click();
  await expect(page).toHaveURL(/\/register$/);

  // An empty form is refused with the required-fields message.
  await expectToast(page, '请填写必填项', () =>
    page.getByRole('button', { name: '注册', exact: true }).click(),
  );
  await expect(page.getByLabel('昵称')).toBeDisabled();
  await expect(page.getByRole('radio', { name: '女' })).toBeChecked();

  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('年龄').fill('32');
  await chooseStore(page, store.name);
  await settledSnapshot(page, 'customers-register');
  await expectToast(page, '注册成功', () =>
    page.getByRole('button', { name: '注册', exact: true }).click(),
  );

  await expect(page).toHaveURL(new RegExp(`/query/list\\?telephone=${mobile}`));
  const row = page.getByRole('row').filter({ hasText: mobile });
  await expect(row).toContainText(name);
  await expect(row).toContainText(store.name);
  await expect(row.getByRole('cell', { name: '/', exact: true })).toBeVisible(); // no nickname
  await expect(row.getByRole('button', { name: '开始检测' })).toBeVisible();
  await expect(row.getByRole('button', { name: '复检' })).toHaveCount(0);
  await settledSnapshot(page, 'customers-list');
  // The admin's scope is reach and the member has a store: third-party authorisation is offered.
  await row.getByRole('button', { name: '授权管理' }).click();
  await expect(page.getByText('第三方授权')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('第三方授权')).toHaveCount(0);

  // The same phone again: the server's duplicate message is shown.
  await page.goto('/register');
  await page.getByLabel('姓名').fill(name);
  await page.getByLabel('手机号').fill(mobile);
  await chooseStore(page, store.name);
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page.getByText('该手机号的会员已存在').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);

  // Found by phone from the query screen.
  await page.goto('/query');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '查找' }).click();
  await expect(page).toHaveURL(/\/query\/list\?/);
  await page
    .getByRole('row')
    .filter({ hasText: mobile })
    .getByRole('button', { name: '查看详情' })
    .click();

  await expect(page).toHaveURL(/\/query\/detail\/\d+\?scope=reach$/);
  const detailUrl = page.url();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText('暂无检测记录')).toBeVisible();
  await expect(page.getByText('暂无备注')).toBeVisible();

  await page.getByRole('button', { name: '编辑' }).click();
  await expectToast(page, '备注不能为空', () => page.getByRole('button', { name: '确认' }).click());
  await page.getByRole('textbox', { name: '备注' }).fill('对酒精过敏，偏好温和护理');
  await settledSnapshot(page, 'customers-detail-remark-edit');
  await page.getByRole('button', { name: '全屏' }).click();
  const fullscreen = page.getByRole('dialog', { name: '备注' });
  await expect(fullscreen.getByRole('textbox', { name: '备注' })).toHaveValue(
    '对酒精过敏，偏好温和护理',
  );
  await settledSnapshot(page, 'customers-remark-fullscreen');
  await expectToast(page, '备注已保存', () =>
    fullscreen.getByRole('button', { name: '确认' }).click(),
  );
  await expect(fullscreen).toHaveCount(0);
  await expect(page.getByText('对酒精过敏，偏好温和护理')).toBeVisible();
  await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();
  await settledSnapshot(page, 'customers-detail');

  await page.getByRole('button', { name: '历史记录' }).click();
  await expect(page).toHaveURL(/\/query\/history\?name=/);
  await expect(page.getByText(`会员：${name}`)).toBeVisible();
  await expect(page.getByText('暂无检测记录')).toBeVisible();
  await settledSnapshot(page, 'customers-history-empty');

  // Another company's staff member searches for the same phone and finds nothing.
  const other = await createOtherCompanyStaff(request, adminSession);
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await signIn(otherPage, other.mobile, other.password);
  await otherPage.getByLabel('手机号').fill(mobile);
  await otherPage.getByRole('button', { name: '查找' }).click();
  await expect(otherPage).toHaveURL(/\/query\/list\?/);
  await expect(otherPage.getByText('没有找到匹配的会员')).toBeVisible();
  await settledSnapshot(otherPage, 'customers-list-other-company');
  // Nor can they open the member's detail by its address.
  await otherPage.goto(detailUrl);
  await expect(otherPage.getByText('内容不存在或无权查看')).toBeVisible();
  await otherContext.close();
});

/** A member with one full check: consent, four photos of two parts, answers and a rating. */
async function memberWithRecord(page: Page, request: APIRequestContext, session: ApiSession) {
  const store = await createStore(request, session, `徐汇体验店${runId.slice(-4)}`);
  const mobile = uniqueMobile('138');
  const name = `周雨${runId.slice(-2)}`;
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: name,
    mobile,
    gender: 'female',
    age: 28,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  const plan = [
    { part: 'yqg', position: 0, type: 'normal' },
    { part: 'yqg', position: 0, type: 'lighting' },
    { part: 'zlj', position: 1, type: 'normal' },
    { part: 'zlj', position: 1, type: 'lighting' },
  ] as const;
  const scanPhotos: Array<{ part: string; position: number; type: string; url: string }> = [];
  for (const [index, shot] of plan.entries()) {
    const jpeg = await skinPhoto(page, SKIN_TONES[index] ?? '#e8b89a', 40 + index * 10);
    scanPhotos.push({
      ...shot,
      url: await uploadPhoto(request, session, customer.id, jpeg, index),
    });
  }
  const recordId = await api<number>(request, session, 'post', '/api/customer/record', {
    recordId: 0,
    recCustomerId: customer.id,
    recUserName: '管理员',
    scanType: 'FULL_SCAN',
    scan: { photos: scanPhotos },
  });
  const urlOf = (part: string, type: string) =>
    scanPhotos.find((photo) => photo.part === part && photo.type === type)?.url ?? null;
  await api(request, session, 'post', '/api/customer/record/full', {
    recordId,
    detectList: ['yqg', 'zlj'].map((part) => ({
      name: part,
      normal: urlOf(part, 'normal'),
      lighting: urlOf(part, 'lighting'),
    })),
    answers: {
      condition: [1, 9],
      mainConcern: 9,
      help: [1],
      menses: 1,
      habit: [1, 2],
      situation: [],
      body: [1],
      nursing: [],
      ambition: [1],
      concern: [1],
      original: [1],
    },
  });
  await api(request, session, 'put', `/api/customer/${customer.id}/evaluation`, {
    all: 5,
    effect: 4,
    service: 5,
    environment: 4,
  });
  return { id: customer.id as number, name, mobile, recordId: recordId as number };
}

test('the records of a member show photos, rating and recommendations; the history report opens', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminSession = await apiLogin(request);
  await signIn(page, admin().mobile, admin().password);
  const member = await memberWithRecord(page, request, adminSession);

  await page.goto(`/query/list?telephone=${member.mobile}&name=`);
  const row = page.getByRole('row').filter({ hasText: member.mobile });
  await expect(row.getByRole('button', { name: '复检' })).toBeVisible();
  await expect(row.getByRole('button', { name: '开始检测' })).toHaveCount(0);
  await row.getByRole('button', { name: '查看详情' }).click();

  // The newest record is open: photos by part and light, the rating, the recommendations.
  await expect(page.getByText('完整检测')).toBeVisible();
  await expect(page.getByText('检测人：管理员')).toBeVisible();
  await expect(page.getByText('右颧骨')).toBeVisible();
  await expect(page.getByText('左脸颊')).toBeVisible();
  await expect(page.getByRole('img', { name: '右颧骨偏振光照片' })).toBeVisible();
  await expect(page.getByText('护理评价')).toBeVisible();
  await expect(page.getByText('推荐护理')).toBeVisible();
  await expect(page.getByText('推荐产品')).toBeVisible();
  await expect
    .poll(() =>
      page
        .getByRole('img', { name: '左脸颊常光照片' })
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await settledSnapshot(page, 'customers-detail-records');

  await page.getByRole('img', { name: '左脸颊常光照片' }).click();
  const viewer = page.getByRole('dialog', { name: '查看大图，点击任意位置关闭' });
  await expect(viewer).toBeVisible();
  await settledSnapshot(page, 'customers-photo-viewer');
  await viewer.click();
  await expect(viewer).toHaveCount(0);

  await page.getByRole('button', { name: '历史记录' }).click();
  const entry = page.getByRole('row').filter({ hasText: member.name });
  await expect(entry).toContainText('1');
  await settledSnapshot(page, 'customers-history');
  await entry.getByRole('button', { name: '查看详情' }).click();

  await expect(page).toHaveURL(new RegExp(`/query/history/${member.recordId}$`));
  await expect(page.getByRole('tab', { name: '皮肤管理记录' })).toBeVisible();
  await expect(page.getByText(member.name, { exact: true })).toBeVisible();
  await expect(page.getByText('是', { exact: true })).toBeVisible(); // in the menstrual period
  await expect(page.getByText('光敏感')).toHaveCount(2); // one rating block per part
  await expect(page.getByRole('img', { name: '右颧骨常光照片' })).toBeVisible();
  await settledSnapshot(page, 'customers-history-report');
  await page.getByRole('tab', { name: '分析' }).click();
  // Each part shows its seven explained dimensions with marked images, or why its photos could
  // not be analysed; these drawn photos are not microscope photos, so either may happen, but
  // never an endless wait.
  const analysis = page.getByRole('tabpanel', { name: '分析' });
  await expect(analysis.getByText('右颧骨')).toBeVisible();
  await expect(analysis.getByText('正在分析该部位的照片，稍候自动刷新')).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(analysis.locator('.explained-dimension, .customers-part-status')).not.toHaveCount(0);
  await settledSnapshot(page, 'customers-history-report-analysis');

  // Re-check hands the member to the consultation and opens the rating of the last visit.
  await page.goto(`/query/list?telephone=${member.mobile}&name=`);
  await page
    .getByRole('row')
    .filter({ hasText: member.mobile })
    .getByRole('button', { name: '复检' })
    .click();
  await expect(page).toHaveURL(/\/collection\/evaluate$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('skinscope.wizard.customer'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ id: member.id, fullName: member.name });
});
