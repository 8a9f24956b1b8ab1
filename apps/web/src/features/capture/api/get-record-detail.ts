import { apiRoutes } from '@skinscope/contracts';
import type { RecordDetail } from '@skinscope/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/**
 * `GET /api/customer/{recordId}/detail` (DECISIONS): the record with its photos. Infinite
 * capture needs the record's customer (for the photo folder) and its detectList.
 */
function getRecordDetail(recordId: number): Promise<RecordDetail> {
  return apiCall(apiRoutes.recordDetail, { params: { recordId } });
}

export const recordDetailKey = (recordId: number) => ['capture', 'record-detail', recordId];

export function useRecordDetail(recordId: number | null) {
  return useQuery({
    queryKey: recordDetailKey(recordId ?? 0),
    queryFn: () => getRecordDetail(recordId ?? 0),
    enabled: recordId !== null,
    // Read afresh on arrival; later positions update it from each save's answer.
    staleTime: Infinity,
    gcTime: 0,
  });
}
