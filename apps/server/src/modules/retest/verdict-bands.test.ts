/**
 * Issue 32 #3 over HTTP: the progress page's and the customer report's verdicts use the band of
 * the device that measured the visit once it has 20 accepted test-retest pairs, and say so.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { detections, deviceCalibrations } from '@skinscope/db';
import {
  CreatedReportLinkSchema,
  DeviceRepeatabilitySchema,
  PublicReportSchema,
  type PublicReport,
} from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { createTenant, giveConsent, registerCustomer } from '../../../test-support/fixtures';
import { analysedVisit, phantomPairs } from '../../../test-support/visit-fixtures';
import { storeRetestPair } from '../../../test-support/retest-fixtures';
import { ENGINE_BAND, progressOf, setMeasured } from '../../../test-support/verdict-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

const DEVICE = 'USB Microscope (1234:5678)';
let pairs: Array<{ normal: Buffer; polarised: Buffer }>;

beforeAll(async () => {
  pairs = await phantomPairs([3, 5]);
});

/** Sets a visit's scores, engine bands and device calibration to known values. */
const measuredWith = (recordId: number, score: number, calibrationId: number | null) =>
  setMeasured(t, eq(detections.recordId, recordId), score, calibrationId);

async function reportOf(token: string): Promise<PublicReport> {
  const response = await t.app.inject({ url: `/api/public/report/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return PublicReportSchema.parse(response.json().data);
}

const roughnessChange = (report: PublicReport) =>
  report.parts[0]!.dimensions.find((d) => d.dimension === 'roughness')!.change;

describe('verdicts judged with the device’s own band (issue 32 #3)', () => {
  it('names 引擎估计 without pairs and 本设备实测 with the device’s MDC95 from 20 accepted pairs', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const first = await analysedVisit(t, tenant, customer.id, pairs[0]!);
    const second = await analysedVisit(t, tenant, customer.id, pairs[1]!);
    const [calibration] = await t.database.db
      .insert(deviceCalibrations)
      .values({
        scope: 'cgo',
        ownerId: tenant.staffId,
        deviceLabel: DEVICE,
        name: '一号显微镜',
        version: 1,
        calibration: {},
        report: {},
      })
      .returning();
    // The first visit from a file upload (no device), the second on the calibrated microscope.
    await measuredWith(first, 60, null);
    await measuredWith(second, 70, calibration!.id);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${customer.id}/report-links`,
      headers: t.bearer(tenant.staffToken),
      payload: { recordId: second },
    });
    expect(created.statusCode, created.body).toBe(200);
    const link = CreatedReportLinkSchema.parse(created.json().data);

    // No pairs yet: both visits judged with the engine's band.
    const before = await progressOf(t, tenant, customer.id);
    const [earlier, latest] = before.parts[0]!.measurements;
    expect(earlier!.bandsInUse?.roughness).toEqual({ band: ENGINE_BAND, source: 'engine' });
    expect(latest!.bandsInUse?.roughness).toEqual({ band: ENGINE_BAND, source: 'engine' });
    expect(roughnessChange(await reportOf(link.token))).toMatchObject({
      difference: 10,
      band: ENGINE_BAND,
      bandSource: 'engine',
      verdict: 'better',
    });

    // Twenty accepted pairs of the device with known roughness scores, stored as the create
    // route stores them (twenty analyses through HTTP would take minutes): Δ alternates ±6,
    // MDC95 ≈ 12.1, wider than the engine's ±2.
    for (let i = 0; i < 20; i += 1)
      await storeRetestPair(t, tenant, DEVICE, { retestRoughness: i % 2 === 0 ? 56 : 44 });
    const card = await t.app.inject({
      url: `/api/device-repeatability?deviceLabel=${encodeURIComponent(DEVICE)}`,
      headers: t.bearer(tenant.staffToken),
    });
    const mdc95 = DeviceRepeatabilitySchema.parse(card.json().data).dimensions.find(
      (d) => d.dimension === 'roughness',
    )!.mdc95!;
    expect(mdc95).toBeGreaterThan(12);

    const after = await progressOf(t, tenant, customer.id);
    const [upload, onDevice] = after.parts[0]!.measurements;
    // The upload has no device: still the engine's band.
    expect(upload!.bandsInUse?.roughness).toEqual({ band: ENGINE_BAND, source: 'engine' });
    expect(onDevice!.bandsInUse?.roughness).toEqual({ band: mdc95, source: 'device' });
    // A dimension the pairs did not score keeps the engine's band.
    expect(onDevice!.bandsInUse?.pigment).toEqual({ band: ENGINE_BAND, source: 'engine' });
    // +10 is within the device's ±12.1: 稳定 on her report, naming the device's band.
    expect(roughnessChange(await reportOf(link.token))).toMatchObject({
      difference: 10,
      band: mdc95,
      bandSource: 'device',
      verdict: 'stable',
    });
  });
});
