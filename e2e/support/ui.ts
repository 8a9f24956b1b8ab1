import { expect } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { admin, snapshot, WITHOUT_TOASTS } from './admin';

/** Signs in on the login screen (the printed administrator unless told otherwise). */
export async function signIn(
  page: Page,
  mobile = admin().mobile,
  password = admin().password,
): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByPlaceholder('请输入密码').press('Enter');
  // Checking a password (argon2) on a busy 2-core machine took over 10 s once.
  await expect(page).toHaveURL(/\/query$/, { timeout: 30_000 });
}

/** The open antd dialog with this title. */
export function dialogTitled(page: Page, title: string): Locator {
  return page
    .locator('.ant-modal')
    .filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
}

/**
 * Screens are looked at, not only asserted: wait until spinners, opening dialogs and tooltips
 * are gone and every photo has loaded, and leave toasts out, so the screenshot shows the
 * settled page.
 */
export async function settledSnapshot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear')).toHaveCount(0);
  await page.mouse.move(1, 760);
  // A full-page capture of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  await imagesLoaded(page);
  await snapshot(page, name, WITHOUT_TOASTS);
}

/** Every image of the page loaded, lazy ones below the fold too: a picture shows them all. */
export async function imagesLoaded(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const image of Array.from(document.images)) image.loading = 'eager';
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/**
 * Picks a store in the register form's 合作门店 by typing its name: the list is virtual, so with
 * many stores (every journey adds its own) an option below the fold is not in the page at all.
 */
export async function chooseStore(page: Page, name: string): Promise<void> {
  // By role: a store named 合作门店… would match the label too.
  const select = page.getByRole('combobox', { name: '合作门店' });
  await select.click();
  await select.fill(name);
  await page.getByTitle(name, { exact: true }).click();
}

/** A customer's phone (390 × 844, touch) on the server at `baseURL`: her report, her data. */
export async function phonePage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}
