import { inTenant, type Actor, type Tenancy } from './actor';

/** Excellent cases (spec §6) belong to a company; their photos live in its case folder. */
export type CaseFacts = Tenancy;

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

/**
 * Editing or deleting a case: spec §6 gives that right to every user with canUpload in the
 * case's company (DECISIONS "Excellent cases"), not only to its author.
 */
export function canEditCase(actor: Actor, item: CaseFacts): boolean {
  return canUploadCases(actor) && canReadCase(actor, item);
}
