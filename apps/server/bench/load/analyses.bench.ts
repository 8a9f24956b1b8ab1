/**
 * Issue 20 #5: background analyses per second with one replica and with two, each limited to one
 * analysis worker (ANALYSIS_WORKERS=1), on one PostgreSQL database, one S3 bucket and one Redis.
 * Target: two replicas ≥ 1.8× one. `npm run bench -- load/analyses`.
 *
 * Each turn queues JOBS analysis jobs (the rows a saved visit queues, of one stored photo pair)
 * due a few seconds ahead, so that every running replica's runner wakes for them at the same
 * moment; the rate is JOBS over the time from that moment to the last job's finish, read from the
 * jobs' own rows. The replicas' job runner, worker pool, S3 reads and mask writes are all in it.
 * Turns alternate (1 replica, 2 replicas, 1, 2, …), so a busy moment of the shared machine falls
 * on both alike. Both replicas run, and are warmed by a first turn together, from the start: for
 * a one-replica turn the second is paused (SIGSTOP, while it holds no job; SIGCONT after), so it
 * neither claims nor spends CPU. (Starting it afresh for each of its turns, as this bench first
 * did, measured a cold replica against a warm one: a new process's first dozen analyses cost
 * about twice the CPU while V8 still compiles its code.)
 *
 * It also counts the CPU seconds each party spent per analysis, from /proc: each replica's main
 * thread, analysis workers and other threads, the PostgreSQL backends of the bench's database,
 * s3rver (a process of its own) and this process, which queues the jobs and polls their rows.
 * ANALYSES_BENCH_ROUNDS sets the number of turn pairs; ANALYSES_BENCH_REPLICA_NODE_OPTIONS is
 * passed to the replicas (`--perf-basic-prof` for `perf record`; NODE_OPTIONS refuses
 * `--cpu-prof`). Figures: DECISIONS "Where an analysis's CPU goes outside the worker".
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { phantomJpegs } from '@skinscope/analysis/node';
import { createTestDatabase } from '@skinscope/db/testing';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL } from './local-services';
import { createS3ImageStore, type S3Settings } from '../../src/infra/s3-image-store';
import { BUILT_MAIN, startReplica, type Replica } from '../../test-support/replica-process';
import { minus, plus, processCpu, threadCpu, type ThreadCpu } from './cpu-times';

const JOBS = 24;
const ROUNDS = Number(process.env.ANALYSES_BENCH_ROUNDS ?? 3);
/** E.g. `--perf-basic-prof` for `perf record` (NODE_OPTIONS refuses `--cpu-prof`). */
const REPLICA_NODE_OPTIONS = process.env.ANALYSES_BENCH_REPLICA_NODE_OPTIONS;
const TARGET = 1.8;
/** Every runner wakes for due jobs within a lease period; the jobs are due after one more. */
const LEASE_SECONDS = 5;
const DUE_IN_SECONDS = LEASE_SECONDS + 1;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** s3rver in a child process (s3rver-process.ts): its CPU is then counted apart. */
async function startS3Process() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./s3rver-process.ts', import.meta.url))],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  for await (const chunk of child.stdout) {
    out += String(chunk);
    if (out.includes('\n')) break;
  }
  return {
    pid: child.pid!,
    settings: JSON.parse(out) as S3Settings,
    async stop() {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU seconds spent by each party while the jobs of one turn ran. */
interface TurnCpu {
  replicas: ThreadCpu;
  postgres: number;
  /** Transactions committed in the bench database: one per statement outside a transaction. */
  xacts: number;
  s3: number;
  bench: ThreadCpu;
}
const CPU_PARTS = [
  [
    'replicas: main thread (event loop: job runner, S3 + PostgreSQL clients)',
    (c: TurnCpu) => c.replicas.main,
  ],
  ['replicas: analysis workers (nice +10)', (c: TurnCpu) => c.replicas.niced],
  [
    'replicas: other threads (libuv pool: sharp decode, zlib; V8 GC/JIT)',
    (c: TurnCpu) => c.replicas.other,
  ],
  ['PostgreSQL backends of the bench database', (c: TurnCpu) => c.postgres],
  ['s3rver (stand-in for the object store)', (c: TurnCpu) => c.s3],
  ['bench process (queues jobs, polls their rows)', (c: TurnCpu) => c.bench.main + c.bench.other],
] as const;

export async function bench(): Promise<void> {
  const testDb = await createTestDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  const { db } = testDb.database;
  const s3 = await startS3Process();
  const replicas: Replica[] = [];
  const start = async () => {
    const replica = await startReplica({
      parentEnv: process.env,
      databaseUrl: testDb.url!,
      redisUrl: BENCH_REDIS_URL,
      s3: s3.settings,
      main: BUILT_MAIN,
      env: {
        ANALYSIS_WORKERS: '1',
        ANALYSIS_JOB_LEASE_SECONDS: String(LEASE_SECONDS),
        ...(REPLICA_NODE_OPTIONS ? { NODE_OPTIONS: REPLICA_NODE_OPTIONS } : {}),
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

    const postgresPids = async () =>
      rowsOf<{ pid: number }>(
        await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`),
      ).map((row) => row.pid);
    /** CPU seconds so far of everyone taking part (PostgreSQL: per backend, new ones from 0). */
    async function cpuNow() {
      const pg = new Map<number, number>();
      for (const pid of await postgresPids()) pg.set(pid, processCpu([pid]));
      const [stats] = rowsOf<{ xacts: number }>(
        await db.execute(sql`
          select xact_commit::int as xacts from pg_stat_database where datname = current_database()`),
      );
      return {
        xacts: stats!.xacts,
        replicas: replicas.reduce((sum, r) => plus(sum, threadCpu(r.child.pid!)), {
          main: 0,
          niced: 0,
          other: 0,
        }),
        pg,
        s3: processCpu([s3.pid]),
        bench: threadCpu(process.pid),
      };
    }
    function cpuSince(before: Awaited<ReturnType<typeof cpuNow>>, after: typeof before): TurnCpu {
      let postgres = 0;
      for (const [pid, cpu] of after.pg) postgres += cpu - (before.pg.get(pid) ?? 0);
      return {
        replicas: minus(after.replicas, before.replicas),
        postgres,
        xacts: after.xacts - before.xacts,
        s3: after.s3 - before.s3,
        bench: minus(after.bench, before.bench),
      };
    }

    /**
     * Queues JOBS jobs on as many new records, due together; the analyses per second, and the
     * CPU each party spent from the jobs' due moment until they were all done.
     */
    async function turn(): Promise<{ rate: number; cpu: TurnCpu }> {
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
      await sleep(new Date(due!.at).getTime() - Date.now());
      const before = await cpuNow();
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
        if (state!.open === 0) {
          const cpu = cpuSince(before, await cpuNow());
          const seconds = (new Date(state!.last!).getTime() - new Date(due!.at).getTime()) / 1000;
          return { rate: JOBS / seconds, cpu };
        }
      }
    }

    const b = await start();
    await turn(); // warm-up: both replicas' workers, their JIT and the queries' plans
    const rates: Record<1 | 2, number[]> = { 1: [], 2: [] };
    const cpus: Record<1 | 2, TurnCpu[]> = { 1: [], 2: [] };
    const record = (n: 1 | 2, { rate, cpu }: { rate: number; cpu: TurnCpu }) => {
      rates[n].push(rate);
      cpus[n].push(cpu);
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Between turns no job is due or held, so the paused replica leaves none behind.
      b.child.kill('SIGSTOP');
      record(1, await turn());
      b.child.kill('SIGCONT');
      record(2, await turn());
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
    const ms = (n: 1 | 2, part: (c: TurnCpu) => number) =>
      ((1000 * cpus[n].reduce((sum, c) => sum + part(c), 0)) / (JOBS * ROUNDS)).toFixed(1);
    console.log(
      `  CPU ms per analysis (all turns), from the jobs' due moment to the last one done`,
    );
    console.log(`  ${'who'.padEnd(74)} ${'1 replica'.padStart(10)} ${'2 replicas'.padStart(10)}`);
    for (const [name, part] of CPU_PARTS)
      console.log(`  ${name.padEnd(74)} ${ms(1, part).padStart(10)} ${ms(2, part).padStart(10)}`);
    const all = (c: TurnCpu) => CPU_PARTS.reduce((sum, [, part]) => sum + part(c), 0);
    const beside = (c: TurnCpu) => all(c) - c.replicas.niced;
    console.log(`  ${'all'.padEnd(74)} ${ms(1, all).padStart(10)} ${ms(2, all).padStart(10)}`);
    console.log(
      `  ${'all but the analysis workers'.padEnd(74)} ${ms(1, beside).padStart(10)} ${ms(2, beside).padStart(10)}`,
    );
    const perTurn = (n: 1 | 2, part: (c: TurnCpu) => number) =>
      cpus[n].map((c) => ((1000 * part(c)) / JOBS).toFixed(0)).join(' ');
    console.log(`  turn by turn (ms per analysis): all but the workers; workers`);
    for (const n of [1, 2] as const)
      console.log(
        `  ${String(n).padEnd(12)} ${perTurn(n, beside)}; ${perTurn(n, (c) => c.replicas.niced)}`,
      );
    const xactsPerJob = (n: 1 | 2) =>
      (cpus[n].reduce((sum, c) => sum + c.xacts, 0) / (JOBS * ROUNDS)).toFixed(1);
    console.log(
      `  PostgreSQL transactions per analysis (the bench's own polls included): ` +
        `${xactsPerJob(1)} with 1 replica, ${xactsPerJob(2)} with 2`,
    );
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await s3.stop();
    await testDb.close();
  }
}
