import type { OptionItem } from './option-item';
import {
  IRREGULAR_PERIODS_INDEX,
  IRREGULAR_PERIODS_KEY,
  optionsFor,
} from './questionnaire-options';

/** Same values as the contracts' customer gender; kept here so the domain stands alone. */
export type CustomerGender = 'female' | 'male';

/** Spec §6: for a male customer the menses page is skipped. */
export function shouldSkipMenses(gender: CustomerGender): boolean {
  return gender === 'male';
}

/** The body page's options: a male customer does not see "irregular periods" (7 instead of 8). */
export function bodyOptionsFor(gender: CustomerGender): OptionItem[] {
  const all = optionsFor('body');
  return gender === 'male' ? all.filter((item) => item.key !== IRREGULAR_PERIODS_KEY) : all;
}

/**
 * The body answer as saved: if "irregular periods" was removed for a male customer it goes back
 * at index 4, unselected, so every saved body answer has the same 8 options in the same places.
 */
export function completeBodyAnswer(items: readonly OptionItem[]): OptionItem[] {
  if (items.some((item) => item.key === IRREGULAR_PERIODS_KEY)) return [...items];
  const removed = optionsFor('body').find((item) => item.key === IRREGULAR_PERIODS_KEY);
  if (removed === undefined) return [...items];
  const result = [...items];
  result.splice(IRREGULAR_PERIODS_INDEX, 0, removed);
  return result;
}
