import type { DetectDimension, DetectDimensionResult, PartImageRecord } from '@skinscope/contracts';

/**
 * Issue 17 #9: the history report's five-star ratings (spec §3 partImageRecord) graded from the
 * measured values of a part's analysis, on the full 1–5 scale. More stars = more of the trait.
 * The thresholds, and why, are in DECISIONS "Customers: detail, history and the query page".
 */
export type PartGrades = Omit<PartImageRecord, 'partName'>;
type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Oil: the share of the patch that shines (skin_type.area, %). 8 % is where the engine calls the
 * skin oily (analysis calibration skinType.oilFraction), so oily skin starts at four stars.
 */
export const OIL_FRACTION_CUTS = [2, 5, 8, 15] as const;
/**
 * Dry: the flake area (corneum.area, %). 1.5 % is where the engine calls the skin dry
 * (calibration skinType.dryFlakes), so dry skin starts at four stars.
 */
export const FLAKE_AREA_CUTS = [0.3, 0.8, 1.5, 3] as const;
/**
 * Sensitivity, pigment and fine lines: from the dimension's score (0–100, higher is better),
 * worse scores giving more stars. The cuts sit inside the engine's levels (none ≥ 80, light
 * 60–80, moderate 40–60, severe < 40), so severe is always five stars and none one or two.
 */
export const SCORE_CUTS = [85, 70, 55, 40] as const;

/** 1 + how many of the ascending cuts the value reaches. */
function starsFromRising(value: number, cuts: readonly number[]): Stars {
  return (1 + cuts.filter((cut) => value >= cut).length) as Stars;
}

/** 1 + how many of the descending cuts the score falls below. */
function starsFromFalling(score: number, cuts: readonly number[]): Stars {
  return (1 + cuts.filter((cut) => score < cut).length) as Stars;
}

type Dimensions = Partial<Record<DetectDimension, Pick<DetectDimensionResult, 'score' | 'area'>>>;

/**
 * The seven grades of one analysed part; null where nothing measured it. Light sensitivity is
 * always null: it is the skin's reaction to sunlight, which two microscope photos cannot show.
 */
export function gradePart(dimensions: Dimensions | null): PartGrades {
  const oil = dimensions?.skin_type
    ? starsFromRising(dimensions.skin_type.area, OIL_FRACTION_CUTS)
    : null;
  const dry = dimensions?.corneum
    ? starsFromRising(dimensions.corneum.area, FLAKE_AREA_CUTS)
    : null;
  const byScore = (dimension: DetectDimension) => {
    const result = dimensions?.[dimension];
    return result ? starsFromFalling(result.score, SCORE_CUTS) : null;
  };
  return {
    oil,
    dry,
    // Neutral (balanced) skin is neither shiny nor flaky: five stars when both are lowest.
    middle: oil !== null && dry !== null ? ((6 - Math.max(oil, dry)) as Stars) : null,
    sensity: byScore('sensitivity'),
    patch: byScore('pigment'),
    wrinkle: byScore('elasticity'),
    sunresponse: null,
  };
}
