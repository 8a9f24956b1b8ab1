import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A toast as it appeared: its text and where its box ended (page pixels from the top). */
export interface Toast {
  text: string;
  bottom: number;
}

declare global {
  interface Window {
    __skinscopeToasts?: Toast[];
  }
}

/**
 * Records every antd toast from the moment it enters the page. A toast shows for 1.5 s (spec §2)
 * and Playwright's `expect` polls up to a second apart: on a busy machine a toast came and went
 * between two polls and a journey went red (issue 30 #3). A MutationObserver sees each toast as
 * it is inserted, however short its life. Toasts already on the page count as seen.
 */
function startRecording(): void {
  const recorded: Toast[] = [];
  const seen = new WeakSet<Element>();
  const notices = () => Array.from(document.querySelectorAll('.ant-message-notice'));
  for (const notice of notices()) seen.add(notice);
  const record = () => {
    for (const notice of notices()) {
      const text = notice.textContent?.trim();
      if (seen.has(notice) || !text) continue;
      seen.add(notice);
      recorded.push({ text, bottom: notice.getBoundingClientRect().bottom });
    }
  };
  window.__skinscopeToasts = recorded;
  const observer = new MutationObserver(record);
  // The init script may run before there is a body: watch the whole document.
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

const pagesWithRecorder = new WeakSet<Page>();

/**
 * Starts listening, runs `action`, and waits for a toast saying `text` that appeared after the
 * listening began — also when the action loads a new document (`page.goto`, a redirect).
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  action: () => Promise<unknown>,
): Promise<Toast> {
  if (!pagesWithRecorder.has(page)) {
    pagesWithRecorder.add(page);
    await page.addInitScript(startRecording);
  }
  await page.evaluate(startRecording);
  await action();
  const matches = (toast: Toast) =>
    typeof text === 'string' ? toast.text.includes(text) : text.test(toast.text);
  let found: Toast | undefined;
  await expect
    .poll(
      async () => {
        const toasts = await page.evaluate(() => window.__skinscopeToasts ?? []);
        found = toasts.find(matches);
        return found?.text;
      },
      { message: `a toast saying ${String(text)}` },
    )
    .toBeTruthy();
  return found!;
}

/** Runs `action` and checks that no toast appeared by the time `settled` holds. */
export async function expectNoToast(
  page: Page,
  action: () => Promise<unknown>,
  settled: () => Promise<unknown>,
): Promise<void> {
  await page.evaluate(startRecording);
  await action();
  await settled();
  expect(await page.evaluate(() => window.__skinscopeToasts ?? [])).toEqual([]);
}
