import type { Db } from '@skinscope/db';
import { createAnalysisJobsRepository } from './analysis-jobs.repository';
import { createVerificationCodesRepository } from './verification-codes.repository';
import { createAuditRepository } from './audit.repository';
import { createAuditTargetsRepository } from './audit-targets.repository';
import { createAuditTrail } from './audit-trail';
import { noSessionCache, type SessionCache } from './session-cache';
import { createSessionsRepository } from './sessions.repository';
import { createSignInGuardsRepository } from './sign-in-guards.repository';
import { createBindingsRepository } from './bindings.repository';
import { createCalibrationsRepository } from './calibrations.repository';
import { createCasesRepository } from './cases.repository';
import { createCompanySettingsRepository } from './company-settings.repository';
import { createCustomersRepository } from './customers.repository';
import { createDataLinksRepository } from './data-links.repository';
import { createDataRequestsRepository } from './data-requests.repository';
import { createDetectionsRepository } from './detections.repository';
import { createFilingRepository } from './filing.repository';
import { createMyDataRepository } from './my-data.repository';
import { createImpactAssessmentsRepository } from './impact-assessments.repository';
import { createPhotosRepository } from './photos.repository';
import { createPrivacyRepository } from './privacy.repository';
import { createRateLimitCountersRepository } from './rate-limit-counters.repository';
import { createRecordsRepository } from './records.repository';
import { createServerSecretsRepository } from './server-secrets.repository';
import { createReportLinksRepository } from './report-links.repository';
import { createRetentionRepository } from './retention.repository';
import { createRetestPairsRepository } from './retest-pairs.repository';
import { createStoresRepository } from './stores.repository';
import { createStudiesRepository } from './studies.repository';
import { createStudyLinksRepository } from './study-links.repository';
import { createUsersRepository } from './users.repository';

/**
 * Every repository over one database handle: the pool, or a transaction. Services receive them
 * (and `transact`) instead of building their own, so a change and its audit row can share one
 * transaction without the service knowing the SQL library. The app passes its session cache,
 * which the sessions and users repositories keep current; scripts may leave it out.
 */
export function createRepositories(db: Db, sessionCache: SessionCache = noSessionCache) {
  return {
    analysisJobs: createAnalysisJobsRepository(db),
    audit: createAuditTrail(createAuditRepository(db)),
    auditLog: createAuditRepository(db),
    auditTargets: createAuditTargetsRepository(db),
    bindings: createBindingsRepository(db, sessionCache),
    calibrations: createCalibrationsRepository(db),
    cases: createCasesRepository(db),
    companySettings: createCompanySettingsRepository(db),
    codes: createVerificationCodesRepository(db),
    customers: createCustomersRepository(db),
    dataLinks: createDataLinksRepository(db),
    dataRequests: createDataRequestsRepository(db),
    detections: createDetectionsRepository(db),
    filing: createFilingRepository(db),
    guards: createSignInGuardsRepository(db),
    myData: createMyDataRepository(db),
    impactAssessments: createImpactAssessmentsRepository(db),
    photos: createPhotosRepository(db),
    privacy: createPrivacyRepository(db),
    retention: createRetentionRepository(db),
    rateLimitCounters: createRateLimitCountersRepository(db),
    records: createRecordsRepository(db),
    reportLinks: createReportLinksRepository(db),
    retestPairs: createRetestPairsRepository(db),
    secrets: createServerSecretsRepository(db),
    sessions: createSessionsRepository(db, sessionCache),
    stores: createStoresRepository(db),
    studies: createStudiesRepository(db),
    studyLinks: createStudyLinksRepository(db),
    users: createUsersRepository(db, sessionCache),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in one transaction, with every repository bound to it; all or nothing. */
export type Transact = <T>(work: (repositories: Repositories) => Promise<T>) => Promise<T>;

export function createTransact(db: Db, sessionCache: SessionCache = noSessionCache): Transact {
  return (work) => db.transaction((tx) => work(createRepositories(tx, sessionCache)));
}
