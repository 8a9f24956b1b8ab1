import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RetentionOverviewSchema } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, type Tenant } from '../../../test-support/fixtures';
import {
  enrolInStudy,
  insertDataRequests,
  seedVisitedCustomers,
} from '../../../test-support/retention-seed';
import { createFileImageStore } from '../../infra/image-store';
import { createRepositories, createTransact } from '../../repositories';
import { createRetentionJob } from './retention-job';

const t = setupTestApp();
const DAY_MS = 86_400_000;
const MONTH_MS = 30.44 * DAY_MS;

async function companyAdmin(tenant: Tenant) {
  const admin = await t.createUser({ role: 'admin', scope: 'cgo', companyUserId: tenant.staffId });
  return t.signIn(admin.mobile);
}

const overview = async (token: string) => {
  const response = await t.app.inject({ url: '/api/admin/retention', headers: t.bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return RetentionOverviewSchema.parse(response.json().data);
};

function job() {
  const db = t.database.db;
  return createRetentionJob({
    retention: createRepositories(db).retention,
    transact: createTransact(db),
    store: createFileImageStore(path.join(t.config.dataDir, 'images')),
    now: () => new Date(),
    log: { warn: () => undefined },
  });
}

describe('issue 34 #2: the retention screen', () => {
  it('shows the period, the next 30 days per store, what is held back and what was deleted', async () => {
    const tenant = await createTenant(t, 'cgo', '静安店');
    const other = await createTenant(t, 'cgo', '别家店');
    const db = t.database.db;
    const now = Date.now();
    const at = (ms: number) => new Date(now - ms);
    const seed = (owner: Tenant, count: number, lastVisit: Date) =>
      seedVisitedCustomers(db, {
        ownerId: owner.staffId,
        storeId: owner.storeId,
        count,
        lastVisit,
      });
    // Expiring in 10 days, expired (due), held by a request, held by a running study.
    const soon = await seed(tenant, 3, new Date(at(36 * MONTH_MS).getTime() + 10 * DAY_MS));
    await seed(tenant, 2, at(40 * MONTH_MS));
    const requested = await seed(tenant, 1, at(40 * MONTH_MS));
    const studied = await seed(tenant, 1, at(40 * MONTH_MS));
    await insertDataRequests(db, tenant.staffId, [requested[0]!.id], 'open');
    await enrolInStudy(db, tenant.staffId, [studied[0]!.id], at(2 * DAY_MS));
    // Another company's customers are none of this company's business.
    await seed(other, 4, at(40 * MONTH_MS));

    const adminToken = await companyAdmin(tenant);
    const before = await overview(adminToken);
    expect(before).toMatchObject({
      retentionMonths: 36,
      changedByName: null,
      dueNow: 2,
      heldByRequest: 1,
      heldByStudy: 1,
      runs: [],
    });
    expect(before.upcoming).toMatchObject({
      days: 30,
      total: 3,
      stores: [{ storeId: tenant.storeId, storeName: '静安店', customers: 3 }],
    });
    expect(before.upcoming.customers.map((customer) => customer.id)).toEqual(
      soon.map((customer) => customer.id),
    );
    expect(before.upcoming.customers[0]!.name).toMatch(/^顾客/);

    const run = await job().runNow();
    expect(run).toMatchObject({ customers: 6, photos: 12, analyses: 6 });
    const after = await overview(adminToken);
    expect(after).toMatchObject({ dueNow: 0, heldByRequest: 1, heldByStudy: 1 });
    expect(after.runs).toEqual([
      expect.objectContaining({ runId: run!.runId, customers: 2, photos: 4, analyses: 2 }),
    ]);

    // Shortening the period brings the next 30 days forward; the change is named on the screen.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/company-settings',
      headers: t.bearer(adminToken),
      payload: { retentionMonths: 35 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const shortened = await overview(adminToken);
    expect(shortened).toMatchObject({ retentionMonths: 35, changedByName: '测试员工' });
    expect(shortened.dueNow).toBe(3);
  });

  it('is for administrators of the company', async () => {
    const tenant = await createTenant(t);
    const refused = await t.app.inject({
      url: '/api/admin/retention',
      headers: t.bearer(tenant.staffToken),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('issue 34 #2: one run at a time, daily', () => {
  it('claims a run unless one is running or one finished since; a dead run is taken over', async () => {
    const runs = createRepositories(t.database.db).retention;
    const now = new Date();
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    const dayAgo = new Date(now.getTime() - 23 * 60 * 60_000);
    const first = await runs.claimRun(now, later(5), dayAgo);
    expect(first).toBeDefined();
    // Running, its lease alive: nobody else starts.
    expect(await runs.claimRun(later(1), later(6), dayAgo)).toBeUndefined();
    // Its process died: after the lease the next claim abandons it and runs.
    const second = await runs.claimRun(later(10), later(15), dayAgo);
    expect(second).toBeDefined();
    expect(
      await runs.heartbeat(first!, { customers: 1, photos: 0, analyses: 0, objects: 0 }, later(20)),
    ).toBe(false);
    await runs.finishRun(
      second!,
      { customers: 0, photos: 0, analyses: 0, objects: 0 },
      later(11),
      'done',
    );
    // Done within the day: the schedule's next look does not run it again; a forced run does.
    expect(await runs.claimRun(later(60), later(65), dayAgo)).toBeUndefined();
    expect(await runs.claimRun(later(60), later(65), later(60))).toBeDefined();
    const states = await t.database.db.query.retentionRuns.findMany({
      orderBy: (row, { asc }) => asc(row.id),
    });
    expect(states.map((row) => row.state)).toEqual(['abandoned', 'done', 'running']);
  });
});
