import ttest from '@stdlib/stats-ttest';
import ttest2 from '@stdlib/stats-ttest2';
import wilcoxon from '@stdlib/stats-wilcoxon';

/**
 * Issue 33 #3: the statistics of an efficacy study's endpoint, per timepoint against day 0. The
 * tests and their distributions are stdlib's (`@stdlib/stats-ttest`, `-ttest2`, `-wilcoxon`,
 * Apache-2.0, the same numerics as R's `t.test` and `wilcox.test`), checked in
 * efficacy-statistics.test.ts against R's published worked examples; nothing here computes a
 * distribution by hand.
 *
 * A change is follow-up − baseline of one participant's score (0–100, higher is better), so a
 * positive change is an improvement.
 */

/** A 95 % interval. */
export interface Interval {
  low: number;
  high: number;
}

/** The signed-rank test, exact when stdlib can be (n ≤ 50, no zero change, no ties). */
export interface SignedRank {
  /** V: the sum of the ranks of the positive changes (R's V). */
  statistic: number;
  p: number;
  /** False when the normal approximation with tie and continuity corrections was used. */
  exact: boolean;
}

/** How many changed beyond the band that decides a verdict (the device's, or the engine's). */
export interface BeyondBand {
  improved: number;
  worsened: number;
  /** improved / n: the share whose change exceeds the band in the better direction. */
  shareImproved: number;
}

export interface PairedEndpoint {
  n: number;
  meanChange: number | null;
  sdChange: number | null;
  /** 95 % CI of the mean change (t distribution, n − 1 df). */
  ci95: Interval | null;
  /** Paired t test, two-sided. */
  t: number | null;
  df: number | null;
  pT: number | null;
  signedRank: SignedRank | null;
  /** Cohen's d_z: mean change / SD of the changes. */
  cohenDz: number | null;
  beyondBand: BeyondBand | null;
}

export interface ArmDifference {
  /** Mean change of the treated arm − mean change of the control arm. */
  difference: number;
  ci95: Interval;
  /** Welch's t test (unequal variances), two-sided. */
  t: number;
  df: number;
  p: number;
}

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

function sampleSd(values: readonly number[]): number {
  const centre = mean(values);
  const squares = values.reduce((sum, value) => sum + (value - centre) ** 2, 0);
  return Math.sqrt(squares / (values.length - 1));
}

const interval = ([low, high]: number[]): Interval => ({ low: low!, high: high! });

/** stdlib's signed-rank test goes exact only below 51 changes, none zero and no tied ranks. */
function isExact(changes: readonly number[]): boolean {
  const nonZero = changes.filter((change) => change !== 0);
  if (nonZero.length !== changes.length || changes.length > 50) return false;
  const sizes = nonZero.map(Math.abs);
  return new Set(sizes).size === sizes.length;
}

function signedRank(changes: number[]): SignedRank | null {
  // Every change zero: no rank to test (stdlib refuses); nothing moved.
  if (changes.every((change) => change === 0)) return null;
  const result = wilcoxon(changes);
  return { statistic: result.statistic, p: result.pValue, exact: isExact(changes) };
}

function beyondBand(changes: readonly number[], bands: readonly number[]): BeyondBand {
  let improved = 0;
  let worsened = 0;
  changes.forEach((change, index) => {
    const band = bands[index]!;
    if (change > band) improved += 1;
    else if (change < -band) worsened += 1;
  });
  return { improved, worsened, shareImproved: improved / changes.length };
}

/**
 * One endpoint at one timepoint: each participant's baseline and follow-up score, in the same
 * order, and optionally the band each participant's verdict uses (a change beyond it counts as
 * improved or worsened, as the progress page would say).
 */
export function pairedEndpoint(
  baseline: readonly number[],
  followUp: readonly number[],
  bands?: readonly number[],
): PairedEndpoint {
  if (baseline.length !== followUp.length) throw new Error('每位受试者需要基线和随访两个分数');
  if (bands && bands.length !== baseline.length) throw new Error('每位受试者需要一个波动范围');
  const changes = followUp.map((score, index) => score - baseline[index]!);
  const n = changes.length;
  const none = {
    sdChange: null,
    ci95: null,
    t: null,
    df: null,
    pT: null,
    signedRank: null,
    cohenDz: null,
  };
  if (n === 0) return { n, meanChange: null, ...none, beyondBand: null };
  const meanChange = mean(changes);
  const band = bands ? beyondBand(changes, bands) : null;
  if (n < 2) return { n, meanChange, ...none, beyondBand: band };
  const sdChange = sampleSd(changes);
  // All changes equal: the SD is 0 and t is not defined; the signed-rank test still is.
  if (sdChange === 0)
    return { n, meanChange, ...none, sdChange, signedRank: signedRank(changes), beyondBand: band };
  const t = ttest(changes);
  return {
    n,
    meanChange,
    sdChange,
    ci95: interval(t.ci),
    t: t.statistic,
    df: t.df,
    pT: t.pValue,
    signedRank: signedRank(changes),
    cohenDz: meanChange / sdChange,
    beyondBand: band,
  };
}

/**
 * With a control arm (or the untreated side of a split-face study): the treated arm's changes
 * against the control's, by Welch's t test. Null when either arm has fewer than two changes or
 * neither varies.
 */
export function armDifference(
  treatedChanges: readonly number[],
  controlChanges: readonly number[],
): ArmDifference | null {
  if (treatedChanges.length < 2 || controlChanges.length < 2) return null;
  if (sampleSd(treatedChanges) === 0 && sampleSd(controlChanges) === 0) return null;
  const result = ttest2([...treatedChanges], [...controlChanges]);
  return {
    difference: result.xmean - result.ymean,
    ci95: interval(result.ci),
    t: result.statistic,
    df: result.df,
    p: result.pValue,
  };
}
