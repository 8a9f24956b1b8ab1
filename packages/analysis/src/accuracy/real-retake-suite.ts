/**
 * The real re-take suite (issue 31 #4, ANALYSIS.md "Repeatability"): each real-skin photo
 * captured as the base and again as each re-take of real-retake-plan.ts, every capture analysed
 * as a pair (uncalibrated: the corpus has no colour card), and each re-take's score change
 * against the base kept per dimension. Only photos whose base the gate accepts count; a re-take
 * the gate refuses is a refusal, not a change; a dimension 无法评估 on either side is left out.
 */
import { analyzePair, type AnalysisResult } from '../analyze';
import { decodeImage } from '../node/decode';
import { DIMENSIONS, type Dimension, type RgbImage } from '../types';
import type { RealCorpusPhoto } from './real-corpus';
import { capturePair } from './real-retake-capture';
import { capturePlan, type Capture, type RetakeChange } from './real-retake-plan';

export interface RetakePair {
  file: string;
  change: RetakeChange;
  /** Re-take's score − base's score per dimension assessed on both sides, points. */
  delta: Partial<Record<Dimension, number>>;
}

export interface RetakeRefusal {
  file: string;
  change: RetakeChange | 'base';
  codes: string[];
}

export interface RetakeRun {
  /** Photos whose base capture was analysed (accepted or not). */
  photos: number;
  /** Photos whose base the gate accepted: only their re-takes count. */
  basesAccepted: number;
  pairs: RetakePair[];
  /** Bases refused (not counted) and re-takes of accepted bases refused. */
  refusals: RetakeRefusal[];
  /** CPU time of the whole run (decode, captures, twins, JPEG, analysis), ms. */
  cpuMs: number;
}

const codes = (result: AnalysisResult) =>
  result.quality.reasons.map((r) => `${r.code} (${r.photo})`);

async function analyseCapture(photo: RgbImage, capture: Capture): Promise<AnalysisResult> {
  const shot = await capturePair(photo, capture);
  return analyzePair(shot.normal, shot.polarised);
}

/** The base and re-takes of each photo; `onPhoto` hears of each photo done (for progress). */
export async function measureRetakes(
  photos: readonly RealCorpusPhoto[],
  onPhoto?: (done: number, file: string) => void,
): Promise<RetakeRun> {
  const start = process.cpuUsage();
  const run: RetakeRun = { photos: 0, basesAccepted: 0, pairs: [], refusals: [], cpuMs: 0 };
  for (const photo of photos) {
    const pixels = await decodeImage(photo.path);
    const plan = capturePlan(photo.file);
    const base = await analyseCapture(pixels, plan.base);
    run.photos += 1;
    if (!base.dimensions) {
      run.refusals.push({ file: photo.file, change: 'base', codes: codes(base) });
    } else {
      run.basesAccepted += 1;
      for (const capture of plan.retakes) {
        const { change } = capture;
        const moved = await analyseCapture(pixels, capture);
        if (!moved.dimensions) {
          run.refusals.push({ file: photo.file, change, codes: codes(moved) });
          continue;
        }
        const delta: Partial<Record<Dimension, number>> = {};
        for (const d of DIMENSIONS) {
          const [before, after] = [base.dimensions[d].score, moved.dimensions[d].score];
          if (typeof before === 'number' && typeof after === 'number') delta[d] = after - before;
        }
        run.pairs.push({ file: photo.file, change, delta });
      }
    }
    onPhoto?.(run.photos, photo.file);
  }
  const used = process.cpuUsage(start);
  run.cpuMs = (used.user + used.system) / 1000;
  return run;
}
