import type { FastifyInstance } from 'fastify';
import { UserIdParamsSchema } from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { requireActor } from '../auth/request-actor';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    app.get('/api/user/:userId', async (request) => {
      const { userId } = parseInput(UserIdParamsSchema, request.params);
      return ok(await service.getRights(requireActor(request), userId));
    });
  };
}
