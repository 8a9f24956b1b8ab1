import type { Scope, UserListRow } from '@skinscope/contracts';
import { Button, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useSetUserCompany } from '../api/set-user-company';
import type { UserRowPatch } from '../hooks/use-user-row-update';
import { CompanySelect } from './company-select';
import { scopeOptions } from './scope-options';

const t = zhCN.companyDialog;
const DIALOG_WIDTH = 480;

interface CompanyFields {
  scope: Scope;
  companyUserId: number | null;
}

interface CompanyDialogProps {
  user: UserListRow;
  close: (patch?: UserRowPatch) => void;
}

/** DECISIONS: an administrator sets a staff member's company (owner id) and scope. */
function CompanyDialog({ user, close }: CompanyDialogProps) {
  const [form] = Form.useForm<CompanyFields>();
  const setCompany = useSetUserCompany();
  const [error, setError] = useState<string>();

  const submit = ({ scope, companyUserId }: CompanyFields) => {
    if (setCompany.isPending) return;
    setError(undefined);
    setCompany.mutate(
      { userId: user.id, scope, companyUserId },
      {
        onSuccess: (updated) => {
          toast(t.changed, 'success');
          close({ scope: updated.scope, companyUserId: updated.companyUserId });
        },
        onError: (reason) => setError(inlineErrorText(reason)),
      },
    );
  };

  return (
    <Form<CompanyFields>
      form={form}
      name="user-company"
      layout="vertical"
      requiredMark={false}
      initialValues={{ scope: user.scope, companyUserId: user.companyUserId }}
      onFinish={submit}
    >
      <Form.Item name="companyUserId" label={t.companyLabel} extra={t.companyHint}>
        <CompanySelect
          excludeId={user.id}
          onScope={(scope) => form.setFieldValue('scope', scope)}
        />
      </Form.Item>
      <Form.Item name="scope" label={t.scopeLabel}>
        <Select options={scopeOptions} />
      </Form.Item>
      {error && (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" block loading={setCompany.isPending}>
        {t.submit}
      </Button>
    </Form>
  );
}

export function openCompanyDialog(user: UserListRow): Promise<UserRowPatch | undefined> {
  return openDialog<UserRowPatch>((close) => <CompanyDialog user={user} close={close} />, {
    title: t.title,
    width: DIALOG_WIDTH,
  });
}
