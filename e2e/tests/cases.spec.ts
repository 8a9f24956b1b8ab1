import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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
import { settledSnapshot, signIn } from '../support/ui';
import { expectToast } from '../support/toasts';

/**
 * Issue 8 journeys: the excellent-case library (upload, filter, detail, edit, delete, and what a
 * colleague without the upload right sees) and the face-record search.
 */
const runId = `${Date.now()}`.slice(-6);
const PASSWORD = 'Case#2026ok';

/** A self-registered staff member (pubdom); `company` moves them into the admin's company. */
async function createStaff(
  request: APIRequestContext,
  adminSession: ApiSession,
  rights: { company: boolean; canUpload: boolean },
) {
  const mobile = uniqueMobile('136');
  await registerStaff(request, mobile, PASSWORD);
  const [user] = await api<Array<{ id: number }>>(
    request,
    adminSession,
    'get',
    `/api/user?mobile=${mobile}`,
  );
  const id = user!.id;
  if (rights.company) {
    await api(request, adminSession, 'put', `/api/user/${id}/company`, {
      companyUserId: adminSession.userId,
      scope: 'reach',
    });
  }
  if (rights.canUpload) {
    await api(request, adminSession, 'put', `/api/user/${id}/authorize/upload`, {
      canUpload: true,
    });
  }
  return { mobile, id };
}

/** Clicking 保存 shows `message` (the spec §5 rules come one at a time, in order). */
async function saveExpecting(page: Page, message: string) {
  await expectToast(page, message, () => page.getByRole('button', { name: '保存' }).click());
}

const caseCard = (page: Page, description: string): Locator =>
  page.locator('.cases-card').filter({ hasText: description });

test('an uploader creates a case with a photo, finds it by a filter, edits and deletes it; a colleague without the right only looks', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const adminSession = await apiLogin(request);
  const uploader = await createStaff(request, adminSession, { company: true, canUpload: true });
  const viewer = await createStaff(request, adminSession, { company: true, canUpload: false });
  const description = `连续护理 6 次后，两颊泛红明显减轻，肤色更均匀（${runId}）`;
  const edited = `疗程结束一个月回访，屏障稳定，未再泛红（${runId}）`;

  await signIn(page, uploader.mobile, PASSWORD);
  await page.getByRole('button', { name: '优秀案例' }).click();
  await expect(page).toHaveURL(/\/example\/excellent$/);
  await expect(page.getByText('按上传时间排序，最新的在前')).toBeVisible();
  await page.getByRole('button', { name: '上传案例' }).click();
  await expect(page).toHaveURL(/\/example\/excellent\/upload$/);
  await settledSnapshot(page, 'cases-upload-empty');

  // Spec §5, in order; beyond the spec, the customer's consent last.
  await saveExpecting(page, '请选择护理项目');
  await page.getByRole('checkbox', { name: '修护面霜' }).check();
  await page.getByRole('checkbox', { name: '舒敏喷雾' }).check();
  await saveExpecting(page, '请选择功效点');
  await page.getByRole('checkbox', { name: '修护', exact: true }).check();
  await page.getByRole('checkbox', { name: '抗炎' }).check();
  await saveExpecting(page, '请输入案例描述');
  await page.getByLabel('案例描述').fill(description);
  await saveExpecting(page, '请上传案例图片');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '点击选择图片' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'case.jpg',
    mimeType: 'image/jpeg',
    buffer: await skinPhoto(page, '#e0a88c'),
  });
  await expect(page.getByRole('img', { name: '案例图片预览' })).toBeVisible();
  await saveExpecting(page, '请确认顾客已同意将照片用作案例');
  await page.getByRole('checkbox', { name: '顾客已同意将此照片用作案例展示' }).check();
  await settledSnapshot(page, 'cases-upload-filled');
  await expectToast(page, '上传成功', () => page.getByRole('button', { name: '保存' }).click());
  await expect(page).toHaveURL(/\/example\/excellent$/);

  const card = caseCard(page, description);
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: '编辑' })).toBeVisible();
  await settledSnapshot(page, 'cases-list');

  // Found by an efficacy point it has; gone under one it lacks.
  await page.getByRole('checkbox', { name: '抗炎' }).check();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/cares=/);
  await expect(card).toBeVisible();
  await page.getByRole('checkbox', { name: '美白' }).check();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('暂无符合条件的案例')).toBeVisible();
  await expect(card).toHaveCount(0);
  await settledSnapshot(page, 'cases-list-filtered-empty');
  await page.getByRole('button', { name: '清空' }).click();
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(card).toBeVisible();

  // The detail: photo fullscreen with products, efficacy points and description; a click closes.
  await card.locator('.cases-card-cover').click();
  const detail = page.getByRole('dialog', { name: '案例详情，点击任意位置关闭' });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('使用的护理项目')).toBeVisible();
  await expect(detail.getByText('舒敏喷雾')).toBeVisible();
  await expect(detail.getByText(description)).toBeVisible();
  await settledSnapshot(page, 'cases-detail');
  await detail.click();
  await expect(detail).toHaveCount(0);

  // Edit: the stored selections are ticked; change them and the description.
  await card.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/example\/excellent\/upload\?id=\d+$/);
  await expect(page.getByText('编辑案例')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '修护面霜' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '舒敏喷雾' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '修护', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '抗炎' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: '补水', exact: true })).not.toBeChecked();
  await expect(page.getByLabel('案例描述')).toHaveValue(description);
  await settledSnapshot(page, 'cases-edit');
  await page.getByRole('checkbox', { name: '舒敏喷雾' }).uncheck();
  await page.getByRole('checkbox', { name: '补水', exact: true }).check();
  await page.getByLabel('案例描述').fill(edited);
  await expectToast(page, '上传成功', () => page.getByRole('button', { name: '保存' }).click());
  await expect(page).toHaveURL(/\/example\/excellent$/);
  const editedCard = caseCard(page, edited);
  await expect(editedCard).toBeVisible();
  await expect(editedCard.getByText('补水', { exact: true })).toBeVisible();
  await expect(editedCard.getByText('舒敏喷雾')).toHaveCount(0);

  // A colleague without canUpload sees the case, but no upload, edit or delete.
  const viewerContext = await browser.newContext();
  const viewerPage = await viewerContext.newPage();
  await signIn(viewerPage, viewer.mobile, PASSWORD);
  await viewerPage.getByRole('button', { name: '优秀案例' }).click();
  await expect(caseCard(viewerPage, edited)).toBeVisible();
  await expect(viewerPage.getByRole('button', { name: '上传案例' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(viewerPage.getByRole('button', { name: '删除' })).toHaveCount(0);
  await settledSnapshot(viewerPage, 'cases-list-viewer');
  await viewerPage.goto('/example/excellent/upload');
  await expect(viewerPage.getByText('暂无案例上传权限，请联系管理员')).toBeVisible();
  await settledSnapshot(viewerPage, 'cases-upload-refused');
  await viewerContext.close();

  // The uploader deletes the case.
  await editedCard.getByRole('button', { name: '删除' }).click();
  await expectToast(page, '删除成功', () =>
    page.locator('.ant-popconfirm').getByRole('button', { name: '删除' }).click(),
  );
  await expect(editedCard).toHaveCount(0);
});

/** A member of the admin's company with one scan of two photos, made through the API. */
async function memberWithScan(page: Page, request: APIRequestContext, session: ApiSession) {
  const store = await api<{ id: number; name: string }>(request, session, 'post', '/api/store', {
    name: `长宁体验店${runId.slice(-4)}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const mobile = uniqueMobile('135');
  const name = `沈佳${runId.slice(-4)}`;
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: name,
    mobile,
    gender: 'female',
    age: 31,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  const photos: Array<{ part: string; position: number; type: string; url: string }> = [];
  for (const [index, type] of (['normal', 'lighting'] as const).entries()) {
    const jpeg = await skinPhoto(page, index === 0 ? '#d9a184' : '#c98f76');
    const url = await uploadPhoto(request, session, customer.id, jpeg, index);
    photos.push({ part: 'yqg', position: 0, type, url });
  }
  const recordId = await api<number>(request, session, 'post', '/api/customer/record', {
    recordId: 0,
    recCustomerId: customer.id,
    recUserName: '顾问小林',
    scanType: 'PHOTO_ONLY',
    scan: { photos },
  });
  // Only a finished visit is found (issue 17 #26): the photo-only visit's summary.
  await api(request, session, 'post', '/api/customer/record/full', {
    recordId,
    detectList: [{ name: 'yqg', normal: photos[0]!.url, lighting: photos[1]!.url }],
  });
  return { id: customer.id, name, mobile, storeName: store.name };
}

/** Today in the salons' time zone (the server's date filter counts China Standard Time days). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

test("the face-record search finds a customer's scan by phone and date and opens the member", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminSession = await apiLogin(request);
  const colleague = await createStaff(request, adminSession, { company: true, canUpload: false });
  await signIn(page, colleague.mobile, PASSWORD);
  const member = await memberWithScan(page, request, adminSession);

  await page.getByRole('button', { name: '检测案例查询' }).click();
  await expect(page).toHaveURL(/\/example\/face$/);
  // On entry the newest scans are listed (the other worker's journeys may have added newer ones
  // than this member's); type once the screen has settled, as a person would.
  await expect(page.getByRole('link', { name: /^查看.+的会员详情$/ }).first()).toBeVisible();
  await page.getByLabel('手机号').fill(member.mobile);
  // Today as both ends of the range, picked in the calendar.
  await page.getByPlaceholder('开始日期').click();
  const todayCell = page.locator('.ant-picker-dropdown .ant-picker-cell-today').first();
  await todayCell.click();
  // The picker moves on to the end date; under load a second click before it has done so picks
  // the start again and leaves the end empty (CI, 2026-11-25).
  await expect(page.getByPlaceholder('开始日期')).toHaveValue(today());
  await expect(page.getByPlaceholder('结束日期')).toBeFocused();
  await todayCell.click();
  await expect(page.getByPlaceholder('开始日期')).toHaveValue(today());
  await expect(page.getByPlaceholder('结束日期')).toHaveValue(today());
  // Enter in a text input searches.
  await page.getByLabel('手机号').press('Enter');
  await expect(page).toHaveURL(new RegExp(`telephone=${member.mobile}`));
  await expect(page).toHaveURL(new RegExp(`startTime=${today()}&endTime=${today()}`));

  const card = page.getByRole('link', { name: `查看${member.name}的会员详情` });
  await expect(card).toBeVisible();
  await expect(page.locator('.cases-face-card')).toHaveCount(1);
  await expect(card).toContainText(member.storeName);
  // The operator is the signed-in author of the record, not the name the client sent (issue 15 #8).
  await expect(card).toContainText('操作人：管理员');
  await expect(card).not.toContainText('顾问小林');
  await expect(card).toContainText(today());
  await expect(card.getByRole('img')).toHaveCount(2);
  await settledSnapshot(page, 'cases-face-search');

  // Another day has nothing.
  await page.goto(
    `/example/face?telephone=${member.mobile}&startTime=2020-01-01&endTime=2020-01-02`,
  );
  await expect(page.getByText('没有找到符合条件的检测记录')).toBeVisible();
  await page.goBack();

  await page.getByRole('link', { name: `查看${member.name}的会员详情` }).click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${member.id}\\?scope=reach$`));
  await expect(page.getByText(member.name, { exact: true })).toBeVisible();
});
