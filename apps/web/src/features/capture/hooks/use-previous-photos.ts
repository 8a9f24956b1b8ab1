import type { Scope } from '@skinscope/contracts';
import { useMemo } from 'react';
import { useRecords } from '../../../lib/api/records';
import { previousPartPhotos } from '../lib/previous-photos';
import type { CurrentVisit, PreviousPhotos } from '../lib/previous-photos';

/**
 * The previous visit's photos of `part` (issue 19 #4), from the customer's visits as the customer
 * screens already read them (`GET /api/customer/record`, drafts left out): no endpoint of its own.
 */
export function usePreviousPhotos(
  customer: { id: number; scope: Scope | undefined } | null,
  part: string | null,
  current: CurrentVisit,
): PreviousPhotos | null {
  const records = useRecords(customer?.id, customer?.scope);
  const { recordId, created } = current;
  return useMemo(
    () => (records.data ? previousPartPhotos(records.data, part, { recordId, created }) : null),
    [records.data, part, recordId, created],
  );
}
