import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@skinscope/db';
import { CompanySettingsSchema, maskMobile } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant } from '../../../test-support/fixtures';

const t = setupTestApp();

const read = async (token: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/company-settings',
    headers: t.bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CompanySettingsSchema.parse(response.json().data);
};

const change = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/company-settings',
    headers: t.bearer(token),
    payload,
  });

describe('issue 32 #4: /api/company-settings', () => {
  it('is off by default; the store manager turns it on, audited, and the company reads it', async () => {
    const tenant = await createTenant(t);
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
    const colleagueToken = await t.signIn(colleague.mobile);
    expect(await read(colleagueToken)).toEqual({
      doubleCapture: false,
      updatedByName: null,
      updatedAt: null,
    });

    const response = await change(tenant.staffToken, { doubleCapture: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ doubleCapture: true, updatedByName: '门店店长' });

    const seen = await read(colleagueToken);
    expect(seen.doubleCapture).toBe(true);
    expect(seen.updatedByName).toBe('门店店长');
    expect(Number.isNaN(Date.parse(seen.updatedAt ?? ''))).toBe(false);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_settings.updated'));
    expect(audit).toMatchObject([
      { actorId: tenant.staffId, targetType: null, details: { doubleCapture: true } },
    ]);

    // Turned off again: the row is updated, not duplicated.
    expect((await change(tenant.staffToken, { doubleCapture: false })).statusCode).toBe(200);
    expect((await read(colleagueToken)).doubleCapture).toBe(false);
  });

  it('refuses staff who do not head the company; changes nothing', async () => {
    const tenant = await createTenant(t);
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
    const colleagueToken = await t.signIn(colleague.mobile);
    const refused = await change(colleagueToken, { doubleCapture: true });
    expect(refused.statusCode).toBe(403);
    expect((await read(tenant.staffToken)).doubleCapture).toBe(false);
  });

  it('another company neither sees nor changes this one', async () => {
    const a = await createTenant(t, 'cgo', '甲店');
    const b = await createTenant(t, 'cgo', '乙店');
    expect((await change(a.staffToken, { doubleCapture: true })).statusCode).toBe(200);
    expect(await read(b.staffToken)).toMatchObject({ doubleCapture: false, updatedByName: null });
    // B's change is B's alone.
    expect((await change(b.staffToken, { doubleCapture: false })).statusCode).toBe(200);
    expect((await read(a.staffToken)).doubleCapture).toBe(true);
  });

  it('names a manager without a name by the mobile with its middle hidden', async () => {
    const owner = await t.createUser({ scope: 'reach', canScan: true, fullName: null });
    const token = await t.signIn(owner.mobile);
    const response = await change(token, { doubleCapture: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.updatedByName).toBe(maskMobile(owner.mobile));
  });

  it('refuses unknown settings and a value of the wrong type', async () => {
    const tenant = await createTenant(t);
    expect((await change(tenant.staffToken, { doubleCapture: 'yes' })).statusCode).toBe(400);
    expect((await change(tenant.staffToken, { retentionDays: 30 })).statusCode).toBe(400);
    expect((await read(tenant.staffToken)).doubleCapture).toBe(false);
  });
});
