import { LoginRequestSchema, LOGIN_FIELD_MAX } from '@skinscope/contracts';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../../../locales/zh-CN';
import { useSignIn } from '../hooks/use-sign-in';

interface LoginFields {
  username?: string;
  password?: string;
}

const t = zhCN.login;

export function LoginForm() {
  const navigate = useNavigate();
  const signIn = useSignIn();

  const submit = (fields: LoginFields) => {
    if (signIn.isPending) return;
    const request = LoginRequestSchema.safeParse(fields);
    // Spec §5: one message for both fields; the inputs' maxLength keeps them within 50.
    if (!request.success) {
      toast(t.emptyFields, 'warning');
      return;
    }
    signIn.mutate(request.data, {
      onSuccess: () => void navigate('/query', { replace: true }),
      onError: toastError,
    });
  };

  return (
    <Form<LoginFields> size="large" onFinish={submit} requiredMark={false}>
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
    </Form>
  );
}
