import type { BindResult } from '@skinscope/contracts';
import { Empty, Radio, Spin, Typography } from 'antd';
import { useState } from 'react';
import { inlineErrorText } from '../../lib/inline-error';
import { useSession } from '../../lib/use-session';
import { zhCN } from './locale';
import { useBindableUsers } from './api/get-bindable-users';
import type { AuthorizationCustomer } from './authorization-customer';
import { BindFooter } from './bind-footer';
import { CustomerCaption } from './customer-caption';
import { useBindActions } from './use-bind-actions';

const t = zhCN.customerAuthorization;

interface StaffAuthorizationDialogProps {
  customer: AuthorizationCustomer;
  close: (result?: BindResult) => void;
}

function StaffOptions(props: { userId: number; value?: number; onSelect: (id: number) => void }) {
  const users = useBindableUsers(props.userId);
  if (users.isPending) return <Spin className="store-list-spin" />;
  if (users.isError) {
    return <Typography.Text type="danger">{inlineErrorText(users.error)}</Typography.Text>;
  }
  if (!users.data.length)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noStaff} />;
  return (
    <Radio.Group
      className="store-options"
      value={props.value}
      onChange={(event) => props.onSelect(Number(event.target.value))}
      options={users.data.map((user) => ({ value: user.userId, label: user.userName }))}
    />
  );
}

/**
 * Spec §2/§4 customer-to-staff authorisation: select one colleague, then authorise (result 1,
 * "authorised") or remove (result 2, "released"). Server errors show inline, in red.
 */
export function StaffAuthorizationDialog({ customer, close }: StaffAuthorizationDialogProps) {
  const session = useSession();
  const [selected, setSelected] = useState<number>();
  const actions = useBindActions(close);

  if (!session) return null;
  return (
    <div className="authorization-dialog">
      <CustomerCaption customer={customer} />
      <Typography.Text type="secondary">{t.staffListLabel}</Typography.Text>
      <div className="staff-list" role="group" aria-label={t.staffListLabel}>
        <StaffOptions userId={session.user.id} value={selected} onSelect={setSelected} />
      </div>
      <BindFooter
        actions={actions}
        chosen={selected !== undefined}
        onAuthorize={() => selected !== undefined && actions.authorize(selected, customer)}
        onRelease={() => selected !== undefined && actions.release(selected, customer)}
      />
    </div>
  );
}
