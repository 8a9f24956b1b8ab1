import chisquareQuantile from '@stdlib/stats-base-dists-chisquare-quantile';
import { DETECT_DIMENSIONS, type DetectDimension } from '@skinscope/contracts';

/**
 * Issue 32 #2: how far a device's scores move when the microscope is lifted and put back on the
 * same skin, measured on its own test-retest pairs, and the band a verdict may use from it. The
 * server computes every figure here from stored analyses; the screens only show them.
 *
 * From the differences Δ = retest − test of n accepted pairs: SD(Δ) (sample SD, n − 1), the
 * standard error of measurement SEM = SD(Δ)/√2 and the minimal detectable change
 * MDC95 = 1.96·√2·SEM (Weir 2005, J Strength Cond Res 19:231; de Vet et al. 2006), i.e.
 * 1.96·SD(Δ). Its 95 % interval is the chi-square interval of the SD with n − 1 degrees of
 * freedom, carried through the same factor.
 */

/** Pairs a dimension needs before its measured band may be used (issue 32 #2). */
export const DEVICE_BAND_MIN_PAIRS = 20;

/** The window a device's repeatability is measured over (issue 32 #2). */
export const DEVICE_BAND_WINDOW_DAYS = 90;

/**
 * A device without a test-retest pair for this many days is reminded to take some (issue 32 #3):
 * its card and the counter overview say so.
 */
export const RETEST_STALE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 肤质 is a type, not a severity (issue 19 #2): its score has no better or worse, no band. */
const TYPE_ONLY: ReadonlySet<DetectDimension> = new Set(['skin_type']);

export function isTypeOnly(dimension: DetectDimension): boolean {
  return TYPE_ONLY.has(dimension);
}

/** 1.96: the two-sided 95 % point of the normal distribution. */
const Z95 = 1.96;

/** Where a verdict's band comes from: the device's own pairs, or the engine's table. */
export type BandSource = 'device' | 'engine';

/** What the screens call each source. */
export const BAND_SOURCE_NAMES: Readonly<Record<BandSource, string>> = {
  device: '本设备实测',
  engine: '引擎估计',
};

export interface RepeatabilityFigures {
  /** Pairs counted (accepted, both captures scored this dimension). */
  n: number;
  /** SD of the differences; null below two pairs, where it is not defined. */
  sdDelta: number | null;
  sem: number | null;
  mdc95: number | null;
  /** The 95 % confidence interval of MDC95; null below two pairs. */
  mdc95Interval: { low: number; high: number } | null;
}

/** The figures of one dimension from its differences (retest − test), in score points. */
export function repeatabilityFigures(deltas: readonly number[]): RepeatabilityFigures {
  const n = deltas.length;
  if (n < 2) return { n, sdDelta: null, sem: null, mdc95: null, mdc95Interval: null };
  const mean = deltas.reduce((sum, d) => sum + d, 0) / n;
  const sumSquares = deltas.reduce((sum, d) => sum + (d - mean) ** 2, 0);
  const sdDelta = Math.sqrt(sumSquares / (n - 1));
  const sem = sdDelta / Math.SQRT2;
  const interval = sdInterval(sdDelta, n - 1);
  return {
    n,
    sdDelta,
    sem,
    mdc95: Z95 * Math.SQRT2 * sem,
    mdc95Interval: { low: Z95 * interval.low, high: Z95 * interval.high },
  };
}

/**
 * The 95 % confidence interval of a normal population's SD from a sample SD with `df` degrees
 * of freedom: √(df·s²/χ²(0.975, df)) … √(df·s²/χ²(0.025, df)).
 */
export function sdInterval(sd: number, df: number): { low: number; high: number } {
  const variance = df * sd * sd;
  return {
    low: Math.sqrt(variance / chisquareQuantile(0.975, df)),
    high: Math.sqrt(variance / chisquareQuantile(0.025, df)),
  };
}

/**
 * The band a verdict uses for one dimension: from `DEVICE_BAND_MIN_PAIRS` pairs on, the wider of
 * the engine's band and the device's MDC95 (a device never makes a verdict bolder than the
 * engine's own tests allow); below that, the engine's band.
 */
export function bandInUse(
  engineBand: number,
  figures: Pick<RepeatabilityFigures, 'n' | 'mdc95'>,
): { band: number; source: BandSource } {
  if (figures.n < DEVICE_BAND_MIN_PAIRS || figures.mdc95 === null)
    return { band: engineBand, source: 'engine' };
  return { band: Math.max(engineBand, figures.mdc95), source: 'device' };
}

/** One stored test-retest pair as the card counts it. */
export interface RetestPairScores {
  /** Both captures passed the photo checks; a refused pair counts only in the refusal rate. */
  accepted: boolean;
  /** Each capture's scores; null where the engine could not score the dimension. */
  test: Partial<Record<DetectDimension, number | null>>;
  retest: Partial<Record<DetectDimension, number | null>>;
}

/** One accepted pair's scores of a dimension, in whole points: [test, retest]. */
export type TestRetestPoint = [test: number, retest: number];

export interface DimensionRepeatability extends RepeatabilityFigures {
  dimension: DetectDimension;
  engineBand: number;
  band: number;
  source: BandSource;
  /** The accepted pairs it counts, for the card's test-vs-retest scatter; none for 肤质. */
  points: TestRetestPoint[];
}

export interface DeviceRepeatability {
  /** Every pair counted, refused ones too. */
  pairs: number;
  refused: number;
  /** refused / pairs; null without pairs. */
  refusalRate: number | null;
  dimensions: DimensionRepeatability[];
}

/**
 * Each dimension's figures from a device's pairs (accepted ones only), whatever engine bands they
 * are later set against: a verdict sets them against the band its own analysis stored.
 */
export function deviceFigures(
  pairs: readonly RetestPairScores[],
): Record<DetectDimension, RepeatabilityFigures> {
  return Object.fromEntries(
    DETECT_DIMENSIONS.map((dimension) => {
      const deltas = scoredPairs(pairs, dimension).map(([a, b]) => b - a);
      return [dimension, repeatabilityFigures(deltas)];
    }),
  ) as Record<DetectDimension, RepeatabilityFigures>;
}

/** The accepted pairs whose two captures both scored `dimension`: [test, retest]. */
function scoredPairs(
  pairs: readonly RetestPairScores[],
  dimension: DetectDimension,
): [number, number][] {
  return pairs.flatMap(({ accepted, test, retest }) => {
    const a = test[dimension];
    const b = retest[dimension];
    return accepted && typeof a === 'number' && typeof b === 'number' ? [[a, b]] : [];
  });
}

/** The scatter's points: whole points are all a small chart can show, and all it is sent. */
function scatterPoints(
  pairs: readonly RetestPairScores[],
  dimension: DetectDimension,
): TestRetestPoint[] {
  if (isTypeOnly(dimension)) return [];
  return scoredPairs(pairs, dimension).map(([a, b]) => [Math.round(a), Math.round(b)]);
}

/**
 * A device's repeatability from its pairs (the caller picks them: the current engine version's,
 * of the last `DEVICE_BAND_WINDOW_DAYS` days) and the engine's bands.
 */
export function deviceRepeatability(
  pairs: readonly RetestPairScores[],
  engineBands: Readonly<Record<DetectDimension, number>>,
): DeviceRepeatability {
  const refused = pairs.filter((pair) => !pair.accepted).length;
  const figuresOf = deviceFigures(pairs);
  const dimensions = DETECT_DIMENSIONS.map((dimension) => {
    const figures = figuresOf[dimension];
    const engineBand = engineBands[dimension];
    const band = bandInUse(engineBand, figures);
    return { dimension, ...figures, engineBand, ...band, points: scatterPoints(pairs, dimension) };
  });
  return {
    pairs: pairs.length,
    refused,
    refusalRate: pairs.length === 0 ? null : refused / pairs.length,
    dimensions,
  };
}

/** What a device still lacks (issue 32 #3), for its card and the counter overview's reminder. */
export interface RetestShortfall {
  /** Accepted pairs still to take before its own bands are used; 0: none. */
  pairsNeeded: number;
  /** No pair at all yet. */
  never: boolean;
  /** Its newest pair is `RETEST_STALE_DAYS` days old or more (false when there is none). */
  stale: boolean;
}

/**
 * `counted`: the accepted pairs its bands count (the card passes the fewest of the dimensions
 * still on the engine's band); `lastPairAt`: its newest pair of any kind, refused ones too.
 */
export function retestShortfall(
  counted: number,
  lastPairAt: string | null,
  now: Date,
): RetestShortfall {
  const age = lastPairAt === null ? null : now.getTime() - Date.parse(lastPairAt);
  return {
    pairsNeeded: Math.max(0, DEVICE_BAND_MIN_PAIRS - counted),
    never: age === null,
    stale: age !== null && age >= RETEST_STALE_DAYS * DAY_MS,
  };
}
