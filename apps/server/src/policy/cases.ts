import { inTenant, isAdmin, ownerIdOf, type Actor, type Tenancy } from './actor';

/** Excellent cases (spec §6) belong to a company; their photos live in its case folder. */
export interface CaseFacts extends Tenancy {
  authorId: number | null;
}

/** The case library is hidden from pubdom users (header rule); the server refuses too. */
export function canUseCaseLibrary(actor: Actor): boolean {
  return actor.scope !== 'pubdom';
}

/** Spec §6: canUpload gates upload, edit and delete of cases. */
export function canUploadCases(actor: Actor): boolean {
  return canUseCaseLibrary(actor) && actor.canUpload;
}

export function canReadCase(actor: Actor, item: CaseFacts): boolean {
  return canUseCaseLibrary(actor) && inTenant(actor, item);
}

/** Editing or deleting a case: its author, or an administrator, of the same company. */
export function canEditCase(actor: Actor, item: CaseFacts): boolean {
  return (
    canUploadCases(actor) &&
    canReadCase(actor, item) &&
    (item.authorId === actor.id || isAdmin(actor))
  );
}

/** Case photos are filed by company: `case/{scope}-{ownerId}/…`. */
export function caseTenancyOf(actor: Actor): Tenancy {
  return { scope: actor.scope, ownerId: ownerIdOf(actor) };
}
