export * from './database';
export * as schema from './schema';
export {
  analysisJobs,
  auditLog,
  cases,
  companySettings,
  consents,
  customerBindings,
  customers,
  detections,
  deviceCalibrations,
  photos,
  rateLimitCounters,
  records,
  reportLinks,
  retestPairs,
  serverSecrets,
  sessions,
  signInGuards,
  stores,
  studies,
  studyEnrolments,
  studyProtocols,
  studyVisits,
  users,
  verificationCodes,
} from './schema';
export type { CaptureScores, RetestCaptureFindings } from './schema';
