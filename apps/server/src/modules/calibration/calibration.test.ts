import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, detections } from '@skinscope/db';
import {
  CalibrationSchema,
  CurrentDeviceCalibrationSchema,
  DetectResponseSchema,
  type Calibration,
} from '@skinscope/contracts';
import { parseDeviceCalibration } from '@skinscope/analysis';
import { greyCardJpeg } from '../../../test-support/grey-card';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, multipartBody, type Tenant } from '../../../test-support/fixtures';
import {
  consentedCustomer,
  phantomPair,
  staffApi,
  uploadPair,
} from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

const DEVICE = 'USB Microscope (1234:5678)';
let card: { normal: Buffer; polarised: Buffer };
let skin: { normal: Buffer; polarised: Buffer };

beforeAll(async () => {
  card = {
    normal: await greyCardJpeg({ seed: 1 }),
    // Polarised light loses about half the light in the filters; the camera's exposure differs.
    polarised: await greyCardJpeg({ seed: 2, exposure: 0.8, tint: [1.1, 1, 0.88] }),
  };
  skin = await phantomPair(7);
});

function calibrate(
  token: string,
  fields: Record<string, string> = {},
  photos: { normal?: Buffer; polarised?: Buffer } = card,
) {
  const files = (['normal', 'polarised'] as const).flatMap((field) => {
    const data = photos[field];
    return data ? [{ field, name: `${field}.jpg`, data }] : [];
  });
  const body = multipartBody({ deviceLabel: DEVICE, name: '一号显微镜', ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/calibration',
    headers: { ...t.bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const list = async (token: string): Promise<Calibration[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/calibration',
    headers: t.bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

async function colleagueOf(tenant: Tenant): Promise<string> {
  const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
  return t.signIn(colleague.mobile);
}

describe('POST /api/calibration', () => {
  it('lets a store manager calibrate a device: the fit, its version, the audit row', async () => {
    const tenant = await createTenant(t);
    const response = await calibrate(tenant.staffToken, { storeId: String(tenant.storeId) });
    expect(response.statusCode, response.body).toBe(200);
    const created = CalibrationSchema.parse(response.json().data);
    expect(created).toMatchObject({
      deviceLabel: DEVICE,
      name: '一号显微镜',
      storeId: tenant.storeId,
      version: 1,
      current: true,
    });
    // The card was darker at the corners (20 % fall-off) and tinted red by the camera.
    expect(created.report.normal.vignettingPercent).toBeGreaterThan(5);
    const [r, g, b] = created.report.normal.gains;
    expect(b).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'calibration.created'));
    expect(audit).toMatchObject([{ targetType: 'calibration', targetId: String(created.id) }]);
  });

  it('supersedes the device calibration and keeps the old one as history', async () => {
    const tenant = await createTenant(t);
    const first = (await calibrate(tenant.staffToken)).json().data as Calibration;
    const second = await calibrate(tenant.staffToken, { name: '一号显微镜（换灯后）' });
    expect(second.json().data).toMatchObject({ version: 2, current: true });
    const rows = await list(tenant.staffToken);
    expect(rows.map((row) => [row.version, row.current])).toEqual([
      [2, true],
      [1, false],
    ]);
    expect(rows[1]!.id).toBe(first.id);
  });

  it('refuses staff who are not the store manager', async () => {
    const tenant = await createTenant(t);
    const token = await colleagueOf(tenant);
    expect((await calibrate(token)).statusCode).toBe(403);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/calibration',
      headers: t.bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it('answers the engine reasons in Chinese when the photos are not of a grey card', async () => {
    const tenant = await createTenant(t);
    const response = await calibrate(tenant.staffToken, {}, skin);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('CALIBRATION_REFUSED');
    expect(body.message).toBe('校准未通过，请按提示重新拍摄校准卡');
    expect(body.details.reasons.length).toBeGreaterThan(0);
    for (const reason of body.details.reasons) expect(reason.message).toMatch(/[\u4e00-\u9fff]/);
    expect(await list(tenant.staffToken)).toEqual([]);
  });

  it('asks for both photos and for a store of the company', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t, 'reach', '别家');
    const missing = await calibrate(tenant.staffToken, {}, { normal: card.normal });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.issues).toEqual([
      { field: 'polarised', message: '请拍摄偏振光下的校准卡照片' },
    ]);
    const foreign = await calibrate(tenant.staffToken, { storeId: String(other.storeId) });
    expect(foreign.statusCode).toBe(400);
    const noLabel = await calibrate(tenant.staffToken, { deviceLabel: ' ' });
    expect(noLabel.statusCode).toBe(400);
  });
});

describe('calibrations belong to one company', () => {
  it('lists only the caller company and hides the others (404 on retiring)', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t, 'reach', '别家');
    const created = (await calibrate(tenant.staffToken)).json().data as Calibration;
    expect(await list(other.staffToken)).toEqual([]);
    const retire = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/calibration/${created.id}`,
        headers: t.bearer(token),
      });
    expect((await retire(other.staffToken)).statusCode).toBe(404);
    expect((await retire(tenant.staffToken)).statusCode).toBe(200);
    expect((await list(tenant.staffToken))[0]).toMatchObject({ id: created.id, current: false });
  });
});

describe('GET /api/calibration/device: the capture screen reads the camera calibration', () => {
  const current = (token: string, deviceLabel = DEVICE) =>
    t.app.inject({
      method: 'GET',
      url: `/api/calibration/device?deviceLabel=${encodeURIComponent(deviceLabel)}`,
      headers: t.bearer(token),
    });

  it("lets staff read their company's current fit of the device, as the engine takes it", async () => {
    const tenant = await createTenant(t);
    await calibrate(tenant.staffToken);
    const second = (await calibrate(tenant.staffToken, { name: '一号显微镜（换灯后）' })).json()
      .data as Calibration;
    const response = await current(await colleagueOf(tenant));
    expect(response.statusCode, response.body).toBe(200);
    const body = CurrentDeviceCalibrationSchema.parse(response.json().data);
    expect(body).toMatchObject({ id: second.id, name: '一号显微镜（换灯后）', version: 2 });
    expect(body.calibratedAt).toBe(second.createdAt);
    // The fit itself, not the screen's report: what checkPhoto applies.
    expect(parseDeviceCalibration(body.fit)).not.toBeNull();
  });

  it("answers null for another company's device, an unknown one and a retired one", async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t, 'reach', '别家');
    const created = (await calibrate(other.staffToken)).json().data as Calibration;
    const token = await colleagueOf(tenant);
    expect((await current(token)).json().data).toBeNull();
    expect((await current(token, 'Integrated Webcam')).json().data).toBeNull();
    expect((await current(other.staffToken)).json().data).toMatchObject({ id: created.id });
    await t.app.inject({
      method: 'DELETE',
      url: `/api/calibration/${created.id}`,
      headers: t.bearer(other.staffToken),
    });
    const retired = await current(other.staffToken);
    expect(retired.statusCode).toBe(200);
    expect(retired.json().data).toBeNull();
  });

  it('asks for the device label, and refuses staff who may not take photos', async () => {
    const tenant = await createTenant(t);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/calibration/device',
      headers: t.bearer(tenant.staffToken),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.issues).toEqual([{ field: 'deviceLabel', message: '必填' }]);
    expect((await current(tenant.staffToken, ' ')).statusCode).toBe(400);
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: false });
    expect((await current(await t.signIn(colleague.mobile))).statusCode).toBe(403);
  });
});

describe('analyses use the current calibration of the device that took the photos', () => {
  async function customerPair(tenant: Tenant) {
    const { customer } = await consentedCustomer(t, tenant);
    const { normal, lighting, scan } = await uploadPair(t, tenant, customer.id, skin);
    return { customer, normalImage: normal, lightImage: lighting, scan };
  }

  const detect = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/picture/detect',
      headers: t.bearer(token),
      payload,
    });

  it('stores which calibration a detection used and says so in the result', async () => {
    const tenant = await createTenant(t);
    const calibration = (await calibrate(tenant.staffToken)).json().data as Calibration;
    const { normalImage, lightImage } = await customerPair(tenant);
    const response = await detect(tenant.staffToken, {
      normalImage,
      lightImage,
      deviceLabel: DEVICE,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = DetectResponseSchema.parse(response.json().data);
    expect(result.colorCalibrated).toBe(true);
    // Through a calibration the engine names the skin tone.
    expect(result.color.result).toMatch(/\w/);
    expect(result.calibration).toEqual({
      id: calibration.id,
      name: '一号显微镜',
      version: 1,
      calibratedAt: calibration.createdAt,
    });
    const [row] = await t.database.db
      .select()
      .from(detections)
      .where(eq(detections.id, result.detectionId));
    expect(row!.calibrationId).toBe(calibration.id);
  });

  it('analyses uncalibrated without a device, or a device of another company', async () => {
    const tenant = await createTenant(t);
    const other = await createTenant(t, 'reach', '别家');
    await calibrate(other.staffToken);
    const { normalImage, lightImage } = await customerPair(tenant);
    for (const payload of [
      { normalImage, lightImage },
      { normalImage, lightImage, deviceLabel: DEVICE },
    ]) {
      const result = DetectResponseSchema.parse(
        (await detect(tenant.staffToken, payload)).json().data,
      );
      expect(result.colorCalibrated).toBe(false);
      expect(result.calibration).toBeNull();
      // The engine names no skin tone without a calibration (未校准).
      expect(result.color.result).toBeNull();
    }
  });

  it('analyses a saved record pair in the background through the device calibration', async () => {
    const tenant = await createTenant(t);
    const calibration = (await calibrate(tenant.staffToken)).json().data as Calibration;
    const { customer, scan } = await customerPair(tenant);
    // Taken with the camera (the photos' default source) of the calibrated device.
    const saved = await staffApi(t, tenant.staffToken).post('/api/customer/record', {
      recordId: 0,
      recCustomerId: customer.id,
      scanType: 'PHOTO_ONLY',
      deviceLabel: DEVICE,
      scan,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.detect.idle();
    const rows = await t.database.db
      .select()
      .from(detections)
      .where(eq(detections.recordId, saved.json().data));
    expect(rows.map((row) => row.calibrationId)).toEqual([calibration.id]);
  });
});
