/**
 * The tables of the real-skin suite (real-skin.test.ts, real-skin-tuning.test.ts): per half and
 * tone group, how many usable patches the gate accepts and unusable ones it refuses, and why it
 * refuses; per label, the median scores of accepted usable patches with and without it.
 */
import { DIMENSIONS, type Dimension } from '../types';
import type { Split } from './real-corpus';
import type { RealSkinOutcome } from './real-skin-case';

export interface GateRow {
  half: Split;
  tone: string;
  usable: number;
  acceptedUsable: number;
  unusable: number;
  refusedUnusable: number;
  /** Count of each refusal reason over every patch of the group. */
  reasons: Map<string, number>;
  /** Count of each dimension marked 无法评估 on accepted patches. */
  notAssessed: Map<string, number>;
}

function counts(lists: string[][]): Map<string, number> {
  const map = new Map<string, number>();
  for (const list of lists) for (const item of list) map.set(item, (map.get(item) ?? 0) + 1);
  return map;
}

const listed = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([item, count]) => `${item} ${count}`)
    .join(', ');

function gateRow(half: Split, tone: string, outcomes: RealSkinOutcome[]): GateRow {
  const usable = outcomes.filter((o) => o.photo.usable);
  const unusable = outcomes.filter((o) => !o.photo.usable);
  return {
    half,
    tone,
    usable: usable.length,
    acceptedUsable: usable.filter((o) => o.accepted).length,
    unusable: unusable.length,
    refusedUnusable: unusable.filter((o) => !o.accepted).length,
    reasons: counts(outcomes.map((o) => o.reasons)),
    notAssessed: counts(outcomes.map((o) => o.notAssessed)),
  };
}

/** One row per half and tone group present, and one for the whole half. */
export function gateRows(outcomes: RealSkinOutcome[]): GateRow[] {
  const rows: GateRow[] = [];
  for (const half of ['tuning', 'heldout'] as const) {
    const inHalf = outcomes.filter((o) => o.photo.split === half);
    for (const tone of ['light', 'medium', 'tan', 'dark']) {
      const group = inHalf.filter((o) => o.photo.tone === tone);
      if (group.length > 0) rows.push(gateRow(half, tone, group));
    }
    rows.push(gateRow(half, 'all', inHalf));
  }
  return rows;
}

const share = (part: number, whole: number) =>
  whole > 0 ? `${part}/${whole} ${((100 * part) / whole).toFixed(1)} %` : '—';

export function gateTable(rows: GateRow[]): string {
  const lines = rows.map((r) => {
    const notAssessed = r.notAssessed.size > 0 ? `; 无法评估: ${listed(r.notAssessed)}` : '';
    const reasons = `${listed(r.reasons) || '—'}${notAssessed}`;
    return [
      r.half.padEnd(8),
      r.tone.padEnd(7),
      share(r.acceptedUsable, r.usable).padStart(16),
      share(r.refusedUnusable, r.unusable).padStart(14),
      `  ${reasons}`,
    ].join(' ');
  });
  return [
    'Real skin through the gate (photo as polarised, its normal-light twin as normal)',
    `${'half'.padEnd(8)} ${'tone'.padEnd(7)} ${'usable accepted'.padStart(16)} ${'unusable refused'.padStart(14)}   refusals (code, photo)`,
    ...lines,
  ].join('\n');
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of each dimension's score over accepted usable patches with and without each label. */
export function labelTable(outcomes: RealSkinOutcome[], half: Split): string {
  const scored = outcomes.filter((o) => o.photo.split === half && o.photo.usable && o.accepted);
  const header = `${'label'.padEnd(16)} ${'n'.padStart(4)} ${DIMENSIONS.map((d) => d.padStart(11)).join(' ')}`;
  const lines = [];
  for (const label of ['spots', 'largePatch', 'red', 'lines', 'flakes'] as const) {
    for (const has of [true, false]) {
      const group = scored.filter((o) => o.photo[label] === has);
      const medians = DIMENSIONS.map((d) => {
        const m = median(group.flatMap((o) => (o.scores[d] === undefined ? [] : [o.scores[d]])));
        return (m === null ? '—' : m.toFixed(1)).padStart(11);
      });
      lines.push(
        `${`${has ? '' : 'no '}${label}`.padEnd(16)} ${String(group.length).padStart(4)} ${medians.join(' ')}`,
      );
    }
  }
  return [`Median scores of accepted usable patches, ${half} half`, header, ...lines].join('\n');
}

/** The usable patches refused, with their reasons: what the gate still gets wrong, by file. */
export function refusedUsable(outcomes: RealSkinOutcome[], half: Split): string {
  const refused = outcomes.filter((o) => o.photo.split === half && o.photo.usable && !o.accepted);
  return [
    `Usable patches refused, ${half} half (${refused.length})`,
    ...refused.map((o) => `${o.photo.file} ${o.photo.tone.padEnd(6)} ${o.reasons.join(', ')}`),
  ].join('\n');
}

/**
 * AUC that a score ranks patches with a label below patches without it: the chance that a
 * random labelled patch scores lower than a random clear one (ties count half).
 */
function aucBelow(labelled: number[], clear: number[]): number {
  let wins = 0;
  for (const a of labelled) for (const b of clear) wins += a < b ? 1 : a === b ? 0.5 : 0;
  return labelled.length * clear.length > 0 ? wins / (labelled.length * clear.length) : Number.NaN;
}

/**
 * How well a dimension's score ranks patches with a by-eye label below those without it, on the
 * accepted usable patches of a half (and tone group when given): AUC and the group sizes.
 * Issue 31 #3: redness (sensitivity, red) and whether elasticity and stratum corneum vary with
 * what they name (lines, flakes).
 */
export function labelRanking(
  outcomes: RealSkinOutcome[],
  half: Split,
  dimension: Dimension,
  label: 'red' | 'lines' | 'flakes',
  tone?: string,
) {
  const scored = outcomes.filter(
    (o) =>
      o.photo.split === half &&
      o.photo.usable &&
      (tone === undefined || o.photo.tone === tone) &&
      o.scores[dimension] !== undefined,
  );
  const score = (list: RealSkinOutcome[]) => list.map((o) => o.scores[dimension]!);
  const labelled = score(scored.filter((o) => o.photo[label]));
  const others = score(scored.filter((o) => !o.photo[label]));
  return {
    auc: aucBelow(labelled, others),
    counts: { labelled: labelled.length, others: others.length },
  };
}

/**
 * Issue 31 #3's pigment targets on the accepted usable patches of a half: AUC(spotty below
 * clear) and how far below the median clear patch (neither spots nor a large patch) the median
 * large-patch photo scores.
 */
export function pigmentRanking(outcomes: RealSkinOutcome[], half: Split) {
  const scored = outcomes.filter(
    (o) => o.photo.split === half && o.photo.usable && o.scores.pigment !== undefined,
  );
  const pigment = (list: RealSkinOutcome[]) => list.map((o) => o.scores.pigment!);
  const clear = pigment(scored.filter((o) => !o.photo.spots && !o.photo.largePatch));
  const spotty = pigment(scored.filter((o) => o.photo.spots));
  const large = pigment(scored.filter((o) => o.photo.largePatch));
  return {
    auc: aucBelow(spotty, clear),
    largeBelowClear: (median(clear) ?? Number.NaN) - (median(large) ?? Number.NaN),
    counts: { clear: clear.length, spotty: spotty.length, large: large.length },
  };
}
