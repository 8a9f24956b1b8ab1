import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from './database';
import { createTestDatabase, type TestDatabase } from './testing';

const databaseUrl = process.env.DATABASE_URL;

const key = (customer: number, stamp: number) => `img/${customer}/490000/${stamp}.jpg`;
const url = (customer: number, stamp: number) => `/home/imagerec/${key(customer, stamp)}`;

/** Customer 1's photos A–F (1–6), one of customer 2's (7). */
const PHOTOS: Array<[customer: number, stamp: number]> = [
  [1, 1_763_800_000_001],
  [1, 1_763_800_000_002],
  [1, 1_763_800_000_003],
  [1, 1_763_800_000_004],
  [1, 1_763_800_000_005],
  [1, 1_763_800_000_006],
  [2, 1_763_800_000_007],
];
const [A, B, C, D, E, F, G] = PHOTOS.map(([customer, stamp]) => url(customer, stamp));
const item = (name: string, normal: string | null, lighting: string | null) => ({
  name,
  normal,
  lighting,
});

describe(`migration 0020: a record's parts come from its photos (${databaseUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let test: TestDatabase | undefined;
  afterAll(() => test?.close());

  it('places the photos only the detect list named, then drops it', async () => {
    test = await createTestDatabase({
      ...(databaseUrl ? { databaseUrl } : {}),
      migratedBefore: '0020',
    });
    const run = (text: string) => test!.database.db.execute(sql.raw(text));
    await run(`insert into customers (full_name, mobile, scope, owner_id)
      values ('张丽', '13900000001', 'cgo', 1), ('王芳', '13900000002', 'cgo', 1)`);
    for (const [customer, stamp] of PHOTOS)
      await run(`insert into photos (customer_id, storage_key, bytes, width, height, sha256)
        values (${customer}, '${key(customer, stamp)}', 1, 1, 1, repeat('0', 64))`);
    // Record 1's photos place A and B (右脸颊) and E at position 5 (下巴); its detect list also
    // names C and D (左脸颊, which the summary listed but no photo row places), F beside E, a
    // part without photos, and customer 2's photo G.
    const detectList = [
      item('yqg', A!, B!),
      item('zlj', C!, D!),
      item('xb', E!, F!),
      item('mx', null, null),
      item('zet', G!, null),
    ];
    await run(`insert into records (customer_id, rec_user_name, scan_type, detect_list)
      values (1, '店长', 'FULL_SCAN', '${JSON.stringify(detectList)}'),
             (2, '店长', 'FULL_SCAN', '[]')`);
    const place = (photo: number, position: number, part: string, light: string, order: number) =>
      run(`update photos set record_id = 1, part = '${part}', position = ${position},
        light_type = '${light}', source = 'upload', scan_order = ${order} where id = ${photo}`);
    await place(1, 0, 'yqg', 'normal', 0);
    await place(2, 0, 'yqg', 'lighting', 1);
    await place(5, 5, 'xb', 'normal', 2);

    // 0020 and every migration after it.
    const fromThisOn = readdirSync(MIGRATIONS_FOLDER).filter(
      (name) => /^\d{4}_.+\.sql$/.test(name) && name >= '0020',
    );
    expect(await test.database.migrate()).toBe(fromThisOn.length);

    const { rows } = (await run(
      `select id, record_id, part, position, light_type, source, scan_order from photos order by id`,
    )) as unknown as { rows: Array<Record<string, unknown>> };
    const placed = (part: string, position: number, light: string, order: number) => ({
      record_id: 1,
      part,
      position,
      light_type: light,
      scan_order: order,
    });
    expect(rows).toEqual([
      { id: 1, ...placed('yqg', 0, 'normal', 0), source: 'upload' },
      { id: 2, ...placed('yqg', 0, 'lighting', 1), source: 'upload' },
      // After the record's other photos (scan order 2), by their place in the list.
      { id: 3, ...placed('zlj', 1, 'normal', 5), source: 'camera' },
      { id: 4, ...placed('zlj', 1, 'lighting', 6), source: 'camera' },
      { id: 5, ...placed('xb', 5, 'normal', 2), source: 'upload' },
      // Beside its pair's normal photo, where the record's photos put the part.
      { id: 6, ...placed('xb', 5, 'lighting', 8), source: 'camera' },
      // Another customer's photo stays out of the record.
      {
        id: 7,
        record_id: null,
        part: null,
        position: null,
        light_type: null,
        source: null,
        scan_order: null,
      },
    ]);
    const columns = (await run(
      `select 1 from information_schema.columns
       where table_name = 'records' and column_name = 'detect_list'`,
    )) as unknown as { rows: unknown[] };
    expect(columns.rows).toHaveLength(0);
  });
});
