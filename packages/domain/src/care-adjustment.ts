import type { DetectDimension, PartDetection } from '@skinscope/contracts';
import { MAX_DIMENSION_SCORE } from './analysis-scoring';
import { formatScoreChange } from './detect-labels';
import { facePartName } from './face-parts';
import type { DimensionKey, DimensionScore } from './analysis-scoring';

/**
 * Issue 19 #6: answers and photos together. The questionnaire's eight scores (spec §5) stay the
 * base; each is then moved by the measured dimensions of this visit's analysed photo pairs that
 * bear on it, by at most MAX_MEASURED_ADJUSTMENT points, and says what moved it. The server
 * runs this when the summary is saved (the browser's numbers are never stored) and the
 * analyse/result screen runs it to show the same numbers during the visit.
 */

/** One measured dimension as the engine gives it (0–100, higher is better; `area` in %). */
export interface MeasuredDimension {
  readonly score: number | null;
  readonly area?: number | null;
  /** colour: the tone word, null when analysed without a device calibration (issue 18 #3). */
  readonly result?: string | null;
}

/** One analysed photo pair of the visit. */
export interface VisitAnalysis {
  /** The face part's key (spec §3, `yqg`…): the part that drives a score is named. */
  readonly part?: string;
  /** Null when the photo checks refused the pair: a refused pair never moves a score. */
  readonly dimensions: Readonly<Partial<Record<DetectDimension, MeasuredDimension>>> | null;
  /** False when analysed without the device's colour calibration. */
  readonly colorCalibrated?: boolean;
}

/**
 * A part of the record's report (`/server/analysis`) as an analysis of the visit: done → its
 * dimensions and whether its colour is calibrated (as the server read it), refused → no dimensions, and
 * null while the pair is incomplete or still being analysed (it does not count yet).
 */
export function analysisOfPart(part: string, detection: PartDetection): VisitAnalysis | null {
  if (detection.status === 'done')
    return { part, dimensions: detection.dimensions, colorCalibrated: detection.colorCalibrated };
  if (detection.status === 'failed') return { part, dimensions: null };
  return null;
}

/** A care dimension's score with what it is made of. */
export interface CareScore extends DimensionScore {
  /** The questionnaire's score (spec §5). */
  readonly questionnaire: number;
  /** What the measurements changed: `score − questionnaire`, within ±MAX_MEASURED_ADJUSTMENT. */
  readonly measured: number;
  /** What the photos showed for it, on which part (右颧骨油脂偏多…); empty when nothing bore on it. */
  readonly evidence: readonly string[];
}

/** A measurement moves a questionnaire score by at most this many points either way. */
export const MAX_MEASURED_ADJUSTMENT = 2;

/**
 * How a measurement reads: good (better than the questionnaire alone would assume, +1),
 * fair (0), poor (−1), bad (−2). Fewer points up than down: a pleasant photo of three small
 * patches says less about a whole face than a customer's own complaint.
 */
type Reading = 'good' | 'fair' | 'poor' | 'bad';
const STEP_OF_READING: Readonly<Record<Reading, number>> = { good: 1, fair: 0, poor: -1, bad: -2 };

/**
 * Score cuts of the engine's levels (ANALYSIS.md "Conventions", calibration table `levels`):
 * ≥ 80 none, 60–80 lightly, 40–60 moderately, < 40 severe. The worst of the visit's accepted
 * pairs is read against them (issue 29 #8: a mean let two spotty parts hide behind a clear one).
 */
const SCORE_CUTS = { good: 80, fair: 60, poor: 40 } as const;

function readScore(score: number): Reading {
  if (score >= SCORE_CUTS.good) return 'good';
  if (score >= SCORE_CUTS.fair) return 'fair';
  if (score >= SCORE_CUTS.poor) return 'poor';
  return 'bad';
}

/**
 * Oil control reads the oil fraction itself (skin_type `area`, % of the patch that shines), not
 * the skin_type score, which also falls with flakes. Cuts from the engine's calibration table
 * (`skinType`): oily from 8 %, score 50 at 15 %; under 2 % the patch barely shines (score ≥ 90).
 */
const OIL_CUTS = { good: 2, poor: 8, bad: 15 } as const;

function readOil(fraction: number): Reading {
  if (fraction >= OIL_CUTS.bad) return 'bad';
  if (fraction >= OIL_CUTS.poor) return 'poor';
  if (fraction < OIL_CUTS.good) return 'good';
  return 'fair';
}

/** What the photos show, one phrase per reading (the line under a slider names it). */
export type Measure = 'oil' | 'redness' | 'flakes' | 'spots' | 'tone' | 'texture' | 'lines';
const MEASURE_WORDS: Readonly<Record<Measure, Readonly<Record<Reading, string>>>> = {
  oil: { good: '油脂较少', fair: '油脂适中', poor: '油脂偏多', bad: '油脂较多' },
  redness: { good: '泛红很少', fair: '轻微泛红', poor: '泛红偏多', bad: '泛红较多' },
  flakes: { good: '皮屑很少', fair: '少量皮屑', poor: '皮屑偏多', bad: '皮屑较多' },
  spots: { good: '色斑很少', fair: '少量色斑', poor: '色斑偏多', bad: '色斑较多' },
  tone: { good: '肤色均匀', fair: '肤色较均匀', poor: '肤色不够均匀', bad: '肤色不均' },
  texture: { good: '纹理细腻', fair: '纹理尚可', poor: '纹理偏粗', bad: '纹理较粗' },
  lines: { good: '细纹很少', fair: '少量细纹', poor: '细纹偏多', bad: '细纹较多' },
};

/**
 * Which measurements bear on which care dimension (DECISIONS "Answers and photos together"):
 * - 抗炎舒缓 ← redness and vessels (sensitivity);
 * - 控油平衡 ← the oil fraction (skin_type's shine area);
 * - 提亮美白 ← spots (pigment) and tone evenness (colour), the latter only when calibrated;
 * - 净痘祛瑕 ← texture and pores (roughness);
 * - 屏障修护 ← redness (sensitivity) and flakes (corneum): a leaking barrier shows both;
 * - 补水保湿 ← flakes (corneum): dehydrated stratum corneum lifts;
 * - 滋润亮泽 ← texture (roughness): a rough surface scatters light and looks dull;
 * - 紧致抗皱 ← fine lines (elasticity).
 * Where two measurements bear on one dimension, the one that needs more care decides.
 */
export const CARE_MEASURES: Readonly<Record<DimensionKey, readonly Measure[]>> = {
  inflammation: ['redness'],
  oilControl: ['oil'],
  brightening: ['spots', 'tone'],
  purification: ['texture'],
  barrier: ['redness', 'flakes'],
  hydration: ['flakes'],
  nourishing: ['texture'],
  firming: ['lines'],
};

/** The measured dimension each measure reads, and what of it. */
const MEASURE_SOURCE: Readonly<
  Record<Measure, { dimension: DetectDimension; read: 'score' | 'oil' }>
> = {
  oil: { dimension: 'skin_type', read: 'oil' },
  redness: { dimension: 'sensitivity', read: 'score' },
  flakes: { dimension: 'corneum', read: 'score' },
  spots: { dimension: 'pigment', read: 'score' },
  tone: { dimension: 'color', read: 'score' },
  texture: { dimension: 'roughness', read: 'score' },
  lines: { dimension: 'elasticity', read: 'score' },
};

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A colour score rates tone evenness either way, but only a calibrated device's is a colour
 * measurement; an uncalibrated one (flag false, or no tone word, as explainDimension reads it)
 * never moves brightening.
 */
const colourCounts = (analysis: VisitAnalysis, colour: MeasuredDimension): boolean =>
  analysis.colorCalibrated !== false && colour.result != null;

/** Oil reads a fraction (more is worse); every other measure a score (less is worse). */
const worseOf = (measure: Measure) =>
  MEASURE_SOURCE[measure].read === 'oil'
    ? (a: number, b: number) => a > b
    : (a: number, b: number) => a < b;

/** The value a measure reads from one accepted pair, or null when it has none. */
function valueOf(measure: Measure, analysis: VisitAnalysis): number | null {
  const { dimension, read } = MEASURE_SOURCE[measure];
  const measured = analysis.dimensions?.[dimension];
  if (!measured) return null;
  if (measure === 'tone' && !colourCounts(analysis, measured)) return null;
  const value = read === 'oil' ? measured.area : measured.score;
  return isNumber(value) ? value : null;
}

/** What one measure found in the visit: its reading and the part it was read on. */
interface MeasureReading {
  readonly reading: Reading;
  /** The part whose value decided it (null when the pair names none). */
  readonly part: string | null;
}

/**
 * The visit's reading of one measure: that of the pair that needs most care (the highest oil
 * fraction, the lowest score), named by its part; null when no accepted pair measured it.
 */
function readMeasure(measure: Measure, analyses: readonly VisitAnalysis[]): MeasureReading | null {
  const worse = worseOf(measure);
  let worst: { value: number; part: string | null } | null = null;
  for (const analysis of analyses) {
    const value = valueOf(measure, analysis);
    if (value !== null && (worst === null || worse(value, worst.value)))
      worst = { value, part: analysis.part ?? null };
  }
  if (!worst) return null;
  const reading =
    MEASURE_SOURCE[measure].read === 'oil' ? readOil(worst.value) : readScore(worst.value);
  return { reading, part: worst.part };
}

/** 右颧骨色斑偏多: what the photos showed, on which part. */
const evidenceOf = (measure: Measure, { reading, part }: MeasureReading): string =>
  `${(part && facePartName(part)) ?? ''}${MEASURE_WORDS[measure][reading]}`;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** One care dimension: the questionnaire's score moved by the measure that needs most care. */
function adjustOne(
  score: DimensionScore,
  readings: ReadonlyMap<Measure, MeasureReading | null>,
): CareScore {
  const found = CARE_MEASURES[score.key].flatMap((measure) => {
    const read = readings.get(measure);
    return read ? [{ measure, read, reading: read.reading }] : [];
  });
  const base = { ...score, questionnaire: score.score };
  if (found.length === 0) return { ...base, measured: 0, evidence: [] };
  const step = Math.min(...found.map(({ reading }) => STEP_OF_READING[reading]));
  const bounded = clamp(step, -MAX_MEASURED_ADJUSTMENT, MAX_MEASURED_ADJUSTMENT);
  const final = clamp(score.score + bounded, 0, MAX_DIMENSION_SCORE);
  return {
    ...base,
    score: final,
    measured: final - score.score,
    evidence: found
      .filter(({ reading }) => STEP_OF_READING[reading] === step)
      .map(({ measure, read }) => evidenceOf(measure, read)),
  };
}

/**
 * The eight questionnaire scores moved by this visit's measurements. Refused pairs (no
 * dimensions) count for nothing; without an accepted pair every score stays as it was.
 */
export function adjustCareScores(
  scores: readonly DimensionScore[],
  analyses: readonly VisitAnalysis[],
): CareScore[] {
  const accepted = analyses.filter((analysis) => analysis.dimensions !== null);
  const measures = Object.keys(MEASURE_SOURCE) as Measure[];
  const readings = new Map(measures.map((measure) => [measure, readMeasure(measure, accepted)]));
  return scores.map((score) => adjustOne(score, readings));
}

/**
 * The line under a slider: 问卷 6 · 检测 −1（油脂偏多）, or 问卷 6 · 暂无检测 when no accepted
 * measurement bore on it.
 */
export function careScoreLine(score: Pick<CareScore, 'questionnaire' | 'measured' | 'evidence'>) {
  const questionnaire = `问卷 ${score.questionnaire}`;
  if (score.evidence.length === 0) return `${questionnaire} · 暂无检测`;
  return `${questionnaire} · 检测 ${formatScoreChange(score.measured)}（${score.evidence.join('、')}）`;
}
