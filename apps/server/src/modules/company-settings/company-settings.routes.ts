import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { CompanySettingsService } from './company-settings.service';

export function companySettingsRoutes(service: CompanySettingsService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.companySettings, ({ actor }) => service.get(actor));
    serve(app, apiRoutes.updateCompanySettings, ({ body, actor, context }) =>
      service.update(actor, body, context),
    );
  };
}
