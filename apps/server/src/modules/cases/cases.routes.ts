import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { CasesService } from './cases.service';

export function casesRoutes(service: CasesService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.listCases, ({ query, actor }) => service.list(actor, query));

    serve(app, apiRoutes.case, ({ params, actor }) => service.get(actor, params.exampleId));

    serve(app, apiRoutes.saveCase, ({ body, actor, context }) =>
      service.save(actor, body, context),
    );

    serve(app, apiRoutes.removeCase, async ({ params, actor, context }) => {
      await service.remove(actor, params.exampleId, context);
      return null;
    });
  };
}
