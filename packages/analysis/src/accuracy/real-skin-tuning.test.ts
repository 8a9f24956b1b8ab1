/**
 * The real-skin corpus through the whole engine (issue 31), tuning half: the half the gate's
 * thresholds were fitted on, so its figures are in-sample and judge nothing; they are printed
 * beside the held-out half's (real-skin.test.ts, which asserts) to show what the fit reaches.
 * A file of its own so that vitest's two workers share the corpus.
 */
import { afterAll, describe, it } from 'vitest';
import type { RealSkinRun } from './real-skin-case';
import { halfTables, measureHalf } from './real-skin-half';
import { createReport } from './report';

const report = createReport('Real skin: the gate on the tuning half (in-sample, issue 31 targets)');
let result: RealSkinRun | undefined;

describe('real skin through the engine, tuning half', () => {
  afterAll(() => {
    if (result) console.log(halfTables(result, 'tuning', report));
  });

  it('analyses every photo of the tuning half, refusing exactly those it gives a reason for', async () => {
    result = await measureHalf('tuning', report);
  });
});
