import { LOGIN_FIELD_MAX } from '@skinscope/contracts/auth-limits';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../../../locales/zh-CN';
import { loadSignIn, useSignIn } from '../hooks/use-sign-in';

interface LoginFields {
  username?: string;
  password?: string;
}

const t = zhCN.login;
const dialogs = zhCN.accountDialogs;

// The dialogs (and their password rules) load on first use, not with the login screen.
const openRegisterDialog = async () => (await import('./register-dialog')).openRegisterDialog();
const openResetPasswordDialog = async () =>
  (await import('./reset-password-dialog')).openResetPasswordDialog();
const openNamePrompt = async () => (await import('./name-prompt-dialog')).openNamePrompt();

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [form] = Form.useForm<LoginFields>();

  /** After registering or resetting, the mobile is filled in: only the password is left. */
  const openAccountDialog = async (open: () => Promise<string | undefined>) => {
    const mobile = await open();
    if (mobile) form.setFieldsValue({ username: mobile, password: '' });
  };

  const submit = async (fields: LoginFields) => {
    if (signIn.isPending) return;
    const request = (await loadSignIn()).loginRequestOf(fields);
    // Spec §5: one message for both fields; the inputs' maxLength keeps them within 50.
    if (!request) {
      toast(t.emptyFields, 'warning');
      return;
    }
    signIn.mutate(request, {
      onSuccess: (user) => {
        void navigate('/query', { replace: true });
        // Issue 17 #5: the first start's administrator has no name yet.
        if (user.role === 'admin' && !user.fullName) void openNamePrompt();
      },
      onError: toastError,
    });
  };

  return (
    <Form<LoginFields> form={form} name="login" size="large" onFinish={(fields) => void submit(fields)} requiredMark={false}>
      <Form.Item name="username">
        <Input
          aria-label={t.usernameLabel}
          prefix={<MobileOutlined />}
          placeholder={t.usernamePlaceholder}
          maxLength={LOGIN_FIELD_MAX}
          autoComplete="username"
          inputMode="tel"
          autoFocus
        />
      </Form.Item>
      <Form.Item name="password">
        <Input.Password
          aria-label={t.passwordLabel}
          prefix={<LockOutlined />}
          placeholder={t.passwordPlaceholder}
          maxLength={LOGIN_FIELD_MAX}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item className="login-submit">
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>
          {t.submit}
        </Button>
      </Form.Item>
      <div className="login-links">
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => void openAccountDialog(openResetPasswordDialog)}
        >
          {dialogs.openReset}
        </Button>
        <Button
          type="link"
          size="small"
          style={{ paddingInline: 0 }}
          onClick={() => void openAccountDialog(openRegisterDialog)}
        >
          {dialogs.openRegister}
        </Button>
      </div>
    </Form>
  );
}
