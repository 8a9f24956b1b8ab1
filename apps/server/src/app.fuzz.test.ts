/**
 * Mutated requests over every route (issue 15): whatever a client sends — ids past the integer
 * columns, NUL bytes, garbled addresses, broken multipart, wrong types, absurd nesting — the
 * answer is a 4xx envelope or a success, never a 5xx. Deterministic: one seed, same requests.
 */
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { schema } from '@skinscope/db';
import * as contracts from '@skinscope/contracts';
import { setupTestApp } from '../test-support/test-app';
import {
  createTenant,
  giveConsent,
  microscopeJpeg,
  multipartBody,
  registerCustomer,
  uploadPhoto,
} from '../test-support/fixtures';

const REQUESTS = 8_000;
const SEED = 20_261_124;

const t = setupTestApp();

/** mulberry32: a small, well-known seeded generator (the fuzz must be repeatable). */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}

/** Every field name any request schema of the contracts knows, so mutations reach real fields. */
function contractFieldNames(): string[] {
  const names = new Set<string>();
  for (const value of Object.values(contracts)) {
    if (value instanceof z.ZodObject) for (const key of Object.keys(value.shape)) names.add(key);
  }
  return [...names];
}

/**
 * Method and URL pattern of every route the app registered, read from Fastify's route tree:
 * each line is a path segment (with its methods) under the line one level up.
 */
function routesOf(tree: string): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const match = /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4).trim());
    if (!match?.[1]) continue;
    // Two routes with differently named parameters in one place print as ":a|:b".
    const url = (prefixes[depth - 1] ?? '') + match[1].replace(/\|:[A-Za-z]+/g, '');
    prefixes[depth] = url;
    for (const method of match[2]?.split(', ') ?? [])
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
  }
  return routes;
}

const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '1.5',
  '2147483647',
  '2147483648',
  '13800000000',
  '99999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  'true',
  'null',
  'abc',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '王芳\u0000',
  'x'.repeat(300),
  '王'.repeat(600),
  '../../etc/passwd',
  "'; drop table users; --",
  '%',
  '_',
  '\\',
  '<script>alert(1)</script>',
  '\ud800',
  '\uffff',
  'skinworker1',
  'skinworker99999999999',
  'reach',
  'pubdom',
  'd1-pigment.jpg',
  'd2147483648-pigment.jpg',
  'd9999999999-color.jpg',
  '1700000000000.jpg',
  'img/1/472222/1700000000000.jpg',
  'img/9999999999/1/1700000000000.jpg',
  '/home/imagerec/img/1/472222/1700000000000.jpg',
  '/home/imagerec/img/2147483648/1/1700000000000.jpg',
  '/home/imagerec/sos/2147483648/1/1700000000000.jpg',
  'http://169.254.169.254/latest/meta-data',
  'cgo-1',
  'reach-9999999999',
  '2026-13-45',
  '13912345678',
];

/** Ids, searches and free text: where a mutation most often hits the database. */
const HOT_FIELDS = [
  'recMainId',
  'customerId',
  'recCustomerId',
  'recordId',
  'userId',
  'storeId',
  'id',
  'name',
  'telephone',
  'key',
  'remark',
  'fullName',
  'mobile',
  'mobilNum',
  'username',
  'fileName',
  'begin',
  'length',
  'pageIndex',
];

const ADDRESSES = [
  '1.2.3.4',
  '::1',
  '10.0.0.1, 10.0.0.2',
  'garbage',
  'x'.repeat(100),
  '1.2.3.4'.repeat(30),
  '\u0000',
  '',
];

describe('fuzzed requests over every route', () => {
  it(`answers ${REQUESTS} mutated requests without a single 5xx`, async () => {
    const tenant = await createTenant(t);
    const admin = await t.createUser({ role: 'admin', scope: 'reach', canScan: true });
    const staff = await t.database.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.id, tenant.staffId),
    });
    // The fuzz signs out, disables and demotes its own users; every so often they come back.
    const signInAgain = async () => {
      await t.database.db
        .update(schema.users)
        .set({ forbid: false, canScan: true, canUpload: true })
        .where(inArray(schema.users.id, [admin.id, tenant.staffId]));
      await t.database.db
        .update(schema.users)
        .set({ role: 'admin' })
        .where(eq(schema.users.id, admin.id));
      await t.database.db.delete(schema.signInGuards);
      return [await t.signIn(staff!.mobile), await t.signIn(admin.mobile)];
    };
    let tokens = await signInAgain();
    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const photo = await uploadPhoto(t, tenant, customer.id, 1_700_000_000_000);
    const record = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(tenant.staffToken),
      payload: {
        recordId: 0,
        recCustomerId: customer.id,
        scan: { photos: [{ part: 'zqg', position: 0, type: 'normal', url: photo.url }] },
      },
    });
    const recordId = String(record.json().data);
    const jpeg = await microscopeJpeg();

    const random = randomFrom(SEED);
    const allFields = contractFieldNames();
    const field = () => random.pick(random.next() < 0.5 ? HOT_FIELDS : allFields);
    const routes = routesOf(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(50);
    const knownIds = [String(customer.id), recordId, String(tenant.staffId), String(admin.id)];
    const text = () => random.pick([...NASTY_TEXT, ...knownIds]);

    const jsonValue = (depth = 0): unknown => {
      switch (random.int(depth > 2 ? 6 : 9)) {
        case 0:
          return random.pick([0, -1, 1, 2_147_483_648, 13_800_000_000, 1e308, 1.5, -0]);
        case 1:
          return random.next() < 0.5;
        case 2:
          return null;
        case 3:
        case 4:
        case 5:
          return text();
        case 6:
          return Array.from({ length: random.int(4) }, () => jsonValue(depth + 1));
        default:
          return jsonObject(depth + 1);
      }
    };
    const jsonObject = (depth = 0): Record<string, unknown> =>
      Object.fromEntries(
        Array.from({ length: 1 + random.int(6) }, () => [field(), jsonValue(depth)]),
      );

    const body = (): Pick<InjectOptions, 'payload' | 'headers'> => {
      switch (random.int(12)) {
        case 0:
          return { payload: random.pick(['{', '[]', 'null', '"x"', '{"a":', '\u0000', '{}{}']) };
        case 1:
          // Deep nesting: JSON.parse must not take the stack down with it.
          return { payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` };
        case 2: {
          const form = multipartBody(
            { dir: text(), name: text() },
            { name: 'a.jpg', data: random.next() < 0.5 ? jpeg : Buffer.from(text()) },
          );
          const headers = random.pick([
            form.headers,
            { 'content-type': 'multipart/form-data' },
            { 'content-type': 'multipart/form-data; boundary=' },
            { 'content-type': 'multipart/form-data; boundary=nope' },
          ]);
          const cut =
            random.next() < 0.5 ? form.payload.subarray(0, random.int(200)) : form.payload;
          return { payload: cut, headers };
        }
        case 3:
          return {
            payload: `${field()}=${inUrl()}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          };
        case 4:
          return {
            payload: text(),
            headers: { 'content-type': random.pick(['text/plain', 'application/xml', 'x/y']) },
          };
        default:
          return { payload: JSON.stringify(jsonObject()) };
      }
    };

    // In URLs also raw escapes a browser would never send: NUL, invalid UTF-8, a lone '%'.
    const inUrl = () => {
      const value = text();
      if (random.next() < 0.1) return random.pick(['%00', '%ED%A0%80', '%FF', '%', '%2e%2e%2f']);
      return value === '\ud800' ? '%ED%A0%80' : encodeURIComponent(value);
    };
    const url = (pattern: string) => {
      const path = pattern.replace(/:[A-Za-z]+/g, inUrl);
      const query = Array.from({ length: random.int(4) }, () => `${field()}=${inUrl()}`).join('&');
      return query ? `${path}?${query}` : path;
    };

    const failures: string[] = [];
    let sent = 0;
    const send = async (request: InjectOptions) => {
      sent += 1;
      if (sent % 100 === 0) tokens = await signInAgain();
      const response = await t.app.inject(request);
      const envelope = String(response.headers['content-type']).startsWith('application/json')
        ? (response.json() as { code?: number; message?: string })
        : undefined;
      const answersInChinese =
        response.statusCode < 400 ||
        (envelope?.code === response.statusCode && /[\u4e00-\u9fa5]/.test(envelope.message ?? ''));
      if (response.statusCode >= 500 || !answersInChinese) {
        failures.push(
          `${response.statusCode} ${request.method} ${String(request.url).slice(0, 160)} ${response.body.slice(0, 120)}`,
        );
      }
    };
    const signedIn = () => ({ authorization: `Bearer ${random.pick(tokens)}` });
    const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

    const request = (method: string, path: string, fields: Record<string, string>) => {
      const entries = Object.entries(fields);
      return hasBody(method)
        ? {
            method: method as InjectOptions['method'],
            url: path,
            headers: { ...signedIn(), 'content-type': 'application/json' },
            payload: JSON.stringify(fields),
          }
        : {
            method: method as InjectOptions['method'],
            url: entries.length
              ? `${path}?${entries.map(([name, value]) => `${name}=${escape(value)}`).join('&')}`
              : path,
            headers: signedIn(),
          };
    };
    const escape = (value: string) =>
      value === '\ud800' ? '%ED%A0%80' : encodeURIComponent(value);
    const withParams = (pattern: string, value: string) =>
      pattern.replace(/:[A-Za-z]+/g, escape(value));

    // 1a. Every path parameter of every route with every nasty value, signed in.
    for (const route of routes.filter((each) => each.url.includes(':')))
      for (const value of NASTY_TEXT)
        await send(request(route.method, withParams(route.url, value), {}));
    // 1b. Every hot field alone (query for reads, JSON for writes) with the values that broke
    //     the database before: NUL, past 2³¹ − 1, a lone surrogate, an over-long text.
    for (const route of routes)
      for (const name of HOT_FIELDS)
        for (const value of ['a\u0000b', '2147483648', '\ud800', 'x'.repeat(300)])
          await send(
            request(route.method, withParams(route.url, random.pick(knownIds)), { [name]: value }),
          );

    // 2. Random mutations of everything else (bodies, content types, tokens, addresses).
    for (let i = 0; sent < REQUESTS; i += 1) {
      const route = routes[i % routes.length] ?? routes[0]!;
      const token = random.pick([...tokens, ...tokens, undefined, 'garbage']);
      const request: InjectOptions = {
        method: route.method as InjectOptions['method'],
        url: url(route.url),
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(random.next() < 0.2 && token ? { cookie: `skinscope_token=${token}` } : {}),
          ...(random.next() < 0.3 ? { 'x-forwarded-for': random.pick(ADDRESSES) } : {}),
        },
      };
      if (hasBody(route.method)) {
        const { payload, headers } = body();
        request.payload = payload as InjectOptions['payload'];
        request.headers = {
          'content-type': 'application/json',
          ...request.headers,
          ...(headers as Record<string, string> | undefined),
        };
      }
      await send(request);
    }
    await t.app.detect.idle();
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    expect(failures).toEqual([]);
  }, 600_000);
});
