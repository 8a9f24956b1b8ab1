import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { api, apiLogin, CONSENT_VERSION, uniqueMobile } from '../support/api';
import { removePhantoms } from '../support/phantom';
import { settledSnapshot, signIn } from '../support/ui';
import { finishedVisit } from '../support/visits';

const runId = `${Date.now()}`.slice(-6);
const viewportShot = (name: string) =>
  fileURLToPath(new URL(`../screenshots/${name}.png`, import.meta.url));

test.afterAll(removePhantoms);

test('issue 19 #1: the progress page charts each dimension over her visits with verdicts, compares photos and care needs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const session = await apiLogin(request);
  const store = await api<{ id: number }>(request, session, 'post', '/api/store', {
    name: `徐汇店${runId}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const name = `周宁${runId.slice(-3)}`;
  const customer = await api<{ id: number }>(request, session, 'post', '/server/recCustomer', {
    fullName: name,
    mobile: uniqueMobile('137'),
    gender: 'female',
    age: 34,
    storeId: store.id,
  });
  await api(request, session, 'post', `/api/customer/${customer.id}/consent`, {
    version: CONSENT_VERSION,
  });
  await finishedVisit(request, session, customer.id, 11);
  // The middle visit's lights were swapped: refused, so it can never give a verdict.
  await finishedVisit(request, session, customer.id, 12, { swapLights: true });
  await finishedVisit(request, session, customer.id, 12);

  await signIn(page);
  await page.goto(`/query/detail/${customer.id}?scope=reach`);
  await page.getByRole('button', { name: '皮肤变化' }).click();
  await expect(page).toHaveURL(new RegExp(`/query/progress/${customer.id}$`));
  await expect(page.getByRole('heading', { name: `${name}的皮肤变化` })).toBeVisible();
  await expect(page.getByText('共 3 次检测')).toBeVisible();

  // Seven line charts (ECharts canvases) with verdicts, first visit against latest.
  const dimensions = page.locator('.progress-dimension');
  await expect(dimensions).toHaveCount(7);
  await expect(dimensions.locator('canvas')).toHaveCount(7);
  const verdicts = dimensions.locator('.progress-verdict');
  // 肤质 has none: it shows her two types instead.
  await expect(verdicts).toHaveCount(6);
  const words = await verdicts.allTextContents();
  expect(words.filter((word) => ['改善', '变差', '稳定'].includes(word)).length).toBeGreaterThan(0);
  // Colour without a device calibration, and 肤质 (a type): no verdict, and the reason said.
  await expect(page.getByTestId('progress-color')).toContainText('不作判断');
  await expect(page.getByTestId('progress-color')).toContainText('未做颜色校准');
  await expect(page.getByTestId('progress-skin_type')).toContainText('肤质是类型');
  // The care needs radar draws too.
  await expect(page.getByRole('img', { name: '护理需求（问卷）' }).locator('canvas')).toHaveCount(
    1,
  );

  await settledSnapshot(page, 'progress');
  await page.screenshot({ path: viewportShot('progress-1024x768') });

  // Photos: side by side, then the slider overlay of the marked pigment images with a legend.
  const photos = page.getByRole('region', { name: '照片对比' });
  await expect(photos.locator('.progress-photo img')).toHaveCount(2);
  await photos.getByText('标记图', { exact: true }).click();
  await expect(photos.getByText('标记图中：')).toBeVisible();
  await photos.getByText('滑动对比', { exact: true }).click();
  await expect(photos.locator('.progress-slider-frame img')).toHaveCount(2);
  await photos.getByRole('slider').focus();
  await page.keyboard.press('ArrowLeft');
  await photos.scrollIntoViewIfNeeded();
  await page.screenshot({ path: viewportShot('progress-photos-1024x768') });

  // Comparing from the refused visit: no verdict anywhere, and why.
  await page.getByRole('combobox', { name: '较早一次' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(1).click();
  await expect(page.getByTestId('progress-roughness')).toContainText('不作判断');
  await expect(page.getByTestId('progress-roughness')).toContainText('未通过质量检查');
});
