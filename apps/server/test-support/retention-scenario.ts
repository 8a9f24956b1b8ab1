import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '@skinscope/db';
import type { ImageStore } from '../src/infra/image-store';
import { createRepositories, createTransact } from '../src/repositories';
import { createRetentionJob } from '../src/modules/retention/retention-job';
import {
  enrolInStudy,
  insertDataRequests,
  objectKeysOf,
  seedVisitedCustomers,
  storeObjects,
  type SeededCustomer,
} from './retention-seed';

/**
 * Issue 34 #2's target scenario (DECISIONS §111), shared by the test and the benchmark: at scale
 * 1, 10,000 customers in two companies (36 and 12 months), 1,000 of them expired; two runners
 * start at once and one run deletes exactly the expired ones' photos and analyses, rows and
 * image objects; a run after it finds nothing. The test runs it at a tenth of the size (every
 * rule is exercised, at a tenth of CI's time); `npm run bench -- retention` at the size.
 */
const DAY_MS = 86_400_000;
const MONTH_MS = 30.44 * DAY_MS;
const OWNER_A = 1001; // the default 36 months
const OWNER_B = 1002; // 12 months

interface Seeded {
  expired: SeededCustomer[];
  /** Kept customers whose objects are in the store too (the others have rows only). */
  keptWithObjects: SeededCustomer[];
  total: number;
}

async function seed(db: Database['db'], scale: number): Promise<Seeded> {
  const now = Date.now();
  const ago = (months: number) => new Date(now - months * MONTH_MS);
  const [storeA] = (
    (await db.execute(
      sql`insert into stores (name, scope, company_user_id) values ('甲店', 'cgo', ${OWNER_A}) returning id`,
    )) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  await db.execute(
    sql`insert into company_settings (scope, owner_id, retention_months) values ('cgo', ${OWNER_B}, 12)`,
  );
  const group = (ownerId: number, count: number, lastVisit: Date) =>
    seedVisitedCustomers(db, {
      ownerId,
      storeId: ownerId === OWNER_A ? storeA!.id : null,
      count: Math.round(count * scale),
      lastVisit,
    });
  // Expired: 700 + 100 (a finished study) + 50 (requests done or cancelled) in A, 150 in B.
  const expiredA = await group(OWNER_A, 700, ago(40));
  const finishedStudy = await group(OWNER_A, 100, ago(40));
  const handledRequests = await group(OWNER_A, 50, ago(40));
  const expiredB = await group(OWNER_B, 150, ago(13));
  // Kept: expired but held (an open request, an open study), near the end of the period, recent.
  const heldByRequest = await group(OWNER_A, 50, ago(40));
  const heldByStudy = await group(OWNER_A, 50, ago(40));
  const nearlyExpired = await group(OWNER_A, 100, new Date(ago(36).getTime() + 10 * DAY_MS));
  const recentA = await group(OWNER_A, 7000, ago(6));
  const recentB = await group(OWNER_B, 1800, ago(11));
  const handled = handledRequests.map((c) => c.id);
  const half = Math.floor(handled.length / 2);
  await insertDataRequests(
    db,
    OWNER_A,
    heldByRequest.map((c) => c.id),
    'open',
  );
  await insertDataRequests(db, OWNER_A, handled.slice(0, half), 'done');
  await insertDataRequests(db, OWNER_A, handled.slice(half), 'cancelled');
  await enrolInStudy(
    db,
    OWNER_A,
    heldByStudy.map((c) => c.id),
    new Date(now - 5 * DAY_MS),
  );
  await enrolInStudy(
    db,
    OWNER_A,
    finishedStudy.map((c) => c.id),
    ago(40),
  );
  await db.execute(sql`analyze`);
  const expired = [...expiredA, ...finishedStudy, ...handledRequests, ...expiredB];
  const kept = [heldByRequest, heldByStudy, nearlyExpired, recentA, recentB];
  const sample = Math.round(100 * scale);
  return {
    expired,
    keptWithObjects: [
      ...heldByRequest,
      ...heldByStudy,
      ...nearlyExpired,
      ...recentA.slice(0, sample),
      ...recentB.slice(0, sample),
    ],
    total: expired.length + kept.reduce((sum, list) => sum + list.length, 0),
  };
}

/**
 * Which of the keys the store holds, read one by one, eight at a time: s3rver answers a listing
 * past its first page (1,000 keys) with an internal error.
 */
async function heldOf(store: ImageStore, keys: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < keys.length) {
        const key = keys[next++]!;
        if (await store.get(key)) held.add(key);
      }
    }),
  );
  return held;
}

const count = async (db: Database['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;

/** How the caller asserts: vitest's `expect(…).toEqual(…)`, or node's deep equality. */
type Check = (what: string, actual: unknown, expected: unknown) => void;

export interface RetentionScenario {
  /** Two replicas' databases: the same one twice on PGlite (one connection per process). */
  databases: [Database, Database];
  stores: [ImageStore, ImageStore];
  scale: number;
  check: Check;
}

/** Seeds, runs two runners at once, checks every row and object, and returns the figures. */
export async function runRetentionScenario({ databases, stores, scale, check }: RetentionScenario) {
  const db = databases[0].db;
  const seeded = await seed(db, scale);
  const expiredCount = seeded.expired.length;
  await storeObjects(stores[0], [...seeded.expired, ...seeded.keptWithObjects]);
  const keptKeys = new Set(seeded.keptWithObjects.flatMap(objectKeysOf));
  const allKeys = [...seeded.expired.flatMap(objectKeysOf), ...keptKeys];
  check('objects stored', (await heldOf(stores[0], allKeys)).size, allKeys.length);

  const runners = databases.map((database, k) =>
    createRetentionJob({
      retention: createRepositories(database.db).retention,
      transact: createTransact(database.db),
      store: stores[k]!,
      now: () => new Date(),
      log: { warn: (details, message) => console.warn(message, details) },
    }),
  );
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results = await Promise.all(runners.map((runner) => runner.runNow()));
  const seconds = (performance.now() - started) / 1000;
  // This process's CPU (the job, PGlite, s3rver and the SDK): the wall time on a shared machine
  // says more about the others' load than about the job.
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;

  // One runner ran, the other found the run under way.
  const ran = results.filter((result) => result !== null);
  check('runners that ran', ran.length, 1);
  const run = ran[0]!;
  check(
    'what the run deleted',
    { customers: run.customers, photos: run.photos, analyses: run.analyses, objects: run.objects },
    {
      customers: expiredCount,
      photos: 2 * expiredCount,
      analyses: expiredCount,
      objects: 3 * expiredCount,
    },
  );

  // The database: the expired have no photo or analysis left; everyone else keeps theirs.
  const expiredIds = `{${seeded.expired.map((c) => c.id).join(',')}}`;
  check('customers', await count(db, sql`select count(*)::int as n from customers`), seeded.total);
  check('records', await count(db, sql`select count(*)::int as n from records`), seeded.total);
  check(
    'photos of the expired',
    await count(
      db,
      sql`select count(*)::int as n from photos where customer_id = any(${expiredIds}::int[])`,
    ),
    0,
  );
  check(
    'analyses of the expired',
    await count(
      db,
      sql`select count(*)::int as n from detections where customer_id = any(${expiredIds}::int[])`,
    ),
    0,
  );
  check(
    'photos kept',
    await count(db, sql`select count(*)::int as n from photos`),
    2 * (seeded.total - expiredCount),
  );
  check(
    'analyses kept',
    await count(db, sql`select count(*)::int as n from detections`),
    seeded.total - expiredCount,
  );
  // One audit row per erased customer, counts only, naming the run.
  const audit = (
    (await db.execute(
      sql`select target_id, details from audit_log where action = 'retention.erased'`,
    )) as unknown as { rows: Array<{ target_id: string; details: Record<string, number> }> }
  ).rows;
  check(
    'audit rows',
    audit.map((row) => Number(row.target_id)).sort((a, b) => a - b),
    seeded.expired.map((c) => c.id).sort((a, b) => a - b),
  );
  const details = { run: run.runId, photos: 2, analyses: 1, analysisJobs: 0, retestPairs: 0 };
  check(
    'audit details',
    audit.map((row) => row.details),
    audit.map(() => ({ ...details, objects: 3 })),
  );
  // The image store holds exactly the kept customers' objects.
  check('objects kept', await heldOf(stores[0], allKeys), keptKeys);

  // A run after it finds nothing.
  const again = await runners[1]!.runNow();
  check(
    'a second run',
    { customers: again?.customers, photos: again?.photos, objects: again?.objects },
    { customers: 0, photos: 0, objects: 0 },
  );
  check(
    'audit rows after the second run',
    await count(
      db,
      sql`select count(*)::int as n from audit_log where action = 'retention.erased'`,
    ),
    expiredCount,
  );
  check(
    'finished runs',
    await count(db, sql`select count(*)::int as n from retention_runs where state = 'done'`),
    2,
  );
  return {
    total: seeded.total,
    run,
    seconds,
    cpuSeconds,
    load: os.loadavg()[0]!,
  };
}
