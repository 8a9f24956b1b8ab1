import type { BindResult, CustomerRow } from '@skinscope/contracts';
import { Button, Select, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useCustomerSearch, type CustomerSearch } from '../../lib/api/customer-search';
import { inlineErrorText } from '../../lib/inline-error';
import { useSession } from '../../lib/use-session';
import { zhCN } from './locale';
import { useBindCustomer } from './api/bind-customer';
import { useUnbindCustomer } from './api/unbind-customer';
import { announceBindResult } from './authorization-customer';

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
  const [error, setError] = useState<string>();
  const found = useCustomerSearch(
    session?.user ?? { id: 0, scope: 'reach', companyUserId: null },
    searchOf(search),
    { enabled: search.length > 0, pageSize: FIRST_PAGE },
  );
  const bind = useBindCustomer();
  const unbind = useUnbindCustomer();
  const busy = bind.isPending || unbind.isPending;
  const handlers = {
    onSuccess: (result: BindResult) => {
      announceBindResult(result);
      close(result);
    },
    onError: (reason: unknown) => setError(inlineErrorText(reason)),
  };
  const authorize = () => {
    if (busy || !customer) return;
    setError(undefined);
    bind.mutate(
      {
        userId: staff.userId,
        customerId: customer.id,
        customerTelephone: customer.mobile,
        customerName: customer.fullName,
        scope: customer.scope,
      },
      handlers,
    );
  };
  const release = () => {
    if (busy || !customer) return;
    setError(undefined);
    unbind.mutate(
      { userId: staff.userId, customerId: customer.id, customerTelephone: customer.mobile },
      handlers,
    );
  };
  const rows = found.data?.pages[0] ?? [];

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
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <div className="authorization-actions">
        <Button onClick={release} disabled={!customer || busy} loading={unbind.isPending}>
          {t.unauthorize}
        </Button>
        <Button
          type="primary"
          onClick={authorize}
          disabled={!customer || busy}
          loading={bind.isPending}
        >
          {t.authorize}
        </Button>
      </div>
    </div>
  );
}
