import { EyeInvisibleOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Tooltip } from 'antd';
import { useCustomerMode, enterCustomerMode, leaveCustomerMode } from '../../../lib/customer-mode';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useCheckPassword } from '../api/check-password';

const t = zhCN.customerMode;

/** Leaving 顾客模式: the staff member's own password, checked by the server. */
function LeaveCustomerModeForm({ close }: { close: (left?: boolean) => void }) {
  const check = useCheckPassword();
  const error = check.error ? inlineErrorText(check.error) : undefined;
  const submit = ({ password }: { password: string }) => {
    if (check.isPending) return;
    check.mutate(
      { password },
      {
        onSuccess: () => {
          leaveCustomerMode();
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
      <Button type="primary" htmlType="submit" block loading={check.isPending}>
        {t.leaveSubmit}
      </Button>
    </Form>
  );
}

/**
 * The header's 顾客模式 switch (issue 17 #11): on, every staff icon hides while the customer
 * holds the tablet; off again only with the signed-in staff member's password.
 */
export function CustomerModeSwitch() {
  const on = useCustomerMode();
  if (on) {
    return (
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
  return (
    <Tooltip title={t.enterTooltip}>
      <Button
        type="text"
        shape="circle"
        size="large"
        aria-label={t.enter}
        icon={<EyeInvisibleOutlined />}
        onClick={() => {
          enterCustomerMode();
          toast(t.entered, 'info');
        }}
      />
    </Tooltip>
  );
}
