/**
 * The real-skin corpus through the whole engine (issue 31): every photo as the polarised photo
 * with its physics-made normal-light twin (normal-twin.ts). Prints, per half and tone group,
 * the usable patches accepted, the unusable refused and each refusal reason, and per label the
 * median scores. The pairs are analysed once (real-skin-case.ts) and shared by the assertions.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { realSkinRun, type RealSkinRun } from './real-skin-case';
import { gateRows, gateTable, labelTable } from './real-skin-table';

let result: RealSkinRun | undefined;

describe('real skin through the engine', () => {
  afterAll(() => {
    if (!result) return;
    console.log(
      [
        gateTable(gateRows(result.outcomes)),
        labelTable(result.outcomes, 'tuning'),
        labelTable(result.outcomes, 'heldout'),
        `CPU for ${result.outcomes.length} pairs (decode, twin, analysis): ${(result.cpuMs / 1000).toFixed(1)} s`,
      ].join('\n\n'),
    );
  });

  it('analyses every corpus photo as a pair', async () => {
    result = await realSkinRun();
    expect(result.outcomes.length).toBeGreaterThanOrEqual(150);
    for (const o of result.outcomes) expect(o.accepted).toBe(o.reasons.length === 0);
  }, 600_000);
});
