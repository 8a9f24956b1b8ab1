/**
 * Issue 32 #4 over HTTP: a part captured twice in a visit (two pairs of one part in the record)
 * is judged as the mean of its two accepted analyses, with bands ÷ √2 and said so, on the
 * progress page and the customer's report; the report shows the first capture's images only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { detections } from '@skinscope/db';
import {
  CreatedReportLinkSchema,
  PublicReportSchema,
  storageKeyOf,
  type PublicReport,
} from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import { finishVisit, type Tenant } from '../../../test-support/fixtures';
import { ENGINE_BAND, progressOf, setMeasured } from '../../../test-support/verdict-fixtures';
import {
  consentedCustomer,
  phantomPairs,
  type PhotoPair,
  uploadPair,
} from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

let pairs: PhotoPair[];

beforeAll(async () => {
  pairs = await phantomPairs([3, 5, 7, 9]);
});

/** A finished visit with the right cheek captured once per pair given (positions 0, 1, …). */
async function visitOf(tenant: Tenant, customerId: number, captures: PhotoPair[]) {
  const uploaded = [];
  for (const pair of captures) uploaded.push(await uploadPair(t, tenant, customerId, pair));
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/customer/record',
    headers: t.bearer(tenant.staffToken),
    payload: {
      recordId: 0,
      recCustomerId: customerId,
      scan: {
        photos: uploaded.flatMap(({ scan }, position) =>
          scan.photos.map((photo) => ({ ...photo, position })),
        ),
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const recordId = saved.json().data as number;
  await t.app.detect.idle();
  await finishVisit(t, tenant.staffToken, recordId);
  return { recordId, normalUrls: uploaded.map((pair) => pair.normal) };
}

/** Sets one capture's scores and engine bands to known values. */
const measured = (normalUrl: string, score: number) =>
  setMeasured(t, eq(detections.normalKey, storageKeyOf(normalUrl)!), score);

async function reportLink(tenant: Tenant, customerId: number, recordId: number) {
  const created = await t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/report-links`,
    headers: t.bearer(tenant.staffToken),
    payload: { recordId },
  });
  expect(created.statusCode, created.body).toBe(200);
  return CreatedReportLinkSchema.parse(created.json().data).token;
}

async function reportOf(token: string): Promise<PublicReport> {
  const response = await t.app.inject({ url: `/api/public/report/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return PublicReportSchema.parse(response.json().data);
}

const MEAN_BAND = ENGINE_BAND / Math.SQRT2;

describe('issue 32 #4: two captures of a part averaged', () => {
  it('progress and the report read the mean with the band ÷ √2, named 两次平均', async () => {
    const { tenant, customer } = await consentedCustomer(t);
    const first = await visitOf(tenant, customer.id, [pairs[0]!, pairs[1]!]);
    const second = await visitOf(tenant, customer.id, [pairs[2]!, pairs[3]!]);
    await measured(first.normalUrls[0]!, 60);
    await measured(first.normalUrls[1]!, 62);
    await measured(second.normalUrls[0]!, 66);
    await measured(second.normalUrls[1]!, 70);

    const progress = await progressOf(t, tenant, customer.id);
    expect(progress.parts).toHaveLength(1);
    const [before, after] = progress.parts[0]!.measurements;
    expect(progress.parts[0]!.measurements).toHaveLength(2);
    expect(after!.dimensions?.roughness?.score).toBe(68);
    expect(before!.dimensions?.roughness?.score).toBe(61);
    // 肤质 is a type: not averaged; every scored dimension is.
    expect(after!.averaged).not.toContain('skin_type');
    expect(after!.averaged).toContain('roughness');
    expect(after!.repeatability?.roughness).toBeCloseTo(MEAN_BAND, 10);
    expect(after!.bandsInUse?.roughness?.band).toBeCloseTo(MEAN_BAND, 10);
    expect(after!.bandsInUse?.roughness?.source).toBe('engine');
    expect(after!.repeatability?.skin_type).toBe(ENGINE_BAND);
    // The first capture's photos are shown.
    expect(after!.normalImage).toBe(second.normalUrls[0]);

    const token = await reportLink(tenant, customer.id, second.recordId);
    const report = await reportOf(token);
    expect(report.parts).toHaveLength(1);
    const roughness = report.parts[0]!.dimensions.find((d) => d.dimension === 'roughness')!;
    expect(roughness.score).toBe(68);
    expect(roughness.change).toMatchObject({
      previousScore: 61,
      difference: 7,
      bandSource: 'engine',
      bandAveraged: true,
      verdict: 'better',
    });
    expect(roughness.change!.band).toBeCloseTo(MEAN_BAND, 10);
    // The first capture's two photos and seven marked images, nothing of the second.
    expect(report.parts[0]!.normalImage).toBe(`/api/public/report/${token}/image/0`);
    const image = (n: number) => t.app.inject({ url: `/api/public/report/${token}/image/${n}` });
    expect((await image(8)).statusCode).toBe(200);
    expect((await image(9)).statusCode).toBe(404);
  });

  it('two captures measured with different calibration tables: the first alone, its single band', async () => {
    const { tenant, customer } = await consentedCustomer(t);
    const visit = await visitOf(tenant, customer.id, [pairs[0]!, pairs[1]!]);
    await measured(visit.normalUrls[0]!, 60);
    // The second as if another device calibration had applied (its analysis kept another id).
    const [other] = await t.database.db
      .select({ id: detections.id })
      .from(detections)
      .where(eq(detections.normalKey, storageKeyOf(visit.normalUrls[1]!)!));
    await measured(visit.normalUrls[1]!, 70);
    await t.database.db
      .update(detections)
      .set({ version: { engine: '3.1.0', calibration: 'other' } })
      .where(eq(detections.id, other!.id));

    const [measurement] = (await progressOf(t, tenant, customer.id)).parts[0]!.measurements;
    expect(measurement!.dimensions?.roughness?.score).toBe(60);
    expect(measurement!.averaged).toBeUndefined();
    expect(measurement!.bandsInUse?.roughness).toEqual({ band: ENGINE_BAND, source: 'engine' });
  });
});
