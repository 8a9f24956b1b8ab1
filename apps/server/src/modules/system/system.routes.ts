import type { FastifyInstance, LogLevel } from 'fastify';
import { ok } from '../../http/envelope';
import type { SystemService } from './system.service';

export function systemRoutes(service: SystemService, options: { probeLogLevel: LogLevel }) {
  return async (app: FastifyInstance) => {
    // Probes come every few seconds, so their request lines are not logged at info.
    app.get('/health', { config: { public: true }, logLevel: options.probeLogLevel }, async () =>
      ok(await service.health()),
    );

    app.get('/server/settings', { config: { public: true } }, async () => ok(service.settings()));
  };
}
