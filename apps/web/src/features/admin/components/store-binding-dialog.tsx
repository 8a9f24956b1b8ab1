import type { Store, UserListRow } from '@skinscope/contracts';
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { openDialog } from '../../../lib/dialog';
import { inlineErrorText } from '../../../lib/inline-error';
import { toast } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useBindUserStore } from '../api/bind-user-store';
import { useUnbindUserStore } from '../api/unbind-user-store';
import type { UserRowPatch } from '../hooks/use-user-row-update';
import { StoreOptions } from './store-options';

const t = zhCN.storeBinding;
const DIALOG_WIDTH = 520;

interface StoreBindingDialogProps {
  user: UserListRow;
  /** Called after every change, so the list behind the dialog follows at once. */
  onChange: (patch: UserRowPatch) => void;
  close: () => void;
}

/** Spec §2 user-to-store binding: current store with unbind, a filter, the list, bind. */
function StoreBindingDialog({ user, onChange, close }: StoreBindingDialogProps) {
  const [current, setCurrent] = useState({ id: user.storeId, name: user.storeName });
  const [filter, setFilter] = useState('');
  const [selected, setSelected] = useState<Store>();
  const [error, setError] = useState<string>();
  const bind = useBindUserStore();
  const unbind = useUnbindUserStore();
  const busy = bind.isPending || unbind.isPending;
  // Spec §6: only pubdom users can be bound to a store.
  const bindable = user.scope === 'pubdom';

  const unbindStore = () => {
    if (busy) return;
    setError(undefined);
    unbind.mutate(user.id, {
      onSuccess: () => {
        setCurrent({ id: null, name: null });
        onChange({ storeId: null, storeName: null });
        toast(t.unbound, 'success');
      },
      onError: (reason) => setError(inlineErrorText(reason)),
    });
  };

  const bindStore = () => {
    if (busy || !selected) return;
    setError(undefined);
    const userName = user.fullName ?? user.mobile;
    bind.mutate(
      { userId: user.id, storeId: selected.id, storeName: selected.name, userName },
      {
        onSuccess: (updated) => {
          onChange({ storeId: updated.storeId, storeName: selected.name });
          toast(t.bound, 'success');
          close();
        },
        onError: (reason) => setError(inlineErrorText(reason)),
      },
    );
  };

  return (
    <div className="store-binding">
      <div className="store-binding-current">
        <Typography.Text type="secondary">{t.current}</Typography.Text>
        {current.id !== null ? (
          <>
            <Tag color="magenta">{current.name ?? current.id}</Tag>
            <Button type="link" size="small" onClick={unbindStore} loading={unbind.isPending}>
              {t.unbind}
            </Button>
          </>
        ) : (
          <Typography.Text>{t.none}</Typography.Text>
        )}
      </div>
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t.filterPlaceholder}
        aria-label={t.filterPlaceholder}
        maxLength={50}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      <div className="store-list" role="group" aria-label={t.listLabel}>
        <StoreOptions filter={filter} selected={selected} onSelect={setSelected} />
      </div>
      {!bindable && <Alert type="info" showIcon title={t.pubdomOnly} />}
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
      <Button
        type="primary"
        block
        disabled={!bindable || !selected}
        loading={bind.isPending}
        onClick={bindStore}
      >
        {t.submit}
      </Button>
    </div>
  );
}

export function openStoreBindingDialog(
  user: UserListRow,
  onChange: StoreBindingDialogProps['onChange'],
) {
  return openDialog<void>(
    (close) => <StoreBindingDialog user={user} onChange={onChange} close={() => close()} />,
    { title: t.title, width: DIALOG_WIDTH },
  );
}
