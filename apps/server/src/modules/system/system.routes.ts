import type { FastifyInstance, LogLevel } from 'fastify';
import { apiRoutes } from '@skinscope/contracts';
import { serve } from '../../http/serve';
import type { SystemService } from './system.service';

export function systemRoutes(service: SystemService, options: { probeLogLevel: LogLevel }) {
  return async (app: FastifyInstance) => {
    // Probes come every few seconds, so their request lines are not logged at info.
    serve(app, apiRoutes.health, () => service.health(), { logLevel: options.probeLogLevel });
    serve(app, apiRoutes.ready, () => service.ready(), { logLevel: options.probeLogLevel });
    serve(app, apiRoutes.publicSettings, async () => service.settings());
  };
}
