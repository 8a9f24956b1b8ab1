import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { CURRENT_CONSENT_VERSION } from '@skinscope/contracts';
import { FIRST_VISIT_ANSWERS } from '@skinscope/domain/testing';
import type { TestApp } from './test-app';

/** A real JPEG like the microscope's, carrying EXIF that the server must strip. */
export async function microscopeJpeg(seed = 0): Promise<Buffer> {
  return sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 150 + seed, b: 130 } },
  })
    .withExif({ IFD0: { Copyright: 'SECRET-SERIAL-123', Make: 'EyeScope' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A syntactically valid PNG header announcing absurd dimensions (a decompression bomb). */
export function hugePngHeader(width = 100_000, height = 100_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A file part of a multipart body; its part name is `file` unless `field` says otherwise. */
interface FilePart {
  name: string;
  data: Buffer;
  type?: string;
  field?: string;
}

export function multipartBody(fields: Record<string, string>, files?: FilePart | FilePart[]) {
  const boundary = '----skinscope-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files === undefined ? [] : [files].flat()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface Tenant {
  staffToken: string;
  staffId: number;
  /** To sign the staff member in anew (a new session reads her facts afresh). */
  staffMobile: string;
  storeId: number;
}

/** A company (scope + owner) with one store and one staff member who may scan. */
export async function createTenant(
  t: TestApp,
  scope: 'cgo' | 'reach' | 'skinworker' = 'cgo',
  name = '门店',
): Promise<Tenant> {
  const admin = await t.createUser({ role: 'admin', scope: 'reach' });
  const adminToken = await t.signIn(admin.mobile);
  const owner = await t.createUser({ scope, canScan: true, fullName: `${name}店长` });
  const store = await t.app.inject({
    method: 'POST',
    url: '/api/store',
    headers: t.bearer(adminToken),
    payload: { name, scope, companyUserId: owner.id },
  });
  return {
    staffToken: await t.signIn(owner.mobile),
    staffId: owner.id,
    staffMobile: owner.mobile,
    storeId: store.json().data.id,
  };
}

/** Posts the new-customer form (a valid one, changed by `overrides`) and returns the response. */
export function postCustomer(t: TestApp, tenant: Tenant, overrides: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/server/recCustomer',
    headers: t.bearer(tenant.staffToken),
    payload: {
      fullName: '张丽',
      mobile: '13912345678',
      gender: 'female',
      age: 32,
      storeId: tenant.storeId,
      ...overrides,
    },
  });
}

export async function registerCustomer(
  t: TestApp,
  tenant: Tenant,
  overrides: Record<string, unknown> = {},
) {
  const response = await postCustomer(t, tenant, overrides);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { id: number; fullName: string; mobile: string };
}

export async function giveConsent(t: TestApp, tenant: Tenant, customerId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/consent`,
    headers: t.bearer(tenant.staffToken),
    payload: { version: CURRENT_CONSENT_VERSION },
  });
}

export function photoPath(customerId: number, stamp = Date.now()) {
  return { dir: `img/${customerId}/${Math.floor(stamp / 3_600_000)}`, name: `${stamp}.jpg` };
}

export async function uploadPhoto(
  t: TestApp,
  tenant: Tenant,
  customerId: number,
  stamp = Date.now(),
  data?: Buffer,
) {
  const where = photoPath(customerId, stamp);
  const body = multipartBody(where, {
    name: 'capture.jpg',
    data: data ?? (await microscopeJpeg()),
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/server/imageb64',
    headers: { ...t.bearer(tenant.staffToken), ...body.headers },
    payload: body.payload,
  });
  return { response, url: `/home/imagerec/${where.dir}/${where.name}` };
}

/** A re-check's path skips help and the last four pages. */
const RECHECK_ANSWERS = {
  ...FIRST_VISIT_ANSWERS,
  help: [],
  nursing: [],
  ambition: [],
  concern: [],
  original: [],
};

/**
 * Saves the summary of a (female customer's) record, as the summary screen does: the record
 * stops being a draft and counts as a visit (issue 17 #26). Its photo pairs stay as they are.
 */
export async function finishVisit(t: TestApp, token: string, recordId: number): Promise<void> {
  const stored = await t.app.inject({
    url: `/api/customer/record/${recordId}`,
    headers: t.bearer(token),
  });
  if (stored.statusCode !== 200) throw new Error(stored.body);
  const { scanType } = stored.json().data as { scanType: string };
  const answers =
    scanType === 'PHOTO_ONLY'
      ? undefined
      : scanType === 'RETRY_SCAN'
        ? RECHECK_ANSWERS
        : FIRST_VISIT_ANSWERS;
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record/full',
    headers: t.bearer(token),
    payload: { recordId, answers },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
}
