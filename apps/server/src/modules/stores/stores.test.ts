import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';

const t = setupTestApp();

async function setup() {
  const admin = await t.createUser({ role: 'admin', scope: 'reach' });
  const adminToken = await t.signIn(admin.mobile);
  const company = await t.createUser({ scope: 'reach', fullName: '公司主账号' });
  const employee = await t.createUser({ scope: 'reach', companyUserId: company.id });
  const outsider = await t.createUser({ scope: 'reach' });
  const create = async (name: string, scope: string, companyUserId: number | null) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/store',
        headers: t.bearer(adminToken),
        payload: { name, scope, companyUserId },
      })
    ).json().data;
  const own = await create('徐汇门店', 'reach', company.id);
  const otherScope = await create('浦东门店', 'cgo', company.id);
  const foreign = await create('外部门店', 'reach', outsider.id);
  return { adminToken, company, employee, outsider, own, otherScope, foreign };
}

describe('stores', () => {
  it('staff see the stores of their company (company user id stands for them)', async () => {
    const { employee, company, own, otherScope } = await setup();
    const token = await t.signIn(employee.mobile);
    const ceutical = await t.app.inject({
      url: `/server/ceuticalStore?companyUserId=${company.id}&scope=reach`,
      headers: t.bearer(token),
    });
    expect(ceutical.json().data.ceuticalStoreList.map((s: { id: number }) => s.id)).toEqual([
      own.id,
    ]);
    const client = await t.app.inject({
      url: `/server/clientStores?companyUserId=${company.id}`,
      headers: t.bearer(token),
    });
    expect(
      client
        .json()
        .data.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([own.id, otherScope.id].sort());
    const general = await t.app.inject({
      url: `/api/store?userId=${employee.id}`,
      headers: t.bearer(token),
    });
    expect(general.json().data.map((s: { id: number }) => s.id)).toEqual([own.id]);
  });

  it('a self-registered (pubdom) staff member bound to a store sees it and registers members there (issue 17 #1)', async () => {
    const { adminToken, own } = await setup();
    const partner = await t.createUser({ scope: 'pubdom', canScan: true });
    const bound = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${partner.id}/store/bind`,
      headers: t.bearer(adminToken),
      payload: { storeId: own.id },
    });
    expect(bound.statusCode).toBe(200);
    const token = await t.signIn(partner.mobile);
    const list = await t.app.inject({ url: '/api/store', headers: t.bearer(token) });
    expect(list.json().data.map((s: { id: number }) => s.id)).toEqual([own.id]);
    const registered = await t.app.inject({
      method: 'POST',
      url: '/server/recCustomer',
      headers: t.bearer(token),
      payload: { fullName: '林悦', mobile: '13911112222', gender: 'female', storeId: own.id },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.storeName).toBe('徐汇门店');
  });

  it("staff cannot list another company's stores", async () => {
    const { employee, outsider } = await setup();
    const token = await t.signIn(employee.mobile);
    const response = await t.app.inject({
      url: `/server/ceuticalStore?companyUserId=${outsider.id}&scope=reach`,
      headers: t.bearer(token),
    });
    expect(response.statusCode).toBe(403);
    const other = await t.app.inject({
      url: `/api/store?userId=${outsider.id}`,
      headers: t.bearer(token),
    });
    expect(other.statusCode).toBe(403);
  });

  it('administrators list every store, filter by name, rename and archive', async () => {
    const { adminToken, own } = await setup();
    const all = await t.app.inject({ url: '/api/store', headers: t.bearer(adminToken) });
    expect(all.json().data).toHaveLength(3);
    const filtered = await t.app.inject({
      url: `/api/store?name=${encodeURIComponent('徐汇')}`,
      headers: t.bearer(adminToken),
    });
    expect(filtered.json().data.map((s: { name: string }) => s.name)).toEqual(['徐汇门店']);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/store/${own.id}`,
      headers: t.bearer(adminToken),
      payload: { name: '徐汇旗舰店', scope: 'reach', companyUserId: own.companyUserId },
    });
    expect(renamed.json().data.name).toBe('徐汇旗舰店');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/store/${own.id}`,
      headers: t.bearer(adminToken),
    });
    expect(
      (await t.app.inject({ url: '/api/store', headers: t.bearer(adminToken) })).json().data,
    ).toHaveLength(2);
    expect(
      (
        await t.app.inject({
          url: '/api/store?includeArchived=true',
          headers: t.bearer(adminToken),
        })
      ).json().data,
    ).toHaveLength(3);
  });

  it('refuses bad store bodies with the field named', async () => {
    const { adminToken } = await setup();
    for (const payload of [
      { scope: 'reach' },
      { name: '', scope: 'reach' },
      { name: 'x'.repeat(51), scope: 'reach' },
      { name: '门店', scope: 'moon' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/store',
        headers: t.bearer(adminToken),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/store/99999',
          headers: t.bearer(adminToken),
          payload: { name: '门店', scope: 'reach' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('issue 17 #16: companies are chosen from a list; unknown companies and duplicate names are refused in Chinese', async () => {
    const { adminToken, company, employee, own } = await setup();
    const companies = await t.app.inject({ url: '/api/company', headers: t.bearer(adminToken) });
    const ids = companies.json().data.map((c: { id: number }) => c.id);
    expect(ids).toContain(company.id);
    expect(ids).not.toContain(employee.id); // works for a company, heads none
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/store', headers: t.bearer(adminToken), payload });
    const unknown = await post({ name: '新店', scope: 'reach', companyUserId: 99999 });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('所选公司不存在，请从列表中选择');
    const duplicate = await post({ name: ' 徐汇门店 ', scope: 'reach', companyUserId: company.id });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('该公司已有同名门店，请换一个名称');
    // The same name in another company is fine; a store's scope and company can be corrected.
    const elsewhere = await post({ name: '徐汇门店', scope: 'reach', companyUserId: null });
    expect(elsewhere.statusCode).toBe(200);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/store/${own.id}`,
      headers: t.bearer(adminToken),
      payload: { name: '徐汇门店', scope: 'cgo', companyUserId: company.id },
    });
    expect(moved.json().data).toMatchObject({ scope: 'cgo', companyUserId: company.id });
    const staffAsk = await t.app.inject({
      url: '/api/company',
      headers: t.bearer(await t.signIn(employee.mobile)),
    });
    expect(staffAsk.statusCode).toBe(403);
    const badCompany = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${employee.id}/company`,
      headers: t.bearer(adminToken),
      payload: { scope: 'reach', companyUserId: employee.id },
    });
    expect(badCompany.json().message).toBe('所选公司不存在，请从列表中选择');
  });
});
