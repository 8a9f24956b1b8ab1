import { DIALOG_LIMITS } from '@skinscope/contracts';
import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { zhCN } from '../locale';
import { confirmRules, passwordRules } from './check-code-form';

const t = zhCN.accountDialogs;

/** A new password with its rule shown, and its confirmation: registering, resetting, changing. */
export function NewPasswordFields(props: { name: string; label: string; confirmLabel: string }) {
  return (
    <>
      <Form.Item name={props.name} label={props.label} rules={passwordRules} extra={t.passwordRule}>
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t.passwordPlaceholder}
          maxLength={DIALOG_LIMITS.passwordMax}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={props.confirmLabel}
        dependencies={[props.name]}
        rules={confirmRules(props.name)}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t.confirmPlaceholder}
          maxLength={DIALOG_LIMITS.passwordMax}
          autoComplete="new-password"
        />
      </Form.Item>
    </>
  );
}
