import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AuthorizeScanBodySchema,
  AuthorizeUploadBodySchema,
  BindStoreBodySchema,
  SetCompanyBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
} from '@skinscope/contracts';
import { ok } from '../../http/envelope';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { UsersService } from './users.service';

export function usersRoutes(service: UsersService) {
  return async (app: FastifyInstance) => {
    const target = (request: FastifyRequest) =>
      parseInput(UserIdParamsSchema, request.params).userId;

    app.get('/api/user/:userId', async (request) =>
      ok(await service.getRights(requireActor(request), target(request))),
    );

    app.get('/api/user', async (request) =>
      ok(await service.list(requireActor(request), parseInput(UserListQuerySchema, request.query))),
    );

    app.put('/api/user/:userId/authorize', async (request) => {
      const { canScan } = parseInput(AuthorizeScanBodySchema, request.body);
      return ok(
        await service.setCanScan(
          requireActor(request),
          target(request),
          canScan,
          contextOf(request),
        ),
      );
    });

    app.put('/api/user/:userId/authorize/upload', async (request) => {
      const { canUpload } = parseInput(AuthorizeUploadBodySchema, request.body);
      return ok(
        await service.setCanUpload(
          requireActor(request),
          target(request),
          canUpload,
          contextOf(request),
        ),
      );
    });

    app.put('/api/user/:userId/forbid', async (request) =>
      ok(await service.setForbid(requireActor(request), target(request), true, contextOf(request))),
    );

    app.put('/api/user/:userId/activate', async (request) =>
      ok(
        await service.setForbid(requireActor(request), target(request), false, contextOf(request)),
      ),
    );

    app.put('/api/user/:userId/store/bind', async (request) => {
      const body = parseInput(BindStoreBodySchema, request.body);
      return ok(
        await service.bindStore(requireActor(request), target(request), body, contextOf(request)),
      );
    });

    app.put('/api/user/:userId/store/unbind', async (request) =>
      ok(await service.unbindStore(requireActor(request), target(request), contextOf(request))),
    );

    app.put('/api/user/:userId/unlock', async (request) => {
      await service.unlock(requireActor(request), target(request), contextOf(request));
      return ok(null);
    });

    app.put('/api/user/:userId/company', async (request) => {
      const body = parseInput(SetCompanyBodySchema, request.body);
      return ok(
        await service.setCompany(requireActor(request), target(request), body, contextOf(request)),
      );
    });
  };
}
