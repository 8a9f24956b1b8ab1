import { DIALOG_LIMITS } from '@skinscope/contracts';
import type { CodePurpose } from '@skinscope/contracts';
import { MobileOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { zhCN } from '../locale';
import { NewPasswordFields } from './new-password-fields';
import { telephoneRules } from './check-code-form';
import type { CodeFormFields, CodeFormValues } from './check-code-form';
import { CodeField } from './code-field';

const t = zhCN.accountDialogs;

interface CodePasswordFormProps {
  /** Form name: keeps field ids apart from the login form's behind the dialog. */
  name: string;
  purpose: CodePurpose;
  passwordLabel: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (values: CodeFormValues) => void;
}

/** Telephone, verification code, password and confirmation: the register and reset dialogs. */
export function CodePasswordForm(props: CodePasswordFormProps) {
  const [form] = Form.useForm<CodeFormFields>();

  const submit = (fields: CodeFormFields) => {
    if (props.pending) return;
    // The rules have passed: every field is filled and valid.
    props.onSubmit({
      telephone: fields.telephone?.trim() ?? '',
      code: fields.code?.trim() ?? '',
      password: fields.password ?? '',
    });
  };

  return (
    <Form<CodeFormFields>
      form={form}
      name={props.name}
      layout="vertical"
      requiredMark={false}
      onFinish={submit}
      className="code-password-form"
    >
      <Form.Item name="telephone" label={t.telephoneLabel} rules={telephoneRules}>
        <Input
          prefix={<MobileOutlined aria-hidden />}
          placeholder={t.telephonePlaceholder}
          maxLength={DIALOG_LIMITS.telephone}
          inputMode="tel"
          autoComplete="tel"
        />
      </Form.Item>
      <CodeField purpose={props.purpose} />
      <NewPasswordFields
        name="password"
        label={props.passwordLabel}
        confirmLabel={t.confirmLabel}
      />
      <Form.Item className="code-password-submit">
        <Button type="primary" htmlType="submit" block loading={props.pending}>
          {props.submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
