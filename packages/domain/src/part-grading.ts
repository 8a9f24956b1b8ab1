import type { DetectDimension, DetectDimensionResult, PartImageRecord } from '@skinscope/contracts';

/**
 * Issue 17 #9: the history report's five-star ratings (spec §3 partImageRecord) graded from the
 * measured values of a part's analysis, on the full 1–5 scale. More stars = better, as every
 * other score and star of the app (issue 29 #8): 色斑 ★★★★★ is a part with hardly any spots.
 * The thresholds, and why, are in DECISIONS "Customers: detail, history and the query page".
 */
export type PartGrades = Omit<PartImageRecord, 'partName'>;
type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Oil: the share of the patch that shines (skin_type.area, %). 8 % is where the engine calls the
 * skin oily (analysis calibration skinType.oilFraction), so oily skin has one or two stars.
 */
export const OIL_FRACTION_CUTS = [2, 5, 8, 15] as const;
/**
 * Dry: the flake area (corneum.area, %). 1.5 % is where the engine calls the skin dry
 * (calibration skinType.dryFlakes), so dry skin has one or two stars.
 */
export const FLAKE_AREA_CUTS = [0.3, 0.8, 1.5, 3] as const;
/**
 * Sensitivity, pigment and fine lines: from the dimension's score (0–100, higher is better), each
 * cut reached adding a star. The cuts sit inside the engine's levels (none ≥ 80, light 60–80,
 * moderate 40–60, severe < 40), so severe is always one star and none four or five.
 */
export const SCORE_CUTS = [40, 55, 70, 85] as const;

/** 5 − how many of the ascending cuts a trait's amount reaches: more of it, fewer stars. */
function starsFromAmount(value: number, cuts: readonly number[]): Stars {
  return (5 - cuts.filter((cut) => value >= cut).length) as Stars;
}

/** 1 + how many of the ascending cuts a score reaches. */
function starsFromScore(score: number, cuts: readonly number[]): Stars {
  return (1 + cuts.filter((cut) => score >= cut).length) as Stars;
}

type Dimensions = Partial<Record<DetectDimension, Pick<DetectDimensionResult, 'score' | 'area'>>>;

/**
 * The seven grades of one analysed part; null where nothing measured it. Light sensitivity is
 * always null: it is the skin's reaction to sunlight, which two microscope photos cannot show.
 */
export function gradePart(dimensions: Dimensions | null): PartGrades {
  const oil = dimensions?.skin_type
    ? starsFromAmount(dimensions.skin_type.area, OIL_FRACTION_CUTS)
    : null;
  const dry = dimensions?.corneum
    ? starsFromAmount(dimensions.corneum.area, FLAKE_AREA_CUTS)
    : null;
  const byScore = (dimension: DetectDimension) => {
    const result = dimensions?.[dimension];
    return result && result.score !== null ? starsFromScore(result.score, SCORE_CUTS) : null;
  };
  return {
    oil,
    dry,
    // Neutral (balanced) skin is neither shiny nor flaky: as good as the worse of the two.
    middle: oil !== null && dry !== null ? Math.min(oil, dry) : null,
    sensity: byScore('sensitivity'),
    patch: byScore('pigment'),
    wrinkle: byScore('elasticity'),
    sunresponse: null,
  };
}
