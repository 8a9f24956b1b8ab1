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
import { StudyDetailSchema, type StudyProtocolInput } from '@skinscope/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { seedStudy, type SeededStudy } from '../test-support/study-seed';
import { companyApp, onBothDatabases, type Backend, type Measure } from './company-app';

const PARTICIPANTS = 30;
const STUDIES = 3;
const TARGET_MS = 1_000;

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

/** The first participant's customer id or enrolment id, as the study's detail lists them. */
async function firstEnrolment(
  app: FastifyInstance,
  headers: { authorization: string },
  studyId: number,
  field: 'customerId' | 'enrolmentId',
): Promise<number> {
  const detail = await app.inject({ url: `/api/studies/${studyId}`, headers });
  return StudyDetailSchema.parse(detail.json().data).participants[0]![field];
}

async function benchOn(measure: Measure, backend: Backend): Promise<boolean> {
  const seeded = Date.now();
  const studies: SeededStudy[] = [];
  const { app, headers, close } = await companyApp(
    backend,
    async (database, ownerId) => {
      for (let k = 1; k <= STUDIES; k += 1)
        studies.push(
          await seedStudy(database.db, { scope: 'cgo', id: ownerId }, PROTOCOL, {
            participants: PARTICIPANTS,
            seed: k,
          }),
        );
      await database.db.execute(sql`analyze`);
    },
    // The bench opens the sponsor's page far more often than an address may.
    { publicReportRateLimit: 1_000_000 },
  );
  const { studyId } = studies[0]!;
  const other = studies[1]!.studyId;
  // A customer of the first study; a participant of the second, withdrawn (again: it answers
  // her as she is) in the loop.
  const [customerId, leaving] = await Promise.all([
    firstEnrolment(app, headers, studyId, 'customerId'),
    firstEnrolment(app, headers, other, 'enrolmentId'),
  ]);
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
    `  ${backend}: ${STUDIES} studies × ${PARTICIPANTS} participants × 3 timepoints × 3 parts, seeded and started in ${Date.now() - seeded} ms`,
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
        url: `/api/study-participations?customerId=${customerId}`,
        headers,
      }),
    100,
  );
  await measure(
    `${backend} POST …/enrolments/:id/withdraw (again)`,
    () =>
      app.inject({
        method: 'POST',
        url: `/api/studies/${other}/enrolments/${leaving}/withdraw`,
        headers,
      }),
    100,
  );
  await close();
  return analysis.p95Ms <= TARGET_MS;
}

export async function bench(measure: Measure): Promise<void> {
  await onBothDatabases(
    measure,
    benchOn,
    `the analysis (what the report waits for) p95 ≤ ${TARGET_MS} ms`,
  );
}
