import type { CompanyStoresQuery, Store, StoreBody, StoreListQuery } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { RequestContext } from '../../http/request-context';
import {
  canListStoresOf,
  canManageStores,
  headsCompany,
  storeListCompanyOf,
  storesVisibleTo,
  requireAllowed,
  type Actor,
} from '../../policy';
import type { Repositories, Transact } from '../../repositories';
import {
  toStoreView,
  type StoreRow,
  type StoresRepository,
} from '../../repositories/stores.repository';

export interface StoresDeps {
  stores: StoresRepository;
  transact: Transact;
  now: () => Date;
}

type StoreAction = 'admin.store_created' | 'admin.store_updated' | 'admin.store_archived';

/**
 * Issue 17 #16: a store belongs to a company that exists (an account heading itself, not
 * pubdom), and its name is unique among the company's live stores, so pickers never show two
 * identical entries.
 */
async function checkedStore(
  stores: Repositories['stores'],
  users: Repositories['users'],
  body: StoreBody,
  id?: number,
) {
  const name = body.name.trim();
  const companyUserId = body.companyUserId ?? null;
  if (companyUserId !== null) {
    const company = await users.findById(companyUserId);
    if (!company || !headsCompany(company)) throw new AppError('COMPANY_NOT_FOUND');
  }
  if (await stores.findSameName(name, companyUserId, id)) throw new AppError('STORE_NAME_TAKEN');
  return { ...body, name, companyUserId };
}

/**
 * Staff see the stores of their own company (spec §6: the company user id stands for the user);
 * administrators see and manage all of them. Stores are archived, never deleted.
 */
export function createStoresService(deps: StoresDeps) {
  /** An administrator's change to a store and its audit row commit together or not at all. */
  async function audited(
    actor: Actor,
    context: RequestContext,
    action: StoreAction,
    write: (
      stores: Repositories['stores'],
      users: Repositories['users'],
    ) => Promise<StoreRow | undefined>,
  ): Promise<Store> {
    requireAllowed(canManageStores(actor));
    return deps.transact(async ({ stores, users, audit }) => {
      const row = await write(stores, users);
      if (!row) throw new AppError('NOT_FOUND');
      await audit.record({
        action,
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'store', id: row.id },
      });
      return toStoreView(row);
    });
  }

  return {
    /** `GET /server/ceuticalStore` (cgo, reach): the company's stores of its scope. */
    async companyStores(actor: Actor, query: CompanyStoresQuery): Promise<Store[]> {
      requireAllowed(canListStoresOf(actor, query));
      const rows = await deps.stores.list(storeListCompanyOf(actor, query));
      return rows.map(toStoreView);
    },

    /** `GET /server/clientStores`: every store of the company, whatever its scope. */
    async clientStores(actor: Actor, query: CompanyStoresQuery): Promise<Store[]> {
      requireAllowed(canListStoresOf(actor, { companyUserId: query.companyUserId }));
      // Whatever its scope: only the company is kept.
      const { companyUserId } = storeListCompanyOf(actor, query);
      const rows = await deps.stores.list({ companyUserId });
      return rows.map(toStoreView);
    },

    /** `GET /api/store`: staff get their company's stores; administrators all, by name. */
    async list(actor: Actor, query: StoreListQuery): Promise<Store[]> {
      requireAllowed(canListStoresOf(actor, { userId: query.userId }));
      const { company, alsoStoreId, mayIncludeArchived } = storesVisibleTo(actor);
      const rows = await deps.stores.list({
        ...company,
        alsoStoreId,
        name: query.name,
        includeArchived: mayIncludeArchived && query.includeArchived,
      });
      return rows.map(toStoreView);
    },

    create: (actor: Actor, body: StoreBody, context: RequestContext) =>
      audited(actor, context, 'admin.store_created', async (stores, users) => {
        const values = await checkedStore(stores, users, body);
        return stores.insert(values);
      }),

    update: (actor: Actor, id: number, body: StoreBody, context: RequestContext) =>
      audited(actor, context, 'admin.store_updated', async (stores, users) => {
        const values = await checkedStore(stores, users, body, id);
        return stores.update(id, { ...values, updatedAt: deps.now() });
      }),

    archive: (actor: Actor, id: number, context: RequestContext) =>
      audited(actor, context, 'admin.store_archived', (stores) =>
        stores.update(id, { archived: true, updatedAt: deps.now() }),
      ),
  };
}

export type StoresService = ReturnType<typeof createStoresService>;
