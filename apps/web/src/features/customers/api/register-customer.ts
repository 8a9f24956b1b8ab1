import { apiRoutes } from '@skinscope/contracts';
import type { CustomerRow, RouteInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** The new member's fields as the register form sends them. */
export type RegisterCustomerBody = RouteInput<typeof apiRoutes.registerCustomer>['body'];

/** `POST /server/recCustomer` (spec §7): registers a member; a known phone answers 409. */
function registerCustomer(request: RegisterCustomerBody): Promise<CustomerRow> {
  return apiCall(apiRoutes.registerCustomer, { body: request });
}

export function useRegisterCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers', 'search'] }),
  });
}
