import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, deviceCalibrations } from '@skinscope/db';
import { CALIBRATION, ENGINE_VERSION } from '@skinscope/analysis';
import {
  DeviceRepeatabilitySchema,
  RETEST_FILES,
  RetestDeviceListSchema,
  RetestPairSchema,
  RetestReminderListSchema,
  type DeviceRepeatability,
} from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  multipartBody,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { storeRetestPair } from '../../../test-support/retest-fixtures';
import { phantomPair } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

const DEVICE = 'USB Microscope (1234:5678)';
let skin: { normal: Buffer; polarised: Buffer };

beforeAll(async () => {
  skin = await phantomPair(7);
});

/** Posts a pair: the same skin photographed twice (the phantom's photos both times). */
function postPair(token: string, fields: Record<string, string> = {}, omit: string[] = []) {
  const files = RETEST_FILES.filter((field) => !omit.includes(field)).map((field) => ({
    field,
    name: `${field}.jpg`,
    data: field.endsWith('Normal') ? skin.normal : skin.polarised,
  }));
  const body = multipartBody({ deviceLabel: DEVICE, part: 'lc', ...fields }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/retest-pairs',
    headers: { ...t.bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function readCard(token: string): Promise<DeviceRepeatability> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/device-repeatability?deviceLabel=${encodeURIComponent(DEVICE)}`,
    headers: t.bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return DeviceRepeatabilitySchema.parse(response.json().data);
}

/** A pair stored through the repository with known roughness scores (test 50). */
const storePair = (
  tenant: Tenant,
  {
    deviceLabel = DEVICE,
    ...scores
  }: Parameters<typeof storeRetestPair>[3] & { deviceLabel?: string } = {},
) => storeRetestPair(t, tenant, deviceLabel, scores);

const roughnessOf = (card: DeviceRepeatability) =>
  card.dimensions.find((d) => d.dimension === 'roughness')!;

describe('test-retest pairs over HTTP', () => {
  it('stores pairs, reads the card (引擎估计 below 20 pairs), refuses strangers, and recounts after a delete', async () => {
    const tenant = await createTenant(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await postPair(tenant.staffToken);
      expect(response.statusCode, response.body).toBe(200);
      const pair = RetestPairSchema.parse(response.json().data);
      expect(pair).toMatchObject({ deviceLabel: DEVICE, part: 'lc', customerId: null });
      expect(pair.engineVersion).toBe(ENGINE_VERSION);
      expect(pair.accepted).toBe(true);
      ids.push(pair.id);
    }

    const card = await readCard(tenant.staffToken);
    expect(card).toMatchObject({ pairs: 3, refused: 0, refusalRate: 0, minPairs: 20 });
    const roughness = roughnessOf(card);
    expect(roughness).toMatchObject({ n: 3, source: 'engine', sourceName: '引擎估计' });
    expect(roughness.band).toBe(CALIBRATION.repeatability.uncalibrated.roughness);
    // The same photos twice: the engine gives the same scores, so no spread at all.
    expect(roughness.sdDelta).toBe(0);

    // A pair's photo is served to its company's manager, and the read is audited.
    const photo = await t.app.inject({
      method: 'GET',
      url: `/api/retest-pairs/${ids[0]}/photos/retestPolarised`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'retest.photo_read'));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ targetType: 'retest-pair', targetId: String(ids[0]) });

    // The manager of another company sees none of it: her card of the same label is empty,
    // and the pair's photo and deletion answer 404.
    const other = await createTenant(t, 'cgo', '别家门店');
    expect((await readCard(other.staffToken)).pairs).toBe(0);
    for (const request of [
      { method: 'GET' as const, url: `/api/retest-pairs/${ids[0]}/photos/testNormal` },
      { method: 'DELETE' as const, url: `/api/retest-pairs/${ids[0]}` },
    ]) {
      const refused = await t.app.inject({ ...request, headers: t.bearer(other.staffToken) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('内容不存在或无权查看');
    }

    // Staff who capture but do not look after the microscopes may not read the card.
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
    const colleagueToken = await t.signIn(colleague.mobile);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `/api/device-repeatability?deviceLabel=${encodeURIComponent(DEVICE)}`,
      headers: t.bearer(colleagueToken),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('没有权限，请联系管理员');

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/retest-pairs/${ids[0]}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(roughnessOf(await readCard(tenant.staffToken)).n).toBe(2);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/retest-pairs/${ids[0]}/photos/testNormal`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(gone.statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/retest-pairs?deviceLabel=${encodeURIComponent(DEVICE)}`,
      headers: t.bearer(tenant.staffToken),
    });
    expect(listed.json().data.map((pair: { id: number }) => pair.id)).toEqual([ids[2], ids[1]]);
  });

  it('says which photo is missing, names a customer only with her consent to this purpose, and erases hers with her', async () => {
    const tenant = await createTenant(t);
    const missing = await postPair(tenant.staffToken, {}, ['retestPolarised']);
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('请移开显微镜再放回后，拍摄第二次的偏振光照片');

    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const noConsent = await postPair(tenant.staffToken, { customerId: String(customer.id) });
    expect(noConsent.statusCode).toBe(409);
    expect(noConsent.json().message).toContain('顾客尚未同意将照片用于重复性测量');

    const consented = await postPair(tenant.staffToken, {
      customerId: String(customer.id),
      consentVersion: 'retest-v1-2026-12',
    });
    expect(consented.statusCode, consented.body).toBe(200);
    expect(consented.json().data.customerId).toBe(customer.id);

    // Erasing her removes her test-retest pairs and their photo files with her.
    const row = await t.database.db.query.retestPairs.findFirst({
      where: (pairs, { eq: equals }) => equals(pairs.customerId, customer.id),
    });
    const keys = [row!.testNormalKey, row!.testPolarisedKey, row!.retestNormalKey, row!.retestPolarisedKey]; // prettier-ignore
    const photoFile = (key: string) => path.join(t.config.dataDir, 'images', key);
    for (const key of keys) expect(existsSync(photoFile(key)), key).toBe(true);
    const admin = await t.createUser({
      role: 'admin',
      scope: 'cgo',
      companyUserId: tenant.staffId,
    });
    const erased = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/${customer.id}`,
      headers: t.bearer(await t.signIn(admin.mobile)),
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.query.retestPairs.findMany()).not.toContainEqual(
      expect.objectContaining({ customerId: customer.id }),
    );
    for (const key of keys) expect(existsSync(photoFile(key)), key).toBe(false);
  });

  it('switches to 本设备实测 at 20 accepted pairs (stored directly with known scores)', async () => {
    const tenant = await createTenant(t);
    const store = (retestRoughness: number, ok = true) =>
      storePair(tenant, { retestRoughness, ok });
    // Δ alternates ±6: SD(Δ) ≈ 6.16, MDC95 ≈ 12.1, wider than the engine's 2.5.
    const deltas = Array.from({ length: 19 }, (_, i) => (i % 2 === 0 ? 6 : -6));
    for (const delta of deltas) await store(50 + delta);
    await store(50, false); // refused: counted in the refusal rate only

    const before = roughnessOf(await readCard(tenant.staffToken));
    expect(before).toMatchObject({ n: 19, source: 'engine', sourceName: '引擎估计' });
    expect(before.band).toBe(CALIBRATION.repeatability.uncalibrated.roughness);

    await store(50 - 6);
    const card = await readCard(tenant.staffToken);
    expect(card).toMatchObject({ pairs: 21, refused: 1 });
    expect(card.refusalRate).toBeCloseTo(1 / 21, 12);
    const after = roughnessOf(card);
    expect(after).toMatchObject({ n: 20, source: 'device', sourceName: '本设备实测' });
    expect(after.mdc95).toBeCloseTo(1.96 * after.sdDelta!, 12);
    expect(after.band).toBe(after.mdc95);
    expect(after.mdc95Interval!.low).toBeLessThan(after.mdc95!);
    expect(after.mdc95Interval!.high).toBeGreaterThan(after.mdc95!);
  });

  it("lists the company's devices: with pairs (newest first, counted) and calibrated ones without", async () => {
    const tenant = await createTenant(t);
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await storePair(tenant, { createdAt: days(40) });
    await storePair(tenant, { createdAt: days(3), ok: false });
    await storePair(tenant, { deviceLabel: 'Second Microscope', createdAt: days(1) });
    const calibration = (
      deviceLabel: string,
      name: string,
      version: number,
      supersededAt: Date | null,
    ) => ({
      scope: 'cgo' as const,
      ownerId: tenant.staffId,
      deviceLabel,
      name,
      version,
      calibration: {},
      report: {},
      createdAt: days(10 - version),
      supersededAt,
    });
    await t.database.db.insert(deviceCalibrations).values([
      // The device's older calibration was retired: it keeps its name, not "calibrated".
      calibration(DEVICE, '前台一号', 1, days(5)),
      calibration('Calibrated Only', '二号机', 1, days(8)),
      calibration('Calibrated Only', '护理室', 2, null),
    ]);
    // Another company's pairs of the same label stay its own.
    const other = await createTenant(t, 'reach', '别家门店');
    await storePair(other, { createdAt: days(0) });

    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/retest-devices', headers: t.bearer(token) });
    const response = await read(tenant.staffToken);
    expect(response.statusCode, response.body).toBe(200);
    const devices = RetestDeviceListSchema.parse(response.json().data);
    expect(devices).toEqual([
      {
        deviceLabel: 'Second Microscope',
        name: null,
        calibrated: false,
        pairs: 1,
        lastPairAt: expect.any(String),
      },
      {
        deviceLabel: DEVICE,
        name: '前台一号',
        calibrated: false,
        pairs: 2,
        lastPairAt: expect.any(String),
      },
      {
        deviceLabel: 'Calibrated Only',
        name: '护理室',
        calibrated: true,
        pairs: 0,
        lastPairAt: null,
      },
    ]);
    const [, first] = devices;
    expect(Date.parse(first!.lastPairAt!)).toBeCloseTo(days(3).getTime(), -4);

    // As for the card: staff who capture but do not look after the microscopes may not read it.
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
    const forbidden = await read(await t.signIn(colleague.mobile));
    expect(forbidden.statusCode).toBe(403);
  });

  it("gives each dimension's scatter the card's accepted pairs of its engine version and window only", async () => {
    const tenant = await createTenant(t);
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await storePair(tenant, { testRoughness: 41.4, retestRoughness: 43.6 });
    await storePair(tenant, { testRoughness: 70, retestRoughness: 68, createdAt: days(89) });
    // Not counted, so not drawn: a refused pair, another engine version's, one older than 90 days.
    await storePair(tenant, { testRoughness: 10, retestRoughness: 90, ok: false });
    await storePair(tenant, { testRoughness: 20, retestRoughness: 21, engineVersion: '0.0.1' });
    await storePair(tenant, { testRoughness: 30, retestRoughness: 31, createdAt: days(91) });

    const card = await readCard(tenant.staffToken);
    const roughness = roughnessOf(card);
    expect(roughness.n).toBe(2);
    expect([...roughness.points].sort(([a], [b]) => a - b)).toEqual([
      [41, 44],
      [70, 68],
    ]);
    // 肤质 is a type, not a score; a dimension no pair scored has nothing to draw.
    const points = (dimension: string) =>
      card.dimensions.find((d) => d.dimension === dimension)!.points;
    expect(points('skin_type')).toEqual([]);
    expect(points('color')).toEqual([]);
  });

  it("reminds the company's capturing staff of its devices in use, with accepted pairs and the newest pair's time", async () => {
    const tenant = await createTenant(t);
    const days = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000);
    await storePair(tenant, { createdAt: days(2) });
    await storePair(tenant, { createdAt: days(1), ok: false });
    await storePair(tenant, { createdAt: days(1), engineVersion: '0.0.1' });
    // Pairs only long ago and no calibration in force: out of use, not reminded of.
    await storePair(tenant, { deviceLabel: 'Old Microscope', createdAt: days(120) });
    const calibration = (deviceLabel: string, name: string, supersededAt: Date | null) => ({
      scope: 'cgo' as const,
      ownerId: tenant.staffId,
      deviceLabel,
      name,
      version: 1,
      calibration: {},
      report: {},
      createdAt: days(10),
      supersededAt,
    });
    await t.database.db
      .insert(deviceCalibrations)
      .values([
        calibration(DEVICE, '前台一号', null),
        calibration('Calibrated Only', '护理室', null),
        calibration('Old Microscope', '旧机', days(100)),
      ]);
    const other = await createTenant(t, 'cgo', '别家门店');
    await storePair(other, { deviceLabel: 'Stranger Microscope' });

    const read = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/retest-reminders', headers: t.bearer(token) });
    // A colleague who captures but may not read the cards is reminded too: she can take pairs.
    const colleague = await t.createUser({ companyUserId: tenant.staffId, canScan: true });
    for (const token of [tenant.staffToken, await t.signIn(colleague.mobile)]) {
      const response = await read(token);
      expect(response.statusCode, response.body).toBe(200);
      const reminders = RetestReminderListSchema.parse(response.json().data);
      expect(reminders).toEqual([
        { deviceLabel: DEVICE, name: '前台一号', acceptedPairs: 1, lastPairAt: expect.any(String) },
        { deviceLabel: 'Calibrated Only', name: '护理室', acceptedPairs: 0, lastPairAt: null },
      ]);
      expect(Date.parse(reminders[0]!.lastPairAt!)).toBeCloseTo(days(1).getTime(), -4);
      // Only the device's label, name, count and time: no photo, customer or staff member.
      expect(response.body).not.toMatch(/Key|customer|userId|photo/i);
    }

    // Another company sees only its own device; one with neither scanning nor devices, none.
    const stranger = RetestReminderListSchema.parse((await read(other.staffToken)).json().data);
    expect(stranger.map((device) => device.deviceLabel)).toEqual(['Stranger Microscope']);
    const newcomer = await createTenant(t, 'cgo', '新门店');
    expect((await read(newcomer.staffToken)).json().data).toEqual([]);

    // Neither capturing nor looking after the microscopes: refused.
    const clerk = await t.createUser({ companyUserId: tenant.staffId, canScan: false });
    expect((await read(await t.signIn(clerk.mobile))).statusCode).toBe(403);
  });
});
