import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(service: PrivacyService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.exportCustomer, async ({ params, request, reply }) => {
      const zip = await service.export(
        requireActor(request),
        params.customerId,
        contextOf(request),
      );
      return reply
        .type('application/zip')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="customer-${params.customerId}.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    });

    serve(app, apiRoutes.eraseCustomer, async ({ params, request }) => {
      await service.erase(requireActor(request), params.customerId, contextOf(request));
      return null;
    });
  };
}
