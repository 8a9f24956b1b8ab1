import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { contextOf } from '../../http/request-context';
import { requireActor, requireAuth } from '../../http/request-actor';
import { serve } from '../../http/serve';
import type { CustomerModeService } from './customer-mode.service';
import type { ProfileService } from './profile.service';
import type { UsersService } from './users.service';

export function usersRoutes(
  service: UsersService,
  profile: ProfileService,
  customerMode: CustomerModeService,
) {
  return async (app: FastifyInstance) => {
    serve(app, apiRoutes.updateProfile, ({ body, request }) =>
      profile.updateProfile(requireActor(request), body.fullName, contextOf(request)),
    );

    serve(app, apiRoutes.changePassword, async ({ body, request }) => {
      await profile.changePassword(requireActor(request), body, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.enterCustomerMode, async ({ body, request }) => {
      await customerMode.enter(requireAuth(request), body.customerId, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.leaveCustomerMode, async ({ body, request }) => {
      await customerMode.leave(requireAuth(request), body.password, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.userRights, ({ params, request }) =>
      service.getRights(requireActor(request), params.userId),
    );

    serve(app, apiRoutes.listUsers, ({ query, request }) =>
      service.list(requireActor(request), query),
    );

    serve(app, apiRoutes.setUserScan, ({ params, body, request }) =>
      service.setCanScan(requireActor(request), params.userId, body.canScan, contextOf(request)),
    );

    serve(app, apiRoutes.setUserUpload, ({ params, body, request }) =>
      service.setCanUpload(
        requireActor(request),
        params.userId,
        body.canUpload,
        contextOf(request),
      ),
    );

    serve(app, apiRoutes.forbidUser, ({ params, request }) =>
      service.setForbid(requireActor(request), params.userId, true, contextOf(request)),
    );

    serve(app, apiRoutes.activateUser, ({ params, request }) =>
      service.setForbid(requireActor(request), params.userId, false, contextOf(request)),
    );

    serve(app, apiRoutes.bindUserStore, ({ params, body, request }) =>
      service.bindStore(requireActor(request), params.userId, body, contextOf(request)),
    );

    serve(app, apiRoutes.unbindUserStore, ({ params, request }) =>
      service.unbindStore(requireActor(request), params.userId, contextOf(request)),
    );

    serve(app, apiRoutes.unlockUser, async ({ params, request }) => {
      await service.unlock(requireActor(request), params.userId, contextOf(request));
      return null;
    });

    serve(app, apiRoutes.renameUser, ({ params, body, request }) =>
      service.rename(requireActor(request), params.userId, body.fullName, contextOf(request)),
    );

    serve(app, apiRoutes.listCompanies, ({ request }) => service.companies(requireActor(request)));

    serve(app, apiRoutes.setUserCompany, ({ params, body, request }) =>
      service.setCompany(requireActor(request), params.userId, body, contextOf(request)),
    );
  };
}
