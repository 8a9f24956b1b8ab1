import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { startWizard } from '../testing/consultation-fixtures';

const consentReply = ok({
  id: 5,
  version: CURRENT_CONSENT_VERSION,
  created: '2026-11-02T08:00:00Z',
});

beforeEach(() => window.sessionStorage.clear());

describe('introduce', () => {
  it('shows two pictures and goes on to about', async () => {
    fakeApi();
    signInAs();
    startWizard();
    const { user, router } = renderApp('/introduce');
    expect(await screen.findByText('欢迎体验肤镜皮肤检测')).toBeInTheDocument();
    expect(document.querySelectorAll('.intro-card svg')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  });
});

describe('about', () => {
  it('shows the whole current consent text', async () => {
    fakeApi();
    signInAs();
    startWizard();
    renderApp('/about');
    const text = await screen.findByRole('document', { name: '知情同意书' });
    for (const paragraph of CONSENT_TEXTS[CURRENT_CONSENT_VERSION].split('\n')) {
      expect(text).toHaveTextContent(paragraph);
    }
  });

  it('unticked: 请同意相关条款 and no request', async () => {
    const { requests } = fakeApi();
    signInAs();
    startWizard();
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请同意相关条款')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/consent'))).toBe(false);
    expect(router.state.location.pathname).toBe('/about');
  });

  it('ticked: records the consent version for the customer, then the questionnaire', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/31/consent': consentReply });
    signInAs();
    startWizard({ id: 31 });
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    const consent = requests.find((request) => request.path === '/api/customer/31/consent');
    expect(consent?.body).toEqual({ version: CURRENT_CONSENT_VERSION });
  });

  it('a skinworker sends the prefixed customer id', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/skinworker31/consent': consentReply });
    signInAs({ scope: 'skinworker' });
    startWizard({ id: 31 });
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    expect(requests.some((r) => r.path === '/api/customer/skinworker31/consent')).toBe(true);
  });

  it('a refused consent shows the server message and stays', async () => {
    fakeApi({ 'POST /api/customer/31/consent': fail(403, 'FORBIDDEN', '无权访问该顾客') });
    signInAs();
    startWizard({ id: 31 });
    const { user, router } = renderApp('/about');
    await user.click(await screen.findByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('无权访问该顾客')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('without a customer says so and offers 返回查询', async () => {
    fakeApi();
    signInAs();
    renderApp('/about');
    expect(await screen.findByText('未找到本次检测的顾客')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回查询' })).toBeInTheDocument();
  });
});
