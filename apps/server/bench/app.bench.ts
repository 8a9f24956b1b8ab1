/**
 * What our request pipeline (helmet, auth hook, error handler, envelope) costs on top of a bare
 * Fastify route answering the same JSON. Run with `npm run bench`.
 */
import Fastify from 'fastify';
import { createTestDatabase } from '@skinscope/db/testing';
import { buildApp } from '../src/app';
import { createLogger } from '../src/logging';
import { testConfig } from '../test-support/test-app';

type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<{ medianMs: number }>;

export async function bench(measure: Measure): Promise<void> {
  const testDb = await createTestDatabase();
  const app = await buildApp(testConfig(), {
    database: testDb.database,
    logger: createLogger({ logLevel: 'silent' }),
  });
  const bare = Fastify({ logger: false });
  bare.get('/server/settings', async () => ({
    code: 200,
    message: 'ok',
    data: { icpNumber: null, psbNumber: null, allowAnyCamera: false },
  }));
  await Promise.all([app.ready(), bare.ready()]);

  const baseline = await measure(
    'baseline: bare Fastify, same JSON',
    () => bare.inject({ url: '/server/settings' }),
    2000,
  );
  const ours = await measure(
    'SkinScope GET /server/settings',
    () => app.inject({ url: '/server/settings' }),
    2000,
  );
  const health = await measure(
    'SkinScope GET /health (database ping)',
    () => app.inject({ url: '/health' }),
    1000,
  );
  console.log(
    `  pipeline overhead: ×${(ours.medianMs / baseline.medianMs).toFixed(2)} of baseline; health ${health.medianMs.toFixed(3)} ms`,
  );

  await Promise.all([app.close(), bare.close()]);
  await testDb.close();
}
