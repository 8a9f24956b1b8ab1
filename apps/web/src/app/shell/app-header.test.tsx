import type { User } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../lib/session';
import { fail, fakeApi } from '../../test/fake-api';
import { signInAs } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function headerIconsFor(overrides: Partial<User>) {
  fakeApi();
  signInAs(overrides);
  renderApp('/introduce');
  const actions = await screen.findByRole('navigation', { name: '快捷操作' });
  return within(actions)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));
}

describe('header icons', () => {
  it('pubdom staff see only search, profile (issue 17 #5) and logout', async () => {
    expect(await headerIconsFor({ scope: 'pubdom', role: 'staff' })).toEqual([
      '会员查询',
      '个人资料',
      '退出登录',
    ]);
  });

  it('company staff also see the two case icons, but not authorisation', async () => {
    expect(await headerIconsFor({ scope: 'cgo', role: 'staff' })).toEqual([
      '会员查询',
      '优秀案例',
      '检测案例查询',
      '个人资料',
      '退出登录',
    ]);
  });

  it('an admin outside pubdom also sees the authorisation icon', async () => {
    expect(await headerIconsFor({ scope: 'reach', role: 'admin' })).toEqual([
      '会员查询',
      '优秀案例',
      '检测案例查询',
      '用户授权管理',
      '个人资料',
      '退出登录',
    ]);
  });

  it('an admin in pubdom sees neither case nor authorisation icons', async () => {
    expect(await headerIconsFor({ scope: 'pubdom', role: 'admin' })).toEqual([
      '会员查询',
      '个人资料',
      '退出登录',
    ]);
  });

  it('the authorisation icon opens the user list', async () => {
    fakeApi();
    signInAs({ scope: 'cgo', role: 'admin' });
    const { user, router } = renderApp('/query');

    await user.click(await screen.findByRole('button', { name: '用户授权管理' }));

    // Screens load on first visit: the navigation ends once the screen's code is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/list'));
  });
});

describe('header steps', () => {
  it.each([
    ['/about', '介绍'],
    ['/collection/original', '信息采集'],
    ['/picture/step/one', '拍照记录'],
    ['/analyse/result', '分析'],
    ['/recommend/special', '推荐'],
    ['/recommend/goods', '护理'],
  ])('%s highlights step %s', async (path, label) => {
    fakeApi();
    signInAs();
    renderApp(path);
    const steps = await screen.findByRole('navigation', { name: '检测流程' });
    const current = steps.querySelectorAll('[aria-current="step"]');
    expect([...current].map((node) => node.textContent)).toEqual([label]);
  });

  it('outside the consultation no step is highlighted', async () => {
    fakeApi();
    signInAs();
    renderApp('/query');
    const steps = await screen.findByRole('navigation', { name: '检测流程' });
    expect(within(steps).getByText('介绍')).toBeInTheDocument();
    expect(steps.querySelector('[aria-current="step"]')).toBeNull();
  });
});

describe('logout', () => {
  it('tells the server, clears the session and shows login', async () => {
    const { requests } = fakeApi();
    signInAs();
    const { user, router } = renderApp('/query');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const logout = requests.find((request) => request.path === '/server/logout');
    expect(logout?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(readSession()).toBeNull();
    expect(screen.queryByText('身份信息丢失，请重新登录')).not.toBeInTheDocument();
  });

  it('still signs out when the server call fails', async () => {
    fakeApi({ 'POST /server/logout': fail(500, 'INTERNAL', '服务器开小差了，请稍后再试') });
    signInAs();
    const { user, router } = renderApp('/query');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });
});
