import { loadConfig } from '../../src/config';

/** The PostgreSQL and Redis the load benches use: DATABASE_URL and REDIS_URL, else the machine's. */
export const BENCH_DATABASE_URL =
  loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
export const BENCH_REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
