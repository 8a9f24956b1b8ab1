import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Switch } from 'antd';
import { useState } from 'react';
import { useErrorToast } from '../../../lib/use-error-toast';
import { zhCN } from '../locale';
import { useStores } from '../api/get-stores';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { AdminLayout } from './admin-layout';
import { openStoreFormDialog } from './store-form-dialog';
import { StoresTable } from './stores-table';

const t = zhCN.stores;

function StoreList({ name, includeArchived }: { name: string; includeArchived: boolean }) {
  const stores = useStores({ name: useDebouncedValue(name), includeArchived });
  useErrorToast(stores);
  return <StoresTable stores={stores.data ?? []} loading={stores.isFetching} />;
}

/** Beyond the spec (DECISIONS): admins create, rename and archive the stores staff bind to. */
export function StoresPage() {
  const [name, setName] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const create = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => void openStoreFormDialog()}
    >
      {t.create}
    </Button>
  );
  return (
    <AdminLayout section="stores" title={t.title} subtitle={t.subtitle} extra={create}>
      <div className="admin-filters admin-filters-row">
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t.filterPlaceholder}
          aria-label={t.filterPlaceholder}
          maxLength={50}
          value={name}
          onChange={(event) => setName(event.target.value)}
          className="admin-filter-input"
        />
        <label className="admin-switch">
          <Switch checked={includeArchived} onChange={setIncludeArchived} />
          <span>{t.showArchived}</span>
        </label>
      </div>
      <StoreList name={name} includeArchived={includeArchived} />
    </AdminLayout>
  );
}
