/**
 * The real-skin corpus through the whole engine (issue 31): every photo as the polarised photo
 * with its physics-made normal-light twin (node/normal-twin.ts). Prints, per half and tone group,
 * the usable patches accepted, the unusable refused, each refusal reason and each dimension not
 * assessed, and per label the median scores. The pairs are analysed once (real-skin-case.ts)
 * and shared by the assertions. Thresholds were fitted on the tuning half; the held-out half
 * judges them (ANALYSIS.md "Validation on real skin").
 */
import { afterAll, describe, expect, it } from 'vitest';
import { realSkinRun, type RealSkinRun } from './real-skin-case';
import {
  gateRows,
  gateTable,
  labelTable,
  pigmentRanking,
  labelRanking,
  refusedUsable,
  type GateRow,
} from './real-skin-table';
import { createReport } from './report';

/** Issue 31's target: usable real patches accepted, held-out half. */
const TARGET_ACCEPTED = 0.95;
/**
 * What engine 3.0.0 reaches, held so that it cannot slip back: held-out 130/155 = 0.839 (engine
 * 2.3.1 with the same twins: see ANALYSIS.md "Validation on real skin"). The misses are listed
 * there: grey-cast dermoscopy (colour cannot tell it from a grey scene), photos darker than the
 * exposure limit, lesions whose lightness spread passes a cat's.
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
const LARGE_PATCH_GAP = 10;

const report = createReport('Real skin: the gate on the held-out half (issue 31 targets)');
let result: RealSkinRun | undefined;

const whole = (rows: GateRow[], half: 'tuning' | 'heldout') =>
  rows.find((row) => row.half === half && row.tone === 'all')!;

describe('real skin through the engine', () => {
  afterAll(() => {
    if (!result) return;
    console.log(
      [
        gateTable(gateRows(result.outcomes)),
        labelTable(result.outcomes, 'tuning'),
        labelTable(result.outcomes, 'heldout'),
        refusedUsable(result.outcomes, 'tuning'),
        refusedUsable(result.outcomes, 'heldout'),
        report.table(),
        `CPU for ${result.outcomes.length} pairs (decode, twin, analysis): ${(result.cpuMs / 1000).toFixed(1)} s`,
      ].join('\n\n'),
    );
  });

  it('accepts the usable real patches of the held-out half', async () => {
    result = await realSkinRun();
    expect(result.outcomes.length).toBeGreaterThanOrEqual(150);
    for (const o of result.outcomes) expect(o.accepted).toBe(o.reasons.length === 0);
    const rows = gateRows(result.outcomes);
    for (const half of ['tuning', 'heldout'] as const) {
      const row = whole(rows, half);
      const share = row.acceptedUsable / row.usable;
      report.record(
        `usable patches accepted, ${half}`,
        `${row.acceptedUsable}/${row.usable} ${(100 * share).toFixed(1)} %`,
        `≥ ${100 * TARGET_ACCEPTED} %`,
        share >= TARGET_ACCEPTED,
      );
    }
    // Issue 31 #3's pigment and redness targets (uncalibrated: the corpus has no calibration).
    for (const half of ['tuning', 'heldout'] as const) {
      const { auc, largeBelowClear, counts } = pigmentRanking(result.outcomes, half);
      const n = `${counts.spotty}/${counts.large}/${counts.clear}`;
      report.record(`pigment AUC spotty below clear, ${half} (${n})`, auc, '≥ 0.90', auc >= 0.9);
      report.record(
        `pigment: median clear − median large patch, ${half} (points)`,
        largeBelowClear,
        `≥ ${LARGE_PATCH_GAP}`,
        largeBelowClear >= LARGE_PATCH_GAP,
      );
      for (const tone of [undefined, 'light', 'medium', 'tan']) {
        const { auc, counts } = labelRanking(result.outcomes, half, 'sensitivity', 'red', tone);
        if (counts.labelled === 0 || counts.others === 0) continue;
        const group = `${half}${tone ? `, ${tone}` : ''} (${counts.labelled}/${counts.others})`;
        report.record(`redness AUC red below calm, ${group}`, auc, '≥ 0.85', auc >= 0.85);
      }
      // Issue 31 #3: do elasticity and stratum corneum vary with what they name? No target: an
      // AUC near 0.5 means the score is shown as an estimate (ANALYSIS.md).
      for (const [dimension, label] of [
        ['elasticity', 'lines'],
        ['corneum', 'flakes'],
      ] as const) {
        const { auc, counts } = labelRanking(result.outcomes, half, dimension, label);
        report.note(
          `${dimension} AUC ${label} below none, ${half} (${counts.labelled}/${counts.others}): ${auc.toFixed(3)}`,
        );
      }
    }
    const heldOut = whole(rows, 'heldout');
    expect(heldOut.acceptedUsable / heldOut.usable).toBeGreaterThanOrEqual(FLOOR_ACCEPTED);
    const pigment = pigmentRanking(result.outcomes, 'heldout');
    expect(pigment.auc).toBeGreaterThanOrEqual(FLOOR_PIGMENT_AUC);
    expect(pigment.largeBelowClear).toBeGreaterThanOrEqual(LARGE_PATCH_GAP);
    const redness = labelRanking(result.outcomes, 'heldout', 'sensitivity', 'red');
    expect(redness.auc).toBeGreaterThanOrEqual(FLOOR_REDNESS_AUC);
  }, 600_000);
});
