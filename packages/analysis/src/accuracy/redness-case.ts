/**
 * Whole-field redness (issue 18 #4): the same phantom with the skin's a* raised by 10 over the
 * whole patch. On a calibrated device the sensitivity score must fall clearly (absolute a*
 * reading); uncalibrated, red areas are judged against the patch's own median, which moves with
 * the whole field, so the score stays and the measures say the reading is relative.
 */
import { analyzePair } from '../analyze';
import { jpegPhantom } from '../node/phantom-jpeg';
import { REFERENCE_DEVICE } from '../phantom/spec';
import { calibrationOf } from './device';
import { SKIN_TONES } from './tones';

/** Whole-field a* added to the redder twin of each phantom. */
export const RED_SHIFT = 10;

export interface RednessRow {
  L: number;
  a: number;
  calibrated: { score: number; absolute: number; skinA: number };
  uncalibrated: { score: number; absolute: number };
}

export async function measureWholeFieldRedness(): Promise<RednessRow[]> {
  const capture = { noise: 1.5, jpegQuality: 90, shift: { dx: 0, dy: 0 }, disc: null };
  const calibration = await calibrationOf(REFERENCE_DEVICE, capture);
  const rows: RednessRow[] = [];
  for (const { tone } of SKIN_TONES)
    for (const a of [tone.a, tone.a + RED_SHIFT]) {
      const phantom = await jpegPhantom({
        seed: 800 + tone.L,
        width: 512,
        height: 384,
        tone: { ...tone, a },
        redness: 1,
        vessels: 1,
      });
      const calibrated = analyzePair(phantom.normal, phantom.polarised, {
        deviceCalibration: calibration,
      });
      const uncalibrated = analyzePair(phantom.normal, phantom.polarised);
      if (!calibrated.measures || !uncalibrated.measures)
        throw new Error(`redness ${tone.L}/${a}: ${JSON.stringify(calibrated.quality)}`);
      const c = calibrated.measures.sensitivity;
      rows.push({
        L: tone.L,
        a,
        calibrated: {
          score: calibrated.dimensions!.sensitivity.score!,
          absolute: c.absolute!,
          skinA: c.skinA!,
        },
        uncalibrated: {
          score: uncalibrated.dimensions!.sensitivity.score!,
          absolute: uncalibrated.measures.sensitivity.absolute!,
        },
      });
    }
  return rows;
}
