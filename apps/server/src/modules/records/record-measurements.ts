import { pairKey, storedPairOf, type Scan } from '@skinscope/contracts';
import { isColourCalibrated, type MeasuredDimension, type VisitAnalysis } from '@skinscope/domain';
import type { Repositories } from '../../repositories';
import type { DetectionRow } from '../../repositories/detections.repository';
import { detectListOfScan } from './record-parts';

type DetectionsRepository = Pick<Repositories['detections'], 'listByRecord'>;

/** A stored analysis of a part as the care adjustment reads it: refused pairs have no dimensions. */
function analysisOf(part: string, row: DetectionRow): VisitAnalysis {
  const dimensions = row.result as Partial<Record<string, MeasuredDimension>> | null;
  return {
    part,
    dimensions,
    colorCalibrated: isColourCalibrated(row.calibrationId, dimensions?.color),
  };
}

/**
 * The analyses of the record's current photo pairs (issue 19 #6), in capture order. A pair that
 * was retaken is matched by its new photos, so the analysis of the photos it replaced no longer
 * counts; pairs still being analysed have no row yet and count for nothing.
 */
export async function visitAnalyses(
  detections: DetectionsRepository,
  record: { id: number; scan: Scan },
): Promise<VisitAnalysis[]> {
  const rows = new Map(
    (await detections.listByRecord(record.id)).map((row) => [
      pairKey(row.normalKey, row.polarisedKey),
      row,
    ]),
  );
  return detectListOfScan(record.scan).flatMap((item) => {
    const stored = storedPairOf(item);
    const row = stored ? rows.get(pairKey(stored.normalKey, stored.polarisedKey)) : null;
    return row ? [analysisOf(item.name, row)] : [];
  });
}
