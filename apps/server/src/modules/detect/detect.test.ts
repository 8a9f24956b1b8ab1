import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DETECT_DIMENSIONS,
  DetectResponseSchema,
  ReportsResponseSchema,
  overlayFilename,
  type DetectResult,
} from '@skinscope/contracts';
import { CALIBRATION } from '@skinscope/analysis';
import { createFileImageStore } from '../../infra/image-store';
import { setupTestApp, type TestApp } from '../../../test-support/test-app';
import { phantomPair } from '../../../test-support/visit-fixtures';
import {
  createTenant,
  giveConsent,
  multipartBody,
  registerCustomer,
  uploadPhoto,
  type Tenant,
} from '../../../test-support/fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

let pair: { normal: Buffer; polarised: Buffer };
let darkPair: { normal: Buffer; polarised: Buffer };
let blurredPair: { normal: Buffer; polarised: Buffer };
let copiedPair: { normal: Buffer; polarised: Buffer };

beforeAll(async () => {
  pair = await phantomPair(7);
  const { normal: normalJpeg, polarised: polarisedJpeg } = pair;
  const darken = (jpeg: Buffer) => sharp(jpeg).linear(0.08, 0).jpeg({ quality: 90 }).toBuffer();
  darkPair = { normal: await darken(normalJpeg), polarised: await darken(polarisedJpeg) };
  const blur = (jpeg: Buffer) => sharp(jpeg).blur(6).jpeg({ quality: 90 }).toBuffer();
  blurredPair = { normal: await blur(normalJpeg), polarised: await blur(polarisedJpeg) };
  // The polarised photo saved again at a lower quality and size: still one photo, not two lights.
  const copy = await sharp(polarisedJpeg).resize(800, 600).jpeg({ quality: 60 }).toBuffer();
  copiedPair = { normal: polarisedJpeg, polarised: copy };
});

let stamp = 1_763_800_000_000;

let mobile = 13_700_000_000;

async function customerPair(tenant: Tenant, photos = pair) {
  const customer = await registerCustomer(t, tenant, { mobile: String((mobile += 1)) });
  await giveConsent(t, tenant, customer.id);
  const normal = await uploadPhoto(t, tenant, customer.id, (stamp += 1), photos.normal);
  const polarised = await uploadPhoto(t, tenant, customer.id, (stamp += 1), photos.polarised);
  expect(normal.response.statusCode).toBe(200);
  return { customer, normalImage: normal.url, lightImage: polarised.url };
}

async function uploadSos(app: TestApp, tenant: Tenant, data: Buffer, userId = tenant.staffId) {
  stamp += 1;
  const where = { dir: `sos/${userId}/${Math.floor(stamp / 3_600_000)}`, name: `${stamp}.jpg` };
  const body = multipartBody(where, { name: 'p.jpg', data });
  const response = await app.app.inject({
    method: 'POST',
    url: '/server/imageb64',
    headers: { ...app.bearer(tenant.staffToken), ...body.headers },
    payload: body.payload,
  });
  return { response, url: `/home/imagerec/${where.dir}/${where.name}` };
}

const detect = (token: string, payload: Record<string, unknown> | string, type?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/picture/detect',
    headers: { ...t.bearer(token), ...(type ? { 'content-type': type } : {}) },
    payload,
  });

function parsed(body: string): DetectResult {
  return DetectResponseSchema.parse(JSON.parse(body).data);
}

describe('POST /api/picture/detect', () => {
  it('analyses a customer pair: seven dimensions, quality, version, marked images', async () => {
    const tenant = await createTenant(t);
    const { normalImage, lightImage } = await customerPair(tenant);
    const response = await detect(tenant.staffToken, { normalImage, lightImage });
    expect(response.statusCode).toBe(200);
    // Spec §3: the data is a JSON string keyed by the seven dimensions.
    expect(typeof JSON.parse(response.body).data).toBe('string');
    const result = parsed(response.body);
    expect(result.quality).toEqual({ ok: true, reasons: [] });
    expect(result.version.engine).toMatch(/\S/);
    for (const dimension of DETECT_DIMENSIONS) {
      const value = result[dimension];
      expect(value.score).toBeGreaterThanOrEqual(0);
      expect(value.score).toBeLessThanOrEqual(100);
      expect(value.filename).toBe(`d${result.detectionId}-${dimension}.jpg`);
    }
    expect(['oil', 'dry', 'mid']).toContain(result.skin_type.type);
    // No device calibration here: colour names no tone (issue 18 #3).
    expect(result.color.result).toBeNull();
    // Issue 18 #6: each dimension's repeatability band, the engine's for an uncalibrated device.
    expect(result.repeatability).toEqual(CALIBRATION.repeatability.uncalibrated);

    // The marked image: rendered on the first request, the same bytes from the cache after.
    const first = await t.app.inject({
      url: `/fileSvr/get/${result.pigment.filename}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toMatch(/^private/);
    const meta = await sharp(first.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1024, 768]);
    const again = await t.app.inject({
      url: `/fileSvr/get/${result.pigment.filename}`,
      headers: { cookie: `skinscope_token=${tenant.staffToken}` },
    });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('accepts the classic form encoding of spec §7 and absolute URLs on this host', async () => {
    const tenant = await createTenant(t);
    const { normalImage, lightImage } = await customerPair(tenant);
    const form = new URLSearchParams({
      normalImage: `http://localhost:80${normalImage}`,
      lightImage,
    }).toString();
    const response = await detect(tenant.staffToken, form, 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(200);
    expect(parsed(response.body).roughness.level).toMatch(/^(none|lightly|moderately|severe)$/);
  });

  it('accepts multipart/form-data fields, as a browser FormData sends them (issue 17 #13)', async () => {
    const tenant = await createTenant(t);
    const { normalImage, lightImage } = await customerPair(tenant);
    const form = multipartBody({ normalImage, lightImage });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/picture/detect',
      headers: { ...t.bearer(tenant.staffToken), ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(parsed(response.body).pigment.level).toMatch(/^(none|lightly|moderately|severe)$/);
    const withFile = multipartBody(
      { normalImage, lightImage },
      { name: 'x.jpg', data: Buffer.from('x') },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/picture/detect',
      headers: { ...t.bearer(tenant.staffToken), ...withFile.headers },
      payload: withFile.payload,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('refuses missing, foreign and non-photo URLs with 400 naming the field', async () => {
    const tenant = await createTenant(t);
    const { normalImage, lightImage } = await customerPair(tenant);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lightImage }, 'normalImage'],
      [{ normalImage, lightImage: '' }, 'lightImage'],
      [{ normalImage: 'https://evil.example.com/x.jpg', lightImage }, 'normalImage'],
      [{ normalImage: `http://169.254.169.254${normalImage}`, lightImage }, 'normalImage'],
      [{ normalImage, lightImage: '/home/imagerec/../../etc/passwd' }, 'lightImage'],
      [{ normalImage, lightImage: '/api/customer' }, 'lightImage'],
      [{ normalImage: 'file:///etc/passwd', lightImage }, 'normalImage'],
      [{ normalImage, lightImage: `${lightImage}?x=1` }, 'lightImage'],
    ];
    for (const [body, field] of cases) {
      const response = await detect(tenant.staffToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().details.issues[0].field).toBe(field);
    }
  });

  it('refuses a pair from two customers', async () => {
    const tenant = await createTenant(t);
    const first = await customerPair(tenant);
    const second = await customerPair(tenant);
    const response = await detect(tenant.staffToken, {
      normalImage: first.normalImage,
      lightImage: second.lightImage,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.issues[0].message).toBe('两张照片须属于同一位顾客');
  });

  it("answers 404 for another company's photos and for photos that do not exist", async () => {
    const ours = await createTenant(t, 'cgo', '甲店');
    const theirs = await createTenant(t, 'reach', '乙店');
    const photos = await customerPair(theirs);
    const foreign = await detect(ours.staffToken, photos);
    expect(foreign.statusCode).toBe(404);
    const own = await customerPair(ours);
    const missing = await detect(ours.staffToken, {
      normalImage: own.normalImage,
      lightImage: own.lightImage.replace(/\d+\.jpg$/, '1700000000000.jpg'),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in member of staff with the scan right', async () => {
    const tenant = await createTenant(t);
    const photos = await customerPair(tenant);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/picture/detect',
      payload: photos,
    });
    expect(anonymous.statusCode).toBe(401);
    const clerk = await t.createUser({ scope: 'cgo', canScan: false });
    const refused = await detect(await t.signIn(clerk.mobile), photos);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('暂无检测权限，请联系管理员');
  });

  it.each([
    ['too dark', () => darkPair, 'TOO_DARK'],
    ['blurred', () => blurredPair, 'BLURRY'],
    // Issue 18 #1: one photo given as both lights is no pair at all.
    ['single-photo', () => ({ normal: pair.normal, polarised: pair.normal }), 'IDENTICAL_PHOTOS'],
    ['re-saved copy', () => copiedPair, 'IDENTICAL_PHOTOS'],
  ])(
    'a %s pair fails the photo checks with a zh-CN reason and no scores',
    async (_, photos, code) => {
      const tenant = await createTenant(t);
      const response = await detect(tenant.staffToken, await customerPair(tenant, photos()));
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.error).toBe('PHOTO_QUALITY');
      expect(body.message).toBe('这组照片无法分析，请按提示重新拍摄');
      expect(body.details.reasons.map((r: { code: string }) => r.code)).toContain(code);
      expect(body.details.reasons[0].message).toMatch(/[\u4e00-\u9fa5]/);
      expect(body.data).toBeUndefined();
    },
  );
});

describe('detection-only photos (SOS screen)', () => {
  it('belong to their uploader alone: upload, read, detect, marked image', async () => {
    const tenant = await createTenant(t);
    const normal = await uploadSos(t, tenant, pair.normal);
    const polarised = await uploadSos(t, tenant, pair.polarised);
    expect(normal.response.statusCode).toBe(200);
    const read = await t.app.inject({ url: normal.url, headers: t.bearer(tenant.staffToken) });
    expect(read.statusCode).toBe(200);

    const response = await detect(tenant.staffToken, {
      normalImage: normal.url,
      lightImage: polarised.url,
    });
    expect(response.statusCode).toBe(200);
    const { elasticity } = parsed(response.body);

    const colleague = await t.createUser({ scope: 'cgo', canScan: true });
    const colleagueToken = await t.signIn(colleague.mobile);
    for (const url of [normal.url, `/fileSvr/get/${elasticity.filename}`]) {
      const other = await t.app.inject({ url, headers: t.bearer(colleagueToken) });
      expect(other.statusCode, url).toBe(404);
    }
    const theirDetect = await detect(colleagueToken, {
      normalImage: normal.url,
      lightImage: polarised.url,
    });
    expect(theirDetect.statusCode).toBe(404);
  });

  it("cannot be uploaded into someone else's folder", async () => {
    const tenant = await createTenant(t);
    const other = await t.createUser({ scope: 'cgo', canScan: true });
    const { response } = await uploadSos(t, tenant, pair.normal, other.id);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /fileSvr/get/{filename}', () => {
  it("refuses bad names, unknown detections and other companies' customers", async () => {
    const ours = await createTenant(t, 'cgo', '甲店');
    const theirs = await createTenant(t, 'skinworker', '丙店');
    const result = parsed((await detect(ours.staffToken, await customerPair(ours))).body);
    const get = (filename: string, token: string) =>
      t.app.inject({ url: `/fileSvr/get/${filename}`, headers: t.bearer(token) });
    expect((await get('..%2F..%2Fetc%2Fpasswd', ours.staffToken)).statusCode).toBe(400);
    expect((await get('d1-unknown.jpg', ours.staffToken)).statusCode).toBe(400);
    expect((await get('d999999-color.jpg', ours.staffToken)).statusCode).toBe(404);
    expect((await get(result.color.filename!, theirs.staffToken)).statusCode).toBe(404);
    expect((await get(result.color.filename!, ours.staffToken)).statusCode).toBe(200);
  });
});

describe('wizard pairs are analysed in the background', () => {
  it('stores each pair of a saved record and reports its ratings and marked images', async () => {
    const tenant = await createTenant(t);
    const { customer, normalImage, lightImage } = await customerPair(tenant);
    const third = await uploadPhoto(t, tenant, customer.id, (stamp += 1), pair.normal);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(tenant.staffToken),
      payload: {
        recordId: 0,
        recCustomerId: customer.id,
        scanType: 'FULL_SCAN',
        scan: {
          photos: [
            { part: 'yqg', position: 0, type: 'normal', url: normalImage },
            { part: 'yqg', position: 0, type: 'lighting', url: lightImage },
            { part: 'zqg', position: 1, type: 'normal', url: third.url },
          ],
        },
      },
    });
    const recordId = created.json().data as number;
    await t.app.detect.idle();

    for (const path of ['/server/skinRecs', '/server/analysis']) {
      const response = await t.app.inject({
        url: `${path}?recMainId=${recordId}`,
        headers: t.bearer(tenant.staffToken),
      });
      expect(response.statusCode).toBe(200);
      const { reports } = ReportsResponseSchema.parse(response.json().data);
      const [report] = reports;
      expect(report!.recordMain).toMatchObject({ recordId, customerName: customer.fullName });
      const [measured, single] = report!.anaParts;
      expect(measured!.detection).toMatchObject({
        status: 'done',
        repeatability: CALIBRATION.repeatability.uncalibrated,
      });
      expect(measured!.partImageRecord.partName).toBe('右颧骨');
      expect(measured!.partImageRecord.sensity).toBeGreaterThanOrEqual(1);
      expect(measured!.partImageRecord.sunresponse).toBeNull();
      expect(measured!.anaFigList).toHaveLength(7);
      expect(measured!.nomalImages[0]!.imageName).toBe(normalImage.split('/').pop());
      // A part with one photo has nothing to analyse and says so; its ratings read '/'.
      expect(single!.detection.status).toBe('incomplete');
      expect(single!.partImageRecord.oil).toBeNull();
    }

    // Saving the same photos again does not analyse them twice.
    await t.app.inject({
      method: 'PUT',
      url: `/api/customer/${recordId}/detect?position=0`,
      headers: t.bearer(tenant.staffToken),
      payload: { name: 'yqg', normal: normalImage, lighting: lightImage },
    });
    await t.app.detect.idle();
    const rows = await t.database.db.query.detections.findMany();
    const ofRecord = rows.filter((row) => row.recordId === recordId);
    expect(ofRecord).toHaveLength(1);

    // Analysing the record's pair on demand replaces its analysis in place (one row per pair,
    // unique index), and the marked image is drawn afresh from the new masks.
    const store = createFileImageStore(path.join(t.config.dataDir, 'images'));
    const cachedOverlay = `detect/${ofRecord[0]!.id}/pigment.jpg`;
    const marked = `/fileSvr/get/${overlayFilename(ofRecord[0]!.id, 'pigment')}`;
    await t.app.inject({ url: marked, headers: t.bearer(tenant.staffToken) });
    expect(await store.get(cachedOverlay)).toBeDefined();
    const again = await detect(tenant.staffToken, { normalImage, lightImage });
    expect(parsed(again.body).detectionId).toBe(ofRecord[0]!.id);
    const after = await t.database.db.query.detections.findMany();
    expect(after.filter((row) => row.recordId === recordId)).toHaveLength(1);
    expect(await store.get(cachedOverlay)).toBeUndefined();
  });

  it('answers 404 for a report of another company and 400 for a bad id', async () => {
    const ours = await createTenant(t, 'cgo', '甲店');
    const theirs = await createTenant(t, 'reach', '乙店');
    const { customer } = await customerPair(ours);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/record',
      headers: t.bearer(ours.staffToken),
      payload: { recordId: 0, recCustomerId: customer.id },
    });
    const recordId = created.json().data as number;
    const foreign = await t.app.inject({
      url: `/server/skinRecs?recMainId=${recordId}`,
      headers: t.bearer(theirs.staffToken),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/server/analysis?recMainId=abc',
      headers: t.bearer(ours.staffToken),
    });
    expect(bad.statusCode).toBe(400);
  });
});
