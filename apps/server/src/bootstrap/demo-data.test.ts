import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportsResponseSchema } from '@skinscope/contracts';
import { customers, stores } from '@skinscope/db';
import { setupTestApp, testHasher } from '../testing/test-app';
import { createAnalysisRunner } from '../infra/analysis-runner';
import { createFileImageStore } from '../infra/image-store';
import { DEMO_PASSWORD, seedDemo } from './demo-data';
import { seedDemoPhotos } from './demo-photos';
import { answerProblems, QuestionnaireAnswersSchema } from '@skinscope/domain';

const t = setupTestApp();

describe('seedDemo', () => {
  it('creates a company whose staff sign in, see its stores and find its customers; twice is once', async () => {
    const first = await seedDemo(t.database.db, testHasher);
    const second = await seedDemo(t.database.db, testHasher);
    expect([first.created, second.created]).toEqual([true, false]);
    expect(await t.database.db.select().from(stores)).toHaveLength(2);
    expect(await t.database.db.select().from(customers)).toHaveLength(4);
    const adviser = first.staff[1];
    const token = await t.signIn(adviser?.mobile ?? '', DEMO_PASSWORD);
    const found = await t.app.inject({ url: '/api/customer', headers: t.bearer(token) });
    expect(found.json().data).toHaveLength(4);
  });
});

describe('seedDemoPhotos', () => {
  it('gives the first customer two analysed visits whose report shows fewer spots the second time', async () => {
    const summary = await seedDemo(t.database.db, testHasher);
    const analysis = createAnalysisRunner(1);
    try {
      const store = createFileImageStore(path.join(t.config.dataDir, 'images'));
      const recordIds = await seedDemoPhotos(
        { db: t.database.db, store, analysis },
        summary.showcase!,
      );
      expect(recordIds).toHaveLength(2);
      const token = await t.signIn(summary.staff[0]!.mobile, DEMO_PASSWORD);
      const spots = [];
      for (const recordId of recordIds) {
        const response = await t.app.inject({
          url: `/server/skinRecs?recMainId=${recordId}`,
          headers: t.bearer(token),
        });
        const [report] = ReportsResponseSchema.parse(response.json().data).reports;
        expect(report!.anaParts).toHaveLength(3);
        const first = report!.anaParts[0]!;
        expect(first.detection.status).toBe('done');
        if (first.detection.status === 'done') spots.push(first.detection.dimensions.pigment!.area);
        const photo = await t.app.inject({
          url: `${first.nomalImages[0]!.imageDir}/${first.nomalImages[0]!.imageName}`,
          headers: t.bearer(token),
        });
        expect(photo.statusCode).toBe(200);
      }
      expect(spots[1]).toBeLessThan(spots[0]!);
      // Issue 17 #25: the latest visit carries a consultation a photo-only re-check can reuse.
      const latest = await t.app.inject({
        url: `/api/customer/record/${recordIds[1]}`,
        headers: t.bearer(token),
      });
      expect(latest.json().data).toMatchObject({
        scanType: 'RETRY_SCAN',
        situation: { step: expect.any(String) },
        recommend: { products: expect.any(String), goods: expect.any(String) },
        problem: { concernedQuestions: expect.any(String) },
      });
      expect(latest.json().data.steps).toHaveLength(12);
      // The seeded answers follow the wizard's path for each visit, as a real visit's would.
      for (const [index, recordId] of recordIds.entries()) {
        const record = await t.app.inject({
          url: `/api/customer/record/${recordId}`,
          headers: t.bearer(token),
        });
        const answers = QuestionnaireAnswersSchema.parse(record.json().data.problem.answers);
        const scanType = index === 0 ? 'FULL_SCAN' : 'RETRY_SCAN';
        expect(answerProblems(answers, { scanType, gender: 'female' })).toEqual([]);
      }
    } finally {
      await analysis.close();
    }
    // Six analyses in a fresh worker: ≈ 6 s idle, far more beside other suites on 2 cores.
  }, 120_000);
});
