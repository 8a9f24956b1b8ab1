import type { BindResult, LinkedUser } from '@skinscope/contracts';
import { Button, Empty, Spin, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { inlineErrorText } from '../../lib/inline-error';
import { zhCN } from './locale';
import { useBindCustomer } from './api/bind-customer';
import { linkedUsersQueryKey, useLinkedUsers } from './api/get-linked-users';
import { useUnbindCustomer } from './api/unbind-customer';
import { announceBindResult } from './authorization-customer';
import type { AuthorizationCustomer } from './authorization-customer';
import { CustomerCaption } from './customer-caption';

const t = zhCN.customerAuthorization;

const columns: TableColumnsType<LinkedUser> = [
  { key: 'store', title: t.storeName, dataIndex: 'storeName' },
  { key: 'user', title: t.userName, dataIndex: 'userName' },
  {
    key: 'bind',
    title: '',
    width: 90,
    render: (_, user) =>
      user.bind ? <Tag color="success">{t.boundTag}</Tag> : <Tag>{t.notBoundTag}</Tag>,
  },
];

interface ThirdPartyAuthorizationDialogProps {
  customer: AuthorizationCustomer;
  close: () => void;
}

/**
 * Spec §2 third-party authorisation: the users linked to the customer's store, "none bound yet"
 * when empty; authorise the first linked user when not bound, remove when bound; close.
 */
export function ThirdPartyAuthorizationDialog({
  customer,
  close,
}: ThirdPartyAuthorizationDialogProps) {
  const { customerId, customerTelephone, customerName, scope } = customer;
  const queryClient = useQueryClient();
  const linked = useLinkedUsers({ customerId, customerTelephone });
  const bind = useBindCustomer();
  const unbind = useUnbindCustomer();
  const [error, setError] = useState<string>();
  const busy = bind.isPending || unbind.isPending;
  const first = linked.data?.[0];

  const toggle = () => {
    if (busy || !first) return;
    setError(undefined);
    const key = linkedUsersQueryKey(customerId);
    const handlers = {
      onSuccess: (result: BindResult) => {
        announceBindResult(result);
        // The row and the button show the new state at once; the refetch then confirms it.
        queryClient.setQueryData<LinkedUser[]>(key, (rows) =>
          rows?.map((row) => (row.userId === first.userId ? { ...row, bind: !first.bind } : row)),
        );
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onError: (reason: unknown) => setError(inlineErrorText(reason)),
    };
    if (first.bind)
      unbind.mutate({ userId: first.userId, customerId, customerTelephone }, handlers);
    else
      bind.mutate(
        { userId: first.userId, customerId, customerTelephone, customerName, scope },
        handlers,
      );
  };

  const shownError = error ?? (linked.isError ? inlineErrorText(linked.error) : undefined);
  return (
    <div className="authorization-dialog">
      <CustomerCaption customer={customer} />
      {linked.isPending ? (
        <Spin className="store-list-spin" />
      ) : first ? (
        <Table<LinkedUser>
          rowKey="userId"
          size="small"
          columns={columns}
          dataSource={linked.data}
          pagination={false}
        />
      ) : (
        !linked.isError && (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noThirdParty} />
        )
      )}
      {shownError && (
        <Typography.Text type="danger" role="alert">
          {shownError}
        </Typography.Text>
      )}
      <div className="authorization-actions">
        <Button onClick={close}>{t.close}</Button>
        {first && (
          // A new button when the action flips: the old one's loading icon would otherwise stay
          // in its leave animation (invisible, but its "loading" label stays in the button's name).
          <Button
            key={first.bind ? 'remove' : 'authorize'}
            type="primary"
            danger={first.bind}
            onClick={toggle}
            loading={busy}
            disabled={linked.isFetching}
          >
            {first.bind ? t.unauthorize : t.authorize}
          </Button>
        )}
      </div>
    </div>
  );
}
