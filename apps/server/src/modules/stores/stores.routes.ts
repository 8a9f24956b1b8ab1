import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { StoresService } from './stores.service';

export function storesRoutes(service: StoresService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.companyStores, async ({ query, actor }) => ({
      ceuticalStoreList: await service.companyStores(actor, query),
    }));

    serve(app, apiRoutes.clientStores, ({ query, actor }) => service.clientStores(actor, query));

    serve(app, apiRoutes.listStores, ({ query, actor }) => service.list(actor, query));

    serve(app, apiRoutes.createStore, ({ body, actor, context }) =>
      service.create(actor, body, context),
    );

    serve(app, apiRoutes.updateStore, ({ params, body, actor, context }) =>
      service.update(actor, params.id, body, context),
    );

    serve(app, apiRoutes.archiveStore, ({ params, actor, context }) =>
      service.archive(actor, params.id, context),
    );
  };
}
