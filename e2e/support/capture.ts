import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { snapshot, TAKE_SCREENSHOTS, WITHOUT_TOASTS } from './admin';
import { api, apiLogin, uniqueMobile, type ApiSession } from './api';
import { signIn } from './ui';

/** The consultation journeys' helpers: a member to consult, her consent, parts and photo slots. */

interface MemberNames {
  store: string;
  member: string;
  mobilePrefix: string;
  age: number;
}

export interface Member {
  id: number;
  fullName: string;
  mobile: string;
}

const runId = `${Date.now()}`.slice(-6);
let memberCounter = 0;

/** A member in a store of her own (store names are unique per company, issue 17 #16). */
export async function createMember(
  request: APIRequestContext,
  session: ApiSession,
  names: MemberNames,
): Promise<Member> {
  memberCounter += 1;
  const store = await api<{ id: number }>(request, session, 'post', '/api/store', {
    name: `${names.store}${runId}${memberCounter}`,
    clientName: '',
    scope: 'reach',
    companyUserId: session.userId,
  });
  const fullName = `${names.member}${runId.slice(-3)}${memberCounter}`;
  const customer = await api<{ id: number; mobile: string }>(
    request,
    session,
    'post',
    '/server/recCustomer',
    {
      fullName,
      mobile: uniqueMobile(names.mobilePrefix),
      gender: 'female',
      age: names.age,
      storeId: store.id,
    },
  );
  return { id: customer.id, fullName, mobile: customer.mobile };
}

/** A new member of her own store, and her consultation begun on the page (signed in, consented). */
export async function consultNewMember(
  page: Page,
  request: APIRequestContext,
  names: MemberNames,
): Promise<{ session: ApiSession; member: Member }> {
  const session = await apiLogin(request);
  const member = await createMember(request, session, names);
  await signIn(page);
  await startCheckWithConsent(page, member);
  return { session, member };
}

/** 开始检测 from the customer list, then the consent the photos need (DECISIONS "Privacy"). */
export async function startCheckWithConsent(page: Page, member: Member) {
  await page.goto(`/query/list?telephone=${member.mobile}&name=`);
  const row = page.getByRole('row').filter({ hasText: member.mobile });
  await row.getByRole('button', { name: '开始检测' }).click();
  await expect(page).toHaveURL(/\/introduce$/);
  await page.getByRole('button', { name: /下一步/ }).click();
  await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
  await page.getByRole('button', { name: /下一步/ }).click();
  await expect(page).toHaveURL(/\/collection\/condition$/);
}

/** antd draws the radio button over its (hidden) input: click what is seen. */
export async function pickPart(page: Page, name: string) {
  await page
    .locator('.part-picker label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

export const next = (page: Page) => page.getByRole('button', { name: /下一页/ });

/**
 * 下一页, then wait for the step it leads to: the step left behind has the same part picker, and
 * a part picked before the navigation lands would be picked there (seen under load: step one's
 * part became step two's, which then showed it as taken).
 */
export async function nextTo(page: Page, step: 'one' | 'two') {
  await next(page).click();
  await expect(page).toHaveURL(new RegExp(`/picture/step/${step}$`));
}
export const slot = (page: Page, light: 'normal' | 'lighting') =>
  page.getByTestId(`photo-slot-${light}`);
export const slotPhoto = (page: Page, light: 'normal' | 'lighting'): Locator =>
  slot(page, light).getByRole('img', { name: light === 'normal' ? '常光照片' : '偏振光照片' });

/** The preview shows frames of the (fake) camera. */
export async function previewPlaying(page: Page) {
  await expect(page.locator('video.camera-video')).toBeVisible();
  await page.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('video.camera-video');
    return video !== null && video.readyState >= 2 && video.videoWidth > 0;
  });
}

/**
 * Capture is locked until the upload ends and 1.5 s after; then 图片上传 is free again (拍照
 * also needs a live camera, so it says nothing on a screen without a microscope).
 */
export async function captureFree(page: Page) {
  await expect(slot(page, 'normal').getByRole('button', { name: /图片上传/ })).toBeEnabled();
}

/** ` for the normal photo, \ for the polarised one, as staff do with the microscope. */
export async function shootBothByKeys(page: Page) {
  const capture = slot(page, 'normal').getByRole('button', { name: /拍照/ });
  await previewPlaying(page);
  await page.keyboard.press('Backquote');
  await expect(slotPhoto(page, 'normal')).toBeVisible();
  await expect(capture).toBeEnabled();
  await page.keyboard.press('Backslash');
  await expect(slotPhoto(page, 'lighting')).toBeVisible();
  await expect(capture).toBeEnabled();
}

/** Both photos of a step chosen as files (a pair of support/photo-pair.ts). */
export async function uploadBoth(page: Page, pair: { normal: string; polarised: string }) {
  await page.getByTestId('photo-file-normal').setInputFiles(pair.normal);
  await expect(slotPhoto(page, 'normal')).toBeVisible();
  await captureFree(page);
  await page.getByTestId('photo-file-lighting').setInputFiles(pair.polarised);
  await expect(slotPhoto(page, 'lighting')).toBeVisible();
  await captureFree(page);
}

/** Capture screens are looked at without their toasts (拍照成功 after every photo). */
export async function shoot(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  await page.mouse.move(0, 0);
  await snapshot(page, name, WITHOUT_TOASTS);
}

/** The record the photo steps saved, as the wizard state keeps its id. */
export async function currentRecordId(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(() => window.sessionStorage.getItem('skinscope.wizard.currentRecordId'));
  await expect.poll(read).not.toBeNull();
  return Number(await read());
}
