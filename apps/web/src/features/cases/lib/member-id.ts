import { SKINWORKER_PREFIX } from '@skinscope/contracts';
import type { Scope } from '@skinscope/contracts';

/**
 * Spec §2 example/face: for scope skinworker the record's customer id carries the scope name in
 * front (`skinworker42`, see lib/customer-id.ts); the member id is what follows its first 10
 * characters. Our server already answers plain numbers, which pass through unchanged.
 */
export function memberIdOf(customerId: number | string, scope: Scope): string {
  const id = String(customerId);
  return scope === SKINWORKER_PREFIX && id.startsWith(SKINWORKER_PREFIX)
    ? id.slice(SKINWORKER_PREFIX.length)
    : id;
}

/** The customer detail address a face-search card opens. */
export function memberDetailPath(customerId: number | string, scope: Scope): string {
  return `/query/detail/${memberIdOf(customerId, scope)}?scope=${scope}`;
}
