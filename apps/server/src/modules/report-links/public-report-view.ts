import {
  DETECT_DIMENSIONS,
  maskMobile,
  withoutFormatCharacters,
  type DetectDimension,
  type DetectDimensionResult,
  type DimensionChange,
  type PublicReport,
  type PublicReportPart,
  type SkinState,
} from '@skinscope/contracts';
import {
  comparisonNote,
  customerToneWithheld,
  dimensionVerdict,
  facePartName,
  partMeasurementOf,
  type PartMeasurement,
} from '@skinscope/domain';
import type { RecordRow } from '../../repositories/records.repository';
import type { BandsInUse } from '../retest/measurement-bands';
import { carePlanOf } from './care-plan';
import { reasonTextsOf } from '../detect/detection-view';
import { imageSourceId, reportImagesOf, type VisitPart } from './visit-parts';

/** A part with the bands its verdicts use (issue 32 #3: the device's own, where measured). */
export type JudgedPart = VisitPart & { bandsInUse?: BandsInUse | undefined };

export interface EarlierVisit {
  date: Date;
  /** The skin's state at that visit's capture (issue 19 #7), null where not recorded. */
  skinState: SkinState | null;
  parts: JudgedPart[];
}

export interface ReportFacts {
  record: RecordRow;
  parts: JudgedPart[];
  /** The customer's earlier finished visits, newest first. */
  earlier: EarlierVisit[];
  customer: { fullName: string; mobile: string };
  storeName: string | null;
  expiresAt: Date;
  /** The link's URL of the n-th image. */
  imageUrl: (n: number) => string;
}

type Dimensions = Record<DetectDimension, DetectDimensionResult>;

/**
 * The customer's name as the report shows it: family name kept, the rest starred (张**). A name
 * stored before names lost their format characters (issue 29 #4) loses them here too, so that
 * none turns the masked mobile beside it around.
 */
export function maskName(fullName: string): string {
  const chars = [...withoutFormatCharacters(fullName).trim()];
  return chars.length <= 1 ? chars.join('') : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

/**
 * The change since the earlier measurement, judged by the one verdict rule (packages/domain
 * progress-verdict.ts, shared with the progress page): the bands the engine stored with each
 * analysis (issue 18 #6) or the device's measured ones (issue 32 #3), never colour from an
 * uncalibrated visit, never 肤质.
 */
function changeOf(
  dimension: DetectDimension,
  current: DetectDimensionResult,
  previous: DetectDimensionResult,
  measurements: { before: PartMeasurement; after: PartMeasurement },
): DimensionChange {
  const judged = dimensionVerdict(dimension, measurements.before, measurements.after);
  return {
    // The caller passes measured dimensions only (a 无法评估 one has no change).
    previousScore: previous.score!,
    previousType: previous.type,
    difference: judged.difference ?? Math.round((current.score! - previous.score!) * 100) / 100,
    band: judged.band,
    bandSource: judged.bandSource,
    ...(judged.bandAveraged && { bandAveraged: true }),
    verdict: judged.verdict,
    reason: judged.reason,
  };
}

/** The part's latest earlier measurement: a refused or unmeasured part is never a reference. */
function previousOf(part: string, earlier: EarlierVisit[]) {
  for (const visit of earlier) {
    const found = visit.parts.find(
      (candidate) => candidate.pair.part === part && candidate.detection.status === 'done',
    );
    if (found?.detection.status === 'done')
      return {
        date: visit.date,
        skinState: visit.skinState,
        dimensions: found.detection.dimensions,
        measurement: partMeasurementOf({ ...found.detection, bandsInUse: found.bandsInUse }),
      };
  }
  return null;
}

function partView(part: JudgedPart, facts: ReportFacts, imageIndex: Map<string, number>) {
  const url = (id: string) => {
    const n = imageIndex.get(id);
    return n === undefined ? null : facts.imageUrl(n);
  };
  const { detection } = part;
  const view: PublicReportPart = {
    part: part.pair.part,
    partName: facePartName(part.pair.part) ?? part.pair.part,
    status: detection.status,
    reasons: reasonTextsOf(detection),
    normalImage: part.normalKey ? url(`photo:${part.normalKey}`) : null,
    polarisedImage: part.polarisedKey ? url(`photo:${part.polarisedKey}`) : null,
    previousDate: null,
    stateNote: null,
    dimensions: [],
    repeatability: null,
    colorCalibrated: false,
    toneWithheld: null,
    version: null,
  };
  if (detection.status !== 'done') return view;
  const previous = previousOf(part.pair.part, facts.earlier);
  const measurement = partMeasurementOf({ ...detection, bandsInUse: part.bandsInUse });
  const dimensions = detection.dimensions as Dimensions;
  const withheld = dimensions.color.toneWithheld;
  return {
    ...view,
    previousDate: previous ? previous.date.toISOString() : null,
    stateNote: previous ? comparisonNote(previous.skinState, facts.record.skinState) : null,
    repeatability: detection.repeatability ?? null,
    colorCalibrated: detection.colorCalibrated,
    // Her report says why in her words (issue 31 #3), not the staff's advice.
    toneWithheld: withheld ? customerToneWithheld(withheld) : null,
    version: detection.version,
    dimensions: DETECT_DIMENSIONS.map((dimension) => {
      const current = dimensions[dimension];
      const before = previous?.dimensions?.[dimension];
      return {
        dimension,
        score: current.score,
        type: current.type,
        level: current.level,
        area: current.area,
        result: current.result,
        image: url(`overlay:${detection.detectionId}:${dimension}`),
        // A dimension either visit could not measure (无法评估) has no change to show.
        change:
          before && previous && current.score !== null && before.score !== null
            ? changeOf(dimension, current, before, {
                before: previous.measurement,
                after: measurement,
              })
            : null,
      };
    }),
  };
}

/**
 * What a report link shows (issue 19 #3): this visit's parts with their measured results and
 * marked images, the change since each part was last measured, and the care plan. Built from
 * facts only: no ids, no storage keys, the mobile and the given name masked.
 */
export function publicReportOf(facts: ReportFacts): PublicReport {
  const imageIndex = new Map(
    reportImagesOf(facts.parts, DETECT_DIMENSIONS).map((source, n) => [imageSourceId(source), n]),
  );
  return {
    storeName: facts.storeName,
    consultantName: facts.record.recUserName,
    customerName: maskName(facts.customer.fullName),
    mobile: maskMobile(facts.customer.mobile),
    visitDate: facts.record.createdAt.toISOString(),
    expiresAt: facts.expiresAt.toISOString(),
    parts: facts.parts.map((part) => partView(part, facts, imageIndex)),
    carePlan: carePlanOf(facts.record),
  };
}
