import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { inlineErrorText } from '../../../lib/inline-error';
import { limitedText, PERSON_NAME_MAX } from '../../../lib/text-limit';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useUpdateProfile } from '../api/update-profile';

const t = zhCN.profile;
/** contracts StaffNameSchema: names up to 20 characters, said while typing. */
const nameLimit = limitedText(PERSON_NAME_MAX);

interface ProfileNameFormProps {
  fullName: string | null;
  onSaved?: () => void;
  /** A second button beside save (the sign-in prompt's "later"). */
  extra?: ReactNode;
}

/** Issue 17 #5: the signed-in user's own name, on the profile page and in the sign-in prompt. */
export function ProfileNameForm({ fullName, onSaved, extra }: ProfileNameFormProps) {
  const update = useUpdateProfile();
  const [error, setError] = useState<string>();

  const submit = ({ name }: { name?: string }) => {
    if (update.isPending) return;
    const trimmed = name?.trim() ?? '';
    if (!trimmed) {
      setError(t.nameRequired);
      return;
    }
    setError(undefined);
    update.mutate(trimmed, {
      onSuccess: () => {
        toast(t.nameSaved, 'success');
        onSaved?.();
      },
      onError: (reason) => setError(inlineErrorText(reason)),
    });
  };

  return (
    <Form
      name="profile-name"
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: fullName ?? '' }}
      onFinish={submit}
    >
      <Form.Item
        name="name"
        label={t.nameLabel}
        rules={[nameLimit.rule]}
        validateStatus={error ? 'error' : undefined}
        help={error && <span role="alert">{error}</span>}
      >
        <Input placeholder={t.namePlaceholder} {...nameLimit.input} autoFocus />
      </Form.Item>
      <div className="profile-actions">
        {extra}
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {t.saveName}
        </Button>
      </div>
    </Form>
  );
}
