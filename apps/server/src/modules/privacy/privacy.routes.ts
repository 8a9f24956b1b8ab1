import type { FastifyInstance } from 'fastify';
import { CustomerIdParamsSchema } from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(service: PrivacyService) {
  return async (app: FastifyInstance) => {
    app.get('/api/customer/:customerId/export', async (request, reply) => {
      const { customerId } = parseInput(CustomerIdParamsSchema, request.params);
      const zip = await service.export(requireActor(request), customerId, contextOf(request));
      return reply
        .type('application/zip')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="customer-${customerId}.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    });

    app.delete('/api/customer/:customerId', async (request) => {
      const { customerId } = parseInput(CustomerIdParamsSchema, request.params);
      await service.erase(requireActor(request), customerId, contextOf(request));
      return ok(null);
    });
  };
}
