import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { CustomersService } from './customers.service';

export function customersRoutes(service: CustomersService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.searchCustomers, ({ query, request }) =>
      service.search(requireActor(request), query),
    );

    serve(app, apiRoutes.counterOverview, ({ request }) =>
      service.counterOverview(requireActor(request)),
    );

    serve(app, apiRoutes.updateCustomer, ({ params, body, request }) =>
      service.update(requireActor(request), params.customerId, body, contextOf(request)),
    );

    serve(app, apiRoutes.customer, ({ params, request }) =>
      service.get(requireActor(request), params.customerId),
    );

    serve(app, apiRoutes.registerCustomer, ({ body, request }) =>
      service.register(requireActor(request), body, contextOf(request)),
    );

    serve(app, apiRoutes.updateRemark, async ({ body, request }) => {
      const { recCustomerId, remark } = body;
      await service.updateRemark(requireActor(request), recCustomerId, remark, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.recordConsent, ({ params, body, request }) =>
      service.recordConsent(
        requireActor(request),
        params.customerId,
        body.version,
        contextOf(request),
      ),
    );
  };
}
