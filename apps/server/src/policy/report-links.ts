import type { Actor } from './actor';
import { canReadCustomer, type CustomerFacts } from './customers';

/**
 * Issue 19 #3: sharing a finished visit with the customer herself (creating, listing and
 * revoking her report links) is for staff who may read that visit; everyone else gets 404, as
 * for every customer read. Consent on record is a separate condition, checked by the service.
 */
export function canShareCustomerReport(actor: Actor, customer: CustomerFacts): boolean {
  return canReadCustomer(actor, customer);
}

/** A report link's state: what staff see in the list, and whether it opens. */
export function reportLinkStatus(
  link: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): 'active' | 'expired' | 'revoked' {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/**
 * The public report has no actor: holding a live link is the whole permission. A revoked or
 * expired link answers 404 at once, like a token that never existed.
 */
export function canOpenReportLink(
  link: { revokedAt: Date | null; expiresAt: Date },
  now: Date,
): boolean {
  return reportLinkStatus(link, now) === 'active';
}
