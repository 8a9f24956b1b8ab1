/**
 * What the verdict tests (issue 32 #3, #4) set and read: an analysis's scores and engine bands
 * set to known values, and the customer's progress page as staff read it. One copy here.
 */
import { eq, type SQL } from 'drizzle-orm';
import { detections } from '@skinscope/db';
import {
  CustomerProgressSchema,
  DETECT_DIMENSIONS,
  type CustomerProgress,
} from '@skinscope/contracts';
import { expect } from 'vitest';
import type { Tenant } from './fixtures';
import type { TestApp } from './test-app';

/** The engine band the verdict tests give every dimension. */
export const ENGINE_BAND = 2;

/**
 * Sets the analysis `where` picks to score `score` on every dimension with the engine band
 * `ENGINE_BAND`, measured with device calibration `calibrationId` (null: none, as for a file
 * upload): the detection keeps its device through the calibration.
 */
export async function setMeasured(
  t: TestApp,
  where: SQL,
  score: number,
  calibrationId: number | null = null,
): Promise<void> {
  const [row] = await t.database.db.select().from(detections).where(where);
  const result = row!.result as Record<string, unknown>;
  for (const dimension of DETECT_DIMENSIONS) (result[dimension] as { score: number }).score = score;
  result.repeatability = Object.fromEntries(DETECT_DIMENSIONS.map((d) => [d, ENGINE_BAND]));
  await t.database.db
    .update(detections)
    .set({ result, calibrationId })
    .where(eq(detections.id, row!.id));
}

/** The customer's progress page as `tenant`'s staff member reads it. */
export async function progressOf(
  t: TestApp,
  tenant: Tenant,
  customerId: number,
): Promise<CustomerProgress> {
  const response = await t.app.inject({
    url: `/api/customer/${customerId}/progress`,
    headers: t.bearer(tenant.staffToken),
  });
  expect(response.statusCode, response.body).toBe(200);
  return CustomerProgressSchema.parse(response.json().data);
}
