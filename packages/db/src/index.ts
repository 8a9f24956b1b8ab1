export * from './database';
export * as schema from './schema';
export {
  analysisJobs,
  auditLog,
  cases,
  consents,
  customerBindings,
  customers,
  detections,
  deviceCalibrations,
  photos,
  rateLimitCounters,
  records,
  reportLinks,
  serverSecrets,
  sessions,
  signInGuards,
  stores,
  users,
  verificationCodes,
} from './schema';
