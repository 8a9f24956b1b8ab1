import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { BindingsService } from './bindings.service';

export function bindingsRoutes(service: BindingsService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.bindCustomer, ({ params, body, request }) =>
      service.bind(requireActor(request), params.userId, body, contextOf(request)),
    );

    serve(app, apiRoutes.unbindCustomer, ({ params, body, request }) =>
      service.unbind(requireActor(request), params.userId, body, contextOf(request)),
    );

    serve(app, apiRoutes.linkedUsers, ({ query, request }) =>
      service.linkedUsers(requireActor(request), query),
    );

    serve(app, apiRoutes.bindableUsers, ({ query, request }) =>
      service.bindableUsers(requireActor(request), query.userId),
    );
  };
}
