import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast } from '../../../lib/notification';
import { clearSession } from '../../../lib/session';
import { zhCN } from '../locale';
import { useChangePassword } from '../api/change-password';
import { NewPasswordFields } from './new-password-fields';

const t = zhCN.profile;

interface PasswordFields {
  currentPassword?: string;
  newPassword?: string;
  confirm?: string;
}

/** Which field a server refusal names (details.issues[].field), if any. */
function refusedField(reason: unknown): { field: string; message: string } | undefined {
  if (!(reason instanceof ApiError)) return undefined;
  const issues = (reason.details as { issues?: { field: string; message: string }[] } | null)
    ?.issues;
  return issues?.[0];
}

const currentRules: Rule[] = [
  { required: true, whitespace: true, message: t.currentPasswordRequired },
];

/**
 * Issue 17 #5: a new password, proven with the current one. The server ends every session, so
 * the user signs in again with the new password.
 */
export function ChangePasswordForm() {
  const [form] = Form.useForm<PasswordFields>();
  const change = useChangePassword();
  const navigate = useNavigate();

  const submit = ({ currentPassword = '', newPassword = '' }: PasswordFields) => {
    if (change.isPending) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast(t.passwordChanged, 'success');
          clearSession();
          void navigate('/login', { replace: true });
        },
        onError: (reason) => {
          const issue = refusedField(reason);
          const name = issue?.field === 'newPassword' ? 'newPassword' : 'currentPassword';
          const message = issue?.message ?? inlineErrorText(reason);
          if (message) form.setFields([{ name, errors: [message] }]);
        },
      },
    );
  };

  return (
    <Form<PasswordFields>
      form={form}
      name="change-password"
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
    >
      <Form.Item name="currentPassword" label={t.currentPasswordLabel} rules={currentRules}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t.currentPasswordPlaceholder}
          maxLength={64}
          autoComplete="current-password"
        />
      </Form.Item>
      <NewPasswordFields
        name="newPassword"
        label={t.newPasswordLabel}
        confirmLabel={t.confirmLabel}
      />
      <Button type="primary" htmlType="submit" loading={change.isPending}>
        {t.changePassword}
      </Button>
    </Form>
  );
}
