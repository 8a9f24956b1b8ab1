export * from './database';
export * as schema from './schema';
export { users, sessions } from './schema';
