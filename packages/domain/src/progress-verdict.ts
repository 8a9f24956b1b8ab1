import type { ChangeVerdict, DetectDimension, NoVerdictReason } from '@skinscope/contracts';
import { formatScoreBand } from './detect-labels';
import { BAND_SOURCE_NAMES, isTypeOnly, type BandSource } from './device-repeatability';
import { ESTIMATED_DIMENSIONS } from './dimension-explanations';

/**
 * Issue 19 #1/#3: the one rule that says whether a measured dimension changed between two
 * visits. The customer's report (change since the previous visit) and the progress page (any two
 * visits) both ask it, so that a salon never sees two answers for the same pair of visits.
 */

/** One visit's measurement of one face part, as far as a verdict needs it. */
export interface PartMeasurement {
  /**
   * measured: the engine gave scores; refused: the photo checks refused the pair (a retake was
   * due); missing: not photographed as a pair, or its analysis has not run.
   */
  state: 'measured' | 'refused' | 'missing';
  /** Scores 0–100 by dimension (higher is better); null where the engine could not estimate. */
  scores: Partial<Record<DetectDimension, number | null>>;
  /** Repeatability bands in points (issue 18 #6); absent on analyses made before engine 2. */
  bands: Partial<Record<DetectDimension, number>>;
  /**
   * The bands the server chose from the device's test-retest pairs (issue 32 #3), where it chose
   * one; a dimension without falls back to the engine's band (引擎估计).
   */
  bandsInUse?: Partial<Record<DetectDimension, BandUsed>>;
  /** False when the colour was measured without the device's calibration (issue 18 #3). */
  colorCalibrated: boolean;
  /** The engine version that measured it (`3.1.0`), null when unknown. */
  engine: string | null;
  /**
   * The dimensions measured as the mean of two captures (issue 32 #4): their scores are means and
   * their bands, in `bands` and `bandsInUse`, are a mean's (÷ √2, capture-mean.ts).
   */
  averaged?: readonly DetectDimension[];
}

/** A part's analysis at one visit as the staff reads carry it (a report's or progress's). */
export interface StoredPartAnalysis {
  /** done: measured; failed: refused by the photo checks; anything else: no measurement. */
  status: string;
  dimensions?: Partial<Record<DetectDimension, { score: number | null }>> | null;
  repeatability?: Partial<Record<DetectDimension, number>> | null;
  bandsInUse?: Partial<Record<DetectDimension, BandUsed>> | null;
  /** Decided once, where the detection is read (packages/domain colour-calibration.ts). */
  colorCalibrated?: boolean;
  version?: { engine: string } | null;
  /** The dimensions averaged over two captures (issue 32 #4). */
  averaged?: readonly DetectDimension[] | null | undefined;
}

const NOTHING = { scores: {}, bands: {}, colorCalibrated: false, engine: null } as const;

/**
 * The measurement the verdict rule reads from a stored analysis; missing when the part was not
 * photographed (`undefined`) or its analysis has not given scores.
 */
export function partMeasurementOf(analysis: StoredPartAnalysis | undefined): PartMeasurement {
  if (analysis?.status === 'failed') return { state: 'refused', ...NOTHING };
  if (analysis?.status !== 'done' || !analysis.dimensions) return { state: 'missing', ...NOTHING };
  return {
    state: 'measured',
    scores: Object.fromEntries(
      Object.entries(analysis.dimensions).map(([key, value]) => [key, value?.score ?? null]),
    ),
    bands: analysis.repeatability ?? {},
    bandsInUse: analysis.bandsInUse ?? {},
    colorCalibrated: analysis.colorCalibrated ?? false,
    engine: analysis.version?.engine ?? null,
    ...(analysis.averaged?.length && { averaged: analysis.averaged }),
  };
}

/**
 * Whether two engine versions score on different scales: a new major or minor version changes
 * measures, anchors or bands (packages/analysis calibration.ts); a patch version changes only
 * which pairs the gate accepts, so its scores compare.
 */
function scalesDiffer(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const scale = (version: string) => version.split('.').slice(0, 2).join('.');
  return scale(a) !== scale(b);
}

/** A band in points and where it comes from. */
export interface BandUsed {
  band: number;
  source: BandSource;
  /** The band of a mean of two captures (issue 32 #4: 两次平均); absent for one capture. */
  averaged?: boolean | undefined;
}

export type DimensionVerdict =
  | {
      verdict: ChangeVerdict;
      difference: number;
      band: number;
      bandSource: BandSource;
      /** The band is a mean of two captures' (issue 32 #4); absent for one capture. */
      bandAveraged?: true;
      reason: null;
    }
  | {
      verdict: null;
      difference: number | null;
      band: number | null;
      bandSource: BandSource | null;
      bandAveraged?: true;
      reason: NoVerdictReason;
    };

/**
 * The band one visit's measurement is judged with: the device's measured band where the server
 * chose one, but never narrower than the engine's own (issue 32 #2); else the engine's. Without
 * an engine band there is none: a device's pairs count only against an engine that has bands.
 */
export function measurementBand(
  measurement: PartMeasurement,
  dimension: DetectDimension,
): BandUsed | null {
  const engine = measurement.bands[dimension];
  if (engine === undefined) return null;
  const averaged = measurement.averaged?.includes(dimension) ? { averaged: true } : {};
  const device = measurement.bandsInUse?.[dimension];
  if (device?.source === 'device' && device.band >= engine)
    return { band: device.band, source: 'device', ...averaged };
  return { band: engine, source: 'engine', ...averaged };
}

/**
 * The band a change between two visits is judged with: the wider of the two visits' bands (a
 * change is real only if it beats the noise of both), with that band's source; on a tie the
 * device's, whose pairs confirmed it.
 */
export function verdictBand(
  dimension: DetectDimension,
  before: PartMeasurement,
  after: PartMeasurement,
): BandUsed | null {
  const bands = [measurementBand(before, dimension), measurementBand(after, dimension)].filter(
    (band): band is BandUsed => band !== null,
  );
  if (bands.length === 0) return null;
  const band = Math.max(...bands.map((b) => b.band));
  const widest = bands.filter((b) => b.band === band);
  const device = widest.some((b) => b.source === 'device');
  // A mean's band only when every visit with the widest band averaged two captures.
  const averaged = widest.every((b) => b.averaged) ? { averaged: true } : {};
  return { band, source: device ? 'device' : 'engine', ...averaged };
}

const isScore = (score: number | null | undefined): score is number =>
  typeof score === 'number' && Number.isFinite(score);

/** Two decimals, as the scores are shown (spec §9), so that 0.1 + 0.2 reads 0.3. */
const roundPoints = (points: number) => Math.round(points * 100) / 100;

/** Why there is no verdict, in the order a consultant would first need to know it. */
function blockOf(
  dimension: DetectDimension,
  before: PartMeasurement,
  after: PartMeasurement,
): NoVerdictReason | null {
  if (isTypeOnly(dimension)) return 'type_only';
  if (ESTIMATED_DIMENSIONS.has(dimension)) return 'estimate_only';
  if (before.state === 'refused' || after.state === 'refused') return 'refused';
  if (before.state === 'missing' || after.state === 'missing') return 'not_measured';
  if (scalesDiffer(before.engine, after.engine)) return 'engine_changed';
  if (dimension === 'color' && !(before.colorCalibrated && after.colorCalibrated))
    return 'uncalibrated';
  if (!isScore(before.scores[dimension]) || !isScore(after.scores[dimension]))
    return 'not_estimable';
  return null;
}

/**
 * The change of one dimension from `before` to `after`: 改善 / 变差 beyond the wider of the two
 * visits' bands, 稳定 within it. No verdict (with the reason) for 肤质, when either visit's photos
 * were refused or the part was not measured, when two engine versions with different scales
 * measured them (issue 31 #4), for colour when either visit was uncalibrated, when
 * a score could not be estimated, and without a band (then the difference alone is shown). It
 * says which band it used and where that band comes from (issue 32 #3).
 */
export function dimensionVerdict(
  dimension: DetectDimension,
  before: PartMeasurement,
  after: PartMeasurement,
): DimensionVerdict {
  const from = before.scores[dimension];
  const to = after.scores[dimension];
  const difference =
    before.state === 'measured' && after.state === 'measured' && isScore(from) && isScore(to)
      ? roundPoints(to - from)
      : null;
  const used = verdictBand(dimension, before, after);
  const band = used?.band ?? null;
  const bandSource = used?.source ?? null;
  const averaged = used?.averaged ? { bandAveraged: true as const } : {};
  const blocked = blockOf(dimension, before, after);
  if (blocked) return { verdict: null, difference, band, bandSource, ...averaged, reason: blocked };
  if (used === null || difference === null)
    return { verdict: null, difference, band, bandSource, ...averaged, reason: 'no_band' };
  const verdict =
    Math.abs(difference) <= used.band ? 'stable' : difference > 0 ? 'better' : 'worse';
  return {
    verdict,
    difference,
    band: used.band,
    bandSource: used.source,
    ...averaged,
    reason: null,
  };
}

/** What a consultant reads when there is no verdict: one calm sentence per reason. */
export const NO_VERDICT_NOTES: Readonly<Record<NoVerdictReason, string>> = {
  type_only: '肤质是类型，不分好坏，只对比类型是否变化。',
  estimate_only: '这一项是照片估计值，只列出分数变化，不作判断。',
  refused: '有一次的照片未通过质量检查，这一项不作判断。',
  not_measured: '有一次没有这个部位的检测结果，无法对比。',
  engine_changed: '两次检测的分析引擎版本不同，评分标准不一样，这一项不作判断。',
  uncalibrated:
    '有一次肤色未按颜色校准测量（显微镜未校准，或拍摄设置与校准不一致），肤色不作判断。',
  not_estimable: '有一次这一项无法评估，不作判断。',
  no_band: '这两次检测没有重复性数据，只列出分数变化。',
};

/** Verdict words (issue 19 #1): a change beyond the band, or 稳定 within it. */
export const CHANGE_VERDICT_LABELS: Readonly<Record<ChangeVerdict, string>> = {
  better: '改善',
  worse: '变差',
  stable: '稳定',
};

/**
 * How a verdict names its band (issue 32 #3): 本设备实测 ±4 or 引擎估计 ±3, in whole points; a
 * mean of two captures' band says so (issue 32 #4): 本设备实测 ±3（两次平均）.
 */
export const bandFootnote = ({ band, source, averaged }: BandUsed): string =>
  `${BAND_SOURCE_NAMES[source]} ±${formatScoreBand(band)}${averaged ? '（两次平均）' : ''}`;
