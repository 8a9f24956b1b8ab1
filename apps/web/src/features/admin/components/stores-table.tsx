import type { Store } from '@skinscope/contracts';
import { Button, Popconfirm, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useArchiveStore } from '../api/archive-store';
import { useCompanyName } from './company-select';
import { openStoreFormDialog } from './store-form-dialog';

const t = zhCN.stores;

function StoreActions({ store }: { store: Store }) {
  const archive = useArchiveStore();
  if (store.archived) return null;
  return (
    <div className="user-row-actions">
      <Button type="link" size="small" onClick={() => void openStoreFormDialog(store)}>
        {t.edit}
      </Button>
      <Popconfirm
        title={t.archiveConfirm(store.name)}
        onConfirm={() =>
          archive.mutate(store.id, {
            onSuccess: () => toast(t.archivedToast, 'success'),
            onError: toastError,
          })
        }
      >
        <Button type="link" size="small" danger loading={archive.isPending}>
          {t.archive}
        </Button>
      </Popconfirm>
    </div>
  );
}

/** Stores (DECISIONS: admin only): name, client, scope, company, status, actions. */
export function StoresTable({ stores, loading }: { stores: Store[]; loading: boolean }) {
  const companyName = useCompanyName();
  const columns: TableColumnsType<Store> = [
    { key: 'name', title: t.columns.name, dataIndex: 'name' },
    {
      key: 'clientName',
      title: t.columns.clientName,
      render: (_, store) => store.clientName || '/',
    },
    {
      key: 'scope',
      title: t.columns.scope,
      width: 110,
      render: (_, store) => zhCN.admin.scopes[store.scope],
    },
    {
      key: 'company',
      title: t.columns.company,
      render: (_, store) => companyName(store.companyUserId),
    },
    {
      key: 'status',
      title: t.columns.status,
      width: 90,
      render: (_, store) =>
        store.archived ? <Tag>{t.archived}</Tag> : <Tag color="success">{t.active}</Tag>,
    },
    {
      key: 'actions',
      title: t.columns.actions,
      width: 150,
      render: (_, store) => <StoreActions store={store} />,
    },
  ];
  return (
    <Table<Store>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={stores}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t.empty }}
    />
  );
}
