import { unzipSync } from 'fflate';
import { reportLinks } from '@skinscope/db';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, type Tenant } from '../../../test-support/fixtures';
import { consentedCustomer, savePair } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

/** An admin of the tenant's own company (same scope and owner). */
async function companyAdmin(tenant: Tenant) {
  const admin = await t.createUser({ role: 'admin', scope: 'cgo', companyUserId: tenant.staffId });
  return t.signIn(admin.mobile);
}

async function customerWithRecord(tenant: Tenant) {
  const { customer } = await consentedCustomer(t, tenant);
  return { customer, ...(await savePair(t, tenant, customer.id)) };
}

describe('customer data export', () => {
  it('hands an admin a zip with the profile, consent, records, analyses and the photos', async () => {
    const tenant = await createTenant(t);
    const { customer, recordId } = await customerWithRecord(tenant);
    // A report link shown to her (issue 19 #3): listed, its token never.
    const tokenHash = 'a'.repeat(64);
    await t.database.db.insert(reportLinks).values({
      tokenHash,
      customerId: customer.id,
      recordId,
      expiresAt: new Date('2026-12-25T00:00:00Z'),
      views: 2,
    });
    const response = await t.app.inject({
      url: `/api/customer/${customer.id}/export`,
      headers: t.bearer(await companyAdmin(tenant)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // No name in the file name: the download may sit in a browser's list of downloads.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="customer-${customer.id}.zip"`,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const document = JSON.parse(new TextDecoder().decode(files['customer.json']));
    expect(document.customer).toMatchObject({ id: customer.id, fullName: customer.fullName });
    expect(document.consents).toHaveLength(1);
    expect(document.records).toHaveLength(1);
    expect(document.records[0]).toMatchObject({ id: recordId });
    expect(document.records[0].analyses).toHaveLength(1);
    expect(document.photos).toHaveLength(2);
    for (const photo of document.photos) expect(files[photo.file]?.byteLength).toBeGreaterThan(0);
    expect(document.reportLinks).toEqual([
      expect.objectContaining({ recordId, views: 2, expiresAt: '2026-12-25T00:00:00.000Z' }),
    ]);
    expect(JSON.stringify(document)).not.toContain(tokenHash);
  });

  it('is for admins of the customer’s own company only', async () => {
    const tenant = await createTenant(t);
    const { customer } = await customerWithRecord(tenant);
    const staff = await t.app.inject({
      url: `/api/customer/${customer.id}/export`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(staff.statusCode).toBe(403);
    const otherAdmin = await t.createUser({ role: 'admin', scope: 'reach' });
    const foreign = await t.app.inject({
      url: `/api/customer/${customer.id}/export`,
      headers: t.bearer(await t.signIn(otherAdmin.mobile)),
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('customer erasure', () => {
  it('removes the customer, records, analyses and photo files; the audit keeps only ids', async () => {
    const tenant = await createTenant(t);
    const { customer, photoUrls } = await customerWithRecord(tenant);
    const adminToken = await companyAdmin(tenant);

    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/${customer.id}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(refused.statusCode).toBe(403);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/${customer.id}`,
      headers: t.bearer(adminToken),
    });
    expect(erased.statusCode).toBe(200);

    const db = t.database.db;
    expect(await db.query.customers.findMany()).toHaveLength(0);
    expect(await db.query.records.findMany()).toHaveLength(0);
    expect(await db.query.photos.findMany()).toHaveLength(0);
    expect(await db.query.detections.findMany()).toHaveLength(0);
    expect(await db.query.consents.findMany()).toHaveLength(0);
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    expect(existsSync(path.join(t.config.dataDir, 'images', 'img', String(customer.id)))).toBe(
      false,
    );
    for (const url of photoUrls) {
      const read = await t.app.inject({ url, headers: t.bearer(tenant.staffToken) });
      expect(read.statusCode).toBe(404);
    }
    const audit = await db.query.auditLog.findMany();
    const deletion = audit.find((entry) => entry.action === 'customer.deleted');
    expect(deletion).toMatchObject({ targetType: 'customer', targetId: String(customer.id) });
    expect(JSON.stringify(audit)).not.toContain(customer.fullName);
    expect(JSON.stringify(audit)).not.toContain(customer.mobile);
  });
});
