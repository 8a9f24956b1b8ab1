import { describe, expect, it } from 'vitest';
import { max, sql } from 'drizzle-orm';
import { customers, installationMilestones } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';

/**
 * Small thresholds instead of 80,000 and 100,000: seeding 100,000 customers with photos took
 * over 60 s on PGlite. The rule at the real numbers is `filingLevel`'s test (contracts).
 */
const THRESHOLDS = { warning: 8, duty: 10 };
const t = setupTestApp({ deps: () => ({ filingThresholds: THRESHOLDS }) });

/**
 * `count` customers of one company, each with `photosEach` photo rows, the n-th customer's
 * first stored at `firstAt` + n seconds, her next ones an hour apart; in SQL, as a bulk load.
 */
async function seedCustomersWithPhotos(
  ownerId: number,
  count: number,
  { firstAt = '2026-01-01T00:00:00Z', photosEach = 1, scope = 'cgo' } = {},
) {
  const { db } = t.database;
  const [before] = await db.select({ id: max(customers.id) }).from(customers);
  const after = before?.id ?? 0;
  await db.execute(sql`
    insert into customers (full_name, mobile, scope, owner_id)
    select '顾客', '139' || lpad(i::text, 8, '0'), ${scope}, ${ownerId}
    from generate_series(1, ${count}) as i`);
  await db.execute(sql`
    insert into photos (customer_id, storage_key, bytes, width, height, sha256, created_at)
    select c.id, 'img/' || c.id || '/1/' || k || '.jpg', 1000, 1024, 768, repeat('0', 64),
           ${firstAt}::timestamptz + (c.id - ${after} - 1) * interval '1 second'
             + (k - 1) * interval '1 hour'
    from customers c, generate_series(1, ${photosEach}) as k
    where c.id > ${after}`);
}

function readStatus(token: string) {
  return t.app.inject({ url: '/api/admin/filing-threshold', headers: t.bearer(token) });
}

async function signedInAdmin() {
  return t.signIn((await t.createUser({ role: 'admin', scope: 'reach' })).mobile);
}

describe('issue 34 #4: customers with stored photos against the filing threshold', () => {
  it('counts each customer with photos once, per company; only administrators read it', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', canScan: true, fullName: '丽人美容' });
    const spa = await t.createUser({ scope: 'reach', fullName: '花间水疗' });
    await seedCustomersWithPhotos(salon.id, 3, { photosEach: 2 });
    await seedCustomersWithPhotos(spa.id, 2, { scope: 'reach' });
    // A customer without photos does not count.
    await t.database.db.execute(
      sql`insert into customers (full_name, mobile, scope, owner_id) values ('无照片', '13700000000', 'cgo', ${salon.id})`,
    );

    const refused = await readStatus(await t.signIn(salon.mobile));
    expect(refused.statusCode).toBe(403);
    const response = await readStatus(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 5,
      companies: [
        { scope: 'cgo', ownerId: salon.id, name: '丽人美容', customers: 3 },
        { scope: 'reach', ownerId: spa.id, name: '花间水疗', customers: 2 },
      ],
      level: 'none',
      warningAt: 8,
      dutyAt: 10,
      crossedAt: null,
      workingDays: 30,
    });
  });

  it('warns at the first threshold, names the duty at the second with the day it was crossed, and never moves that day', async () => {
    const admin = await signedInAdmin();
    const salon = await t.createUser({ scope: 'cgo', fullName: '丽人美容' });
    await seedCustomersWithPhotos(salon.id, 7);
    expect((await readStatus(admin)).json().data).toMatchObject({ total: 7, level: 'none' });
    await seedCustomersWithPhotos(salon.id, 1, { firstAt: '2026-02-01T00:00:00Z' });
    expect((await readStatus(admin)).json().data).toMatchObject({ total: 8, level: 'warning' });

    // Three more from 1 March, two photos each: the second of them is the 10th customer.
    await seedCustomersWithPhotos(salon.id, 3, { firstAt: '2026-03-01T00:00:00Z', photosEach: 2 });
    const crossedAt = '2026-03-01T00:00:01.000Z';
    expect((await readStatus(admin)).json().data).toMatchObject({
      total: 11,
      level: 'duty',
      crossedAt,
    });
    const [milestone] = await t.database.db.select().from(installationMilestones);
    expect(milestone).toMatchObject({ key: 'filing-duty', observedCount: 11 });

    // Erasures bring the count under the threshold: the duty and its day stay.
    await t.database.db.execute(
      sql`delete from photos where customer_id in (select id from customers order by id limit 4)`,
    );
    expect((await readStatus(admin)).json().data).toMatchObject({
      total: 7,
      level: 'duty',
      crossedAt,
    });
    await seedCustomersWithPhotos(salon.id, 5, { firstAt: '2026-06-01T00:00:00Z' });
    expect((await readStatus(admin)).json().data).toMatchObject({ total: 12, crossedAt });
    expect(await t.database.db.select().from(installationMilestones)).toHaveLength(1);
  });
});
