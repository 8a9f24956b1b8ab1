import { DIALOG_LIMITS, MobileSchema } from '@skinscope/contracts';
import type { CodePurpose } from '@skinscope/contracts';
import { LoadingOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useSendCode } from '../api/send-code';
import { useCountdown } from '../hooks/use-countdown';
import { codeRules } from './check-code-form';
import type { CodeFormFields } from './check-code-form';

const t = zhCN.accountDialogs;

/**
 * The verification-code field with its send button and status line (spec §2, §4): no phone →
 * "please enter phone number"; after a code is sent, a 60 s countdown, then it can be resent.
 */
export function CodeField({ purpose }: { purpose: CodePurpose }) {
  const form = Form.useFormInstance<CodeFormFields>();
  const send = useSendCode();
  const countdown = useCountdown();
  const [sentOnce, setSentOnce] = useState(false);

  const sendCode = () => {
    if (send.isPending || countdown.running) return;
    const telephone = form.getFieldValue('telephone')?.trim() ?? '';
    const mobile = MobileSchema.safeParse(telephone);
    // Issue 17 #19: said under the phone field, where the dialog's own toast cannot cover it.
    if (!mobile.success) {
      const message = telephone ? mobile.error.issues[0]?.message : t.phoneRequired;
      form.setFields([{ name: 'telephone', errors: [message ?? t.phoneRequired] }]);
      return;
    }
    send.mutate(
      { mobilNum: mobile.data, purpose },
      {
        onSuccess: ({ resendAfterSeconds }) => {
          setSentOnce(true);
          countdown.start(resendAfterSeconds);
        },
        onError: toastError,
      },
    );
  };

  const status = countdown.running ? t.codeSent : sentOnce ? t.codeResendable : t.codeHint;
  const label = countdown.running
    ? t.resendIn(countdown.secondsLeft)
    : sentOnce
      ? t.resend
      : t.sendCode;

  return (
    <Form.Item label={t.codeLabel} extra={<span role="status">{status}</span>}>
      <Space.Compact block>
        <Form.Item name="code" noStyle rules={codeRules}>
          <Input
            prefix={<SafetyOutlined aria-hidden />}
            placeholder={t.codePlaceholder}
            maxLength={DIALOG_LIMITS.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t.codeLabel}
          />
        </Form.Item>
        <Button
          className="send-code-button"
          onClick={sendCode}
          // Our own spinner, not `loading`: antd's loading icon leaves by a CSS transition that
          // never ends when the button turns disabled in the same render, so it stayed on screen.
          icon={send.isPending ? <LoadingOutlined /> : undefined}
          disabled={send.isPending || countdown.running}
        >
          {label}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
