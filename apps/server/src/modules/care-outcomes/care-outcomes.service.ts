import type { CareOutcomes } from '@skinscope/contracts';
import {
  careOutcomes,
  goodsItem,
  isCareKey,
  OUTCOME_HORIZONS,
  OUTCOME_MIN_CUSTOMERS,
  OUTCOME_WINDOW_DAYS,
  parseStoredRecommend,
  partMeasurementOf,
  type OutcomeCustomer,
} from '@skinscope/domain';
import { AppError } from '../../http/app-error';
import { careOutcomesReach, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';
import { readVisitsAnalyses, type RecordAnalysesSource } from '../detect/record-analyses';
import { judgedVisitPartsOf } from '../report-links/visit-parts';
import { measurementBandsReader, type MeasurementBandsDeps } from '../retest/measurement-bands';

export interface CareOutcomesDeps extends RecordAnalysesSource, MeasurementBandsDeps {
  records: Pick<Repositories['records'], 'listCareCourses'>;
}

/** Follow-ups of the last 90 days count (issue 33 #5: 本店近 90 天). */
const CARE_OUTCOME_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether a visit's recommendation names this care item or goods product. */
const recommends = (recommended: ReturnType<typeof parseStoredRecommend>, key: string) =>
  (recommended.care as readonly string[]).includes(key) ||
  recommended.goods.some((item) => item.key === key);
/** The earliest baseline a follow-up of the period can have: 8 weeks and a week before it. */
const LONGEST_COURSE_DAYS = Math.max(...OUTCOME_HORIZONS.map((h) => h.days)) + OUTCOME_WINDOW_DAYS;

/** Issue 33 #5: outcomes per care plan, computed from the stored analyses on every read. */
export function createCareOutcomesService(deps: CareOutcomesDeps) {
  return {
    async outcomes(actor: Actor, care: string): Promise<CareOutcomes> {
      // A care item of the catalogue, or one of its goods (the products recommended with it).
      const field = isCareKey(care) ? 'products' : goodsItem(care) ? 'goods' : null;
      if (field === null) throw new AppError('NOT_FOUND');
      const reach = careOutcomesReach(actor);
      const since = new Date(deps.now().getTime() - CARE_OUTCOME_DAYS * DAY_MS);
      const from = new Date(since.getTime() - LONGEST_COURSE_DAYS * DAY_MS);
      // Three reads however many visits: the records (with their scans), detections and jobs.
      const rows = await deps.records.listCareCourses(reach.company, { field, key: care }, from);
      const analysesOf = await readVisitsAnalyses(
        deps,
        rows.map((row) => row.id),
      );
      // Each visit judged with its device's band, as the progress page judges it (§98, §101).
      const bandsOf = measurementBandsReader(deps);
      const visits = await Promise.all(
        rows.map(async (row) => ({
          row,
          parts: await judgedVisitPartsOf(bandsOf, row, analysesOf(row.id)),
        })),
      );
      const byCustomer = new Map<number, OutcomeCustomer & { storeId: number | null }>();
      for (const { row, parts } of visits) {
        const customer = byCustomer.get(row.customerId) ?? { storeId: row.storeId, visits: [] };
        byCustomer.set(row.customerId, {
          ...customer,
          visits: [
            ...customer.visits,
            {
              at: row.createdAt,
              recommended: row.recommend
                ? recommends(parseStoredRecommend(row.recommend), care)
                : false,
              parts: parts.map((part) => ({
                part: part.pair.part,
                measurement: partMeasurementOf({ ...part.detection, bandsInUse: part.bandsInUse }),
              })),
            },
          ],
        });
      }
      const customers = [...byCustomer.values()];
      return {
        care,
        since: since.toISOString(),
        days: CARE_OUTCOME_DAYS,
        minCustomers: OUTCOME_MIN_CUSTOMERS,
        store:
          reach.storeId === null
            ? null
            : careOutcomes(
                customers.filter((customer) => customer.storeId === reach.storeId),
                since,
              ),
        company: careOutcomes(customers, since),
      };
    },
  };
}

export type CareOutcomesService = ReturnType<typeof createCareOutcomesService>;
