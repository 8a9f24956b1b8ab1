import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { sendDownload } from '../../http/download';
import { serve } from '../../http/serve';
import type { PrivacyService } from './privacy.service';

export function privacyRoutes(service: PrivacyService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.exportCustomer, async ({ params, reply, actor, context }) => {
      const zip = await service.export(actor, params.customerId, context);
      return sendDownload(reply, {
        type: 'application/zip',
        name: `customer-${params.customerId}.zip`,
        body: zip,
      });
    });

    serve(app, apiRoutes.eraseCustomer, async ({ params, actor, context }) => {
      await service.erase(actor, params.customerId, context);
      return null;
    });
  };
}
