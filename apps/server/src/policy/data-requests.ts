import { inTenant, isAdmin, tenantOf, type Actor, type Tenancy } from './actor';
import { canReadCustomer, type CustomerFacts } from './customers';
import { canShareReports } from './report-links';
import { headsCompany } from './stores';

/**
 * Issue 34 #1: 我的数据. Sending a customer the link to her own data is for staff who may share
 * her report (canScan and may read her): the page lists her visits and who viewed her photos.
 */
export function canSendDataLink(actor: Actor, customer: CustomerFacts): boolean {
  return canShareReports(actor) && canReadCustomer(actor, customer);
}

/**
 * Her requests are her company's business: its staff see them (the counter, her page); a
 * third party bound to her reads her records but not her requests to the salon.
 */
export function canSeeDataRequests(actor: Actor, request: Tenancy): boolean {
  return inTenant(actor, request);
}

/** A customer's requests, on her page: her company's staff who may read her. */
export function canSeeCustomerDataRequests(actor: Actor, customer: CustomerFacts): boolean {
  return canReadCustomer(actor, customer) && canSeeDataRequests(actor, customer);
}

/**
 * Carrying a request out exports or erases her data. Administrators may do so at any time
 * (canExportOrEraseCustomers); store managers — the account heading the company, as for
 * calibrations and settings — may do it when she asked for it herself: the decision is hers,
 * and the store she visits should not wait on a head-office administrator for 15 working days.
 * Counter staff do not: an erasure cannot be undone.
 */
export function canCarryOutDataRequests(actor: Actor): boolean {
  return isAdmin(actor) || headsCompany(actor);
}

/** Carrying out one request: the right above, for a request of the actor's own company. */
export function canCarryOutDataRequest(actor: Actor, request: Tenancy): boolean {
  return canCarryOutDataRequests(actor) && inTenant(actor, request);
}

/**
 * Withdrawing a request with a reason she will read (she asked twice, or asked by mistake and
 * said so at the counter): any staff member of her company; nothing is deleted.
 */
export function canCancelDataRequest(actor: Actor, request: Tenancy): boolean {
  return canSeeDataRequests(actor, request);
}

/** Whose open requests the counter lists: the actor's company, narrowed to their store if bound. */
export function dataRequestsListedFor(actor: Actor): { company: Tenancy; storeId: number | null } {
  return { company: tenantOf(actor), storeId: actor.storeId };
}
