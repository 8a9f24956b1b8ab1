import type { AnalysisRunner } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import type {
  AnalysisDevice,
  DeviceCalibrationLookup,
} from '../calibration/device-calibration-lookup';
import { storeAnalysis } from './detection-store';
import { pairKey, pairsOfScan, storedPairOf } from './scan-pairs';

export interface RecordAnalysisDeps {
  records: Pick<Repositories['records'], 'findById'>;
  detections: Pick<Repositories['detections'], 'save' | 'analysedPairs'>;
  store: ImageStore;
  analysis: Pick<AnalysisRunner, 'analyzeWhenFree'>;
  /** The current calibration of the device that took a pair (issue 18 #2). */
  deviceCalibration: DeviceCalibrationLookup;
  /** Background analyses report failures here (no personal data: ids only). */
  warn: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Beyond the spec (issue 7 §6): after a record's photos are saved, each normal + polarised pair
 * not analysed yet is analysed in the background and stored with the record. One chain per
 * record, so a record is never analysed twice at once; `idle()` lets tests and shutdown wait.
 */
export function createRecordAnalysis(deps: RecordAnalysisDeps) {
  const chains = new Map<number, Promise<void>>();

  async function analyseRecordPairs(recordId: number, by?: AnalysisDevice): Promise<void> {
    const record = await deps.records.findById(recordId);
    if (!record) return;
    // Looked up when the pairs are analysed: a calibration made since the photos were saved
    // applies, one retired since does not.
    const device = by ? await deps.deviceCalibration(by) : null;
    const pairs = pairsOfScan(record.scan).flatMap((pair) => {
      const stored = storedPairOf(pair);
      return stored ? [{ ...pair, ...stored }] : [];
    });
    const done = await deps.detections.analysedPairs(
      recordId,
      pairs.map((pair) => pair.normalKey),
    );
    for (const { part, position, normalKey, polarisedKey } of pairs) {
      if (done.has(pairKey(normalKey, polarisedKey))) continue;
      const [normal, polarised] = await Promise.all([
        deps.store.get(normalKey),
        deps.store.get(polarisedKey),
      ]);
      if (!normal || !polarised) continue;
      const analysis = await deps.analysis.analyzeWhenFree(normal, polarised, device?.calibration);
      await storeAnalysis(deps, analysis, {
        customerId: record.customerId,
        recordId,
        part,
        position,
        userId: record.recUserId,
        normalKey,
        polarisedKey,
        calibrationId: device?.row.id ?? null,
      });
    }
  }

  return {
    /** `by`: who saved the photos and with which camera; without it, analysed uncalibrated. */
    analyseInBackground(recordId: number, by?: AnalysisDevice): void {
      const previous = chains.get(recordId) ?? Promise.resolve();
      const next = previous
        .then(() => analyseRecordPairs(recordId, by))
        .catch((error: unknown) =>
          // The logger keeps the error's class, code and frames, never its message.
          deps.warn('background analysis failed', { recordId, err: error }),
        )
        .finally(() => {
          if (chains.get(recordId) === next) chains.delete(recordId);
        });
      chains.set(recordId, next);
    },

    /** Resolves once every background analysis started so far has finished. */
    async idle(): Promise<void> {
      while (chains.size > 0) await Promise.all(chains.values());
    },
  };
}

export type RecordAnalysis = ReturnType<typeof createRecordAnalysis>;
