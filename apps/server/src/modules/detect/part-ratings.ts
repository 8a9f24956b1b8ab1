import type {
  DetectDimension,
  DetectDimensionResult,
  DetectLevel,
  PartImageRecord,
} from '@skinscope/contracts';

/**
 * The five-star ratings of the history report (spec §3 partImageRecord), from a part's measured
 * dimensions. More stars = more of the trait. How each is derived, so staff can explain it:
 * - oil / dry / middle: the measured skin type is one category, so it gets 5 stars and the other
 *   two get 1 (we do not pretend to a finer grading than the measure gives);
 * - sensity (sensitivity), patch (pigment), wrinkle (elasticity: fine lines): by severity level,
 *   none 1, light 2, moderate 3, severe 5 — the gap before 5 keeps "severe" unmistakable;
 * - sunresponse (light sensitivity): nothing measures it from two microscope photos, so it stays
 *   null ('/') rather than a made-up number.
 */
const STARS_BY_LEVEL: Record<DetectLevel, number> = {
  none: 1,
  lightly: 2,
  moderately: 3,
  severe: 5,
};

export function partRatingsOf(
  partName: string,
  dimensions: Partial<Record<DetectDimension, DetectDimensionResult>> | null,
): PartImageRecord {
  const levelStars = (dimension: DetectDimension) => {
    const level = dimensions?.[dimension]?.level;
    return level ? STARS_BY_LEVEL[level] : null;
  };
  const skinType = dimensions?.skin_type?.type ?? null;
  const typeStars = (type: string) => (skinType === null ? null : skinType === type ? 5 : 1);
  return {
    partName,
    oil: typeStars('oil'),
    dry: typeStars('dry'),
    middle: typeStars('mid'),
    sensity: levelStars('sensitivity'),
    patch: levelStars('pigment'),
    wrinkle: levelStars('elasticity'),
    sunresponse: null,
  };
}
