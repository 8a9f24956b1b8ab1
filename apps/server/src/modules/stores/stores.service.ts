import type { CompanyStoresQuery, Store, StoreBody, StoreListQuery } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  isAdmin,
  ownerIdOf,
  requireAdmin,
  requireAllowed,
  type Actor,
} from '../../policy/access-policy';
import type { AuditTrail } from '../audit/audit-trail';
import { toStoreView, type StoresRepository } from './stores.repository';

export interface StoresDeps {
  stores: StoresRepository;
  audit: AuditTrail;
  now: () => Date;
}

/**
 * Staff see the stores of their own company (spec §6: the company user id stands for the user);
 * administrators see and manage all of them. Stores are archived, never deleted.
 */
export function createStoresService(deps: StoresDeps) {
  /** The company a caller may ask about: their own, or any for an administrator. */
  function companyOf(actor: Actor, requested: number | undefined): number {
    const own = ownerIdOf(actor);
    if (requested !== undefined && requested !== own) requireAllowed(isAdmin(actor));
    return requested ?? own;
  }

  async function audited(
    actor: Actor,
    context: RequestContext,
    action: 'admin.store_created' | 'admin.store_updated' | 'admin.store_archived',
    store: Store,
  ) {
    await deps.audit.record({
      action,
      actorId: actor.id,
      ip: context.ip,
      target: { type: 'store', id: store.id },
    });
    return store;
  }

  return {
    /** `GET /server/ceuticalStore` (cgo, reach): the company's stores of its scope. */
    async companyStores(actor: Actor, query: CompanyStoresQuery): Promise<Store[]> {
      const scope = query.scope ?? actor.scope;
      if (scope !== actor.scope) requireAllowed(isAdmin(actor));
      const rows = await deps.stores.list({
        scope,
        companyUserId: companyOf(actor, query.companyUserId),
      });
      return rows.map(toStoreView);
    },

    /** `GET /server/clientStores`: every store of the company, whatever its scope. */
    async clientStores(actor: Actor, query: CompanyStoresQuery): Promise<Store[]> {
      const rows = await deps.stores.list({ companyUserId: companyOf(actor, query.companyUserId) });
      return rows.map(toStoreView);
    },

    /** `GET /api/store`: staff get their company's stores; administrators all, by name. */
    async list(actor: Actor, query: StoreListQuery): Promise<Store[]> {
      if (query.userId !== undefined && query.userId !== actor.id) requireAllowed(isAdmin(actor));
      const rows = isAdmin(actor)
        ? await deps.stores.list({ name: query.name, includeArchived: query.includeArchived })
        : await deps.stores.list({
            scope: actor.scope,
            companyUserId: ownerIdOf(actor),
            name: query.name,
          });
      return rows.map(toStoreView);
    },

    async create(actor: Actor, body: StoreBody, context: RequestContext): Promise<Store> {
      requireAdmin(actor);
      const row = await deps.stores.insert({ ...body, companyUserId: body.companyUserId ?? null });
      return audited(actor, context, 'admin.store_created', toStoreView(row));
    },

    async update(
      actor: Actor,
      id: number,
      body: StoreBody,
      context: RequestContext,
    ): Promise<Store> {
      requireAdmin(actor);
      const row = await deps.stores.update(id, {
        ...body,
        companyUserId: body.companyUserId ?? null,
        updatedAt: deps.now(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      return audited(actor, context, 'admin.store_updated', toStoreView(row));
    },

    async archive(actor: Actor, id: number, context: RequestContext): Promise<Store> {
      requireAdmin(actor);
      const row = await deps.stores.update(id, { archived: true, updatedAt: deps.now() });
      if (!row) throw new AppError('NOT_FOUND');
      return audited(actor, context, 'admin.store_archived', toStoreView(row));
    },
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
