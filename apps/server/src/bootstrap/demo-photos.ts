import { createHash } from 'node:crypto';
import { realPairJpegs, realSkinPhoto, type RealPairOptions } from '@skinscope/analysis/node';
import { photoKeyText, photoUrl, type PhotoKey, type Scan } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import {
  computeConsultation,
  QuestionnaireAnswersSchema,
  toRecordFields,
  type FacePartKey,
  type QuestionnaireAnswersInput,
  USUAL_SKIN_STATE,
} from '@skinscope/domain';
import type { ImageStore } from '../infra/image-store';
import type { AnalysisRunner } from '../infra/analysis-runner';
import {
  createDeviceCalibrationLookup,
  type AnalysisDevice,
} from '../modules/calibration/device-calibration-lookup';
import { createRecordAnalysis } from '../modules/detect/record-analysis';
import { createRepositories } from '../repositories';
import { DEMO_PARTS, SHOWCASE_VISITS, visitPair } from './demo-visits';

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
  /**
   * Who asks for the analyses and which microscope took the photos: its current calibration
   * measures them (demo-microscope.ts). None: analysed uncalibrated.
   */
  device?: AnalysisDevice;
}

/** One finished visit to seed: when, its questionnaire, and each part's pair of real photos. */
export interface DemoVisitPlan {
  customer: { id: number; recorder: { id: number; name: string } };
  takenAt: number;
  scanType: 'FULL_SCAN' | 'RETRY_SCAN';
  answers: QuestionnaireAnswersInput;
  parts: ReadonlyArray<{ part: FacePartKey; photo: string; options: RealPairOptions }>;
}

/**
 * Finished visits of pairs made from real photographs (demo-visits.ts, demo-study.ts), analysed
 * like wizard pairs through the worker pool, so progress, reports, history, marked images and
 * the demo study have real content. Photos of the next visit are made while the pool analyses
 * the previous one. Returns the records' ids in the plans' order. Never runs at start-up
 * (DECISIONS).
 */
export async function seedDemoVisits(
  deps: DemoPhotoDeps,
  plans: readonly DemoVisitPlan[],
): Promise<number[]> {
  const { photos, records, detections, analysisJobs, calibrations } = createRepositories(deps.db);
  const recordAnalysis = createRecordAnalysis({
    records,
    detections,
    jobs: analysisJobs,
    store: deps.store,
    analysis: deps.analysis,
    now: deps.now ?? (() => new Date()),
    concurrency: 2,
    calibrations,
    deviceCalibration: createDeviceCalibrationLookup(calibrations),
    warn: (message, details) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  });
  recordAnalysis.start();

  const recordIds: number[] = [];
  for (const { customer, takenAt, parts, scanType, answers } of plans) {
    const scan: Scan = { photos: [] };
    for (const [position, { part, photo, options }] of parts.entries()) {
      const pair = await realPairJpegs(realSkinPhoto(photo), options);
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
          width: pair.width,
          height: pair.height,
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
      scanType,
      // Bare, settled skin at every visit: the comparison needs no note (issue 19 #7).
      skinState: USUAL_SKIN_STATE,
      ...consultationOf(answers),
      scan,
      createdAt: new Date(takenAt),
      updatedAt: new Date(takenAt),
      completedAt: new Date(takenAt),
    });
    recordIds.push(record.id);
    await recordAnalysis.analyseInBackground(record.id, deps.device);
  }
  await recordAnalysis.idle();
  await recordAnalysis.stop();
  return recordIds;
}

/**
 * The showcase customer's course of care (demo-visits.ts): her later visits are the same photos
 * with a physics-made fade, never a real outcome.
 */
export function seedDemoPhotos(
  deps: DemoPhotoDeps,
  customer: DemoVisitPlan['customer'],
): Promise<number[]> {
  const now = (deps.now ?? (() => new Date()))().getTime();
  return seedDemoVisits(
    deps,
    SHOWCASE_VISITS.map((visit) => ({
      customer,
      takenAt: now - visit.daysAgo * 86_400_000,
      scanType: visit.scanType,
      answers: visit.answers,
      parts: DEMO_PARTS.map((part, position) => ({ part, ...visitPair(visit, position) })),
    })),
  );
}
