import { apiRoutes } from '@skinscope/contracts';
import type { ScanRecord } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/customer/record/{recordId}` (DECISIONS): one scan record with its photos. */
export function getRecord(recordId: number): Promise<ScanRecord> {
  return apiCall(apiRoutes.record, { params: { recordId } });
}

export function useRecord(recordId: number | undefined) {
  return useQuery({
    queryKey: ['customers', 'record', recordId ?? 0],
    queryFn: () => getRecord(recordId ?? 0),
    enabled: recordId !== undefined,
  });
}
