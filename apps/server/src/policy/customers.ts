import { inTenant, isAdmin, ownerIdOf, type Actor, type Tenancy } from './actor';
import { customerModeAllows } from './customer-mode';

/**
 * ARCHITECTURE §4: a customer (and everything under it: records, photos, remark, analyses) is
 * visible to staff of the same scope and owner id, or to staff an explicit authorisation binds
 * to it. Callers answer 404 otherwise, so ids of other companies' customers cannot be confirmed.
 */
export interface CustomerFacts extends Tenancy {
  id: number;
  /** Whether a customer-to-staff authorisation binds this customer to the actor. */
  boundToActor: boolean;
}

/** In 顾客模式, the one customer the session was handed to (issue 29 #5). */
export function canReadCustomer(actor: Actor, customer: CustomerFacts): boolean {
  return (
    customerModeAllows(actor, customer.id) && (inTenant(actor, customer) || customer.boundToActor)
  );
}

/** Consultation writes (records, photos, consent): visible and allowed to scan (spec §6). */
export function canConsultCustomer(actor: Actor, customer: CustomerFacts): boolean {
  return canReadCustomer(actor, customer) && actor.canScan;
}

/**
 * Correcting a member's name, phone, age or store (issue 17 #30): staff of her own company who
 * may scan, or an administrator of that company. A bound third party reads but does not edit.
 */
export function canEditCustomer(actor: Actor, customer: Tenancy): boolean {
  return inTenant(actor, customer) && (actor.canScan || isAdmin(actor));
}

/**
 * Customer-to-staff authorisation: only the customer's own company, in scope reach (spec §2), or
 * an administrator of that company; a bound third party does not bind others.
 */
export function canManageCustomerBindings(actor: Actor, customer: Tenancy): boolean {
  return inTenant(actor, customer) && (actor.scope === 'reach' || isAdmin(actor));
}

/** Whether the customer belongs to the actor's own company (not merely bound to the actor). */
export function isOwnCompanyCustomer(actor: Actor, customer: Tenancy): boolean {
  return inTenant(actor, customer);
}

/**
 * PIPL export and erasure are for administrators (403 for others), and then only of customers
 * they may see (404 otherwise, as every customer read).
 */
export function canExportOrEraseCustomers(actor: Actor): boolean {
  return isAdmin(actor);
}

/**
 * The customer rule as data, for lists: the repositories turn it into its two sides,
 * `scope = ? and owner_id = ?` and `exists (binding of user ?)`, query each and unite the rows
 * (customers.repository.ts visibilitySides).
 */
export interface CustomerVisibility {
  scope: Actor['scope'];
  ownerId: number;
  userId: number;
  /**
   * Whether the bindings side can match: false only when the actor is known to be bound to no
   * customer (issue 35 #1: the lists then leave that side out of their statements).
   */
  hasBindings: boolean;
}

export function customerVisibility(actor: Actor): CustomerVisibility {
  return {
    scope: actor.scope,
    ownerId: ownerIdOf(actor),
    userId: actor.id,
    hasBindings: actor.hasBindings !== false,
  };
}
