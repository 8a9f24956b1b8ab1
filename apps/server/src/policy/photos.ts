import type { PhotoKey } from '@skinscope/contracts';
import { inTenant, type Actor } from './actor';
import { canUploadCases, canUseCaseLibrary } from './cases';
import { inCustomerMode } from './customer-mode';
import { canConsultCustomer, canReadCustomer, type CustomerFacts } from './customers';

/**
 * Who may read or store a photo, by the kind of its key. A customer's photo follows the customer
 * rule (the caller looks the customer up: `customer` is null when it does not exist); a
 * detection-only photo is its uploader's alone; a case photo belongs to its company's folder.
 * In 顾客模式 only her own photos (issue 29 #5).
 */
export function canReadPhoto(actor: Actor, key: PhotoKey, customer: CustomerFacts | null): boolean {
  if (key.kind !== 'img' && inCustomerMode(actor)) return false;
  switch (key.kind) {
    case 'img':
      return customer !== null && canReadCustomer(actor, customer);
    case 'sos':
      return key.userId === actor.id;
    case 'case':
      return canUseCaseLibrary(actor) && inTenant(actor, key);
  }
}

export function canStorePhoto(
  actor: Actor,
  key: PhotoKey,
  customer: CustomerFacts | null,
): boolean {
  if (key.kind !== 'img' && inCustomerMode(actor)) return false;
  switch (key.kind) {
    case 'img':
      return customer !== null && canConsultCustomer(actor, customer);
    case 'sos':
      return key.userId === actor.id && actor.canScan;
    case 'case':
      return canUploadCases(actor) && inTenant(actor, key);
  }
}
