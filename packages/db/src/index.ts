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
  users,
  verificationCodes,
} from './schema';
export type { RetestCaptureFindings } from './schema';
