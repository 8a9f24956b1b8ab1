import { openDialog } from '../../../lib/dialog';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useResetPassword } from '../api/reset-password';
import type { CodeFormValues } from './check-code-form';
import { CodePasswordForm } from './code-password-form';

const t = zhCN.accountDialogs;
const DIALOG_WIDTH = 440;

/** Spec §2 change-password dialog ("forgot password"); closes with the account's mobile. */
export function ResetPasswordDialog({ close }: { close: (mobile?: string) => void }) {
  const reset = useResetPassword();

  const submit = (values: CodeFormValues) => {
    reset.mutate(values, {
      onSuccess: () => {
        toast(t.passwordChanged, 'success');
        close(values.telephone);
      },
      onError: toastError,
    });
  };

  return (
    <CodePasswordForm
      name="reset-password"
      purpose="reset"
      passwordLabel={t.newPasswordLabel}
      submitLabel={t.resetSubmit}
      pending={reset.isPending}
      onSubmit={submit}
    />
  );
}

export function openResetPasswordDialog(): Promise<string | undefined> {
  return openDialog<string>((close) => <ResetPasswordDialog close={close} />, {
    title: t.resetTitle,
    width: DIALOG_WIDTH,
  });
}
