import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { admin } from './admin';
import { readSmsCode } from './sms';

/** contracts' CURRENT_CONSENT_VERSION (the about screen's text version). */
export const CONSENT_VERSION = 'v1-2026-11';

export interface ApiSession {
  token: string;
  userId: number;
}

const usedEndings = new Set<string>();

/**
 * A new mobile number: `prefix` (3 digits) + 8 random digits. The last four digits are distinct
 * within a test file, because the log SMS provider prints codes by the last four (DECISIONS), so
 * a code read for this mobile is ours.
 */
export function uniqueMobile(prefix: string): string {
  for (;;) {
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    if (!usedEndings.has(digits.slice(-4))) {
      usedEndings.add(digits.slice(-4));
      return `${prefix}${digits}`;
    }
  }
}

/** Signs in through the API (the printed administrator unless told otherwise). */
export async function apiLogin(
  request: APIRequestContext,
  mobile = admin().mobile,
  password = admin().password,
): Promise<ApiSession> {
  const response = await request.post('/server/login', { data: { username: mobile, password } });
  expect(response.ok()).toBeTruthy();
  const { data } = await response.json();
  return { token: data.accessToken as string, userId: data.recUser.id as number };
}

/** One authenticated call that must succeed; resolves the envelope's `data`. */
export async function api<T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  method: 'get' | 'post' | 'put',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](path, {
    headers: { Authorization: `Bearer ${session.token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = await response.json();
  expect(response.ok(), `${method} ${path}: ${JSON.stringify(body)}`).toBeTruthy();
  return body.data as T;
}

/** A staff account registered with an SMS code, as the register dialog does it. */
export async function registerStaff(
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<void> {
  const sent = await request.get('/server/mobileKey', {
    params: { mobilNum: mobile, purpose: 'register' },
  });
  expect(sent.ok()).toBeTruthy();
  const verifyKey = await readSmsCode(mobile, 'register');
  const registered = await request.post('/server/register', {
    data: { mobile, username: mobile, password, verifyKey, enabled: true },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();
}

/**
 * Uploads a JPEG as a consultation photo of this customer, named as the capture screens name
 * them (DECISIONS: `img/{customerId}/{hours}` and `{timestamp}.jpg`); resolves the photo's URL.
 * `index` keeps several uploads of one moment apart.
 */
export async function uploadPhoto(
  request: APIRequestContext,
  session: ApiSession,
  customerId: number,
  jpeg: Buffer,
  index = 0,
): Promise<string> {
  // One clock reading: the name and the hour folder must describe the same moment.
  const now = Date.now();
  const fileName = `${now + index}.jpg`;
  const dir = `img/${customerId}/${Math.floor(now / 3_600_000)}`;
  const uploaded = await request.post('/server/imageb64', {
    headers: { Authorization: `Bearer ${session.token}` },
    multipart: {
      file: { name: fileName, mimeType: 'image/jpeg', buffer: jpeg },
      dir,
      name: fileName,
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  return `/home/imagerec/${dir}/${fileName}`;
}
