import type { PublicSettings, Readiness } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';

export interface SystemDeps {
  /** Answers when the database does (`Database.ping`). */
  pingDatabase: () => Promise<void>;
  /** Answers when the photo store does (`ImageStore.ping`). */
  pingImages: () => Promise<void>;
  /** Answers when the counters' Redis does; null when the counters are database rows. */
  pingRedis: (() => Promise<void>) | null;
  settings: PublicSettings;
  warn: (details: Record<string, unknown>, message: string) => void;
}

export function createSystemService(deps: SystemDeps) {
  return {
    /** For load balancers and operators: up when the database answers, 503 when it does not. */
    async health(): Promise<{ database: 'up' }> {
      try {
        await deps.pingDatabase();
        return { database: 'up' };
      } catch (error) {
        deps.warn({ err: error }, 'health check: database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', { database: 'down' });
      }
    },

    /**
     * For a load balancer choosing replicas: 503 while the database, the photo store or the
     * counters' Redis does not answer; the answer says which (never why: no internals).
     */
    async ready(): Promise<Readiness> {
      const probe = (ping: () => Promise<void>, part: string) =>
        ping().then(
          () => 'up' as const,
          (error: unknown) => {
            deps.warn({ err: error, part }, 'readiness check: a dependency is unreachable');
            return 'down' as const;
          },
        );
      const [database, images, counters] = await Promise.all([
        probe(deps.pingDatabase, 'database'),
        probe(deps.pingImages, 'images'),
        deps.pingRedis ? probe(deps.pingRedis, 'redis') : ('database' as const),
      ]);
      const readiness = { database, images, counters };
      if (Object.values(readiness).includes('down'))
        throw new AppError('SERVICE_UNAVAILABLE', readiness);
      return readiness;
    },

    /** The footer's filing numbers and the camera setting: public. */
    settings: (): PublicSettings => deps.settings,
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
