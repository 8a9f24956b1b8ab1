import { apiRoutes } from '@skinscope/contracts';
import type { DataRequestKind, MyData } from '@skinscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

const myDataKey = (token: string) => ['my-data', token] as const;

/** `GET /api/public/my-data/{token}` (issue 34 #1): what is stored about her, without sign-in. */
export function useMyData(token: string) {
  return useQuery({
    queryKey: myDataKey(token),
    queryFn: (): Promise<MyData> => apiCall(apiRoutes.myData, { params: { token } }),
    // A revoked or expired link stays so; asking again only spends the address's allowance.
    retry: false,
  });
}

/** `POST /api/public/my-data/{token}/requests`: her request, then her page read again. */
export function useCreateMyDataRequest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DataRequestKind) =>
      apiCall(apiRoutes.createMyDataRequest, { params: { token }, body: { kind } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myDataKey(token) }),
  });
}
