/**
 * Issue 34 #2's target at its full size (DECISIONS §111): 10,000 customers in two companies,
 * 1,000 of them expired; two runners start at once (two services, and on PostgreSQL two pools,
 * on one database); one run deletes exactly the expired ones' photos and analyses, rows and
 * image objects, on the file store and on an S3 bucket (s3rver), within 60 s; a run after it
 * finds nothing. Every row and object is checked (test-support/retention-scenario.ts, which the
 * test runs at a tenth of the size). `npm run bench -- retention`.
 *
 * The time is wall time on a shared machine, so the run's CPU-seconds in this process (the job,
 * PGlite, s3rver and the S3 client) and the load average are printed beside it. The baseline,
 * measured in the same run on the same store: removing as many customers' objects (a photo
 * folder of two and a mask folder of one each, eight customers at a time, as the job does)
 * straight from the store, with no database at all — what the deletion itself costs.
 */
import { deepStrictEqual } from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@skinscope/db';
import { createTestDatabase } from '@skinscope/db/testing';
import { createFileImageStore, type ImageStore } from '../src/infra/image-store';
import { createS3ImageStore } from '../src/infra/s3-image-store';
import { startLocalS3 } from '../test-support/local-s3';
import { runRetentionScenario } from '../test-support/retention-scenario';
import type { Backend } from './company-app';

const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_S = 60;

async function storesOf(kind: 'file' | 's3') {
  if (kind === 'file') {
    const root = mkdtempSync(path.join(os.tmpdir(), 'skinscope-retention-bench-'));
    return {
      stores: [createFileImageStore(root), createFileImageStore(root)] as [ImageStore, ImageStore],
      close: async () => rmSync(root, { recursive: true, force: true }),
    };
  }
  const s3 = await startLocalS3();
  const stores: [ImageStore, ImageStore] = [
    createS3ImageStore(s3.settings),
    createS3ImageStore(s3.settings),
  ];
  return {
    stores,
    close: async () => {
      for (const store of stores) store.close?.();
      await s3.stop();
    },
  };
}

/** Seconds to remove `customers` customers' three objects straight from the store. */
async function bareStoreSeconds(store: ImageStore, customers: number): Promise<number> {
  const body = Buffer.from('baseline');
  // Folders of ids no seeded customer or analysis has, laid out as theirs.
  const first = 1_000_000;
  for (let id = first; id < first + customers; id += 1) {
    await store.put(`img/${id}/1/1700000000000.jpg`, body);
    await store.put(`img/${id}/1/1700000000001.jpg`, body);
    await store.put(`detect/${id}/masks.bin`, body);
  }
  const started = performance.now();
  let next = first;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < first + customers) {
        const id = next++;
        await store.removeFolder(`img/${id}`);
        await store.removeFolder(`detect/${id}`);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

async function benchOn(backend: Backend, kind: 'file' | 's3'): Promise<boolean> {
  const testDb = await createTestDatabase(
    backend === 'PostgreSQL' ? { databaseUrl: DATABASE_URL } : {},
  );
  // A second replica: its own pool on PostgreSQL; PGlite has one connection per process.
  const second = testDb.url ? await openDatabase({ kind: 'postgres', url: testDb.url }) : null;
  const { stores, close } = await storesOf(kind);
  try {
    const figures = await runRetentionScenario({
      databases: [testDb.database, second ?? testDb.database],
      stores,
      scale: 1,
      check: (what, actual, expected) => deepStrictEqual(actual, expected, what),
    });
    const { run } = figures;
    const bare = await bareStoreSeconds(stores[0], run.customers);
    console.log(
      `  ${backend.padEnd(10)} ${kind.padEnd(4)} store: ${figures.total} customers, ${run.customers} ` +
        `expired erased in ${figures.seconds.toFixed(1)} s (${figures.cpuSeconds.toFixed(1)} CPU-s, ` +
        `load ${figures.load.toFixed(1)}) — ${run.photos} photos, ${run.analyses} analyses, ` +
        `${run.objects} objects; every row and object checked, a second run found nothing; ` +
        `baseline: the same objects removed straight from the store in ${bare.toFixed(1)} s ` +
        `(the run ${(figures.seconds / bare).toFixed(1)}×)`,
    );
    return figures.seconds <= TARGET_S;
  } finally {
    await second?.close();
    await testDb.close();
    await close();
  }
}

export async function bench(): Promise<void> {
  const met: boolean[] = [];
  for (const backend of ['PGlite', 'PostgreSQL'] as const)
    for (const kind of ['file', 's3'] as const) met.push(await benchOn(backend, kind));
  console.log(
    `  target ≤ ${TARGET_S} s on both databases and both stores: ${met.every(Boolean) ? 'met' : 'NOT met'}`,
  );
}
