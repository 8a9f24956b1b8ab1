import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { api, uploadPhoto } from '../support/api';
import { OTHER_PATCH, photoPair, removePairs } from '../support/photo-pair';
import {
  consultNewMember,
  currentRecordId,
  next,
  nextTo,
  pickPart,
  previewPlaying,
  shoot,
  slot,
  slotPhoto,
  uploadBoth,
} from '../support/capture';

test.afterAll(removePairs);

const MEMBER = { store: '复检门店', member: '何女士', mobilePrefix: '136', age: 36 };
const BARE = { makeupRemoved: true, cleansedRecently: false, productsToday: false };

/**
 * Issue 19 #4 and #7: a second visit records the skin's state before its photos, and each photo
 * step of a part photographed last time shows that photo over the live preview and says how far
 * the new photo is from it.
 */
test('a re-check records the skin state, ghosts the last photo and measures the alignment', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  const pair = photoPair();
  const { session, member } = await consultNewMember(page, request, MEMBER);

  // The first visit (photo-only, finished): the right cheekbone with the run's real-skin pair.
  const photos = [];
  for (const [index, type] of (['normal', 'lighting'] as const).entries()) {
    const jpeg = readFileSync(type === 'normal' ? pair.normal : pair.polarised);
    photos.push({
      part: 'yqg',
      position: 0,
      type,
      url: await uploadPhoto(request, session, member.id, jpeg, index),
    });
  }
  const firstVisit = await api<number>(request, session, 'post', '/api/customer/record', {
    recordId: 0,
    recCustomerId: member.id,
    scanType: 'PHOTO_ONLY',
    scan: { photos },
    skinState: BARE,
  });
  await api(request, session, 'post', '/api/customer/record/full', {
    recordId: firstVisit,
    detectList: [{ name: 'yqg', normal: photos[0]!.url, lighting: photos[1]!.url }],
  });

  // Before the photos: the three switches, at the usual state; today she still wears make-up.
  await page.goto('/picture/index');
  const state = page.getByRole('region', { name: '拍摄前皮肤状态' });
  await expect(state.getByRole('switch', { name: '已卸妆' })).toBeChecked();
  await state.getByRole('switch', { name: '已卸妆' }).click();
  await state.getByText('今日已用护肤品').click();
  await expect(state.getByRole('switch', { name: '已卸妆' })).not.toBeChecked();
  await expect(state.getByRole('switch', { name: '今日已用护肤品' })).toBeChecked();
  await shoot(page, 'repeat-skin-state');
  await next(page).click();

  // The right cheekbone was photographed last time: its photo lies over the live preview.
  await expect(page).toHaveURL(/\/picture\/step\/three$/);
  await previewPlaying(page);
  const ghost = page.getByTestId('camera-ghost');
  await expect(ghost).toHaveAttribute('src', photos[0]!.url);
  await expect(ghost).toHaveCSS('opacity', '0.4');
  const slider = page.getByRole('slider', { name: '叠加透明度' });
  await slider.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(ghost).toHaveCSS('opacity', '0.6');
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('[data-testid="camera-ghost"]');
    return image !== null && image.complete && image.naturalWidth > 0;
  });

  // The same patch again: lined up. Another patch in the polarised slot: re-position.
  await page.getByTestId('photo-file-normal').setInputFiles(pair.normal);
  await expect(slot(page, 'normal').getByTestId('alignment-note')).toContainText(
    /与上次位置相差 \d 像素（画面宽度的 \d\.\d%），可以对比/,
  );
  await expect(slot(page, 'normal').getByRole('button', { name: /图片上传/ })).toBeEnabled();
  await page.getByTestId('photo-file-lighting').setInputFiles(photoPair(OTHER_PATCH).polarised);
  await expect(slotPhoto(page, 'lighting')).toBeVisible();
  await expect(slot(page, 'lighting').getByTestId('alignment-note')).toContainText(
    '请对准上次位置后重拍',
  );
  await shoot(page, 'repeat-ghost-alignment');
  await expect(slot(page, 'normal').getByRole('button', { name: /图片上传/ })).toBeEnabled();
  await page.getByTestId('photo-file-lighting').setInputFiles(pair.polarised);
  await expect(slot(page, 'lighting').getByTestId('alignment-note')).toContainText('可以对比');
  await next(page).click();

  // A part not photographed last time has no ghost.
  await expect(page).toHaveURL(/\/picture\/step\/one$/);
  await pickPart(page, '眉心');
  await expect(page.getByTestId('camera-ghost')).toHaveCount(0);
  await uploadBoth(page, pair);
  await nextTo(page, 'two');
  await pickPart(page, '下巴');
  await uploadBoth(page, pair);
  await next(page).click();

  // The state is saved with the visit's photos.
  await expect(page).toHaveURL(/\/analyse\/expect$/);
  const recordId = await currentRecordId(page);
  const record = await api<{ skinState: unknown }>(
    request,
    session,
    'get',
    `/api/customer/record/${recordId}`,
  );
  expect(record.skinState).toEqual({
    makeupRemoved: false,
    cleansedRecently: false,
    productsToday: true,
  });

  // The first visit's report says how her skin was then.
  await page.goto(`/query/history/${firstVisit}`);
  await expect(
    page.getByText('拍摄时皮肤状态：已卸妆 · 30 分钟内未洁面 · 今日未用护肤品'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
