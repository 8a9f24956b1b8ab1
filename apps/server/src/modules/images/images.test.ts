import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { photos } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  hugePngHeader,
  microscopeJpeg,
  multipartBody,
  photoPath,
  registerCustomer,
  uploadPhoto,
} from '../../../test-support/fixtures';

const t = setupTestApp();

async function consentedCustomer() {
  const tenant = await createTenant(t);
  const customer = await registerCustomer(t, tenant);
  await giveConsent(t, tenant, customer.id);
  return { tenant, customer };
}

function filesOnDisk(): string[] {
  const root = path.join(t.config.dataDir, 'images');
  try {
    return readdirSync(root, { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.jpg'));
  } catch {
    return [];
  }
}

describe('POST /server/imageb64', () => {
  it('stores a real photo re-encoded without EXIF and answers the plain text ok', async () => {
    const { tenant, customer } = await consentedCustomer();
    const original = await microscopeJpeg();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { response, url } = await uploadPhoto(
      t,
      tenant,
      customer.id,
      1_763_800_000_000,
      original,
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('ok');
    expect(response.headers['content-type']).toContain('text/plain');

    const served = await t.app.inject({ url, headers: t.bearer(tenant.staffToken) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('private');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('SECRET-SERIAL-123'))).toBe(false);
  });

  it('refuses a customer photo from staff without canScan, like every consultation write', async () => {
    const { tenant, customer } = await consentedCustomer();
    const viewer = await t.createUser({ scope: 'cgo', companyUserId: tenant.staffId });
    const viewerTenant = { ...tenant, staffToken: await t.signIn(viewer.mobile) };
    const before = filesOnDisk();
    const { response } = await uploadPhoto(t, viewerTenant, customer.id, 1_763_800_100_000);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: 'NOT_AUTHORIZED_TO_CHECK',
      message: '暂无检测权限，请联系管理员',
    });
    expect(filesOnDisk()).toEqual(before);
  });

  it('answers a multipart body without its boundary, or cut short, with 400', async () => {
    const { tenant, customer } = await consentedCustomer();
    const before = filesOnDisk();
    const form = multipartBody(photoPath(customer.id, 1_763_800_200_000), {
      name: 'capture.jpg',
      data: await microscopeJpeg(),
    });
    const post = (payload: Buffer, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/server/imageb64',
        headers: { ...t.bearer(tenant.staffToken), 'content-type': contentType },
        payload,
      });
    for (const response of [
      await post(form.payload, 'multipart/form-data'),
      await post(form.payload, 'multipart/form-data; boundary=elsewhere'),
      await post(form.payload.subarray(0, 120), form.headers['content-type']),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'UPLOAD_INCOMPLETE',
        message: '上传内容不完整，请重新上传',
      });
    }
    expect(filesOnDisk()).toEqual(before);
  });

  it('refuses photos of a customer without consent on record', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    const before = filesOnDisk();
    const { response } = await uploadPhoto(t, tenant, customer.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('顾客尚未签署知情同意，不能上传照片');
    expect(filesOnDisk()).toEqual(before);
  });

  const bad: Array<
    [string, () => Promise<{ fields?: Record<string, string>; data?: Buffer }>, number]
  > = [
    ['a 0-byte file', async () => ({ data: Buffer.alloc(0) }), 400],
    ['a truncated JPEG', async () => ({ data: (await microscopeJpeg()).subarray(0, 300) }), 415],
    [
      'an HTML file named .jpg',
      async () => ({ data: Buffer.from('<html><script>alert(1)</script></html>') }),
      415,
    ],
    ['a PNG announcing 100000×100000 pixels', async () => ({ data: hugePngHeader() }), 415],
    [
      'a dir with ..',
      async () => ({ fields: { dir: 'img/1/../../etc', name: '1763800000000.jpg' } }),
      400,
    ],
    [
      'an absolute dir',
      async () => ({ fields: { dir: '/etc/passwd', name: '1763800000000.jpg' } }),
      400,
    ],
    ['a name that is not a timestamp', async () => ({ fields: { name: 'face.jpg' } }), 400],
    ['a name with a path', async () => ({ fields: { name: '../1763800000000.jpg' } }), 400],
  ];

  it.each(bad)(
    'refuses %s with a clear message and writes nothing',
    async (_name, make, status) => {
      const { tenant, customer } = await consentedCustomer();
      const { fields, data } = await make();
      const before = filesOnDisk();
      const body = multipartBody(
        { ...photoPath(customer.id), ...fields },
        { name: 'x.jpg', data: data ?? (await microscopeJpeg()) },
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/server/imageb64',
        headers: { ...t.bearer(tenant.staffToken), ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(/[\u4e00-\u9fa5]/);
      expect(filesOnDisk()).toEqual(before);
      expect(await t.database.db.select().from(photos)).toEqual([]);
    },
  );

  it('refuses a file over 10 MB', async () => {
    const { tenant, customer } = await consentedCustomer();
    const before = filesOnDisk();
    const body = multipartBody(photoPath(customer.id), {
      name: 'x.jpg',
      data: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/server/imageb64',
      headers: { ...t.bearer(tenant.staffToken), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(413);
    expect(filesOnDisk()).toEqual(before);
  });

  it("refuses another company's customer folder as if it did not exist", async () => {
    const { customer } = await consentedCustomer();
    const other = await createTenant(t, 'cgo', '别家');
    const { response } = await uploadPhoto(t, other, customer.id);
    expect(response.statusCode).toBe(404);
  });
});

describe('reading photos', () => {
  it('serves them by cookie for <img>, never to another company, and audits each read', async () => {
    const { tenant, customer } = await consentedCustomer();
    const stamp = 1_763_800_000_000;
    const { url } = await uploadPhoto(t, tenant, customer.id, stamp);
    const byCookie = await t.app.inject({
      url,
      headers: { cookie: `other=1; skinscope_token=${tenant.staffToken}` },
    });
    expect(byCookie.statusCode).toBe(200);
    const download = await t.app.inject({
      url: `/server/download?fileName=${url.replace('/home/imagerec/', '')}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(download.statusCode).toBe(200);
    const other = await createTenant(t, 'cgo', '别家');
    expect((await t.app.inject({ url, headers: t.bearer(other.staffToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    // The cookie never signs in anything but image GETs.
    expect(
      (
        await t.app.inject({
          url: '/api/customer',
          headers: { cookie: `skinscope_token=${tenant.staffToken}` },
        })
      ).statusCode,
    ).toBe(401);
    const { auditLog } = await import('@skinscope/db');
    const reads = (await t.database.db.select().from(auditLog)).filter(
      (row) => row.action === 'photo.read',
    );
    expect(reads).toHaveLength(2);
  });
});
