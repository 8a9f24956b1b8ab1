import { tenantOf, type Actor, type Tenancy } from './actor';

/**
 * Issue 33 #5, outcomes per care plan: what a caller sees beside the recommendation screens.
 * Every staff member who consults sees them (the route is closed in 顾客模式: the figures are
 * the salon's, not the customer's): their company's customers, and those of their own store
 * (a customer's store is the one she belongs to). Only counts leave the server, never a
 * customer.
 */
export function careOutcomesReach(actor: Actor): { company: Tenancy; storeId: number | null } {
  return { company: tenantOf(actor), storeId: actor.storeId };
}
