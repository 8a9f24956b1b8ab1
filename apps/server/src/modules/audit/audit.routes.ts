import type { FastifyInstance } from 'fastify';
import { AuditQuerySchema } from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { AuditService } from './audit.service';

export function auditRoutes(service: AuditService) {
  return async (app: FastifyInstance) => {
    app.get('/api/audit', async (request) =>
      ok(await service.list(requireActor(request), parseInput(AuditQuerySchema, request.query))),
    );
  };
}
