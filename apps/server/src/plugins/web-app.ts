import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error';
import { sendError } from './error-handler';
import { isApiPath } from './auth';

/**
 * One process is the whole product: the built web app is served here, with index.html for
 * every non-API path the SPA router owns. Unknown API paths answer the JSON 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside its text files (scripts/build/precompress.mjs): sent
      // as they are to a browser that takes them (issue 29 #12).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints assets, so they never change under the same name.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWebApp && wantsPage && !isApiPath(pathOnly) && pathOnly !== '/health') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, new AppError('ROUTE_NOT_FOUND'));
  });
}
