import { TOKEN_CHECK_KEY, apiRoutes } from '@skinscope/contracts';
import type { TokenCheckResponse, User } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type TokenOwner = Pick<User, 'id' | 'scope'>;

/** `GET /server/getRecCustomerByKey` (spec §7): the query screen's check that the token is good. */
function checkToken(user: TokenOwner): Promise<TokenCheckResponse> {
  return apiCall(apiRoutes.checkToken, {
    query: { userId: user.id, scope: user.scope, key: TOKEN_CHECK_KEY },
  });
}

/** Runs on every entry to the query screen (nothing cached), never retried: failure = logout. */
export function useTokenCheck(user: TokenOwner) {
  return useQuery({
    queryKey: ['token-check', user.id, user.scope],
    queryFn: () => checkToken(user),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
