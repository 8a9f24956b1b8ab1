import { DETECT_DIMENSIONS } from '@skinscope/contracts';
import type {
  DetectDimension,
  DetectDimensionResult,
  DetectLevel,
  PublicToneWithheld,
} from '@skinscope/contracts';
import {
  DETECT_DIMENSION_LABELS,
  detectWordLabel,
  formatDetectScore,
  formatScoreBand,
} from './detect-labels';

/**
 * Issue 19 #2: the seven measured dimensions explained for a customer — what each measures in
 * one plain sentence, its band, its marked image's legend, and the states in which there is no
 * number to show. The tone is a consultant's: no comparison with other people, no alarm.
 */

/** Every score of the detect response reads the same way (spec §3). */
export const DETECT_SCORE_SCALE = '各项得分 0–100 分，分数越高越好。';

/** One plain sentence per dimension: what the microscope photos show for it. */
export const DIMENSION_EXPLANATIONS: Readonly<Record<DetectDimension, string>> = {
  skin_type:
    '对比常光与偏振光照片里的油光和皮屑，判断肤质偏油、偏干还是中性；分数越高，水油越平衡。',
  roughness: '看皮肤表面的纹理和毛孔是否细腻；分数越高，肤质越平滑细腻。',
  color: '看这一小块皮肤的肤色是否均匀；分数越高，肤色越均匀。',
  sensitivity: '看偏振光下皮肤比自身肤色更红的范围和程度；分数越高，泛红越少，皮肤越稳定。',
  pigment: '看偏振光下的色斑和成片的色素沉着；分数越高，色素越少、分布越均匀。',
  elasticity: '从照片中的细纹估计皮肤的紧致程度（并非按压测量）；分数越高，细纹越少。',
  corneum: '看皮肤表面翘起的皮屑，即干燥脱落的角质；分数越高，角质层越平整。',
};

/**
 * What each colour of a marked image shows, by mask class (class 1 first): the engine's
 * "Masks" table (packages/analysis README). The colours themselves are the engine's overlay
 * palette; the web pairs the two, and its test checks they have the same length.
 */
export const OVERLAY_LEGENDS: Readonly<Record<DetectDimension, readonly string[]>> = {
  skin_type: ['油光'],
  roughness: ['纹理较粗处', '毛孔'],
  color: ['比周围肤色浅的区域', '比周围肤色深的区域'],
  sensitivity: ['泛红区域', '细小血管'],
  pigment: ['色素斑点', '成片色素沉着'],
  elasticity: ['细纹'],
  corneum: ['翘起的皮屑'],
};

export type DetectBand = 'good' | 'fair' | 'attention';

export const DETECT_BAND_LABELS: Readonly<Record<DetectBand, string>> = {
  good: '好',
  fair: '一般',
  attention: '需关注',
};

/**
 * The band follows the level the engine gave with the score, so its cut points are the
 * engine's own (calibration table `levels`: none ≥ 80, lightly ≥ 60, moderately ≥ 40) and stay
 * those of the engine version that measured it. Three words are enough for a customer: the
 * two lower levels are both "worth attention", never 重度.
 */
const BAND_OF_LEVEL: Readonly<Record<DetectLevel, DetectBand>> = {
  none: 'good',
  lightly: 'fair',
  moderately: 'attention',
  severe: 'attention',
};

export function detectBand(level: DetectLevel): DetectBand {
  return BAND_OF_LEVEL[level];
}

/** The colour dimension without a device calibration has no tone word (issue 18 #3). */
export const COLOR_UNCALIBRATED = '未校准';
export const COLOR_UNCALIBRATED_NOTE =
  '显微镜尚未做颜色校准，本次只评估肤色均匀度，不给出肤色色调。';
/** A dimension whose score is missing: the photos did not allow an estimate. */
export const NOT_ESTIMABLE = '无法评估';
export const NOT_ESTIMABLE_NOTE = '这组照片无法可靠估计这一项，本次不给出分数。';

/**
 * Issue 31 #3: dimensions whose score does not yet follow what it names on real skin (the
 * real-skin corpus: elasticity ranked photos with visible lines no lower than others, AUC
 * 0.35–0.46; stratum corneum had too few flaky photos to show it, 4–6). They are shown as
 * estimates with this note, and the verdict rule (progress-verdict.ts) judges no change on them.
 */
export const ESTIMATED_DIMENSIONS: ReadonlySet<DetectDimension> = new Set([
  'elasticity',
  'corneum',
]);
export const ESTIMATE_NOTE =
  '这一项是照片估计值，在真实皮肤上尚未验证与肉眼所见一致，仅供参考，不作改善或变差的判断。';

/** Issue 18 #6: how far the same skin's score moves between repeat photos, in points. */
export const repeatabilityNote = (points: number): string =>
  `重复拍摄时分数通常在 ±${formatScoreBand(points)} 分内变化。`;

/** A dimension as the engine may send it: engine 2 adds these optional fields (issue 18). */
export type DetectDimensionInput = Omit<DetectDimensionResult, 'score' | 'toneWithheld'> & {
  score: number | null;
  repeatability?: number | null;
  /** Why no tone (issue 31 #3): the staff's reason, or the customer's on her report. */
  toneWithheld?: PublicToneWithheld | undefined;
};

export interface ExplainDetectionOptions {
  /** False when the analysis ran without a device colour calibration. */
  colorCalibrated?: boolean;
  /** Per-dimension repeatability band in points, when the response carries it at the top. */
  repeatability?: Partial<Record<DetectDimension, number | null>>;
}

export interface ExplainedDimension {
  key: DetectDimension;
  /** 肤质, 粗糙度… (spec §9). */
  name: string;
  explanation: string;
  /** Two decimals (spec §9), or null when the score could not be estimated. */
  score: string | null;
  /** Null for 肤质 (its type is shown instead) and when there is no score. */
  band: DetectBand | null;
  /** 肤质: 油性 / 干性 / 中性; 肤色: its tone word or 未校准; null elsewhere. */
  word: string | null;
  /** Why a value is missing (uncalibrated colour, not estimable), in a sentence. */
  notes: string[];
  legend: readonly string[];
  /** The marked image's file name, `d{id}-{dimension}.jpg`, or null. */
  filename: string | null;
  repeatability: number | null;
}

const isScore = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score);

function wordOf(
  key: DetectDimension,
  dimension: DetectDimensionInput,
  calibrated: boolean,
): string | null {
  if (key === 'skin_type') return dimension.type ? detectWordLabel(dimension.type) : null;
  if (key !== 'color') return null;
  return calibrated && dimension.result ? detectWordLabel(dimension.result) : COLOR_UNCALIBRATED;
}

export function explainDimension(
  key: DetectDimension,
  dimension: DetectDimensionInput,
  options: ExplainDetectionOptions = {},
): ExplainedDimension {
  const estimable = isScore(dimension.score);
  // A colour result without a word is uncalibrated whatever the flag says (issue 18 #3).
  const calibrated = options.colorCalibrated !== false && dimension.result !== null;
  const repeatability = dimension.repeatability ?? options.repeatability?.[key] ?? null;
  const notes: string[] = [];
  if (!estimable) notes.push(dimension.notAssessable?.message ?? NOT_ESTIMABLE_NOTE);
  if (estimable && ESTIMATED_DIMENSIONS.has(key)) notes.push(ESTIMATE_NOTE);
  // Under a calibration whose camera settings the photos did not match (issue 31 #3), the note
  // says that, and what to do, instead of "not calibrated".
  if (key === 'color' && !calibrated)
    notes.push(dimension.toneWithheld?.message ?? COLOR_UNCALIBRATED_NOTE);
  if (estimable && isScore(repeatability)) notes.push(repeatabilityNote(repeatability));
  return {
    key,
    name: DETECT_DIMENSION_LABELS[key],
    explanation: DIMENSION_EXPLANATIONS[key],
    score: estimable ? formatDetectScore(dimension.score) : null,
    band: estimable && key !== 'skin_type' && dimension.level ? detectBand(dimension.level) : null,
    word: wordOf(key, dimension, calibrated),
    notes,
    legend: OVERLAY_LEGENDS[key],
    filename: dimension.filename,
    repeatability: isScore(repeatability) ? repeatability : null,
  };
}

/** The dimensions present, in the response's order (spec §3), explained. */
export function explainDetection(
  dimensions: Partial<Record<DetectDimension, DetectDimensionInput>>,
  options: ExplainDetectionOptions = {},
): ExplainedDimension[] {
  return DETECT_DIMENSIONS.flatMap((key) => {
    const dimension = dimensions[key];
    return dimension ? [explainDimension(key, dimension, options)] : [];
  });
}
