import { CARE_EFFECT_NAMES, PRODUCT_OPTION_NAMES } from '@skinscope/domain';

/**
 * The spec's label swap, as packages/contracts/src/cases.ts documents it: the list labelled
 * 护理项目 offers the PRODUCT names and travels as `products`; the list labelled 功效点 offers
 * the care-EFFECT names and travels as `cares`. Every case screen takes its options from here.
 */
export const PRODUCT_OPTIONS: readonly string[] = PRODUCT_OPTION_NAMES;
export const CARE_OPTIONS: readonly string[] = CARE_EFFECT_NAMES;

/** Spec §2 edit mode: stored names pre-tick the options whose names match, in catalogue order. */
export function matchOptions(options: readonly string[], stored: readonly string[]): string[] {
  const wanted = new Set(stored.map((name) => name.trim()));
  return options.filter((option) => wanted.has(option));
}
