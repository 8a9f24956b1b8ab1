import type { Store } from '@skinscope/contracts';
import { Empty, Radio, Spin, Typography } from 'antd';
import { zhCN } from '../locale';
import { useStores } from '../api/get-stores';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const t = zhCN.storeBinding;

interface StoreOptionsProps {
  filter: string;
  selected?: Store;
  onSelect: (store: Store) => void;
}

/** The selectable store list of the binding dialog: active stores whose name matches. */
export function StoreOptions({ filter, selected, onSelect }: StoreOptionsProps) {
  const name = useDebouncedValue(filter);
  const stores = useStores({ name, includeArchived: false });
  if (stores.isPending) return <Spin className="store-list-spin" />;
  const list = stores.data ?? [];
  if (!list.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.empty} />;
  return (
    <Radio.Group
      className="store-options"
      value={selected?.id}
      onChange={(event) => {
        const store = list.find((candidate) => candidate.id === event.target.value);
        if (store) onSelect(store);
      }}
      options={list.map((store) => ({
        value: store.id,
        className: 'store-option',
        label: (
          <span className="store-option-label">
            <span>{store.name}</span>
            {store.clientName && (
              <Typography.Text type="secondary">{store.clientName}</Typography.Text>
            )}
          </span>
        ),
      }))}
    />
  );
}
