import type { CustomerRow, User } from '@skinscope/contracts';
import { Empty, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { zhCN } from '../locale';
import { orNone } from '../lib/format';
import { CustomerRowActions } from './customer-row-actions';

const t = zhCN.customers.list;

interface CustomerTableProps {
  rows: CustomerRow[];
  loading: boolean;
  user: Pick<User, 'scope'>;
  onManageAuthorization: (customer: CustomerRow) => void;
}

export function CustomerTable({ rows, loading, user, onManageAuthorization }: CustomerTableProps) {
  const columns: TableColumnsType<CustomerRow> = [
    { key: 'name', title: t.columns.name, dataIndex: 'fullName', width: 110, ellipsis: true },
    { key: 'mobile', title: t.columns.mobile, dataIndex: 'mobile', width: 130 },
    {
      key: 'age',
      title: t.columns.age,
      dataIndex: 'age',
      width: 64,
      render: (age: number | null) => orNone(age),
    },
    {
      key: 'store',
      title: t.columns.store,
      dataIndex: 'storeName',
      ellipsis: true,
      render: (name: string | null) => orNone(name),
    },
    {
      key: 'nickname',
      title: t.columns.nickname,
      dataIndex: 'nickname',
      width: 96,
      ellipsis: true,
      render: (nickname: string | null) => orNone(nickname),
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 340,
      render: (_value, customer) => (
        <CustomerRowActions
          customer={customer}
          user={user}
          onManageAuthorization={onManageAuthorization}
        />
      ),
    },
  ];
  return (
    <Table<CustomerRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      // While the first page loads the spinner alone shows; "none found" only after.
      locale={{ emptyText: loading ? ' ' : <Empty description={t.empty} /> }}
    />
  );
}
