import type { FastifyInstance } from 'fastify';
import {
  BindableUsersQuerySchema,
  BindCustomerBodySchema,
  LinkedUsersQuerySchema,
  UnbindCustomerBodySchema,
  UserIdParamsSchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { BindingsService } from './bindings.service';

export function bindingsRoutes(service: BindingsService) {
  return async (app: FastifyInstance) => {
    app.put('/api/user/:userId/customer/bind', async (request) => {
      const { userId } = parseInput(UserIdParamsSchema, request.params);
      const body = parseInput(BindCustomerBodySchema, request.body);
      return ok(await service.bind(requireActor(request), userId, body, contextOf(request)));
    });

    app.put('/api/user/:userId/customer/unbind', async (request) => {
      const { userId } = parseInput(UserIdParamsSchema, request.params);
      const body = parseInput(UnbindCustomerBodySchema, request.body);
      return ok(await service.unbind(requireActor(request), userId, body, contextOf(request)));
    });

    app.get('/api/user/bind/store', async (request) =>
      ok(
        await service.linkedUsers(
          requireActor(request),
          parseInput(LinkedUsersQuerySchema, request.query),
        ),
      ),
    );

    app.get('/api/user/bind/storeByUserId', async (request) => {
      const { userId } = parseInput(BindableUsersQuerySchema, request.query);
      return ok(await service.bindableUsers(requireActor(request), userId));
    });
  };
}
