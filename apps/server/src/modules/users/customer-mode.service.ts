import { AppError } from '../../http/app-error';
import type { Authenticated } from '../../http/request-actor';
import type { RequestContext } from '../../http/request-context';
import { canEnterCustomerMode, type Actor } from '../../policy';
import type { Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';

export interface CustomerModeDeps {
  access: CustomerAccess;
  transact: Transact;
  /** The staff member's own password, with the profile's hourly ceiling of wrong guesses. */
  checkPassword: (actor: Actor, password: string) => Promise<void>;
}

/**
 * 顾客模式 on the server (issue 29 #5): the session itself is handed to one customer, so the
 * policy refuses everything but her consultation and results for its token, whatever the
 * browser shows or is asked to do; only the staff member's password takes it back.
 */
export function createCustomerModeService(deps: CustomerModeDeps) {
  return {
    /** Hands the session to a customer the staff member may read (404 otherwise). */
    async enter(
      { actor, sessionId }: Authenticated,
      customerId: number,
      context: RequestContext,
    ): Promise<void> {
      if (!canEnterCustomerMode(actor)) throw new AppError('CUSTOMER_MODE');
      await deps.access.load(actor, customerId);
      await deps.transact(async ({ sessions, audit }) => {
        await sessions.setCustomerMode(sessionId, customerId);
        await audit.record({
          action: 'account.customer_mode_entered',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customerId },
        });
      });
    },

    /** Takes the session back: the signed-in staff member's password, checked here. */
    async leave(
      { actor, sessionId }: Authenticated,
      password: string,
      context: RequestContext,
    ): Promise<void> {
      await deps.checkPassword(actor, password);
      if (actor.customerMode === null) return;
      await deps.transact(async ({ sessions, audit }) => {
        await sessions.setCustomerMode(sessionId, null);
        await audit.record({
          action: 'account.customer_mode_left',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: actor.customerMode! },
        });
      });
    },
  };
}

export type CustomerModeService = ReturnType<typeof createCustomerModeService>;
