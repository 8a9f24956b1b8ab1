import { createHash } from 'node:crypto';
import { phantomJpegs, type PhantomJpegs } from '@skinscope/analysis/node';
import { photoKeyText, photoUrl, type PhotoKey, type Scan } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import {
  computeConsultation,
  QuestionnaireAnswersSchema,
  toRecordFields,
  type QuestionnaireAnswersInput,
} from '@skinscope/domain';
import type { ImageStore } from '../infra/image-store';
import type { AnalysisRunner } from '../infra/analysis-runner';
import { createRecordAnalysis } from '../modules/detect/record-analysis';
import { createRepositories } from '../repositories';

/** Three parts per visit, as the wizard photographs them (right cheekbone first). */
const PARTS = ['yqg', 'ze', 'xb'] as const;

/**
 * Two visits a month apart: the second has fewer spots and less redness, so the history shows
 * a change the analysis measured (the phantom generator draws what ANALYSIS.md validates).
 */
const VISITS = [
  { daysAgo: 35, spots: 14, redness: 4, lines: 4 },
  { daysAgo: 3, spots: 6, redness: 1, lines: 3 },
] as const;

/**
 * Each visit's questionnaire (issue 17 #24, #25): spots the main concern, with dryness and
 * sensitivity; the re-check skips the help and preference pages, as the wizard does. The
 * record keeps what the server derives from them, so the detail shows the visit's results and
 * a photo-only re-check (需求没有变化) has a consultation to carry over.
 */
const ANSWERS: readonly QuestionnaireAnswersInput[] = [
  {
    condition: [1, 5, 9],
    mainConcern: 5,
    help: [1],
    menses: 2,
    habit: [1, 2, 4, 5, 6],
    situation: [2, 6],
    body: [3],
    ambition: [1],
    concern: [1, 4],
    original: [6],
  },
  {
    condition: [5, 9],
    mainConcern: 5,
    menses: 2,
    habit: [1, 2, 4, 5, 6, 9],
    situation: [6],
    body: [3],
  },
];

function consultationOf(input: QuestionnaireAnswersInput) {
  const answers = QuestionnaireAnswersSchema.parse(input);
  const fields = toRecordFields(computeConsultation(answers));
  return { ...fields, problem: { ...fields.problem, answers } };
}

export interface DemoPhotoDeps {
  db: Db;
  store: ImageStore;
  analysis: AnalysisRunner;
  now?: () => Date;
}

/**
 * Phantom photo pairs and records for one demo customer, analysed like wizard pairs, so the
 * report, history and marked images have real content. Never runs at start-up (DECISIONS).
 */
export async function seedDemoPhotos(
  deps: DemoPhotoDeps,
  customer: { id: number; recorder: { id: number; name: string } },
): Promise<number[]> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  const { photos, records, detections, analysisJobs } = createRepositories(deps.db);
  const recordAnalysis = createRecordAnalysis({
    records,
    detections,
    jobs: analysisJobs,
    store: deps.store,
    analysis: deps.analysis,
    now: deps.now ?? (() => new Date()),
    concurrency: 2,
    warn: (message, details) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  });
  recordAnalysis.start();

  const recordIds: number[] = [];
  for (const [visitIndex, visit] of VISITS.entries()) {
    const takenAt = now - visit.daysAgo * 86_400_000;
    const scan: Scan = { photos: [] };
    for (const [position, part] of PARTS.entries()) {
      const pair: PhantomJpegs = await phantomJpegs({
        seed: 100 + visitIndex * 10 + position,
        spots: visit.spots,
        redness: visit.redness,
        lines: visit.lines,
      });
      for (const [offset, [type, data]] of (
        [
          ['normal', pair.normalJpeg],
          ['lighting', pair.polarisedJpeg],
        ] as const
      ).entries()) {
        const stamp = takenAt + position * 60_000 + offset * 1000;
        const photoKey: PhotoKey = {
          kind: 'img',
          customerId: customer.id,
          hour: String(Math.floor(stamp / 3_600_000)),
          name: `${stamp}.jpg`,
        };
        const key = photoKeyText(photoKey);
        await deps.store.put(key, data);
        await photos.insert({
          customerId: customer.id,
          storageKey: key,
          bytes: data.length,
          width: pair.phantom.spec.width,
          height: pair.phantom.spec.height,
          sha256: createHash('sha256').update(data).digest('hex'),
          uploadedBy: customer.recorder.id,
        });
        scan.photos.push({ part, position, type, url: photoUrl(photoKey), source: 'camera' });
      }
    }
    const record = await records.insert({
      customerId: customer.id,
      recUserId: customer.recorder.id,
      recUserName: customer.recorder.name,
      scanType: visitIndex === 0 ? 'FULL_SCAN' : 'RETRY_SCAN',
      ...consultationOf(ANSWERS[visitIndex]!),
      scan,
      detectList: PARTS.map((part, position) => ({
        name: part,
        normal: scan.photos[position * 2]!.url,
        lighting: scan.photos[position * 2 + 1]!.url,
      })),
      createdAt: new Date(takenAt),
      updatedAt: new Date(takenAt),
      completedAt: new Date(takenAt),
    });
    recordIds.push(record.id);
    await recordAnalysis.analyseInBackground(record.id);
  }
  await recordAnalysis.idle();
  await recordAnalysis.stop();
  return recordIds;
}
