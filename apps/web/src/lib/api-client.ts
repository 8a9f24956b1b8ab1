import { ERRORS, ErrorEnvelopeSchema } from '@skinscope/contracts';
import { zhCN } from '../locales/zh-CN';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';
import { toast } from './notification';
import { authorizationHeader, clearSession, readSession, refreshTokenCookie } from './session';

/** Anything with zod's `parse`: the contracts' response schemas. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Set for logout: a token that already expired should end the session without a toast. */
  silentSessionEnd?: boolean;
  /** A file download: a successful answer is returned as a Blob (failures are envelopes). */
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

/**
 * Calls the API and returns the envelope's `data`, checked against the contract schema.
 * Throws `ApiError` on any failure; 401/417 on an authenticated call also ends the session.
 */
export function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ResponseParser<T> },
): Promise<T>;
export function apiRequest(path: string, options?: RequestOptions): Promise<unknown>;
export async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema?: ResponseParser<T> } = {},
): Promise<T | unknown> {
  const data = await send(path, options);
  if (!options.schema) return data;
  try {
    return options.schema.parse(data);
  } catch {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.invalidResponse,
      message: zhCN.api.invalidResponse,
      details: data,
    });
  }
}

/** Downloads a file the API serves (an export), with the same auth and errors as `apiRequest`. */
export async function apiDownload(path: string): Promise<Blob> {
  return (await send(path, { blob: true })) as Blob;
}

/**
 * `POST /server/imageb64` (spec §7): multipart `file`, `dir`, `name`. Success is the plain text
 * `ok`, not the envelope; failures are envelopes and end the session like any other call.
 */
export async function uploadImageFile(file: Blob, dir: string, name: string): Promise<void> {
  const form = new FormData();
  form.append('dir', dir);
  form.append('name', name);
  form.append('file', file, name);
  const answer = (await send('/server/imageb64', {
    method: 'POST',
    body: form,
    blob: true,
  })) as Blob;
  if ((await answer.text()).trim() !== 'ok') {
    throw new ApiError({
      status: 200,
      code: CLIENT_ERROR_CODES.badResponse,
      message: zhCN.api.unknownError,
    });
  }
}
