/**
 * Issue 20 #5: the reads a salon chain makes all day, at 100,000 customers and 1,000,000 photos'
 * rows on PostgreSQL, served by two replicas (processes started as an operator starts them, on
 * one database, one S3 bucket and one Redis), 50 connections split over both as a load balancer
 * would: the customer search, a customer's record list, her progress (皮肤变化) and the history
 * (查询) reads, beside a bare route (`/server/settings`: our pipeline, no query) and `/health`
 * (one database ping) measured in the same run. `npm run bench -- load/reads`.
 *
 * The rows are bulk-loaded in SQL (generate_series), not through the API: 100,000 customers of
 * one company, two finished visits each (200,000 records), five photos a visit (1,000,000 rows),
 * and each visit's two photo pairs analysed: a detection holding a real engine result (one
 * analysis of a phantom pair, its pigment score varied per visit) and the done job that made it
 * (400,000 of each), so a progress read finds, matches and shows scores as it does in a salon.
 * READS_BENCH_CUSTOMERS sets the number of customers (the rest scales with it), e.g. 2000 to
 * try the bench out in a minute or two.
 * Every workload runs in interleaved turns (http-load.ts), so a busy moment of the shared machine
 * falls on the baseline as much as on the candidates.
 */
import { sql } from 'drizzle-orm';
import type { CustomerProgress } from '@skinscope/contracts';
import { DEFAULT_POOL_SIZE } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../../src/config';
import { phantomJpegs } from '@skinscope/analysis/node';
import { createAnalysisRunner } from '../../src/infra/analysis-runner';
import { createArgon2Hasher } from '../../src/infra/password-hasher';
import { detectionFindings } from '../../src/modules/detect/detection-store';
import { startLocalS3 } from '../../test-support/local-s3';
import { BUILT_MAIN, startReplica, type Replica } from '../../test-support/replica-process';
import { printTable, runInterleaved, type Workload } from './http-load';
import { insertMembers } from '../seed-members';

const CUSTOMERS = Number(process.env.READS_BENCH_CUSTOMERS ?? 100_000);
const VISITS_PER_CUSTOMER = 2;
const PHOTOS_PER_VISIT = 5;
/** Of the five photos, two normal + polarised pairs (the fifth has no partner). */
const PAIRS_PER_VISIT = 2;
const CONNECTIONS = 50;
const ROUNDS = 3;
const SECONDS = 4;
const WARM_UP_SECONDS = 1;
const DATABASE_URL = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const OWNER_MOBILE = '13800009999';
const PASSWORD = 'Bench#2026ok';

type Db = Awaited<ReturnType<typeof createTestDatabase>>['database']['db'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What the engine finds in one phantom pair: the columns every bulk-loaded detection copies. */
async function engineFindings() {
  const analysis = createAnalysisRunner(1);
  try {
    const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 7 });
    const findings = detectionFindings((await analysis.analyze(normalJpeg, polarisedJpeg)).result);
    if (!findings.result) throw new Error('the phantom pair was refused');
    return findings;
  } finally {
    await analysis.close();
  }
}

/**
 * One company's owner, its members, their visits, the visits' photos, and each photo pair's
 * analysis and job, in six statements.
 */
async function bulkLoad(db: Db): Promise<number> {
  const hash = await createArgon2Hasher().hash(PASSWORD);
  const [owner] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into users (mobile, password_hash, full_name, scope, can_scan)
      values (${OWNER_MOBILE}, ${hash}, '店长', 'cgo', true) returning id`),
  );
  await insertMembers(db, owner!.id, CUSTOMERS);
  // Visits spread over the last two years, finished (a draft is no visit).
  await db.execute(sql`
    insert into records (customer_id, rec_user_id, rec_user_name, scan_type, completed_at, created_at, updated_at)
    select c.id, ${owner!.id}, '店长', 'FULL_SCAN', at, at, at
    from customers c, generate_series(1, ${VISITS_PER_CUSTOMER}) as v,
         lateral (select now() - ((c.id * 7 + v * 3001) % 730) * interval '1 day' as at) t`);
  // Five photos a visit: a normal + polarised pair of two parts and one full-face photo.
  await db.execute(sql`
    insert into photos (customer_id, record_id, part, position, light_type, source, scan_order,
                        storage_key, bytes, width, height, sha256, uploaded_by, created_at)
    select r.customer_id, r.id, (array['zqg','zqg','yqg','yqg','zet'])[k + 1], k / 2,
           (array['normal','lighting'])[1 + k % 2], 'camera', k,
           'img/' || r.customer_id || '/' || (extract(epoch from r.created_at)::bigint / 3600)
             || '/' || (1700000000000 + r.id::bigint * 10 + k) || '.jpg',
           180000, 1600, 1200, md5(r.id || '-' || k) || md5(k || '-' || r.id), ${owner!.id},
           r.created_at
    from records r, generate_series(0, ${PHOTOS_PER_VISIT - 1}) as k`);
  // Each normal photo with the polarised one of its part: two analysed pairs a visit.
  const found = await engineFindings();
  await db.execute(sql`
    insert into detections (customer_id, record_id, part, position, user_id, normal_key,
                            polarised_key, result, measures, quality, version, created_at)
    select n.customer_id, n.record_id, n.part, n.position, ${owner!.id}, n.storage_key,
           l.storage_key,
           jsonb_set(${JSON.stringify(found.result)}::jsonb, '{pigment,score}',
                     to_jsonb(50 + (n.record_id * 7 + n.position) % 40)),
           ${JSON.stringify(found.measures)}::jsonb, ${JSON.stringify(found.quality)}::jsonb,
           ${JSON.stringify(found.version)}::jsonb, n.created_at
    from photos n
    join photos l on l.record_id = n.record_id and l.part = n.part
                 and l.position = n.position and l.light_type = 'lighting'
    where n.light_type = 'normal'`);
  await db.execute(sql`
    insert into analysis_jobs (record_id, part, position, normal_key, polarised_key, state,
                               attempts, run_after, created_at, updated_at)
    select record_id, part, position, normal_key, polarised_key, 'done', 1, created_at,
           created_at, created_at
    from detections`);
  await db.execute(sql`analyze`);
  return owner!.id;
}

async function signIn(replica: Replica): Promise<string> {
  const response = await replica.call('/server/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER_MOBILE, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

export async function bench(): Promise<void> {
  const testDb = await createTestDatabase({ databaseUrl: DATABASE_URL, poolSize: 2 });
  const s3 = await startLocalS3();
  const replicas: Replica[] = [];
  const startOneReplica = () =>
    startReplica({
      parentEnv: process.env,
      databaseUrl: testDb.url!,
      redisUrl: REDIS_URL,
      s3: s3.settings,
      main: BUILT_MAIN,
      env: { ANALYSIS_WORKERS: '1' },
    });
  try {
    let started = Date.now();
    // The first replica migrates the fresh database; the rows go in before the second starts.
    replicas.push(await startOneReplica());
    await bulkLoad(testDb.database.db);
    const counts = rowsOf<{
      customers: number;
      records: number;
      photos: number;
      detections: number;
    }>(
      await testDb.database.db.execute(sql`
        select (select count(*) from customers)::int as customers,
               (select count(*) from records)::int as records,
               (select count(*) from photos)::int as photos,
               (select count(*) from detections)::int as detections`),
    )[0]!;
    console.log(
      `  bulk load: ${counts.customers} customers, ${counts.records} records, ${counts.photos} photos' rows, ` +
        `${counts.detections} detections and their jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    started = Date.now();
    replicas.push(await startOneReplica());
    const token = await signIn(replicas[0]!);
    const headers = { authorization: `Bearer ${token}` };
    const bases = replicas.map((replica) => replica.base);

    // Spread over many customers, so that the reads are not one cached row.
    const customerIds = Array.from({ length: 200 }, (_, k) => 1 + ((k * 7919) % CUSTOMERS));
    const names = ['王芳', '李丽华', '张敏', '刘静芳', '陈婷红', '杨娜', '黄燕梅', '赵霞'];
    const workloads: Workload[] = [
      { name: 'baseline: GET /server/settings (no query)', paths: ['/server/settings'] },
      { name: 'GET /health (one database ping)', paths: ['/health'] },
      {
        name: 'customer search, any 4 digits of the phone',
        paths: Array.from(
          { length: 50 },
          (_, k) => `/api/customer?telephone=${String((k * 1973) % 10_000).padStart(4, '0')}`,
        ),
        headers,
      },
      {
        name: 'customer search, part of the name',
        paths: ['芳', '丽华', '王静', '婷红', '李娜', '敏', '张慧芳', '燕梅'].map(
          (part) => `/api/customer?name=${encodeURIComponent(part)}`,
        ),
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
        paths: names.map((name) => `/server/analysis_key?key=${encodeURIComponent(name)}`),
        headers,
      },
      { name: 'history: newest 50 visits (查询)', paths: ['/server/analysis_key'], headers },
    ];
    for (const workload of workloads) {
      const probe = await replicas[1]!.call(workload.paths[0]!, { headers: workload.headers });
      if (probe.status !== 200) throw new Error(`${workload.name}: ${probe.status}`);
    }
    // The progress reads must find the analyses: every pair of every visit measured.
    const progress = await replicas[1]!.call(`/api/customer/${customerIds[0]}/progress`, {
      headers,
    });
    const { parts } = ((await progress.json()) as { data: CustomerProgress }).data;
    const measured = parts.flatMap((part) => part.measurements).filter((m) => m.status === 'done');
    if (measured.length !== VISITS_PER_CUSTOMER * PAIRS_PER_VISIT)
      throw new Error(`a progress read found ${measured.length} measured pairs`);
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
