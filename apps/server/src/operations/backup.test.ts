/**
 * Issue 20 #6: a backup of a PostgreSQL + S3 system restored into an empty database and an empty
 * bucket serves the same customer, record and photo; a restore never overwrites a live system.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@skinscope/db';
import { createEmptyPostgresDatabase } from '@skinscope/db/testing';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createS3ImageStore } from '../infra/s3-image-store';
import { createLogger } from '../logging';
import { startLocalS3 } from '../../test-support/local-s3';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../test-support/fixtures';
import { setupTestApp, testConfig, testHasher } from '../../test-support/test-app';
import { backupSystem, restoreSystem } from './backup';

const POSTGRES = loadConfig().databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

let source: Awaited<ReturnType<typeof startLocalS3>>;
let target: Awaited<ReturnType<typeof startLocalS3>>;
let folder: string;
beforeAll(async () => {
  [source, target] = await Promise.all([startLocalS3('live'), startLocalS3('restored')]);
  folder = mkdtempSync(path.join(os.tmpdir(), 'skinscope-backup-'));
});
afterAll(async () => {
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(folder, { recursive: true, force: true });
});

const t = setupTestApp({
  config: { databaseUrl: POSTGRES },
  deps: () => ({ images: createS3ImageStore(source.settings) }),
});

it('restores a system into an empty one that serves the same customer, record and photo', async () => {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const photo = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: {
      recordId: 0,
      recCustomerId: customer.id,
      scan: { photos: [{ part: 'zqg', position: 0, type: 'normal', url: photo.url }] },
    },
  });
  const recordId = saved.json().data as number;
  const photoBytes = (await t.app.inject({ url: photo.url, headers: t.bearer(tenant.staffToken) }))
    .rawPayload;

  const sourceStore = createS3ImageStore(source.settings);
  const backedUp = await backupSystem({ databaseUrl: t.databaseUrl!, store: sourceStore, folder });
  expect(backedUp.files).toBeGreaterThanOrEqual(1);

  // A live system is never a restore's target.
  await expect(
    restoreSystem({ databaseUrl: t.databaseUrl!, store: sourceStore, folder }),
  ).rejects.toThrow('目标数据库不是空的');

  const empty = await createEmptyPostgresDatabase(POSTGRES);
  const targetStore = createS3ImageStore(target.settings);
  const database = await openDatabase({ kind: 'postgres', url: empty.url });
  try {
    const restored = await restoreSystem({ databaseUrl: empty.url, store: targetStore, folder });
    expect(restored.files).toBe(backedUp.files);
    const app = await buildApp(testConfig({ databaseUrl: empty.url }), {
      database,
      images: targetStore,
      hasher: testHasher,
      logger: createLogger({ logLevel: 'silent' }),
    });
    try {
      const headers = { authorization: `Bearer ${tenant.staffToken}` };
      const detail = await app.inject({ url: `/api/customer/${customer.id}`, headers });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data).toMatchObject({ id: customer.id, fullName: customer.fullName });
      // The photographed visit was not finished: it is the customer's draft.
      const drafts = await app.inject({ url: `/api/customer/${customer.id}/drafts`, headers });
      expect(drafts.statusCode).toBe(200);
      expect(drafts.json().data).toMatchObject([{ id: recordId }]);
      const image = await app.inject({ url: photo.url, headers });
      expect(image.statusCode).toBe(200);
      expect(image.rawPayload.equals(photoBytes)).toBe(true);
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await empty.drop();
    sourceStore.close?.();
  }
});
