import { RecordSchema } from '@skinscope/contracts';
import type { ScanRecord, Scope } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { customerIdForWire } from '../../../lib/customer-id';

const RecordsSchema = RecordSchema.array();

/** `GET /api/customer/record?recCustomerId&scope` (spec §7): the customer's records, newest first. */
export function listRecords(customerId: number, scope: Scope): Promise<ScanRecord[]> {
  return apiRequest('/api/customer/record', {
    query: { recCustomerId: customerIdForWire(customerId, scope), scope },
    schema: RecordsSchema,
  });
}

export function useRecords(customerId: number | undefined, scope: Scope) {
  return useQuery({
    queryKey: ['consultation', 'records', customerId ?? 0, scope],
    queryFn: () => listRecords(customerId ?? 0, scope),
    enabled: customerId !== undefined,
  });
}
