import {
  RETENTION_LIST_LIMIT,
  RETENTION_LOOKAHEAD_DAYS,
  RETENTION_MONTHS_DEFAULT,
  type RetentionOverview,
} from '@skinscope/contracts';
import {
  canManageRetention,
  canSeeRetentionName,
  requireAllowed,
  retentionCompanyOf,
  type Actor,
} from '../../policy';
import type { Repositories } from '../../repositories';
import { staffNameOf } from '../users/user-view';

export interface RetentionServiceDeps {
  retention: Repositories['retention'];
  companySettings: Pick<Repositories['companySettings'], 'find'>;
  now: () => Date;
}

const DAY_MS = 24 * 60 * 60_000;
/** Runs shown on the screen, newest first. */
const RUNS_SHOWN = 20;

/**
 * Issue 34 #2 (DECISIONS §111): the retention screen of a company's administrators: the period
 * and who changed it last, the dry run of the next 30 days (per store; names only where the
 * customer rule allows), what is expired but held back, and what the daily job deleted.
 */
export function createRetentionService(deps: RetentionServiceDeps) {
  return {
    async overview(actor: Actor): Promise<RetentionOverview> {
      requireAllowed(canManageRetention(actor));
      const company = retentionCompanyOf(actor);
      const now = deps.now();
      const until = new Date(now.getTime() + RETENTION_LOOKAHEAD_DAYS * DAY_MS);
      const [settings, change, expired, expiring, runs] = await Promise.all([
        deps.companySettings.find(company),
        deps.retention.lastPeriodChange(company),
        deps.retention.expiredCounts(company, now),
        deps.retention.expiringBetween(company, now, until),
        deps.retention.deletionsOf(company, RUNS_SHOWN),
      ]);
      const stores = new Map<number | null, { storeName: string | null; customers: number }>();
      for (const customer of expiring) {
        const store = stores.get(customer.storeId) ?? {
          storeName: customer.storeName,
          customers: 0,
        };
        store.customers += 1;
        stores.set(customer.storeId, store);
      }
      return {
        retentionMonths: settings?.retentionMonths ?? RETENTION_MONTHS_DEFAULT,
        changedByName: change?.mobile
          ? staffNameOf({ fullName: change.fullName, mobile: change.mobile })
          : null,
        changedAt: change?.at.toISOString() ?? null,
        dueNow: expired.due,
        heldByRequest: expired.heldByRequest,
        heldByStudy: expired.heldByStudy,
        upcoming: {
          days: RETENTION_LOOKAHEAD_DAYS,
          total: expiring.length,
          stores: [...stores]
            .map(([storeId, store]) => ({ storeId, ...store }))
            .sort((a, b) => b.customers - a.customers),
          customers: expiring.slice(0, RETENTION_LIST_LIMIT).map((customer) => ({
            id: customer.id,
            name: canSeeRetentionName(actor, { ...customer, boundToActor: false })
              ? customer.name
              : null,
            storeName: customer.storeName,
            lastVisitAt: customer.lastVisitAt.toISOString(),
            expiresAt: customer.expiresAt.toISOString(),
          })),
        },
        runs: runs.map((run) => ({ ...run, at: new Date(run.at).toISOString() })),
      };
    },
  };
}

export type RetentionService = ReturnType<typeof createRetentionService>;
