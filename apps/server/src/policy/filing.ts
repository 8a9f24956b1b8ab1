import { isAdmin, type Actor } from './actor';

/**
 * Issue 34 #4: the filing threshold is the installation's duty, so its counts (of every company)
 * are for administrators, as the audit log is. Counts only: no customer is named.
 */
export function canReadFilingStatus(actor: Actor): boolean {
  return isAdmin(actor);
}
