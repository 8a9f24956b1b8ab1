import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { analysisJobs, reportLinks, retestPairs } from '@skinscope/db';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { consentedCustomer, savePair } from '../../../test-support/visit-fixtures';
import { createFileImageStore } from '../../infra/image-store';
import { createRepositories, createTransact } from '../../repositories';
import { createCustomerAccess } from '../customers/customer-access';
import { createPrivacyService } from './privacy.service';

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

describe('erasing a customer’s photos and analyses (issue 34 #2)', () => {
  /** The service as services.ts builds it, over the test's database and image folder. */
  function privacyService() {
    const db = t.database.db;
    const repos = createRepositories(db);
    return {
      store: createFileImageStore(path.join(t.config.dataDir, 'images')),
      service: createPrivacyService({
        access: createCustomerAccess(repos.customers),
        records: repos.records,
        privacy: repos.privacy,
        store: createFileImageStore(path.join(t.config.dataDir, 'images')),
        audit: repos.audit,
        transact: createTransact(db),
        now: () => new Date(),
      }),
    };
  }

  /** A test-retest pair of hers, its four photos in the store as the retest module keeps them. */
  async function retestPairOf(customerId: number, folder: string) {
    const { store } = privacyService();
    const keys = ['testNormal', 'testPolarised', 'retestNormal', 'retestPolarised'].map(
      (name) => `retest/${folder}/${name}.jpg`,
    );
    for (const key of keys) await store.put(key, Buffer.from('jpeg'));
    const capture = {
      result: null,
      quality: { ok: true, reasons: [] },
      version: { engine: 'x', calibration: 'y' },
    };
    await t.database.db.insert(retestPairs).values({
      scope: 'cgo',
      ownerId: 1,
      deviceLabel: 'fake_device_0',
      part: 'lc',
      customerId,
      testNormalKey: keys[0]!,
      testPolarisedKey: keys[1]!,
      retestNormalKey: keys[2]!,
      retestPolarisedKey: keys[3]!,
      test: capture,
      retest: capture,
      testScores: {},
      retestScores: {},
      testAccepted: true,
      retestAccepted: true,
      engineVersion: 'x',
    });
    return keys;
  }

  it('deletes her photos, analyses, jobs and pairs with their objects; she and her visits stay', async () => {
    const tenant = await createTenant(t);
    const { customer, recordId, photoUrls } = await customerWithRecord(tenant);
    const other = { customer: await registerCustomer(t, tenant, { mobile: '13912340000' }) };
    await giveConsent(t, tenant, other.customer.id);
    await savePair(t, tenant, other.customer.id);
    const db = t.database.db;
    const [detection] = await db.query.detections.findMany({
      where: (row, { eq }) => eq(row.customerId, customer.id),
    });
    expect(detection).toBeDefined();
    const job = await db.query.analysisJobs.findFirst({
      where: (row, { eq }) => eq(row.recordId, recordId),
    });
    if (!job) {
      const [photoA, photoB] = await db.query.photos.findMany({
        where: (row, { eq }) => eq(row.customerId, customer.id),
      });
      await db.insert(analysisJobs).values({
        recordId,
        part: 'lc',
        position: 1,
        normalKey: photoA!.storageKey,
        polarisedKey: photoB!.storageKey,
        state: 'done',
      });
    }
    const retestKeys = await retestPairOf(customer.id, 'a1b2c3');
    const otherKeys = await retestPairOf(other.customer.id, 'd4e5f6');
    const images = path.join(t.config.dataDir, 'images');
    // A marked image rendered from her analysis (rendered on first request, then cached).
    await privacyService().store.put(`detect/${detection!.id}/roughness.jpg`, Buffer.from('jpeg'));

    const { service } = privacyService();
    const admin = await t.createUser({
      role: 'admin',
      scope: 'cgo',
      companyUserId: tenant.staffId,
    });
    await service.erasePhotos(
      {
        id: admin.id,
        name: admin.fullName ?? '管理员',
        role: admin.role,
        scope: admin.scope,
        companyUserId: admin.companyUserId,
        storeId: null,
        canScan: false,
        canUpload: false,
        customerMode: null,
      },
      customer.id,
      { ip: '203.0.113.7' },
    );

    const hers = <T extends { customerId: number | null }>(rows: T[]) =>
      rows.filter((row) => row.customerId === customer.id);
    expect(hers(await db.query.photos.findMany())).toHaveLength(0);
    expect(hers(await db.query.detections.findMany())).toHaveLength(0);
    expect(hers(await db.query.retestPairs.findMany())).toHaveLength(0);
    expect(
      (await db.query.analysisJobs.findMany()).filter((row) => row.recordId === recordId),
    ).toHaveLength(0);
    // She, her consent and her visit stay.
    expect(
      await db.query.customers.findFirst({ where: (row, { eq }) => eq(row.id, customer.id) }),
    ).toBeDefined();
    expect(hers(await db.query.records.findMany())).toHaveLength(1);
    expect(hers(await db.query.consents.findMany())).toHaveLength(1);
    // Her objects are gone, the other customer's stay.
    expect(existsSync(path.join(images, 'img', String(customer.id)))).toBe(false);
    expect(existsSync(path.join(images, 'detect', String(detection!.id)))).toBe(false);
    for (const key of retestKeys) expect(existsSync(path.join(images, key))).toBe(false);
    for (const key of otherKeys) expect(existsSync(path.join(images, key))).toBe(true);
    expect(existsSync(path.join(images, 'img', String(other.customer.id)))).toBe(true);
    expect(await db.query.photos.findMany()).toHaveLength(2);
    for (const url of photoUrls) {
      const read = await t.app.inject({ url, headers: t.bearer(tenant.staffToken) });
      expect(read.statusCode).toBe(404);
    }
    // One audit row with counts only.
    const audit = await db.query.auditLog.findMany({
      where: (row, { eq }) => eq(row.action, 'customer.photos_deleted'),
    });
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        ip: '203.0.113.7',
        targetType: 'customer',
        targetId: String(customer.id),
        details: { photos: 2, analyses: 1, analysisJobs: 1, retestPairs: 1 },
      }),
    ]);
  });

  it('is for admins of her own company only', async () => {
    const tenant = await createTenant(t);
    const { customer } = await customerWithRecord(tenant);
    const { service } = privacyService();
    const staff = {
      id: tenant.staffId,
      name: '店长',
      role: 'staff' as const,
      scope: 'cgo' as const,
      companyUserId: null,
      storeId: null,
      canScan: true,
      canUpload: false,
      customerMode: null,
    };
    await expect(
      service.erasePhotos(staff, customer.id, { ip: '203.0.113.7' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const foreign = await t.createUser({ role: 'admin', scope: 'reach' });
    await expect(
      service.erasePhotos(
        { ...staff, id: foreign.id, role: 'admin', scope: 'reach' },
        customer.id,
        { ip: '203.0.113.7' },
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.database.db.query.photos.findMany()).toHaveLength(2);
  });
});
