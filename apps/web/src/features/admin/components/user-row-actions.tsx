import type { User, UserListRow } from '@skinscope/contracts';
import { Button, Popconfirm } from 'antd';
import { openStaffCustomers } from '../../../components/customer-authorization/open-customer-authorization';
import { toast, toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useActivateUser } from '../api/activate-user';
import { useForbidUser } from '../api/forbid-user';
import { useSetUserScan } from '../api/set-user-scan';
import { useSetUserUpload } from '../api/set-user-upload';
import { useUnlockUser } from '../api/unlock-user';
import type { UserRowPatch } from '../hooks/use-user-row-update';
import { openCompanyDialog } from './company-dialog';

// Several link actions share a table cell: narrower than antd's small-button padding.
const ROW_ACTION_STYLES = { root: { paddingInline: 4 } };
import { openStoreBindingDialog } from './store-binding-dialog';

const t = zhCN.users;

interface UserRowActionsProps {
  row: UserListRow;
  onChange: (userId: number, patch: UserRowPatch) => void;
}

/** Spec §2/§4 user/list row actions; each flips the row after the server agreed. */
export function UserRowActions({ row, onChange }: UserRowActionsProps) {
  const scan = useSetUserScan();
  const upload = useSetUserUpload();
  const forbid = useForbidUser();
  const activate = useActivateUser();
  const unlock = useUnlockUser();
  const busy =
    scan.isPending ||
    upload.isPending ||
    forbid.isPending ||
    activate.isPending ||
    unlock.isPending;

  const done = (message: string) => ({
    onSuccess: (user: User) => {
      onChange(row.id, { canScan: user.canScan, canUpload: user.canUpload, forbid: user.forbid });
      toast(message, 'success');
    },
    onError: toastError,
  });

  const openStore = () => void openStoreBindingDialog(row, (patch) => onChange(row.id, patch));
  const openCompany = async () => {
    const patch = await openCompanyDialog(row);
    if (patch) onChange(row.id, patch);
  };

  return (
    <div className="user-row-actions">
      <Button
        type="link"
        size="small"
        styles={ROW_ACTION_STYLES}
        disabled={busy}
        onClick={() => scan.mutate({ userId: row.id, canScan: !row.canScan }, done(t.changed))}
      >
        {row.canScan ? t.refuseScan : t.allowScan}
      </Button>
      <Button
        type="link"
        size="small"
        styles={ROW_ACTION_STYLES}
        disabled={busy}
        onClick={() =>
          upload.mutate({ userId: row.id, canUpload: !row.canUpload }, done(t.changed))
        }
      >
        {row.canUpload ? t.refuseUpload : t.allowUpload}
      </Button>
      {row.forbid ? (
        <Button
          type="link"
          size="small"
          styles={ROW_ACTION_STYLES}
          disabled={busy}
          onClick={() => activate.mutate(row.id, done(t.enabled))}
        >
          {t.enable}
        </Button>
      ) : (
        <Popconfirm
          title={t.disableConfirm}
          onConfirm={() => forbid.mutate(row.id, done(t.disabled))}
        >
          <Button type="link" size="small" styles={ROW_ACTION_STYLES} danger disabled={busy}>
            {t.disable}
          </Button>
        </Popconfirm>
      )}
      {row.lockedUntil && (
        <Button
          type="link"
          size="small"
          styles={ROW_ACTION_STYLES}
          disabled={busy}
          onClick={() =>
            unlock.mutate(row.id, {
              onSuccess: () => {
                onChange(row.id, { lockedUntil: null });
                toast(t.unlocked, 'success');
              },
              onError: toastError,
            })
          }
        >
          {t.unlock}
        </Button>
      )}
      <Button type="link" size="small" styles={ROW_ACTION_STYLES} onClick={openStore}>
        {t.bindStore}
      </Button>
      <Button
        type="link"
        size="small"
        styles={ROW_ACTION_STYLES}
        onClick={() => void openCompany()}
      >
        {t.setCompany}
      </Button>
      <Button
        type="link"
        size="small"
        styles={ROW_ACTION_STYLES}
        onClick={() =>
          void openStaffCustomers({ userId: row.id, userName: row.fullName ?? row.mobile })
        }
      >
        {t.authorizeCustomers}
      </Button>
    </div>
  );
}
