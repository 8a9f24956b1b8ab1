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
  /** The customer and the policy's facts about her, or undefined when she does not exist. */
  async function read(actor: Actor, customerId: number) {
    const found = await customers.findWithBinding(customerId, actor.id);
    if (!found) return undefined;
    const { customer } = found;
    const facts: CustomerFacts = {
      id: customer.id,
      scope: customer.scope,
      ownerId: customer.ownerId,
      boundToActor: found.boundToUser,
    };
    return { customer, facts };
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
      const found = await read(actor, customerId);
      if (!found || !rule(actor, found.facts)) throw new AppError('NOT_FOUND');
      return found.customer;
    },

    /** The policy's facts about a customer, or null when it does not exist. */
    async facts(actor: Actor, customerId: number): Promise<CustomerFacts | null> {
      return (await read(actor, customerId))?.facts ?? null;
    },
  };
}

export type CustomerAccess = ReturnType<typeof createCustomerAccess>;
