import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { ProgressService } from './progress.service';

/** Issue 19 #1: `GET /api/customer/{customerId}/progress`. */
export function progressRoutes(service: ProgressService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.customerProgress, async ({ params, actor, context }) =>
      service.progress(actor, params.customerId, context),
    );
  };
}
