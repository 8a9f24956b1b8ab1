import { describe, expect, it } from 'vitest';
import { CreatedReportLinkSchema, PublicSettingsSchema } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { savePair, consentedCustomer } from '../../../test-support/visit-fixtures';
import { finishVisit } from '../../../test-support/fixtures';

// The default configuration: no PUBLIC_URL (report-links.test.ts runs with one).
const t = setupTestApp({ config: { analysisWorkers: 1, trustProxy: 1 } });

describe('issue 29 #6: a report link without PUBLIC_URL', () => {
  it('has no address, only its path; no Host or forwarded header makes one', async () => {
    const { tenant, customer } = await consentedCustomer(t);
    const { recordId } = await savePair(t, tenant, customer.id);
    await finishVisit(t, tenant.staffToken, recordId);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${customer.id}/report-links`,
      headers: {
        ...t.bearer(tenant.staffToken),
        host: 'evil.example',
        'x-forwarded-proto': 'javascript',
        'x-forwarded-host': 'evil.example',
      },
      payload: { recordId },
    });
    expect(response.statusCode).toBe(200);
    const link = CreatedReportLinkSchema.parse(response.json().data);
    expect(link.url).toBeNull();
    expect(link.path).toBe(`/r/${link.token}`);
    expect(response.body).not.toContain('evil.example');

    const settings = await t.app.inject({ url: '/server/settings' });
    expect(PublicSettingsSchema.parse(settings.json().data).publicUrl).toBeNull();
  });
});
