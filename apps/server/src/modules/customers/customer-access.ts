import { AppError } from '../../http/app-error';
import { canReadCustomer, type Actor, type CustomerFacts } from '../../policy';
import type { CustomerDbRow, CustomersRepository } from '../../repositories/customers.repository';

export type CustomerRule = (actor: Actor, customer: CustomerFacts) => boolean;

/**
 * Gathers what the policy needs to know about a customer (its company, and whether it is bound
 * to the actor) and asks it. Services that act on a customer's data receive this, not the
 * customers repository.
 */
export function createCustomerAccess(customers: CustomersRepository) {
  async function factsOf(actor: Actor, row: CustomerDbRow): Promise<CustomerFacts> {
    return {
      id: row.id,
      scope: row.scope,
      ownerId: row.ownerId,
      boundToActor: await customers.isBound(row.id, actor.id),
    };
  }

  return {
    /**
     * The customer if `rule` (by default: may read) allows the actor; 404 whether it does not
     * exist or belongs to someone else, so that ids of other companies cannot be confirmed.
     */
    async load(
      actor: Actor,
      customerId: number,
      rule: CustomerRule = canReadCustomer,
    ): Promise<CustomerDbRow> {
      const row = await customers.findById(customerId);
      if (!row || !rule(actor, await factsOf(actor, row))) throw new AppError('NOT_FOUND');
      return row;
    },

    /** The policy's facts about a customer, or null when it does not exist. */
    async facts(actor: Actor, customerId: number): Promise<CustomerFacts | null> {
      const row = await customers.findById(customerId);
      return row ? factsOf(actor, row) : null;
    },
  };
}

export type CustomerAccess = ReturnType<typeof createCustomerAccess>;
