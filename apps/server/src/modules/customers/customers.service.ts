import {
  consentAgeGroup,
  isConsentVersion,
  maskMobile,
  type Consent,
  type ConsentRequest,
  type CounterOverview,
  type CustomerRow,
  type CustomerSearchQuery,
  type RegisterCustomerRequest,
  type UpdateCustomerRequest,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canEditCustomer,
  canFileCustomersUnder,
  customerVisibility,
  requireCanScan,
  tenantOf,
  type Actor,
} from '../../policy';
import type { Repositories } from '../../repositories';
import type { CustomerDbRow } from '../../repositories/customers.repository';
import { consentTextHash } from './consent-text';
import type { CustomerAccess } from './customer-access';

export interface CustomersDeps {
  customers: Repositories['customers'];
  stores: Repositories['stores'];
  access: CustomerAccess;
  audit: Repositories['audit'];
  now: () => Date;
  /** Issue 17 #31: days after a visit when a customer is due for a re-check. */
  recheckIntervalDays: number;
}

/** How many rows each list of the query page shows. */
const COUNTER_LIST_SIZE = { today: 20, recent: 8, due: 10 } as const;
const DAY_MS = 86_400_000;
/** The salon's calendar day is China Standard Time (UTC+8, no daylight saving), as elsewhere. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + CHINA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - CHINA_OFFSET_MS);
}

/** The fields that differ, by name (the audit records which fields changed, not their values). */
function changedFields(before: CustomerDbRow, body: UpdateCustomerRequest): string[] {
  return (['fullName', 'mobile', 'age', 'storeId'] as const).filter(
    (field) => before[field] !== body[field],
  );
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

    /**
     * Issue 17 #30: staff of the member's company correct her name, phone, age or store. The
     * phone stays unique in the company; the store must be one the staff member may use.
     */
    async update(
      actor: Actor,
      customerId: number,
      body: UpdateCustomerRequest,
      context: RequestContext,
    ): Promise<CustomerRow> {
      const before = await deps.access.load(actor, customerId);
      if (!canEditCustomer(actor, before)) throw new AppError('FORBIDDEN');
      if (body.storeId !== before.storeId) await requireUsableStore(actor, body.storeId);
      if (
        body.mobile !== before.mobile &&
        (await deps.customers.mobileTakenInTenant(
          before.scope,
          before.ownerId,
          body.mobile,
          customerId,
        ))
      ) {
        throw new AppError('CUSTOMER_EXISTS', {
          issues: [{ field: 'mobile', message: '该手机号已属于另一位会员' }],
        });
      }
      const fields = changedFields(before, body);
      if (fields.length > 0) {
        await deps.customers.update(customerId, { ...body, updatedAt: deps.now() });
        await deps.audit.record({
          action: 'customer.updated',
          actorId: actor.id,
          ip: context.ip,
          target: { type: 'customer', id: customerId },
          details: { fields },
        });
      }
      return this.get(actor, customerId);
    },

    /**
     * Issue 17 #31, the query page: today's visits, customers seen lately, and customers whose
     * latest visit is older than the re-check interval; all of customers the actor may see.
     */
    async counterOverview(actor: Actor): Promise<CounterOverview> {
      requireCanScan(actor);
      const visibility = customerVisibility(actor);
      const now = deps.now();
      const [today, recent, due] = await Promise.all([
        deps.customers.visitsSince(visibility, startOfChinaDay(now), COUNTER_LIST_SIZE.today),
        deps.customers.byLatestVisit(visibility, { limit: COUNTER_LIST_SIZE.recent }),
        deps.customers.byLatestVisit(visibility, {
          before: new Date(now.getTime() - deps.recheckIntervalDays * DAY_MS),
          limit: COUNTER_LIST_SIZE.due,
        }),
      ]);
      const customer = (row: (typeof recent)[number]) => ({
        ...row,
        mobile: maskMobile(row.mobile),
        lastVisit: row.lastVisit.toISOString(),
      });
      return {
        today: today.map((row) => ({ ...row, created: row.created.toISOString() })),
        recent: recent.map(customer),
        due: due.map(customer),
        recheckIntervalDays: deps.recheckIntervalDays,
      };
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
      if (await deps.customers.mobileTakenInTenant(tenant.scope, tenant.ownerId, body.mobile)) {
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

    /**
     * Records which consent text the customer agreed to, with the hash of its exact wording and
     * her age then; under 14 only with her guardian's name, relation and phone (DECISIONS §108).
     */
    async recordConsent(
      actor: Actor,
      customerId: number,
      body: ConsentRequest,
      context: RequestContext,
    ): Promise<Consent> {
      const customer = await deps.access.load(actor, customerId);
      const { version } = body;
      if (!isConsentVersion(version)) {
        throw new AppError('VALIDATION_FAILED', {
          issues: [{ field: 'version', message: '未知的知情同意书版本' }],
        });
      }
      const guardian = body.guardian ?? null;
      if (!guardian && consentAgeGroup(customer.age) === 'child') {
        throw new AppError('GUARDIAN_REQUIRED');
      }
      const row = await deps.customers.addConsent({
        customerId,
        staffId: actor.id,
        version,
        textHash: consentTextHash(version),
        customerAge: customer.age,
        guardianName: guardian?.name ?? null,
        guardianRelation: guardian?.relation ?? null,
        guardianMobile: guardian?.mobile ?? null,
      });
      await deps.audit.record({
        action: 'customer.consent',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: customerId },
        // The guardian's relation, not their name or phone: the log keeps no personal data.
        details: guardian ? { version, guardian: guardian.relation } : { version },
      });
      return {
        id: row.id,
        version: row.version,
        created: row.createdAt.toISOString(),
        guardian,
      };
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
