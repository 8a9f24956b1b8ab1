export * from './database';
export * as schema from './schema';
export {
  auditLog,
  cases,
  consents,
  customerBindings,
  customers,
  detections,
  photos,
  rateLimitCounters,
  records,
  reportLinks,
  sessions,
  signInGuards,
  stores,
  users,
  verificationCodes,
} from './schema';
