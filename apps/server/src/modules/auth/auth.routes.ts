import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { readCookie, setServerCookie } from '../../http/cookies';
import { serve } from '../../http/serve';
import type { AuthService } from './auth.service';

export function authRoutes(service: AuthService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.login, async ({ body, request, reply, context }) => {
      const { answer, deviceCookie } = await service.login(body, {
        context: context,
        cookieOf: (name) => readCookie(request.headers.cookie, name),
        secure: request.protocol === 'https',
      });
      // Issue 29 #1: this browser is known to the account from now on.
      setServerCookie(reply, deviceCookie);
      return answer;
    });

    serve(app, apiRoutes.logout, async ({ session, context }) => {
      await service.logout(session, context);
      return null;
    });

    // Spec §7: the query screen's token check. The token itself was checked by the auth hook;
    // the query must name the signed-in user, or the stored session is stale.
    serve(app, apiRoutes.checkToken, async ({ query, actor }) => {
      if (!service.isOwnSession(actor, query)) throw new AppError('LOGIN_EXPIRED');
      return { valid: true as const };
    });
  };
}
