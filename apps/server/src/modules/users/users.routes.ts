import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
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
    serve(app, apiRoutes.updateProfile, ({ body, actor, context }) =>
      profile.updateProfile(actor, body.fullName, context),
    );

    serve(app, apiRoutes.changePassword, async ({ body, actor, context }) => {
      await profile.changePassword(actor, body, context);
      return null;
    });

    serve(app, apiRoutes.enterCustomerMode, async ({ body, session, context }) => {
      await customerMode.enter(session, body.customerId, context);
      return null;
    });

    serve(app, apiRoutes.leaveCustomerMode, async ({ body, session, context }) => {
      await customerMode.leave(session, body.password, context);
      return null;
    });

    serve(app, apiRoutes.userRights, ({ params, actor }) =>
      service.getRights(actor, params.userId),
    );

    serve(app, apiRoutes.listUsers, ({ query, actor }) => service.list(actor, query));

    serve(app, apiRoutes.setUserScan, ({ params, body, actor, context }) =>
      service.setCanScan(actor, params.userId, body.canScan, context),
    );

    serve(app, apiRoutes.setUserUpload, ({ params, body, actor, context }) =>
      service.setCanUpload(actor, params.userId, body.canUpload, context),
    );

    serve(app, apiRoutes.forbidUser, ({ params, actor, context }) =>
      service.setForbid(actor, params.userId, true, context),
    );

    serve(app, apiRoutes.activateUser, ({ params, actor, context }) =>
      service.setForbid(actor, params.userId, false, context),
    );

    serve(app, apiRoutes.bindUserStore, ({ params, body, actor, context }) =>
      service.bindStore(actor, params.userId, body, context),
    );

    serve(app, apiRoutes.unbindUserStore, ({ params, actor, context }) =>
      service.unbindStore(actor, params.userId, context),
    );

    serve(app, apiRoutes.unlockUser, async ({ params, actor, context }) => {
      await service.unlock(actor, params.userId, context);
      return null;
    });

    serve(app, apiRoutes.renameUser, ({ params, body, actor, context }) =>
      service.rename(actor, params.userId, body.fullName, context),
    );

    serve(app, apiRoutes.listCompanies, ({ actor }) => service.companies(actor));

    serve(app, apiRoutes.setUserCompany, ({ params, body, actor, context }) =>
      service.setCompany(actor, params.userId, body, context),
    );
  };
}
