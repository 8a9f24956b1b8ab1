/**
 * One half of the real-skin corpus through the engine (issue 31), for its suite
 * (real-skin.test.ts judges the held-out half, real-skin-tuning.test.ts reports the tuning half
 * the thresholds were fitted on): the half's pairs analysed once, its figures against issue 31's
 * targets recorded in the suite's report, and its tables.
 */
import { expect } from 'vitest';
import { loadRealCorpus, type Split } from './real-corpus';
import { realSkinRun, type RealSkinRun } from './real-skin-case';
import {
  gateRows,
  gateTable,
  labelRanking,
  labelTable,
  pigmentRanking,
  refusedUsable,
  type GateRow,
} from './real-skin-table';
import type { AccuracyReport } from './report';

/** Issue 31's target: usable real patches accepted. */
const TARGET_ACCEPTED = 0.95;
/** Issue 31 #3's large-patch target: median clear − median large patch, points. */
export const LARGE_PATCH_GAP = 10;

/** The row of the whole half (every tone group). */
export const wholeHalf = (rows: GateRow[], half: Split) =>
  rows.find((row) => row.half === half && row.tone === 'all')!;

/**
 * Analyses every photo of `half` (each once) and records its figures against issue 31's
 * targets in `report`: usable patches accepted, pigment and redness rankings, and (no target)
 * whether elasticity and stratum corneum vary with what they name.
 */
export async function measureHalf(half: Split, report: AccuracyReport): Promise<RealSkinRun> {
  const run = await realSkinRun(half);
  expect(run.outcomes.length).toBe(loadRealCorpus(half).length);
  for (const o of run.outcomes) expect(o.accepted).toBe(o.reasons.length === 0);
  const row = wholeHalf(gateRows(run.outcomes), half);
  const share = row.acceptedUsable / row.usable;
  report.record(
    `usable patches accepted, ${half}`,
    `${row.acceptedUsable}/${row.usable} ${(100 * share).toFixed(1)} %`,
    `≥ ${100 * TARGET_ACCEPTED} %`,
    share >= TARGET_ACCEPTED,
  );
  // Issue 31 #3's pigment and redness targets (uncalibrated: the corpus has no calibration).
  const { auc, largeBelowClear, counts } = pigmentRanking(run.outcomes, half);
  const n = `${counts.spotty}/${counts.large}/${counts.clear}`;
  report.record(`pigment AUC spotty below clear, ${half} (${n})`, auc, '≥ 0.90', auc >= 0.9);
  report.record(
    `pigment: median clear − median large patch, ${half} (points)`,
    largeBelowClear,
    `≥ ${LARGE_PATCH_GAP}`,
    largeBelowClear >= LARGE_PATCH_GAP,
  );
  for (const tone of [undefined, 'light', 'medium', 'tan']) {
    const { auc, counts } = labelRanking(run.outcomes, half, 'sensitivity', 'red', tone);
    if (counts.labelled === 0 || counts.others === 0) continue;
    const group = `${half}${tone ? `, ${tone}` : ''} (${counts.labelled}/${counts.others})`;
    report.record(`redness AUC red below calm, ${group}`, auc, '≥ 0.85', auc >= 0.85);
  }
  // Issue 31 #3: do elasticity and stratum corneum vary with what they name? No target: an AUC
  // near 0.5 means the score is shown as an estimate (ANALYSIS.md).
  for (const [dimension, label] of [
    ['elasticity', 'lines'],
    ['corneum', 'flakes'],
  ] as const) {
    const { auc, counts } = labelRanking(run.outcomes, half, dimension, label);
    report.note(
      `${dimension} AUC ${label} below none, ${half} (${counts.labelled}/${counts.others}): ${auc.toFixed(3)}`,
    );
  }
  return run;
}

/** The half's tables: the gate per tone group, the median scores per label, the refused usable patches. */
export function halfTables(run: RealSkinRun, half: Split, report: AccuracyReport): string {
  return [
    gateTable(gateRows(run.outcomes).filter((row) => row.half === half)),
    labelTable(run.outcomes, half),
    refusedUsable(run.outcomes, half),
    report.table(),
    `CPU for ${run.outcomes.length} pairs of the ${half} half (decode, twin, analysis): ${(run.cpuMs / 1000).toFixed(1)} s`,
  ].join('\n\n');
}
