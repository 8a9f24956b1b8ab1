import { AUDIT_PAGE_SIZE, apiRoutes } from '@skinscope/contracts';
import type { AuditAction, AuditEntry } from '@skinscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { pagedBy } from '../../../lib/api/paging';

export interface AuditFilter {
  action?: AuditAction;
  /** ISO instants, both inclusive. */
  from?: string;
  to?: string;
  /** Every search is a new one: searching again shows what happened since. */
  serial: number;
}

/** `GET /api/audit?action=&from=&to=&begin=&length=`: admin only, newest first. */
function getAudit(filter: AuditFilter, page: number, signal?: AbortSignal): Promise<AuditEntry[]> {
  return apiCall(
    apiRoutes.audit,
    {
      query: {
        action: filter.action,
        from: filter.from,
        to: filter.to,
        begin: page * AUDIT_PAGE_SIZE,
        length: AUDIT_PAGE_SIZE,
      },
    },
    { signal },
  );
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    queryFn: ({ pageParam, signal }) => getAudit(filter, pageParam, signal),
    ...pagedBy(AUDIT_PAGE_SIZE),
  });
}
