import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { CustomersService } from './customers.service';

export function customersRoutes(service: CustomersService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.searchCustomers, ({ query, actor }) => service.search(actor, query));

    serve(app, apiRoutes.counterOverview, ({ actor }) => service.counterOverview(actor));

    serve(app, apiRoutes.updateCustomer, ({ params, body, actor, context }) =>
      service.update(actor, params.customerId, body, context),
    );

    serve(app, apiRoutes.customer, ({ params, actor }) => service.get(actor, params.customerId));

    serve(app, apiRoutes.registerCustomer, ({ body, actor, context }) =>
      service.register(actor, body, context),
    );

    serve(app, apiRoutes.updateRemark, async ({ body, actor, context }) => {
      const { recCustomerId, remark } = body;
      await service.updateRemark(actor, recCustomerId, remark, context);
      return null;
    });

    serve(app, apiRoutes.recordConsent, ({ params, body, actor, context }) =>
      service.recordConsent(actor, params.customerId, body, context),
    );
  };
}
