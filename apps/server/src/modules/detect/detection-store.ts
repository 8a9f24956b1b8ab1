import type { PairAnalysis } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { Repositories } from '../../repositories';
import type { DetectionRow, NewDetectionRow } from '../../repositories/detections.repository';
import { detectionFolder, maskBundleKey } from './detection-view';
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

/** Keeps what the engine found: the detection row, then its masks beside it (one object). */
export async function storeAnalysis(
  deps: { detections: Pick<Repositories['detections'], 'save'>; store: ImageStore },
  analysis: PairAnalysis,
  subject: DetectionSubject,
): Promise<DetectionRow> {
  const { result, maskPngs } = analysis;
  const { row: saved, replaced } = await deps.detections.save({
    ...subject,
    ...detectionFindings(result),
  });
  // A new analysis of a record's pair keeps the row's id: its old masks and cached marked
  // images must not outlive it. A new row's folder is empty (ids are never reused): no listing.
  if (replaced) await deps.store.removeFolder(detectionFolder(saved.id));
  if (maskPngs) await deps.store.put(maskBundleKey(saved.id), packMasks(maskPngs));
  return saved;
}
