import { inTenant, isAdmin, type Actor, type Tenancy } from './actor';
import { canReadCustomer, type CustomerFacts } from './customers';
import { headsCompany } from './stores';

/**
 * Efficacy studies (issue 33). Defining a study, changing its protocol and reading its analysis
 * and report is for administrators and store managers (the account heading the company), within
 * their own company: a protocol decides what a brand may later claim. Enrolling a customer,
 * recording her study visits and withdrawing her is for whoever takes photos (canScan) in the
 * company, for a customer they may read.
 */
export function canRunStudies(actor: Actor): boolean {
  return isAdmin(actor) || headsCompany(actor);
}

/** A study of the actor's company that they may change and analyse. */
export function canManageStudy(actor: Actor, study: Tenancy): boolean {
  return canRunStudies(actor) && inTenant(actor, study);
}

/** The company's studies and their participants: those who run them and those who take photos. */
export function canSeeStudy(actor: Actor, study: Tenancy): boolean {
  return (canRunStudies(actor) || actor.canScan) && inTenant(actor, study);
}

/** Enrolling, recording a visit of, or withdrawing this customer in this study. */
export function canEnrolInStudy(
  actor: Actor,
  study: Tenancy,
  customer: CustomerFacts | null,
): boolean {
  return (
    actor.canScan && inTenant(actor, study) && customer !== null && canReadCustomer(actor, customer)
  );
}

/**
 * Taking a participant out of a study: staff who may enrol her, and those who run the study (a
 * withdrawal may reach the store manager rather than the counter).
 */
export function canWithdrawFromStudy(
  actor: Actor,
  study: Tenancy,
  customer: CustomerFacts | null,
): boolean {
  return canEnrolInStudy(actor, study, customer) || canManageStudy(actor, study);
}

/**
 * Issue 33 #6: sharing the aggregate report with the sponsor through a link (making, listing
 * and revoking links) is for who runs the study, as reading its analysis is. Opening a live link
 * needs no actor (`canOpenReportLink`).
 */
export function canShareStudyReport(actor: Actor, study: Tenancy): boolean {
  return canManageStudy(actor, study);
}
