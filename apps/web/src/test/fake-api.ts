import { vi } from 'vitest';
import { makeImpactFacts } from './impact-facts';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Reply = Response | ((request: FakeRequest) => Response | Promise<Response>);

export function ok(data: unknown): Response {
  return Response.json({ code: 200, message: 'ok', data });
}

export function fail(status: number, error: string, message: string, details?: unknown) {
  return Response.json({ code: status, message, error, details }, { status });
}

const defaults: Record<string, () => Response> = {
  'GET /server/settings': () =>
    ok({ icpNumber: null, psbNumber: null, allowAnyCamera: false, publicUrl: null }),
  'GET /server/getRecCustomerByKey': () => ok({ valid: true }),
  'POST /server/logout': () => ok(null),
  // The capture screens ask for the live camera's calibration; none unless a test says so.
  'GET /api/calibration/device': () => ok(null),
  // The counter overview's microscope reminders; none unless a test says so.
  'GET /api/retest-reminders': () => ok([]),
  // The counter overview's open data requests (issue 34 #1); none unless a test says so.
  'GET /api/data-requests': () => ok([]),
  // The counter overview's and a customer's study visits due; none unless a test says so.
  'GET /api/study-participations': () => ok([]),
  // Outcomes per care plan (issue 33 #5): nobody counted unless a test says so.
  'GET /api/care-outcomes': () =>
    ok({
      care: 'basic-hydrate',
      since: '2026-09-01T00:00:00.000Z',
      days: 90,
      minCustomers: 20,
      store: null,
      company: [],
    }),
  // The filing threshold (issue 34 #4): far from it unless a test says so.
  'GET /api/admin/filing-threshold': () =>
    ok({
      total: 0,
      companies: [],
      level: 'none',
      warningAt: 80_000,
      dutyAt: 100_000,
      crossedAt: null,
      workingDays: 30,
    }),
  // The impact assessment (issue 34 #5): a generated one, none saved, unless a test says so.
  'GET /api/admin/impact-assessment': () => ok(makeImpactFacts()),
  'GET /api/admin/impact-assessments': () => ok([]),
  // The company's settings (issue 32 #4): the defaults unless a test says otherwise.
  'GET /api/company-settings': () =>
    ok({ doubleCapture: false, retentionMonths: 36, updatedByName: null, updatedAt: null }),
  // The retention screen (issue 34 #2): the default period, nothing expiring, nothing deleted.
  'GET /api/admin/retention': () =>
    ok({
      retentionMonths: 36,
      changedByName: null,
      changedAt: null,
      dueNow: 0,
      heldByRequest: 0,
      heldByStudy: 0,
      upcoming: { days: 30, total: 0, stores: [], customers: [] },
      runs: [],
    }),
};

/**
 * Replaces `fetch` with a fake server: routes are "METHOD /path" → a reply. Unlisted routes
 * answer 404. Returns the mock, whose calls are the requests the app made.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const request: FakeRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body,
    };
    requests.push(request);
    const key = `${request.method} ${request.path}`;
    const reply = routes[key] ?? defaults[key];
    if (!reply) return fail(404, 'ROUTE_NOT_FOUND', '接口不存在');
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
