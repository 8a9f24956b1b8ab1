import {
  storageKeyOf,
  type DetectDimension,
  type PartDetection,
  type ScanPair,
} from '@skinscope/contracts';
import type { DetectionRow } from '../../repositories/detections.repository';
import type { RecordRow } from '../../repositories/records.repository';
import { analysedPairsOf, type RecordAnalyses } from '../detect/record-analyses';

/** One photographed part of a visit with its analysis, as the report reads it. */
export interface VisitPart {
  pair: ScanPair;
  normalKey: string | null;
  polarisedKey: string | null;
  detection: PartDetection;
  row: DetectionRow | undefined;
}

/** A visit's parts in capture order, each matched to the analysis of its photo pair. */
export function visitPartsOf(record: RecordRow, analyses: RecordAnalyses): VisitPart[] {
  return analysedPairsOf(record.scan, analyses).map(({ pair, row, detection }) => ({
    pair,
    normalKey: pair.normal ? storageKeyOf(pair.normal) : null,
    polarisedKey: pair.lighting ? storageKeyOf(pair.lighting) : null,
    detection,
    row,
  }));
}

/** What one image URL of a report link serves: a photo of the visit or one of its marked images. */
export type ReportImageSource =
  | { kind: 'photo'; key: string }
  | { kind: 'overlay'; row: DetectionRow; dimension: DetectDimension };

export const imageSourceId = (source: ReportImageSource) =>
  source.kind === 'photo' ? `photo:${source.key}` : `overlay:${source.row.id}:${source.dimension}`;

/**
 * Every image the report shows, in a fixed order (part by part: normal photo, polarised photo,
 * then the marked images of a measured part). A link's image URLs are positions in this list, so
 * they name nothing but this visit's images.
 */
export function reportImagesOf(parts: VisitPart[], dimensions: readonly DetectDimension[]) {
  return parts.flatMap((part): ReportImageSource[] => [
    ...(part.normalKey ? [{ kind: 'photo' as const, key: part.normalKey }] : []),
    ...(part.polarisedKey ? [{ kind: 'photo' as const, key: part.polarisedKey }] : []),
    ...(part.detection.status === 'done' && part.row
      ? dimensions.map((dimension) => ({ kind: 'overlay' as const, row: part.row!, dimension }))
      : []),
  ]);
}
