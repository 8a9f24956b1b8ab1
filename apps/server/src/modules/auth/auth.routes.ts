import type { FastifyInstance } from 'fastify';
import { LoginRequestSchema, TokenCheckQuerySchema } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { parseInput } from '../../http/validate';
import { contextOf } from '../../http/request-context';
import type { AuthService } from './auth.service';
import { requireAuth } from '../../http/request-actor';

export function authRoutes(service: AuthService) {
  return async (app: FastifyInstance) => {
    app.post('/server/login', { config: { public: true } }, async (request) => {
      return ok(
        await service.login(parseInput(LoginRequestSchema, request.body), contextOf(request)),
      );
    });

    app.post('/server/logout', async (request) => {
      await service.logout(requireAuth(request), contextOf(request));
      return ok(null);
    });

    // Spec §7: the query screen's token check. The token itself was checked by the auth hook;
    // the query must name the signed-in user, or the stored session is stale.
    app.get('/server/getRecCustomerByKey', async (request) => {
      const query = parseInput(TokenCheckQuerySchema, request.query);
      const { actor } = requireAuth(request);
      if (!service.isOwnSession(actor, query)) throw new AppError('LOGIN_EXPIRED');
      return ok({ valid: true as const });
    });
  };
}
