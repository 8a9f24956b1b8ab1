import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import { phantomPair } from '../../../test-support/visit-fixtures';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

// Two workers with the default queue of two per worker: six analyses at a time, the rest refused.
const t = setupTestApp({ config: { analysisWorkers: 2 } });

let pair: { normal: Buffer; polarised: Buffer };
beforeAll(async () => {
  pair = await phantomPair(3);
});

describe('detection under load', () => {
  it('keeps /health answering during 20 concurrent analyses and refuses the overflow at once', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const normal = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001, pair.normal);
    const polarised = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_002, pair.polarised);

    const finished: string[] = [];
    const analyses = Array.from({ length: 20 }, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/picture/detect',
        headers: t.bearer(tenant.staffToken),
        payload: { normalImage: normal.url, lightImage: polarised.url },
      });
      finished.push(response.statusCode === 200 ? 'analysis' : 'refused');
      return response;
    });
    // Order, not time: /health answers while analyses are still running in the workers.
    const health = await t.app.inject({ url: '/health' });
    finished.push('health');
    const responses = await Promise.all(analyses);

    expect(health.statusCode).toBe(200);
    expect(finished.indexOf('health')).toBeLessThan(finished.lastIndexOf('analysis'));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(6);
    const refused = responses.filter((response) => response.statusCode === 503);
    expect(refused.length + statuses.filter((s) => s === 200).length).toBe(20);
    for (const response of refused) {
      expect(response.json()).toMatchObject({
        error: 'ANALYSIS_BUSY',
        message: '检测繁忙，请稍后再试',
      });
    }
    // The refused ones did not wait for a worker: they all came back before the last analysis.
    if (refused.length > 0) {
      expect(finished.lastIndexOf('refused')).toBeLessThan(finished.lastIndexOf('analysis'));
    }
    // Six real analyses on two workers: ≈ 20 s on a busy 2-core machine, so more than the
    // default limit; the assertions above are about order, never about time.
  }, 120_000);
});
