import type { FastifyInstance } from 'fastify';
import type { Database } from '@skinscope/db';
import type { PublicSettings } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import { ok } from '../../http/envelope';
import { sendError } from '../../plugins/error-handler';
import type { Config } from '../../config';
import { quieterOf } from '../../logging';

export function systemRoutes(deps: {
  database: Database;
  settings: PublicSettings;
  logLevel: Config['logLevel'];
}) {
  return async (app: FastifyInstance) => {
    // For load balancers and operators: 200 when the database answers, 503 when it does not.
    // Probes come every few seconds, so their request lines are not logged at info.
    app.get(
      '/health',
      { config: { public: true }, logLevel: quieterOf(deps.logLevel, 'warn') },
      async (request, reply) => {
        try {
          await deps.database.ping();
          return ok({ database: 'up' as const });
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return sendError(reply, new AppError('SERVICE_UNAVAILABLE', { database: 'down' }));
        }
      },
    );

    app.get('/server/settings', { config: { public: true } }, async () => ok(deps.settings));
  };
}
