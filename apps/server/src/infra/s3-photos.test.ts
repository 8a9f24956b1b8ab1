/**
 * Issue 20 #2: the whole photo path on the S3 store (IMAGE_STORE=s3 against a local
 * S3-compatible server): upload, read, analysis, the marked image's cache, export and erasure
 * all go through the bucket, and nothing is written under DATA_DIR/images.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DetectResponseSchema } from '@skinscope/contracts';
import { startLocalS3 } from '../../test-support/local-s3';
import { setupTestApp } from '../../test-support/test-app';
import { phantomPair } from '../../test-support/visit-fixtures';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  uploadPhoto,
} from '../../test-support/fixtures';
import { openImageStore } from './open-image-store';

let s3: Awaited<ReturnType<typeof startLocalS3>>;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3?.stop());

const s3Config = () => ({ imageStore: { kind: 's3' as const, ...s3.settings } });
const t = setupTestApp({
  config: { analysisWorkers: 1 },
  deps: () => ({ images: openImageStore({ ...t.config, ...s3Config() }) }),
});

it('keeps a visit’s photos, marked images and export in the bucket, and erases them there', async () => {
  const bucket = openImageStore({ ...t.config, ...s3Config() });
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(7);
  const normal = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_001, normalJpeg);
  const polarised = await uploadPhoto(t, tenant, customer.id, 1_763_800_000_002, polarisedJpeg);
  expect(normal.response.statusCode).toBe(200);

  const read = await t.app.inject({ url: normal.url, headers: t.bearer(tenant.staffToken) });
  expect(read.statusCode).toBe(200);
  expect(read.headers['content-type']).toBe('image/jpeg');
  const photoKey = normal.url.replace('/home/imagerec/', '');
  expect((await bucket.get(photoKey))?.equals(read.rawPayload)).toBe(true);

  const detected = await t.app.inject({
    method: 'POST',
    url: '/api/picture/detect',
    headers: t.bearer(tenant.staffToken),
    payload: { normalImage: normal.url, lightImage: polarised.url },
  });
  expect(detected.statusCode).toBe(200);
  const result = DetectResponseSchema.parse(detected.json().data);
  const marked = await t.app.inject({
    url: `/fileSvr/get/${result.pigment.filename}`,
    headers: t.bearer(tenant.staffToken),
  });
  expect(marked.statusCode).toBe(200);
  expect(await bucket.get(`detect/${result.detectionId}/pigment.jpg`)).toBeDefined();

  const admin = await t.createUser({ role: 'admin', scope: 'cgo', companyUserId: tenant.staffId });
  const adminToken = await t.signIn(admin.mobile);
  const exported = await t.app.inject({
    url: `/api/customer/${customer.id}/export`,
    headers: t.bearer(adminToken),
  });
  const files = unzipSync(new Uint8Array(exported.rawPayload));
  const document = JSON.parse(new TextDecoder().decode(files['customer.json']));
  expect(document.photos).toHaveLength(2);
  for (const photo of document.photos) expect(files[photo.file]?.byteLength).toBeGreaterThan(0);

  const erased = await t.app.inject({
    method: 'DELETE',
    url: `/api/customer/${customer.id}`,
    headers: t.bearer(adminToken),
  });
  expect(erased.statusCode).toBe(200);
  expect(await bucket.get(photoKey)).toBeUndefined();
  expect(await bucket.get(`detect/${result.detectionId}/pigment.jpg`)).toBeUndefined();
  expect(existsSync(path.join(t.config.dataDir, 'images'))).toBe(false);
  bucket.close?.();
});
