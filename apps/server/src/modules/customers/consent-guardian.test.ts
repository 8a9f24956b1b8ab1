import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, consents } from '@skinscope/db';
import { CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from '../../../test-support/fixtures';

const t = setupTestApp();

const mother = { name: '李秀英', relation: 'mother', mobile: '13800000002' };

function consent(tenant: Tenant, customerId: number, guardian?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/consent`,
    headers: t.bearer(tenant.staffToken),
    payload: { version: CURRENT_CONSENT_VERSION, guardian },
  });
}

describe('issue 34 #3: a customer under 14 consents through her guardian', () => {
  it('refuses her consent without a guardian, and no photo of her is taken', async () => {
    const tenant = await createTenant(t);
    const child = await registerCustomer(t, tenant, { age: 12 });
    const refused = await giveConsent(t, tenant, child.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'GUARDIAN_REQUIRED',
      message: '顾客未满 14 岁，须由监护人同意：请填写监护人的姓名、与顾客的关系和手机号',
    });
    expect(await t.database.db.select().from(consents)).toEqual([]);
    const photo = await uploadPhoto(t, tenant, child.id);
    expect(photo.response.statusCode).toBe(409);
    expect(photo.response.json().error).toBe('CONSENT_REQUIRED');
  });

  it('records the guardian with the consent; the audit row names the relation only', async () => {
    const tenant = await createTenant(t);
    const child = await registerCustomer(t, tenant, { age: 9 });
    const given = await consent(tenant, child.id, mother);
    expect(given.statusCode).toBe(200);
    expect(given.json().data).toMatchObject({ version: CURRENT_CONSENT_VERSION, guardian: mother });
    const [row] = await t.database.db.select().from(consents);
    expect(row).toMatchObject({
      customerId: child.id,
      staffId: tenant.staffId,
      version: CURRENT_CONSENT_VERSION,
      customerAge: 9,
      guardianName: '李秀英',
      guardianRelation: 'mother',
      guardianMobile: '13800000002',
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.consent'));
    expect(audit?.details).toEqual({ version: CURRENT_CONSENT_VERSION, guardian: 'mother' });
    expect((await uploadPhoto(t, tenant, child.id)).response.statusCode).toBe(200);
  });

  it('says which guardian field is wrong', async () => {
    const tenant = await createTenant(t);
    const child = await registerCustomer(t, tenant, { age: 12 });
    const response = await consent(tenant, child.id, { ...mother, relation: '', mobile: '138' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues).toEqual([
      { field: 'guardian.relation', message: '请选择监护人与顾客的关系' },
      { field: 'guardian.mobile', message: '请输入监护人正确的 11 位手机号' },
    ]);
  });

  it('a customer of 14–17 or of unknown age consents herself', async () => {
    const tenant = await createTenant(t);
    const teen = await registerCustomer(t, tenant, { age: 14 });
    const unknown = await registerCustomer(t, tenant, { age: null, mobile: '13912345679' });
    expect((await giveConsent(t, tenant, teen.id)).statusCode).toBe(200);
    expect((await giveConsent(t, tenant, unknown.id)).statusCode).toBe(200);
    expect((await uploadPhoto(t, tenant, teen.id)).response.statusCode).toBe(200);
  });

  it('a consent without a guardian stops counting when her age is corrected to under 14', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant, { age: 30 });
    expect((await giveConsent(t, tenant, customer.id)).statusCode).toBe(200);
    const corrected = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${customer.id}`,
      headers: t.bearer(tenant.staffToken),
      payload: { fullName: '张丽', mobile: '13912345678', age: 13, storeId: tenant.storeId },
    });
    expect(corrected.statusCode).toBe(200);
    const photo = await uploadPhoto(t, tenant, customer.id);
    expect(photo.response.json().error).toBe('CONSENT_REQUIRED');
    expect((await consent(tenant, customer.id, mother)).statusCode).toBe(200);
    expect((await uploadPhoto(t, tenant, customer.id)).response.statusCode).toBe(200);
  });
});
