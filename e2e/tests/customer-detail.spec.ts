import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, apiLogin, CONSENT_VERSION, uniqueMobile, type ApiSession } from '../support/api';
import { pickPart, shootBothByKeys } from '../support/capture';
import { skinPhoto } from '../support/skin-photo';
import { dialogTitled, settledSnapshot, signIn } from '../support/ui';
import { savedVisit } from '../support/visits';
import { expectToast } from '../support/toasts';

/** Unique per run: the same server data dir may see several runs of a journey. */
const runId = `${Date.now()}`.slice(-6);

let members = 0;

/**
 * A member of the admin's company with one visit: photos, answers and the summary; with
 * `finished: false` the consultation stopped before its summary (a draft, issue 17 #26).
 */
async function memberWithVisit(
  page: Page,
  request: APIRequestContext,
  session: ApiSession,
  { finished = true } = {},
) {
  members += 1;
  // Store names are unique per company (issue 17 #16).
  const store = await api<{ id: number; name: string }>(request, session, 'post', '/api/store', {
    name: `长宁店${runId}${members}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const mobile = uniqueMobile('135');
  const name = `顾佳${runId.slice(-3)}${members}`;
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: name,
    mobile,
    gender: 'female',
    age: 34,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  const jpegs = [
    await skinPhoto(page, '#e8b89a', 40),
    await skinPhoto(page, '#d9a184', 50),
  ] as const;
  const recordId = await savedVisit(request, session, customer.id, jpegs, { finished });
  return { id: customer.id, name, mobile, recordId, storeName: store.name };
}

/**
 * The admin signed in, with a member made before the sign-in (so that the query page lists her
 * visit among today's); the page draws her photos, so it opens the login screen first.
 */
async function signedInWithMember(page: Page, request: APIRequestContext, finished = true) {
  const session = await apiLogin(request);
  await page.goto('/login');
  const member = await memberWithVisit(page, request, session, { finished });
  await signIn(page);
  return { session, member };
}

/** 复检 on the member card of her detail. */
const recheck = (page: Page) =>
  page.locator('.ant-card').filter({ hasText: '会员详情' }).getByRole('button', { name: '复检' });

test("issue 17 #22 #24 #31: from the query page to a member's detail, her visit's results, history and report, and back", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { member } = await signedInWithMember(page, request);

  // #31: the query page shows today's consultations and recent customers; a row opens the member.
  const today = page.locator('.counter-card').filter({ hasText: '今日检测' });
  await expect(today.getByText(member.name)).toBeVisible();
  await expect(today.getByText('完整检测').first()).toBeVisible();
  const recent = page.locator('.counter-card').filter({ hasText: '最近到店' });
  await expect(recent.getByText(member.name)).toBeVisible();
  const masked = `${member.mobile.slice(0, 3)}****${member.mobile.slice(-4)}`;
  await expect(recent.getByText(`${masked} · 上次完整检测`)).toBeVisible();
  await expect(page.locator('.counter-card').filter({ hasText: '待复检' })).toBeVisible();
  await settledSnapshot(page, 'customer-detail-query-counter');
  await today.getByRole('button', { name: new RegExp(member.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${member.id}\\?scope=reach$`));

  // #24: the visit's own results: phase, eight scores, care steps, recommendations, answers.
  const summary = page.locator('.ant-card').filter({ hasText: '会员详情' });
  await expect(summary.getByRole('button', { name: '复检' })).toBeVisible();
  await expect(page.getByText('护理阶段')).toBeVisible();
  await expect(page.locator('.customers-score')).toHaveCount(8);
  await expect(page.getByText('护理步骤')).toBeVisible();
  await expect(page.getByText('推荐护理')).toBeVisible();
  await expect(page.getByText('问卷回答')).toBeVisible();
  await expect(page.getByText('最关注的问题')).toBeVisible();
  await settledSnapshot(page, 'customer-detail-results');

  // #30: staff correct the member's age; 250 is refused with a message, not changed to 120.
  await summary.getByRole('button', { name: '修改资料' }).click();
  const dialog = dialogTitled(page, '修改会员资料');
  await dialog.getByLabel('年龄').fill('250');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('年龄应在 1–120 岁之间')).toBeVisible();
  await settledSnapshot(page, 'customer-detail-edit-age');
  await dialog.getByLabel('年龄').fill('35');
  await expectToast(page, '会员资料已保存', () =>
    dialog.getByRole('button', { name: '保存' }).click(),
  );
  await expect(dialog).toHaveCount(0);
  await expect(summary.getByText('35', { exact: true })).toBeVisible();

  // #22: the history list shows the visit's type, its recorder and a thumbnail.
  await summary.getByRole('button', { name: '历史记录' }).click();
  const entry = page.getByRole('row').filter({ hasText: member.name });
  await expect(entry.getByText('完整检测')).toBeVisible();
  await expect(entry.getByRole('img', { name: `${member.name}的检测照片` })).toBeVisible();
  await settledSnapshot(page, 'customer-detail-history');
  await entry.getByRole('button', { name: '查看详情' }).click();

  // #24 in the report, and #22: 返回会员详情 leads back to the member.
  await expect(page).toHaveURL(new RegExp(`/query/history/${member.recordId}$`));
  await page.getByRole('tab', { name: '评估与推荐' }).click();
  const results = page.getByRole('tabpanel', { name: '评估与推荐' });
  await expect(results.getByText('护理阶段')).toBeVisible();
  await expect(results.locator('.customers-score')).toHaveCount(8);
  await settledSnapshot(page, 'customer-detail-report-results');
  await page.getByRole('tab', { name: '皮肤管理记录' }).click();
  await expect(page.getByText('光敏感')).toBeVisible();
  await expect(page.getByLabel('光敏感 未测')).toBeVisible();
  await settledSnapshot(page, 'customer-detail-report-ratings');
  await page.getByRole('button', { name: '返回会员详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${member.id}$`));

  // #22: 复检 on the detail starts the member's re-check with the rating of her last visit.
  await recheck(page).click();
  await expect(page).toHaveURL(/\/collection\/evaluate$/);
  const stored = await page.evaluate(() => sessionStorage.getItem('skinscope.wizard.customer'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ id: member.id, fullName: member.name });
});

const QUOTES = /["'“”‘’「」『』]/g;

interface StoredVisit {
  scanType: string;
  problem: unknown;
  situation: unknown;
  steps: unknown;
  recommend: { goods: string; products: string };
  detectList: Array<{ name: string }>;
  scan: { photos: unknown[] };
}

test("issue 17 #3: a repeat visit with 否 copies the latest record's scan, and the new record's detail shows it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, member } = await signedInWithMember(page, request);

  // 复检 from her detail: rate the last visit, then say her needs have not changed.
  await page.goto(`/query/detail/${member.id}?scope=reach`);
  await recheck(page).click();
  await expect(page).toHaveURL(/\/collection\/evaluate$/);
  for (const label of ['总体', '效果', '服务', '环境']) {
    await page.locator('.evaluate-row', { hasText: label }).getByRole('radio').nth(4).click();
  }
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByRole('button', { name: /否，需求没有变化/ }).click();
  await expect(page).toHaveURL(/\/picture\/infinite\/\d+\/0$/);
  const repeatId = Number(/infinite\/(\d+)\//.exec(page.url())?.[1]);

  // The new record starts as a copy of the first one's consultation, without its photos.
  const read = (id: number) =>
    api<StoredVisit>(request, session, 'get', `/api/customer/record/${id}`);
  const first = await read(member.recordId);
  const copy = await read(repeatId);
  expect(first.situation).not.toBeNull();
  expect(first.recommend.goods).not.toBe('');
  expect(copy).toMatchObject({
    scanType: 'PHOTO_ONLY',
    problem: first.problem,
    situation: first.situation,
    steps: first.steps,
    // Spec §4: goods and products come without their quotation marks.
    recommend: {
      goods: first.recommend.goods.replace(QUOTES, ''),
      products: first.recommend.products.replace(QUOTES, ''),
    },
    detectList: [],
    scan: { photos: [] },
  });

  // Today's photos of one part, then the member's detail with the new record open.
  await pickPart(page, '左脸颊');
  await shootBothByKeys(page);
  await page.getByRole('button', { name: '保存并结束' }).click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${member.id}\\?scope=\\w+$`));
  const records = page.locator('.ant-collapse-item');
  await expect(records).toHaveCount(2);
  const newest = records.first();
  // The visit's title is its toggle (issue 29 #13: its buttons are beside it, not inside).
  const header = newest.getByRole('button').filter({ hasText: '仅拍照' });
  await expect(header).toContainText('仅拍照');
  // Saving the visit dropped the cached list: the new record is the one drawn open.
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(newest.getByRole('img', { name: '左脸颊偏振光照片' })).toBeVisible();
  await expect(newest.getByText('护理阶段')).toBeVisible();
  await expect(newest.locator('.customers-score')).toHaveCount(8);
  await expect(newest.getByText('护理步骤')).toBeVisible();
  await expect(newest.getByText('推荐护理')).toBeVisible();
  await expect(newest.getByText('问卷回答')).toBeVisible();
  await expect(newest.getByText('本次为仅拍照记录，没有问卷分析结果')).toHaveCount(0);
  await settledSnapshot(page, 'customer-detail-repeat-visit');
  const saved = await read(repeatId);
  expect(saved.detectList.map((part) => part.name)).toEqual(['zlj']);
  expect(saved.situation).toEqual(first.situation);
});

test('issue 17 #26: an interrupted consultation is no visit; staff resume it or give it up', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { session, member } = await signedInWithMember(page, request, false);
  const drafts = () => api<unknown[]>(request, session, 'get', `/api/customer/${member.id}/drafts`);
  const card = page.locator('.ant-card').filter({ hasText: '会员详情' });
  const notice = page.locator('.draft-notice');

  // Photos taken, summary never saved: no visit yet, a draft to resume.
  await page.goto(`/query/detail/${member.id}?scope=reach`);
  await expect(notice).toContainText('有一次未完成的检测');
  await expect(notice).toContainText('已拍 1 个部位');
  await expect(card.getByRole('button', { name: '开始检测' })).toBeVisible();
  await expect(page.getByText('暂无检测记录')).toBeVisible();
  await settledSnapshot(page, 'customer-detail-draft');

  // 继续检测: back at the analysis with her answers; the summary makes it a visit.
  await notice.getByRole('button', { name: '继续检测' }).click();
  await expect(page).toHaveURL(/\/analyse\/result$/);
  await expect(page.getByText('您的皮肤分析结果')).toBeVisible();
  await page.goto('/recommend/summary');
  await expect(page.getByText('本次检测记录已保存')).toBeVisible();
  await page.goto(`/query/detail/${member.id}?scope=reach`);
  await expect(card.getByRole('button', { name: '复检' })).toBeVisible();
  await expect(page.locator('.ant-collapse-item')).toHaveCount(1);
  await expect(notice).toHaveCount(0);
  expect(await drafts()).toEqual([]);

  // Another visit stops early; 放弃 gives it up after a confirmation.
  await api(request, session, 'post', '/api/customer/record', {
    recordId: 0,
    recCustomerId: member.id,
    scanType: 'RETRY_SCAN',
  });
  await page.reload();
  await notice.getByRole('button', { name: '放弃' }).click();
  await expectToast(page, '已放弃未完成的检测', () =>
    page.locator('.ant-popconfirm').getByRole('button', { name: '放弃' }).click(),
  );
  await expect(notice).toHaveCount(0);
  await expect(page.locator('.ant-collapse-item')).toHaveCount(1);
  expect(await drafts()).toEqual([]);
});
