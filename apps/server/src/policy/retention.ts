import { isAdmin, tenantOf, type Actor, type Tenancy } from './actor';
import { canReadCustomer, type CustomerFacts } from './customers';

/**
 * Retention (issue 34 #2, DECISIONS §111): the period after which photos and analyses are
 * deleted, the dry run and what was deleted are for administrators of the company, as export
 * and erasure are: the period decides deletions.
 */
export function canManageRetention(actor: Actor): boolean {
  return isAdmin(actor);
}

/** Whose retention an actor reads and changes: always their own company's. */
export function retentionCompanyOf(actor: Actor): Tenancy {
  return tenantOf(actor);
}

/** A customer in the dry run is named only to those the customer rule lets read her. */
export function canSeeRetentionName(actor: Actor, customer: CustomerFacts): boolean {
  return canReadCustomer(actor, customer);
}
