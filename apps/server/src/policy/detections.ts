import type { Actor } from './actor';
import { inCustomerMode } from './customer-mode';
import { canReadCustomer, type CustomerFacts } from './customers';

/**
 * An analysis of a customer's photos follows the customer rule; one of detection-only photos
 * (no customer) is its requester's alone.
 */
export interface DetectionFacts {
  userId: number | null;
  /** The customer analysed, or null for detection-only photos. */
  customer: CustomerFacts | null;
}

export function canReadDetection(actor: Actor, detection: DetectionFacts): boolean {
  return detection.customer
    ? canReadCustomer(actor, detection.customer)
    : detection.userId === actor.id && !inCustomerMode(actor);
}
