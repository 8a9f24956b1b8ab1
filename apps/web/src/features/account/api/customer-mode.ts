import { systemRoutes } from '@skinscope/contracts';
import type { PasswordCheck } from '@skinscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { enterCustomerMode, leaveCustomerMode } from '../../../lib/customer-mode';

/** `POST /api/account/customer-mode` (issue 29 #5): the session is handed to this customer. */
export function useEnterCustomerMode() {
  return useMutation({
    mutationFn: async (customerId: number) => {
      await apiCall(systemRoutes.enterCustomerMode, { body: { customerId } });
      return customerId;
    },
    onSuccess: (customerId) => enterCustomerMode(customerId),
  });
}

/** `POST /api/account/customer-mode/leave`: staff take the session back with their password. */
export function useLeaveCustomerMode() {
  return useMutation({
    mutationFn: async (body: PasswordCheck) => {
      await apiCall(systemRoutes.leaveCustomerMode, { body });
    },
    onSuccess: () => leaveCustomerMode(),
  });
}
