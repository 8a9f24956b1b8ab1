import { CustomerRowSchema } from '@skinscope/contracts';
import type { CustomerRow, RegisterCustomerInput } from '@skinscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** `POST /server/recCustomer` (spec §7): registers a member; a known phone answers 409. */
export function registerCustomer(request: RegisterCustomerInput): Promise<CustomerRow> {
  return apiRequest('/server/recCustomer', {
    method: 'POST',
    body: request,
    schema: CustomerRowSchema,
  });
}

export function useRegisterCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers', 'search'] }),
  });
}
