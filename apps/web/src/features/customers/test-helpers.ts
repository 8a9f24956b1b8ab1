import { configure, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp as renderWholeApp } from '../../test/render-app';

/**
 * The customer screens render the whole app (shell, antd tables) in jsdom. Role queries and
 * user-event's pointer-events check compute styles for every node of those tables, so these
 * tests find elements by their text and skip that check; they also get more time than the
 * defaults, for a busy CI machine.
 */
// Waits last nearly as long as the test may run (see SLOW_UI_WAIT_MS in test/antd-ui.ts).
configure({ asyncUtilTimeout: 25_000 });
vi.setConfig({ testTimeout: 30_000 });

export function renderApp(path: string) {
  const view = renderWholeApp(path);
  return { ...view, user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }) };
}

type Root = Pick<typeof screen, 'getByText' | 'queryByText' | 'findByText'>;

function asButton(label: HTMLElement | null): HTMLButtonElement | null {
  return label?.closest('button') ?? null;
}

/** The button labelled exactly `name` (inside `container` when given). */
export function button(name: string, container?: HTMLElement): HTMLButtonElement {
  const root: Root = container ? within(container) : screen;
  const found = asButton(root.getByText(name, { selector: 'button, button *' }));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export async function findButton(name: string): Promise<HTMLButtonElement> {
  const found = asButton(await screen.findByText(name, { selector: 'button, button *' }));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

export function queryButton(name: string, container?: HTMLElement): HTMLButtonElement | null {
  const root: Root = container ? within(container) : screen;
  return asButton(root.queryByText(name, { selector: 'button, button *' }));
}

/** The table body rows shown. */
export const tableRows = () => [
  ...document.querySelectorAll<HTMLElement>('tbody tr.ant-table-row'),
];

/** The row whose cells contain `text`. */
export async function findRow(text: string): Promise<HTMLElement> {
  const cell = await screen.findByText(text, { selector: 'td, td *' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return row;
}
