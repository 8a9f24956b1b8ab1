import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { StoresService } from './stores.service';

export function storesRoutes(service: StoresService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.companyStores, async ({ query, request }) => ({
      ceuticalStoreList: await service.companyStores(requireActor(request), query),
    }));

    serve(app, apiRoutes.clientStores, ({ query, request }) =>
      service.clientStores(requireActor(request), query),
    );

    serve(app, apiRoutes.listStores, ({ query, request }) =>
      service.list(requireActor(request), query),
    );

    serve(app, apiRoutes.createStore, ({ body, request }) =>
      service.create(requireActor(request), body, contextOf(request)),
    );

    serve(app, apiRoutes.updateStore, ({ params, body, request }) =>
      service.update(requireActor(request), params.id, body, contextOf(request)),
    );

    serve(app, apiRoutes.archiveStore, ({ params, request }) =>
      service.archive(requireActor(request), params.id, contextOf(request)),
    );
  };
}
