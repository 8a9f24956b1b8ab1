/**
 * Detection through the API (auth, access checks, photo reads, worker, storing row and masks)
 * against the bare worker-pool call on the same pair, and how fast a full pool says no (the
 * issue's target: a 503 within 100 ms). Run with `npm run bench`.
 */
import { createAnalysisPool, phantomJpegs } from '@skinscope/analysis/node';
import { createTenant, giveConsent, registerCustomer, uploadPhoto } from '../test-support/fixtures';
import { createBenchApp } from '../test-support/bench-app';

type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<{ medianMs: number; p95Ms: number }>;

export async function bench(measure: Measure): Promise<void> {
  const t = await createBenchApp({ analysisWorkers: 1 });
  const { app } = t;
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 11 });
  const normal = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001, normalJpeg);
  const polarised = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_002, polarisedJpeg);
  const detect = () =>
    app.inject({
      method: 'POST',
      url: '/api/picture/detect',
      headers: t.bearer(tenant.staffToken),
      payload: { normalImage: normal.url, lightImage: polarised.url },
    });

  const pool = createAnalysisPool({ threads: 1 });
  const baseline = await measure(
    'baseline: pool.analyze, same pair, 1 worker',
    () => pool.analyze({ normal: normalJpeg, polarised: polarisedJpeg, masks: 'png' }),
    30,
  );
  await pool.close();
  const ours = await measure('POST /api/picture/detect, 1 worker', detect, 30);
  console.log(
    `  endpoint overhead: ${(ours.medianMs - baseline.medianMs).toFixed(1)} ms (×${(ours.medianMs / baseline.medianMs).toFixed(2)} of the bare analysis)`,
  );

  // Fill the worker and its queue (1 + 2), then time the answer to one more request.
  const busy = Array.from({ length: 3 }, detect);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const start = process.hrtime.bigint();
  const refused = await detect();
  const refusedMs = Number(process.hrtime.bigint() - start) / 1e6;
  await Promise.all(busy);
  console.log(
    `  full pool: ${refused.statusCode} in ${refusedMs.toFixed(1)} ms (target: 503 within 100 ms)`,
  );

  await t.close();
}
