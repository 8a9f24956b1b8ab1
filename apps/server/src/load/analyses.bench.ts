/**
 * Issue 20 #5: background analyses per second with one replica and with two, each limited to one
 * analysis worker (ANALYSIS_WORKERS=1), on one PostgreSQL database, one S3 bucket and one Redis.
 * Target: two replicas ≥ 1.8× one. `npm run bench -- load/analyses`.
 *
 * Each turn queues JOBS analysis jobs (the rows a saved visit queues, of one stored photo pair)
 * due a few seconds ahead, so that every running replica's runner wakes for them at the same
 * moment; the rate is JOBS over the time from that moment to the last job's finish, read from the
 * jobs' own rows. The replicas' job runner, worker pool, S3 reads and mask writes are all in it.
 * Turns alternate (1 replica, 2 replicas, 1, 2, …): the second replica is started for its turn
 * and stopped after it, so a busy moment of the shared machine falls on both alike.
 */
import { sql } from 'drizzle-orm';
import { phantomJpegs } from '@skinscope/analysis/node';
import { createTestDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../config';
import { createS3ImageStore } from '../infra/s3-image-store';
import { startLocalS3 } from '../testing/local-s3';
import { startReplica, type Replica } from '../testing/replica-process';

const JOBS = 24;
const ROUNDS = 3;
const TARGET = 1.8;
/** Every runner wakes for due jobs within a lease period; the jobs are due after one more. */
const LEASE_SECONDS = 5;
const DUE_IN_SECONDS = LEASE_SECONDS + 1;
const DATABASE_URL = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function bench(): Promise<void> {
  const testDb = await createTestDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
  const { db } = testDb.database;
  const s3 = await startLocalS3();
  const replicas: Replica[] = [];
  const start = async () => {
    const replica = await startReplica({
      parentEnv: process.env,
      databaseUrl: testDb.url!,
      redisUrl: REDIS_URL,
      s3: s3.settings,
      env: {
        ANALYSIS_WORKERS: '1',
        ANALYSIS_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      },
    });
    replicas.push(replica);
    return replica;
  };
  try {
    await start(); // migrates the fresh database
    const [customer] = rowsOf<{ id: number }>(
      await db.execute(sql`
        insert into customers (full_name, mobile, scope, owner_id)
        values ('林晓', '13911112222', 'cgo', 1) returning id`),
    );
    const hour = Math.floor(1_763_800_000_000 / 3_600_000);
    const keys = {
      normal: `img/${customer!.id}/${hour}/1763800000001.jpg`,
      polarised: `img/${customer!.id}/${hour}/1763800000002.jpg`,
    };
    const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 9 });
    const store = createS3ImageStore(s3.settings);
    await store.put(keys.normal, normalJpeg);
    await store.put(keys.polarised, polarisedJpeg);

    /** Queues JOBS jobs on as many new records, due together; the analyses per second. */
    async function turn(): Promise<number> {
      const [due] = rowsOf<{ at: Date }>(
        await db.execute(sql`
          with new_records as (
            insert into records (customer_id, rec_user_name, scan_type, completed_at)
            select ${customer!.id}, '测速', 'FULL_SCAN', now() from generate_series(1, ${JOBS})
            returning id)
          insert into analysis_jobs (record_id, part, position, normal_key, polarised_key, run_after)
          select id, 'zqg', 0, ${keys.normal}, ${keys.polarised},
                 now() + ${DUE_IN_SECONDS} * interval '1 second'
          from new_records
          returning run_after as at`),
      );
      for (;;) {
        await sleep(250);
        const [state] = rowsOf<{ open: number; failed: number; last: Date | null }>(
          await db.execute(sql`
            select count(*) filter (where state in ('queued', 'running'))::int as open,
                   count(*) filter (where state = 'failed')::int as failed,
                   max(updated_at) filter (where state = 'done') as last
            from analysis_jobs where run_after = ${due!.at}`),
        );
        if (state!.failed > 0) throw new Error(`${state!.failed} jobs failed`);
        if (state!.open === 0)
          return JOBS / ((new Date(state!.last!).getTime() - new Date(due!.at).getTime()) / 1000);
      }
    }

    await turn(); // warm-up: A's worker, its JIT and the queries' plans
    const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      rates[1].push(await turn());
      const b = await start();
      rates[2].push(await turn());
      await b.stop();
      replicas.pop();
    }
    const one = median(rates[1]);
    const two = median(rates[2]);
    console.log(
      `  ${JOBS} background analyses a turn, each replica ANALYSIS_WORKERS=1, PostgreSQL + S3 + Redis; ` +
        `medians of ${ROUNDS} alternating turns`,
    );
    console.log(`  ${'replicas'.padEnd(12)} ${'analyses/s'.padStart(11)}   turns`);
    console.log(
      `  ${'1'.padEnd(12)} ${one.toFixed(2).padStart(11)}   ${rates[1].map((r) => r.toFixed(2)).join(' ')}`,
    );
    console.log(
      `  ${'2'.padEnd(12)} ${two.toFixed(2).padStart(11)}   ${rates[2].map((r) => r.toFixed(2)).join(' ')}`,
    );
    console.log(
      `  scaling: ×${(two / one).toFixed(2)} (target ≥ ×${TARGET}: ${two / one >= TARGET ? 'met' : 'NOT met'})`,
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await s3.stop();
    await testDb.close();
  }
}
