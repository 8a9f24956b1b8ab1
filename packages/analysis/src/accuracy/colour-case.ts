/**
 * Colour accuracy: a device calibration fitted from the phantom camera's grey-card and chart captures,
 * then skin tones along the human skin locus (L* 30–90 with the b* typical at that lightness)
 * plus off-locus tones for the category words. 384×288 phantoms: colour statistics need no
 * more pixels, and the engine's scales are in pixels, not in fractions of the frame.
 */
import { analyzePair } from '../analyze';
import { colorWord } from '../metrics/color';
import { jpegPhantom } from '../node/phantom-jpeg';
import { REFERENCE_DEVICE } from '../phantom/spec';
import { calibrateDevice } from './device';

/** Skin locus: b* falls from ≈ 20 on dark skin to ≈ 10 on very light skin (Del Bino 2006 ranges). */
const SKIN_LOCUS: readonly (readonly [number, number])[] = [
  [30, 20], [35, 22], [40, 20], [45, 19], [50, 18], [55, 17], [60, 16],
  [65, 15], [70, 14], [75, 13], [80, 12], [85, 11], [90, 10],
]; // prettier-ignore

/** More tones, one or two well inside each ITA category, for the word test. */
const CATEGORY_TONES: readonly (readonly [number, number])[] = [
  [82, 9], [72, 16], [66, 18], [58, 19], [52, 15], [46, 24], [38, 14], [33, 24],
]; // prettier-ignore

const CUTS = [55, 41, 28, 10, -30];

export interface ColourFigures {
  worstDeltaIta: number;
  /** Uncalibrated analyses that still named a tone (must be 0: no ITA word without calibration). */
  uncalibratedWords: number;
  wordsChecked: number;
  wordsRight: number;
}

export async function measureColour(): Promise<ColourFigures> {
  const capture = { noise: 1.5, jpegQuality: 90, shift: { dx: 0, dy: 0 }, disc: null };
  const fit = await calibrateDevice(REFERENCE_DEVICE, capture);
  if (!fit.ok) throw new Error(`calibration refused: ${JSON.stringify(fit.report.refusals)}`);
  const calibration = fit.calibration;
  const figures: ColourFigures = {
    worstDeltaIta: 0,
    uncalibratedWords: 0,
    wordsChecked: 0,
    wordsRight: 0,
  };
  const tones = [
    ...SKIN_LOCUS.map((t) => [...t, 1] as const),
    ...CATEGORY_TONES.map((t) => [...t, 0] as const),
  ];
  for (const [L, b, onLocus] of tones) {
    const phantom = await jpegPhantom({
      seed: 500 + 3 * L + b,
      width: 512,
      height: 384,
      tone: { L, a: 11, b },
      spots: 3,
      redness: 1,
      lines: 1,
      vessels: 2,
    });
    const result = analyzePair(phantom.normal, phantom.polarised, {
      deviceCalibration: calibration,
    });
    const uncalibrated = analyzePair(phantom.normal, phantom.polarised);
    if (!result.measures || !uncalibrated.measures)
      throw new Error(`tone ${L}/${b} failed quality: ${JSON.stringify(result.quality)}`);
    const truth = phantom.truth.ita;
    if (onLocus) {
      figures.worstDeltaIta = Math.max(
        figures.worstDeltaIta,
        Math.abs(result.measures.color.ita! - truth),
      );
      if (uncalibrated.dimensions!.color.result !== null) figures.uncalibratedWords += 1;
    }
    if (CUTS.every((cut) => Math.abs(truth - cut) > 2)) {
      figures.wordsChecked += 1;
      if (result.dimensions!.color.result === colorWord(truth)) figures.wordsRight += 1;
    }
  }
  return figures;
}
