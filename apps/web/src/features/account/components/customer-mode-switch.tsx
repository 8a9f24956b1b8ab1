import { EyeInvisibleOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tooltip } from 'antd';
import { useCustomerMode } from '../../../lib/customer-mode';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast, toastError } from '../../../lib/notification';
import { useWizardCustomer } from '../../../lib/wizard-state';
import { zhCN } from '../locale';
import { useEnterCustomerMode, useLeaveCustomerMode } from '../api/customer-mode';

const t = zhCN.customerMode;
/** An icon alone, as the header's other icons: hover or keyboard focus (issue 29 #13). */
const TOOLTIP_TRIGGER: ('hover' | 'focus')[] = ['hover', 'focus'];

/** Leaving 顾客模式: the staff member's own password, checked by the server. */
function LeaveCustomerModeForm({ close }: { close: (left?: boolean) => void }) {
  const leave = useLeaveCustomerMode();
  const error = leave.error ? inlineErrorText(leave.error) : undefined;
  const submit = ({ password }: { password: string }) => {
    if (leave.isPending) return;
    leave.mutate(
      { password },
      {
        onSuccess: () => {
          toast(t.left, 'success');
          close(true);
        },
      },
    );
  };
  return (
    <Form layout="vertical" name="leave-customer-mode" onFinish={submit} requiredMark={false}>
      <p className="customer-mode-hint">{t.leaveHint}</p>
      <Form.Item
        name="password"
        label={t.passwordLabel}
        rules={[{ required: true, message: t.passwordRequired }]}
      >
        <Input.Password autoFocus autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} className="customer-mode-error" /> : null}
      <Button type="primary" htmlType="submit" block loading={leave.isPending}>
        {t.leaveSubmit}
      </Button>
    </Form>
  );
}

/**
 * The header's 顾客模式 switch (issue 17 #11, issue 29 #5): during a consultation, staff hand the
 * session to its customer — the server then refuses everything but her consultation and results
 * — and every staff icon hides; off again only with the signed-in staff member's password.
 */
export function CustomerModeSwitch() {
  const on = useCustomerMode();
  const customer = useWizardCustomer();
  const enter = useEnterCustomerMode();
  if (on) {
    return (
      // Its text names it; a focus tooltip here fought the dialog it opens for the focus.
      <Tooltip title={t.leaveTooltip}>
        <Button
          icon={<LockOutlined />}
          onClick={() =>
            void openDialog<boolean>((close) => <LeaveCustomerModeForm close={close} />, {
              title: t.leaveTitle,
              width: 400,
            })
          }
        >
          {t.badge}
        </Button>
      </Tooltip>
    );
  }
  // Handed to one customer: only while a consultation has one.
  if (!customer) return null;
  return (
    <Tooltip title={t.enterTooltip(customer.fullName)} trigger={TOOLTIP_TRIGGER}>
      <Button
        type="text"
        shape="circle"
        size="large"
        aria-label={t.enter}
        icon={<EyeInvisibleOutlined />}
        loading={enter.isPending}
        onClick={() =>
          enter.mutate(customer.id, {
            onSuccess: () => toast(t.entered, 'info'),
            onError: toastError,
          })
        }
      />
    </Tooltip>
  );
}
