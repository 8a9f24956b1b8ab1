import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  allowSlowUi,
  enter,
  fastUser,
  findDialog,
  queryDialog,
  SLOW_UI_MS,
} from '../../../test/antd-ui';
import { fail, fakeApi, ok } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

allowSlowUi();

async function openReset() {
  const view = renderApp('/login');
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: '忘记密码' }));
  const dialog = within(await findDialog('修改密码'));
  return { ...view, user, dialog };
}

describe('change-password dialog', { timeout: SLOW_UI_MS }, () => {
  it('sends a reset code, changes the password and says so', async () => {
    const { requests } = fakeApi({
      'GET /server/mobileKey': ok({ resendAfterSeconds: 60 }),
      'POST /api/account/reset': ok(null),
    });
    const { user, dialog } = await openReset();

    await enter(user, dialog.getByLabelText('手机号'), '13712345678');
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));
    await dialog.findByRole('button', { name: '60 秒后重发' });
    await enter(user, dialog.getByLabelText('验证码'), '654321');
    await enter(user, dialog.getByLabelText('新密码'), 'New#pass2024');
    await enter(user, dialog.getByLabelText('确认密码'), 'New#pass2024');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const code = requests.find((request) => request.path === '/server/mobileKey');
    expect(code?.query.get('purpose')).toBe('reset');
    expect(requests.find((request) => request.path === '/api/account/reset')?.body).toEqual({
      telephone: '13712345678',
      code: '654321',
      password: 'New#pass2024',
    });
    await waitFor(() => expect(queryDialog('修改密码')).not.toBeInTheDocument());
  });

  it('issue 17 #19: applies the same per-field rules: empty fields, then differing passwords', async () => {
    fakeApi();
    const { user, dialog } = await openReset();

    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    // Each field's message comes when its own rule has run: under CPU load not in one render.
    expect(await dialog.findByText('请输入手机号')).toBeInTheDocument();
    expect(await dialog.findByText('请输入验证码')).toBeInTheDocument();
    expect(await dialog.findByText('请输入密码')).toBeInTheDocument();
    expect(await dialog.findByText('请再次输入密码')).toBeInTheDocument();

    await enter(user, dialog.getByLabelText('手机号'), '13712345678');
    await enter(user, dialog.getByLabelText('验证码'), '654321');
    await enter(user, dialog.getByLabelText('新密码'), 'New#pass2024');
    await enter(user, dialog.getByLabelText('确认密码'), 'New#pass2025');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
  });

  it('refuses a malformed phone number before asking for a code', async () => {
    const { requests } = fakeApi();
    const { user, dialog } = await openReset();

    await enter(user, dialog.getByLabelText('手机号'), '12345');
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/mobileKey')).toBe(false);
  });

  it('shows an expired code as the server says it', async () => {
    fakeApi({ 'POST /api/account/reset': fail(400, 'CODE_INVALID', '验证码错误或已过期') });
    const { user, dialog } = await openReset();

    await enter(user, dialog.getByLabelText('手机号'), '13712345678');
    await enter(user, dialog.getByLabelText('验证码'), '654321');
    await enter(user, dialog.getByLabelText('新密码'), 'New#pass2024');
    await enter(user, dialog.getByLabelText('确认密码'), 'New#pass2024');
    await user.click(dialog.getByRole('button', { name: '确认修改' }));

    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(queryDialog('修改密码')).toBeInTheDocument();
  });
});
