import type { BindResult, CustomerRow } from '@skinscope/contracts';
import { Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCustomerSearch, type CustomerSearch } from '../../lib/api/customer-search';
import { useSession } from '../../lib/use-session';
import { zhCN } from './locale';
import { BindFooter } from './bind-footer';
import { useBindActions } from './use-bind-actions';

const t = zhCN.customerAuthorization;

/** The first customers matching what was typed: enough to pick one while typing. */
const FIRST_PAGE = 20;
/** Digits search the phone; anything else the name. */
const PHONE_TEXT = /^\d+$/;

const searchOf = (text: string): CustomerSearch =>
  PHONE_TEXT.test(text) ? { telephone: text, name: '' } : { telephone: '', name: text };

/** The staff member a user-list row gives. */
export interface AuthorizationStaff {
  userId: number;
  userName: string;
}

interface StaffCustomersDialogProps {
  staff: AuthorizationStaff;
  close: (result?: BindResult) => void;
}

/**
 * Issue 17 #4, from the user list: the same authorisation seen from the staff member's side.
 * Find one of the company's customers by name or phone, then authorise or release.
 */
export function StaffCustomersDialog({ staff, close }: StaffCustomersDialogProps) {
  const session = useSession();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const [customer, setCustomer] = useState<CustomerRow>();
  const found = useCustomerSearch(
    session?.user ?? { id: 0, scope: 'reach', companyUserId: null },
    searchOf(search),
    { enabled: search.length > 0, pageSize: FIRST_PAGE },
  );
  const actions = useBindActions(close);
  const rows = found.data?.pages[0] ?? [];
  const chosen = customer && {
    customerId: customer.id,
    customerTelephone: customer.mobile,
    customerName: customer.fullName,
    scope: customer.scope,
  };

  return (
    <div className="authorization-dialog">
      <Typography.Text strong>{t.staffCaption(staff.userName)}</Typography.Text>
      <label htmlFor="authorization-customer-search">
        <Typography.Text type="secondary">{t.customerLabel}</Typography.Text>
      </label>
      <Select<number>
        id="authorization-customer-search"
        showSearch
        filterOption={false}
        placeholder={t.customerPlaceholder}
        onSearch={setText}
        loading={found.isFetching}
        value={customer?.id}
        notFoundContent={search ? t.noCustomer : t.typeToSearch}
        onChange={(id) => setCustomer(rows.find((row) => row.id === id))}
        options={rows.map((row) => ({ value: row.id, label: `${row.fullName}（${row.mobile}）` }))}
      />
      <BindFooter
        actions={actions}
        chosen={chosen !== undefined}
        onAuthorize={() => chosen && actions.authorize(staff.userId, chosen)}
        onRelease={() => chosen && actions.release(staff.userId, chosen)}
      />
    </div>
  );
}
