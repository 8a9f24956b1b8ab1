import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.audit, ({ query, actor }) => service.list(actor, query));
  };
}
