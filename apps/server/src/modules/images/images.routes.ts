import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiRoutes, IMAGE_LIMITS, parsePhotoKey, type PhotoKey } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../http/request-actor';
import type { RequestContext } from '../../http/request-context';
import { serve } from '../../http/serve';
import type { ImagesService } from './images.service';

/** A validated path's photo key (the schemas admit only well-formed keys). */
function keyOf(text: string): PhotoKey {
  const key = parsePhotoKey(text);
  if (!key) throw new AppError('NOT_FOUND');
  return key;
}

export function imagesRoutes(service: ImagesService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });

    // Spec §7: multipart `file`, `dir`, `name`; success is the plain text "ok".
    serve(
      app,
      apiRoutes.uploadImage,
      async ({ body: { dir, name }, file, actor, context, reply }) => {
        if (!file) throw new AppError('IMAGE_EMPTY');
        await service.upload(actor, keyOf(`${dir}/${name}`), file, context);
        return reply.type('text/plain; charset=utf-8').send('ok');
      },
    );

    const sendPhoto = async (
      { actor, context, reply }: { actor: Actor; context: RequestContext; reply: FastifyReply },
      key: PhotoKey,
    ) => {
      const data = await service.read(actor, key, context);
      // Customers' photos are sensitive: browsers may keep them, shared caches never.
      return reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(data);
    };

    serve(app, apiRoutes.customerImage, ({ params: { customerId, hours, name }, ...input }) =>
      sendPhoto(input, keyOf(`img/${customerId}/${hours}/${name}`)),
    );

    serve(app, apiRoutes.caseImage, ({ params: { tenant, hours, name }, ...input }) =>
      sendPhoto(input, keyOf(`case/${tenant}/${hours}/${name}`)),
    );

    serve(app, apiRoutes.sosImage, ({ params: { userId, hours, name }, ...input }) =>
      sendPhoto(input, keyOf(`sos/${userId}/${hours}/${name}`)),
    );

    // The spec's "file download endpoint with fileName" (its path is ours: DECISIONS gap).
    serve(app, apiRoutes.downloadImage, ({ query, ...input }) =>
      sendPhoto(input, keyOf(query.fileName)),
    );
  };
}
