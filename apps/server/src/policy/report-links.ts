import type { Actor } from './actor';
import { canReadCustomer, type CustomerFacts } from './customers';

/**
 * Issue 29 #2: a report link publishes a visit's microscope photos outside the salon, so
 * creating, listing and revoking links (a colleague's too) needs canScan, the right that runs
 * consultations; reading a customer is not enough (403 NOT_AUTHORIZED_TO_SHARE).
 */
export function canShareReports(actor: Actor): boolean {
  return actor.canScan;
}

/**
 * Issue 19 #3: sharing a finished visit with the customer herself is for staff who may share
 * reports and read that visit; a customer they may not read answers 404, as every customer read.
 * Consent on record is a separate condition, checked by the service.
 */
export function canShareCustomerReport(actor: Actor, customer: CustomerFacts): boolean {
  return canShareReports(actor) && canReadCustomer(actor, customer);
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
