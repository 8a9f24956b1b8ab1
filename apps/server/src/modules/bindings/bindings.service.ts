import type {
  BindCustomerBody,
  BindResult,
  BoundUser,
  LinkedUser,
  LinkedUsersQuery,
  UnbindCustomerBody,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canListColleaguesOf,
  canManageCustomerBindings,
  isOwnCompanyCustomer,
  requireAllowed,
  tenantOf,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import type { CustomerAccess } from '../customers/customer-access';
import type { CustomerDbRow } from '../../repositories/customers.repository';

export interface BindingsDeps {
  bindings: Repositories['bindings'];
  access: CustomerAccess;
  transact: Transact;
}

const nameOf = (user: { fullName: string | null; mobile: string }) => user.fullName || user.mobile;

/**
 * Customer-to-staff authorisation (spec §2 dialogs, §6). Only staff of the customer's own company
 * in scope reach manage it (a third party's binding does not let it bind others); the staff who
 * can be authorised are colleagues and the third parties bound to the customer's store.
 */
export function createBindingsService(deps: BindingsDeps) {
  async function ownCustomer(
    actor: Actor,
    customerId: number,
    telephone?: string,
  ): Promise<CustomerDbRow> {
    const customer = await deps.access.load(actor, customerId, isOwnCompanyCustomer);
    requireAllowed(canManageCustomerBindings(actor, customer));
    if (telephone && telephone !== customer.mobile) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ field: 'customerTelephone', message: '顾客手机号不匹配' }],
      });
    }
    return customer;
  }

  async function requireBindable(
    actor: Actor,
    customer: CustomerDbRow,
    userId: number,
  ): Promise<void> {
    const colleagues = await deps.bindings.colleaguesOf(tenantOf(actor), actor.id);
    const thirdParties = customer.storeId ? await deps.bindings.usersOfStore(customer.storeId) : [];
    if (![...colleagues, ...thirdParties].some((user) => user.id === userId))
      throw new AppError('NOT_FOUND');
  }

  return {
    async bind(
      actor: Actor,
      userId: number,
      body: BindCustomerBody,
      context: RequestContext,
    ): Promise<BindResult> {
      const customer = await ownCustomer(actor, body.customerId, body.customerTelephone);
      await requireBindable(actor, customer, userId);
      await deps.transact(async ({ bindings, audit }) => {
        await bindings.bind(customer.id, userId, actor.id);
        await audit.record({
          action: 'customer.bound',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customer.id },
          details: { userId },
        });
      });
      return { result: 1 };
    },

    async unbind(
      actor: Actor,
      userId: number,
      body: UnbindCustomerBody,
      context: RequestContext,
    ): Promise<BindResult> {
      const customer = await ownCustomer(actor, body.customerId, body.customerTelephone);
      await deps.transact(async ({ bindings, audit }) => {
        await bindings.unbind(customer.id, userId);
        await audit.record({
          action: 'customer.unbound',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customer.id },
          details: { userId },
        });
      });
      return { result: 2 };
    },

    /** Third-party dialog: staff linked to the customer's store, and whether each is authorised. */
    async linkedUsers(actor: Actor, query: LinkedUsersQuery): Promise<LinkedUser[]> {
      const customer = await ownCustomer(actor, query.customerId, query.customerTelephone);
      const storeId = customer.storeId;
      if (!storeId || (query.storeId !== undefined && query.storeId !== storeId)) return [];
      const bound = await deps.bindings.boundUserIds(customer.id);
      const users = await deps.bindings.usersOfStore(storeId);
      return users.map((user) => ({
        userId: user.id,
        userName: nameOf(user),
        storeName: user.storeName,
        bind: bound.has(user.id),
      }));
    },

    /** Customer-to-staff dialog: the colleagues the actor can choose from. */
    async bindableUsers(actor: Actor, userId: number | undefined): Promise<BoundUser[]> {
      requireAllowed(canListColleaguesOf(actor, userId ?? actor.id));
      const colleagues = await deps.bindings.colleaguesOf(tenantOf(actor), actor.id);
      return colleagues.map((user) => ({ userId: user.id, userName: nameOf(user) }));
    },
  };
}

export type BindingsService = ReturnType<typeof createBindingsService>;
