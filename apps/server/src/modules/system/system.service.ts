import type { PublicSettings } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';

export interface SystemDeps {
  /** Answers when the database does (`Database.ping`). */
  pingDatabase: () => Promise<void>;
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

    /** The footer's filing numbers and the camera setting: public. */
    settings: (): PublicSettings => deps.settings,
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
