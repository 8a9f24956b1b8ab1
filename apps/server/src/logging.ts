import { createHash } from 'node:crypto';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Config } from './config';

/**
 * Log lines must never carry secrets or personal data: tokens, cookies, passwords,
 * verification codes, mobiles, names or photo bodies. Known keys are censored wherever they
 * appear (two levels deep), and request URLs are logged with their query values masked.
 */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'password',
  'newPassword',
  'code',
  'verifyKey',
  'mobile',
  'mobilNum',
  'telephone',
  'customerTelephone',
  'fullName',
  'customerName',
  'name',
  'base64Img',
  'file',
  'accessToken',
  'token',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS,
  ...SENSITIVE_KEYS.map((key) => `*.${key}`),
  ...SENSITIVE_KEYS.map((key) => `*.*.${key}`),
];

export function maskQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const masked = [...params.keys()].map((key) => `${encodeURIComponent(key)}=*`).join('&');
  return `${url.slice(0, at)}?${masked}`;
}

/**
 * A share link's token is its whole permission (issue 19 #3, issue 33 #6, issue 34 #1): it sits in
 * the path of the public pages (`/r/`, `/s/`, `/d/`: one letter each), of their API
 * (`/api/public/{kind}/`) and of
 * the report link's revoke call (`DELETE /api/report-links/{token}`, also when refused). A logged
 * URL carries a digest in its place (issue 29 #3): the first 12 hex digits of its SHA-256, the
 * start of the link's `token_hash`, so operators can tell which link was asked for without the
 * log opening it. A link's id (the staff lists revoke by id) is no secret and stays.
 */
const LINK_TOKEN_IN_PATH = /^(\/api\/public\/[^/?#]+\/|\/[a-z]\/|\/api\/report-links\/)([^/?#]+)/;

export function maskLinkToken(url: string): string {
  return url.replace(LINK_TOKEN_IN_PATH, (_match, prefix: string, token: string) =>
    /^\d+$/.test(token) ? `${prefix}${token}` : `${prefix}${tokenLogDigest(token)}`,
  );
}

function tokenLogDigest(token: string): string {
  return `[sha256:${createHash('sha256').update(token).digest('hex').slice(0, 12)}]`;
}

/**
 * What the log keeps of an error: its class, its code (a SQLSTATE, an errno name, an AppError
 * code) and where it was thrown. Never its message: a database error's message holds the SQL
 * and its parameters (photo keys, addresses, search terms), a file error's the absolute path.
 */
interface ErrorSummary {
  type: string;
  /** Named so that the censor of `code` (verification codes) leaves it alone. */
  errorCode?: string | number;
  cause?: ErrorSummary;
  at?: string[];
}

const MAX_FRAMES = 8;
const MAX_CAUSES = 3;

function summariseError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  return {
    // Subclasses often keep Error's name; their constructor says what they are.
    type: error.constructor.name !== 'Error' ? error.constructor.name : error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { errorCode: code } : {}),
    ...(error.cause instanceof Error && depth < MAX_CAUSES
      ? { cause: summariseError(error.cause, depth + 1) }
      : {}),
    at: stackFrames(error.stack),
  };
}

/** The stack's frames without the message, each path relative to the working directory. */
function stackFrames(stack: string | undefined): string[] {
  const cwd = `${process.cwd()}/`;
  return (stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, MAX_FRAMES)
    .map((line) =>
      line
        .trim()
        .slice(3)
        .replaceAll('file://', '')
        .replaceAll(cwd, '')
        // Anything still absolute (outside the project) keeps only its file name.
        .replace(/\/(?:[^/\s():]+\/)+([^/\s():]+)/g, '…/$1'),
    );
}

function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      err: summariseError,
      error: summariseError,
      // Should a request be logged whole elsewhere (a plugin's error): its method and masked URL
      // only, never headers, bodies or the client's address.
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? loggedUrl(request.url) : undefined,
      }),
    },
  };
}

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/** The more severe of two levels: quiet routes never log more than the configured level. */
export function quieterOf(a: Level, b: Level): Level {
  return LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b;
}

/** A URL as logs show it: link tokens as digests, query values masked. */
function loggedUrl(url: string): string {
  return maskQuery(maskLinkToken(url));
}

/**
 * The one line a request leaves in the log (issue 35 #3), when it has been answered: the route
 * (its pattern, the same for every customer), the masked URL, the status, the time and the
 * signed-in actor's id — no address, no headers, no personal data. Fastify's own two lines per
 * request (in, out) cost 0.15–0.17 ms of CPU on a search and wrote 239 MB in a 7-minute run.
 * Successful reads (GET and HEAD under 400) are kept at the share `readSample` (LOG_READS_SAMPLE,
 * 1 = all); writes, refusals and failures always. A route's own level (the probes') still holds.
 */
function logRequest(request: FastifyRequest, reply: FastifyReply, readSample: number) {
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (read && reply.statusCode < 400 && readSample < 1 && Math.random() >= readSample) return;
  request.log.info(
    {
      method: request.method,
      route: request.routeOptions.url ?? null,
      url: loggedUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      actor: request.auth?.actor.id ?? null,
    },
    'request',
  );
}

/**
 * Fastify's request logging, replaced: `logRequest`'s one line when a request is answered, and
 * nothing when it arrives or matches no route (Fastify's own 404 line quotes the raw URL, tokens
 * and all; the request line has it masked).
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly readSample: number) {
    super();
  }
  override incomingRequest(): void {}
  override routeNotFound(): void {}
  override requestCompleted(_error: unknown, request: FastifyRequest, reply: FastifyReply): void {
    logRequest(request, reply, this.readSample);
  }
}

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}
