/**
 * Spots, red areas and lines on full-size phantoms with every confounder present (relief, pores,
 * glints, flakes, vessels, wrinkles crossing spots): spot F1 and area error, redness IoU, line
 * precision/recall at 2 px. Seeds 21–23 were not used for tuning (those were 11–14). Line recall
 * counts the parts of lines the photo shows: under a glint, a line is not in the image at all.
 */
import { analyzePair } from '../analyze';
import { dilateMask } from '../kernels/morphology';
import type { Mask } from '../kernels/plane';
import { jpegPhantom } from '../node/phantom-jpeg';
import { iou, samplePolylines, scoreSpots, shareWithin } from './measures';

export interface LesionFigures {
  spotF1: number;
  spotMeanAreaError: number;
  spotTotalAreaError: number;
  rednessIou: number;
  linePrecision: number;
  /** Over the line points not within 4 px of a glint (what the photo shows), and over all points. */
  lineRecall: number;
  lineRecallAll: number;
}

/** Line points hidden by glints: within 4 px (a 9×9 square) of the true glint mask. */
function visible(points: [number, number][], glints: Mask): [number, number][] {
  const hidden = dilateMask(glints, 9);
  const { width: w, height: h } = glints;
  return points.filter(
    ([x, y]) =>
      !hidden.data[
        Math.min(h - 1, Math.max(0, Math.floor(y))) * w +
          Math.min(w - 1, Math.max(0, Math.floor(x)))
      ],
  );
}

function points(mask: Mask): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < mask.data.length; i += 1)
    if (mask.data[i]) out.push([(i % mask.width) + 0.5, Math.floor(i / mask.width) + 0.5]);
  return out;
}

export async function measureLesions(seeds: readonly number[]): Promise<LesionFigures> {
  let tp = 0, fp = 0, fn = 0, areaError = 0, areaMatched = 0, redIou = 0, precision = 0, recall = 0, recallAll = 0; // prettier-ignore
  let total = { detected: 0, truth: 0 };
  for (const seed of seeds) {
    const phantom = await jpegPhantom({ seed, spots: 12, redness: 3, lines: 5, vessels: 3 });
    const result = analyzePair(phantom.normal, phantom.polarised, { keepFullMasks: true });
    const full = result.fullMasks;
    if (!full?.pigment || !full.sensitivity || !full.elasticity)
      throw new Error(`seed ${seed}: ${JSON.stringify(result.quality)}`);
    const spots = scoreSpots(full.pigment, phantom.truth.spots);
    tp += spots.truePositives;
    fp += spots.falsePositives;
    fn += spots.falseNegatives;
    areaError += spots.meanAreaError * spots.truePositives;
    areaMatched += spots.truePositives;
    total = { detected: total.detected + spots.totalAreaError, truth: total.truth + 1 };
    const red = full.sensitivity;
    redIou += iou(
      { ...red, data: red.data.map((v) => (v === 1 ? 1 : 0)) },
      phantom.truth.rednessMask,
    );
    const detected = points(full.elasticity);
    const truth = samplePolylines(phantom.truth.lines, 1);
    precision += shareWithin(detected, truth, 2);
    recall += shareWithin(visible(truth, phantom.truth.shineMask), detected, 2);
    recallAll += shareWithin(truth, detected, 2);
  }
  const n = seeds.length;
  return {
    spotF1: (2 * tp) / (2 * tp + fp + fn),
    spotMeanAreaError: areaError / Math.max(1, areaMatched),
    spotTotalAreaError: total.detected / Math.max(1, total.truth),
    rednessIou: redIou / n,
    linePrecision: precision / n,
    lineRecall: recall / n,
    lineRecallAll: recallAll / n,
  };
}
