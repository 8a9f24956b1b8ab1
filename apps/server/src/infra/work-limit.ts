import pLimit from 'p-limit';
import { AppError } from '../http/app-error';

export type WorkLimit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * Runs at most `concurrency` tasks at once and queues at most `queue` more; beyond that it
 * answers 503 SERVICE_BUSY at once. For CPU- or memory-heavy work that anonymous or parallel
 * requests could otherwise pile up (password hashing, decoding large photos).
 */
export function createWorkLimit(concurrency: number, queue: number): WorkLimit {
  const limit = pLimit(concurrency);
  return (task) => {
    if (limit.pendingCount >= queue) return Promise.reject(new AppError('SERVICE_BUSY'));
    return limit(task);
  };
}
