import type { UserListRow } from '@skinscope/contracts';
import { EditOutlined } from '@ant-design/icons';
import { Button, Table, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TableColumnsType } from 'antd';
import { zhCN } from '../locale';
import type { UserRowPatch } from '../hooks/use-user-row-update';
import { useCompanyName } from './company-select';
import { openRenameUserDialog } from './rename-user-dialog';
import { UserRowActions } from './user-row-actions';

const t = zhCN.users;

function RightTag({ allowed }: { allowed: boolean }) {
  return allowed ? <Tag color="success">{t.allowed}</Tag> : <Tag>{t.refused}</Tag>;
}

interface NameCellProps {
  row: UserListRow;
  companyName: (companyUserId: number | null) => string;
  onChange: UserTableProps['onChange'];
}

function NameCell({ row, companyName, onChange }: NameCellProps) {
  const rename = async () => {
    const fullName = await openRenameUserDialog(row);
    if (fullName) onChange(row.id, { fullName });
  };
  return (
    <div className="user-name-cell">
      <span className="user-name-line">
        {row.fullName ? (
          <Typography.Text strong>{row.fullName}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t.noName}</Typography.Text>
        )}
        <Tooltip title={t.rename}>
          <Button
            type="text"
            size="small"
            aria-label={t.rename}
            icon={<EditOutlined />}
            onClick={() => void rename()}
          />
        </Tooltip>
        {row.role === 'admin' && <Tag color="purple">{t.adminTag}</Tag>}
        {row.forbid && <Tag color="error">{t.disabledTag}</Tag>}
        {row.lockedUntil && (
          <Tooltip title={t.lockedUntil(dayjs(row.lockedUntil).format('MM-DD HH:mm'))}>
            <Tag color="warning">{t.lockedTag}</Tag>
          </Tooltip>
        )}
      </span>
      <Typography.Text type="secondary" className="user-name-meta">
        {zhCN.admin.scopes[row.scope]}
      </Typography.Text>
      {row.companyUserId !== null && (
        <Typography.Text type="secondary" className="user-name-meta">
          {t.companyOf(companyName(row.companyUserId))}
        </Typography.Text>
      )}
      {row.storeName && (
        <Typography.Text type="secondary" className="user-name-meta">
          {t.storeOf(row.storeName)}
        </Typography.Text>
      )}
    </div>
  );
}

interface UserTableProps {
  rows: UserListRow[];
  loading: boolean;
  onChange: (userId: number, patch: UserRowPatch) => void;
}

/** Spec §2 user/list columns: name, phone, can scan, can upload cases, actions. */
export function UserTable({ rows, loading, onChange }: UserTableProps) {
  const companyName = useCompanyName();
  const columns: TableColumnsType<UserListRow> = [
    {
      key: 'name',
      title: t.columns.name,
      width: 200,
      render: (_, row) => <NameCell row={row} companyName={companyName} onChange={onChange} />,
    },
    { key: 'mobile', title: t.columns.mobile, dataIndex: 'mobile', width: 124 },
    {
      key: 'canScan',
      title: t.columns.canScan,
      width: 90,
      render: (_, row) => <RightTag allowed={row.canScan} />,
    },
    {
      key: 'canUpload',
      title: t.columns.canUpload,
      width: 112,
      render: (_, row) => <RightTag allowed={row.canUpload} />,
    },
    {
      key: 'actions',
      title: t.columns.actions,
      render: (_, row) => <UserRowActions row={row} onChange={onChange} />,
    },
  ];
  return (
    <Table<UserListRow>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t.empty }}
    />
  );
}
