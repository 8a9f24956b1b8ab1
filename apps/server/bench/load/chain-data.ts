/**
 * A salon chain's rows at scale, bulk-loaded in SQL (generate_series), not through the API, for
 * the read benchmarks (load/reads, load/reads-cpu): 100,000 customers of one company, two
 * finished visits each (200,000 records), five photos a visit (1,000,000 rows), and each visit's
 * two photo pairs analysed: a detection holding a real engine result (one analysis of a phantom
 * pair, its pigment score varied per visit) and the done job that made it (400,000 of each), so
 * a progress read finds, matches and shows scores as it does in a salon.
 * READS_BENCH_CUSTOMERS sets the number of customers (the rest scales with it), e.g. 2000 to
 * try a bench out in a minute or two.
 */
import { sql } from 'drizzle-orm';
import type { CustomerProgress } from '@skinscope/contracts';
import type { createTestDatabase } from '@skinscope/db/testing';
import { phantomJpegs } from '@skinscope/analysis/node';
import { createAnalysisRunner } from '../../src/infra/analysis-runner';
import { createArgon2Hasher } from '../../src/infra/password-hasher';
import { detectionFindings } from '../../src/modules/detect/detection-store';
import type { Replica } from '../../test-support/replica-process';
import { insertMembers } from '../seed-members';

export const CUSTOMERS = Number(process.env.READS_BENCH_CUSTOMERS ?? 100_000);
const VISITS_PER_CUSTOMER = 2;
const PHOTOS_PER_VISIT = 5;
/** Of the five photos, two normal + polarised pairs (the fifth has no partner). */
const PAIRS_PER_VISIT = 2;
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
 * analysis and job, in six statements; prints what it loaded. Answers the owner's user id.
 */
export async function bulkLoad(db: Db): Promise<number> {
  const started = Date.now();
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
  const [counts] = rowsOf<{
    customers: number;
    records: number;
    photos: number;
    detections: number;
  }>(
    await db.execute(sql`
      select (select count(*) from customers)::int as customers,
             (select count(*) from records)::int as records,
             (select count(*) from photos)::int as photos,
             (select count(*) from detections)::int as detections`),
  );
  console.log(
    `  bulk load: ${counts!.customers} customers, ${counts!.records} records, ${counts!.photos} photos' rows, ` +
      `${counts!.detections} detections and their jobs in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return owner!.id;
}

/** The owner's access token, signed in through the replica. */
export async function signIn(replica: Replica): Promise<string> {
  const response = await replica.call('/server/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: OWNER_MOBILE, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Customers spread over the table, so that the reads are not one cached row. */
export const spreadCustomerIds = () =>
  Array.from({ length: 200 }, (_, k) => 1 + ((k * 7919) % CUSTOMERS));

/** Names bulk-loaded members carry (seed-members.ts), each shared by hundreds. */
export const MEMBER_NAMES = [
  '王芳',
  '李丽华',
  '张敏',
  '刘静芳',
  '陈婷红',
  '杨娜',
  '黄燕梅',
  '赵霞',
];

/** Parts of names: common (芳, 敏) and rarer (张慧芳). */
export const NAME_PARTS = ['芳', '丽华', '王静', '婷红', '李娜', '敏', '张慧芳', '燕梅'];

/** Any 4 digits of the phone, spread. */
export const PHONE_PARTS = Array.from({ length: 50 }, (_, k) =>
  String((k * 1973) % 10_000).padStart(4, '0'),
);

/**
 * Throws unless a progress read finds every pair of every visit measured: the bench's reads
 * must find, match and show the analyses.
 */
export async function checkProgressFindsAnalyses(
  replica: Replica,
  customerId: number,
  headers: Record<string, string>,
) {
  const progress = await replica.call(`/api/customer/${customerId}/progress`, { headers });
  const { parts } = ((await progress.json()) as { data: CustomerProgress }).data;
  const measured = parts.flatMap((part) => part.measurements).filter((m) => m.status === 'done');
  if (measured.length !== VISITS_PER_CUSTOMER * PAIRS_PER_VISIT)
    throw new Error(`a progress read found ${measured.length} measured pairs`);
}
