import { within } from '@testing-library/react';

/**
 * The checkbox whose label reads exactly `name`. A role query computes the accessible name of
 * every checkbox on these screens (27 of them) through antd's CSS: seconds per lookup in jsdom.
 */
export function checkbox(name: string, scope: HTMLElement = document.body): HTMLInputElement {
  const input = within(scope)
    .getByText(name, { selector: '.ant-checkbox-label, .ant-checkbox-label *' })
    .closest('label')
    ?.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!input) throw new Error(`no checkbox ${name}`);
  return input;
}
