import { LOGIN_FIELD_MAX } from '@skinscope/contracts/auth-limits';
import type { LoginRequest, User } from '@skinscope/contracts';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
// The two inputs by their own modules: antd's `Input` brings TextArea, Search and OTP with it,
// ≈ 9 kB of the login screen's 200 kB budget that it never shows (issue 16 target).
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../../../locales/zh-CN';
import { loadSignIn, useSignIn } from '../hooks/use-sign-in';

interface LoginFields {
  username?: string;
  password?: string;
}

const t = zhCN.login;

// The dialogs (and their password rules) load on first use, not with the login screen.
const openRegisterDialog = async () => (await import('./register-dialog')).openRegisterDialog();
const openResetPasswordDialog = async () =>
  (await import('./reset-password-dialog')).openResetPasswordDialog();
const openNamePrompt = async () => (await import('./name-prompt-dialog')).openNamePrompt();
const openUnlockDialog = async (request: LoginRequest) =>
  (await import('./unlock-dialog')).openUnlockDialog(request);

/**
 * Two inputs and a submit: a plain form rather than antd's Form, whose field store, rules and
 * label tooltips would be a tenth of the first screen for nothing this form uses.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  /** After registering or resetting, the mobile is filled in: only the password is left. */
  const openAccountDialog = async (open: () => Promise<string | undefined>) => {
    const mobile = await open();
    if (mobile) {
      setUsername(mobile);
      setPassword('');
    }
  };

  const submit = async (fields: LoginFields) => {
    if (signIn.isPending) return;
    const request = (await loadSignIn()).loginRequestOf(fields);
    // Spec §5: one message for both fields; the inputs' maxLength keeps them within 50.
    if (!request) {
      toast(t.emptyFields, 'warning');
      return;
    }
    const signedIn = (user: User) => {
      void navigate('/query', { replace: true });
      // Issue 17 #5: the first start's administrator has no name yet.
      if (user.role === 'admin' && !user.fullName) void openNamePrompt();
    };
    signIn.mutate(request, {
      onSuccess: signedIn,
      onError: (error) => {
        // Issue 29 #1: held for new browsers; an SMS code to the account's mobile lets her in.
        if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') {
          void openUnlockDialog(request).then((user) => user && signedIn(user));
          return;
        }
        toastError(error);
      },
    });
  };

  return (
    <form
      className="login-form"
      name="login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ username, password });
      }}
    >
      <div className="login-field">
        <Input
          size="large"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          aria-label={t.usernameLabel}
          prefix={<MobileOutlined />}
          placeholder={t.usernamePlaceholder}
          maxLength={LOGIN_FIELD_MAX}
          autoComplete="username"
          inputMode="tel"
          autoFocus
        />
      </div>
      <div className="login-field">
        <Password
          size="large"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-label={t.passwordLabel}
          prefix={<LockOutlined />}
          placeholder={t.passwordPlaceholder}
          maxLength={LOGIN_FIELD_MAX}
          autoComplete="current-password"
        />
      </div>
      <div className="login-field login-submit">
        <Button type="primary" size="large" htmlType="submit" block loading={signIn.isPending}>
          {t.submit}
        </Button>
      </div>
      <div className="login-links">
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => void openAccountDialog(openResetPasswordDialog)}
        >
          {t.openReset}
        </Button>
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => void openAccountDialog(openRegisterDialog)}
        >
          {t.openRegister}
        </Button>
      </div>
    </form>
  );
}
