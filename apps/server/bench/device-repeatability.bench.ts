/**
 * Issue 32's target: reading a device's repeatability card (`GET /api/device-repeatability`)
 * with 1,000 test-retest pairs, p95 ≤ 100 ms, on PGlite and on PostgreSQL (DATABASE_URL, or the
 * machine's local server). Beside it in the same run, on the same app: `GET /health` (a database
 * ping) and a cheap signed-in read (`GET /api/calibration`, the company's calibrations), so the
 * card's own cost shows. `npm run bench -- device-repeatability`.
 *
 * The pairs are stored as the create route stores them (stored analyses of the engine's shape,
 * ≈ 1 KB per capture), in one SQL insert per 250: 1,000 of the measured device over the last 80
 * days (≈ 5 % refused), and as many of the company's second microscope, which the card must
 * skip. Scores spread as real skin's do (each dimension's score drawn across 10–100) and move
 * between test and retest by the engine's own bands' noise (SD = band / 1.96).
 */
import { CALIBRATION, createRng, ENGINE_VERSION } from '@skinscope/analysis';
import { DETECT_DIMENSIONS, DeviceRepeatabilitySchema } from '@skinscope/contracts';
import { retestPairs, type Database } from '@skinscope/db';
import { sql } from 'drizzle-orm';
import { capturedScores } from '../src/repositories/retest-pairs.repository';
import { storedAnalysisOf } from '../test-support/study-seed';
import { companyApp, onBothDatabases, type Backend, type Measure } from './company-app';

const PAIRS = 1_000;
const TARGET_P95_MS = 100;
const DEVICE = 'Bench Microscope (0000:0001)';
const OTHER_DEVICE = 'Bench Microscope (0000:0002)';
const DAY_MS = 86_400_000;

const round2 = (value: number) => Math.round(value * 100) / 100;
const bands = CALIBRATION.repeatability.calibrated;

/** One capture's stored analysis, shaped as detectionFindings stores it. */
function capture(scores: Record<string, number>, ok: boolean) {
  return {
    result: ok ? storedAnalysisOf(scores) : null,
    quality: { ok, reasons: ok ? [] : [{ code: 'NOT_SKIN', photo: 'pair', message: '不是皮肤' }] },
    version: { engine: ENGINE_VERSION, calibration: '2026.8' },
  };
}

async function insertPairs(database: Database, ownerId: number, deviceLabel: string, seed: number) {
  const rng = createRng(seed);
  const now = Date.now();
  const rows = Array.from({ length: PAIRS }, (_, k) => {
    const test = Object.fromEntries(
      DETECT_DIMENSIONS.map((dimension) => [dimension, round2(10 + 90 * rng.next())]),
    );
    const retest = Object.fromEntries(
      DETECT_DIMENSIONS.map((dimension) => [
        dimension,
        round2(test[dimension]! + (bands[dimension] / 1.96) * rng.normal()),
      ]),
    );
    const accepted = rng.next() >= 0.05;
    const testCapture = capture(test, true);
    const retestCapture = capture(retest, accepted);
    return {
      scope: 'cgo' as const,
      ownerId,
      deviceLabel,
      part: 'lc',
      userId: ownerId,
      testNormalKey: `retest/bench-${k}/testNormal.jpg`,
      testPolarisedKey: `retest/bench-${k}/testPolarised.jpg`,
      retestNormalKey: `retest/bench-${k}/retestNormal.jpg`,
      retestPolarisedKey: `retest/bench-${k}/retestPolarised.jpg`,
      test: testCapture,
      retest: retestCapture,
      // As the repository's insert keeps them (bulk insert here, 250 rows a statement).
      testScores: capturedScores(testCapture),
      retestScores: capturedScores(retestCapture),
      testAccepted: true,
      retestAccepted: accepted,
      engineVersion: ENGINE_VERSION,
      createdAt: new Date(now - 80 * DAY_MS * rng.next()),
    };
  });
  for (let start = 0; start < rows.length; start += 250)
    await database.db.insert(retestPairs).values(rows.slice(start, start + 250));
}

async function benchOn(measure: Measure, backend: Backend): Promise<boolean> {
  const { app, headers, close } = await companyApp(backend, async (database, ownerId) => {
    await insertPairs(database, ownerId, DEVICE, 1);
    await insertPairs(database, ownerId, OTHER_DEVICE, 2);
    await database.db.execute(sql`analyze retest_pairs`);
  });
  const cardUrl = `/api/device-repeatability?deviceLabel=${encodeURIComponent(DEVICE)}`;
  const probe = await app.inject({ url: cardUrl, headers });
  if (probe.statusCode !== 200) throw new Error(`card answered ${probe.statusCode}: ${probe.body}`);
  const card = DeviceRepeatabilitySchema.parse(probe.json().data);
  if (card.pairs !== PAIRS) throw new Error(`the card counted ${card.pairs} pairs, not ${PAIRS}`);

  console.log(
    `  ${backend}: ${PAIRS} pairs of the device (${card.refused} refused), ${PAIRS} of another`,
  );
  await measure(
    `${backend} GET /health (database ping)`,
    () => app.inject({ url: '/health' }),
    300,
  );
  await measure(
    `${backend} GET /api/calibration (signed-in read)`,
    () => app.inject({ url: '/api/calibration', headers }),
    300,
  );
  const result = await measure(
    `${backend} GET /api/device-repeatability (1,000 pairs)`,
    () => app.inject({ url: cardUrl, headers }),
    200,
  );
  await close();
  return result.p95Ms <= TARGET_P95_MS;
}

export async function bench(measure: Measure): Promise<void> {
  await onBothDatabases(measure, benchOn, `p95 ≤ ${TARGET_P95_MS} ms`);
}
