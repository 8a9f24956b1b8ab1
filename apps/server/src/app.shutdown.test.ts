import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '@skinscope/db/testing';
import { buildApp } from './app';
import { createLogger } from './logging';
import { testConfig } from '../test-support/test-app';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish, then refuses new connections', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig(), {
      database: testDb.database,
      logger: createLogger({ logLevel: 'silent' }),
    });
    app.get('/api/slow', { config: { public: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await expect(fetch(`${address}/health`)).rejects.toThrow();
    await testDb.close();
  });
});
