import { describe, expect, it } from 'vitest';
import { apiRoutes } from '@skinscope/contracts';
import { setupTestApp } from '../test-support/test-app';

const t = setupTestApp();

describe('the route table of packages/contracts', () => {
  it('is what the server serves: every route of the table is registered', () => {
    const missing = Object.entries(apiRoutes)
      .filter(([, route]) => !t.app.hasRoute({ method: route.method, url: route.path }))
      .map(([name, route]) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });
});
