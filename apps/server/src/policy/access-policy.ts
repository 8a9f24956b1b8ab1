import type { Role, Scope } from '@skinscope/contracts';
import { AppError } from '../http/app-error';

/**
 * The one access-policy module (ARCHITECTURE §4). Services ask it; routes never decide access.
 * Later issues add the customer rules (same scope and owner id, or an explicit binding).
 */
export interface Actor {
  id: number;
  role: Role;
  scope: Scope;
  companyUserId: number | null;
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
