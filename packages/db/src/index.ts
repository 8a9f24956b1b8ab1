export * from './database';
export * as schema from './schema';
export { auditLog, rateLimitCounters, sessions, stores, users, verificationCodes } from './schema';
