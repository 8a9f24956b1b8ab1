import type { User } from '@skinscope/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../../lib/session';
import { allowSlowUi, fastUser, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { makeUser, signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

allowSlowUi();

const loginAnswer = (user: User) =>
  ok({ accessToken: 'tok-123', tokenType: 'Bearer', recUser: user });

describe('login page', { timeout: SLOW_UI_MS }, () => {
  it('says both fields are needed when one is empty, without calling the server', async () => {
    const { requests } = fakeApi();
    renderApp('/login');
    const user = fastUser();

    await user.type(await screen.findByLabelText('手机号'), '13900000007');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('用户名和密码不能为空')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/login')).toBe(false);
  });

  it('keeps each field to 50 characters', async () => {
    fakeApi();
    renderApp('/login');
    const user = fastUser();
    const username = await screen.findByLabelText('手机号');
    const password = screen.getByLabelText('密码');

    await user.type(username, '1'.repeat(60));
    await user.type(password, 'p'.repeat(60));

    expect(username).toHaveValue('1'.repeat(50));
    expect(password).toHaveValue('p'.repeat(50));
  });

  it('signs in on Enter, stores the session with the rights, and opens the query screen', async () => {
    const recUser = makeUser({ canScan: false, canUpload: false });
    const { requests } = fakeApi({
      'POST /server/login': loginAnswer(recUser),
      'GET /api/user/7': ok({ canScan: true, canUpload: true }),
    });
    renderApp('/login');
    const user = fastUser();

    await user.type(await screen.findByLabelText('手机号'), '13900000007');
    await user.type(screen.getByLabelText('密码'), 'correct horse{Enter}');

    expect(await screen.findByRole('heading', { name: '会员查询' })).toBeInTheDocument();
    const login = requests.find((request) => request.path === '/server/login');
    expect(login?.body).toEqual({ username: '13900000007', password: 'correct horse' });
    expect(readSession()).toMatchObject({
      token: 'tok-123',
      tokenType: 'Bearer',
      user: { id: 7, canScan: true, canUpload: true },
    });
    expect(document.cookie).toContain('skinscope_token=tok-123');
    // Every later call carries the token.
    const rights = requests.find((request) => request.path === '/api/user/7');
    expect(rights?.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('shows the server message for wrong credentials and stays on login', async () => {
    fakeApi({
      'POST /server/login': fail(401, 'INVALID_CREDENTIALS', '用户名或密码错误'),
    });
    const { router } = renderApp('/login');
    const user = fastUser();

    await user.type(await screen.findByLabelText('手机号'), '13900000007');
    await user.type(screen.getByLabelText('密码'), 'wrong{Enter}');

    expect(await screen.findByText('用户名或密码错误')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
  });

  it('issue 29 #1: a sign-in held for new browsers goes on with an SMS code to the mobile', async () => {
    const recUser = makeUser();
    const { requests } = fakeApi({
      'POST /server/login': (request) =>
        (request.body as { unlockCode?: string }).unlockCode === '246810'
          ? loginAnswer(recUser)
          : fail(
              429,
              'ACCOUNT_LOCKED',
              '密码错误次数过多，账号在新设备上已临时锁定。请获取短信验证码解锁，或联系管理员',
              { retryAfterSeconds: 3600 },
            ),
      'GET /server/mobileKey': ok({ resendAfterSeconds: 60 }),
      'GET /api/user/7': ok({ canScan: true, canUpload: true }),
    });
    renderApp('/login');
    const user = fastUser();

    await user.type(await screen.findByLabelText('手机号'), '13900000007');
    await user.type(screen.getByLabelText('密码'), 'correct horse{Enter}');

    const dialog = await screen.findByRole('dialog', { name: '短信验证解锁' });
    expect(dialog).toHaveTextContent('这个账号在新设备上已临时锁定');
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.path === '/server/mobileKey')?.query.toString(),
      ).toBe('mobilNum=13900000007&purpose=unlock'),
    );
    await user.type(screen.getByLabelText('验证码'), '246810');
    await user.click(screen.getByRole('button', { name: '验证并登录' }));

    expect(await screen.findByRole('heading', { name: '会员查询' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/server/login').at(-1)?.body).toEqual({
      username: '13900000007',
      password: 'correct horse',
      unlockCode: '246810',
    });
  });

  it('goes straight to the query screen when already signed in', async () => {
    fakeApi();
    signInAs();
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: '会员查询' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/query'));
  });
});
