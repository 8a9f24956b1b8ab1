import type { FilingThresholds } from '@skinscope/contracts';
import { availableParallelism } from 'node:os';
import type { Database } from '@skinscope/db';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { AnalysisRunner } from './infra/analysis-runner';
import type { ImageStore } from './infra/image-store';
import type { PasswordHasher } from './infra/password-hasher';
import { createDbRateLimiter } from './infra/rate-limiter';
import { createRedisRateLimiter } from './infra/redis-rate-limiter';
import type { SmsSender } from './infra/sms-sender';
import { createAccountService } from './modules/account/account.service';
import { createAuditService } from './modules/audit/audit.service';
import { createAuthService } from './modules/auth/auth.service';
import { createBindingsService } from './modules/bindings/bindings.service';
import { createCalibrationService } from './modules/calibration/calibration.service';
import { createDeviceCalibrationLookup } from './modules/calibration/device-calibration-lookup';
import { createCompanySettingsService } from './modules/company-settings/company-settings.service';
import { createCareOutcomesService } from './modules/care-outcomes/care-outcomes.service';
import { createCasesService } from './modules/cases/cases.service';
import { createCustomerAccess } from './modules/customers/customer-access';
import { createCustomersService } from './modules/customers/customers.service';
import { createDetectService } from './modules/detect/detect.service';
import { createFilingService } from './modules/filing/filing.service';
import { createImpactAssessmentService } from './modules/impact-assessment/impact-assessment.service';
import { createRetestService } from './modules/retest/retest.service';
import { createStudiesService } from './modules/studies/studies.service';
import { createStudyLinksService } from './modules/studies/study-links.service';
import { createRecordAnalysis } from './modules/detect/record-analysis';
import { createReportService } from './modules/detect/report.service';
import { rescoreAfterAnalysis } from './modules/records/record-rescore';
import { createVisitAnalysisService } from './modules/detect/visit-analysis.service';
import { createImagesService } from './modules/images/images.service';
import { createDataLinksService } from './modules/data-requests/data-links.service';
import { createDataRequestsService } from './modules/data-requests/data-requests.service';
import { createMyDataService } from './modules/data-requests/my-data.service';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { createRetentionJob } from './modules/retention/retention-job';
import { createRetentionService } from './modules/retention/retention.service';
import { createRecordsQueryService } from './modules/records/records-query.service';
import { createVisitCloseService } from './modules/records/visit-close.service';
import { createVisitPhotosService } from './modules/records/visit-photos.service';
import { createPublicReportService } from './modules/report-links/public-report.service';
import { createProgressService } from './modules/progress/progress.service';
import { createReportLinksService } from './modules/report-links/report-links.service';
import { createStoresService } from './modules/stores/stores.service';
import { createSystemService } from './modules/system/system.service';
import { createCustomerModeService } from './modules/users/customer-mode.service';
import { createProfileService } from './modules/users/profile.service';
import { createUsersService } from './modules/users/users.service';
import { createDeviceCookies } from './modules/auth/device-cookie';
import { createRepositories, createTransact } from './repositories';
import { JOBS_CHANNEL } from './repositories/analysis-jobs.repository';
import { createSessionCache } from './repositories/session-cache';

export interface ServiceDeps {
  config: Config;
  database: Database;
  hasher: PasswordHasher;
  sms: SmsSender;
  images: ImageStore;
  analysis: AnalysisRunner;
  /** Where rate-limit counters live: a Redis shared by the replicas, or (null) the database. */
  redis: Redis | null;
  now: () => Date;
  /** Log lines the services write (no personal data: ids and counts only). */
  log: {
    warn(details: Record<string, unknown>, message: string): void;
    error(details: Record<string, unknown>, message: string): void;
  };
  filingThresholds?: FilingThresholds | undefined;
}

/**
 * The composition root of the server: every repository over the database, every service over
 * the repositories and outside parts it needs. Services receive what they use; none builds its
 * own repositories or reaches into another module's.
 */
export function createServices(deps: ServiceDeps) {
  const { config, hasher, sms, now, images: store, analysis } = deps;
  const { db } = deps.database;
  // One per app: every repository, in or out of a transaction, keeps the same cache current.
  const sessionCache = createSessionCache(() => now().getTime());
  const repos = createRepositories(db, sessionCache);
  const transact = createTransact(db, sessionCache);
  const limiter = deps.redis
    ? createRedisRateLimiter(deps.redis, now)
    : createDbRateLimiter(repos.rateLimitCounters, now);
  const { audit } = repos;
  const access = createCustomerAccess(repos.customers);
  const deviceCalibration = createDeviceCalibrationLookup(repos.calibrations);
  const profile = createProfileService({ transact, hasher, limiter, now });
  const recordAnalysis = createRecordAnalysis({
    records: repos.records,
    detections: repos.detections,
    jobs: repos.analysisJobs,
    store,
    analysis,
    now,
    concurrency: config.analysisWorkers ?? availableParallelism(),
    leaseMs: config.analysisJobLeaseMs,
    // Other replicas' word that jobs were queued or handed back there.
    listen: (onNotify) => deps.database.listen(JOBS_CHANNEL, onNotify),
    calibrations: repos.calibrations,
    deviceCalibration,
    warn: (message, details) => deps.log.warn(details, message),
    onAnalysed: (recordId) =>
      rescoreAfterAnalysis({ records: repos.records, detections: repos.detections }, recordId),
  });

  const privacy = createPrivacyService({
    access,
    records: repos.records,
    privacy: repos.privacy,
    store,
    audit,
    transact,
    now,
  });

  return {
    recordAnalysis,
    system: createSystemService({
      pingDatabase: () => deps.database.ping(),
      pingImages: () => store.ping(),
      pingRedis: deps.redis ? async () => void (await deps.redis?.ping()) : null,
      settings: {
        icpNumber: config.icpNumber ?? null,
        psbNumber: config.psbNumber ?? null,
        allowAnyCamera: config.allowAnyCamera,
        publicUrl: config.publicUrl ?? null,
      },
      warn: (details, message) => deps.log.error(details, message),
    }),
    auth: createAuthService({
      users: repos.users,
      sessions: repos.sessions,
      guards: repos.guards,
      deviceCookies: createDeviceCookies({ secrets: repos.secrets, now }),
      transact,
      hasher,
      limiter,
      audit,
      now,
      tokenTtlMs: config.tokenTtlHours * 3_600_000,
    }),
    account: createAccountService({
      transact,
      hasher,
      sms,
      limiter,
      audit,
      now,
      smsHourlyLimit: config.smsHourlyLimit,
      alert: (message, details) => deps.log.error({ alert: 'sms', ...details }, message),
    }),
    users: createUsersService({ transact, users: repos.users, stores: repos.stores, now }),
    profile,
    customerMode: createCustomerModeService({
      access,
      transact,
      checkPassword: (actor, password) => profile.checkPassword(actor, password),
    }),
    audit: createAuditService({ audit: repos.auditLog, targets: repos.auditTargets }),
    filing: createFilingService({
      filing: repos.filing,
      now,
      thresholds: deps.filingThresholds,
    }),
    impactAssessment: createImpactAssessmentService({
      impactAssessments: repos.impactAssessments,
      studies: repos.studies,
      filing: repos.filing,
      transact,
      now,
      settings: {
        database: config.databaseUrl ? 'postgresql' : 'pglite',
        imageStore: config.imageStore,
        redis: deps.redis !== null,
        tokenTtlHours: config.tokenTtlHours,
        smsHourlyLimit: config.smsHourlyLimit,
        publicReportRateLimit: config.publicReportRateLimit,
        publicUrl: config.publicUrl ?? null,
      },
    }),
    customers: createCustomersService({
      customers: repos.customers,
      stores: repos.stores,
      access,
      audit,
      now,
      recheckIntervalDays: config.recheckIntervalDays,
    }),
    bindings: createBindingsService({ bindings: repos.bindings, access, transact }),
    visitPhotos: createVisitPhotosService({
      access,
      records: repos.records,
      transact,
      now,
      onPhotosSaved: (recordId, by) => recordAnalysis.analyseInBackground(recordId, by),
    }),
    visitClose: createVisitCloseService({ access, records: repos.records, transact, now }),
    recordsQuery: createRecordsQueryService({
      access,
      records: repos.records,
      photos: repos.photos,
      search: repos.customers,
    }),
    images: createImagesService({
      access,
      consents: repos.customers,
      photos: repos.photos,
      store,
      audit,
    }),
    detect: createDetectService({
      access,
      photos: repos.photos,
      detections: repos.detections,
      store,
      analysis,
      audit,
      deviceCalibration,
    }),
    calibration: createCalibrationService({
      calibrations: repos.calibrations,
      stores: repos.stores,
      deviceCalibration,
      transact,
      analysis,
      now,
    }),
    companySettings: createCompanySettingsService({
      companySettings: repos.companySettings,
      transact,
      now,
    }),
    retest: createRetestService({
      access,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      deviceCalibration,
      analysis,
      store,
      audit,
      transact,
      now,
    }),
    reports: createReportService({
      access,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
    }),
    visitAnalysis: createVisitAnalysisService({
      access,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
    }),
    privacy,
    dataLinks: createDataLinksService({
      access,
      dataLinks: repos.dataLinks,
      transact,
      now,
      publicUrl: config.publicUrl,
    }),
    dataRequests: createDataRequestsService({
      access,
      dataRequests: repos.dataRequests,
      privacy,
      transact,
      now,
    }),
    myData: createMyDataService({
      dataLinks: repos.dataLinks,
      reportLinks: repos.reportLinks,
      customers: repos.customers,
      stores: repos.stores,
      records: repos.records,
      privacy: repos.privacy,
      myData: repos.myData,
      dataRequests: repos.dataRequests,
      limiter,
      transact,
      now,
      limitPerWindow: config.publicReportRateLimit,
    }),
    retention: createRetentionService({
      retention: repos.retention,
      companySettings: repos.companySettings,
      now,
    }),
    retentionJob: createRetentionJob({
      retention: repos.retention,
      transact,
      store,
      now,
      log: deps.log,
    }),
    reportLinks: createReportLinksService({
      access,
      records: repos.records,
      consents: repos.customers,
      reportLinks: repos.reportLinks,
      transact,
      now,
      publicUrl: config.publicUrl,
    }),
    publicReports: createPublicReportService({
      reportLinks: repos.reportLinks,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      customers: repos.customers,
      stores: repos.stores,
      limiter,
      transact,
      store,
      analysis,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      now,
      limitPerWindow: config.publicReportRateLimit,
    }),
    progress: createProgressService({
      access,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      audit,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      now,
    }),
    studies: createStudiesService({
      access,
      studies: repos.studies,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      audit,
      transact,
      now,
    }),
    studyLinks: createStudyLinksService({
      studies: repos.studies,
      studyLinks: repos.studyLinks,
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      limiter,
      transact,
      now,
      limitPerWindow: config.publicReportRateLimit,
      publicUrl: config.publicUrl,
    }),
    careOutcomes: createCareOutcomesService({
      records: repos.records,
      detections: repos.detections,
      jobs: repos.analysisJobs,
      retestPairs: repos.retestPairs,
      calibrations: repos.calibrations,
      now,
    }),
    stores: createStoresService({ stores: repos.stores, transact, now }),
    cases: createCasesService({ cases: repos.cases, store, audit, now }),
  };
}
