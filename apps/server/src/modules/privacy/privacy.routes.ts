import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(service: PrivacyService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.exportCustomer, async ({ params, reply, actor, context }) => {
      const zip = await service.export(actor, params.customerId, context);
      return reply
        .type('application/zip')
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="customer-${params.customerId}.zip"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    });

    serve(app, apiRoutes.eraseCustomer, async ({ params, actor, context }) => {
      await service.erase(actor, params.customerId, context);
      return null;
    });
  };
}
