import type { LoginRequest, User } from '@skinscope/contracts';
import { MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { openDialog } from '../../../lib/dialog';
import { toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import type { CodeFormFields } from './check-code-form';
import { CodeField } from './code-field';
import { signIn } from '../hooks/sign-in';

const t = zhCN.unlock;
const DIALOG_WIDTH = 440;

/**
 * Issue 29 #1: the account is held for browsers it has not signed in on (someone guessed its
 * password too often). Its owner proves she holds its mobile with an SMS code and signs in on
 * this browser with the password she typed; this browser is known from then on. Closes with
 * the signed-in user, or with nothing when the password itself was wrong (she types it again).
 */
function UnlockDialog({ request, close }: { request: LoginRequest; close: (user?: User) => void }) {
  const [form] = Form.useForm<CodeFormFields>();
  const unlock = useMutation({
    mutationFn: (unlockCode: string) => signIn({ ...request, unlockCode }),
  });

  const submit = ({ code }: CodeFormFields) => {
    if (unlock.isPending || !code) return;
    unlock.mutate(code.trim(), {
      onSuccess: (user) => close(user),
      onError: (error) => {
        toastError(error);
        if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') close();
      },
    });
  };

  return (
    <Form<CodeFormFields>
      form={form}
      name="unlock-sign-in"
      layout="vertical"
      requiredMark={false}
      initialValues={{ telephone: request.username }}
      onFinish={submit}
      className="code-password-form"
    >
      <Alert type="warning" showIcon title={t.explain} styles={{ root: { marginBottom: 16 } }} />
      <Form.Item name="telephone" label={zhCN.accountDialogs.telephoneLabel}>
        <Input prefix={<MobileOutlined aria-hidden />} readOnly />
      </Form.Item>
      <CodeField purpose="unlock" />
      <Form.Item className="code-password-submit">
        <Button type="primary" htmlType="submit" block loading={unlock.isPending}>
          {t.submit}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** Opens the unlock dialog for a held sign-in; resolves with the user once signed in. */
export function openUnlockDialog(request: LoginRequest): Promise<User | undefined> {
  return openDialog<User>((close) => <UnlockDialog request={request} close={close} />, {
    title: t.title,
    width: DIALOG_WIDTH,
  });
}
