import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { api, apiLogin } from '../support/api';
import { photoPair, removePairs } from '../support/photo-pair';
import { signIn } from '../support/ui';
import { expectToast } from '../support/toasts';
import {
  captureFree,
  consultNewMember,
  createMember,
  currentRecordId,
  next,
  pickPart,
  shoot,
  slot,
  slotPhoto,
  startCheckWithConsent,
  uploadBoth,
} from '../support/capture';

test.afterAll(removePairs);

const MEMBER = { store: '守卫门店', member: '周女士', mobilePrefix: '137', age: 31 };

/**
 * Issue 17 #8, #10, #17, #20, #27 and #30 on the capture and questionnaire steps: no blocking
 * alert without a microscope, steps that need their part and both photos, a refused file said
 * by its slot, 上一步, parts added before the summary, and one detection per double click.
 */

/** The e2e server accepts any camera; this page is told it may not, so none is a microscope. */
async function withoutMicroscope(page: Page) {
  await page.route('**/server/settings', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({
      response,
      json: { ...body, data: { ...body.data, allowAnyCamera: false } },
    });
  });
}

const back = (page: Page) => page.getByRole('button', { name: /上一步/ });

test.describe.configure({ mode: 'serial' });

test('issue 17 #8 #17 #20 #30: without a microscope, step one refuses 下一页 until part and both photos, says why, and 上一步 keeps them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const pair = photoPair();
  const session = await apiLogin(request);
  const member = await createMember(request, session, MEMBER);
  await withoutMicroscope(page);
  await signIn(page);
  await startCheckWithConsent(page, member);

  await page.goto('/picture/step/one');
  await expect(page.getByText('部位拍摄（一）')).toBeVisible();
  // #8: arrival says so on the preview; no blocking alert.
  await expect(page.getByText('未检测到显微镜，可上传照片')).toBeVisible();
  await expect(page.locator('.ant-modal')).toHaveCount(0);
  await expect(page.getByText('请插入视频显微镜')).toHaveCount(0);

  // #17: 下一页 asks for the part, then for the photos.
  await expectToast(page, '请先选择部位', () => next(page).click());
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await pickPart(page, '左脸颊');
  await expectToast(page, '请先拍摄该部位', () => next(page).click());
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await shoot(page, 'capture-guards-no-microscope');

  // #20: a text file chosen for a slot is refused, said by the slot.
  await page.getByTestId('photo-file-normal').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(slot(page, 'normal').getByText('仅支持 JPG/PNG 图片')).toBeVisible();
  await expect(slot(page, 'normal').getByText('未拍摄')).toBeVisible();
  await shoot(page, 'capture-guards-file-type');

  // One photo is still not enough.
  await page.getByTestId('photo-file-normal').setInputFiles(pair.normal);
  await expect(slotPhoto(page, 'normal')).toBeVisible();
  await expect(slot(page, 'normal').getByText('仅支持 JPG/PNG 图片')).toHaveCount(0);
  await captureFree(page);
  await expectToast(page, '请先拍摄该部位', () => next(page).click());
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await page.getByTestId('photo-file-lighting').setInputFiles(pair.polarised);
  await expect(slotPhoto(page, 'lighting')).toBeVisible();
  await captureFree(page);
  await next(page).click();
  await expect(page).toHaveURL(/\/picture\/step\/two$/);
  await expect(page.getByText('部位拍摄（二）')).toBeVisible();

  // #30: 上一步 goes back to step one with its part and photos.
  await back(page).click();
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await expect(page.getByText('部位拍摄（一）')).toBeVisible();
  await expect(page.getByRole('radio', { name: '左脸颊' })).toBeChecked();
  await expect(slotPhoto(page, 'normal')).toBeVisible();
  await expect(slotPhoto(page, 'lighting')).toBeVisible();
  await shoot(page, 'capture-guards-back-to-step-one');
  await back(page).click();
  await expect(page).toHaveURL(/\/picture\/step\/three$/);
  await expect(page.getByText('定位拍摄：右颧骨')).toBeVisible();
  await back(page).click();
  await expect(page).toHaveURL(/\/picture\/index$/);
  await expect(page.getByText('正常皮肤纹理')).toBeVisible();
  await shoot(page, 'capture-guards-index');

  // #8: asking for the microscope is what alerts.
  await page.getByRole('button', { name: /重新连接/ }).click();
  await expect(page.locator('.ant-modal').getByText('请插入视频显微镜')).toBeVisible();
  await shoot(page, 'capture-guards-retry-alert');
  expect(problems).toEqual([]);
});

test('issue 17 #10: parts are added to a consultation record before its summary', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const pair = photoPair();
  const { session, member } = await consultNewMember(page, request, MEMBER);

  await page.goto('/picture/step/three');
  await expect(page.getByText('定位拍摄：右颧骨')).toBeVisible();
  await uploadBoth(page, pair);
  await next(page).click();
  await expect(page.getByText('部位拍摄（一）')).toBeVisible();
  await pickPart(page, '眉心');
  await uploadBoth(page, pair);
  await next(page).click();
  await expect(page.getByText('部位拍摄（二）')).toBeVisible();
  await pickPart(page, '下巴');
  await uploadBoth(page, pair);
  await next(page).click();
  await expect(page).toHaveURL(/\/analyse\/expect$/);
  const recordId = await currentRecordId(page);

  // No summary yet: a fourth part is added all the same.
  await page.goto(`/picture/infinite/${recordId}/3`);
  await expect(page.getByText('正在拍摄第 4 个部位，本次检测已保存 3 个部位')).toBeVisible();
  await expect(page.getByRole('radio', { name: '眉心' })).toBeDisabled();
  await pickPart(page, '左额头');
  await uploadBoth(page, pair);
  await shoot(page, 'capture-guards-infinite-before-summary');
  await page.getByRole('button', { name: '保存并结束' }).click();
  await expect(page).toHaveURL(new RegExp(`/query/detail/${member.id}`));
  const record = await api<{ detectList: Array<{ name: string }> }>(
    request,
    session,
    'get',
    `/api/customer/record/${recordId}`,
  );
  expect(record.detectList.map((item) => item.name)).toEqual(['yqg', 'mx', 'xb', 'zet']);
});
