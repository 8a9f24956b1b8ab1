/** The phantom invariance suite's printout: spreads and the ≤ 3-point limit (issue 18 #6). */
import { DIMENSIONS, type Dimension } from '../types';
import {
  CHANGE_LABELS,
  CHANGES,
  REPEATABILITY_CASES,
  TARGET_POINTS,
  type ChangeId,
} from './repeatability-plan';
import type { RepeatabilityFigures } from './repeatability-suite';

interface TargetMiss {
  change: ChangeId;
  dimension: Dimension;
  spread: number;
  worstCase: string;
}

/** (change, dimension) pairs over the ≤ 3-point limit. */
export function targetMisses(figures: RepeatabilityFigures): TargetMiss[] {
  return CHANGES.flatMap((change) =>
    DIMENSIONS.filter((d) => figures.spread[change][d] > TARGET_POINTS).map((dimension) => ({
      change,
      dimension,
      spread: figures.spread[change][dimension],
      worstCase: figures.worstCase[change][dimension],
    })),
  );
}

/** `change:dimension`, the key of a miss in the test's list of known misses. */
export const missKey = (miss: Pick<TargetMiss, 'change' | 'dimension'>) =>
  `${miss.change}:${miss.dimension}`;

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
        return cell(`${spread > TARGET_POINTS ? '!' : ''}${spread.toFixed(2)}`, width);
      }),
      cell(figures.itaChange[c].toFixed(2), 6),
      cell(String(figures.labelFlips[c]), 6),
      cell(String(figures.compared[c]), 3),
    ].join('  '),
  );
  return [header.join('  '), ...rows];
}

function targetLines(figures: RepeatabilityFigures): string[] {
  const misses = targetMisses(figures);
  const refusals = figures.refusals.filter((r) => r.change !== 'base');
  const baseRefusals = figures.refusals.filter((r) => r.change === 'base');
  return [
    `limit: every dimension ≤ ${TARGET_POINTS} points under each change — ${misses.length === 0 ? 'met' : `MISSED ${misses.length}×`}`,
    ...misses.map(
      (m) => `  MISS ${missKey(m)}: ${m.spread.toFixed(2)} points (worst on "${m.worstCase}")`,
    ),
    `limit: accepted pairs refused by a change: ${refusals.length} (limit 0) — ${refusals.length === 0 ? 'met' : 'MISSED'}`,
    ...refusals.map((r) => `  REFUSED ${r.change} on "${r.case}": ${r.codes.join(', ')}`),
    ...baseRefusals.map((r) => `  base refused (not counted, case dropped) "${r.case}": ${r.codes.join(', ')}`), // prettier-ignore
  ];
}

export function repeatabilityReport(figures: RepeatabilityFigures): string {
  return [
    `Phantom invariances (issue 18 #6; they set no band): largest |Δscore| in points over ${figures.casesAccepted}/${REPEATABILITY_CASES.length} phantoms (L* 30–78) and both directions of a change; ! = over ${TARGET_POINTS}`,
    ...spreadTable(figures),
    '',
    ...targetLines(figures),
  ].join('\n');
}
