import type { Scope } from '@skinscope/contracts';
import type { Actor } from '../http/request-actor';

export type { Actor };

/** A company: customers, stores and cases belong to one (scope + owner id). */
export interface Tenancy {
  scope: Scope;
  ownerId: number;
}

/** A company user id, when present, stands for the user in customer, store and record data. */
export function ownerIdOf(actor: Pick<Actor, 'id' | 'companyUserId'>): number {
  return actor.companyUserId ?? actor.id;
}

/** The company an actor works for; what they create belongs to it. */
export function tenantOf(actor: Actor): Tenancy {
  return { scope: actor.scope, ownerId: ownerIdOf(actor) };
}

export function isAdmin(actor: Actor): boolean {
  return actor.role === 'admin';
}

export function inTenant(actor: Actor, tenancy: Tenancy): boolean {
  return tenancy.scope === actor.scope && tenancy.ownerId === ownerIdOf(actor);
}
