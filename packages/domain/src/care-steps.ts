import type { ConditionKey } from './questionnaire-options';

/** The 12 care steps of spec §3 in their three groups, in table order. */
export const CARE_STEP_GROUPS = [
  { key: 'basic', name: '基础护理' },
  { key: 'improvement', name: '改善护理' },
  { key: 'advanced', name: '进阶护理' },
] as const;
export type CareStepGroupKey = (typeof CARE_STEP_GROUPS)[number]['key'];

export const CARE_STEPS = [
  { key: 'makeupRemoval', name: '卸妆洁面', group: 'basic' },
  { key: 'toner', name: '爽肤水', group: 'basic' },
  { key: 'lotion', name: '乳液', group: 'basic' },
  { key: 'cream', name: '面霜', group: 'basic' },
  { key: 'sunscreen', name: '防晒', group: 'basic' },
  { key: 'foundation', name: '隔离粉底', group: 'basic' },
  { key: 'serum', name: '精华', group: 'improvement' },
  { key: 'massage', name: '按摩手法', group: 'improvement' },
  { key: 'professional', name: '专业护理', group: 'advanced' },
  { key: 'medicalBeauty', name: '医学美容', group: 'advanced' },
  { key: 'comfortableLife', name: '舒适生活', group: 'advanced' },
  { key: 'innerBody', name: '身体内调', group: 'advanced' },
] as const satisfies readonly { key: string; name: string; group: CareStepGroupKey }[];
export type CareStepKey = (typeof CARE_STEPS)[number]['key'];

/** Spec §5: "A step is highlighted at 5 points or more and ticked at 2 or more." */
export const HIGHLIGHT_POINTS = 5;
export const TICK_POINTS = 2;

/** Steps each selected condition adds 1 to (DECISIONS "Consultation content"). */
export const CONDITION_STEPS: Readonly<Record<ConditionKey, readonly CareStepKey[]>> = {
  // Dry: layer water (toner, serum), then lotion and cream to hold it in.
  1: ['toner', 'lotion', 'cream', 'serum'],
  // Oily: thorough cleansing, a balancing toner, salon deep cleansing.
  2: ['makeupRemoval', 'toner', 'professional'],
  // Pores: keep them clear, refine with a serum, extraction in the salon.
  3: ['makeupRemoval', 'serum', 'professional'],
  // Uneven tone: UV is the main driver; a brightening serum; sleep and diet show in the tone.
  4: ['sunscreen', 'serum', 'innerBody'],
  // Spots: sun protection first, targeted serum, stubborn pigment needs light or laser.
  5: ['sunscreen', 'serum', 'medicalBeauty'],
  // Fine lines: rich cream, an anti-ageing serum, massage for circulation.
  6: ['cream', 'serum', 'massage'],
  // Sagging: lifting massage, salon firming, medical lifting for marked laxity.
  7: ['massage', 'professional', 'medicalBeauty'],
  // Acne: clean skin, professional acne care, diet and hormones play a part.
  8: ['makeupRemoval', 'professional', 'innerBody'],
  // Sensitivity: barrier-friendly emollients, sun protection, fewer triggers day to day.
  9: ['lotion', 'cream', 'sunscreen', 'comfortableLife'],
  // Eye area: an eye serum, gentle drainage massage, sleep and screen habits.
  10: ['serum', 'massage', 'comfortableLife'],
};

/**
 * The step a habit the customer does NOT have adds 1 to (spec §5 allows makeup removal, cream,
 * sunscreen, primer/foundation or professional care). null: the missing habit is no care gap.
 */
export const MISSING_HABIT_STEPS: Readonly<Record<number, CareStepKey | null>> = {
  1: 'makeupRemoval', // no makeup removal: residue clogs pores
  2: 'makeupRemoval', // no cleansing: the same step covers cleansing
  3: 'professional', // no home massage: the salon supplies it
  4: 'cream', // no toner: the moisturising chain has a gap the cream step closes
  5: 'cream', // no lotion: same gap
  6: 'cream', // no cream: nothing seals in water
  7: 'professional', // no masks: intensive care has to come from the salon
  8: 'professional', // no serum: actives have to come from professional care
  9: 'sunscreen', // no sunscreen: UV is the first cause of ageing and spots
  10: 'foundation', // no primer: skin is unshielded from pollution and makeup
  11: null, // no foundation: not wearing makeup is not a care gap
  12: null, // "other" says nothing about a gap
};

/** Steps each lifestyle (situation) choice adds 1 to. */
export const SITUATION_STEPS: Readonly<Record<number, readonly CareStepKey[]>> = {
  1: ['comfortableLife'], // air-conditioning dries skin: humidify, drink more
  2: ['sunscreen'], // frequent sun
  3: ['sunscreen', 'comfortableLife'], // travel: changing climate and UV, disrupted routine
  4: ['sunscreen'], // exercise, often outdoors and sweating sunscreen off
  5: ['massage'], // long screen time: tense neck and tired eyes
  6: ['innerBody', 'comfortableLife'], // late nights or insomnia
  7: ['innerBody'], // dieting starves skin of protein and fats
  8: ['comfortableLife'], // smoking: oxidative stress, best reduced
  9: ['massage', 'comfortableLife'], // heavy stress
  10: [], // other
};

/** Steps each body-condition choice adds 1 to. */
export const BODY_STEPS: Readonly<Record<number, readonly CareStepKey[]>> = {
  1: ['massage', 'innerBody'], // puffiness: lymph drainage, less salt
  2: ['comfortableLife'], // lack of exercise
  3: ['innerBody'], // unbalanced diet
  4: ['massage'], // shoulder and neck ache
  5: ['innerBody'], // irregular periods: hormonal balance
  6: ['innerBody', 'massage'], // feeling cold: poor circulation
  7: ['innerBody'], // easily "hot": diet and rest
  8: [], // other
};

export interface CareStepInput {
  readonly conditions: readonly ConditionKey[];
  readonly habits: readonly number[];
  readonly situations: readonly number[];
  readonly bodies: readonly number[];
}

export interface CareStepPoints {
  readonly key: CareStepKey;
  readonly name: string;
  readonly group: CareStepGroupKey;
  readonly points: number;
  readonly highlight: boolean;
  readonly tick: boolean;
}

function missingHabitSteps(habits: readonly number[]): CareStepKey[] {
  const had = new Set(habits);
  return Object.entries(MISSING_HABIT_STEPS).flatMap(([key, step]) =>
    step === null || had.has(Number(key)) ? [] : [step],
  );
}

/** Points of each of the 12 steps, in table order, with the highlight and tick marks. */
export function careStepPoints(input: CareStepInput): CareStepPoints[] {
  const added: CareStepKey[] = [
    ...[...new Set(input.conditions)].flatMap((key) => CONDITION_STEPS[key]),
    ...missingHabitSteps(input.habits),
    ...[...new Set(input.situations)].flatMap((key) => SITUATION_STEPS[key] ?? []),
    ...[...new Set(input.bodies)].flatMap((key) => BODY_STEPS[key] ?? []),
  ];
  return CARE_STEPS.map(({ key, name, group }) => {
    const points = added.filter((step) => step === key).length;
    return {
      key,
      name,
      group,
      points,
      highlight: points >= HIGHLIGHT_POINTS,
      tick: points >= TICK_POINTS,
    };
  });
}
