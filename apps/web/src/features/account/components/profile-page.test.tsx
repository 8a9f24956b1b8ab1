import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowSlowUi, enter, fastUser, findDialog, SLOW_UI_MS } from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { makeUser, signInAs } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { readSession } from '../../../lib/session';

allowSlowUi();

describe('profile page', { timeout: SLOW_UI_MS }, () => {
  it('issue 17 #5: staff set their own name on 个人资料, reached from the header', async () => {
    const { requests } = fakeApi({
      'PUT /api/account/profile': ok(makeUser({ fullName: '王芳' })),
    });
    signInAs({ fullName: null });
    const { router } = renderApp('/query');
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '个人资料' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
    expect(await screen.findByText('13900000007')).toBeInTheDocument();
    await enter(user, screen.getByLabelText('姓名'), '王芳');
    await user.click(screen.getByRole('button', { name: '保存姓名' }));

    expect(await screen.findByText('姓名已保存')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/account/profile')?.body).toEqual({
      fullName: '王芳',
    });
    expect(readSession()?.user.fullName).toBe('王芳');
  });

  it('issue 17 #5: a password change needs the current one; a wrong one is said under it; success signs out', async () => {
    let attempts = 0;
    fakeApi({
      'PUT /api/account/password': () =>
        (attempts += 1) === 1
          ? fail(400, 'VALIDATION_FAILED', '当前密码不正确', {
              issues: [{ field: 'currentPassword', message: '当前密码不正确' }],
            })
          : ok(null),
    });
    signInAs();
    const { router } = renderApp('/account/profile');
    const user = fastUser();

    await user.click(await screen.findByRole('button', { name: '修改密码' }));
    // Each field's message comes when its own rule has run: under CPU load not in one render.
    expect(await screen.findByText('请输入当前密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();

    await enter(user, screen.getByLabelText('当前密码'), 'Old#pass2024');
    await enter(user, screen.getByLabelText('新密码'), 'New#pass2024');
    await enter(user, screen.getByLabelText('确认新密码'), 'New#pass2024');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('当前密码不正确')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('密码已修改，请用新密码重新登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readSession()).toBeNull();
  });

  it("issue 17 #5: the first start's admin (no name yet) is asked for a name after signing in", async () => {
    const admin = makeUser({ id: 1, role: 'admin', scope: 'reach', fullName: null });
    const { requests } = fakeApi({
      'POST /server/login': ok({ accessToken: 'tok', tokenType: 'Bearer', recUser: admin }),
      'GET /api/user/1': ok({ canScan: true, canUpload: true }),
      'PUT /api/account/profile': ok({ ...admin, fullName: '陈店长' }),
    });
    renderApp('/login');
    const user = fastUser();
    await enter(user, await screen.findByLabelText('手机号'), '13800000000');
    await enter(user, screen.getByLabelText('密码'), 'Admin#pass2024');
    await user.click(screen.getByRole('button', { name: '登录' }));

    const dialog = within(await findDialog('设置您的姓名'));
    await enter(user, dialog.getByLabelText('姓名'), '陈店长');
    await user.click(dialog.getByRole('button', { name: '保存姓名' }));
    expect(await screen.findByText('姓名已保存')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/account/profile')?.body).toEqual({
      fullName: '陈店长',
    });
  });
});
