/**
 * Oil fraction against the glints' true coverage, over skin tones (dark skin makes glints many
 * times the diffuse light, very light skin makes the normal photo clip), coverages up to 35 %
 * (a median N/P ratio would rise with the shine) and the normal photo exposed 30 % darker or
 * brighter than the device's usual.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import { REFERENCE_DEVICE } from '../phantom/spec';

export interface ShineRow {
  coverage: number;
  L: number;
  exposure: number;
  truth: number;
  measured: number;
}

const SHINE_CASES: readonly (readonly [number, number, number, number?])[] = [
  // coverage, L*, b*, exposure of the normal photo (× the device's)
  [0, 62, 17], [0.03, 35, 20], [0.03, 85, 11], [0.08, 50, 18], [0.08, 70, 14],
  [0.15, 40, 20], [0.15, 62, 17], [0.2, 80, 12], [0.2, 55, 17], [0.25, 62, 17],
  [0.15, 40, 20, 0.7], [0.15, 62, 17, 1.3], [0.35, 62, 17],
]; // prettier-ignore

export async function measureShine(): Promise<ShineRow[]> {
  const rows: ShineRow[] = [];
  for (const [coverage, L, b, exposure = 1] of SHINE_CASES) {
    const phantom = await jpegPhantom({
      seed: 700 + Math.round(coverage * 100) + L + (exposure === 1 ? 0 : Math.round(10 * exposure)),
      width: 512,
      height: 384,
      shine: coverage,
      tone: { L, a: 11, b },
      device: { exposureN: REFERENCE_DEVICE.exposureN * exposure },
    });
    const result = analyzePair(phantom.normal, phantom.polarised);
    if (!result.measures) throw new Error(`shine ${coverage}: ${JSON.stringify(result.quality)}`);
    let truth = 0;
    for (const v of phantom.truth.shineMask.data) truth += v;
    rows.push({
      coverage,
      L,
      exposure,
      truth: (100 * truth) / phantom.truth.shineMask.data.length,
      measured: result.measures.skin_type.oilFraction!,
    });
  }
  return rows;
}
