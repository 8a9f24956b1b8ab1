import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CaseImagePathParamsSchema,
  IMAGE_LIMITS,
  ImageDownloadQuerySchema,
  ImagePathParamsSchema,
  ImageUploadFieldsSchema,
  SosImagePathParamsSchema,
  parsePhotoKey,
  type PhotoKey,
} from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { readMultipart } from '../../http/multipart';
import { contextOf } from '../../http/request-context';
import { parseInput } from '../../http/validate';
import { requireActor } from '../../http/request-actor';
import type { ImagesService } from './images.service';

/** A validated path's photo key (the schemas admit only well-formed keys). */
function keyOf(text: string): PhotoKey {
  const key = parsePhotoKey(text);
  if (!key) throw new AppError('NOT_FOUND');
  return key;
}

const sendPhoto = (reply: FastifyReply, data: Buffer) =>
  // Customers' photos are sensitive: browsers may keep them, shared caches never.
  reply.type('image/jpeg').header('Cache-Control', 'private, max-age=3600').send(data);

export function imagesRoutes(service: ImagesService) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      limits: { fileSize: IMAGE_LIMITS.maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });

    // Spec §7: multipart `file`, `dir`, `name`; success is the plain text "ok".
    app.post('/server/imageb64', async (request, reply) => {
      const actor = requireActor(request);
      const { fields, file } = await readMultipart(request);
      const { dir, name } = parseInput(ImageUploadFieldsSchema, fields);
      if (!file) throw new AppError('IMAGE_EMPTY');
      await service.upload(actor, keyOf(`${dir}/${name}`), file, contextOf(request));
      return reply.type('text/plain; charset=utf-8').send('ok');
    });

    const cookieGet = { config: { cookieAuth: true } };
    const sendRead = async (request: FastifyRequest, reply: FastifyReply, key: PhotoKey) =>
      sendPhoto(reply, await service.read(requireActor(request), key, contextOf(request)));

    app.get('/home/imagerec/img/:customerId/:hours/:name', cookieGet, async (request, reply) => {
      const { customerId, hours, name } = parseInput(ImagePathParamsSchema, request.params);
      return sendRead(request, reply, keyOf(`img/${customerId}/${hours}/${name}`));
    });

    app.get('/home/imagerec/case/:tenant/:hours/:name', cookieGet, async (request, reply) => {
      const { tenant, hours, name } = parseInput(CaseImagePathParamsSchema, request.params);
      return sendRead(request, reply, keyOf(`case/${tenant}/${hours}/${name}`));
    });

    app.get('/home/imagerec/sos/:userId/:hours/:name', cookieGet, async (request, reply) => {
      const { userId, hours, name } = parseInput(SosImagePathParamsSchema, request.params);
      return sendRead(request, reply, keyOf(`sos/${userId}/${hours}/${name}`));
    });

    // The spec's "file download endpoint with fileName" (its path is ours: DECISIONS gap).
    app.get('/server/download', cookieGet, async (request, reply) => {
      const { fileName } = parseInput(ImageDownloadQuerySchema, request.query);
      return sendRead(request, reply, keyOf(fileName));
    });
  };
}
