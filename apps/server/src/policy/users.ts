import type { Scope } from '@skinscope/contracts';
import { isAdmin, type Actor } from './actor';

/** A user's rights are visible to that user and to administrators. */
export function canReadUserRights(actor: Actor, userId: number): boolean {
  return actor.id === userId || isAdmin(actor);
}

/** Staff accounts (rights, disabling, stores, companies, holds) are managed by administrators. */
export function canManageUsers(actor: Actor): boolean {
  return isAdmin(actor);
}

/** The colleague list of another user is for administrators. */
export function canListColleaguesOf(actor: Actor, userId: number): boolean {
  return userId === actor.id || isAdmin(actor);
}

/** Spec §7 token check: the stored session names the signed-in user and scope. */
export function isOwnSession(actor: Actor, claimed: { userId: number; scope: Scope }): boolean {
  return claimed.userId === actor.id && claimed.scope === actor.scope;
}

/** Spec §6: only pubdom (self-registered) accounts are bound to a store as third parties. */
export function canBeBoundToStore(user: { scope: Scope }): boolean {
  return user.scope === 'pubdom';
}

/** Reading the audit log. */
export function canReadAudit(actor: Actor): boolean {
  return isAdmin(actor);
}
