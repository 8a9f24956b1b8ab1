export * from './database';
export * as schema from './schema';
export {
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
  sessions,
  signInGuards,
  stores,
  users,
  verificationCodes,
} from './schema';
