import type { FastifyInstance } from 'fastify';
import {
  ConsentRequestSchema,
  CustomerIdParamsSchema,
  CustomerSearchQuerySchema,
  RegisterCustomerRequestSchema,
  RemarkUpdateRequestSchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { CustomersService } from './customers.service';

export function customersRoutes(service: CustomersService) {
  return async (app: FastifyInstance) => {
    app.get('/api/customer', async (request) =>
      ok(
        await service.search(
          requireActor(request),
          parseInput(CustomerSearchQuerySchema, request.query),
        ),
      ),
    );

    app.get('/api/customer/:customerId', async (request) => {
      const { customerId } = parseInput(CustomerIdParamsSchema, request.params);
      return ok(await service.get(requireActor(request), customerId));
    });

    app.post('/server/recCustomer', async (request) => {
      const body = parseInput(RegisterCustomerRequestSchema, request.body);
      return ok(await service.register(requireActor(request), body, contextOf(request)));
    });

    app.put('/api/customer/remark/update', async (request) => {
      const { recCustomerId, remark } = parseInput(RemarkUpdateRequestSchema, request.body);
      await service.updateRemark(requireActor(request), recCustomerId, remark, contextOf(request));
      return ok(null);
    });

    app.post('/api/customer/:customerId/consent', async (request) => {
      const { customerId } = parseInput(CustomerIdParamsSchema, request.params);
      const { version } = parseInput(ConsentRequestSchema, request.body);
      return ok(
        await service.recordConsent(requireActor(request), customerId, version, contextOf(request)),
      );
    });
  };
}
