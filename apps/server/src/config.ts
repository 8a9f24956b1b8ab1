import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_TOKEN_TTL_HOURS, MOBILE_PATTERN } from '@skinscope/contracts';
import { ANALYSIS_WORKER_NICE } from './infra/analysis-runner';
import type { ImageStoreSettings } from './infra/open-image-store';
import type { SmsSettings } from './infra/sms-sender';

/**
 * The only reader of process.env (CONVENTIONS §6). Every variable is listed with its default
 * in the README. An invalid environment fails at start-up with the full list of problems.
 */
const optionalText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    REDIS_URL: optionalText.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    ADMIN_MOBILE: z
      .string()
      .regex(MOBILE_PATTERN, 'must be an 11-digit mobile number')
      .default('13800000000'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8).max(16).optional()),
    SMS_PROVIDER: z.enum(['log', 'http']).default('log'),
    SMS_HTTP_URL: optionalText.pipe(z.url().optional()),
    SMS_HTTP_KEY: optionalText,
    TOKEN_TTL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 90)
      .default(DEFAULT_TOKEN_TTL_HOURS),
    ICP_NUMBER: optionalText,
    PSB_NUMBER: optionalText,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Share of successful reads whose request line is logged (issue 35 #3); 1 logs every one. */
    LOG_READS_SAMPLE: z.coerce.number().min(0).max(1).default(1),
    TRUST_PROXY: optionalText.pipe(
      z
        .string()
        .refine(isTrustProxySetting, {
          message:
            'a hop count (1–10) or a comma-separated list of proxy addresses or CIDR ranges; "true" is refused (every client could choose its address)',
        })
        .optional(),
    ),
    SMS_HOURLY_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(500),
    ALLOW_ANY_CAMERA: booleanFlag,
    RETENTION_JOB: z.enum(['on', 'off']).default('on'),
    IMAGE_STORE: z.enum(['file', 's3']).default('file'),
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    S3_REGION: optionalText.pipe(z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    RECHECK_INTERVAL_DAYS: z.coerce.number().int().min(1).max(365).default(28),
    ANALYSIS_JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(600).default(30),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(5),
    PUBLIC_REPORT_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
    PUBLIC_URL: optionalText.pipe(
      z
        .string()
        .refine((value) => publicOriginOf(value) !== undefined, {
          message:
            "must be the http:// or https:// address customers' phones open, such as https://skin.example.com (no path, query, fragment or user name)",
        })
        .optional(),
    ),
    ANALYSIS_WORKERS: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.coerce.number().int().min(1).max(64).optional(),
    ),
    ANALYSIS_WORKER_NICE: z.coerce.number().int().min(0).max(19).default(ANALYSIS_WORKER_NICE),
  })
  .superRefine((env, ctx) => {
    if (env.IMAGE_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'required when IMAGE_STORE=s3',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_URL'],
        message: 'required when SMS_PROVIDER=http',
      });
    }
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_HTTP_KEY'],
        message: 'required when SMS_PROVIDER=http',
      });
    }
  });

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Issue 20 #3: rate-limit counters in this Redis, shared by every replica; else in the database. */
  redisUrl: string | undefined;
  adminMobile: string;
  adminPassword: string | undefined;
  sms: SmsSettings;
  tokenTtlHours: number;
  icpNumber: string | undefined;
  psbNumber: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Share of successful reads (GET/HEAD under 400) whose request line is logged, 0–1. */
  logReadsSample: number;
  /**
   * Which peers may tell us the client's address in X-Forwarded-For: false (the socket's address
   * is the client), a hop count, or a list of proxy addresses / CIDR ranges. Fastify's option.
   */
  trustProxy: false | number | string;
  /** Verification codes sent in one hour, all mobiles together; above it codes stop and an alert is logged. */
  smsHourlyLimit: number;
  allowAnyCamera: boolean;
  /** Issue 20 #2: photos on this machine's disk (DATA_DIR/images) or in an S3-compatible bucket. */
  imageStore: ImageStoreSettings;
  /** Issue 17 #31: a customer is due for a re-check this many days after her latest visit. */
  recheckIntervalDays: number;
  /** How long a replica holds a background analysis job before another may take it up. */
  analysisJobLeaseMs: number;
  /**
   * On SIGTERM, how long the analyses under way get to finish; the jobs still held then go back
   * to the queue (DECISIONS "Durable analysis jobs").
   */
  shutdownGraceMs: number;
  /** Requests to the customer report's public endpoints per address per 10 minutes. */
  publicReportRateLimit: number;
  /**
   * Issue 29 #6: the origin every public link (the customer report's QR code) is built from,
   * `https://skin.example.com`; never the request's Host or forwarded headers. Unset: links
   * have no address (the web says the local one will not open on a phone).
   */
  publicUrl: string | undefined;
  /** Analysis worker threads; undefined = one per CPU core. */
  analysisWorkers: number | undefined;
  /** Issue 34 #2: this replica takes part in the daily retention job (DECISIONS §111). */
  retentionJob: boolean;
  /**
   * How far below the HTTP thread the analysis workers run (nice increment, 0–19; default
   * ANALYSIS_WORKER_NICE). 0 where the server shares its machine with work that must not take
   * its analyses' place, as the journeys' own browsers do.
   */
  analysisWorkerNice: number;
  /** The built web app served by this process (apps/web/dist). */
  webDistDir: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminMobile: e.ADMIN_MOBILE,
    adminPassword: e.ADMIN_PASSWORD,
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpKey: e.SMS_HTTP_KEY },
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    icpNumber: e.ICP_NUMBER,
    psbNumber: e.PSB_NUMBER,
    logLevel: e.LOG_LEVEL,
    logReadsSample: e.LOG_READS_SAMPLE,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    smsHourlyLimit: e.SMS_HOURLY_LIMIT,
    allowAnyCamera: e.ALLOW_ANY_CAMERA,
    imageStore:
      e.IMAGE_STORE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET ?? '',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'file' },
    recheckIntervalDays: e.RECHECK_INTERVAL_DAYS,
    analysisJobLeaseMs: e.ANALYSIS_JOB_LEASE_SECONDS * 1000,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    publicReportRateLimit: e.PUBLIC_REPORT_RATE_LIMIT,
    publicUrl: e.PUBLIC_URL === undefined ? undefined : publicOriginOf(e.PUBLIC_URL),
    analysisWorkers: e.ANALYSIS_WORKERS,
    retentionJob: e.RETENTION_JOB === 'on',
    analysisWorkerNice: e.ANALYSIS_WORKER_NICE,
    webDistDir: WEB_DIST_DIR,
  };
}

/**
 * The origin of an http(s) address with nothing after it but an optional `/`
 * (`https://Skin.example.com/` → `https://skin.example.com`), or undefined for anything else.
 */
function publicOriginOf(value: string): string | undefined {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const bare =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value);
  return bare ? url.origin : undefined;
}

// proxy-addr's names for whole address classes, accepted beside addresses and CIDR ranges.
const PROXY_CLASS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_CLASS_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

function isTrustProxySetting(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every((entry) => entry !== '' && isProxyAddress(entry));
}

function trustProxyOf(value: string | undefined): false | number | string {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .join(',');
}
