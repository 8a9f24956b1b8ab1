import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from './database';

/** Runs the committed migration files whose names start with one of `prefixes`, in order. */
async function applyMigrations(db: PGlite, prefixes: string[]): Promise<void> {
  const files = readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql') && prefixes.some((p) => name.startsWith(p)))
    .sort();
  for (const file of files) {
    const text = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
  }
}

const photo = (customer: number, key: string) =>
  `insert into photos (customer_id, storage_key, bytes, width, height, sha256)
   values (${customer}, '${key}', 1, 1, 1, repeat('0', 64))`;

describe('migration 0007: a record keeps its photos in the photos table only', () => {
  it('rebuilds the links from each record’s scan, in its order, and lets go of the rest', async () => {
    const db = new PGlite();
    await applyMigrations(db, ['0000', '0001', '0002', '0003', '0004', '0005', '0006']);
    await db.exec(`
      insert into customers (full_name, mobile, scope, owner_id) values ('张丽', '13900000001', 'cgo', 1);
      ${photo(1, 'img/1/490000/1763800000001.jpg')};
      ${photo(1, 'img/1/490000/1763800000002.jpg')};
      ${photo(1, 'img/1/490000/1763800000003.jpg')};
      insert into records (customer_id, rec_user_name, scan_type, scan) values (1, '店长', 'FULL_SCAN',
        '{"photos":[
          {"part":"zqg","position":0,"type":"lighting","url":"/home/imagerec/img/1/490000/1763800000002.jpg"},
          {"part":"zqg","position":0,"type":"normal","url":"/home/imagerec/img/1/490000/1763800000001.jpg"}]}');
      -- a photo linked once but no longer in the scan (retaken)
      update photos set record_id = 1, part = 'zqg', position = 0, light_type = 'normal'
        where storage_key = 'img/1/490000/1763800000003.jpg';
    `);
    await applyMigrations(db, ['0007']);
    const { rows } = await db.query<Record<string, unknown>>(
      `select storage_key, record_id, part, position, light_type, source, scan_order
       from photos order by id`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        record_id: 1,
        light_type: 'normal',
        source: 'camera',
        scan_order: 1,
      }),
      expect.objectContaining({
        record_id: 1,
        part: 'zqg',
        position: 0,
        light_type: 'lighting',
        scan_order: 0,
      }),
      expect.objectContaining({ record_id: null, part: null, scan_order: null }),
    ]);
    const columns = await db.query(
      `select 1 from information_schema.columns where table_name = 'records' and column_name = 'scan'`,
    );
    expect(columns.rows).toHaveLength(0);
    await db.close();
  });
});

describe('migration 0017: a job that gave up keeps why', () => {
  it('names a lost photo for the jobs that failed on one, an analysis error for the others', async () => {
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const before = readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql') && name < '0017')
      .map((name) => name.slice(0, 4));
    await applyMigrations(db, before);
    const job = (normal: string, state: string, lastError: string | null) =>
      `insert into analysis_jobs (record_id, part, position, normal_key, polarised_key, state, last_error)
       values (1, 'zqg', 0, '${normal}', 'p-${normal}', '${state}', ${lastError ? `'${lastError}'` : 'null'})`;
    await db.exec(`
      insert into customers (full_name, mobile, scope, owner_id) values ('张丽', '13900000001', 'cgo', 1);
      insert into records (customer_id, rec_user_name, scan_type) values (1, '店长', 'FULL_SCAN');
      ${job('lost', 'failed', 'MissingPhotoError')};
      ${job('broken', 'failed', 'Error ERR_DECODE')};
      ${job('fine', 'done', null)};
    `);
    await applyMigrations(db, ['0017']);
    const { rows } = await db.query<Record<string, unknown>>(
      `select normal_key, failure_reason from analysis_jobs order by id`,
    );
    expect(rows).toEqual([
      { normal_key: 'lost', failure_reason: 'photo_missing' },
      { normal_key: 'broken', failure_reason: 'analysis_error' },
      { normal_key: 'fine', failure_reason: null },
    ]);
    await db.close();
    // Every migration from an empty database: ≈ 5 s idle, several times that on 2 busy cores.
  }, 90_000);
});

describe('migration 0025: a test-retest pair keeps its captures’ scores beside their analyses', () => {
  it('fills the stored pairs’ scores from their results, null where a dimension was not scored', async () => {
    const db = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const upTo24 = Array.from({ length: 25 }, (_, i) => String(i).padStart(4, '0'));
    await applyMigrations(db, upTo24);
    const capture = (roughness: number | null) =>
      JSON.stringify({
        result: { roughness: { score: roughness }, pigment: { score: 71.5 } },
        quality: { ok: true, reasons: [] },
        version: { engine: '3.1.0', calibration: '2026.8' },
      });
    await db.exec(`
      insert into retest_pairs (scope, owner_id, device_label, part, test_normal_key,
        test_polarised_key, retest_normal_key, retest_polarised_key, test, retest,
        test_accepted, retest_accepted, engine_version)
      values ('cgo', 1, 'USB Microscope', 'zlj', 'a', 'b', 'c', 'd',
        '${capture(80)}', '${capture(null)}', true, true, '3.1.0');
    `);
    await applyMigrations(db, ['0025']);
    const { rows } = await db.query<{ test_scores: object; retest_scores: object }>(
      'select test_scores, retest_scores from retest_pairs',
    );
    expect(rows[0]!.test_scores).toMatchObject({ roughness: 80, pigment: 71.5, color: null });
    expect(rows[0]!.retest_scores).toMatchObject({ roughness: null, pigment: 71.5 });
    await db.close();
  });
});
