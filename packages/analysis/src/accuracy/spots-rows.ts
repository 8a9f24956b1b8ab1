import type { AccuracyReport } from './report';
import { measureSpots, type ToneFigures } from './spots-case';

/**
 * Spot F1 per tone and spots invented on the 12 spot-free phantoms, one row each per seed set
 * (3 seeds × 12 spots per tone), recorded in `report`; with `freckles`, each tone's pigment
 * score on a freckled phantom too. Returns every tone of every set for the suite's assertions.
 */
export async function spotRows(
  report: AccuracyReport,
  sets: readonly (readonly number[])[],
  kind: string,
  freckles: boolean,
): Promise<ToneFigures[]> {
  const all: ToneFigures[] = [];
  for (const seeds of sets) {
    const tones = await measureSpots(seeds, { withFreckles: freckles });
    const label = `seeds ${seeds[0]}–${seeds[seeds.length - 1]} (${kind})`;
    const f1s = tones.map((t) => t.f1);
    const invented = tones.map((t) => t.inventedOnClear);
    report.record(
      `spots F1 with confounders, L* 72/58/44/32, ${label}`,
      f1s.map((f) => f.toFixed(3)).join(' / '),
      '≥ 0.9 each',
      f1s.every((f) => f >= 0.9),
    );
    report.record(
      `spots invented on 12 spot-free phantoms, ${label}`,
      invented.join(' / '),
      '0 each',
      invented.every((n) => n === 0),
    );
    for (const t of tones)
      report.note(
        `pigment ${t.name}, ${label}: recall ${t.recall.toFixed(3)}, precision ` +
          `${t.precision.toFixed(3)}; score clear ${t.clearScore.toFixed(1)}, 12 spots ` +
          `${t.spottedScore.toFixed(1)}` +
          (t.freckledScore === null ? '' : `, 30 freckles ${t.freckledScore.toFixed(1)}`),
      );
    all.push(...tones);
  }
  return all;
}
