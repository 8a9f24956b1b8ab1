import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const codeSent = () => ok({ resendAfterSeconds: 60 });

async function openRegister() {
  const view = renderApp('/login');
  const user = fastUser();
  await user.click(await screen.findByRole('button', { name: '注册账号' }));
  const dialog = await findDialog('注册账号');
  return { ...view, user, dialog: within(dialog), dialogElement: dialog };
}

type Dialog = Awaited<ReturnType<typeof openRegister>>['dialog'];
type User = Awaited<ReturnType<typeof openRegister>>['user'];

async function fill(
  user: User,
  dialog: Dialog,
  fields: { telephone?: string; code?: string; password?: string; confirm?: string },
) {
  if (fields.telephone) await enter(user, dialog.getByLabelText('手机号'), fields.telephone);
  if (fields.code) await enter(user, dialog.getByLabelText('验证码'), fields.code);
  if (fields.password) await enter(user, dialog.getByLabelText('密码'), fields.password);
  if (fields.confirm) await enter(user, dialog.getByLabelText('确认密码'), fields.confirm);
}

const complete = {
  telephone: '13712345678',
  code: '123456',
  password: 'Skin#2024ok',
  confirm: 'Skin#2024ok',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('register-account dialog', { timeout: SLOW_UI_MS }, () => {
  it('opens from the login page with the fields, limits and placeholders of spec §2/§5', async () => {
    fakeApi();
    const { dialog } = await openRegister();

    expect(dialog.getByLabelText('手机号')).toHaveAttribute('maxlength', '20');
    expect(dialog.getByLabelText('验证码')).toHaveAttribute('maxlength', '6');
    expect(dialog.getByLabelText('验证码')).toHaveAttribute('placeholder', '请输入6位验证码');
    expect(dialog.getByLabelText('密码')).toHaveAttribute('maxlength', '16');
    expect(dialog.getByLabelText('密码')).toHaveAttribute('placeholder', '8-16位字符');
    expect(dialog.getByLabelText('确认密码')).toHaveAttribute('maxlength', '16');
    expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(dialog.getByRole('button', { name: '注册' })).toBeInTheDocument();
  });

  it('the eye toggle shows and hides the password', async () => {
    fakeApi();
    const { user, dialog, dialogElement } = await openRegister();
    const password = dialog.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');

    const eyes = dialogElement.querySelectorAll('.ant-input-password-icon');
    expect(eyes).toHaveLength(2);
    await user.click(eyes[0] as Element);
    expect(password).toHaveAttribute('type', 'text');
    await user.click(eyes[0] as Element);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('issue 17 #19: a short password, a mismatch and a missing code are each said under their own field, with the length rule shown', async () => {
    const { requests } = fakeApi();
    const { user, dialog } = await openRegister();

    expect(dialog.getByText('8-16 位字符，不能使用常见密码')).toBeInTheDocument();
    await fill(user, dialog, { telephone: '13712345678', password: 'Ab#12', confirm: 'Ab#13' });
    await user.click(dialog.getByRole('button', { name: '注册' }));

    // Each field's message comes when its own rule has run (the password's loads the contract's
    // rule first): under CPU load they do not all come in one render.
    expect(await dialog.findByText('请输入验证码')).toBeInTheDocument();
    expect(await dialog.findByText('密码至少 8 位')).toBeInTheDocument();
    expect(await dialog.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.queryByText('请输入相关内容')).not.toBeInTheDocument();
    // Said inside the dialog, beside the fields: no toast over them.
    expect(document.querySelector('.ant-message-notice')).toBeNull();
    expect(requests.some((request) => request.path === '/server/register')).toBe(false);
  });

  it('different passwords are refused before anything else is checked', async () => {
    const { requests } = fakeApi();
    const { user, dialog } = await openRegister();

    await fill(user, dialog, { ...complete, telephone: '123', confirm: 'Skin#2024no' });
    await user.click(dialog.getByRole('button', { name: '注册' }));

    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/register')).toBe(false);
  });

  it.each([
    ['a short password', 'Ab#12', '密码至少 8 位'],
    ['a common password', 'password123', '密码过于常见，请换一个更难猜的密码'],
  ])('refuses %s with the contracts rule', async (_, password, message) => {
    const { requests } = fakeApi();
    const { user, dialog } = await openRegister();

    await fill(user, dialog, { ...complete, password, confirm: password });
    await user.click(dialog.getByRole('button', { name: '注册' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/register')).toBe(false);
  });

  it('sending a code without a phone asks for the phone number', async () => {
    const { requests } = fakeApi();
    const { user, dialog } = await openRegister();

    await user.click(dialog.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/server/mobileKey')).toBe(false);
  });

  it('shows the server message when codes are asked for too often, and no countdown', async () => {
    fakeApi({
      'GET /server/mobileKey': fail(429, 'CODE_TOO_SOON', '验证码发送太频繁，请稍后再试'),
    });
    const { user, dialog } = await openRegister();

    await fill(user, dialog, { telephone: '13712345678' });
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));

    expect(await screen.findByText('验证码发送太频繁，请稍后再试')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('registers with username = mobile, says so, closes and fills the login form', async () => {
    const { requests } = fakeApi({
      'GET /server/mobileKey': codeSent(),
      'POST /server/register': ok(null),
    });
    const { user, dialog } = await openRegister();

    await fill(user, dialog, complete);
    await user.click(dialog.getByRole('button', { name: '注册' }));

    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/server/register')?.body).toEqual({
      mobile: '13712345678',
      username: '13712345678',
      password: 'Skin#2024ok',
      verifyKey: '123456',
      enabled: true,
    });
    await waitFor(() => expect(queryDialog('注册账号')).not.toBeInTheDocument());
    expect(screen.getByLabelText('手机号')).toHaveValue('13712345678');
  });

  it('a wrong code leaves the dialog open with the server message', async () => {
    fakeApi({ 'POST /server/register': fail(400, 'CODE_INVALID', '验证码错误或已过期') });
    const { user, dialog } = await openRegister();

    await fill(user, dialog, complete);
    await user.click(dialog.getByRole('button', { name: '注册' }));

    expect(await screen.findByText('验证码错误或已过期')).toBeInTheDocument();
    expect(queryDialog('注册账号')).toBeInTheDocument();
  });
});

describe('verification-code countdown', { timeout: SLOW_UI_MS }, () => {
  it('counts 60 seconds down once a second after sending, then offers a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = fakeApi({ 'GET /server/mobileKey': codeSent() });
    const { dialog } = await openRegister();
    const user = fastUser({ advanceTimers: vi.advanceTimersByTime });

    await fill(user, dialog, { telephone: '13712345678' });
    await user.click(dialog.getByRole('button', { name: '获取验证码' }));

    const counting = await dialog.findByRole('button', { name: '60 秒后重发' });
    expect(counting).toBeDisabled();
    expect(dialog.getByRole('status')).toHaveTextContent('验证码已发送，请注意查收短信');
    const sent = requests.filter((request) => request.path === '/server/mobileKey');
    expect(sent.map((request) => request.query.toString())).toEqual([
      'mobilNum=13712345678&purpose=register',
    ]);

    act(() => vi.advanceTimersByTime(1000));
    expect(dialog.getByRole('button', { name: '59 秒后重发' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(58_000));
    expect(dialog.getByRole('button', { name: '1 秒后重发' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));

    const resend = dialog.getByRole('button', { name: '重新获取' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await dialog.findByRole('button', { name: '60 秒后重发' });
    expect(requests.filter((request) => request.path === '/server/mobileKey')).toHaveLength(2);
  });
});
