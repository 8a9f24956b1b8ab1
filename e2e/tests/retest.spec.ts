import { expect, test, type Page } from '@playwright/test';
import { previewPlaying } from '../support/capture';
import {
  FAKE_MICROSCOPE,
  installFakeMicroscope,
  showUnderMicroscope,
} from '../support/fake-microscope';
import { photoPair } from '../support/photo-pair';
import { snapshot } from '../support/admin';
import { signIn } from '../support/ui';

const PAIRS = 3;

/** One capture of a pair: the skin patch under each light, each photo shown once it is taken. */
async function captureBoth(page: Page, pair: { normal: string; polarised: string }) {
  await showUnderMicroscope(page, { photo: pair.normal });
  await page.getByRole('button', { name: /拍常光/ }).click();
  await expect(page.getByRole('img', { name: /^常光/ })).toBeVisible();
  await showUnderMicroscope(page, { photo: pair.polarised });
  await page.getByRole('button', { name: /拍偏振光/ }).click();
  await expect(page.getByRole('img', { name: /^偏振光/ })).toBeVisible();
}

/**
 * Issue 32 #1: on the calibration screen an administrator takes three test-retest pairs of one
 * part with the fake microscope (lifted and put back between the captures of each), and 设备重复性
 * counts them for that microscope, its bands still the engine's own (fewer than 20 pairs).
 */
test('an admin takes three test-retest pairs and 设备重复性 counts them', async ({ page }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await installFakeMicroscope(page);
  await signIn(page);

  await page.getByRole('button', { name: '显微镜校准' }).click();
  await expect(page.getByRole('heading', { name: '显微镜校准' })).toBeVisible();
  await page.locator('.ant-segmented').getByText('重复性测量').click();
  await expect(page.getByText('这里不关联顾客，照片保存在公司名下。')).toBeVisible();
  await page.getByRole('combobox', { name: '拍摄部位' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: '左脸颊' }).click();
  await page.getByRole('button', { name: /打开显微镜/ }).click();
  await previewPlaying(page);

  const pair = photoPair();
  const saved = page.locator('.ant-alert').filter({ hasText: '已保存一对重复性测量' });
  for (let taken = 0; taken < PAIRS; taken += 1) {
    await expect(page.getByText('第一次拍摄', { exact: true })).toBeVisible();
    await captureBoth(page, pair);
    // The last pair's message goes with the first new photo.
    await expect(saved).toHaveCount(0);
    await page.getByRole('button', { name: /下一步/ }).click();
    await expect(page.getByText('请移开显微镜，再放回同一位置')).toBeVisible();
    await expect(page.getByText('第二次拍摄', { exact: true })).toBeVisible();
    await captureBoth(page, pair);
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(saved).toBeVisible({ timeout: 60_000 });
    await expect(saved.getByText(/两次拍摄均通过照片检查/)).toBeVisible();
  }

  await saved.getByRole('link', { name: '查看设备重复性' }).click();
  await expect(page.getByRole('heading', { name: '设备重复性' })).toBeVisible();
  // The card is titled by the microscope's calibration name once the calibration journey has
  // named it (the journeys share the administrator and the fake microscope), by its label before.
  const card = page.getByRole('region').filter({ hasText: FAKE_MICROSCOPE });
  await expect(card.getByText(`有效 ${PAIRS} 对 / 共 ${PAIRS} 对`, { exact: false })).toBeVisible();
  await expect(card.getByText('引擎估计').first()).toBeVisible();
  await expect(card.getByText(`再测 ${20 - PAIRS} 对即可启用本设备实测波动范围`)).toBeVisible();
  // The pairs drawn first capture against second (ECharts' canvas, loaded on demand).
  const scatter = card.getByRole('img', { name: `粗糙度：${PAIRS} 对测量的第一次与第二次分数` });
  await expect(scatter.locator('canvas')).toBeVisible();
  await snapshot(page, 'repeatability');
  expect(problems).toEqual([]);
});
