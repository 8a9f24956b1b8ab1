/**
 * The real-skin corpus through the engine (issue 31): each photo as the polarised photo with its
 * normal-light twin (node/normal-twin.ts), decoded, twinned and analysed once per run; a half's
 * assertions and tables share its outcomes. One file per half (real-skin.test.ts, held out;
 * real-skin-tuning.test.ts), so that vitest's two workers share the corpus's ≈ 200 CPU-s.
 */
import { analyzePair } from '../analyze';
import { DIMENSIONS, type Dimension } from '../types';
import { decodeImage } from '../node/decode';
import { normalTwin } from '../node/normal-twin';
import { loadRealCorpus, type RealCorpusPhoto, type Split } from './real-corpus';

export interface RealSkinOutcome {
  photo: RealCorpusPhoto;
  accepted: boolean;
  /** Each refusal as `CODE (photo)`, e.g. `NOT_SKIN (normal)`. */
  reasons: string[];
  /** Dimensions not assessed (无法评估) on an accepted pair, as `dimension CODE`. */
  notAssessed: string[];
  /** Scores of the dimensions that were assessed; empty when refused. */
  scores: Partial<Record<Dimension, number>>;
}

export interface RealSkinRun {
  outcomes: RealSkinOutcome[];
  /** CPU time of the whole run (decode, twin, analysis), ms. */
  cpuMs: number;
}

/** Every photo of one half of the corpus analysed as a pair. */
export async function realSkinRun(half: Split): Promise<RealSkinRun> {
  const start = process.cpuUsage();
  const outcomes: RealSkinOutcome[] = [];
  for (const photo of loadRealCorpus(half)) {
    const polarised = await decodeImage(photo.path);
    const result = analyzePair(normalTwin(polarised, photo.file), polarised);
    const scores: Partial<Record<Dimension, number>> = {};
    const notAssessed: string[] = [];
    for (const key of DIMENSIONS) {
      const dimension = result.dimensions?.[key];
      if (typeof dimension?.score === 'number') scores[key] = dimension.score;
      if (dimension?.notAssessable) notAssessed.push(`${key} ${dimension.notAssessable.code}`);
    }
    outcomes.push({
      photo,
      accepted: result.quality.ok,
      reasons: result.quality.reasons.map((reason) => `${reason.code} (${reason.photo})`),
      notAssessed,
      scores,
    });
  }
  const used = process.cpuUsage(start);
  return { outcomes, cpuMs: (used.user + used.system) / 1000 };
}
