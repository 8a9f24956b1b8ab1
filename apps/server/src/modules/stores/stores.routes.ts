import type { FastifyInstance } from 'fastify';
import {
  CompanyStoresQuerySchema,
  StoreBodySchema,
  StoreIdParamsSchema,
  StoreListQuerySchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { StoresService } from './stores.service';

export function storesRoutes(service: StoresService) {
  return async (app: FastifyInstance) => {
    app.get('/server/ceuticalStore', async (request) => {
      const query = parseInput(CompanyStoresQuerySchema, request.query);
      return ok({ ceuticalStoreList: await service.companyStores(requireActor(request), query) });
    });

    app.get('/server/clientStores', async (request) =>
      ok(
        await service.clientStores(
          requireActor(request),
          parseInput(CompanyStoresQuerySchema, request.query),
        ),
      ),
    );

    app.get('/api/store', async (request) =>
      ok(
        await service.list(requireActor(request), parseInput(StoreListQuerySchema, request.query)),
      ),
    );

    app.post('/api/store', async (request) =>
      ok(
        await service.create(
          requireActor(request),
          parseInput(StoreBodySchema, request.body),
          contextOf(request),
        ),
      ),
    );

    app.put('/api/store/:id', async (request) => {
      const { id } = parseInput(StoreIdParamsSchema, request.params);
      const body = parseInput(StoreBodySchema, request.body);
      return ok(await service.update(requireActor(request), id, body, contextOf(request)));
    });

    app.delete('/api/store/:id', async (request) => {
      const { id } = parseInput(StoreIdParamsSchema, request.params);
      return ok(await service.archive(requireActor(request), id, contextOf(request)));
    });
  };
}
