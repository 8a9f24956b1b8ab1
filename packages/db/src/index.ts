export * from './database';
export * as schema from './schema';
export {
  auditLog,
  cases,
  consents,
  customerBindings,
  customers,
  photos,
  rateLimitCounters,
  records,
  sessions,
  stores,
  users,
  verificationCodes,
} from './schema';
