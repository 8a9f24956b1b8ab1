import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { toastError } from '../../../lib/notification';
import { zhCN } from '../locale';
import { useUsers } from '../api/get-users';
import type { UserSearch } from '../api/get-users';
import { useUserRowUpdate } from '../hooks/use-user-row-update';
import { AdminLayout } from './admin-layout';
import { ForbiddenResult } from './admin-only';
import { PublicUrlHint } from './public-url-hint';
import { LoadMore } from '../../../components/load-more/load-more';
import { UserSearchForm } from './user-search-form';
import type { UserSearchFields } from './user-search-form';
import { UserTable } from './user-table';

const t = zhCN.users;

function UserList({ search }: { search: UserSearch }) {
  const users = useUsers(search);
  const updateRow = useUserRowUpdate(search);

  // The role can be taken away while a page is open: the server's 403 is the last word.
  const forbidden = users.error instanceof ApiError && users.error.status === 403;
  useEffect(() => {
    if (users.isError && !forbidden) toastError(users.error);
  }, [users.isError, users.error, forbidden]);

  if (forbidden) return <ForbiddenResult />;
  const rows = users.data?.pages.flat() ?? [];
  return (
    <>
      <UserTable
        rows={rows}
        loading={users.isFetching && !users.isFetchingNextPage}
        onChange={updateRow}
      />
      <LoadMore query={users} count={rows.length} allLoadedText={zhCN.admin.allLoaded} />
    </>
  );
}

/** Spec §2 user/list (admin): search staff, grant rights, disable, bind a store, set company. */
export function UserListPage() {
  const [search, setSearch] = useState<UserSearch>({ name: '', mobile: '', serial: 0 });
  const onSearch = ({ name = '', mobile = '' }: UserSearchFields) =>
    setSearch((previous) => ({
      name: name.trim(),
      mobile: mobile.trim(),
      serial: previous.serial + 1,
    }));
  return (
    <AdminLayout section="users" title={t.title} subtitle={t.subtitle}>
      <PublicUrlHint />
      <UserSearchForm onSearch={onSearch} />
      <UserList search={search} />
    </AdminLayout>
  );
}
