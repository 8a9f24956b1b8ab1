import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { FastifyRequest } from 'fastify';
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

export const REDACT_PATHS = [
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

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // Only these three fields of a request are ever logged: never headers, never bodies.
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? maskQuery(request.url) : undefined,
        remoteAddress: request.ip,
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

export function createLogger(
  config: Pick<Config, 'logLevel'>,
  destination?: DestinationStream,
): Logger {
  return destination ? pino(loggerOptions(config), destination) : pino(loggerOptions(config));
}
