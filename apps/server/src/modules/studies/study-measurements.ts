import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';
import {
  analyseStudy,
  type StudyAnalysis,
  type StudyMeasurement,
  type StudyParticipant,
  type StudyVisit,
} from '@skinscope/domain';
import type { RecordRow } from '../../repositories/records.repository';
import type { EnrolmentWithVisits, StudyProtocolRow } from '../../repositories/studies.repository';
import { readVisitsAnalyses, type RecordAnalysesSource } from '../detect/record-analyses';
import { judgedVisitPartsOf, type VisitPart } from '../report-links/visit-parts';
import {
  measurementBandsReader,
  type BandsInUse,
  type MeasurementBandsDeps,
} from '../retest/measurement-bands';

export interface StudyMeasurementsDeps extends RecordAnalysesSource, MeasurementBandsDeps {
  records: { listByIds(ids: readonly number[]): Promise<RecordRow[]> };
}

/** One part's analysis as the study reads it; undefined when the pair was never analysed. */
function measurementOf(
  part: VisitPart & { bandsInUse: BandsInUse | undefined },
): StudyMeasurement | undefined {
  const { detection } = part;
  if (detection.status === 'failed') return refused;
  if (detection.status === 'pending') return pending;
  if (detection.status !== 'done') return undefined;
  const scores: Partial<Record<DetectDimension, number | null>> = {};
  const bands: Partial<Record<DetectDimension, number | null>> = {};
  for (const dimension of DETECT_DIMENSIONS) {
    scores[dimension] = detection.dimensions[dimension]?.score ?? null;
    // The band a verdict on this visit uses: the device's own where it has one (issue 32).
    bands[dimension] = part.bandsInUse?.[dimension]?.band ?? null;
  }
  return {
    status: 'accepted',
    engineVersion: detection.version.engine,
    calibrationId: detection.deviceCalibrationId,
    scores,
    bands,
  };
}

const notScored = { engineVersion: '', calibrationId: null, scores: {}, bands: {} };
const refused: StudyMeasurement = { status: 'refused', ...notScored };
const pending: StudyMeasurement = { status: 'pending', ...notScored };

/**
 * Each enrolment as the domain's analysis reads it: her pseudonymous code, arm, protocol
 * version, and each study visit's parts with their analyses and bands — read in three queries
 * (records, their analyses, the devices' pairs) however many participants.
 */
async function studyParticipantsOf(
  deps: StudyMeasurementsDeps,
  enrolments: readonly EnrolmentWithVisits[],
): Promise<StudyParticipant[]> {
  const recordIds = enrolments.flatMap((enrolment) => enrolment.visits.map((v) => v.recordId));
  const [records, analysesOf] = await Promise.all([
    deps.records.listByIds(recordIds),
    readVisitsAnalyses(deps, recordIds),
  ]);
  const recordById = new Map(records.map((record) => [record.id, record]));
  const bandsOf = measurementBandsReader(deps);

  async function visitOf(visit: EnrolmentWithVisits['visits'][number]): Promise<StudyVisit> {
    const record = recordById.get(visit.recordId)!;
    // Each part once, as on progress: a part captured twice is the mean of its two accepted
    // analyses with bands ÷ √2 (issue 32 #4).
    const parts = await judgedVisitPartsOf(bandsOf, record, analysesOf(record.id));
    const byPart: StudyVisit['parts'] = {};
    for (const part of parts) byPart[part.pair.part] = measurementOf(part);
    return { timepoint: visit.timepoint, takenAt: visit.takenAt, parts: byPart };
  }

  return Promise.all(
    enrolments.map(async (enrolment) => ({
      code: enrolment.code,
      arm: enrolment.arm,
      protocolVersion: enrolment.protocolVersion,
      withdrawn: enrolment.withdrawnAt !== null,
      visits: await Promise.all(enrolment.visits.map(visitOf)),
    })),
  );
}

/** The study's analysis against the protocol in force, of these enrolments. */
export async function studyAnalysisOf(
  deps: StudyMeasurementsDeps,
  current: StudyProtocolRow,
  enrolments: readonly EnrolmentWithVisits[],
): Promise<StudyAnalysis> {
  return analyseStudy(current.protocol, await studyParticipantsOf(deps, enrolments));
}
