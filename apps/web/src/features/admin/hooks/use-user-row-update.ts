import type { UserListRow } from '@skinscope/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usersQueryKey } from '../api/get-users';
import type { UserSearch } from '../api/get-users';

export type UserRowPatch = Partial<Omit<UserListRow, 'id'>>;

/** Spec §4: after a successful change the list flips the row locally, without reloading. */
export function useUserRowUpdate(search: UserSearch) {
  const queryClient = useQueryClient();
  return useCallback(
    (userId: number, patch: UserRowPatch) => {
      queryClient.setQueryData<InfiniteData<UserListRow[], number>>(
        usersQueryKey(search),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) =>
              page.map((row) => (row.id === userId ? { ...row, ...patch } : row)),
            ),
          },
      );
    },
    [queryClient, search],
  );
}
