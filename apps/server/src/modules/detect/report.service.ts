import {
  DETECT_DIMENSIONS,
  overlayFilename,
  parsePhotoKey,
  photoFolderOf,
  PHOTO_URL_PREFIX,
  type HistoryReport,
} from '@skinscope/contracts';
import { facePartName, MENSES_IN_PERIOD_KEY } from '@skinscope/domain';
import type { Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import { loadAccessibleRecord } from '../records/records-query.service';
import type { CustomerAccess } from '../customers/customer-access';
import { partRatingsOf } from './part-ratings';
import { analysedPairsOf, readRecordAnalyses, type RecordAnalysesSource } from './record-analyses';

export interface ReportDeps extends RecordAnalysesSource {
  access: CustomerAccess;
  records: Repositories['records'];
}

/** Where the report's page finds a pair's photo: the URL of its folder, and its name. */
function imageRefsOf(url: string | null) {
  const key = url ? parsePhotoKey(url) : null;
  return key ? [{ imageDir: `${PHOTO_URL_PREFIX}${photoFolderOf(key)}`, imageName: key.name }] : [];
}

/** Spec §7 `/server/skinRecs` and `/server/analysis`: a record's report, part by part. */
export function createReportService(deps: ReportDeps) {
  return {
    async report(actor: Actor, recordId: number): Promise<HistoryReport> {
      const record = await loadAccessibleRecord(deps, actor, recordId);
      const customer = await deps.access.load(actor, record.customerId);
      const analysed = analysedPairsOf(record.scan, await readRecordAnalyses(deps, recordId));
      const answers = (record.problem as { answers?: { menses?: unknown } } | null)?.answers;
      const menses = typeof answers?.menses === 'number' ? answers.menses : null;
      const anaParts = analysed.map(({ pair, detection }) => {
        const dimensions = detection.status === 'done' ? detection.dimensions : null;
        return {
          part: pair.part,
          position: pair.position,
          partImageRecord: partRatingsOf(facePartName(pair.part) ?? pair.part, dimensions),
          nomalImages: imageRefsOf(pair.normal),
          polarImages: imageRefsOf(pair.lighting),
          anaFigList:
            detection.status === 'done'
              ? DETECT_DIMENSIONS.map((dimension) => ({
                  dirName: 'fileSvr/get',
                  figName: overlayFilename(detection.detectionId, dimension),
                  dimension,
                }))
              : [],
          detection,
        };
      });
      return {
        recordMain: {
          recordId,
          customerName: customer.fullName,
          recDate: record.createdAt.toISOString(),
          fullName: record.recUserName,
        },
        skinStatus: { mc: menses === null ? null : menses === MENSES_IN_PERIOD_KEY },
        anaParts,
      };
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
