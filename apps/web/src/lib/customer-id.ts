import { SKINWORKER_PREFIX } from '@skinscope/contracts';
import type { Scope } from '@skinscope/contracts';

/**
 * Spec §6: for scope skinworker the customer id travels prefixed with the scope name
 * (`skinworker42`) when a remark is updated or a record saved; the server accepts both forms.
 */
export function customerIdForWire(customerId: number, scope: Scope): string | number {
  return scope === SKINWORKER_PREFIX ? `${SKINWORKER_PREFIX}${customerId}` : customerId;
}
