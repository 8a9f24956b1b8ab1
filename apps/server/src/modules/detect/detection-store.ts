import type { PairAnalysis } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import type { DetectionRow, NewDetectionRow } from '../../repositories/detections.repository';
import { maskBundleKey, staleFilesOf } from './detection-view';
import { packMasks } from './mask-bundle';

export type DetectionSubject = Omit<NewDetectionRow, 'quality' | 'version' | 'result' | 'measures'>;

/** The columns of a detection row that hold what the engine found. */
export function detectionFindings(result: PairAnalysis['result']) {
  return {
    // The repeatability bands are stored beside the scores they qualify (detection-view.ts).
    result: result.dimensions && { ...result.dimensions, repeatability: result.repeatability },
    measures: result.measures as Record<string, unknown> | null,
    quality: result.quality,
    version: result.version,
  };
}

/**
 * Stores of one pair in this process, one after the other (issue 29 #4): a visit's background
 * analysis and 检测 pressed on the same pair write the same row, and each store's masks must be
 * the ones its row holds.
 */
const storing = new Map<string, Promise<unknown>>();

function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (storing.get(key) ?? Promise.resolve()).then(work, work);
  const settled = run.catch(() => undefined);
  storing.set(key, settled);
  void settled.then(() => {
    if (storing.get(key) === settled) storing.delete(key);
  });
  return run;
}

/** Keeps what the engine found: the detection row, then its masks beside it (one object). */
export function storeAnalysis(
  deps: { detections: Pick<Repositories['detections'], 'save'>; store: ImageStore },
  analysis: PairAnalysis,
  subject: DetectionSubject,
): Promise<DetectionRow> {
  return oneAtATime(`${subject.normalKey}|${subject.polarisedKey}`, async () => {
    const { result, maskPngs } = analysis;
    const { row: saved, replaced } = await deps.detections.save({
      ...subject,
      ...detectionFindings(result),
    });
    // A new analysis of a record's pair keeps the row's id: its old marked images must not
    // outlive it. They go file by file, never the folder: removing the folder raced with a
    // marked image or mask being written into it (ENOENT, ENOTEMPTY: issue 29 #4). The masks
    // object is replaced whole (the store writes atomically).
    if (replaced) await Promise.all(staleFilesOf(saved.id).map((key) => deps.store.remove(key)));
    if (maskPngs) await deps.store.put(maskBundleKey(saved.id), packMasks(maskPngs));
    return saved;
  });
}
