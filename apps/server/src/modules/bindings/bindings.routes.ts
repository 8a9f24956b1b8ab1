import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { BindingsService } from './bindings.service';

export function bindingsRoutes(service: BindingsService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.bindCustomer, ({ params, body, actor, context }) =>
      service.bind(actor, params.userId, body, context),
    );

    serve(app, apiRoutes.unbindCustomer, ({ params, body, actor, context }) =>
      service.unbind(actor, params.userId, body, context),
    );

    serve(app, apiRoutes.linkedUsers, ({ query, actor }) => service.linkedUsers(actor, query));

    serve(app, apiRoutes.bindableUsers, ({ query, actor }) =>
      service.bindableUsers(actor, query.userId),
    );
  };
}
