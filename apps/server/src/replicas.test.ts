/**
 * Issue 20 #4: two server processes, one system. Both run from source on one PostgreSQL
 * database, one S3 bucket (s3rver) and one Redis: a sign-in on A works on B, a photo uploaded on
 * A is read on B, a visit's analyses that A was running when it was killed (-9) are finished by
 * B, and the SMS limit counts across both. Prints lost jobs, duplicated results and the time B
 * took to pick up A's orphaned job.
 */
import type { ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { phantomJpegs } from '@skinscope/analysis/node';
import { analysisJobs, detections } from '@skinscope/db';
import { createTestDatabase, type TestDatabase } from '@skinscope/db/testing';
import { CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { loadConfig } from './config';
import { createUsersRepository } from './repositories/users.repository';
import { startLocalS3 } from './testing/local-s3';
import { multipartBody, photoPath } from './testing/fixtures';
import { testHasher, TEST_PASSWORD } from './testing/test-app';
import { startReplica as startSharedReplica, type Replica } from './testing/replica-process';

const POSTGRES = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = loadConfig().redisUrl ?? 'redis://127.0.0.1:6379';
const LEASE_SECONDS = 5;
const PAIRS = 6;

let database: TestDatabase;
let s3: Awaited<ReturnType<typeof startLocalS3>>;
const children: ChildProcess[] = [];

/**
 * A replica on the shared database, bucket and Redis, holding jobs for LEASE_SECONDS, with
 * `workers` analysis workers (and as many jobs at a time).
 */
async function startReplica(workers = 1): Promise<Replica> {
  const replica = await startSharedReplica({
    parentEnv: process.env,
    databaseUrl: database.url!,
    redisUrl: REDIS_URL,
    s3: s3.settings,
    env: { ANALYSIS_WORKERS: String(workers), ANALYSIS_JOB_LEASE_SECONDS: String(LEASE_SECONDS) },
  });
  children.push(replica.child);
  return replica;
}

async function signIn(replica: Replica, mobile: string): Promise<string> {
  const response = await replica.call('/server/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: mobile, password: TEST_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const json = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  database = await createTestDatabase({ databaseUrl: POSTGRES });
  s3 = await startLocalS3();
}, 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await s3?.stop();
  await database?.close();
});

it('two replicas share sign-ins, photos, analysis jobs and limits; B finishes what A left', async () => {
  // A migrates the database first; B then starts on the same one. A runs one job at a time, so
  // it dies holding one with the rest queued. B has a slot for every job: the pick-up time then
  // measures how soon a dead replica's lease is noticed, not how long B's other analyses take
  // (on a busy machine one analysis took seconds, and a one-slot B picked the orphan up only
  // after the job it was running: 9–13 s).
  const a = await startReplica();
  const b = await startReplica(PAIRS);

  // Staff of one company with a store, made the way an administrator would.
  const users = createUsersRepository(database.database.db);
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
    json(adminToken, { name: '门店', scope: 'cgo', companyUserId: owner.id }),
  );
  expect(store.status).toBe(200); // signed in on A, used on B
  const storeId = ((await store.json()) as { data: { id: number } }).data.id;

  const token = await signIn(b, owner.mobile);
  const registered = await a.call(
    '/server/recCustomer',
    json(token, {
      fullName: '林晓',
      mobile: '13911112222',
      age: 32,
      gender: 'female',
      storeId,
    }),
  );
  expect(registered.status).toBe(200);
  const customerId = ((await registered.json()) as { data: { id: number } }).data.id;
  const consent = json(token, { version: CURRENT_CONSENT_VERSION });
  expect((await b.call(`/api/customer/${customerId}/consent`, consent)).status).toBe(200);

  // Photos uploaded on A are read on B (the bucket, not A's disk).
  const { normalJpeg, polarisedJpeg } = await phantomJpegs({ seed: 7 });
  const photos = [];
  const parts = ['zqg', 'yqg', 'zlj', 'ylj', 'zet', 'xb'];
  for (let position = 0; position < PAIRS; position += 1) {
    for (const [type, data] of [
      ['normal', normalJpeg],
      ['lighting', polarisedJpeg],
    ] as const) {
      const where = photoPath(customerId, 1_763_800_000_000 + position * 10 + photos.length);
      const body = multipartBody(where, { name: 'capture.jpg', data });
      const uploaded = await a.call('/server/imageb64', {
        method: 'POST',
        headers: { ...body.headers, authorization: `Bearer ${token}` },
        body: body.payload,
      });
      expect(uploaded.status).toBe(200);
      const url = `/home/imagerec/${where.dir}/${where.name}`;
      photos.push({ part: parts[position]!, position, type, url });
    }
  }
  const read = await b.call(photos[0]!.url, { headers: { authorization: `Bearer ${token}` } });
  expect(read.status).toBe(200);
  expect(Buffer.from(await read.arrayBuffer()).length).toBeGreaterThan(1000);

  // A visit's six pairs are queued on A; A is killed while it runs one of them.
  const saved = await a.call(
    '/api/customer/record',
    json(token, { recordId: 0, recCustomerId: customerId, scan: { photos } }),
  );
  expect(saved.status).toBe(200);
  const jobs = () => database.database.db.select().from(analysisJobs);
  let orphan: number | undefined;
  for (let tries = 0; orphan === undefined && tries < 600; tries += 1) {
    orphan = (await jobs()).find((job) => job.state === 'running')?.id;
    if (orphan === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(orphan).toBeDefined();
  a.child.kill('SIGKILL');
  const killedAt = Date.now();

  let pickedUpMs: number | undefined;
  for (let tries = 0; tries < 1_200; tries += 1) {
    const rows = await jobs();
    const held = rows.find((job) => job.id === orphan);
    if (pickedUpMs === undefined && held && (held.attempts > 1 || held.state === 'done'))
      pickedUpMs = Date.now() - killedAt;
    if (rows.every((job) => job.state === 'done')) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const finalJobs = await jobs();
  const results = await database.database.db
    .select()
    .from(detections)
    .where(eq(detections.customerId, customerId));
  const lost = PAIRS - finalJobs.filter((job) => job.state === 'done').length;
  const pairsWithResult = new Set(results.map((row) => `${row.normalKey}|${row.polarisedKey}`));
  const duplicated = results.length - pairsWithResult.size;
  console.log(
    `replicas: ${PAIRS} jobs, lost ${lost}, duplicated results ${duplicated}, ` +
      `orphan picked up by B after ${pickedUpMs} ms (lease ${LEASE_SECONDS} s)`,
  );
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(pairsWithResult.size).toBe(PAIRS);
  // A job re-run by B may be the one A had finished the moment it died (attempts 1, done).
  expect(pickedUpMs).toBeLessThanOrEqual(LEASE_SECONDS * 1000 + 2000);

  // The hourly per-address SMS limit counts across replicas (Redis): 30 codes in all.
  const b2 = await startReplica();
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  const statuses: number[] = [];
  for (let k = 0; k < 31; k += 1) {
    const replica = k % 2 === 0 ? b : b2;
    const response = await replica.call(
      `/server/mobileKey?mobilNum=137${String(k).padStart(8, '0')}&purpose=register`,
      { headers: { 'x-forwarded-for': address } },
    );
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
}, 240_000);
