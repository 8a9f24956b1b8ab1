import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { AccountService } from './account.service';

/** Reachable before sign-in: these are the register and forgot-password dialogs. */
export function accountRoutes(service: AccountService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.sendCode, ({ query, context }) => service.sendCode(query, context));

    serve(app, apiRoutes.register, async ({ body, context }) => {
      await service.register(body, context);
      return null;
    });

    serve(app, apiRoutes.resetPassword, async ({ body, context }) => {
      await service.resetPassword(body, context);
      return null;
    });
  };
}
