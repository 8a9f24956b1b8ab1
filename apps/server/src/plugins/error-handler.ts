import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  fieldLabel,
  type ErrorCode,
  type ErrorEnvelope,
  type ValidationIssue,
} from '@skinscope/contracts';
import { AppError } from '../http/app-error';

/**
 * The one place that writes error envelopes (ARCHITECTURE §3). AppErrors keep their code;
 * Fastify's own 4xx errors (bad JSON, body too large, wrong content type) are mapped to ours;
 * anything else is a 500 whose details stay in the log, never in the response.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFrameworkError(error);
    if (error instanceof AppError && BACK_PRESSURE.has(error.code)) {
      request.log.warn({ errorCode: error.code }, 'busy: request refused');
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    }
    return sendError(reply, appError);
  });
}

/**
 * Back-pressure (issue 29 #4): a full queue refusing more work at once is the design working,
 * not a fault. It is a warning naming the code, with no stack, so that real errors stand out.
 */
const BACK_PRESSURE: ReadonlySet<ErrorCode> = new Set(['ANALYSIS_BUSY', 'SERVICE_BUSY']);

/**
 * Errors the router raises before any route runs (a malformed percent-escape, a parameter over
 * the length limit, an unparsable content type): Fastify's `frameworkErrors` option. They get
 * our envelope and a Chinese message like every other refusal.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  // Fastify's hook expects nothing back; a FastifyReply is thenable, so returning it would hand
  // Fastify what reads as a promise.
  void sendError(reply, fromFrameworkError(error));
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorEnvelope = {
    code: error.status,
    message: messageOf(error),
    error: error.code,
    ...(error.details === undefined ? {} : { details: error.details }),
  };
  const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)
    ?.retryAfterSeconds;
  if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
  return reply.status(error.status).type('application/json; charset=utf-8').send(body);
}

/**
 * A refused field reads as a sentence: "手机号：请输入正确的 11 位手机号"; several as "请检查：姓名、
 * 手机号". Each issue keeps its field key and message in `details.issues` for inline display.
 */
function messageOf(error: AppError): string {
  const issues = (error.details as { issues?: ValidationIssue[] } | undefined)?.issues;
  if (error.code !== 'VALIDATION_FAILED' || !issues?.length) return error.message;
  const fields = [...new Set(issues.map((issue) => issue.field))];
  const [first] = issues;
  if (fields.length === 1 && first) {
    const label = fieldLabel(first.field);
    // A field without a name is never shown by its key (issue 29 #16): its message alone.
    if (!label) return first.field === '(body)' ? error.message : first.message;
    // "密码不正确" already names its field; "密码：密码不正确" would say it twice.
    return first.message.includes(label) ? first.message : `${label}：${first.message}`;
  }
  const labels = [...new Set(fields.map(fieldLabel).filter((label) => label !== undefined))];
  return labels.length > 0 ? `请检查：${labels.join('、')}` : error.message;
}

const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_BAD_URL: 'INVALID_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'INVALID_URL',
  FST_ERR_ASYNC_CONSTRAINT: 'INVALID_URL',
  FST_REQ_FILE_TOO_LARGE: 'IMAGE_TOO_LARGE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_FILES_LIMIT: 'VALIDATION_FAILED',
  FST_FIELDS_LIMIT: 'VALIDATION_FAILED',
  FST_PARTS_LIMIT: 'VALIDATION_FAILED',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  414: 'INVALID_URL',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function fromFrameworkError(error: FastifyError): AppError {
  const byCode = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (byCode) return new AppError(byCode);
  // A JSON syntax error thrown by the body parser carries status 400 but no FST code.
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('INVALID_JSON');
  const status = error.statusCode ?? 500;
  const byStatus = STATUS_CODES[status];
  if (byStatus) return new AppError(byStatus);
  if (status >= 400 && status < 500) return new AppError('VALIDATION_FAILED');
  return new AppError('INTERNAL');
}
