import { apiRoutes } from '@skinscope/contracts';
import type { CustomerRow, User } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type Searcher = Pick<User, 'id' | 'scope' | 'companyUserId'>;

const FIRST_PAGE = 20;
/** Digits search the phone; anything else the name. */
const PHONE_TEXT = /^\d+$/;

/** `GET /api/customer` (spec §7): the first customers of the company matching a name or phone. */
function findCustomers(searcher: Searcher, text: string, signal?: AbortSignal) {
  const phone = PHONE_TEXT.test(text);
  return apiCall(
    apiRoutes.searchCustomers,
    {
      query: {
        telephone: phone ? text : undefined,
        name: phone ? undefined : text,
        scope: searcher.scope,
        // Spec §6: a company user id stands for the user in customer searches.
        userId: searcher.companyUserId ?? searcher.id,
        begin: 0,
        length: FIRST_PAGE,
      },
    },
    { signal },
  );
}

export function useFoundCustomers(searcher: Searcher, text: string) {
  return useQuery<CustomerRow[]>({
    queryKey: ['customer-authorization', 'customers', text],
    queryFn: ({ signal }) => findCustomers(searcher, text, signal),
    enabled: text.length > 0,
  });
}
