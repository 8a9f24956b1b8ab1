/**
 * Spot detection on every tone (issue 18 #5) on seeds the detector was not tuned on: F1 per
 * tone and no spot invented on spot-free phantoms. The tuning seeds are spots-tuning.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createReport } from './report';
import { HELD_OUT_SEEDS } from './spots-case';
import { spotRows } from './spots-rows';

const report = createReport(
  'Spots on phantoms of every tone, held-out seeds (ANALYSIS.md targets)',
);

describe('spots on phantoms of every tone', () => {
  afterAll(() => console.log(report.table()));

  it('tells spots from pores, texture, shading and hairs on every tone (held-out seeds)', async () => {
    for (const t of await spotRows(report, HELD_OUT_SEEDS, 'held out', false)) {
      expect(t.f1).toBeGreaterThanOrEqual(0.9);
      expect(t.inventedOnClear).toBe(0);
    }
  });
});
