import { openDialog } from '../../../lib/dialog';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useRegister } from '../api/register';
import type { CodeFormValues } from './check-code-form';
import { CodePasswordForm } from './code-password-form';

const t = zhCN.accountDialogs;
const DIALOG_WIDTH = 440;

/** Spec §2 register-account dialog; closes with the new account's mobile. */
export function RegisterDialog({ close }: { close: (mobile?: string) => void }) {
  const registration = useRegister();

  const submit = ({ telephone, code, password }: CodeFormValues) => {
    registration.mutate(
      { mobile: telephone, username: telephone, password, verifyKey: code, enabled: true },
      {
        onSuccess: () => {
          toast(t.registered, 'success');
          close(telephone);
        },
        onError: toastError,
      },
    );
  };

  return (
    <CodePasswordForm
      name="register-account"
      purpose="register"
      passwordLabel={t.passwordLabel}
      submitLabel={t.registerSubmit}
      pending={registration.isPending}
      onSubmit={submit}
    />
  );
}

export function openRegisterDialog(): Promise<string | undefined> {
  return openDialog<string>((close) => <RegisterDialog close={close} />, {
    title: t.registerTitle,
    width: DIALOG_WIDTH,
  });
}
