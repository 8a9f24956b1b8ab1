import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  AnalysisGaveUpCode,
  CameraSettings,
  CodePurpose,
  Evaluation,
  DataRequestKind,
  DataRequestStatus,
  Gender,
  GuardianRelation,
  ImpactAssessmentFacts,
  LightType,
  Role,
  ScanPhoto,
  ScanType,
  Scope,
  SkinState,
  StudyArm,
  StudyProtocol,
} from '@skinscope/contracts';

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
    /**
     * 顾客模式 (issue 29 #5): the customer the tablet was handed to. While set, this session
     * reaches her consultation and results only, until staff leave it with their password. No
     * foreign key: erasing her must not unlock the session.
     */
    customerModeCustomerId: integer('customer_mode_customer_id'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Partner stores (spec §3 "Store"). Archived, never deleted: users and customers point here. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 50 }).notNull(),
    clientName: varchar('client_name', { length: 50 }).notNull().default(''),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    companyUserId: integer('company_user_id'),
    archived: boolean('archived').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('stores_company_idx').on(table.scope, table.companyUserId)],
);

/**
 * SMS verification codes: only a salted digest is kept. One live code per mobile and purpose;
 * `attempts` counts wrong guesses, `consumedAt` makes a code single-use.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).$type<CodePurpose>().notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    salt: char('salt', { length: 32 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_mobile_idx').on(table.mobile, table.purpose, table.createdAt),
  ],
);

/**
 * Fixed-window counters for rate limits, shared by every replica through the database.
 * `key` names what is limited (e.g. "login:ip:1.2.3.4"), `windowStart` the window it counts.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Failed sign-ins per account (DECISIONS "Sign-in and SMS limits"). `account` is `user:{id}` for
 * an existing account and `name:{sha256 of the name typed}` otherwise, so that unknown names are
 * treated alike without storing what was typed. The row goes when the account signs in.
 */
export const signInGuards = pgTable('sign_in_guards', {
  account: varchar('account', { length: 80 }).primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/**
 * Secrets the server makes for itself on first use and every replica shares (issue 29 #1: the
 * key that signs sign-in device cookies). In the database, never in code or configuration, so
 * that each installation has its own and a backup carries it.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 40 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Issue 34 #4 (DECISIONS §109): when the installation first held photos of a threshold's number
 * of customers (`filing-duty`: 100,000, the filing duty). Written once, never moved: the row is
 * the record a filing's 30 working days run from, even if photos are deleted later.
 */
export const installationMilestones = pgTable('installation_milestones', {
  key: varchar('key', { length: 40 }).primaryKey(),
  reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
  /** The count when it was first observed. */
  observedCount: integer('observed_count').notNull(),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Who did what to what, when and from where (ARCHITECTURE §4). `details` never holds secrets
 * or personal data; rows survive the deletion of the people they mention.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: varchar('action', { length: 60 }).notNull(),
    targetType: varchar('target_type', { length: 30 }),
    targetId: varchar('target_id', { length: 40 }),
    ip: varchar('ip', { length: 64 }),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_action_idx').on(table.action, table.at),
    // Who read what of a customer (我的数据: her photos' keys `img/{customerId}/…` as a prefix;
    // retention's and the audit screen's reads of one target): without it, 2.2 s at 500,000
    // photo reads (DECISIONS §113).
    index('audit_log_target_idx').on(table.targetType, table.targetId.op('varchar_pattern_ops')),
  ],
);

/**
 * Customers (members). A customer belongs to the scope and owner id (companyUserId ?? id) of the
 * staff member who registered it (ARCHITECTURE §4). Searches are by phone or name prefix within
 * one tenant, hence the pattern-ops indexes.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: varchar('full_name', { length: 20 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    nickname: varchar('nickname', { length: 20 }),
    gender: varchar('gender', { length: 6 }).$type<Gender>().notNull().default('female'),
    age: smallint('age'),
    storeId: integer('store_id').references(() => stores.id),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    remark: text('remark'),
    ...timestamps,
  },
  (table) => [
    index('customers_tenant_mobile_idx').on(
      table.scope,
      table.ownerId,
      table.mobile.op('varchar_pattern_ops'),
    ),
    index('customers_tenant_name_idx').on(
      table.scope,
      table.ownerId,
      table.fullName.op('varchar_pattern_ops'),
    ),
    // Search by any part of a name or any 4+ digits of a phone (issue 17 #2): trigram indexes
    // serve `like '%…%'` (pg_trgm, which PGlite ships as well; migration 0008 creates it).
    // Without GIN's pending list (migration 0011): every search read it whole until a vacuum
    // merged it, 3 MB after 100,000 registrations; members are registered a few a day.
    index('customers_mobile_trgm_idx')
      .using('gin', table.mobile.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('customers_name_trgm_idx')
      .using('gin', table.fullName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // One- and two-character parts of a name have no trigram: their own index (migration 0011).
    index('customers_name_short_parts_idx')
      .using('gin', sql`customer_name_short_parts(${table.fullName})`)
      .with({ fastupdate: false }),
  ],
);

/** Explicit customer-to-staff authorisations (spec "customer-to-staff authorization"). */
export const customerBindings = pgTable(
  'customer_bindings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.userId] }),
    index('customer_bindings_user_idx').on(table.userId),
  ],
);

/** PIPL consent for image recognition (DECISIONS "Privacy"): who agreed to which text, when. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    version: varchar('version', { length: 40 }).notNull(),
    textHash: char('text_hash', { length: 64 }).notNull(),
    /** Issue 34 #3: the customer's age when she consented (only an age is stored, no birth date). */
    customerAge: integer('customer_age'),
    /** Under 14 a guardian agrees for her (DECISIONS §108); null for a customer who agreed herself. */
    guardianName: varchar('guardian_name', { length: 20 }),
    guardianRelation: varchar('guardian_relation', { length: 12 }).$type<GuardianRelation>(),
    guardianMobile: varchar('guardian_mobile', { length: 11 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_customer_idx').on(table.customerId)],
);

/**
 * Scan records (spec §3 "Scan record"). A record's photos, and the detectList the API shows,
 * are read from the photos table (migration 0020 dropped the stored copy, `detect_list`).
 */
export const records = pgTable(
  'records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recUserId: integer('rec_user_id').references(() => users.id, { onDelete: 'set null' }),
    recUserName: varchar('rec_user_name', { length: 50 }).notNull(),
    scanType: varchar('scan_type', { length: 12 }).$type<ScanType>().notNull(),
    hidden: boolean('hidden').notNull().default(false),
    problem: jsonb('problem').$type<Record<string, unknown>>(),
    situation: jsonb('situation'),
    steps: jsonb('steps'),
    recommend: jsonb('recommend').$type<{ goods: string; products: string }>(),
    evaluation: jsonb('evaluation').$type<Evaluation>(),
    /**
     * When the visit was finished (its summary saved; a photo-only visit: its first part saved).
     * Null: a draft, an unfinished consultation that counts as no visit (issue 17 #26).
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** A draft's questionnaire answers, kept so that the consultation can be resumed. */
    draftAnswers: jsonb('draft_answers'),
    /** The skin's state when the photos were taken (issue 19 #7); null: not recorded. */
    skinState: jsonb('skin_state').$type<SkinState>(),
    ...timestamps,
  },
  (table) => [
    index('records_customer_idx').on(table.customerId, table.createdAt),
    // Newest visits first across customers: the query page's lists and the record search.
    // NULLS FIRST is what a plain `order by created_at desc, id desc` asks for (PostgreSQL's
    // default for DESC); an index built NULLS LAST cannot serve that order, NOT NULL columns or
    // not, and the lists sorted every visit instead (DECISIONS "History list: the index's nulls order").
    index('records_created_idx').on(
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Every stored photo, by customer (from its folder) and, once a record names it, by record: the
 * photos table is the only place a record's photos are kept (the API's `scan` is read from it,
 * in `scan_order`). A photo belongs to at most one record.
 */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recordId: integer('record_id').references(() => records.id, { onDelete: 'set null' }),
    part: varchar('part', { length: 4 }),
    position: integer('position'),
    lightType: varchar('light_type', { length: 10 }).$type<LightType>(),
    source: varchar('source', { length: 8 }).$type<ScanPhoto['source']>(),
    /** Place in the record's scan, as the client listed it. */
    scanOrder: integer('scan_order'),
    storageKey: varchar('storage_key', { length: 120 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('photos_storage_key_idx').on(table.storageKey),
    index('photos_customer_idx').on(table.customerId),
    index('photos_record_idx').on(table.recordId, table.scanOrder),
  ],
);

/**
 * The excellent-case library (spec §2 example/excellent), shared within one company (scope and
 * owner id), never across companies: the photos are customers' skin.
 */
export const cases = pgTable(
  'cases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull(),
    description: text('description').notNull(),
    products: jsonb('products').$type<string[]>().notNull(),
    cares: jsonb('cares').$type<string[]>().notNull(),
    imgUrl: varchar('img_url', { length: 200 }).notNull(),
    customerConsent: boolean('customer_consent').notNull(),
    ...timestamps,
  },
  (table) => [index('cases_tenant_created_idx').on(table.scope, table.ownerId, table.createdAt)],
);

/** A background analysis job's state (issue 20 #1, DECISIONS "Durable analysis jobs"). */
export type AnalysisJobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * One pair of a record's photos to analyse in the background. Any replica claims a job (`FOR
 * UPDATE SKIP LOCKED`) for a lease; a job whose lease ran out (its process died) is claimed
 * again. Failures retry with backoff, then stop as `failed` with a reason (no personal data).
 */
export const analysisJobs = pgTable(
  'analysis_jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    part: varchar('part', { length: 4 }).notNull(),
    position: integer('position').notNull(),
    normalKey: varchar('normal_key', { length: 120 }).notNull(),
    polarisedKey: varchar('polarised_key', { length: 120 }).notNull(),
    /** The device calibration to apply (the camera's current one when the photos were saved). */
    calibrationId: integer('calibration_id').references(() => deviceCalibrations.id),
    /**
     * The camera's exposure and white balance when the pair was taken (issue 31 #3), compared
     * with the calibration's before a tone is named; null when the client sent none.
     */
    cameraSettings: jsonb('camera_settings').$type<CameraSettings>(),
    state: varchar('state', { length: 8 }).$type<AnalysisJobState>().notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** For the operator: the last failure's error class and code, never its message. */
    lastError: varchar('last_error', { length: 200 }),
    /** Why a failed job gave up, as the reports say it (issue 20): set with state `failed`. */
    failureReason: varchar('failure_reason', { length: 16 }).$type<AnalysisGaveUpCode>(),
    ...timestamps,
  },
  (table) => [
    // A pair is queued once per record: enqueueing it again is a no-op.
    uniqueIndex('analysis_jobs_pair_idx').on(table.recordId, table.normalKey, table.polarisedKey),
    index('analysis_jobs_claim_idx').on(table.state, table.runAfter),
  ],
);

/**
 * One analysis of a normal + polarised photo pair (spec §7 detection, ANALYSIS.md). Linked to a
 * customer and record when the photos are a customer's (wizard pairs are analysed in the
 * background); SOS detections have no customer and belong to their user alone. `result` holds
 * the seven dimensions and their `repeatability` bands (issue 18 #6; older rows have none), null
 * when the photo checks failed: `quality.reasons` say why. Masks and
 * rendered overlays live in the image store under `detect/{id}/`.
 */
export const detections = pgTable(
  'detections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    recordId: integer('record_id').references(() => records.id, { onDelete: 'cascade' }),
    part: varchar('part', { length: 4 }),
    position: integer('position'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    normalKey: varchar('normal_key', { length: 120 }).notNull(),
    polarisedKey: varchar('polarised_key', { length: 120 }).notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    measures: jsonb('measures').$type<Record<string, unknown>>(),
    quality: jsonb('quality').$type<{ ok: boolean; reasons: unknown[] }>().notNull(),
    version: jsonb('version').$type<{ engine: string; calibration: string }>().notNull(),
    /** The device calibration the analysis applied; null = analysed uncalibrated (issue 18 #2). */
    calibrationId: integer('calibration_id').references(() => deviceCalibrations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One analysis per pair of a record: analysing it again replaces it (SOS detections have no
    // record, and NULLs never conflict, so each of those stays its own row).
    uniqueIndex('detections_record_pair_idx').on(
      table.recordId,
      table.normalKey,
      table.polarisedKey,
    ),
    index('detections_customer_idx').on(table.customerId),
  ],
);

/**
 * Microscope calibrations (issue 18 #2): the engine's fit of one device from a reference-card
 * capture, per company (scope + owner id) and device (the camera's MediaDeviceInfo label). A new
 * calibration of a device supersedes the previous one (`supersededAt`), which is kept: the
 * detections that used it keep pointing to it. Versions count per company and device.
 */
export const deviceCalibrations = pgTable(
  'device_calibrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    deviceLabel: varchar('device_label', { length: 200 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    storeId: integer('store_id').references(() => stores.id),
    version: integer('version').notNull(),
    /** The engine's DeviceCalibration, as it is handed back to the engine. */
    calibration: jsonb('calibration').$type<Record<string, unknown>>().notNull(),
    /** The engine's fit report (vignetting, gains, residuals), shown on the calibration screen. */
    report: jsonb('report').$type<Record<string, unknown>>().notNull(),
    /**
     * The camera's exposure and white balance when the card was taken (issue 31 #3): photos
     * taken otherwise get no tone word. Null for calibrations made before it was recorded, which
     * keep naming one (packages/domain colour-calibration.ts).
     */
    cameraSettings: jsonb('camera_settings').$type<CameraSettings>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a newer calibration of the device replaced it, or it was retired; null = current. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('device_calibrations_version_idx').on(
      table.scope,
      table.ownerId,
      table.deviceLabel,
      table.version,
    ),
    // At most one current calibration per device: two administrators calibrating at once
    // cannot both become current.
    uniqueIndex('device_calibrations_current_idx')
      .on(table.scope, table.ownerId, table.deviceLabel)
      .where(sql`${table.supersededAt} is null`),
  ],
);

/**
 * The columns every share link has (a customer's report, a study's for its sponsor): the
 * token's digest (the token itself is shown once and never stored), who made it, its expiry, its
 * revocation and how often it was opened.
 */
const shareLinkColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  views: integer('views').notNull().default(0),
  lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
});

/**
 * The customer's report links (issue 19 #3): one finished visit shared with the customer through
 * a link that needs no sign-in. Only the SHA-256 of the token is stored, as for sessions. A link
 * is live until `expiresAt` or `revokedAt`; `views` counts the report's openings.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    ...shareLinkColumns(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
  },
  (table) => [index('report_links_customer_idx').on(table.customerId, table.createdAt)],
);

/** What a test-retest capture keeps of its analysis (detection-store.ts `detectionFindings`). */
export interface RetestCaptureFindings {
  result: Record<string, unknown> | null;
  quality: { ok: boolean; reasons: unknown[] };
  version: { engine: string; calibration: string };
}

/** A capture's score per dimension, null where it was not scored. */
export type CaptureScores = Partial<Record<string, number | null>>;

/**
 * Test-retest pairs (issue 32 #1, DECISIONS "Repeatability measured on each device"): one part
 * captured N+P, the microscope lifted and put back, and captured again. Not a visit: it belongs
 * to the company (scope + owner id) and its device (the camera's label and the calibration the
 * analyses applied), and to a customer only when she agreed to this purpose (`consentVersion`).
 * Refused pairs are kept: the refusal rate is part of a device's repeatability. The four photos
 * live in the image store under `retest/{a random folder}/`: no names in paths.
 */
export const retestPairs = pgTable(
  'retest_pairs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    storeId: integer('store_id').references(() => stores.id),
    deviceLabel: varchar('device_label', { length: 200 }).notNull(),
    /** The device calibration both analyses applied; null = analysed uncalibrated. */
    calibrationId: integer('calibration_id').references(() => deviceCalibrations.id),
    part: varchar('part', { length: 4 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Only with her consent to this purpose (the next two columns); erased with her. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    consentVersion: varchar('consent_version', { length: 40 }),
    consentTextHash: char('consent_text_hash', { length: 64 }),
    testNormalKey: varchar('test_normal_key', { length: 120 }).notNull(),
    testPolarisedKey: varchar('test_polarised_key', { length: 120 }).notNull(),
    retestNormalKey: varchar('retest_normal_key', { length: 120 }).notNull(),
    retestPolarisedKey: varchar('retest_polarised_key', { length: 120 }).notNull(),
    test: jsonb('test').$type<RetestCaptureFindings>().notNull(),
    retest: jsonb('retest').$type<RetestCaptureFindings>().notNull(),
    /**
     * Each capture's scores by dimension (null: not scored), beside the full analyses: a
     * device's card reads 1,000 pairs' scores without decompressing their analyses (§100).
     */
    testScores: jsonb('test_scores').$type<CaptureScores>().notNull(),
    retestScores: jsonb('retest_scores').$type<CaptureScores>().notNull(),
    testAccepted: boolean('test_accepted').notNull(),
    retestAccepted: boolean('retest_accepted').notNull(),
    /** The engine that analysed both: a card counts only the current engine's pairs. */
    engineVersion: varchar('engine_version', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('retest_pairs_device_idx').on(
      table.scope,
      table.ownerId,
      table.deviceLabel,
      table.createdAt,
    ),
    index('retest_pairs_customer_idx').on(table.customerId),
  ],
);

/**
 * A company's settings (issue 32 #4, DECISIONS "Two captures averaged"): one row per company
 * (scope + owner id), its settings as columns, so that a later setting (issue 34's retention
 * period) is a column of the same row. No row: every setting has its default.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    /** Each part photographed twice in a visit, its analyses averaged. Off by default. */
    doubleCapture: boolean('double_capture').notNull().default(false),
    /**
     * Issue 34 #2: photos and analyses are kept this many months after the customer's last
     * visit (1–120), then the retention job deletes them.
     */
    retentionMonths: smallint('retention_months').notNull().default(36),
    /** Who changed the settings last, and when. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.ownerId] })],
);

/**
 * Efficacy studies (issue 33, 功效验证), per company. A study's protocol is versioned: the
 * version in force is locked at its first enrolment (`lockedAt`), and a later change is a new
 * version; each participant keeps the version she was enrolled under.
 */
export const studies = pgTable(
  'studies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('studies_company_idx').on(table.scope, table.ownerId, table.createdAt)],
);

export const studyProtocols = pgTable(
  'study_protocols',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    protocol: jsonb('protocol').$type<StudyProtocol>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set at the first enrolment under this version: from then on it is never changed. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('study_protocols_version_idx').on(table.studyId, table.version)],
);

/**
 * A customer enrolled in a study, with the research consent she gave (version, text hash, time)
 * and, once she withdraws, when. Her pseudonymous code (P01…) is what the report and its export
 * show. Erased with her (cascade), so an erasure also takes her out of every analysis.
 */
export const studyEnrolments = pgTable(
  'study_enrolments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    protocolId: integer('protocol_id')
      .notNull()
      .references(() => studyProtocols.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 8 }).notNull(),
    arm: varchar('arm', { length: 10 }).$type<StudyArm>().notNull(),
    consentVersion: varchar('consent_version', { length: 40 }).notNull(),
    consentTextHash: char('consent_text_hash', { length: 64 }).notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    enrolledBy: integer('enrolled_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('study_enrolments_customer_idx').on(table.studyId, table.customerId),
    uniqueIndex('study_enrolments_code_idx').on(table.studyId, table.code),
    index('study_enrolments_customer_only_idx').on(table.customerId),
  ],
);

/** A visit of an enrolled customer recorded as one of her study's timepoints (day 0, 14, 28…). */
export const studyVisits = pgTable(
  'study_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => studyEnrolments.id, { onDelete: 'cascade' }),
    recordId: integer('record_id')
      .notNull()
      .references(() => records.id, { onDelete: 'cascade' }),
    timepoint: integer('timepoint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('study_visits_timepoint_idx').on(table.enrolmentId, table.timepoint),
    uniqueIndex('study_visits_record_idx').on(table.recordId),
  ],
);

/**
 * A study's share links for its sponsor (issue 33 #6): the aggregate report opens without
 * sign-in while the link lives, like a customer report's link (`report_links`).
 */
export const studyLinks = pgTable(
  'study_links',
  {
    ...shareLinkColumns(),
    studyId: integer('study_id')
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
  },
  (table) => [index('study_links_study_idx').on(table.studyId, table.createdAt)],
);

/**
 * Links to a customer's own data page, 我的数据 (issue 34 #1), sent by staff on their own; the
 * page also opens through any of her report links. The rules of every share link apply.
 */
export const dataLinks = pgTable(
  'data_links',
  {
    ...shareLinkColumns(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
  },
  (table) => [index('data_links_customer_idx').on(table.customerId, table.createdAt)],
);

/**
 * A customer's requests about her own data (issue 34 #1). The row outlives the customer it
 * concerns (an erasure of everything deletes her): the company and store stay, her id is
 * cleared, so handled requests and their times remain countable (issue 34 #5).
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 20 }).$type<DataRequestKind>().notNull(),
    status: varchar('status', { length: 12 }).$type<DataRequestStatus>().notNull().default('open'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** 15 working days after receipt (DATA_REQUEST_DUE_WORKING_DAYS), as a calendar date. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff withdrew it (cancelled only). */
    note: varchar('note', { length: 200 }),
  },
  (table) => [
    index('data_requests_tenant_idx').on(table.scope, table.ownerId, table.status, table.dueOn),
    index('data_requests_customer_idx').on(table.customerId, table.requestedAt),
  ],
);

/** A retention run's state (issue 34 #2): `abandoned` when its lease ran out (its process died). */
export type RetentionRunState = 'running' | 'done' | 'abandoned';

/**
 * The daily retention job's runs (issue 34 #2, DECISIONS §111): one row a run, what it deleted
 * (counts only). At most one row is `running` (the partial unique index), so that of several
 * replicas starting it at once one runs; a run whose lease ran out is marked `abandoned` and the
 * next takes over.
 */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    state: varchar('state', { length: 10 }).$type<RetentionRunState>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    customers: integer('customers').notNull().default(0),
    photos: integer('photos').notNull().default(0),
    analyses: integer('analyses').notNull().default(0),
    objects: integer('objects').notNull().default(0),
  },
  (table) => [
    uniqueIndex('retention_runs_running_idx')
      .on(table.state)
      .where(sql`${table.state} = 'running'`),
    index('retention_runs_started_idx').on(table.startedAt),
  ],
);

/**
 * Issue 34 #5 (DECISIONS §112): a company's personal-information impact assessments, kept as
 * records: each save is a new row with the generated facts as they were (`facts`), beside what
 * only a person fills in. Never updated; earlier ones stay listable.
 */
export const impactAssessments = pgTable(
  'impact_assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scope: varchar('scope', { length: 20 }).$type<Scope>().notNull(),
    ownerId: integer('owner_id').notNull(),
    responsiblePerson: varchar('responsible_person', { length: 20 }).notNull(),
    assessedOn: date('assessed_on', { mode: 'string' }).notNull(),
    conclusions: text('conclusions').notNull().default(''),
    facts: jsonb('facts').$type<ImpactAssessmentFacts>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('impact_assessments_company_idx').on(table.scope, table.ownerId, table.createdAt),
  ],
);
