import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { fail, fakeApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/fixtures';
import { button, findButton, renderApp } from '../test-helpers';

describe('query page', () => {
  it('checks the token on entry with the fixed key', async () => {
    const { requests } = fakeApi();
    signInAs({ id: 42, scope: 'reach' });
    renderApp('/query');

    await waitFor(() =>
      expect(requests.find((r) => r.path === '/server/getRecCustomerByKey')?.query.toString()).toBe(
        'userId=42&scope=reach&key=111111',
      ),
    );
  });

  it('typing exactly SOS as the name opens the detection screen', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'SOS');
    await user.click(button('查找'));

    expect(await screen.findByText('皮肤检测')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/picture/detect');
  });

  it('any other name searches the member list with name and phone', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'sos');
    await user.type(screen.getByLabelText('手机号'), '139{Enter}');

    expect(await screen.findByText('会员列表')).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/query/list');
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      telephone: '139',
      name: 'sos',
    });
  });

  it('limits the name to 50 and the phone to 20 characters', async () => {
    fakeApi();
    signInAs();
    renderApp('/query');
    expect(await screen.findByLabelText('姓名')).toHaveAttribute('maxlength', '50');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('maxlength', '20');
  });

  it('add member opens the registration screen', async () => {
    fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.click(await findButton('新增会员'));

    expect(router.state.location.pathname).toBe('/register');
  });

  it('without canScan, searching and adding a member are refused with the not-authorised message', async () => {
    fakeApi();
    signInAs({ canScan: false });
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('手机号'), '139');
    await user.click(button('查找'));
    expect(await screen.findByText('暂未授权，请联系管理员')).toBeInTheDocument();
    await user.click(button('新增会员'));

    expect(router.state.location.pathname).toBe('/query');
  });

  it('without canScan the SOS shortcut still opens the detection screen', async () => {
    fakeApi();
    signInAs({ canScan: false });
    const { user, router } = renderApp('/query');

    await user.type(await screen.findByLabelText('姓名'), 'SOS');
    await user.click(button('查找'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/picture/detect'));
  });

  it('a failed token check ends the session and shows login', async () => {
    fakeApi({
      'GET /server/getRecCustomerByKey': fail(417, 'LOGIN_EXPIRED', '登录已过期，请刷新后重试'),
    });
    signInAs();
    const { router } = renderApp('/query');

    expect(await screen.findByText('登录已过期，请刷新后重试')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });

  it('a token check that fails for another reason also goes to login', async () => {
    fakeApi({
      'GET /server/getRecCustomerByKey': fail(500, 'INTERNAL', '服务器开小差了，请稍后再试'),
    });
    signInAs();
    const { router } = renderApp('/query');

    expect(await screen.findByText('服务器开小差了，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
