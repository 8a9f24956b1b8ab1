/**
 * Issue 35 #4: what a read costs in CPU, at 100,000 customers, 200,000 visits and 1,000,000
 * photos' rows on PostgreSQL (chain-data.ts). One server (the built main.mjs, as an operator runs
 * it), 20 connections; for each workload req/s, p99 and the CPU milliseconds per request of the
 * server's process and of its PostgreSQL backends, read from /proc (the backends found by the
 * server's application_name), beside `/health` in the same run. `npm run bench -- reads-cpu`.
 *
 * Two references in the same run: PostgreSQL answering the server's own search statements
 * directly through `pg` at the same concurrency (the statements captured as the repository
 * builds them, each prepared once per connection), and the name search on a second server that
 * logs no successful reads (LOG_READS_SAMPLE=0), to tell what the request log costs.
 * The workloads run in interleaved turns; the machine's load average is printed with each, since
 * CPU per request holds on a busy machine but latency does not.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CUSTOMER_PAGE_SIZE } from '@skinscope/contracts';
import { DEFAULT_POOL_SIZE, schema, type Db } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL } from './local-services';
import { createCustomersRepository } from '../../src/repositories/customers.repository';
import { startLocalS3 } from '../../test-support/local-s3';
import { BUILT_MAIN, startReplica, type Replica } from '../../test-support/replica-process';
import {
  bulkLoad,
  checkProgressFindsAnalyses,
  CUSTOMERS,
  MEMBER_NAMES,
  NAME_PARTS,
  PHONE_PARTS,
  signIn,
  spreadCustomerIds,
} from './chain-data';
import { processCpu } from './cpu-times';
import { runLoad, type Workload } from './http-load';

const CONNECTIONS = 20;
const ROUNDS = 5;
const SECONDS = 4;
const WARM_UP_SECONDS = 1;

/** One turn's figures. */
interface Turn {
  rps: number;
  p99: number;
  /** CPU ms per request of the server's process (null: no server, the direct reference). */
  nodeMs: number | null;
  /** CPU ms per request of the PostgreSQL backends that answered. */
  pgMs: number;
  /** The one-minute load average at the end of the turn. */
  load: number;
}

interface CpuWorkload {
  name: string;
  /** Runs the load for `seconds`: answers requests done, req/s and p99. */
  run: (seconds: number) => Promise<{ requests: number; rps: number; p99: number }>;
  /** The server's pid (null for the direct reference). */
  pid: number | null;
  /** The application_name its PostgreSQL connections carry. */
  appName: string;
}

const loadAverage = () => Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/** CPU seconds of each PostgreSQL backend whose connection names `appName`. */
async function backendCpu(admin: pg.Pool, appName: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [appName],
  );
  return new Map(rows.map(({ pid }) => [pid, processCpu([pid])]));
}

/** CPU seconds the backends spent between two readings (a backend opened since counts whole). */
function backendDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

async function measureTurn(admin: pg.Pool, workload: CpuWorkload, seconds: number): Promise<Turn> {
  const pgBefore = await backendCpu(admin, workload.appName);
  const nodeBefore = workload.pid === null ? 0 : processCpu([workload.pid]);
  const figures = await workload.run(seconds);
  const nodeAfter = workload.pid === null ? 0 : processCpu([workload.pid]);
  const pgAfter = await backendCpu(admin, workload.appName);
  const perRequest = (cpuSeconds: number) => (1000 * cpuSeconds) / Math.max(1, figures.requests);
  return {
    rps: figures.rps,
    p99: figures.p99,
    nodeMs: workload.pid === null ? null : perRequest(nodeAfter - nodeBefore),
    pgMs: perRequest(backendDelta(pgBefore, pgAfter)),
    load: loadAverage(),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** `url` with an application_name, so that its PostgreSQL backends can be told apart. */
function namedConnection(url: string, appName: string): string {
  const named = new URL(url);
  named.searchParams.set('application_name', appName);
  return named.toString();
}

/** The statements the repository runs for these name searches, as the server builds them. */
async function searchStatements(url: string, ownerId: number, parts: string[]) {
  const captured: Array<{ text: string; values: unknown[] }> = [];
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, values) => captured.push({ text, values }) },
  }) as unknown as Db;
  const customers = createCustomersRepository(db);
  // The owner is bound to no customer: the server leaves the bindings side out for her too.
  const visibility = { scope: 'cgo' as const, ownerId, userId: ownerId, hasBindings: false };
  try {
    for (const name of parts)
      await customers.search(visibility, { name, begin: 0, length: CUSTOMER_PAGE_SIZE });
  } finally {
    await pool.end();
  }
  return captured;
}

/**
 * PostgreSQL alone: `connections` clients each sending the statements in turn, each statement
 * named (prepared once per connection), for `seconds`.
 */
async function directLoad(
  pool: pg.Pool,
  statements: Array<{ text: string; values: unknown[] }>,
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const ends = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      const client = await pool.connect();
      try {
        for (let k = worker; Date.now() < ends; k += 1) {
          const { text, values } = statements[k % statements.length]!;
          const started = performance.now();
          await client.query({
            name: `direct_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
            text,
            values,
          });
          latencies.push(performance.now() - started);
        }
      } finally {
        client.release();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
  };
}

function printResults(workloads: CpuWorkload[], turns: Turn[][]) {
  const ms = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  console.log(
    `  ${'workload'.padEnd(44)} ${'req/s'.padStart(6)} ${'p99 ms'.padStart(6)} ${'node ms/req'.padStart(11)} ${'pg ms/req'.padStart(9)} ${'total'.padStart(6)} ${'load'.padStart(5)}`,
  );
  for (const [i, workload] of workloads.entries()) {
    const own = turns[i]!;
    const nodeMs = own[0]!.nodeMs === null ? null : median(own.map((t) => t.nodeMs!));
    const pgMs = median(own.map((t) => t.pgMs));
    console.log(
      `  ${workload.name.padEnd(44)} ${median(own.map((t) => t.rps))
        .toFixed(0)
        .padStart(
          6,
        )} ${String(median(own.map((t) => t.p99))).padStart(6)} ${ms(nodeMs).padStart(11)} ${ms(pgMs).padStart(9)} ${ms((nodeMs ?? 0) + pgMs).padStart(6)} ${Math.max(
        ...own.map((t) => t.load),
      )
        .toFixed(1)
        .padStart(5)}`,
    );
  }
}

export async function bench(): Promise<void> {
  const testDb = await createTestDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  const s3 = await startLocalS3();
  const admin = new pg.Pool({ connectionString: BENCH_DATABASE_URL, max: 2 });
  const direct = new pg.Pool({
    connectionString: namedConnection(testDb.url!, 'reads-cpu-direct'),
    max: CONNECTIONS,
  });
  const servers: Replica[] = [];
  const startServer = (appName: string, env: Record<string, string> = {}) =>
    startReplica({
      parentEnv: process.env,
      databaseUrl: namedConnection(testDb.url!, appName),
      redisUrl: BENCH_REDIS_URL,
      s3: s3.settings,
      main: BUILT_MAIN,
      env: { ANALYSIS_WORKERS: '1', ...env },
    });
  try {
    // The first server migrates the fresh database; the rows go in before the second starts.
    const server = await startServer('reads-cpu-server');
    servers.push(server);
    const ownerId = await bulkLoad(testDb.database.db);
    const quiet = await startServer('reads-cpu-quiet', { LOG_READS_SAMPLE: '0' });
    servers.push(quiet);
    const headers = { authorization: `Bearer ${await signIn(server)}` };
    const customerIds = spreadCustomerIds();
    await checkProgressFindsAnalyses(server, customerIds[0]!, headers);

    const http = (target: Replica, appName: string, workload: Workload): CpuWorkload => ({
      name: workload.name,
      pid: target.child.pid!,
      appName,
      run: (seconds) => runLoad([target.base], workload, CONNECTIONS, seconds),
    });
    const onServer = (name: string, paths: string[], signedIn = true) =>
      http(server, 'reads-cpu-server', { name, paths, ...(signedIn ? { headers } : {}) });
    const namePaths = NAME_PARTS.map((part) => `/api/customer?name=${encodeURIComponent(part)}`);
    // Mobiles of bulk-loaded members (seed-members.ts: '139' and i × 7919 mod 10⁸).
    const mobiles = Array.from({ length: 50 }, (_, k) => {
      const i = 1 + ((k * 1999) % CUSTOMERS);
      return `139${String((i * 7919) % 100_000_000).padStart(8, '0')}`;
    });
    const statements = await searchStatements(testDb.url!, ownerId, NAME_PARTS);
    const workloads: CpuWorkload[] = [
      onServer('GET /health (one database ping)', ['/health'], false),
      onServer('signed-in token check', [
        `/server/getRecCustomerByKey?key=111111&scope=cgo&userId=${ownerId}`,
      ]),
      onServer('search by name fragment', namePaths),
      onServer(
        'search by last 4 digits',
        PHONE_PARTS.map((digits) => `/api/customer?telephone=${digits}`),
      ),
      onServer(
        'search by full phone',
        mobiles.map((mobile) => `/api/customer?telephone=${mobile}`),
      ),
      onServer('customer list, first page', ['/api/customer']),
      onServer(
        "a customer's record list",
        customerIds.map((id) => `/api/customer/record?recCustomerId=${id}`),
      ),
      onServer(
        "a customer's progress (皮肤变化)",
        customerIds.map((id) => `/api/customer/${id}/progress`),
      ),
      onServer(
        'history page of a name (查询)',
        MEMBER_NAMES.map((name) => `/server/analysis_key?key=${encodeURIComponent(name)}`),
      ),
      {
        name: 'reference: the name search, pg directly',
        pid: null,
        appName: 'reads-cpu-direct',
        run: (seconds) => directLoad(direct, statements, CONNECTIONS, seconds),
      },
      http(quiet, 'reads-cpu-quiet', {
        name: 'reference: name search, reads not logged',
        paths: namePaths,
        headers,
      }),
    ];
    for (const workload of workloads) await measureTurn(admin, workload, WARM_UP_SECONDS);
    const turns = workloads.map((): Turn[] => []);
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [i, workload] of workloads.entries())
        turns[i]!.push(await measureTurn(admin, workload, SECONDS));
    console.log(
      `  one server (PostgreSQL pool ${DEFAULT_POOL_SIZE}, S3, Redis), ${CONNECTIONS} connections; ` +
        `medians of ${ROUNDS} interleaved turns of ${SECONDS} s; CPU from /proc; load = the highest ` +
        `one-minute load average at the end of a turn`,
    );
    printResults(workloads, turns);
    const rps = (name: string) =>
      median(turns[workloads.findIndex((w) => w.name === name)]!.map((t) => t.rps));
    console.log(
      `  the name search over HTTP: ${Math.round((100 * rps('search by name fragment')) / rps('reference: the name search, pg directly'))} % of PostgreSQL's own throughput (target ≥ 50 %)`,
    );
  } finally {
    await Promise.all(servers.map((replica) => replica.stop()));
    await direct.end();
    await admin.end();
    await s3.stop();
    await testDb.close();
  }
}
