import type { LinkedUser } from '@skinscope/contracts';
import { Button, Empty, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { inlineErrorText } from '../../lib/inline-error';
import { zhCN } from './locale';
import { linkedUsersQueryKey, useLinkedUsers } from './api/get-linked-users';
import type { AuthorizationCustomer } from './authorization-customer';
import { BindError } from './bind-footer';
import { CustomerCaption } from './customer-caption';
import { useBindActions } from './use-bind-actions';

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
  const { customerId, customerTelephone } = customer;
  const queryClient = useQueryClient();
  const linked = useLinkedUsers({ customerId, customerTelephone });
  const first = linked.data?.[0];
  const key = linkedUsersQueryKey(customerId);
  const actions = useBindActions(() => {
    if (!first) return;
    // The row and the button show the new state at once; the refetch then confirms it.
    queryClient.setQueryData<LinkedUser[]>(key, (rows) =>
      rows?.map((row) => (row.userId === first.userId ? { ...row, bind: !first.bind } : row)),
    );
    void queryClient.invalidateQueries({ queryKey: key });
  });

  const toggle = () => {
    if (!first) return;
    if (first.bind) actions.release(first.userId, customer);
    else actions.authorize(first.userId, customer);
  };

  const shownError = actions.error ?? (linked.isError ? inlineErrorText(linked.error) : undefined);
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
      <BindError text={shownError} />
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
            loading={actions.busy}
            disabled={linked.isFetching}
          >
            {first.bind ? t.unauthorize : t.authorize}
          </Button>
        )}
      </div>
    </div>
  );
}
