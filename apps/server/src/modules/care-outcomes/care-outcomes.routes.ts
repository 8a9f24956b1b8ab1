import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { CareOutcomesService } from './care-outcomes.service';

/** Issue 33 #5: `GET /api/care-outcomes?care=<careKey>`. */
export function careOutcomeRoutes(service: CareOutcomesService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.careOutcomes, async ({ query, actor }) =>
      service.outcomes(actor, query.care),
    );
  };
}
