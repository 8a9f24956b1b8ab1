import { MAIN_CONCERN_LEVEL, mainConcernOf, selectedOptions } from './option-item';
import type { OptionItem } from './option-item';
import type { QuestionnairePage } from './questionnaire-options';

/** Multi-select pages: a tap flips an option between 0 and 1. */
export function toggleOption(items: readonly OptionItem[], key: number): OptionItem[] {
  return items.map((item) =>
    item.key === key ? { ...item, level: item.level > 0 ? 0 : 1 } : item,
  );
}

/** Single-choice pages (menses): the tapped option becomes the only one selected. */
export function chooseSingle(items: readonly OptionItem[], key: number): OptionItem[] {
  if (!items.some((item) => item.key === key)) return [...items];
  return items.map((item) => ({ ...item, level: item.key === key ? 1 : 0 }));
}

/**
 * condition2's starting state from the saved condition answer: the same options with the same
 * picks and no main concern yet (condition's Next clears any earlier condition2 answer).
 */
export function condition2From(condition: readonly OptionItem[]): OptionItem[] {
  return condition.map((item) => ({ ...item, level: item.level > 0 ? 1 : 0 }));
}

/** On condition2 only options picked on condition can be tapped. */
export function isOptionEnabled(page: QuestionnairePage, item: OptionItem): boolean {
  return page !== 'condition2' || item.level > 0;
}

/**
 * condition2 tap: a selected option becomes the main concern (level 2) and any earlier main
 * concern drops back to 1. Unselected options are disabled, so tapping one changes nothing.
 */
export function promoteOption(items: readonly OptionItem[], key: number): OptionItem[] {
  const target = items.find((item) => item.key === key);
  if (target === undefined || target.level === 0) return [...items];
  return items.map((item) => {
    if (item.key === key) return { ...item, level: MAIN_CONCERN_LEVEL };
    return item.level === MAIN_CONCERN_LEVEL ? { ...item, level: 1 } : item;
  });
}

/** Pages whose Next never waits for a selection (spec §5). */
const ALWAYS_ALLOWED: ReadonlySet<QuestionnairePage> = new Set(['situation', 'nursing']);

/** Whether Next on this page waits for an answer (all but situation and nursing). */
export function requiresSelection(page: QuestionnairePage): boolean {
  return !ALWAYS_ALLOWED.has(page);
}

/** Whether the page's Next button may proceed; the spec shows no message when it may not. */
export function canProceed(page: QuestionnairePage, items: readonly OptionItem[]): boolean {
  if (!requiresSelection(page)) return true;
  if (page === 'condition2') return mainConcernOf(items) !== undefined;
  return selectedOptions(items).length > 0;
}
