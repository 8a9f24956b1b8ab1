/**
 * Issue 20 #5: `/health` stays quick while analyses run, on the embedded database (PGlite, which
 * runs its queries on the server's own event loop). Target: p99 ≤ 50 ms. One server in this
 * process, as `npm start` runs it without DATABASE_URL (analysis workers: one per core), with
 * staff doing what they do all day beside the probe:
 * - visits: four photos uploaded, the record saved, its two pairs analysed in the background
 *   (durable jobs), kept at two jobs queued or running per worker;
 * - on-demand detections (`POST /api/picture/detect`, the SOS screen), one at a time;
 * - the report's marked images (`GET /fileSvr/get/d{id}-{dimension}.jpg`) of each new
 *   detection, rendered on first request.
 * The baseline is `/health` on the same server with nothing else running, measured in the same
 * run, interleaved turn by turn with the loaded one; the event loop's delay is printed beside
 * each (perf_hooks), since that is what the probe waits for. `npm run bench -- health-under`.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { availableParallelism } from 'node:os';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { phantomJpegs } from '@skinscope/analysis/node';
import { analysisJobs, detections } from '@skinscope/db';
import { createBenchApp } from '../testing/bench-app';
import { createTenant, giveConsent, registerCustomer, uploadPhoto } from '../testing/fixtures';
import { runLoad, type LoadFigures } from './http-load';

const CONNECTIONS = 10;
const ROUNDS = 3;
const SECONDS = 6;
const TARGET_P99_MS = 50;
const WORKERS = availableParallelism();
const DIMENSIONS = ['pigment', 'sensitivity'] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function bench(): Promise<void> {
  const t = await createBenchApp({ analysisWorkers: WORKERS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 5 });
  const { db } = t.database;
  let stamp = 1_763_800_000_000;
  const upload = async (data: Buffer) => {
    stamp += 1_000;
    const { response, url } = await uploadPhoto(t, tenant, customer.id, stamp, data);
    if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`);
    return url;
  };
  const sos = { normal: await upload(normalJpeg), polarised: await upload(polarisedJpeg) };

  /** Staff at work until `stop()`: counts the analyses and marked images they got. */
  function staffAtWork() {
    let stopped = false;
    const done = { analyses: 0, overlays: 0 };
    const rendered = new Set<number>();
    const visits = async () => {
      while (!stopped) {
        const photos = [];
        for (const position of [0, 1])
          for (const [type, data] of [
            ['normal', normalJpeg],
            ['lighting', polarisedJpeg],
          ] as const)
            photos.push({ part: 'zqg', position, type, url: await upload(data) });
        const saved = await t.app.inject({
          method: 'POST',
          url: '/api/customer/record',
          headers: t.bearer(tenant.staffToken),
          payload: { recordId: 0, recCustomerId: customer.id, scan: { photos } },
        });
        if (saved.statusCode !== 200) throw new Error(`record: ${saved.body}`);
        for (;;) {
          const [busy] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(analysisJobs)
            .where(inArray(analysisJobs.state, ['queued', 'running']));
          if (stopped || busy!.n < 2 * WORKERS) break;
          await sleep(100);
        }
      }
    };
    const detects = async () => {
      while (!stopped) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/picture/detect',
          headers: t.bearer(tenant.staffToken),
          payload: { normalImage: sos.normal, lightImage: sos.polarised },
        });
        if (response.statusCode === 200) done.analyses += 1;
        else if (response.statusCode === 503) await sleep(100);
        else throw new Error(`detect: ${response.body}`);
      }
    };
    const overlays = async () => {
      while (!stopped) {
        const fresh = (
          await db
            .select({ id: detections.id })
            .from(detections)
            .where(and(isNotNull(detections.result), eq(detections.customerId, customer.id)))
            .orderBy(desc(detections.id))
            .limit(5)
        ).filter((row) => !rendered.has(row.id));
        if (fresh.length === 0) await sleep(100);
        for (const { id } of fresh) {
          rendered.add(id);
          for (const dimension of DIMENSIONS) {
            const response = await t.app.inject({
              url: `/fileSvr/get/d${id}-${dimension}.jpg`,
              headers: t.bearer(tenant.staffToken),
            });
            if (response.statusCode === 200) done.overlays += 1;
            else if (response.statusCode !== 503) throw new Error(`overlay: ${response.body}`);
          }
        }
      }
    };
    const startJobs = db.$count(analysisJobs, eq(analysisJobs.state, 'done'));
    const work = Promise.all([visits(), detects(), overlays()]);
    return {
      async stop() {
        stopped = true;
        await work;
        const jobsDone = (await db.$count(analysisJobs, eq(analysisJobs.state, 'done'))) - (await startJobs);
        return { analyses: done.analyses + jobsDone, overlays: done.overlays };
      },
    };
  }

  interface Turn extends LoadFigures {
    loopP99: number;
    loopMax: number;
    analysesPerSecond: number;
    overlaysPerSecond: number;
  }
  const health = { name: '/health', paths: ['/health'] };
  async function turn(withAnalyses: boolean, seconds: number): Promise<Turn> {
    const staff = withAnalyses ? staffAtWork() : null;
    if (staff) await sleep(1_000); // the workers are busy before the probe starts
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const figures = await runLoad([base], health, CONNECTIONS, seconds);
    loop.disable();
    const work = (await staff?.stop()) ?? { analyses: 0, overlays: 0 };
    return {
      ...figures,
      loopP99: loop.percentile(99) / 1e6,
      loopMax: loop.max / 1e6,
      analysesPerSecond: work.analyses / (seconds + 1),
      overlaysPerSecond: work.overlays / (seconds + 1),
    };
  }

  // Warm-up: the workers' first analyses, JIT, the first queries' plans.
  await turn(false, 1);
  await turn(true, 2);
  await t.app.detect.idle();
  const turns: Record<'idle' | 'busy', Turn[]> = { idle: [], busy: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    turns.idle.push(await turn(false, SECONDS));
    turns.busy.push(await turn(true, SECONDS));
    await t.app.detect.idle();
  }

  console.log(
    `  embedded database (PGlite), ${WORKERS} analysis workers, /health at ${CONNECTIONS} connections; ` +
      `medians of ${ROUNDS} interleaved turns of ${SECONDS} s`,
  );
  console.log(
    `  ${'phase'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'loop p99'.padStart(9)} ${'loop max'.padStart(9)} ${'analyses/s'.padStart(11)} ${'marked/s'.padStart(9)}   turns (p99 ms)`,
  );
  for (const [phase, name] of [
    ['idle', 'baseline: /health, nothing else running'],
    ['busy', '/health while analyses run'],
  ] as const) {
    const list = turns[phase];
    const m = (pick: (turn: Turn) => number) => median(list.map(pick));
    console.log(
      `  ${name.padEnd(40)} ${m((x) => x.rps).toFixed(0).padStart(7)} ${String(m((x) => x.p50)).padStart(7)} ${String(m((x) => x.p99)).padStart(7)} ${m((x) => x.loopP99).toFixed(1).padStart(9)} ${m((x) => x.loopMax).toFixed(1).padStart(9)} ${m((x) => x.analysesPerSecond).toFixed(2).padStart(11)} ${m((x) => x.overlaysPerSecond).toFixed(2).padStart(9)}   ${list.map((x) => x.p99).join(' ')}`,
    );
  }
  const busyP99 = median(turns.busy.map((x) => x.p99));
  console.log(
    `  target /health p99 ≤ ${TARGET_P99_MS} ms while analyses run: ${busyP99 <= TARGET_P99_MS ? 'met' : 'NOT met'}`,
  );
  await t.close();
}
