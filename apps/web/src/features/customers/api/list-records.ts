import { RecordSchema } from '@skinscope/contracts';
import type { Scope, ScanRecord } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const RecordsSchema = RecordSchema.array();

/** `GET /api/customer/record` (spec §7): a member's scan records, newest first. */
export function listRecords(customerId: number, scope: Scope | undefined): Promise<ScanRecord[]> {
  return apiRequest('/api/customer/record', {
    query: { recCustomerId: customerId, scope },
    schema: RecordsSchema,
  });
}

export function useCustomerRecords(customerId: number | undefined, scope: Scope | undefined) {
  return useQuery({
    queryKey: ['customers', 'records', customerId ?? 0, scope ?? null],
    queryFn: () => listRecords(customerId ?? 0, scope),
    enabled: customerId !== undefined,
  });
}
