import { DETECT_DIMENSION_FRAMES, type DetectDimension } from '@skinscope/contracts';
import { AppError } from '../../http/app-error';
import type { AnalysisRunner } from '../../infra/analysis-runner';
import type { ImageStore } from '../../infra/image-store';
import type { DetectionRow } from '../../repositories/detections.repository';
import { overlayKey } from './detection-view';
import { readMask } from './mask-bundle';

export interface OverlayDeps {
  store: ImageStore;
  analysis: Pick<AnalysisRunner, 'renderOverlay'>;
}

/**
 * A detection's photo with one dimension marked, for whoever the caller has already allowed.
 * Rendered on the first request (≈ 50 ms, in an analysis worker) and cached beside the mask,
 * never inside the analysis.
 */
export async function overlayImage(
  deps: OverlayDeps,
  row: DetectionRow,
  dimension: DetectDimension,
): Promise<Buffer> {
  if (!row.result) throw new AppError('NOT_FOUND');
  const cached = await deps.store.get(overlayKey(row.id, dimension));
  if (cached) return cached;
  const [mask, photo] = await Promise.all([
    readMask(deps.store, row.id, dimension),
    // Masks are drawn on the photo they were computed in (packages/analysis README "Masks").
    deps.store.get(
      DETECT_DIMENSION_FRAMES[dimension] === 'normal' ? row.normalKey : row.polarisedKey,
    ),
  ]);
  if (!mask || !photo) throw new AppError('NOT_FOUND');
  const jpeg = await deps.analysis.renderOverlay(photo, mask, dimension);
  await deps.store.put(overlayKey(row.id, dimension), jpeg);
  return jpeg;
}
