import type { FastifyInstance } from 'fastify';
import {
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SendCodeQuerySchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import type { AccountService } from './account.service';

/** Reachable before sign-in: these are the register and forgot-password dialogs. */
export function accountRoutes(service: AccountService) {
  return async (app: FastifyInstance) => {
    const open = { config: { public: true } };

    app.get('/server/mobileKey', open, async (request) =>
      ok(
        await service.sendCode(parseInput(SendCodeQuerySchema, request.query), contextOf(request)),
      ),
    );

    app.post('/server/register', open, async (request) => {
      await service.register(parseInput(RegisterRequestSchema, request.body), contextOf(request));
      return ok(null);
    });

    app.post('/api/account/reset', open, async (request) => {
      await service.resetPassword(
        parseInput(ResetPasswordRequestSchema, request.body),
        contextOf(request),
      );
      return ok(null);
    });
  };
}
