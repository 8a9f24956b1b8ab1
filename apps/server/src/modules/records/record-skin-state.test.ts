import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test-support/test-app';
import { finishVisit } from '../../../test-support/fixtures';
import { consultingCustomer, staffApi } from '../../../test-support/visit-fixtures';

const t = setupTestApp();

const MADE_UP = { makeupRemoved: false, cleansedRecently: false, productsToday: true };
const BARE = { makeupRemoved: true, cleansedRecently: false, productsToday: false };

describe('issue 19 #7: the skin state is recorded with the visit', () => {
  it('keeps the state sent with the photos, shows it in the record, list and detail', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const saved = await staff.post('/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      scan,
      skinState: MADE_UP,
    });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data as number;
    expect((await staff.get(`/api/customer/record/${id}`)).json().data.skinState).toEqual(MADE_UP);

    // Back from the expect screen, the photos are saved again: a new state replaces the old,
    // a client that sends none (older web) leaves it as it was.
    await staff.post('/api/customer/record', {
      recordId: id,
      recCustomerId: customer.id,
      scan,
      skinState: BARE,
    });
    await staff.post('/api/customer/record', { recordId: id, recCustomerId: customer.id, scan });
    await finishVisit(t, tenant.staffToken, id);

    const list = await staff.get(`/api/customer/record?recCustomerId=${customer.id}`);
    expect(list.json().data[0]).toMatchObject({ id, skinState: BARE });
    const detail = await staff.get(`/api/customer/${id}/detail`);
    expect(detail.json().data.skinState).toEqual(BARE);
  });

  it('a photo-only visit records its state with the part it saves', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const id = await staff.startRecord(customer.id, {
      scanType: 'PHOTO_ONLY',
      scan: { photos: [] },
    });
    const [normal, lighting] = scan.photos.map((photo) => photo.url);
    const pair = { name: 'yqg', normal, lighting };

    const saved = await staff.put(`/api/customer/${id}/detect?position=0`, {
      ...pair,
      skinState: MADE_UP,
    });
    expect(saved.statusCode).toBe(200);
    // The state is the visit's, not the part's: the detect list holds the pair only.
    expect(saved.json().data).toEqual([pair]);
    expect((await staff.get(`/api/customer/record/${id}`)).json().data.skinState).toEqual(MADE_UP);

    // A later part sent without a state (an older client) leaves the recorded one as it was.
    await staff.put(`/api/customer/${id}/detect?position=0`, pair);
    const detail = await staff.get(`/api/customer/${id}/detail`);
    expect(detail.json().data.skinState).toEqual(MADE_UP);

    const refused = await staff.put(`/api/customer/${id}/detect?position=0`, {
      ...pair,
      skinState: { makeupRemoved: 'yes' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('answers null for a visit recorded without a state', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    const id = await staff.startRecord(customer.id, { scan });
    expect((await staff.get(`/api/customer/record/${id}`)).json().data.skinState).toBeNull();
  });

  it('refuses a state that is not three yes/no answers', async () => {
    const { tenant, customer, scan } = await consultingCustomer(t);
    const staff = staffApi(t, tenant.staffToken);
    for (const skinState of [
      { makeupRemoved: 'yes', cleansedRecently: false, productsToday: false },
      { makeupRemoved: true, cleansedRecently: false },
      true,
    ]) {
      const response = await staff.post('/api/customer/record', {
        recordId: 0,
        recCustomerId: customer.id,
        scan,
        skinState,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('VALIDATION_FAILED');
    }
  });
});
