import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { RetentionService } from './retention.service';

export function retentionRoutes(service: RetentionService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.retention, ({ actor }) => service.overview(actor));
  };
}
