import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { ProgressService } from './progress.service';

/** Issue 19 #1: `GET /api/customer/{customerId}/progress`. */
export function progressRoutes(service: ProgressService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.customerProgress, async ({ params, request }) =>
      service.progress(requireActor(request), params.customerId, contextOf(request)),
    );
  };
}
