import { apiRoutes } from '@skinscope/contracts';
import type { ScanRecord } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** `GET /api/customer/record/{recordId}`: one record with its consultation (issue 17 #24). */
function getRecord(recordId: number): Promise<ScanRecord> {
  return apiCall(apiRoutes.record, { params: { recordId } });
}

export function useRecord(recordId: number) {
  return useQuery({
    queryKey: ['customers', 'record', recordId],
    queryFn: () => getRecord(recordId),
  });
}
