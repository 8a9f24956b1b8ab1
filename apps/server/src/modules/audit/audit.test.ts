import { describe, expect, it } from 'vitest';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';
import { setupTestApp } from '../../../test-support/test-app';

const t = setupTestApp();

interface Entry {
  action: string;
  targetType: string | null;
  targetName: string | null;
  customer: { id: number; scope: string } | null;
  recordId: number | null;
}

describe('audit log', () => {
  it('issue 17 #18: names each target (store, customer, photo) and gives the customer to link to', async () => {
    const tenant = await createTenant(t, 'reach', '静安店');
    const customer = await registerCustomer(t, tenant, { fullName: '赵敏' });
    await giveConsent(t, tenant, customer.id);
    const { response } = await uploadPhoto(t, tenant, customer.id);
    expect(response.statusCode).toBe(200);

    const admin = await t.createUser({ role: 'admin', scope: 'reach' });
    const log = await t.app.inject({
      url: '/api/audit',
      headers: t.bearer(await t.signIn(admin.mobile)),
    });
    const entries = log.json().data as Entry[];
    const find = (action: string) => entries.find((entry) => entry.action === action);

    expect(find('admin.store_created')).toMatchObject({ targetName: '静安店', customer: null });
    expect(find('customer.registered')).toMatchObject({
      targetName: '赵敏',
      customer: { id: customer.id, scope: 'reach' },
    });
    expect(find('photo.uploaded')).toMatchObject({
      targetType: 'photo',
      targetName: '赵敏',
      customer: { id: customer.id, scope: 'reach' },
      recordId: null,
    });
  });
});
