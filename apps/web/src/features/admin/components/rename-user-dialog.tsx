import type { UserListRow } from '@skinscope/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { limitedText, PERSON_NAME_MAX } from '../../../lib/text-limit';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useRenameUser } from '../api/rename-user';

const t = zhCN.users;
const DIALOG_WIDTH = 400;
/** contracts StaffNameSchema, as on the profile page (it was 50 here, which the server refused). */
const nameLimit = limitedText(PERSON_NAME_MAX);

interface RenameUserDialogProps {
  user: UserListRow;
  close: (fullName?: string) => void;
}

/** Issue 17 #5: an administrator sets a staff member's name; records then show it. */
function RenameUserDialog({ user, close }: RenameUserDialogProps) {
  const rename = useRenameUser();
  const [error, setError] = useState<string>();

  const submit = ({ fullName }: { fullName?: string }) => {
    if (rename.isPending) return;
    const name = fullName?.trim() ?? '';
    if (!name) {
      setError(t.nameRequired);
      return;
    }
    setError(undefined);
    rename.mutate(
      { userId: user.id, fullName: name },
      {
        onSuccess: (updated) => {
          toast(t.renamed, 'success');
          close(updated.fullName ?? name);
        },
        onError: (reason) => setError(inlineErrorText(reason)),
      },
    );
  };

  return (
    <Form
      name="user-rename"
      layout="vertical"
      requiredMark={false}
      initialValues={{ fullName: user.fullName ?? '' }}
      onFinish={submit}
    >
      <Typography.Paragraph type="secondary">{user.mobile}</Typography.Paragraph>
      <Form.Item name="fullName" label={t.nameLabel} rules={[nameLimit.rule]}>
        <Input placeholder={t.namePlaceholder} {...nameLimit.input} autoFocus />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" block loading={rename.isPending}>
        {t.save}
      </Button>
    </Form>
  );
}

export function openRenameUserDialog(user: UserListRow): Promise<string | undefined> {
  return openDialog<string>((close) => <RenameUserDialog user={user} close={close} />, {
    title: t.renameTitle,
    width: DIALOG_WIDTH,
  });
}
