import { AppError } from '../../http/app-error';
import { canAccessCustomer, type Actor } from '../../policy/access-policy';
import type { CustomerDbRow, CustomersRepository } from './customers.repository';

/**
 * Loads a customer the actor may access, or answers 404 whether it does not exist or belongs
 * to someone else, so that ids of other companies' customers cannot be confirmed.
 */
export async function loadAccessibleCustomer(
  customers: CustomersRepository,
  actor: Actor,
  customerId: number,
): Promise<CustomerDbRow> {
  const customer = await customers.findById(customerId);
  if (!customer) throw new AppError('NOT_FOUND');
  const bound = await customers.isBound(customer.id, actor.id);
  if (!canAccessCustomer(actor, customer, bound)) throw new AppError('NOT_FOUND');
  return customer;
}
