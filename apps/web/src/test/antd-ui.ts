import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Options, UserEvent } from '@testing-library/user-event';

/**
 * Helpers for tests that drive whole antd screens under jsdom. `renderApp` already keeps antd's
 * CSS out of the document (jsdom re-reads every rule on each `getComputedStyle`); these helpers
 * also skip the per-node style checks that Testing Library and user-event make, which still add
 * up on pages with long tables and many buttons.
 */

/** Timeout for such a test: generous, for a busy 2-core CI machine. */
export const SLOW_UI_MS = 60_000;

/**
 * How long a wait (`findBy…`, `waitFor`) of such a test lasts: nearly as long as the test may
 * run, as in setup.ts. A fixed 10 s failed these screens under CPU load (two `yes` beside the
 * run: a first render or a table's next page took longer) although nothing was wrong; a
 * condition that never comes still fails, with Testing Library's message before the test's own
 * timeout.
 */
const SLOW_UI_WAIT_MS = SLOW_UI_MS - 10_000;

/**
 * Call at the top of such a test file (affects that file only). Role queries then skip the
 * "hidden by CSS?" check. Our screens remove what they hide (closed dialogs, the load-more
 * button), so the assertions keep their meaning. Waits last up to `SLOW_UI_WAIT_MS`.
 */
export function allowSlowUi(): void {
  configure({ defaultHidden: true, asyncUtilTimeout: SLOW_UI_WAIT_MS });
}

/** A user that clicks without the `pointer-events` style check of every ancestor. */
export function fastUser(options: Options = {}): UserEvent {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, ...options });
}

/** Puts text into a field in one go: typing key by key into antd inputs is slow here. */
export async function enter(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/**
 * The button showing this text. For long lists: a role query computes the accessible name of
 * every button on the page (a minute for a 50-row table); a text lookup does not.
 */
export function getButtonByText(text: string, scope: HTMLElement = document.body): HTMLElement {
  const button = within(scope).getByText(text).closest('button');
  if (!button) throw new Error(`"${text}" is not in a button`);
  return button;
}

/**
 * The open dialog with this title. antd labels every modal under test by the same id
 * ("test-id"), so a dialog's accessible name cannot be relied on.
 */
export function queryDialog(title: string): HTMLElement | null {
  return (
    screen
      .queryAllByRole('dialog')
      .find((dialog) => dialog.querySelector('.ant-modal-title')?.textContent?.trim() === title) ??
    null
  );
}

export async function findDialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | null = null;
  await waitFor(() => {
    found = queryDialog(title);
    if (!found) throw new Error(`no open dialog titled ${title}`);
  });
  return found as unknown as HTMLElement;
}
