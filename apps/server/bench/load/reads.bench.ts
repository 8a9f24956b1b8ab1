/**
 * Issue 20 #5: the reads a salon chain makes all day, at 100,000 customers and 1,000,000 photos'
 * rows on PostgreSQL, served by two replicas (processes started as an operator starts them, on
 * one database, one S3 bucket and one Redis), 50 connections split over both as a load balancer
 * would: the customer search, a customer's record list, her progress (皮肤变化) and the history
 * (查询) reads, beside a bare route (`/server/settings`: our pipeline, no query) and `/health`
 * (one database ping) measured in the same run. `npm run bench -- load/reads`.
 *
 * The rows: chain-data.ts (READS_BENCH_CUSTOMERS=2000 tries the bench out in a minute or two).
 * Every workload runs in interleaved turns (http-load.ts), so a busy moment of the shared machine
 * falls on the baseline as much as on the candidates.
 */
import { DEFAULT_POOL_SIZE } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { BENCH_DATABASE_URL, BENCH_REDIS_URL } from './local-services';
import { startLocalS3 } from '../../test-support/local-s3';
import { BUILT_MAIN, startReplica, type Replica } from '../../test-support/replica-process';
import {
  bulkLoad,
  checkProgressFindsAnalyses,
  MEMBER_NAMES,
  NAME_PARTS,
  PHONE_PARTS,
  signIn,
  spreadCustomerIds,
} from './chain-data';
import { printTable, runInterleaved, type Workload } from './http-load';

const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 4;
const WARM_UP_SECONDS = 1;

export async function bench(): Promise<void> {
  const testDb = await createTestDatabase({ databaseUrl: BENCH_DATABASE_URL, poolSize: 2 });
  const s3 = await startLocalS3();
  const replicas: Replica[] = [];
  const startOneReplica = () =>
    startReplica({
      parentEnv: process.env,
      databaseUrl: testDb.url!,
      redisUrl: BENCH_REDIS_URL,
      s3: s3.settings,
      main: BUILT_MAIN,
      env: { ANALYSIS_WORKERS: '1' },
    });
  try {
    // The first replica migrates the fresh database; the rows go in before the second starts.
    replicas.push(await startOneReplica());
    await bulkLoad(testDb.database.db);
    replicas.push(await startOneReplica());
    const token = await signIn(replicas[0]!);
    const headers = { authorization: `Bearer ${token}` };
    const bases = replicas.map((replica) => replica.base);

    const customerIds = spreadCustomerIds();
    const workloads: Workload[] = [
      { name: 'baseline: GET /server/settings (no query)', paths: ['/server/settings'] },
      { name: 'GET /health (one database ping)', paths: ['/health'] },
      {
        name: 'customer search, any 4 digits of the phone',
        paths: PHONE_PARTS.map((digits) => `/api/customer?telephone=${digits}`),
        headers,
      },
      {
        name: 'customer search, part of the name',
        paths: NAME_PARTS.map((part) => `/api/customer?name=${encodeURIComponent(part)}`),
        headers,
      },
      {
        name: "a customer's record list (with photos)",
        paths: customerIds.map((id) => `/api/customer/record?recCustomerId=${id}`),
        headers,
      },
      {
        name: "a customer's progress (皮肤变化)",
        paths: customerIds.map((id) => `/api/customer/${id}/progress`),
        headers,
      },
      {
        name: 'history: newest visits of one name (查询)',
        paths: MEMBER_NAMES.map((name) => `/server/analysis_key?key=${encodeURIComponent(name)}`),
        headers,
      },
      { name: 'history: newest 50 visits (查询)', paths: ['/server/analysis_key'], headers },
    ];
    for (const workload of workloads) {
      const probe = await replicas[1]!.call(workload.paths[0]!, { headers: workload.headers });
      if (probe.status !== 200) throw new Error(`${workload.name}: ${probe.status}`);
    }
    await checkProgressFindsAnalyses(replicas[1]!, customerIds[0]!, headers);
    const results = await runInterleaved(bases, workloads, {
      connections: CONNECTIONS,
      rounds: ROUNDS,
      seconds: SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    console.log(
      `  2 replicas (PostgreSQL pool ${DEFAULT_POOL_SIZE} each, S3, Redis), ${CONNECTIONS} connections ` +
        `(${CONNECTIONS / 2} per replica); medians of ${ROUNDS} interleaved turns of ${SECONDS} s; p99 = the worse replica's`,
    );
    printTable(results);
  } finally {
    await Promise.all(replicas.map((replica) => replica.stop()));
    await s3.stop();
    await testDb.close();
  }
}
