import { CONDITION_CARE_OPTIONS } from './care-catalog';
import type { CareKey } from './care-catalog';
import { optionsFor, SENSITIVITY_KEY } from './questionnaire-options';
import type { ConditionKey } from './questionnaire-options';

/** Spec §9: at most 3 recommended care items. */
export const MAX_RECOMMENDED_CARE = 3;

const SORT_ORDER: ReadonlyMap<number, number> = new Map(
  optionsFor('condition').map((item) => [item.key, item.sort]),
);

const bySortOrder = (a: ConditionKey, b: ConditionKey): number =>
  (SORT_ORDER.get(a) ?? 0) - (SORT_ORDER.get(b) ?? 0);

function firstUnused(options: readonly CareKey[], used: readonly CareKey[]): CareKey | undefined {
  return options.find((option) => !used.includes(option));
}

export type CareOptionTable = Readonly<Record<ConditionKey, readonly [CareKey, CareKey, CareKey]>>;

/**
 * Spec §5's recommendation. `selected` are the conditions picked (order and duplicates do not
 * matter); `main` is the condition2 main concern, counted as selected even if missing there.
 * `table` exists so tests can exercise overlaps our own catalogue does not happen to have.
 */
export function recommendCare(
  selected: readonly ConditionKey[],
  main: ConditionKey,
  table: CareOptionTable = CONDITION_CARE_OPTIONS,
): CareKey[] {
  const mainOptions = table[main];
  // Sensitive skin must be calmed before anything else is tried on it.
  if (main === SENSITIVITY_KEY) return [...mainOptions];
  const others = [...new Set(selected)].filter((key) => key !== main).sort(bySortOrder);
  if (others.length === 0) return [...mainOptions];
  const [other] = others;
  if (others.length === 1 && other !== undefined) {
    const result: CareKey[] = mainOptions.slice(0, 2);
    const extra = firstUnused(table[other], result);
    return extra === undefined ? result : [...result, extra];
  }
  const result: CareKey[] = [mainOptions[0]];
  for (const key of others) {
    if (result.length >= MAX_RECOMMENDED_CARE) break;
    const extra = firstUnused(table[key], result);
    if (extra !== undefined) result.push(extra);
  }
  return result;
}
