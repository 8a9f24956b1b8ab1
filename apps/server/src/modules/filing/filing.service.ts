import {
  FILING_THRESHOLDS,
  FILING_WORKING_DAYS,
  filingLevel,
  type FilingStatus,
  type FilingThresholds,
} from '@skinscope/contracts';
import { canReadFilingStatus, requireAllowed, type Actor } from '../../policy';
import type { Repositories } from '../../repositories';

/** The milestone row of the filing duty (installation_milestones.key). */
const DUTY_MILESTONE = 'filing-duty';

export interface FilingDeps {
  filing: Repositories['filing'];
  now: () => Date;
  /** FILING_THRESHOLDS; a test may name smaller ones. */
  thresholds?: FilingThresholds | undefined;
}

/**
 * Issue 34 #4 (DECISIONS §109): how many customers have stored photos, per company and in all,
 * against the filing thresholds. The first read at or over the duty's threshold records when it
 * was crossed, once: a later read never moves it. Counts only, so the read is not audited.
 */
export function createFilingService(deps: FilingDeps) {
  const thresholds = deps.thresholds ?? FILING_THRESHOLDS;

  /** The stored crossing, or, the first time the count is at the threshold, the one recorded now. */
  async function crossing(total: number): Promise<Date | null> {
    const stored = await deps.filing.milestone(DUTY_MILESTONE);
    if (stored) return stored.reachedAt;
    if (total < thresholds.duty) return null;
    const reachedAt = (await deps.filing.nthCustomerFirstPhotoAt(thresholds.duty)) ?? deps.now();
    return (await deps.filing.recordMilestone(DUTY_MILESTONE, reachedAt, total)).reachedAt;
  }

  return {
    async status(actor: Actor): Promise<FilingStatus> {
      requireAllowed(canReadFilingStatus(actor));
      const companies = await deps.filing.customersWithPhotos();
      const total = companies.reduce((sum, company) => sum + company.customers, 0);
      const crossedAt = (await crossing(total))?.toISOString() ?? null;
      return {
        total,
        companies,
        level: filingLevel(total, crossedAt, thresholds),
        warningAt: thresholds.warning,
        dutyAt: thresholds.duty,
        crossedAt,
        workingDays: FILING_WORKING_DAYS,
      };
    },
  };
}

export type FilingService = ReturnType<typeof createFilingService>;
