import { describe, expect, it } from 'vitest';
import { apiRoutes, pathParamNames, type RouteDefinition } from '@skinscope/contracts';
import { TEST_PASSWORD, setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from '../../../test-support/fixtures';

const t = setupTestApp();

const CUSTOMER_MODE_MESSAGE = '顾客模式下不能进行此操作，请工作人员输入登录密码退出顾客模式';

const enter = (token: string, customerId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/customer-mode',
    headers: t.bearer(token),
    payload: { customerId },
  });

const leave = (token: string, password: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/account/customer-mode/leave',
    headers: t.bearer(token),
    payload: { password },
  });

const get = (token: string, url: string) => t.app.inject({ url, headers: t.bearer(token) });

/** A tenant with two consenting customers; the tablet is handed to the first. */
async function handedOver(): Promise<{ tenant: Tenant; her: number; other: number }> {
  const tenant = await createTenant(t);
  const her = (await registerCustomer(t, tenant, { fullName: '林晓', mobile: '13900000001' })).id;
  const other = (await registerCustomer(t, tenant, { fullName: '王芳', mobile: '13900000002' })).id;
  for (const id of [her, other]) await giveConsent(t, tenant, id);
  expect((await enter(tenant.staffToken, her)).statusCode).toBe(200);
  return { tenant, her, other };
}

/** A call of the route with placeholder parameters: the session is refused before they matter. */
function callOf(route: RouteDefinition, token: string) {
  const url = pathParamNames(route.path).reduce(
    (path, name) => path.replace(`:${name}`, '1'),
    route.path,
  );
  return t.app.inject({
    method: route.method,
    url,
    headers: t.bearer(token),
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('issue 29 #5: 顾客模式 is the session’s, on the server', () => {
  it('reaches her consultation and results, and no other customer', async () => {
    const { tenant, her, other } = await handedOver();
    const token = tenant.staffToken;

    expect((await get(token, `/api/customer/${her}`)).statusCode).toBe(200);
    expect((await get(token, `/api/customer/record?recCustomerId=${her}`)).statusCode).toBe(200);
    expect((await get(token, `/api/customer/${her}/progress`)).statusCode).toBe(200);
    expect((await uploadPhoto(t, tenant, her)).response.statusCode).toBe(200);
    // Another customer of the same company is as unknown as one of another company.
    for (const url of [
      `/api/customer/${other}`,
      `/api/customer/record?recCustomerId=${other}`,
      `/api/customer/${other}/progress`,
    ]) {
      expect((await get(token, url)).statusCode, url).toBe(404);
    }
    expect((await uploadPhoto(t, tenant, other)).response.statusCode).toBe(404);
  });

  it('refuses every other route with a clear message: search, edit, admin, cases, links, logout', async () => {
    const { tenant, her } = await handedOver();
    const token = tenant.staffToken;
    const search = await get(token, '/api/customer?name=王');
    expect(search.statusCode).toBe(403);
    expect(search.json()).toMatchObject({ error: 'CUSTOMER_MODE', message: CUSTOMER_MODE_MESSAGE });
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${her}`,
      headers: t.bearer(token),
      payload: { fullName: '林晓', mobile: '13900000001', age: 30, storeId: tenant.storeId },
    });
    expect(edit.statusCode).toBe(403);

    const refused = Object.entries(apiRoutes).filter(
      ([, route]: [string, RouteDefinition]) => route.auth !== 'public' && !route.customerMode,
    );
    expect(refused.length).toBeGreaterThan(40);
    for (const [name, route] of refused) {
      const answer = await callOf(route, token);
      expect(answer.statusCode, name).toBe(403);
      expect(answer.json().error, name).toBe('CUSTOMER_MODE');
    }
    // Handing her tablet to someone else is refused too.
    expect((await enter(token, her)).statusCode).toBe(403);
  });

  it('holds for that session only: the same staff member signed in elsewhere works on', async () => {
    const { tenant } = await handedOver();
    const user = await t.createUser({ scope: 'cgo', canScan: true });
    const elsewhere = await t.signIn(user.mobile);
    expect((await get(elsewhere, '/api/customer?name=王')).statusCode).toBe(200);
    expect((await get(tenant.staffToken, '/api/customer?name=王')).statusCode).toBe(403);
  });

  it('ends only with the staff member’s password, checked by the server', async () => {
    const { tenant, her } = await handedOver();
    const token = tenant.staffToken;
    const wrong = await leave(token, 'Wrong#2026ok');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.issues).toEqual([{ field: 'password', message: '密码不正确' }]);
    expect((await leave(token, '')).json().details.issues[0].message).toBe('请输入当前密码');
    expect((await get(token, '/api/customer?name=王')).statusCode).toBe(403);

    expect((await leave(token, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await get(token, '/api/customer?name=王')).statusCode).toBe(200);
    // Both ends are audited, naming the customer the session was handed to.
    const admin = await t.signIn((await t.createUser({ role: 'admin', scope: 'cgo' })).mobile);
    for (const action of ['account.customer_mode_entered', 'account.customer_mode_left']) {
      const audit = await get(admin, `/api/audit?actorId=${tenant.staffId}&action=${action}`);
      expect(audit.json().data, action).toEqual([
        expect.objectContaining({ targetType: 'customer', targetId: String(her) }),
      ]);
    }
  });

  it('hands over only a customer the staff member may read', async () => {
    const tenant = await createTenant(t);
    const stranger = await createTenant(t, 'cgo', '别家');
    const theirs = await registerCustomer(t, stranger);
    expect((await enter(tenant.staffToken, theirs.id)).statusCode).toBe(404);
    expect((await enter(tenant.staffToken, 'x')).statusCode).toBe(400);
    expect((await get(tenant.staffToken, '/api/customer?name=王')).statusCode).toBe(200);
  });

  it('wrong passwords share the hourly ceiling of the password change', async () => {
    const { tenant } = await handedOver();
    const statuses = [];
    for (let k = 0; k < 11; k += 1)
      statuses.push((await leave(tenant.staffToken, `Wrong#${k}2026`)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('needs a signed-in user', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/account/customer-mode/leave',
      payload: { password: TEST_PASSWORD },
    });
    expect(answer.statusCode).toBe(401);
  });
});
