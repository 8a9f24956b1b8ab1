/**
 * Issue 34 #2's target scenario (DECISIONS §111) at a tenth of its size: 1,000 customers, 100 of
 * them expired, on the file store and on an S3 bucket, two runners (two services, and on
 * PostgreSQL two pools, on one database) at once; one run deletes exactly the expired ones'
 * photos and analyses, rows and image objects, and a run after it finds nothing. Every rule of
 * the full size is exercised; the full size and its time are `npm run bench -- retention`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@skinscope/db';
import { createTestDatabase, type TestDatabase } from '@skinscope/db/testing';
import { loadConfig } from '../../config';
import { createFileImageStore, type ImageStore } from '../../infra/image-store';
import { createS3ImageStore } from '../../infra/s3-image-store';
import { startLocalS3 } from '../../../test-support/local-s3';
import { runRetentionScenario } from '../../../test-support/retention-scenario';

describe.each(['file', 's3'] as const)('issue 34 #2: retention on the %s store', (kind) => {
  let testDb: TestDatabase;
  let second: Database | undefined;
  let stores: [ImageStore, ImageStore];
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const databaseUrl = loadConfig().databaseUrl;
    testDb = await createTestDatabase(databaseUrl ? { databaseUrl } : {});
    // A second replica: its own pool on PostgreSQL; PGlite has one connection per process.
    second = testDb.url ? await openDatabase({ kind: 'postgres', url: testDb.url }) : undefined;
    if (kind === 'file') {
      const root = mkdtempSync(path.join(os.tmpdir(), 'skinscope-retention-'));
      stores = [createFileImageStore(root), createFileImageStore(root)];
      cleanUp = async () => rmSync(root, { recursive: true, force: true });
    } else {
      const s3 = await startLocalS3();
      stores = [createS3ImageStore(s3.settings), createS3ImageStore(s3.settings)];
      cleanUp = async () => {
        for (const store of stores) store.close?.();
        await s3.stop();
      };
    }
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await testDb?.close();
    await cleanUp?.();
  });

  it('one run deletes exactly the expired customers’ photos and analyses, once, with two runners', async () => {
    const figures = await runRetentionScenario({
      databases: [testDb.database, second ?? testDb.database],
      stores,
      scale: 0.1,
      check: (what, actual, expected) => expect(actual, what).toEqual(expected),
    });
    expect(figures.total).toBe(1000);
    expect(figures.run.customers).toBe(100);
  }, 120_000);
});
