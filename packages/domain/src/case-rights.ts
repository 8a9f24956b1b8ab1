import type { Scope } from '@skinscope/contracts';

/** Who a case-library rule is about: the signed-in user (web) or the actor (server). */
export interface CaseLibraryUser {
  scope: Scope;
  canUpload: boolean;
}

/**
 * The case library is for staff of a company: self-registered (pubdom) accounts belong to none,
 * so spec §2 hides its icons from them and the server refuses them.
 */
export function usesCaseLibrary(user: Pick<CaseLibraryUser, 'scope'>): boolean {
  return user.scope !== 'pubdom';
}

/**
 * Spec §6 and DECISIONS "Excellent cases": canUpload gives upload, edit and delete of every case
 * of one's company, not only one's own (issue 29 #15). The server's policy and the web's case
 * cards read this one rule; the library only ever lists the company's own cases.
 */
export function managesCases(user: CaseLibraryUser): boolean {
  return usesCaseLibrary(user) && user.canUpload;
}
