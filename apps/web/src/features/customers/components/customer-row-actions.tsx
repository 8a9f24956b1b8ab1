import type { CustomerRow, User } from '@skinscope/contracts';
import { Button } from 'antd';
import { zhCN } from '../locale';
import { useCustomerActions } from '../hooks/use-customer-actions';

// Several link actions share a table cell: narrower than antd's small-button padding.
const ROW_ACTION_STYLES = { root: { paddingInline: 4 } };

const t = zhCN.customers.list;

/** Spec §2: authorisation management only for rows with a store, and only for scope reach. */
function canManageAuthorization(customer: CustomerRow, user: Pick<User, 'scope'>) {
  return customer.storeId !== null && user.scope === 'reach';
}

interface CustomerRowActionsProps {
  customer: CustomerRow;
  user: Pick<User, 'scope'>;
  onManageAuthorization: (customer: CustomerRow) => void;
}

export function CustomerRowActions({
  customer,
  user,
  onManageAuthorization,
}: CustomerRowActionsProps) {
  const actions = useCustomerActions();
  const link = (label: string, onClick: () => void) => (
    <Button type="link" size="small" styles={ROW_ACTION_STYLES} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <div className="customers-row-actions">
      {link(t.detail, () => actions.viewDetail(customer))}
      {customer.latestRecord
        ? link(t.recheck, () => actions.recheck(customer))
        : link(t.startCheck, () => actions.startCheck(customer))}
      {link(t.history, () => actions.viewHistory(customer))}
      {customer.latestRecord && link(t.progress, () => actions.viewProgress(customer))}
      {canManageAuthorization(customer, user) &&
        link(t.authorize, () => onManageAuthorization(customer))}
    </div>
  );
}
