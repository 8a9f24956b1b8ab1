import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { apiRoutes, IMAGE_LIMITS, RETEST_FILES } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { RetestService } from './retest.service';

export function retestRoutes(service: RetestService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: {
        fileSize: IMAGE_LIMITS.maxBytes,
        files: RETEST_FILES.length,
        fields: 5,
        fieldSize: 400,
        parts: RETEST_FILES.length + 5,
      },
    });

    serve(app, apiRoutes.createRetestPair, ({ body, files, actor, context }) =>
      service.create(actor, body, files, context),
    );

    serve(app, apiRoutes.listRetestPairs, ({ query, actor }) =>
      service.list(actor, query.deviceLabel),
    );

    serve(app, apiRoutes.deleteRetestPair, async ({ params, actor, context }) => {
      await service.delete(actor, params.id, context);
      return null;
    });

    serve(app, apiRoutes.retestPhoto, async ({ params, actor, context, reply }) => {
      const jpeg = await service.photo(actor, params.id, params.photo, context);
      // Skin photos: browsers may keep them, shared caches never.
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(jpeg);
    });

    serve(app, apiRoutes.deviceRepeatability, ({ query, actor }) =>
      service.card(actor, query.deviceLabel),
    );

    serve(app, apiRoutes.listRetestDevices, ({ actor }) => service.devices(actor));

    serve(app, apiRoutes.listRetestReminders, ({ actor }) => service.reminders(actor));
  };
}
