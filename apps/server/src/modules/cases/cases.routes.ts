import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { CasesService } from './cases.service';

export function casesRoutes(service: CasesService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.listCases, ({ query, request }) =>
      service.list(requireActor(request), query),
    );

    serve(app, apiRoutes.case, ({ params, request }) =>
      service.get(requireActor(request), params.exampleId),
    );

    serve(app, apiRoutes.saveCase, ({ body, request }) =>
      service.save(requireActor(request), body, contextOf(request)),
    );

    serve(app, apiRoutes.removeCase, async ({ params, request }) => {
      await service.remove(requireActor(request), params.exampleId, contextOf(request));
      return null;
    });
  };
}
