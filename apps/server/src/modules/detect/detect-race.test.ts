/**
 * Issue 29 #4: saving a visit queues the background analysis of its pair; staff pressing 检测 on
 * the same pair at once analyses it a second time into the same row (one analysis per pair).
 * The two stores, and marked images read meanwhile, raced on the detection's files (ENOENT,
 * ENOTEMPTY: 500s, 1 in 52 tries on PGlite, 6 in 92 on PostgreSQL). Whatever the interleaving:
 * no 5xx, and the row's masks are there.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { detections } from '@skinscope/db';
import { setupTestApp } from '../../../test-support/test-app';
import { uploadPhoto } from '../../../test-support/fixtures';
import { consentedCustomer, phantomPair } from '../../../test-support/visit-fixtures';

const t = setupTestApp({ config: { analysisWorkers: 2 } });
const ROUNDS = 10;
// Marked images read while the other analysis stores: one drawn on each photo of the pair.
const READ_WHILE_STORING = ['roughness', 'pigment', 'sensitivity'] as const;

describe('issue 29 #4: a visit saved and its pair detected at once', () => {
  // Twenty analyses and their marked images: ≈ 30 s on a quiet machine, far more beside others.
  it(
    'never answers 5xx, whatever the interleaving, and leaves the masks of the stored analysis',
    { timeout: 300_000 },
    async () => {
      const { tenant, customer } = await consentedCustomer(t);
      const headers = t.bearer(tenant.staffToken);
      const { normal: normalJpeg, polarised: polarisedJpeg } = await phantomPair(11);
      const statuses: number[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const stamp = 1_764_000_000_000 + round * 10;
        const normal = (await uploadPhoto(t, tenant, customer.id, stamp + 1, normalJpeg)).url;
        const light = (await uploadPhoto(t, tenant, customer.id, stamp + 2, polarisedJpeg)).url;
        const scan = {
          photos: [
            { part: 'yqg', position: 0, type: 'normal', url: normal },
            { part: 'yqg', position: 0, type: 'lighting', url: light },
          ],
        };
        const save = t.app.inject({
          method: 'POST',
          url: '/api/customer/record',
          headers,
          payload: { recordId: 0, recCustomerId: customer.id, scan },
        });
        // Detected as the save lands (staggered a little each round), then its marked images read
        // while the background analysis of the same pair stores its own.
        const detected = (async () => {
          await new Promise((resolve) => setTimeout(resolve, round * 15));
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/picture/detect',
            headers,
            payload: { normalImage: normal, lightImage: light },
          });
          statuses.push(response.statusCode);
          if (response.statusCode !== 200) return;
          const { detectionId } = JSON.parse(response.json().data as string) as {
            detectionId: number;
          };
          const marked = await Promise.all(
            READ_WHILE_STORING.map((dimension) =>
              t.app.inject({ url: `/fileSvr/get/d${detectionId}-${dimension}.jpg`, headers }),
            ),
          );
          statuses.push(...marked.map((response) => response.statusCode));
        })();
        statuses.push((await save).statusCode);
        await detected;
        await t.app.detect.idle();
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.every((status) => status === 200)).toBe(true);

      // Every stored analysis still has its masks: each marked image renders.
      const rows = await t.database.db
        .select()
        .from(detections)
        .where(eq(detections.customerId, customer.id));
      expect(rows.length).toBeGreaterThanOrEqual(ROUNDS);
      for (const row of rows) {
        const marked = await t.app.inject({ url: `/fileSvr/get/d${row.id}-pigment.jpg`, headers });
        expect(marked.statusCode, `detection ${row.id}`).toBe(200);
      }
    },
  );
});
