import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, registerCustomer } from '../../../test-support/fixtures';

const t = setupTestApp();

async function setup() {
  const company = await createTenant(t, 'reach', '徐汇店');
  const customer = await registerCustomer(t, company);
  const admin = await t.createUser({ role: 'admin', scope: 'reach' });
  const adminToken = await t.signIn(admin.mobile);
  // A pubdom partner bound to the customer's store: the "third party".
  const partner = await t.createUser({ scope: 'pubdom', canScan: true, fullName: '合作美容师' });
  await t.app.inject({
    method: 'PUT',
    url: `/api/user/${partner.id}/store/bind`,
    headers: t.bearer(adminToken),
    payload: { storeId: company.storeId },
  });
  const colleague = await t.createUser({
    scope: 'reach',
    canScan: true,
    companyUserId: company.staffId,
    fullName: '同事',
  });
  return { company, customer, partner, partnerToken: await t.signIn(partner.mobile), colleague };
}

/** The company's staff binds (or unbinds) the partner to its customer, as the screen does. */
function authorise(
  action: 'bind' | 'unbind',
  {
    company,
    customer,
    partner,
  }: Pick<Awaited<ReturnType<typeof setup>>, 'company' | 'customer' | 'partner'>,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/user/${partner.id}/customer/${action}`,
    headers: t.bearer(company.staffToken),
    payload: {
      customerId: customer.id,
      scope: 'reach',
      customerTelephone: customer.mobile,
      customerName: customer.fullName,
    },
  });
}

describe('customer-to-staff authorisation', () => {
  it('authorises a third party (result 1), who then sees the customer, and releases it (result 2)', async () => {
    const { company, customer, partner, partnerToken } = await setup();
    const linked = await t.app.inject({
      url: `/api/user/bind/store?customerId=${customer.id}&customerTelephone=${customer.mobile}`,
      headers: t.bearer(company.staffToken),
    });
    expect(linked.json().data).toEqual([
      { userId: partner.id, userName: '合作美容师', storeName: '徐汇店', bind: false },
    ]);

    const bind = await authorise('bind', { company, customer, partner });
    expect(bind.json().data).toEqual({ result: 1 });
    expect(
      (await t.app.inject({ url: `/api/customer/${customer.id}`, headers: t.bearer(partnerToken) }))
        .statusCode,
    ).toBe(200);
    const after = await t.app.inject({
      url: `/api/user/bind/store?customerId=${customer.id}`,
      headers: t.bearer(company.staffToken),
    });
    expect(after.json().data[0].bind).toBe(true);

    const unbind = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${partner.id}/customer/unbind`,
      headers: t.bearer(company.staffToken),
      payload: { customerId: customer.id, customerTelephone: customer.mobile },
    });
    expect(unbind.json().data).toEqual({ result: 2 });
    expect(
      (await t.app.inject({ url: `/api/customer/${customer.id}`, headers: t.bearer(partnerToken) }))
        .statusCode,
    ).toBe(404);
  });

  it("reaches the third party's lists at once, on the session she is signed in with", async () => {
    const { company, customer, partner, partnerToken } = await setup();
    // Issue 35 #1: her session knows she is bound to no one, so the lists leave that side out.
    const listed = async () =>
      (await t.app.inject({ url: '/api/customer', headers: t.bearer(partnerToken) }))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await listed()).toEqual([]);
    const binding = (action: 'bind' | 'unbind') =>
      authorise(action, { company, customer, partner });
    expect((await binding('bind')).json().data).toEqual({ result: 1 });
    expect(await listed()).toEqual([customer.id]);
    const history = await t.app.inject({
      url: `/server/analysis_key?key=${encodeURIComponent(customer.fullName)}`,
      headers: t.bearer(partnerToken),
    });
    expect(history.statusCode).toBe(200);
    expect((await binding('unbind')).json().data).toEqual({ result: 2 });
    expect(await listed()).toEqual([]);
  });

  it('lists the colleagues one can choose', async () => {
    const { company, colleague } = await setup();
    const response = await t.app.inject({
      url: `/api/user/bind/storeByUserId?userId=${company.staffId}`,
      headers: t.bearer(company.staffToken),
    });
    expect(response.json().data).toEqual([{ userId: colleague.id, userName: '同事' }]);
  });

  it('refuses strangers, other companies, a bound third party binding others, and a wrong phone', async () => {
    const { company, customer, partner, partnerToken } = await setup();
    const stranger = await t.createUser({ scope: 'pubdom' });
    const bind = (token: string, userId: number, extra: object = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${userId}/customer/bind`,
        headers: t.bearer(token),
        payload: { customerId: customer.id, ...extra },
      });
    expect((await bind(company.staffToken, stranger.id)).statusCode).toBe(404);
    const other = await createTenant(t, 'reach', '别家');
    expect((await bind(other.staffToken, partner.id)).statusCode).toBe(404);
    await bind(company.staffToken, partner.id);
    expect((await bind(partnerToken, stranger.id)).statusCode).toBe(404);
    expect(
      (await bind(company.staffToken, partner.id, { customerTelephone: '13000000000' })).statusCode,
    ).toBe(400);
    expect((await bind(company.staffToken, partner.id, { customerId: 'abc' })).statusCode).toBe(
      400,
    );
  });

  it('only scope reach manages authorisation', async () => {
    const cgo = await createTenant(t, 'cgo', '静安店');
    const customer = await registerCustomer(t, cgo);
    const colleague = await t.createUser({ scope: 'cgo', companyUserId: cgo.staffId });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${colleague.id}/customer/bind`,
      headers: t.bearer(cgo.staffToken),
      payload: { customerId: customer.id },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('unbinding a third party from its store (issue 15, finding 7)', () => {
  it('ends every authorisation it held for that store’s customers, at once', async () => {
    const { company, customer, partner, partnerToken } = await setup();
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/${partner.id}/customer/bind`,
      headers: t.bearer(company.staffToken),
      payload: { customerId: customer.id, customerTelephone: customer.mobile },
    });
    const read = () =>
      t.app.inject({ url: `/api/customer/${customer.id}`, headers: t.bearer(partnerToken) });
    expect((await read()).statusCode).toBe(200);

    const admin = await t.createUser({ role: 'admin', scope: 'reach' });
    const unbound = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${partner.id}/store/unbind`,
      headers: t.bearer(await t.signIn(admin.mobile)),
    });
    expect(unbound.statusCode).toBe(200);
    expect((await read()).statusCode).toBe(404);
    const records = await t.app.inject({
      url: `/api/customer/record?recCustomerId=${customer.id}`,
      headers: t.bearer(partnerToken),
    });
    expect(records.statusCode).toBe(404);
  });
});
