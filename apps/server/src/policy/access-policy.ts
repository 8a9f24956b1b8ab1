import type { Role, Scope } from '@skinscope/contracts';
import { AppError } from '../http/app-error';

/**
 * The one access-policy module (ARCHITECTURE §4). Services ask it; routes never decide access.
 * Later issues add the customer rules (same scope and owner id, or an explicit binding).
 */
export interface Actor {
  id: number;
  /** How the signed-in user is named on what they record (never taken from a request). */
  name: string;
  role: Role;
  scope: Scope;
  companyUserId: number | null;
  storeId: number | null;
  canScan: boolean;
  canUpload: boolean;
}

/** A company user id, when present, stands for the user in customer, store and record data. */
export function ownerIdOf(actor: Pick<Actor, 'id' | 'companyUserId'>): number {
  return actor.companyUserId ?? actor.id;
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === 'admin';
}

/** A user's rights are visible to that user and to administrators. */
export function canReadUserRights(actor: Actor, userId: number): boolean {
  return actor.id === userId || isAdmin(actor);
}

export function requireAdmin(actor: Actor): void {
  requireAllowed(isAdmin(actor));
}

export function requireAllowed(allowed: boolean): void {
  if (!allowed) throw new AppError('FORBIDDEN');
}

/** What the policy needs to know about a customer to decide who may see it. */
export interface CustomerTenancy {
  scope: Scope;
  ownerId: number;
}

/**
 * ARCHITECTURE §4: a customer (and everything under it) is visible to staff of the same scope
 * and owner id, or to staff an explicit authorisation binds to it. Callers answer 404 otherwise.
 */
export function canAccessCustomer(
  actor: Actor,
  customer: CustomerTenancy,
  boundToActor: boolean,
): boolean {
  return (customer.scope === actor.scope && customer.ownerId === ownerIdOf(actor)) || boundToActor;
}

/** The tenant a new customer joins: that of the staff member who registers it. */
export function tenantOf(actor: Actor): CustomerTenancy {
  return { scope: actor.scope, ownerId: ownerIdOf(actor) };
}

/** Spec §6: canScan gates customer search, registration and starting or redoing a check. */
export function requireCanScan(actor: Actor): void {
  if (!actor.canScan) throw new AppError('NOT_AUTHORIZED_TO_SCAN');
}

/** Issue 8: the case library is hidden from pubdom users (header rule), and the server refuses too. */
export function requireCaseLibrary(actor: Actor): void {
  requireAllowed(actor.scope !== 'pubdom');
}

/** Spec §6: canUpload gates upload, edit and delete of cases. */
export function requireCanUpload(actor: Actor): void {
  requireCaseLibrary(actor);
  if (!actor.canUpload) throw new AppError('NOT_AUTHORIZED_TO_UPLOAD');
}

/** Case photos are filed by company: `case/{scope}-{ownerId}/…`. */
export function caseFolderOf(actor: Actor): string {
  return `${actor.scope}-${ownerIdOf(actor)}`;
}

/** Editing or deleting a case: its author, or an administrator. */
export function canEditCase(actor: Actor, authorId: number | null): boolean {
  return authorId === actor.id || isAdmin(actor);
}
