import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { serve } from '../../http/serve';
import type { AccountService } from './account.service';

/** Reachable before sign-in: these are the register and forgot-password dialogs. */
export function accountRoutes(service: AccountService) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.sendCode, ({ query, request }) =>
      service.sendCode(query, contextOf(request)),
    );

    serve(app, apiRoutes.register, async ({ body, request }) => {
      await service.register(body, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.resetPassword, async ({ body, request }) => {
      await service.resetPassword(body, contextOf(request));
      return null;
    });
  };
}
