/**
 * A questionnaire option of spec §3: `level` counts selections (0 unselected, 1 selected,
 * 2 "most concerned" on condition2 only); `maxLevel` is 1 for every option as the spec says,
 * even though condition2 promotes one option past it.
 */
export interface OptionItem {
  readonly key: number;
  readonly name: string;
  readonly level: number;
  readonly maxLevel: number;
  readonly sort: number;
}

/** The level condition2 gives the customer's main concern (spec §4). */
export const MAIN_CONCERN_LEVEL = 2;

/**
 * Builds a fresh option list in display order. `sort` follows the array position so that a list
 * written in the order the customer sees it cannot disagree with its own sort numbers.
 */
export function buildOptions(
  entries: readonly (readonly [key: number, name: string])[],
): OptionItem[] {
  return entries.map(([key, name], index) => ({
    key,
    name,
    level: 0,
    maxLevel: 1,
    sort: index + 1,
  }));
}

/** Options the customer picked (level 1 or the promoted level 2). */
export function selectedOptions(items: readonly OptionItem[]): OptionItem[] {
  return items.filter((item) => item.level > 0);
}

export function selectedKeys(items: readonly OptionItem[]): number[] {
  return selectedOptions(items).map((item) => item.key);
}

/** The condition2 option at level 2, if the customer has chosen one. */
export function mainConcernOf(items: readonly OptionItem[]): OptionItem | undefined {
  return items.find((item) => item.level === MAIN_CONCERN_LEVEL);
}

/** Same options in `sort` order; the input is left untouched. */
export function bySort<T extends { readonly sort: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

/**
 * A fresh list with the given keys selected (level 1) — how a stored answer of keys becomes the
 * page's state again. Unknown keys are ignored: a stored answer must not invent options.
 */
export function withSelected(items: readonly OptionItem[], keys: readonly number[]): OptionItem[] {
  const wanted = new Set(keys);
  return items.map((item) => ({ ...item, level: wanted.has(item.key) ? 1 : 0 }));
}
