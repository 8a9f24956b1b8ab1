import { inTenant, type Actor, type Tenancy } from './actor';
import { canCalibrateDevices } from './calibration';
import { canReadCustomer, type CustomerFacts } from './customers';

/**
 * Test-retest pairs (issue 32 #5). Taking one is capturing (canScan, requireCanCheck). Reading a
 * device's pairs, their photos and its repeatability card, the list of the company's devices,
 * and deleting a pair, is for those who look after the company's microscopes — administrators
 * and store managers (the account heading the company), as for calibrations — within their own
 * company only.
 */
export function canReadRetestPairs(actor: Actor): boolean {
  return canCalibrateDevices(actor);
}

/**
 * The counter overview's reminder of devices short of pairs (label, name, counts; no photo, no
 * customer): whoever may take a pair (canScan) or reads the cards, of their own company.
 */
export function canReadRetestReminders(actor: Actor): boolean {
  return actor.canScan || canReadRetestPairs(actor);
}

/** One stored pair: its company's device keepers may read and delete it. */
export function canManageRetestPair(actor: Actor, pair: Tenancy): boolean {
  return canReadRetestPairs(actor) && inTenant(actor, pair);
}

/** A pair may name a customer the actor may read (her consent to this purpose is checked too). */
export function canNameRetestCustomer(actor: Actor, customer: CustomerFacts | null): boolean {
  return customer !== null && canReadCustomer(actor, customer);
}
