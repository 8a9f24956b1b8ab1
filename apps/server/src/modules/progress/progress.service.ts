import {
  PROGRESS_MAX_VISITS,
  type CustomerProgress,
  type ProgressMeasurement,
  type ProgressPart,
  type ProgressVisit,
} from '@skinscope/contracts';
import { facePartName, SituationRecordSchema } from '@skinscope/domain';
import type { RequestContext } from '../../http/request-context';
import type { Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import type { RecordRow } from '../../repositories/records.repository';
import type { CustomerAccess } from '../customers/customer-access';
import { reasonTextsOf } from '../detect/detection-view';
import { readVisitsAnalyses, type RecordAnalysesSource } from '../detect/record-analyses';
import { judgedVisitPartsOf, type VisitPart } from '../report-links/visit-parts';
import {
  measurementBandsReader,
  type BandsInUse,
  type MeasurementBandsDeps,
} from '../retest/measurement-bands';

export interface ProgressDeps extends RecordAnalysesSource, MeasurementBandsDeps {
  access: CustomerAccess;
  records: Pick<Repositories['records'], 'listByCustomer'>;
  audit: Repositories['audit'];
}

function visitOf(record: RecordRow): ProgressVisit {
  const situation = SituationRecordSchema.safeParse(record.situation);
  return {
    recordId: record.id,
    date: record.createdAt.toISOString(),
    consultant: record.recUserName,
    scanType: record.scanType,
    careScores: situation.success ? situation.data.pointList : [],
    skinState: record.skinState ?? null,
  };
}

function measurementView(
  recordId: number,
  part: VisitPart,
  bandsInUse: BandsInUse | undefined,
): ProgressMeasurement {
  const { detection } = part;
  const done = detection.status === 'done' ? detection : null;
  return {
    recordId,
    status: detection.status,
    reasons: reasonTextsOf(detection),
    normalImage: part.pair.normal,
    polarisedImage: part.pair.lighting,
    detectionId: done?.detectionId ?? null,
    dimensions: done?.dimensions ?? null,
    repeatability: done?.repeatability ?? null,
    ...(bandsInUse && { bandsInUse }),
    colorCalibrated: done?.colorCalibrated ?? false,
    version: done?.version ?? null,
    deviceCalibrationId: done?.deviceCalibrationId ?? null,
    ...(done?.averaged?.length && { averaged: done.averaged }),
  };
}

interface VisitParts {
  record: RecordRow;
  parts: Array<VisitPart & { bandsInUse: BandsInUse | undefined }>;
}

/** Each part photographed at any of the visits, in first-capture order, with its measurements. */
function partsOf(visits: VisitParts[]): ProgressPart[] {
  const byPart = new Map<string, ProgressPart>();
  for (const { record, parts } of visits) {
    for (const part of parts) {
      const code = part.pair.part;
      const entry = byPart.get(code) ?? {
        part: code,
        partName: facePartName(code) ?? code,
        measurements: [],
      };
      // One per part and visit: a part captured twice is already their mean (onePerPart).
      entry.measurements.push(measurementView(record.id, part, part.bandsInUse));
      byPart.set(code, entry);
    }
  }
  return [...byPart.values()];
}

/** Issue 19 #1 皮肤变化: the customer's finished visits side by side. */
export function createProgressService(deps: ProgressDeps) {
  return {
    async progress(
      actor: Actor,
      customerId: number,
      context: RequestContext,
    ): Promise<CustomerProgress> {
      // The same 404 as every customer read for a customer of another company.
      const customer = await deps.access.load(actor, customerId);
      const records = (await deps.records.listByCustomer(customerId))
        .slice(0, PROGRESS_MAX_VISITS)
        .reverse();
      const analysesOf = await readVisitsAnalyses(
        deps,
        records.map((record) => record.id),
      );
      // Each verdict's band, from the device's own pairs where it has enough (issue 32 #3).
      const bandsOf = measurementBandsReader(deps);
      const visits = await Promise.all(
        records.map(async (record) => ({
          record,
          parts: await judgedVisitPartsOf(bandsOf, record, analysesOf(record.id)),
        })),
      );
      // A read of her analyses (ARCHITECTURE §4), once per page, as the report link's view is.
      await deps.audit.record({
        action: 'customer.progress_read',
        actorId: actor.id,
        ip: context.ip,
        target: { type: 'customer', id: customerId },
        details: { visits: records.length },
      });
      return {
        customerId,
        customerName: customer.fullName,
        visits: records.map(visitOf),
        parts: partsOf(visits),
      };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
