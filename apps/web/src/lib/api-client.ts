import { ERRORS, ErrorEnvelopeSchema } from '@skinscope/contracts';
import type { HttpMethod, RouteDefinition, RouteInput, RouteOutput } from '@skinscope/contracts';
import { zhCN } from '../locales/zh-CN';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { noteCustomerModeOn } from './customer-mode';
import { toast } from './notification';
import { authorizationHeader, clearSession, readSession, refreshTokenCookie } from './session';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  silentSessionEnd?: boolean;
  /** A file (or plain text) answer: a success is returned as a Blob (failures are envelopes). */
  blob?: boolean;
}

// Statuses that mean the stored token is no longer good (ARCHITECTURE §3, spec §8).
const UNAUTHENTICATED = 401;
const LOGIN_EXPIRED = ERRORS.LOGIN_EXPIRED.status;

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isSuccessEnvelope(payload: unknown): payload is { code: 200; data: unknown } {
  return (
    typeof payload === 'object' && payload !== null && 'code' in payload && payload.code === 200
  );
}

function failure(
  status: number,
  payload: unknown,
  carriedToken: boolean,
  silent: boolean,
): ApiError {
  const envelope = ErrorEnvelopeSchema.safeParse(payload);
  if (carriedToken && (status === UNAUTHENTICATED || status === LOGIN_EXPIRED)) {
    // The session is over: forget it (the shell then leaves for /login) and say why.
    const message =
      status === LOGIN_EXPIRED
        ? zhCN.api.loginExpired
        : envelope.success
          ? envelope.data.message
          : zhCN.session.identityLost;
    clearSession();
    if (!silent) toast(message, 'error');
    const code = envelope.success ? envelope.data.error : 'UNAUTHENTICATED';
    return new ApiError({ status, code, message, handled: true });
  }
  if (envelope.success) {
    const { error, message, details } = envelope.data;
    // Another tab handed this session to a customer: this one shows 顾客模式 too (issue 29 #5).
    if (error === 'CUSTOMER_MODE') noteCustomerModeOn();
    return new ApiError({ status, code: error, message, details });
  }
  return new ApiError({
    status,
    code: CLIENT_ERROR_CODES.badResponse,
    message: zhCN.api.unknownError,
  });
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const session = readSession();
  const headers = new Headers({ Accept: 'application/json' });
  if (session) headers.set('Authorization', authorizationHeader(session));
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: zhCN.api.networkError,
    });
  }

  if (options.blob && response.ok) {
    if (session) refreshTokenCookie();
    return response.blob();
  }
  const payload = await readJson(response);
  if (response.ok && isSuccessEnvelope(payload)) {
    if (session) refreshTokenCookie();
    return payload.data;
  }
  // An envelope with a non-200 code inside a 2xx answer still counts as that failure.
  const status =
    response.ok && typeof payload === 'object' && payload !== null && 'code' in payload
      ? Number(payload.code)
      : response.status;
  throw failure(status, payload, session !== null, options.silentSessionEnd ?? false);
}

/** Per-call options beside the route's input. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Set for logout: a token that already expired should end the session without a toast. */
  silentSessionEnd?: boolean;
}

/** A route's input as `apiCall` reads it, whatever the route. */
interface CallParts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  files?: Record<string, Blob>;
}

/** The route's path with its `:params` filled in, each encoded as one path segment. */
function fillPath(path: string, params: CallParts['params']): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name])),
  );
}

function queryOf(query: CallParts['query']): RequestOptions['query'] {
  const values: NonNullable<RequestOptions['query']> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    values[key] = typeof value === 'object' ? JSON.stringify(value) : (value as QueryValue);
  }
  return values;
}

/** A multipart route's fields and files (spec §7 uploads). */
function formOf(body: unknown, files: Record<string, Blob>): FormData {
  const form = new FormData();
  // An object field (a camera's settings) travels as its JSON text, as in a query string.
  for (const [key, value] of Object.entries(body ?? {}))
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  for (const [key, file] of Object.entries(files)) form.append(key, file);
  return form;
}

/**
 * Calls one route of the table (`apiRoutes` in @skinscope/contracts) and returns the envelope's
 * `data` checked against the route's response schema, or the file a file route answers.
 * Throws `ApiError` on any failure; 401/417 on an authenticated call also ends the session.
 */
export async function apiCall<R extends RouteDefinition>(
  route: R,
  input: RouteInput<R, Blob>,
  options: CallOptions = {},
): Promise<RouteOutput<R, Blob>> {
  const parts = input as CallParts;
  const data = await send(fillPath(route.path, parts.params), {
    method: route.method,
    query: queryOf(parts.query),
    body: parts.files ? formOf(parts.body, parts.files) : parts.body,
    blob: route.produces !== undefined,
    ...options,
  });
  if (!route.response) return data as RouteOutput<R, Blob>;
  const parsed = route.response.safeParse(data);
  if (parsed.success) return parsed.data as RouteOutput<R, Blob>;
  throw new ApiError({
    status: 200,
    code: CLIENT_ERROR_CODES.invalidResponse,
    message: zhCN.api.invalidResponse,
    details: data,
  });
}
