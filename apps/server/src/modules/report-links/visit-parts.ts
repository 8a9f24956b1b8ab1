import {
  storageKeyOf,
  type DetectDimension,
  type PartDetection,
  type ScanPair,
} from '@skinscope/contracts';
import { meanOfCaptures, type PartCapture } from '@skinscope/domain';
import type { DetectionRow } from '../../repositories/detections.repository';
import type { RecordRow } from '../../repositories/records.repository';
import { analysedPairsOf, type RecordAnalyses } from '../detect/record-analyses';
import {
  withBandsInUse,
  type BandsInUse,
  type MeasurementBandsReader,
} from '../retest/measurement-bands';

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

/**
 * Each part of a visit once, in first-capture order: a part captured twice (the company's
 * 每个部位拍两次, issue 32 #4) is the mean of its two accepted analyses, shown with the first
 * accepted capture's photos and marked images (packages/domain capture-mean.ts).
 */
export function onePerPart<Part extends VisitPart & PartCapture>(parts: readonly Part[]): Part[] {
  const byPart = new Map<string, [Part, ...Part[]]>();
  for (const part of parts) {
    const captures = byPart.get(part.pair.part);
    if (captures) captures.push(part);
    else byPart.set(part.pair.part, [part]);
  }
  return [...byPart.values()].map((captures) => meanOfCaptures(captures));
}

/**
 * A visit's parts as the progress page and the customer's report judge them: each capture with
 * the bands of the device that measured it (issue 32 #3), then each part once (`onePerPart`).
 */
export async function judgedVisitPartsOf(
  bandsOf: MeasurementBandsReader,
  record: RecordRow,
  analyses: RecordAnalyses,
): Promise<Array<VisitPart & { bandsInUse: BandsInUse | undefined }>> {
  return onePerPart(await withBandsInUse(bandsOf, visitPartsOf(record, analyses)));
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
