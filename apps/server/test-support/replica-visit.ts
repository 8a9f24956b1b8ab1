import { CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import type { Db } from '@skinscope/db';
import { createUsersRepository } from '../src/repositories/users.repository';
import { multipartBody, photoPath } from './fixtures';
import type { Replica } from './replica-process';
import { phantomPair } from './visit-fixtures';
import { testHasher, TEST_PASSWORD } from './test-app';

/** What the replica tests do over HTTP, as staff would, on whichever replica they name. */

/** Throws, naming the route and the status, unless it answered 200. */
function expectOk(response: Response, route: string): void {
  if (response.status !== 200) throw new Error(`${route} answered ${response.status}`);
}

/** The body's `data` of a 200 answer. */
async function dataOf<T>(response: Response, route: string): Promise<T> {
  expectOk(response, route);
  return ((await response.json()) as { data: T }).data;
}

async function signIn(replica: Replica, mobile: string): Promise<string> {
  const response = await replica.call('/server/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: mobile, password: TEST_PASSWORD }),
  });
  return (await dataOf<{ accessToken: string }>(response, '/server/login')).accessToken;
}

const postJson = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

/**
 * Staff of one company with a store, made as an administrator would, and a customer who has
 * consented. Each step goes to the replica the caller names: `[a, b]` alternates them, so the
 * sign-ins made on one are used on the other.
 */
export async function salonWithCustomer(db: Db, [a, b]: [Replica, Replica]) {
  const users = createUsersRepository(db);
  const passwordHash = await testHasher.hash(TEST_PASSWORD);
  const owner = await users.insert({
    mobile: '13900000001',
    fullName: '店长',
    scope: 'cgo',
    canScan: true,
    passwordHash,
  });
  const admin = await users.insert({
    mobile: '13900000002',
    fullName: '管理员',
    scope: 'reach',
    role: 'admin',
    passwordHash,
  });
  const adminToken = await signIn(a, admin.mobile);
  const store = await b.call(
    '/api/store',
    postJson(adminToken, { name: '门店', scope: 'cgo', companyUserId: owner.id }),
  );
  const { id: storeId } = await dataOf<{ id: number }>(store, '/api/store');
  const token = await signIn(b, owner.mobile);
  const registered = await a.call(
    '/server/recCustomer',
    postJson(token, {
      fullName: '林晓',
      mobile: '13911112222',
      age: 32,
      gender: 'female',
      storeId,
    }),
  );
  const { id: customerId } = await dataOf<{ id: number }>(registered, '/server/recCustomer');
  const consent = postJson(token, { version: CURRENT_CONSENT_VERSION });
  expectOk(await b.call(`/api/customer/${customerId}/consent`, consent), 'consent');
  return { token, customerId, owner };
}

const PARTS = ['zqg', 'yqg', 'zlj', 'ylj', 'zet', 'xb'];

/** Uploads `pairs` normal + polarised phantom pairs through `replica`; returns the scan's photos. */
export async function uploadPairs(
  replica: Replica,
  token: string,
  customerId: number,
  pairs: number,
) {
  const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(7);
  const photos = [];
  for (let position = 0; position < pairs; position += 1) {
    for (const [type, data] of [
      ['normal', normalJpeg],
      ['lighting', polarisedJpeg],
    ] as const) {
      const where = photoPath(customerId, 1_763_800_000_000 + position * 10 + photos.length);
      const body = multipartBody(where, { name: 'capture.jpg', data });
      const uploaded = await replica.call('/server/imageb64', {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: body.payload,
      });
      expectOk(uploaded, '/server/imageb64');
      const url = `/home/imagerec/${where.dir}/${where.name}`;
      photos.push({ part: PARTS[position % PARTS.length]!, position, type, url });
    }
  }
  return photos;
}

/** Saves a visit with these photos through `replica`, which queues one job per pair. */
export async function saveVisit(
  replica: Replica,
  token: string,
  customerId: number,
  photos: unknown[],
): Promise<number> {
  const saved = await replica.call(
    '/api/customer/record',
    postJson(token, { recordId: 0, recCustomerId: customerId, scan: { photos } }),
  );
  return dataOf<number>(saved, '/api/customer/record');
}
