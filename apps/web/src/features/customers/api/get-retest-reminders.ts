import { apiRoutes } from '@skinscope/contracts';
import type { RetestReminder } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/retest-reminders` (issue 32 #3): the company's microscopes in use and their pairs. */
function getRetestReminders(signal?: AbortSignal): Promise<RetestReminder[]> {
  return apiCall(apiRoutes.listRetestReminders, {}, { signal });
}

/** For staff who capture or look after the microscopes (the server refuses others). */
export function useRetestReminders(enabled: boolean) {
  return useQuery({
    queryKey: ['customers', 'retest-reminders'],
    queryFn: ({ signal }) => getRetestReminders(signal),
    enabled,
  });
}
