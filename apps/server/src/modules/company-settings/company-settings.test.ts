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
      retentionMonths: 36,
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
      { actorId: tenant.staffId, targetType: 'company', details: { doubleCapture: true } },
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

describe('issue 34 #2: the retention period', () => {
  it('an administrator of the company changes it, audited old → new; the company reads it', async () => {
    const tenant = await createTenant(t);
    const admin = await t.createUser({
      role: 'admin',
      scope: 'cgo',
      companyUserId: tenant.staffId,
      fullName: '王管理',
    });
    const adminToken = await t.signIn(admin.mobile);
    const first = await change(adminToken, { retentionMonths: 24 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ retentionMonths: 24, updatedByName: '王管理' });
    expect((await read(tenant.staffToken)).retentionMonths).toBe(24);
    expect((await change(adminToken, { retentionMonths: 12 })).statusCode).toBe(200);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'company_settings.updated'));
    const company = String(tenant.staffId);
    expect(audit.map((row) => [row.actorId, row.targetType, row.targetId, row.details])).toEqual([
      [admin.id, 'company', company, { retentionMonths: { from: 36, to: 24 } }],
      [admin.id, 'company', company, { retentionMonths: { from: 24, to: 12 } }],
    ]);
    // The audit log names the company by the account heading it.
    const log = await t.app.inject({
      url: '/api/audit?action=company_settings.updated',
      headers: t.bearer(adminToken),
    });
    expect(log.json().data[0]).toMatchObject({ targetType: 'company', targetName: '门店店长' });
  });

  it('is the administrators’: the account heading the company may not change it', async () => {
    const tenant = await createTenant(t);
    const refused = await change(tenant.staffToken, { retentionMonths: 6, doubleCapture: true });
    expect(refused.statusCode).toBe(403);
    expect(await read(tenant.staffToken)).toMatchObject({
      retentionMonths: 36,
      doubleCapture: false,
    });
  });

  it('refuses a period outside 1–120 months in Chinese', async () => {
    const tenant = await createTenant(t);
    const admin = await t.createUser({
      role: 'admin',
      scope: 'cgo',
      companyUserId: tenant.staffId,
    });
    const adminToken = await t.signIn(admin.mobile);
    for (const [months, message] of [
      [0, '保存期至少 1 个月'],
      [121, '保存期最多 120 个月'],
      [1.5, '保存月数须为整数'],
    ] as const) {
      const refused = await change(adminToken, { retentionMonths: months });
      expect(refused.statusCode).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect((await read(adminToken)).retentionMonths).toBe(36);
  });
});
