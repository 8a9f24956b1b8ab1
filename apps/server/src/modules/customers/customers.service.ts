import { createHash } from 'node:crypto';
import {
  CONSENT_TEXTS,
  isConsentVersion,
  type Consent,
  type CustomerRow,
  type CustomerSearchQuery,
  type RegisterCustomerRequest,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canFileCustomersUnder,
  customerVisibility,
  requireCanScan,
  tenantOf,
  type Actor,
} from '../../policy';
import type { Repositories } from '../../repositories';
import type { CustomerAccess } from './customer-access';

export interface CustomersDeps {
  customers: Repositories['customers'];
  stores: Repositories['stores'];
  access: CustomerAccess;
  audit: Repositories['audit'];
  now: () => Date;
}

export function createCustomersService(deps: CustomersDeps) {
  /** A new customer may be filed under a store of the staff member's company, or their own store. */
  async function requireUsableStore(actor: Actor, storeId: number): Promise<void> {
    const store = await deps.stores.findById(storeId);
    if (!store || !canFileCustomersUnder(actor, store)) {
      throw new AppError('VALIDATION_FAILED', {
        issues: [{ field: 'storeId', message: '请选择合作门店' }],
      });
    }
  }

  return {
    async search(actor: Actor, query: CustomerSearchQuery): Promise<CustomerRow[]> {
      requireCanScan(actor);
      return deps.customers.search(customerVisibility(actor), query);
    },

    async get(actor: Actor, customerId: number): Promise<CustomerRow> {
      await deps.access.load(actor, customerId);
      const row = await deps.customers.findRow(customerId);
      if (!row) throw new AppError('NOT_FOUND');
      return row;
    },

    /** Registers a member in the tenant of the staff member (the body's scope and user id are theirs). */
    async register(
      actor: Actor,
      body: RegisterCustomerRequest,
      context: RequestContext,
    ): Promise<CustomerRow> {
      requireCanScan(actor);
      await requireUsableStore(actor, body.storeId);
      const tenant = tenantOf(actor);
      if (await deps.customers.existsInTenant(tenant.scope, tenant.ownerId, body.mobile)) {
        throw new AppError('CUSTOMER_EXISTS', {
          issues: [{ field: 'mobile', message: '该手机号的会员已存在' }],
        });
      }
      const created = await deps.customers.insert({
        fullName: body.fullName,
        mobile: body.mobile,
        nickname: body.nickName || null,
        gender: body.gender,
        age: body.age ?? null,
        storeId: body.storeId,
        ...tenant,
        createdBy: actor.id,
      });
      await deps.audit.record({
        action: 'customer.registered',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: created.id },
      });
      return this.get(actor, created.id);
    },

    async updateRemark(
      actor: Actor,
      customerId: number,
      remark: string,
      context: RequestContext,
    ): Promise<void> {
      await deps.access.load(actor, customerId);
      await deps.customers.update(customerId, { remark, updatedAt: deps.now() });
      await deps.audit.record({
        action: 'customer.remark_updated',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: customerId },
      });
    },

    /** Records which consent text the customer agreed to, with the hash of its exact wording. */
    async recordConsent(
      actor: Actor,
      customerId: number,
      version: string,
      context: RequestContext,
    ): Promise<Consent> {
      await deps.access.load(actor, customerId);
      if (!isConsentVersion(version)) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'version', message: '未知的知情同意书版本' }],
        });
      }
      const textHash = createHash('sha256').update(CONSENT_TEXTS[version]).digest('hex');
      const row = await deps.customers.addConsent({
        customerId,
        staffId: actor.id,
        version,
        textHash,
      });
      await deps.audit.record({
        action: 'customer.consent',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: customerId },
        details: { version },
      });
      return { id: row.id, version: row.version, created: row.createdAt.toISOString() };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
