import { MENSES_IN_PERIOD_KEY, SENSITIVITY_KEY } from './questionnaire-options';
import type { ConditionKey } from './questionnaire-options';

/** The eight dimensions of the analysis result (spec §3), in display order. */
export const ANALYSIS_DIMENSIONS = [
  { key: 'inflammation', name: '抗炎舒缓' },
  { key: 'oilControl', name: '控油平衡' },
  { key: 'brightening', name: '提亮美白' },
  { key: 'purification', name: '净痘祛瑕' },
  { key: 'barrier', name: '屏障修护' },
  { key: 'hydration', name: '补水保湿' },
  { key: 'nourishing', name: '滋润亮泽' },
  { key: 'firming', name: '紧致抗皱' },
] as const;
export type DimensionKey = (typeof ANALYSIS_DIMENSIONS)[number]['key'];

/** Spec §5: every dimension starts at 10 and is clamped to 0–10. */
export const MAX_DIMENSION_SCORE = 10;
/** Spec §5: "The first menses option adds 2 to oil control." */
export const MENSES_OIL_CONTROL_BONUS = 2;

type Deduction = Readonly<Partial<Record<DimensionKey, number>>>;

/**
 * What each selected condition takes off (DECISIONS "Consultation content"): its main dimension
 * 3–4, a contributing cause 2, a side effect 1. One condition never empties a dimension; several
 * sharing a dimension can, which is why the result is clamped.
 */
export const CONDITION_DEDUCTIONS: Readonly<Record<ConditionKey, Deduction>> = {
  // Dry skin: too little water, too few lipids to hold it, and a barrier that leaks both.
  1: { hydration: 4, nourishing: 3, barrier: 2 },
  // Oily: excess sebum first; it clogs follicles, and oily skin is often dehydrated underneath.
  2: { oilControl: 4, purification: 2, hydration: 1 },
  // Visible pores: clogged openings stretched by sebum, worsened by slack skin around them.
  3: { purification: 3, oilControl: 2, firming: 1 },
  // Uneven tone: irregular melanin and a rough, dehydrated surface that scatters light.
  4: { brightening: 3, nourishing: 2, hydration: 1 },
  // Spots: melanin deposits, often left behind by inflammation or UV irritation.
  5: { brightening: 4, inflammation: 1 },
  // Fine lines: loss of firmness, deepened by dehydration and thin lipid cover.
  6: { firming: 3, hydration: 2, nourishing: 1 },
  // Sagging: collagen and elastin loss; the skin also looks less plump and glowing.
  7: { firming: 4, nourishing: 1 },
  // Acne: clogged follicles, inflammation around them, driven by sebum.
  8: { purification: 4, inflammation: 3, oilControl: 2 },
  // Sensitivity: an impaired barrier lets irritants in and water out, so inflammation follows.
  9: { inflammation: 4, barrier: 4, hydration: 1 },
  // Eye area: the thinnest skin wrinkles and dehydrates first; dark circles dull it.
  10: { firming: 2, hydration: 2, brightening: 1 },
};

export interface DimensionScore {
  readonly key: DimensionKey;
  readonly name: string;
  readonly score: number;
}

const clamp = (value: number): number => Math.min(MAX_DIMENSION_SCORE, Math.max(0, value));

/** The eight scores from the selected conditions and the menses answer (null when skipped). */
export function scoreDimensions(
  conditions: readonly ConditionKey[],
  menses: number | null,
): DimensionScore[] {
  const unique = [...new Set(conditions)];
  return ANALYSIS_DIMENSIONS.map(({ key, name }) => {
    const lost = unique.reduce(
      (sum, condition) => sum + (CONDITION_DEDUCTIONS[condition][key] ?? 0),
      0,
    );
    const bonus =
      key === 'oilControl' && menses === MENSES_IN_PERIOD_KEY ? MENSES_OIL_CONTROL_BONUS : 0;
    return { key, name, score: clamp(MAX_DIMENSION_SCORE - lost + bonus) };
  });
}

/** The three care phases of spec §3, in display order; `name` is what the record stores. */
export const CARE_PHASES = [
  { key: 'repair', name: '修损' },
  { key: 'skincare', name: '护肤' },
  { key: 'beautify', name: '美肤' },
] as const;
export type CarePhase = (typeof CARE_PHASES)[number];
export type CarePhaseKey = CarePhase['key'];

/** Conditions that need basic skin care before beautifying: dry, oily, pores, acne. */
const SKINCARE_KEYS: readonly ConditionKey[] = [1, 2, 3, 8];

/** Spec §5: repair if key 9 is set; else skincare if any of 1, 2, 3, 8; else beautify. */
export function phaseFor(conditions: readonly ConditionKey[]): CarePhase {
  const [repair, skincare, beautify] = CARE_PHASES;
  if (conditions.includes(SENSITIVITY_KEY)) return repair;
  if (conditions.some((key) => SKINCARE_KEYS.includes(key))) return skincare;
  return beautify;
}
