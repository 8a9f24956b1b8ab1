import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { startWizard } from '../testing/consultation-fixtures';

beforeEach(() => window.sessionStorage.clear());

async function rate(user: ReturnType<typeof renderApp>['user'], label: string, stars: number) {
  const row = (await screen.findByText(label)).closest('.evaluate-row');
  if (!(row instanceof HTMLElement)) throw new Error(`no rating row ${label}`);
  const star = within(row).getAllByRole('radio')[stars - 1];
  if (!star) throw new Error(`no star ${stars}`);
  await user.click(star);
}

describe('evaluate', () => {
  it('asks 请评分 while any of the four ratings is missing', async () => {
    const { requests } = fakeApi();
    signInAs();
    startWizard();
    const { user } = renderApp('/collection/evaluate');
    await rate(user, '总体', 5);
    await rate(user, '效果', 4);
    await rate(user, '服务', 5);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请评分')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('clicking star n lights stars 1 to n', async () => {
    fakeApi();
    signInAs();
    startWizard();
    const { user } = renderApp('/collection/evaluate');
    await rate(user, '环境', 3);
    const row = screen.getByText('环境').closest('.evaluate-row') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('aria-checked')),
    ).toEqual(['true', 'true', 'true', 'false', 'false']);
    expect(within(row).getByText('3 星')).toBeInTheDocument();
  });

  it('saves the four ratings once, then opens the repeat-visit question', async () => {
    let release: () => void = () => undefined;
    const { requests } = fakeApi({
      'PUT /api/customer/31/evaluation': () =>
        new Promise((resolve) => {
          release = () => resolve(ok(null));
        }),
    });
    signInAs({ scope: 'reach' });
    startWizard({ id: 31 });
    const { user, router } = renderApp('/collection/evaluate');
    await rate(user, '总体', 5);
    await rate(user, '效果', 4);
    await rate(user, '服务', 3);
    await rate(user, '环境', 2);
    const next = screen.getByRole('button', { name: /下一步/ });
    await user.click(next);
    await user.click(next); // busy: ignored
    release();

    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/selector'));
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({ all: 5, effect: 4, service: 3, environment: 2 });
    expect(puts[0]?.query.get('scope')).toBe('reach');
  });

  it('a failure shows the server text and stays', async () => {
    fakeApi({ 'PUT /api/customer/31/evaluation': fail(404, 'NOT_FOUND', '记录不存在') });
    signInAs();
    startWizard({ id: 31 });
    const { user, router } = renderApp('/collection/evaluate');
    for (const label of ['总体', '效果', '服务', '环境']) await rate(user, label, 4);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('记录不存在')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/collection/evaluate');
  });
});
