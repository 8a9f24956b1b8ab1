import type { Scope } from '@skinscope/contracts';
import { isAdmin, ownerIdOf, type Actor } from './actor';

export interface StoreFacts {
  id: number;
  scope: Scope;
  companyUserId: number | null;
  archived: boolean;
}

function isCompanyStore(actor: Actor, store: StoreFacts): boolean {
  return store.scope === actor.scope && store.companyUserId === ownerIdOf(actor);
}

/** A new customer may be filed under a live store of the actor's company, or the actor's own store. */
export function canFileCustomersUnder(actor: Actor, store: StoreFacts): boolean {
  if (store.archived) return false;
  return isCompanyStore(actor, store) || store.id === actor.storeId || isAdmin(actor);
}

/**
 * Issue 17 #16: an account heads a company when it has no company of its own and is not a
 * self-registered pubdom account; stores and staff are given only such companies.
 */
export function headsCompany(user: { scope: Scope; companyUserId: number | null }): boolean {
  return user.companyUserId === null && user.scope !== 'pubdom';
}

/** Creating, editing and archiving stores. */
export function canManageStores(actor: Actor): boolean {
  return isAdmin(actor);
}

/**
 * Which stores a list may show: staff ask about their own company (spec §6: the company user id
 * stands for the user); naming another company or scope is for administrators.
 */
export function canListStoresOf(
  actor: Actor,
  request: {
    companyUserId?: number | undefined;
    scope?: Scope | undefined;
    userId?: number | undefined;
  },
): boolean {
  const own =
    (request.companyUserId === undefined || request.companyUserId === ownerIdOf(actor)) &&
    (request.scope === undefined || request.scope === actor.scope) &&
    (request.userId === undefined || request.userId === actor.id);
  return own || isAdmin(actor);
}

/**
 * The company and scope a company's store list is about: what the request names, else the
 * actor's own (spec §6: the company user id stands for the user). Ask `canListStoresOf` first.
 */
export function storeListCompanyOf(
  actor: Actor,
  request: { companyUserId?: number | undefined; scope?: Scope | undefined },
): { scope: Scope; companyUserId: number } {
  return {
    scope: request.scope ?? actor.scope,
    companyUserId: request.companyUserId ?? ownerIdOf(actor),
  };
}

/**
 * The stores `GET /api/store` shows: all of them (archived too, on request) to administrators;
 * to staff their own company's live stores and the store they are bound to (a self-registered
 * third party has no company stores, only the store an administrator bound it to: issue 17).
 */
export function storesVisibleTo(actor: Actor): {
  company: { scope: Scope; companyUserId: number } | null;
  alsoStoreId: number | null;
  mayIncludeArchived: boolean;
} {
  return isAdmin(actor)
    ? { company: null, alsoStoreId: null, mayIncludeArchived: true }
    : {
        company: { scope: actor.scope, companyUserId: ownerIdOf(actor) },
        alsoStoreId: actor.storeId,
        mayIncludeArchived: false,
      };
}
