import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { detections, photos, records, stores } from '@skinscope/db';
import {
  CareOutcomesSchema,
  CustomerProgressSchema,
  type CareOutcomes,
  type DetectDimension,
} from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { analysedVisit, phantomPairs } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

const DAY_MS = 24 * 60 * 60 * 1000;
const CARE = 'upgrade-spot';
/** A goods product recommended with it (the spots concern's second). */
const GOODS = 'goods-5-2';

let pairs: Array<{ normal: Buffer; polarised: Buffer }>;
beforeAll(async () => {
  pairs = await phantomPairs([3, 5]);
});

const outcomesOf = (token: string, care = CARE) =>
  t.app.inject({
    url: `/api/care-outcomes?${new URLSearchParams({ care }).toString()}`,
    headers: t.bearer(token),
  });

async function readOutcomes(token: string): Promise<CareOutcomes> {
  const response = await outcomesOf(token);
  expect(response.statusCode).toBe(200);
  return CareOutcomesSchema.parse(response.json().data);
}

const nOf = (horizons: CareOutcomes['company'] | null, weeks: number, dimension: DetectDimension) =>
  horizons?.find((h) => h.weeks === weeks)?.dimensions.find((d) => d.dimension === dimension);

/**
 * Two analysed visits of one customer (the engine runs once per pair): the baseline (seed 3)
 * and the follow-up (seed 5). The 20 customers of a test are copies of them, moved in time.
 */
async function templateVisits(tenant: Tenant) {
  const customer = await registerCustomer(t, tenant, { mobile: '13900000000' });
  await giveConsent(t, tenant, customer.id);
  const before = await analysedVisit(t, tenant, customer.id, pairs[0]!);
  const after = await analysedVisit(t, tenant, customer.id, pairs[1]!);
  // Her own change, as the progress page reads it.
  const progress = CustomerProgressSchema.parse(
    (
      await t.app.inject({
        url: `/api/customer/${customer.id}/progress`,
        headers: t.bearer(tenant.staffToken),
      })
    ).json().data,
  );
  const [first, second] = progress.parts[0]!.measurements;
  const change = (dimension: DetectDimension) =>
    second!.dimensions![dimension]!.score! - first!.dimensions![dimension]!.score!;
  return { customerId: customer.id, before, after, change };
}

/** A stored row as values to insert again (the id is generated). */
function withoutId<Row extends { id: number }>(row: Row): Omit<Row, 'id'> {
  const values: Partial<Row> = { ...row };
  delete values.id;
  return values as Omit<Row, 'id'>;
}

let stamp = 0;
let mobiles = 0;

/**
 * A copy of visit `recordId` for another customer on `daysAgo` days ago: the record, its photos
 * (new storage keys) and their analyses, as if the engine had measured the same skin again.
 */
async function copyVisit(
  recordId: number,
  customerId: number,
  daysAgo: number,
  recommended: boolean,
) {
  const { db } = t.database;
  const [record] = await db.select().from(records).where(eq(records.id, recordId));
  const values = withoutId(record!);
  const at = new Date(Date.now() - daysAgo * DAY_MS);
  const [copy] = await db
    .insert(records)
    .values({
      ...values,
      customerId,
      createdAt: at,
      completedAt: at,
      recommend: recommended
        ? { goods: `goods-5-1,${GOODS}`, products: `basic-hydrate,${CARE}` }
        : null,
    })
    .returning();
  const keys = new Map<string, string>();
  for (const photo of await db.select().from(photos).where(eq(photos.recordId, recordId))) {
    const rest = withoutId(photo);
    // Her own folder and a name of its own, as an upload would give.
    const hour = photo.storageKey.split('/')[2]!;
    const key = `img/${customerId}/${hour}/${9_000_000_000_000 + (stamp += 1)}.jpg`;
    keys.set(photo.storageKey, key);
    await db.insert(photos).values({ ...rest, customerId, recordId: copy!.id, storageKey: key });
  }
  for (const row of await db.select().from(detections).where(eq(detections.recordId, recordId))) {
    const rest = withoutId(row);
    await db.insert(detections).values({
      ...rest,
      customerId,
      recordId: copy!.id,
      normalKey: keys.get(row.normalKey)!,
      polarisedKey: keys.get(row.polarisedKey)!,
    });
  }
  return copy!.id;
}

/** `count` customers of the tenant's store (or `storeId`) recommended the care 40 days ago. */
async function courses(
  tenant: Tenant,
  template: { before: number; after: number },
  count: number,
  { storeId = tenant.storeId, followUpDaysAgo = 12 } = {},
) {
  for (let index = 0; index < count; index += 1) {
    const customer = await registerCustomer(t, tenant, {
      mobile: `1380000${String((mobiles += 1)).padStart(4, '0')}`,
      storeId,
    });
    await copyVisit(template.before, customer.id, 40, true);
    await copyVisit(template.after, customer.id, followUpDaysAgo, false);
  }
}

async function secondStore(tenant: Tenant): Promise<number> {
  const [store] = await t.database.db
    .insert(stores)
    .values({ name: '乙分店', scope: 'cgo', companyUserId: tenant.staffId })
    .returning();
  return store!.id;
}

describe('GET /api/care-outcomes (issue 33 #5)', () => {
  it("gives the company's and the caller's store's share improved, median and quartiles from 20 customers", async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const template = await templateVisits(tenant);
    const other = await secondStore(tenant);
    await courses(tenant, template, 20);
    await courses(tenant, template, 3, { storeId: other });
    // Followed up 100 days ago (before the 90 days): not counted.
    await courses(tenant, template, 2, { followUpDaysAgo: 100 });
    // The template customer (of the store) was never recommended the care: not counted.
    // Another company's customers, recommended the same care: never counted.
    const theirs = await createTenant(t, 'reach', '丙店');
    const theirTemplate = await templateVisits(theirs);
    await courses(theirs, theirTemplate, 5);

    // The store's staff member (the tenant's owner heads the company and has no store).
    const staff = await t.createUser({
      scope: 'cgo',
      companyUserId: tenant.staffId,
      storeId: tenant.storeId,
      canScan: true,
    });
    const outcomes = await readOutcomes(await t.signIn(staff.mobile));
    expect(outcomes).toMatchObject({ care: CARE, days: 90, minCustomers: 20 });
    expect(Date.now() - Date.parse(outcomes.since)).toBeGreaterThanOrEqual(90 * DAY_MS);

    for (const dimension of ['roughness', 'sensitivity', 'pigment'] as const) {
      const change = template.change(dimension);
      const expected = (n: number) =>
        expect.objectContaining({
          dimension,
          n,
          figures: {
            improved: expect.any(Number),
            median: expect.closeTo(change, 2),
            q1: expect.closeTo(change, 2),
            q3: expect.closeTo(change, 2),
          },
        });
      // 20 of the store, 23 of the company (the other store's 3 too); 40 → 12 days ago is 4 weeks.
      expect(nOf(outcomes.store, 4, dimension)).toEqual(expected(20));
      expect(nOf(outcomes.company, 4, dimension)).toEqual(expected(23));
      // Every customer changed alike: all improved or none.
      expect([0, 1]).toContain(nOf(outcomes.company, 4, dimension)!.figures!.improved);
      expect(nOf(outcomes.company, 8, dimension)).toEqual({ dimension, n: 0, figures: null });
    }
    // Colour was measured uncalibrated: no verdict, so not counted (the verdict rule's).
    expect(nOf(outcomes.company, 4, 'color')).toEqual({ dimension: 'color', n: 0, figures: null });
    // 肤质 and the estimates are not listed.
    expect(outcomes.company[0]!.dimensions.map((d) => d.dimension)).toEqual([
      'roughness',
      'color',
      'sensitivity',
      'pigment',
    ]);

    // The company's head has no store: the company's figures only.
    const head = await readOutcomes(tenant.staffToken);
    expect(head.store).toBeNull();
    expect(nOf(head.company, 4, 'pigment')?.n).toBe(23);
    // The other company sees its 5 customers alone: 样本不足.
    const theirOutcomes = await readOutcomes(theirs.staffToken);
    expect(nOf(theirOutcomes.company, 4, 'pigment')).toEqual({
      dimension: 'pigment',
      n: 5,
      figures: null,
    });
  });

  it('gives n alone below 20 customers (样本不足), and nothing for a care never recommended; goods products too', async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const template = await templateVisits(tenant);
    await courses(tenant, template, 19);
    const outcomes = await readOutcomes(tenant.staffToken);
    expect(nOf(outcomes.company, 4, 'pigment')).toEqual({
      dimension: 'pigment',
      n: 19,
      figures: null,
    });
    const never = await outcomesOf(tenant.staffToken, 'basic-lymph');
    expect(nOf(CareOutcomesSchema.parse(never.json().data).company, 4, 'pigment')?.n).toBe(0);
    // A goods product recommended with the care counts the same customers; another does not.
    for (const [goods, n] of [
      [GOODS, 19],
      ['goods-5-3', 0],
    ] as const) {
      const response = await outcomesOf(tenant.staffToken, goods);
      expect(response.statusCode).toBe(200);
      const outcomes = CareOutcomesSchema.parse(response.json().data);
      expect(nOf(outcomes.company, 4, 'pigment')?.n, goods).toBe(n);
    }
  });

  it('answers 404 for a care not in the catalogue and 400 without one', async () => {
    const tenant = await createTenant(t);
    expect((await outcomesOf(tenant.staffToken, 'no-such-care')).statusCode).toBe(404);
    expect((await outcomesOf(tenant.staffToken, 'goods-11-1')).statusCode).toBe(404);
    const bare = await t.app.inject({
      url: '/api/care-outcomes',
      headers: t.bearer(tenant.staffToken),
    });
    expect(bare.statusCode).toBe(400);
  });
});
