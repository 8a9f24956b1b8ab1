/**
 * Oil fraction against the glints' true coverage, over skin tones (dark skin makes glints many
 * times the diffuse light, very light skin makes the normal photo clip) and coverages up to 25 %.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';

export interface ShineRow {
  coverage: number;
  L: number;
  truth: number;
  measured: number;
}

const SHINE_CASES: readonly (readonly [number, number, number])[] = [
  // coverage, L*, b*
  [0, 62, 17], [0.03, 35, 20], [0.03, 85, 11], [0.08, 50, 18], [0.08, 70, 14],
  [0.15, 40, 20], [0.15, 62, 17], [0.2, 80, 12], [0.2, 55, 17], [0.25, 62, 17],
]; // prettier-ignore

export async function measureShine(): Promise<ShineRow[]> {
  const rows: ShineRow[] = [];
  for (const [coverage, L, b] of SHINE_CASES) {
    const phantom = await jpegPhantom({
      seed: 700 + Math.round(coverage * 100) + L,
      width: 512,
      height: 384,
      shine: coverage,
      tone: { L, a: 11, b },
    });
    const result = analyzePair(phantom.normal, phantom.polarised);
    if (!result.measures) throw new Error(`shine ${coverage}: ${JSON.stringify(result.quality)}`);
    let truth = 0;
    for (const v of phantom.truth.shineMask.data) truth += v;
    rows.push({
      coverage,
      L,
      truth: (100 * truth) / phantom.truth.shineMask.data.length,
      measured: result.measures.skin_type.oilFraction!,
    });
  }
  return rows;
}
