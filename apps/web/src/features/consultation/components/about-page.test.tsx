import { CONSENT_TEXTS, CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { enter } from '../../../test/antd-ui';
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

describe('issue 34 #3: a customer under 18', () => {
  const guardian = { name: '李秀英', relation: 'mother', mobile: '13800000002' };

  it('under 14: asks for her guardian, says what is missing under each field, then sends the guardian', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/31/consent': consentReply });
    signInAs();
    startWizard({ id: 31, age: 12 });
    const { user, router } = renderApp('/about');
    expect(
      await screen.findByText(
        '顾客未满 14 岁，须由监护人阅读本同意书并代为同意，请填写监护人信息。',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '监护人已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请输入监护人姓名')).toBeInTheDocument();
    expect(await screen.findByText('请选择监护人与顾客的关系')).toBeInTheDocument();
    expect(await screen.findByText('请输入监护人手机号')).toBeInTheDocument();

    await enter(user, screen.getByRole('textbox', { name: '监护人姓名' }), guardian.name);
    await enter(user, screen.getByRole('textbox', { name: '监护人手机号' }), '138');
    await user.click(screen.getByRole('combobox', { name: '与顾客的关系' }));
    await user.click(
      await screen.findByText('母亲', { selector: '.ant-select-item-option-content' }),
    );
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    expect(await screen.findByText('请输入监护人正确的 11 位手机号')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/consent'))).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: '监护人手机号' }));
    await enter(user, screen.getByRole('textbox', { name: '监护人手机号' }), guardian.mobile);
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    const consent = requests.find((request) => request.path === '/api/customer/31/consent');
    expect(consent?.body).toEqual({ version: CURRENT_CONSENT_VERSION, guardian });
  });

  it('14–17: a note to staff, no guardian fields, and she agrees herself', async () => {
    const { requests } = fakeApi({ 'POST /api/customer/31/consent': consentReply });
    signInAs();
    startWizard({ id: 31, age: 16 });
    const { user, router } = renderApp('/about');
    expect(await screen.findByText('顾客未满 18 岁，请确认已征得监护人同意。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '监护人姓名' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '我已阅读并同意' }));
    await user.click(screen.getByRole('button', { name: /下一步/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/collection/condition'));
    const consent = requests.find((request) => request.path === '/api/customer/31/consent');
    expect(consent?.body).toEqual({ version: CURRENT_CONSENT_VERSION });
  });

  it('an adult sees neither note', async () => {
    fakeApi();
    signInAs();
    startWizard({ id: 31, age: 32 });
    renderApp('/about');
    await screen.findByRole('checkbox', { name: '我已阅读并同意' });
    expect(screen.queryByText(/未满 1[48] 岁/)).not.toBeInTheDocument();
  });
});
