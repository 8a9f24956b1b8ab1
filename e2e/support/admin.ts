import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export function admin(): { mobile: string; password: string } {
  const mobile = process.env.SKINSCOPE_E2E_ADMIN_MOBILE;
  const password = process.env.SKINSCOPE_E2E_ADMIN_PASSWORD;
  if (!mobile || !password) throw new Error('global setup did not start the server');
  return { mobile, password };
}

const SCREENSHOTS = fileURLToPath(new URL('../screenshots', import.meta.url));

/**
 * Drawn over the page for a settled screenshot: toasts (1.5 s each) are left out of the picture
 * instead of waited for, which would cost every screenshot after a toast that long. Hidden, not
 * undisplayed: a toast whose leaving animation starts while it is `display: none` never gets
 * its animationend, and stays in the page (seen in capture-guards.spec.ts).
 */
export const WITHOUT_TOASTS =
  '.ant-message, .ant-message-notice { visibility: hidden !important; }';

/**
 * Screens are looked at, not only asserted: every journey leaves PNGs in e2e/screenshots for
 * whoever ran it. Not in CI, whose clone nobody opens: there they cost the consultation journey
 * about half of its two minutes (full-page pictures at two widths, each after the page settles),
 * and it once ran out of its time for that.
 */
export const TAKE_SCREENSHOTS = !process.env.CI;

export async function snapshot(page: Page, name: string, style?: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}.png`),
    fullPage: true,
    ...(style ? { style } : {}),
  });
}
