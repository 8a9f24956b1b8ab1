import { AppError } from '../http/app-error';
import type { Actor } from './actor';

/**
 * 顾客模式 (issue 29 #5): staff hand the tablet to the customer during her consultation. The
 * session then reaches that one customer's consultation and results — the routes the route
 * table marks `customerMode`, and through them her data only — until staff leave the mode with
 * their password. It is the session's state on the server: a customer who reloads, types an
 * address or calls the API herself gets no further than the screens do.
 */
export function inCustomerMode(actor: Actor): boolean {
  return actor.customerMode !== null;
}

/** Whether the customer is reachable in the session's mode: any outside it, hers within it. */
export function customerModeAllows(actor: Actor, customerId: number): boolean {
  return actor.customerMode === null || actor.customerMode === customerId;
}

/** 403 CUSTOMER_MODE for a route not marked callable in 顾客模式, while the session is in it. */
export function requireCustomerModeAllowsRoute(actor: Actor, routeAllowed: boolean | undefined) {
  if (inCustomerMode(actor) && routeAllowed !== true) throw new AppError('CUSTOMER_MODE');
}

/** Entering: outside the mode only (inside, naming another customer would hand her over). */
export function canEnterCustomerMode(actor: Actor): boolean {
  return !inCustomerMode(actor);
}
