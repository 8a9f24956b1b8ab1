/**
 * Issue 33's target: the study report for 30 participants × 3 timepoints × 3 parts renders in
 * ≤ 1 s on PGlite and on PostgreSQL (DATABASE_URL, or the machine's local server). The report
 * page waits for `GET /api/studies/:id` and `GET /api/studies/:id/analysis` (read in parallel),
 * so the analysis is the figure; beside it in the same run, on the same app: `GET /health` (a
 * database ping) and the study's detail (a signed-in read of the same rows without the
 * analysis) as baselines, the CSV export and the sponsor's aggregate page through a share link
 * (issue 33 #6), and a customer's study visits due (`GET /api/study-participations?customerId=`:
 * one enrolment of a company with three such studies) and a withdrawal answered with the
 * participant (both read only her enrolment since DECISIONS §106, not her whole study's).
 * `npm run bench -- study-report`.
 *
 * The studies are written straight into the tables (test-support/study-seed.ts: 270 finished
 * visits each, 810 accepted analyses of one calibrated device), not through the image engine;
 * the analysis reads them as it reads real ones.
 */
import type { StudyProtocolInput } from '@skinscope/contracts';
import { studyEnrolments, type Database } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { createArgon2Hasher } from '../src/infra/password-hasher';
import { createLogger } from '../src/logging';
import { seedStudy } from '../test-support/study-seed';
import { testConfig } from '../test-support/test-app';

type Measure = (
  name: string,
  run: () => unknown,
  iterations?: number,
) => Promise<{ medianMs: number; p95Ms: number }>;

const PARTICIPANTS = 30;
const STUDIES = 3;
const TARGET_MS = 1_000;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PASSWORD = 'Bench#2026ok';

const PROTOCOL: StudyProtocolInput = {
  name: '舒缓精华 28 天',
  sponsor: '示例品牌',
  subject: { kind: 'care', careKey: 'basic-soothe' },
  design: 'single_arm',
  parts: ['yqg', 'zqg', 'ylj'],
  primary: 'sensitivity',
  secondary: ['pigment', 'roughness'],
  schedule: [0, 14, 28],
};

async function ownerOf(database: Database): Promise<number> {
  const hasher = createArgon2Hasher();
  const [owner] = (
    (await database.db.execute(sql`
      insert into users (mobile, password_hash, full_name, scope, can_scan)
      values ('13800009999', ${await hasher.hash(PASSWORD)}, '店长', 'cgo', true)
      returning id`)) as unknown as { rows: Array<{ id: number }> }
  ).rows;
  return owner!.id;
}

async function benchOn(measure: Measure, backend: 'PGlite' | 'PostgreSQL'): Promise<boolean> {
  const databaseUrl = backend === 'PostgreSQL' ? DATABASE_URL : undefined;
  const testDb = await createTestDatabase(databaseUrl ? { databaseUrl } : {});
  const { database } = testDb;
  const ownerId = await ownerOf(database);
  const seeded = Date.now();
  const studies = [];
  for (let k = 1; k <= STUDIES; k += 1)
    studies.push(
      await seedStudy(database.db, { scope: 'cgo', id: ownerId }, PROTOCOL, {
        participants: PARTICIPANTS,
        seed: k,
      }),
    );
  await database.db.execute(sql`analyze`);
  const { studyId } = studies[0]!;
  const [enrolment] = await database.db
    .select({ customerId: studyEnrolments.customerId })
    .from(studyEnrolments)
    .where(eq(studyEnrolments.studyId, studyId))
    .limit(1);
  // A participant of another study, withdrawn (again: it answers her as she is) in the loop.
  const other = studies[1]!.studyId;
  const [leaving] = await database.db
    .select({ id: studyEnrolments.id })
    .from(studyEnrolments)
    .where(eq(studyEnrolments.studyId, other))
    .limit(1);

  const app = await buildApp(
    testConfig({
      ...(databaseUrl ? { databaseUrl } : {}),
      // The bench opens the sponsor's page far more often than an address may.
      publicReportRateLimit: 1_000_000,
    }),
    { database, hasher: createArgon2Hasher(), logger: createLogger({ logLevel: 'silent' }) },
  );
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/server/login',
    payload: { username: '13800009999', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().data.accessToken as string}` };
  const analysisUrl = `/api/studies/${studyId}/analysis`;
  const probe = await app.inject({ url: analysisUrl, headers });
  if (probe.statusCode !== 200) throw new Error(`analysis answered ${probe.statusCode}`);
  const analysed = (
    probe.json().data as { endpoints: Array<{ timepoints: Array<{ analysed: number }> }> }
  ).endpoints[0]!.timepoints.map((tp) => tp.analysed);
  if (analysed.some((n) => n !== PARTICIPANTS))
    throw new Error(`analysed ${analysed.join('/')} of ${PARTICIPANTS}`);
  const link = await app.inject({
    method: 'POST',
    url: `/api/studies/${studyId}/links`,
    headers,
    payload: {},
  });
  const publicUrl = `/api/public/study/${link.json().data.token as string}`;

  console.log(
    `  ${backend}: ${STUDIES} studies × ${PARTICIPANTS} participants × 3 timepoints × 3 parts, seeded in ${Date.now() - seeded} ms`,
  );
  await measure(
    `${backend} GET /health (database ping)`,
    () => app.inject({ url: '/health' }),
    200,
  );
  await measure(
    `${backend} GET /api/studies/:id (detail, baseline)`,
    () => app.inject({ url: `/api/studies/${studyId}`, headers }),
    100,
  );
  const analysis = await measure(
    `${backend} GET /api/studies/:id/analysis`,
    () => app.inject({ url: analysisUrl, headers }),
    100,
  );
  await measure(
    `${backend} GET /api/studies/:id/export (CSV)`,
    () => app.inject({ url: `/api/studies/${studyId}/export`, headers }),
    100,
  );
  await measure(
    `${backend} GET /api/public/study/:token (sponsor)`,
    () => app.inject({ url: publicUrl, remoteAddress: '198.51.100.1' }),
    100,
  );
  await measure(
    `${backend} GET /api/study-participations?customerId`,
    () =>
      app.inject({
        url: `/api/study-participations?customerId=${enrolment!.customerId}`,
        headers,
      }),
    100,
  );
  await measure(
    `${backend} POST …/enrolments/:id/withdraw (again)`,
    () =>
      app.inject({
        method: 'POST',
        url: `/api/studies/${other}/enrolments/${leaving!.id}/withdraw`,
        headers,
      }),
    100,
  );
  await app.close();
  await testDb.close();
  return analysis.p95Ms <= TARGET_MS;
}

export async function bench(measure: Measure): Promise<void> {
  const met = [await benchOn(measure, 'PGlite'), await benchOn(measure, 'PostgreSQL')];
  console.log(
    `  target: the analysis (what the report waits for) p95 ≤ ${TARGET_MS} ms on PGlite and PostgreSQL: ${met.every(Boolean) ? 'met' : 'NOT met'}`,
  );
}
