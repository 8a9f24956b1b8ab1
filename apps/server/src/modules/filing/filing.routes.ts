import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { FilingService } from './filing.service';

export function filingRoutes(service: FilingService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.filingThreshold, ({ actor }) => service.status(actor));
  };
}
