import {
  boolean,
  char,
  index,
  integer,
  pgTable,
  timestamp,
  varchar,
  text,
} from 'drizzle-orm/pg-core';
import type { Role, Scope } from '@skinscope/contracts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Staff accounts: the "stored user" of spec §3 plus role and password hash. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // The login name: spec §7 registers accounts with username = mobile.
  mobile: varchar('mobile', { length: 20 }).notNull().unique(),
  fullName: varchar('full_name', { length: 50 }),
  passwordHash: text('password_hash').notNull(),
  scope: varchar('scope', { length: 20 }).$type<Scope>().notNull().default('pubdom'),
  role: varchar('role', { length: 10 }).$type<Role>().notNull().default('staff'),
  companyUserId: integer('company_user_id'),
  storeId: integer('store_id'),
  canScan: boolean('can_scan').notNull().default(false),
  canUpload: boolean('can_upload').notNull().default(false),
  forbid: boolean('forbid').notNull().default(false),
  ...timestamps,
});

/** Sign-in sessions. Only the SHA-256 of a token is stored, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);
