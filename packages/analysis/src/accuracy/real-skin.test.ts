/**
 * The real-skin corpus through the whole engine (issue 31), held-out half: every photo as the
 * polarised photo with its physics-made normal-light twin (node/normal-twin.ts). Prints, per tone
 * group, the usable patches accepted, the unusable refused, each refusal reason and each
 * dimension not assessed, and per label the median scores. Thresholds were fitted on the tuning
 * half (real-skin-tuning.test.ts prints it); this half judges them (ANALYSIS.md "Validation on
 * real skin").
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { RealSkinRun } from './real-skin-case';
import { halfTables, LARGE_PATCH_GAP, measureHalf, wholeHalf } from './real-skin-half';
import { gateRows, labelRanking, pigmentRanking } from './real-skin-table';
import { createReport } from './report';

/**
 * What engine 3.0.0 reaches, held so that it cannot slip back: held-out 130/155 = 0.839 (engine
 * 2.3.1 with the same twins: see ANALYSIS.md "Validation on real skin"); issue 31's target is
 * 0.95. The misses are listed there: grey-cast dermoscopy (colour cannot tell it from a grey
 * scene), photos darker than the exposure limit, lesions whose lightness spread passes a cat's.
 */
const FLOOR_ACCEPTED = 0.83;
/**
 * Issue 31 #3's ranking targets are AUC ≥ 0.90 (pigment, spotty below clear) and ≥ 0.85
 * (redness, red below calm). Engine 3.1.0 reaches 0.69 and 0.84 on the held-out half (ANALYSIS.md
 * "Validation on real skin" says why); these floors hold what it reaches. The large-patch target
 * (median clear − median large patch ≥ 10 points) is met and asserted as it stands.
 */
const FLOOR_PIGMENT_AUC = 0.65;
const FLOOR_REDNESS_AUC = 0.8;

const report = createReport('Real skin: the gate on the held-out half (issue 31 targets)');
let result: RealSkinRun | undefined;

describe('real skin through the engine, held-out half', () => {
  afterAll(() => {
    if (result) console.log(halfTables(result, 'heldout', report));
  });

  it('accepts the usable real patches of the held-out half', async () => {
    result = await measureHalf('heldout', report);
    const heldOut = wholeHalf(gateRows(result.outcomes), 'heldout');
    expect(heldOut.acceptedUsable / heldOut.usable).toBeGreaterThanOrEqual(FLOOR_ACCEPTED);
    const pigment = pigmentRanking(result.outcomes, 'heldout');
    expect(pigment.auc).toBeGreaterThanOrEqual(FLOOR_PIGMENT_AUC);
    expect(pigment.largeBelowClear).toBeGreaterThanOrEqual(LARGE_PATCH_GAP);
    const redness = labelRanking(result.outcomes, 'heldout', 'sensitivity', 'red');
    expect(redness.auc).toBeGreaterThanOrEqual(FLOOR_REDNESS_AUC);
  });
});
