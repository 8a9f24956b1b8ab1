import { describe, expect, it } from 'vitest';
import { CreatedReportLinkSchema, MyDataSchema } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from '../../../test-support/fixtures';
import { staffApi } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { publicReportRateLimit: 1000 } });

/**
 * Issue 34 target: 我的数据 shows no data of any other customer. A probe over two companies and
 * a dozen customers (so that ids 1 and 1x share a prefix, as `img/1/` and `img/12/` do): each
 * customer's photos are read a number of times that is hers alone, by her company's staff; then
 * every page is checked against her own facts, and anything of another customer is a leak.
 */
describe('我的数据: the cross-tenant probe', () => {
  it('finds 0 leaks over 12 customers in 2 companies', async () => {
    const companies = [await createTenant(t, 'cgo', '甲店'), await createTenant(t, 'cgo', '乙店')];
    const customers: Array<{
      id: number;
      tenant: Tenant;
      reads: number;
      mobile: string;
      token: string;
    }> = [];
    for (let i = 0; i < 12; i += 1) {
      const tenant = companies[i % 2]!;
      const mobile = `1391000${String(1000 + i)}`;
      const customer = await registerCustomer(t, tenant, { mobile });
      await giveConsent(t, tenant, customer.id);
      const { url } = await uploadPhoto(t, tenant, customer.id, Date.UTC(2026, 10, 1) + i * 1000);
      const reads = i + 1;
      for (let n = 0; n < reads; n += 1)
        expect((await staffApi(t, tenant.staffToken).get(url)).statusCode).toBe(200);
      const link = await staffApi(t, tenant.staffToken).post(
        `/api/customer/${customer.id}/data-links`,
        {},
      );
      const { token } = CreatedReportLinkSchema.parse(link.json().data);
      customers.push({ id: customer.id, tenant, reads, mobile, token });
    }
    // Ids that share a prefix are in the probe.
    expect(
      customers.some(
        (c) => String(c.id).startsWith(String(customers[0]!.id)) && c !== customers[0],
      ),
    ).toBe(true);

    const leaks: string[] = [];
    for (const customer of customers) {
      const response = await t.app.inject({ url: `/api/public/my-data/${customer.token}` });
      expect(response.statusCode).toBe(200);
      const page = MyDataSchema.parse(response.json().data);
      const ownStaff = customer.tenant === companies[0] ? '甲店店长' : '乙店店长';
      const reads = page.photoViews.reduce((sum, view) => sum + view.count, 0);
      if (reads !== customer.reads)
        leaks.push(`${customer.id}: ${reads} reads, not ${customer.reads}`);
      for (const view of page.photoViews)
        if (view.staffName !== ownStaff) leaks.push(`${customer.id}: viewed by ${view.staffName}`);
      if (page.mobile !== `139****${customer.mobile.slice(-4)}`)
        leaks.push(`${customer.id}: mobile`);
      const text = response.body;
      for (const other of customers)
        if (other !== customer && text.includes(other.mobile.slice(-4)))
          leaks.push(`${customer.id}: shows ${other.id}'s mobile`);
    }
    expect(leaks).toEqual([]);
  });
});
