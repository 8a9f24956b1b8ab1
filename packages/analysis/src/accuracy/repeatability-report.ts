/** The repeatability suite's printout: spreads, targets, refusals, and the bands to publish. */
import { CALIBRATION, ENGINE_VERSION } from '../calibration';
import { DIMENSIONS } from '../types';
import { bandsFrom, missKey, targetMisses, type Bands } from './repeatability-bands';
import {
  CHANGE_LABELS,
  CHANGES,
  REPEATABILITY_CASES,
  TARGET_EXEMPT,
  TARGET_POINTS,
  type BandMode,
} from './repeatability-plan';
import type { RepeatabilityFigures } from './repeatability-suite';

/** The one command that measures the bands (package.json; = npx tsx …/repeatability-table.ts). */
export const TABLE_COMMAND = 'npm run repeatability';

const cell = (text: string, width: number) => text.padStart(width);

function spreadTable(figures: RepeatabilityFigures): string[] {
  const label = Math.max(...CHANGES.map((c) => CHANGE_LABELS[c].length), 'change'.length);
  const width = Math.max(...DIMENSIONS.map((d) => d.length));
  const header = ['change'.padEnd(label), ...DIMENSIONS.map((d) => cell(d, width)), ' ΔITA°', ' flips', ' n']; // prettier-ignore
  const rows = CHANGES.map((c) =>
    [
      CHANGE_LABELS[c].padEnd(label),
      ...DIMENSIONS.map((d) => {
        const spread = figures.spread[c][d];
        const over = !TARGET_EXEMPT.has(c) && spread > TARGET_POINTS;
        return cell(`${over ? '!' : ''}${spread.toFixed(2)}`, width);
      }),
      cell(figures.itaChange[c].toFixed(2), 6),
      cell(String(figures.labelFlips[c]), 6),
      cell(String(figures.compared[c]), 3),
    ].join('  '),
  );
  return [header.join('  '), ...rows];
}

/** The bands this run measured, and those calibration.ts publishes (wider = not regenerated). */
function bandRows(bands: Record<BandMode, Bands>): string[] {
  const width = Math.max(...DIMENSIONS.map((d) => d.length));
  const row = (label: string, b: Bands) =>
    [label.padEnd(23), ...DIMENSIONS.map((d) => cell(b[d].toFixed(1), width))].join('  ');
  return [
    ['band (points)'.padEnd(23), ...DIMENSIONS.map((d) => cell(d, width))].join('  '),
    ...(['uncalibrated', 'calibrated'] as const).flatMap((mode) => [
      row(`${mode}, measured`, bands[mode]),
      row(`${mode}, published`, CALIBRATION.repeatability[mode]),
    ]),
  ];
}

function targetLines(figures: RepeatabilityFigures): string[] {
  const misses = targetMisses(figures);
  const refusals = figures.refusals.filter((r) => r.change !== 'base');
  const baseRefusals = figures.refusals.filter((r) => r.change === 'base');
  return [
    `target: every dimension ≤ ${TARGET_POINTS} points under each change (exposure uncalibrated: report only) — ${misses.length === 0 ? 'met' : `MISSED ${misses.length}×`}`,
    ...misses.map(
      (m) => `  MISS ${missKey(m)}: ${m.spread.toFixed(2)} points (worst on "${m.worstCase}")`,
    ),
    `target: accepted pairs refused by a change: ${refusals.length} (target 0) — ${refusals.length === 0 ? 'met' : 'MISSED'}`,
    ...refusals.map((r) => `  REFUSED ${r.change} on "${r.case}": ${r.codes.join(', ')}`),
    ...baseRefusals.map((r) => `  base refused (not counted, case dropped) "${r.case}": ${r.codes.join(', ')}`), // prettier-ignore
  ];
}

export function repeatabilityReport(figures: RepeatabilityFigures): string {
  return [
    `Repeatability (issue 18 #6): largest |Δscore| in points over ${figures.casesAccepted}/${REPEATABILITY_CASES.length} phantoms (L* 30–78) and both directions of a change; ! = over ${TARGET_POINTS}`,
    ...spreadTable(figures),
    '',
    ...bandRows(bandsFrom(figures)),
    '',
    ...targetLines(figures),
  ].join('\n');
}

/** The `repeatability` entry of CALIBRATION (calibration.ts), ready to paste (Prettier's layout). */
export function calibrationLiteral(figures: RepeatabilityFigures, date: string): string {
  const bands = bandsFrom(figures);
  const record = (mode: BandMode) => [
    `    ${mode}: {`,
    ...DIMENSIONS.map((d) => `      ${d}: ${bands[mode][d]},`),
    '    },',
  ];
  return [
    '',
    '  /**',
    '   * Repeatability bands (issue 18 #6, ANALYSIS.md "Repeatability"), in points: how far a',
    '   * score moves when the same patch is photographed again (fresh sensor noise, JPEG q60',
    '   * instead of q95, ±10 % exposure, white balance ±3 %, a 90° turn, a flip, a 5 px N/P',
    "   * shift). The largest change over the suite's phantoms, rounded up to half a point (at least",
    "   * 0.5). A calibrated result's band takes exposure as its calibration fixes it; an",
    '   * uncalibrated one takes it as it comes. Measured on engine',
    `   * ${ENGINE_VERSION} on ${date} by \`${TABLE_COMMAND}\`; run it again after an engine`,
    '   * change (repeatability.test.ts fails when a spread outgrows its band).',
    '   */',
    '  repeatability: {',
    ...record('uncalibrated'),
    ...record('calibrated'),
    '  },',
  ].join('\n');
}
