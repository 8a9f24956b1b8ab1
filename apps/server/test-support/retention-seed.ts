import { sql } from 'drizzle-orm';
import type { Db } from '@skinscope/db';
import type { ImageStore } from '../src/infra/image-store';

/**
 * Customers for the retention job's tests (issue 34 #2), written straight into the tables in a
 * few statements each: a finished visit at `lastVisit` with a photo pair (rows only) and its
 * analysis. `storeObjects` writes the objects of the customers the test wants in the image store.
 */
export interface SeededCustomer {
  id: number;
  detectionId: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
let mobileSeq = 0;

export async function seedVisitedCustomers(
  db: Db,
  group: { ownerId: number; storeId: number | null; count: number; lastVisit: Date },
): Promise<SeededCustomer[]> {
  const at = group.lastVisit.toISOString();
  const registered = new Date(group.lastVisit.getTime() - 86_400_000).toISOString();
  const offset = mobileSeq;
  mobileSeq += group.count;
  const rows = rowsOf<{ id: number; customer_id: number }>(
    await db.execute(sql`
      with new_customers as (
        insert into customers (full_name, mobile, scope, owner_id, store_id, created_at, updated_at)
        select '顾客' || g, '13' || lpad((${offset} + g)::text, 9, '0'), 'cgo', ${group.ownerId},
               ${group.storeId}, ${registered}::timestamptz, ${registered}::timestamptz
        from generate_series(1, ${group.count}) g
        returning id
      ), new_records as (
        insert into records (customer_id, rec_user_name, scan_type, completed_at, created_at, updated_at)
        select id, '店长', 'FULL_SCAN', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz
        from new_customers
        returning id, customer_id
      ), new_photos as (
        insert into photos (customer_id, record_id, part, position, light_type, source, scan_order,
                            storage_key, bytes, width, height, sha256, created_at)
        select r.customer_id, r.id, 'zqg', 0, (array['normal', 'lighting'])[k + 1], 'camera', k,
               'img/' || r.customer_id || '/1/' || (1700000000000 + k) || '.jpg', 1000, 1024, 768,
               md5(r.id || '-' || k) || md5(k || '-' || r.id), ${at}::timestamptz
        from new_records r, generate_series(0, 1) k
        returning id
      )
      insert into detections (customer_id, record_id, part, position, normal_key, polarised_key,
                              quality, version, created_at)
      select r.customer_id, r.id, 'zqg', 0,
             'img/' || r.customer_id || '/1/1700000000000.jpg',
             'img/' || r.customer_id || '/1/1700000000001.jpg',
             '{"ok":true,"reasons":[]}'::jsonb, '{"engine":"t","calibration":"t"}'::jsonb,
             ${at}::timestamptz
      from new_records r
      returning id, customer_id`),
  );
  return rows.map((row) => ({ id: row.customer_id, detectionId: row.id }));
}

/** The three objects a seeded customer has in the image store: her photo pair and the masks. */
export function objectKeysOf(customer: SeededCustomer): string[] {
  return [
    `img/${customer.id}/1/1700000000000.jpg`,
    `img/${customer.id}/1/1700000000001.jpg`,
    `detect/${customer.detectionId}/masks.bin`,
  ];
}

/**
 * Writes the customers' objects, `parallel` customers at a time (an S3 bucket takes them side
 * by side; one customer's objects one after another: s3rver fails two writes into one new folder).
 */
export async function storeObjects(
  store: ImageStore,
  customers: readonly SeededCustomer[],
  parallel = 8,
): Promise<void> {
  const body = Buffer.from('seeded');
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < customers.length)
        for (const key of objectKeysOf(customers[next++]!))
          await store.put(key, body).catch((error: unknown) => {
            throw new Error(`put ${key}`, { cause: error });
          });
    }),
  );
}

/** A data request of hers in the given state (issue 34 #1's table). */
export async function insertDataRequests(
  db: Db,
  ownerId: number,
  customerIds: readonly number[],
  status: 'open' | 'done' | 'cancelled',
): Promise<void> {
  await db.execute(sql`
    insert into data_requests (customer_id, scope, owner_id, kind, status, due_on)
    select id, 'cgo', ${ownerId}, 'erase_photos', ${status}, current_date + 21
    from unnest(${`{${customerIds.join(',')}}`}::int[]) as id`);
}

/**
 * A study of the company with a 0 / 14 / 28-day schedule (window 3 days) and the customers
 * enrolled, consenting at `consentedAt`: open while consent + 31 days lies ahead.
 */
export async function enrolInStudy(
  db: Db,
  ownerId: number,
  customerIds: readonly number[],
  consentedAt: Date,
): Promise<void> {
  const protocol = {
    name: '保湿功效研究',
    sponsor: '',
    subject: 'product',
    design: 'single_arm',
    parts: ['zqg'],
    controlParts: [],
    primary: 'corneum',
    secondary: [],
    schedule: [0, 14, 28],
    windowDays: 3,
    targetSize: 30,
    inclusion: '',
  };
  const [study] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into studies (scope, owner_id) values ('cgo', ${ownerId}) returning id`,
    ),
  );
  const [version] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into study_protocols (study_id, version, protocol, locked_at)
      values (${study!.id}, 1, ${JSON.stringify(protocol)}::jsonb, ${consentedAt.toISOString()}::timestamptz)
      returning id`),
  );
  await db.execute(sql`
    insert into study_enrolments (study_id, protocol_id, customer_id, code, arm, consent_version,
                                  consent_text_hash, consented_at)
    select ${study!.id}, ${version!.id}, id, 'P' || ordinality, 'treated', 'research-1',
           repeat('0', 64), ${consentedAt.toISOString()}::timestamptz
    from unnest(${`{${customerIds.join(',')}}`}::int[]) with ordinality as u(id, ordinality)`);
}
