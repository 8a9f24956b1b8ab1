import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, detections } from '@skinscope/db';
import { CALIBRATION_VERSION, ENGINE_VERSION } from '@skinscope/analysis';
import { CustomerProgressSchema, type SkinState } from '@skinscope/contracts';
import { setupTestApp } from '../../../test-support/test-app';
import {
  createTenant,
  giveConsent,
  registerCustomer,
  type Tenant,
} from '../../../test-support/fixtures';
import { analysedVisit, phantomPairs } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 1 } });

let pairs: Array<{ normal: Buffer; polarised: Buffer }>;
beforeAll(async () => {
  pairs = await phantomPairs([3, 5]);
});

/** A finished, analysed visit of the right cheek with this pair (and skin state). */
const visit = (
  tenant: Tenant,
  customerId: number,
  normal: Buffer,
  polarised: Buffer,
  skinState?: SkinState,
) => analysedVisit(t, tenant, customerId, { normal, polarised, skinState });

const progressOf = (tenant: Tenant, customerId: number | string) =>
  t.app.inject({
    url: `/api/customer/${customerId}/progress`,
    headers: t.bearer(tenant.staffToken),
  });

describe('GET /api/customer/{customerId}/progress (issue 19 #1)', () => {
  it('gives her visits oldest first with each part measured per visit; refused and uncalibrated flagged; audited', async () => {
    const tenant = await createTenant(t, 'cgo', '甲店');
    const customer = await registerCustomer(t, tenant);
    await giveConsent(t, tenant, customer.id);
    const first = await visit(tenant, customer.id, pairs[0]!.normal, pairs[0]!.polarised);
    // Measured by an earlier engine: the stored detection keeps its version (issue 18 #8).
    const earlier = { engine: '2.0.0', calibration: '2026.2' };
    await t.database.db
      .update(detections)
      .set({ version: earlier })
      .where(eq(detections.recordId, first));
    // Lights swapped: the photo checks refuse the pair (a retake was due).
    const refused = await visit(tenant, customer.id, pairs[1]!.polarised, pairs[1]!.normal);
    const unwashed = { makeupRemoved: false, cleansedRecently: false, productsToday: true };
    const latest = await visit(
      tenant,
      customer.id,
      pairs[1]!.normal,
      pairs[1]!.polarised,
      unwashed,
    );

    const response = await progressOf(tenant, customer.id);
    expect(response.statusCode).toBe(200);
    const progress = CustomerProgressSchema.parse(response.json().data);
    expect(progress.customerName).toBe(customer.fullName);
    expect(progress.visits.map((v) => v.recordId)).toEqual([first, refused, latest]);
    // The consultation's eight care dimensions travel with each visit.
    expect(progress.visits[0]!.careScores).toHaveLength(8);
    // The skin's state at capture travels too (issue 19 #7): null where it was not recorded.
    expect(progress.visits.map((v) => v.skinState)).toEqual([null, null, unwashed]);

    expect(progress.parts.map((p) => [p.part, p.partName])).toEqual([['yqg', '右颧骨']]);
    const [before, failed, after] = progress.parts[0]!.measurements;
    expect(before).toMatchObject({ recordId: first, status: 'done', colorCalibrated: false });
    expect(before!.dimensions!.roughness!.filename).toBe(`d${before!.detectionId}-roughness.jpg`);
    expect(before!.normalImage).toMatch(new RegExp(`^/home/imagerec/img/${customer.id}/`));
    expect(Object.keys(before!.repeatability ?? {})).toHaveLength(7);
    expect(before).toMatchObject({ version: earlier, deviceCalibrationId: null });
    expect(failed).toMatchObject({ recordId: refused, status: 'failed', dimensions: null });
    expect(failed).toMatchObject({ version: null, deviceCalibrationId: null });
    expect(failed!.reasons.length).toBeGreaterThan(0);
    expect(after).toMatchObject({
      recordId: latest,
      status: 'done',
      version: { engine: ENGINE_VERSION, calibration: CALIBRATION_VERSION },
    });

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'customer.progress_read'), eq(auditLog.actorId, tenant.staffId)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ targetType: 'customer', targetId: String(customer.id) });
  });

  it("answers 404 for another company's customer and for an unknown one, and audits neither", async () => {
    const ours = await createTenant(t, 'cgo', '甲店');
    const theirs = await createTenant(t, 'reach', '乙店');
    const customer = await registerCustomer(t, ours);
    expect((await progressOf(theirs, customer.id)).statusCode).toBe(404);
    expect((await progressOf(ours, 999_999)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.progress_read'));
    expect(audits).toHaveLength(0);
  });

  it('a customer without visits has an empty progress', async () => {
    const tenant = await createTenant(t);
    const customer = await registerCustomer(t, tenant);
    const progress = CustomerProgressSchema.parse(
      (await progressOf(tenant, customer.id)).json().data,
    );
    expect(progress).toMatchObject({ visits: [], parts: [] });
  });
});
