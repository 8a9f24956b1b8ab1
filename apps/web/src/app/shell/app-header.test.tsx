import type { User } from '@skinscope/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readSession } from '../../lib/session';
import { fail, fakeApi, ok } from '../../test/fake-api';
import { signInAs, startWizard } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** The header during a consultation (the 顾客模式 switch needs its customer). */
async function headerIconsFor(overrides: Partial<User>) {
  fakeApi();
  signInAs(overrides);
  startWizard();
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
      '顾客模式',
      '退出登录',
    ]);
  });

  it('company staff also see the two case icons, but not authorisation', async () => {
    expect(await headerIconsFor({ scope: 'cgo', role: 'staff', companyUserId: 3 })).toEqual([
      '会员查询',
      '优秀案例',
      '检测案例查询',
      '个人资料',
      '顾客模式',
      '退出登录',
    ]);
  });

  it('issue 18 #2: the store manager heading the company also sees 显微镜校准', async () => {
    expect(await headerIconsFor({ scope: 'cgo', role: 'staff', companyUserId: null })).toEqual([
      '会员查询',
      '优秀案例',
      '检测案例查询',
      '显微镜校准',
      '个人资料',
      '顾客模式',
      '退出登录',
    ]);
  });

  it('an admin outside pubdom also sees the authorisation icon', async () => {
    expect(await headerIconsFor({ scope: 'reach', role: 'admin' })).toEqual([
      '会员查询',
      '优秀案例',
      '检测案例查询',
      '用户授权管理',
      '显微镜校准',
      '个人资料',
      '顾客模式',
      '退出登录',
    ]);
  });

  it('an admin in pubdom sees neither case nor authorisation icons, but calibrates', async () => {
    expect(await headerIconsFor({ scope: 'pubdom', role: 'admin' })).toEqual([
      '会员查询',
      '显微镜校准',
      '个人资料',
      '顾客模式',
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

  it.each(['/query', '/user/list', '/picture/detect', '/example/excellent'])(
    'issue 17 #23: %s is outside a consultation and shows no steps',
    async (path) => {
      fakeApi();
      signInAs({ scope: 'cgo', role: 'admin' });
      renderApp(path);
      await screen.findByRole('navigation', { name: '快捷操作' });
      expect(screen.queryByRole('navigation', { name: '检测流程' })).not.toBeInTheDocument();
    },
  );
});

describe('issue 17 #11, issue 29 #5: 顾客模式', () => {
  it('is offered only while a consultation has its customer', async () => {
    fakeApi();
    signInAs();
    renderApp('/query');
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '顾客模式' })).not.toBeInTheDocument();
  });

  it('hands the session to her, hides every staff icon and closes other screens until the staff password is given', async () => {
    const { requests } = fakeApi({
      'POST /api/account/customer-mode': ok(null),
      'POST /api/account/customer-mode/leave': (request) =>
        (request.body as { password: string }).password === 'Right#2026'
          ? ok(null)
          : fail(400, 'VALIDATION_FAILED', '密码不正确'),
    });
    signInAs({ scope: 'cgo', role: 'admin' });
    const customer = startWizard();
    const first = renderApp('/introduce');
    await first.user.click(await screen.findByRole('button', { name: '顾客模式' }));
    const actions = screen.getByRole('navigation', { name: '快捷操作' });
    await waitFor(() =>
      expect(
        within(actions)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['顾客模式']),
    );
    const entered = requests.find((request) => request.path === '/api/account/customer-mode');
    expect(entered?.body).toEqual({ customerId: customer.id });
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
    // The six steps stay: the customer follows the consultation.
    expect(screen.getByRole('navigation', { name: '检测流程' })).toBeInTheDocument();
    // A staff screen typed into the address bar says it is closed (the server refuses it too).
    await first.router.navigate('/query');
    expect(await screen.findByText('顾客模式中，此页面已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '姓名' })).not.toBeInTheDocument();

    first.unmount();
    const { user } = renderApp('/introduce');
    await user.click(await screen.findByRole('button', { name: /顾客模式/ }));
    const dialog = await screen.findByRole('dialog', { name: '退出顾客模式' });
    await user.click(within(dialog).getByRole('button', { name: '验证并退出' }));
    expect(await within(dialog).findByText('请输入登录密码')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('登录密码'), 'Wrong#2026');
    await user.click(within(dialog).getByRole('button', { name: '验证并退出' }));
    expect(await within(dialog).findByText('密码不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('登录密码'));
    await user.type(within(dialog).getByLabelText('登录密码'), 'Right#2026');
    await user.click(within(dialog).getByRole('button', { name: '验证并退出' }));
    expect(await screen.findByRole('button', { name: '退出登录' })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.path === '/api/account/customer-mode/leave'),
    ).toHaveLength(2);
  });

  it('shows 顾客模式 when the server says this session is in it (entered in another tab)', async () => {
    fakeApi({
      'GET /api/customer/counter': fail(
        403,
        'CUSTOMER_MODE',
        '顾客模式下不能进行此操作，请工作人员输入登录密码退出顾客模式',
      ),
    });
    signInAs({ scope: 'cgo', canScan: true });
    renderApp('/query');
    expect(await screen.findByText('顾客模式中，此页面已关闭')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '退出登录' })).not.toBeInTheDocument();
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

  it('issue 17 #29: forgets the customer being consulted and every answer in the browser', async () => {
    fakeApi();
    signInAs();
    window.sessionStorage.setItem('skinscope.wizard.customer', '{"id":7,"name":"王芳"}');
    window.sessionStorage.setItem('skinscope.wizard.answers.condition', '[]');
    window.localStorage.setItem('skinscope.wizard.DetectList', '[]');
    const { user, router } = renderApp('/query');

    await user.click(await screen.findByRole('button', { name: '退出登录' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const kept = [
      ...Object.keys(window.sessionStorage),
      ...Object.keys(window.localStorage),
    ].filter((key) => key.startsWith('skinscope.wizard.'));
    expect(kept).toEqual([]);
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
