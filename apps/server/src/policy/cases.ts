import { managesCases, usesCaseLibrary } from '@skinscope/domain';
import { inTenant, type Actor, type Tenancy } from './actor';

/** Excellent cases (spec §6) belong to a company; their photos live in its case folder. */
export type CaseFacts = Tenancy;

/** The case library is hidden from pubdom users (header rule); the server refuses too. */
export function canUseCaseLibrary(actor: Actor): boolean {
  return usesCaseLibrary(actor);
}

/** Spec §6: canUpload gates upload, edit and delete of cases (the web reads the same rule). */
export function canUploadCases(actor: Actor): boolean {
  return managesCases(actor);
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
